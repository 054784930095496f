"""The engine core, through a toy game: pipeline, notation, undo, saves, views, files."""

import json

import pytest
from toygame import Pass, Play, ToyGame, toy_setup

from tabletop.engine import DataError, IllegalActionError, InvalidNotationError, Match
from tabletop.engine.errors import AmbiguousActionError
from tabletop.engine.history import UndoError
from tabletop.engine.rng import Rng
from tabletop.engine.schema import Field, check_table
from tabletop.engine.serial import from_data, state_hash, to_data
from tabletop.engine.tomlfile import load_toml, parse_toml

GAME = ToyGame()


def test_rng_is_reproducible_and_uniform_enough():
    a, b = Rng(5), Rng(5)
    xs = [a.randbelow(6) for _ in range(6000)]
    assert xs == [b.randbelow(6) for _ in range(6000)]
    counts = [xs.count(i) for i in range(6)]
    assert min(counts) > 850 and max(counts) < 1150
    items = list(range(20))
    Rng(9).shuffle(items)
    assert sorted(items) == list(range(20)) and items != list(range(20))


def test_refused_action_names_rule_and_leaves_state_untouched():
    s = GAME.new_state(toy_setup())
    h = state_hash(s)
    other = s.hands[1][0]
    with pytest.raises(IllegalActionError) as e:
        GAME.play(s, Play(0, other))
    assert e.value.rule == "T-2" and "own hand" in str(e.value)
    with pytest.raises(IllegalActionError) as e:
        GAME.play(s, Pass(1))
    assert e.value.rule == "T-1" and "Bo may not act now: waiting for Ann" in str(e.value)
    assert state_hash(s) == h


def test_legal_actions_are_exactly_what_play_accepts():
    s = GAME.new_state(toy_setup())
    every = [Play(seat, c) for seat in (0, 1) for c in s.cards] + [Pass(0), Pass(1)]
    legal = set(GAME.legal_actions(s))
    assert {a for a in every if GAME.is_legal(s, a)} == legal


def test_notation_round_trip_and_errors():
    s = GAME.new_state(toy_setup())
    for a in GAME.legal_actions(s):
        assert GAME.parse(None, GAME.format(a)) == a
    with pytest.raises(InvalidNotationError, match="did you mean 'play'"):
        GAME.parse(None, "P1 paly #3")
    with pytest.raises(InvalidNotationError, match="seat such as P1"):
        GAME.parse(None, "X1 pass")
    with pytest.raises(InvalidNotationError, match="takes <card>"):
        GAME.parse(None, "P1 play")


def test_card_names_resolve_like_algebraic_notation():
    s = GAME.new_state(toy_setup())
    card = s.hands[0][0]
    a = GAME.parse(s, f'P1 play "{s.cards[card]}"')
    assert isinstance(a, Play) and s.cards[a.card] == s.cards[card] and a.card in s.hands[0]


def test_match_undo_redo_replay_and_record():
    m = Match(GAME, toy_setup(3))
    hashes = [GAME.hash(m.state)]
    while not m.over:
        m.play(m.legal_actions()[0])
        hashes.append(GAME.hash(m.state))
    n = len(m.history)
    for i in range(n):
        m.undo()
        assert GAME.hash(m.state) == hashes[n - i - 1]
    for i in range(n):
        m.redo()
    assert GAME.hash(m.state) == hashes[-1]
    again = Match.replay(GAME, toy_setup(3), m.actions())
    assert GAME.hash(again.state) == hashes[-1]
    rec = json.loads(json.dumps(m.record()))
    assert GAME.hash(GAME.from_data(rec["snapshot"])) == rec["hash"] == hashes[-1]


def test_fair_undo_refuses_to_take_back_a_draw():
    m = Match(GAME, toy_setup(), undo="fair")
    m.play("P1 pass")
    assert not m.can_undo()
    with pytest.raises(UndoError, match="showed hidden cards"):
        m.undo()


def test_view_hides_hands_and_deck_order():
    s = GAME.new_state(toy_setup())
    v = GAME.view(s, 0)
    assert all(v.cards[c] != "?" for c in s.hands[0])
    assert all(v.cards[c] == "?" for c in s.hands[1] + s.decks[0] + s.decks[1])
    # swapping two hidden cards of the opponent changes nothing Ann can see
    t = GAME.clone(s)
    a, b = t.decks[1][0], t.hands[1][0]
    t.cards[a], t.cards[b] = t.cards[b], t.cards[a]
    assert state_hash(GAME.view(t, 0)) == state_hash(v)


def test_every_card_is_in_exactly_one_zone():
    m = Match(GAME, toy_setup(8))
    while not m.over:
        ids = [c for c, _ in GAME.card_locations(m.state)]
        assert sorted(ids) == sorted(m.state.cards) or len(ids) < len(m.state.cards)
        assert len(ids) == len(set(ids))
        m.play(m.legal_actions()[0])


def test_toml_lines_for_tables_arrays_and_inline_tables():
    text = '''# comment
title = "x"
[[card]]
key = "a"
text = """two
lines"""
effects = [
  { do = "damage", amount = 2 },
  { do = "draw" },
]
[[card]]
key = "b"
[card.stats]
attack = 1
'''
    doc = parse_toml(text, "c.toml")
    assert doc.line(("card", 0, "key")) == 4
    assert doc.line(("card", 0, "effects", 1, "do")) == 9
    assert doc.line(("card", 1, "key")) == 12
    assert doc.line(("card", 1, "stats", "attack")) == 14
    assert doc.line(("card", 1, "nothing")) == 11


def test_toml_syntax_error_and_missing_file_are_one_clear_message(tmp_path):
    bad = tmp_path / "bad.toml"
    bad.write_text("a = 1\nb = \n")
    with pytest.raises(DataError) as e:
        load_toml(bad)
    assert str(e.value) == f"{bad}:2: not valid TOML: Invalid value"
    with pytest.raises(DataError, match="no such file"):
        load_toml(tmp_path / "none.toml")


def test_schema_reports_every_problem_at_once():
    doc = parse_toml('atack = 2\nname = 3\nkind = "unti"\n', "u.toml")
    probs = []
    check_table(doc, (), doc.data, {"attack": Field(int), "name": Field(str),
                                     "kind": Field(str, choices=("unit", "event"))}, probs)
    text = [str(p) for p in probs]
    assert "u.toml:1: atack: unknown key (did you mean 'attack'?)" in text
    assert "u.toml:2: name: must be a text in quotes, not the number 3" in text
    assert any("u.toml:3: kind: 'unti' is not one of 'unit', 'event' (did you mean 'unit'?)" == t
               for t in text)
    assert len(text) == 4  # plus the missing 'attack'


def test_serial_round_trip_keeps_int_and_tuple_keys():
    from dataclasses import dataclass

    @dataclass
    class S:
        a: dict[int, list[int]]
        b: dict[tuple[int, int], str]
        c: tuple[int, ...]
        d: set[int]

    s = S({1: [2]}, {(0, 3): "x"}, (1, 2), {5, 4})
    assert from_data(S, json.loads(json.dumps(to_data(s)))) == s


def test_ambiguous_name_is_refused():
    from tabletop.engine.actions import Notation
    n = Notation([Play, Pass])
    legal = [Play(0, 3), Play(0, 4)]
    with pytest.raises(AmbiguousActionError, match="could mean P1 play #3, P1 play #4"):
        n.parse('P1 play "Twin"', lambda a, f, name: ([3, 4], False), legal)
    assert n.parse('P1 play "Twin"', lambda a, f, name: ([3, 4], True), legal) == Play(0, 3)
