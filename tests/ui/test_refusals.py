"""Every refusal the table shows comes from the engine.

On several positions of both games, every (piece, target) pair the table offers the player
at the mouse that is not a legal drop is dropped through the table's own `drop`. The
message shown must be exactly the engine's refusal of the action that drop means; for a
drop that means no action, a hint that quotes a rule of the game's rules module, word for
word, by id; or nothing at all. The state never changes on a refused drop.
"""

import re

import pytest
from drive import table

from tabletop.engine.actions import Action
from tabletop.engine.history import Match
from tabletop.engine.rng import Rng
from tabletop.games import get_game
from tabletop.teach.rulebook import hint_text
from tabletop.play import Seat

RULE = re.compile(r"\[([A-Z]+-[\d.]+)\]$")

# (game, players, seed, random actions played before the drops)
POSITIONS = [("afterworld", 2, seed, n) for seed, n in ((1, 0), (2, 8), (3, 25), (4, 60), (5, 120), (6, 200))] + \
            [("austin-powers", p, seed, n) for p, seed, n in ((2, 1, 0), (2, 2, 6), (3, 3, 20), (4, 4, 40),
                                                               (2, 5, 90), (5, 6, 60))]


def position(name, players, seed, n):
    game = get_game(name)
    m = Match(game, game.default_setup(seed, players), undo="all")
    rng = Rng(seed)
    played = 0

    def one_seat_asked():  # and nobody else may step in (Austin Powers' AP-7.7)
        return len(m.to_act()) == 1 and not game.interjectors(m.state)

    while not m.over and (played < n or not one_seat_asked()):
        legal = m.legal_actions(m.to_act()[0])
        # a walk through the game, not to an agreed end (Austin Powers' AP-10.3 proposal)
        legal = [x for x in legal if not x.verb.startswith("propose")] or legal
        m.play(legal[rng.randbelow(len(legal))])
        played += 1
    while m.over or not one_seat_asked():
        m.undo()
    return m.state


def drops(name, players, seed, n):
    """Drop every piece on every place; returns counts of what was shown."""
    state = position(name, players, seed, n)
    game = get_game(name)
    actor = game.to_act(state)[0]
    seats = [Seat.of(f"P{i + 1}", human=i == actor, bot="random") for i in range(players)]
    a, t = table(name, state=state, seats=seats, players=players, seed=seed)
    assert t.shown.acting == actor
    counts = {"engine": 0, "hint": 0, "silent": 0, "played": 0}
    rules = set()
    for pid, piece in list(t.shown.pieces.items()):
        if not (piece.movable and piece.seat == actor):
            continue
        for tid in [*t.shown.targets, *t.shown.pieces]:
            if tid == pid or tid in t.shown.aff.drags.get(pid, {}):
                continue
            snap = game.clone(t.match.state)
            meant = t.ui.intent(t.door.view(actor), actor, piece, tid)
            history = len(t.match.history)
            t.shown.last_refusal = ""
            t.input.drop(pid, tid)
            shown = t.shown.last_refusal
            if len(t.match.history) > history:  # a legal action the drop means: it was played
                assert isinstance(meant, Action) and game.refusal(snap, meant) is None
                counts["played"] += 1
                t.match.undo()
                t.refresh()
                continue
            assert t.match.state == snap, f"{pid} on {tid} changed the state"
            if isinstance(meant, Action):
                err = game.refusal(t.match.state, meant)
                assert err is not None
                assert shown == str(err), f"{pid} on {tid}: shown {shown!r}, engine {err}"
                counts["engine"] += 1
                rules.add(err.rule)
            elif shown:
                m = RULE.search(shown)
                assert m, f"{pid} on {tid}: {shown!r} names no rule"
                assert shown == hint_text(game.name, m.group(1)), f"{pid} on {tid}: {shown!r}"
                counts["hint"] += 1
                rules.add(m.group(1))
            else:
                assert meant in ("", None), f"{pid} on {tid}: meant {meant!r} but nothing was shown"
                counts["silent"] += 1
    return counts, rules


@pytest.mark.parametrize("name,players,seed,n", POSITIONS)
def test_every_refused_drop_shows_the_engines_words(name, players, seed, n):
    counts, rules = drops(name, players, seed, n)
    assert counts["engine"] + counts["hint"] + counts["silent"] > 0, counts


def test_the_drops_reach_engine_refusals_and_rule_hints_in_both_games():
    seen = {}
    for name in ("afterworld", "austin-powers"):
        total = {"engine": 0, "hint": 0, "silent": 0, "played": 0}
        rules = set()
        for pos in [p for p in POSITIONS if p[0] == name][2:5]:
            c, r = drops(*pos)
            for k in total:
                total[k] += c[k]
            rules |= r
        seen[name] = (total, rules)
        assert total["engine"] >= 20 and total["hint"] >= 5, (name, total)
    assert {"AW-7.2", "AW-8"} & seen["afterworld"][1], seen
    assert {"AP-4.1", "AP-5.1"} & seen["austin-powers"][1], seen


def test_a_unit_dropped_on_the_opponents_division_is_refused_by_the_engine():
    game = get_game("afterworld")
    from tabletop.games.afterworld.actions import Deploy
    for seed in range(1, 30):  # the first Muster step of a walk where the turn player acts holding a unit
        state = position("afterworld", 2, seed, 40)
        p = state.turn_player
        units = [c for c in state.sides[p].hand if game.pool[state.cards[c]].type == "unit"]
        if state.step == "muster" and game.to_act(state)[0] == p and units:
            break
    else:
        pytest.fail("no walk reached a Muster step with a unit in the turn player's hand")
    unit = units[0]
    seats = [Seat.of("P1", human=p == 0), Seat.of("P2", human=p == 1)]
    a, t = table("afterworld", state=state, seats=seats)
    t.input.drop(f"card:{unit}", f"division:{1 - p}:1")
    assert t.shown.last_refusal == str(game.refusal(state, Deploy(p, unit, 1, 1 - p)))
    assert t.shown.last_refusal.endswith("A unit joins one of your own divisions, not the opponent's. [AW-7.2]")


@pytest.mark.parametrize("width", [240, 420, 620])
def test_a_long_rule_hint_is_shown_whole_with_its_rule_id(width):
    """The toast is as tall as its wrapped lines: the rule id at the end is never cut off."""
    import pygame

    from tabletop.ui.layout import DEFAULT_COLORS, parse_color
    from tabletop.ui.theme import Fonts, lines_fit
    from tabletop.ui.widgets import Toast
    colors = {k: parse_color(v) for k, v in DEFAULT_COLORS.items()}
    text = hint_text("austin-powers", "AP-4.1")  # the longest of the hints the tables give
    fonts = Fonts()
    surface = pygame.Surface((1280, 800))
    rect = Toast(text, colors["refused"]).draw(surface, fonts, (640, 400), width, 15, colors)
    assert lines_fit(fonts, text, rect.inflate(-24, -16), 15)
    assert len(fonts.wrap(text, 15, width - 24)) > 1


def test_an_agent_dropped_from_the_hand_on_an_opposing_agent_is_refused_by_the_engine():
    """A newcomer drags a Kiss or Gun agent straight from the hand onto an agent of the
    opponent: the toast says why in the engine's words (it must be on the field first), not
    the whole two-actions rule."""
    from tabletop.games.austin_powers import flow
    from tabletop.games.austin_powers.actions import Assassinate, Shag
    from tabletop.games.austin_powers.cards import Agent
    game = get_game("austin-powers")
    m = Match(game, game.default_setup(3, 2), undo="all")
    rng = Rng(3)

    def ready(s):
        p = s.turn_player
        return (flow.mode(s) == "actions" and game.to_act(s) == [p] and s.fields[1 - p]
                and any(isinstance(game.by_key.get(s.cards[c]), Agent) for c in s.hands[p]))

    while not ready(m.state):
        assert not m.over, "the walk ended before the position it looks for"
        legal = [x for x in m.legal_actions(m.to_act()[0]) if not x.verb.startswith("propose")]
        m.play(legal[rng.randbelow(len(legal))])
    state, p = m.state, m.state.turn_player
    agent = next(c for c in state.hands[p] if isinstance(game.by_key.get(state.cards[c]), Agent))
    target = state.fields[1 - p][0]
    seats = [Seat.of("P1", human=p == 0), Seat.of("P2", human=p == 1)]
    a, t = table("austin-powers", state=state, seats=seats)
    snap = game.clone(t.match.state)
    t.input.drop(f"card:{agent}", f"card:{target}")
    kind = Shag if game.by_key[state.cards[agent]].kiss else Assassinate
    assert t.shown.last_refusal == str(game.refusal(snap, kind(p, agent, target)))
    assert t.shown.last_refusal.endswith("[AP-5.1]") and "is not an agent on your field" in t.shown.last_refusal
    assert t.match.state == snap
