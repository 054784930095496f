"""No silent skips (issue 46: "pressing Space repeatedly skipped a muster with Food and Gold
unspent and a unit in hand, without a word"): Space on a step with something still to do says
what it would skip and asks once; the next Space on the same position presses the button. The
hint bar says it before the first press. Where nothing is left to do, Space presses at once."""

from __future__ import annotations

import pygame
from drive import key, settle, table

from tabletop import words
from tabletop.games import get_game
from tabletop.games.afterworld import position
from tabletop.play import COMPUTER, Seat
from tabletop.ui.rooms.hud import HINT_TEXT

G = get_game("afterworld")


def _hint(t) -> str:
    """What the hint bar says now (its text before it is fitted to the bar)."""
    from tabletop.ui.rooms import hud
    text = t.keys.hint() if t.keys.focus is not None else (t.ui.hint or HINT_TEXT)
    skip = t.keys.skip_hint()
    return words.tr(hud.words.tr("{first} · {rest}", first=skip, rest=text) if skip else text)


def _toast(t) -> str:
    return " ".join(words.tr(x.text) for x in t.shown.toasts)


def test_space_on_a_muster_with_food_gold_and_a_unit_says_what_it_skips_and_asks_once():
    st = position.build(G, {"names": ["Ann", "Bo"], "P1": {"hand": ["Jackal Spearman"], "food": 2, "gold": 1,
                                                          "divisions": [{"commander": "Sun Barque"}]}})
    a, t = table("afterworld", st, seats=[Seat("Ann"), Seat("Bo", COMPUTER)])
    settle(a, t)
    assert t.match.state.step == "muster" and t.shown.acting == 0
    said = words.tr(t.shown.aff.left_undone)
    assert "2 Food and 1 Gold unspent" in said and "1 card you can play" in said and "territor" in said
    assert _hint(t).startswith("Still to do: 2 Food and 1 Gold unspent")  # before any press
    before = len(t.match.history)
    key(a, pygame.K_SPACE)
    assert len(t.match.history) == before, "the first Space skipped the muster"
    assert _toast(t).startswith("Still to do: 2 Food and 1 Gold unspent") and "Space again: End muster" in _toast(t)
    assert _hint(t).startswith("Space again: End muster")
    key(a, pygame.K_SPACE)
    assert len(t.match.history) == before + 1 and type(t.match.history[-1].action).__name__ == "Pass"


def test_space_asks_again_after_the_position_changed_and_not_where_nothing_is_left():
    st = position.build(G, {"names": ["Ann", "Bo"], "P1": {"hand": ["Jackal Spearman"], "food": 3,
                                                          "divisions": [{"commander": "Sun Barque"}]}})
    a, t = table("afterworld", st, seats=[Seat("Ann"), Seat("Bo", COMPUTER)])
    settle(a, t)
    before = len(t.match.history)
    key(a, pygame.K_SPACE)  # asks
    card = next(p.pid for p in t.shown.pieces.values() if p.label == "Jackal Spearman")
    from drive import drag
    drag(a, t, card, "division:0:1")  # plays the unit: the position changed
    assert len(t.match.history) == before + 1
    key(a, pygame.K_SPACE)  # territories still to take: asks again
    assert len(t.match.history) == before + 1
    for territory in [x for x in G.legal_actions(t.match.state, 0) if type(x).__name__ == "Expend"]:
        assert t.play(territory)
    settle(a, t)
    assert t.shown.aff.left_undone == ""  # (Food and Gold left, but nothing to spend them on now)
    n = len(t.match.history)
    key(a, pygame.K_SPACE)  # nothing left: Space ends the muster at once
    assert len(t.match.history) == n + 1


def test_austin_powers_end_actions_says_the_actions_left_and_the_cards_in_japanese_too():
    from tabletop.games.austin_powers.position import build_position
    g = get_game("austin-powers")
    mine = [c.key for c in g.pool.by_key.values() if c.side == "austin" and c.kind == "agent"][:3]
    st = build_position(g, {"players": [dict(name="Ann", side="austin", hand=mine), dict(name="Bo", side="evil")]},
                        source="skip")
    a, t = table("austin-powers", st, seats=[Seat("Ann"), Seat("Bo", COMPUTER)])
    settle(a, t)
    words.set_language("ja")
    try:
        said = words.tr(t.shown.aff.left_undone)
        assert "残りアクション" in said and "使えるカード3枚" in said, said
        before = len(t.match.history)
        key(a, pygame.K_SPACE)
        assert len(t.match.history) == before and _toast(t).startswith("まだできること：")
        key(a, pygame.K_SPACE)
        assert len(t.match.history) == before + 1
    finally:
        words.set_language("en")
