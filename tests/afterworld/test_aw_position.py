"""Positions from plain data (the format lessons and scenarios use): built exactly as written,
and every mistake reported at once with its place."""

import pytest
from aw_script import G, division, hand, names, position, square, territory

from tabletop.engine.errors import DataError
from tabletop.engine.game import Setup
from tabletop.games.afterworld.position import load_position

TOML = '''step = "move"
turn = 4
turn_player = "P2"

[P1]
hand = ["Jackal Spearman", "Plague of Locusts"]
food = 2
territories = { b2 = { card = "Red Desert", damage = 1 }, c2 = { card = "Giza Plateau", destroyed = true } }

[[P1.divisions]]
commander = "Sun Barque"
square = "c3"
moves = 1
units = ["Chariot Archer", { card = "Mummy Guardian", damage = 2, items = ["Ankh of Life"] }]

[P2]
faction = "atlantean"
deck = []
'''


def test_a_position_file_builds_the_state_it_describes(tmp_path):
    path = tmp_path / "pos.toml"
    path.write_text(TOML)
    s = load_position(G, path)
    assert (s.step, s.turn, s.turn_player, s.actor) == ("move", 4, 1, 1)
    assert hand(s, "P1") == ["Jackal Spearman", "Plague of Locusts"] and s.sides[0].food == 2
    assert G.pool[s.cards[territory(s, "b2")]].name == "Red Desert" and s.damage[territory(s, "b2")] == 1
    assert territory(s, "c2") in s.destroyed
    d1 = division(s, "P1", 1)
    assert square(s, "P1", 1) == "c3" and d1.moves == 1
    assert names(s, d1.units) == ["Chariot Archer", "Mummy Guardian"]
    assert names(s, s.items[d1.units[1]]) == ["Ankh of Life"]
    assert s.sides[1].deck == [] and names(s, [s.world[17]]) == ["Fortress of Poseidonis"]
    assert load_position(G, path) == s  # the same data always gives the same state


def test_every_mistake_in_a_position_is_reported_with_line_and_key(tmp_path):
    bad = TOML.replace('"Jackal Spearman"', '"Jackal Spearmen"').replace('square = "c3"', 'square = "e9"') \
              .replace('step = "move"', 'step = "mvoe"').replace('"Ankh of Life"', '"Sun Barque"')
    path = tmp_path / "bad.toml"
    path.write_text(bad)
    with pytest.raises(DataError) as e:
        load_position(G, path)
    got = [str(p) for p in e.value.problems]
    p = str(path)
    assert f"{p}:1: step: 'mvoe' is not one of 'muster', 'move', 'battle' (did you mean 'move'?)" in got
    assert f"{p}:6: P1.hand[0]: no card called 'Jackal Spearmen' (did you mean 'Jackal Spearman'?)" in got
    assert any(g.startswith(f"{p}:12: P1.divisions[0].square: expected a square a1..d4, F1 or F2") for g in got)
    assert f"{p}:14: P1.divisions[0].units[1].items[0]: Sun Barque is a commander, not an item" in got
    assert len(got) == 4


def test_plain_data_positions_and_defaults():
    s = position({"P1": {"territories": {"F1": {"expended": True}}}})
    assert s.step == "muster" and s.turn == 1 and s.actor == 0
    assert territory(s, "F1") in s.expended
    assert names(s, [d.commander for d in s.sides[1].divisions]) == [
        "Jarl of the Fjords", "Valkyrie Captain", "Frost Giant King"]
    with pytest.raises(DataError, match="a fortress stands on the fortress square, and only there"):
        position({"P1": {"territories": {"a1": "Fortress of Heliopolis"}}})
    with pytest.raises(DataError, match="unknown rules option 'respond_window' \\(did you mean 'response_window'\\?\\)"):
        position({"options": {"respond_window": False}})


def test_bad_rules_option_in_a_setup_is_one_clear_message():
    with pytest.raises(DataError, match="setup: options: rules option 'deck_out_tie' must be one of draw, drawer-loses"):
        G.new_state(Setup("afterworld", 1, [G.starter("norse"), G.starter("japanese")], ["A", "B"],
                          {"deck_out_tie": "coin"}))
