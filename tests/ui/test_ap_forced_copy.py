"""Copies at the table (AP-7.6, forced copies by default): everyone copies, in the order they
answer. Alone with computer players the human copies by a key or a click while each computer
player copies after its own reaction time; a copy within 0.15 seconds of the one before
comes together with it. At one shared mouse the players copy in seat order, each asked once."""

import pygame
from drive import click, drag, key, press_button, settle, table

from tabletop.ai.reaction import TIE_SECONDS, bot_reaction
from tabletop.games import get_game
from tabletop.games.austin_powers.position import build_position
from tabletop.play import COMPUTER, Seat
from tabletop.ui.cover import CoverScene

G = get_game("austin-powers")


def two_players():
    return build_position(G, {"players": [
        dict(name="Ann", side="austin", hand=["Jet-Lag Time Warp"], field=["Commander Paisley"]),
        dict(name="Bo", side="evil", score=["Baron von Monocle"], hand=["Zip it, minion."]),
    ]}, source="test position")


def test_hot_seat_the_one_answer_to_a_gesture_is_a_copy_that_space_gives():
    a, t = table("austin-powers", two_players(), [Seat("Ann"), Seat("Bo")])
    assert t.match.state.options.happening_copy == "forced"           # the default
    press_button(a, t, "Peace sign!")
    settle(a, t)
    assert t.shown.acting == 1 and isinstance(a.top, CoverScene) and a.top.seat == 1
    click(a, (640, 400))                                        # Bo takes the mouse
    labels = [w.label for w in t.buttons.widgets if w.enabled]
    assert "Don't copy" not in labels and labels.count("Copy: peace sign") == 1
    assert any("Everyone copies the gesture (AP-7.6)" in line for line in t.ui.status(t.match.state, 1))
    key(a, pygame.K_SPACE)                                      # one key answers
    settle(a, t)
    assert [e.text for e in t.match.history] == ["P1 gesture", "P2 copy"]
    assert t.match.state.gesture is not None and G.to_act(t.match.state) == [0]   # Ann shows: Bo asked once


def four_with_computers():
    """Di (a computer player) has the turn and a happening; Ann is the human."""
    s = build_position(G, {"players": [
        dict(name="Ann", side="austin", hand=["Smashing, darling!"]),
        dict(name="Bo", side="evil", hand=["Zip it, minion."], field=["Baron von Monocle"]),
        dict(name="Cy", side="austin", hand=["Crikey, my flares!"]),
        dict(name="Di", side="evil", hand=["Minion Strike"]),
    ], "turn_player": 3}, source="test position")
    seats = [Seat("Ann")] + [Seat(n, COMPUTER, "normal") for n in ("Bo", "Cy", "Di")]
    return table("austin-powers", s, seats, players=4)


def until_gesture(a, t):
    for _ in range(120):
        settle(a, t, 1)
        if t.match.state.gesture is not None:
            return
    raise AssertionError("Di made no gesture")


def copies(t):
    return [e.text for e in t.match.history if e.text.split()[1] == "copy"]


def reactions(t):
    """Bo's and Cy's reaction times to Di's gesture, as the table drew them."""
    opened = next(i for i, e in enumerate(t.match.history) if e.text == "P4 gesture") + 1
    return {p: bot_reaction(t.computer.bots[p], opened) for p in (1, 2)}


def test_alone_with_computer_players_a_quick_human_copies_first_and_the_slowest_computer_is_hit():
    a, t = four_with_computers()
    until_gesture(a, t)
    assert t.shown.acting == 0 and G.to_act(t.match.state) == [0, 1, 2]      # everyone may copy now
    key(a, pygame.K_SPACE)                                       # Ann copies at once
    settle(a, t, 1)
    assert copies(t) == ["P1 copy"]
    react = reactions(t)
    for _ in range(int(60 * max(react.values())) + 30):
        settle(a, t, 1)
        if t.match.state.gesture is None or G.to_act(t.match.state) == [3]:
            break
    slow = max((1, 2), key=react.get)
    quick = 3 - slow
    assert copies(t)[1:] == [f"P{quick + 1} copy", f"P{slow + 1} copy"] or (
        abs(react[1] - react[2]) < TIE_SECONDS and copies(t)[2].endswith("together"))


def test_alone_with_computer_players_a_slow_human_copies_last_and_is_the_target():
    a, t = four_with_computers()
    until_gesture(a, t)
    react = reactions(t)
    for _ in range(int(60 * max(react.values())) + 30):         # Ann waits: the computers copy
        settle(a, t, 1)
    assert sorted(c.split()[0] for c in copies(t)) == ["P2", "P3"]
    assert G.to_act(t.match.state) == [0] and t.shown.acting == 0            # only Ann left: she will be last
    key(a, pygame.K_SPACE)
    settle(a, t, 1)
    assert copies(t)[-1] == "P1 copy" and t.match.state.gesture.last() == [0]


def test_a_human_copy_close_behind_a_computer_copy_comes_together_with_it():
    a, t = four_with_computers()
    until_gesture(a, t)
    for _ in range(400):
        settle(a, t, 1)
        if copies(t):
            break
    first = copies(t)
    assert len(first) == 1 and first[0] in ("P2 copy", "P3 copy")
    key(a, pygame.K_SPACE)                                       # a frame later: within the window
    settle(a, t, 1)
    assert "P1 copy together" in copies(t)


def test_hot_seat_players_are_told_they_copy_in_seat_order_not_by_the_speed_of_their_clicks():
    """Every seat human (the table's viewer is nobody): copies come in seat order, so the line
    under whose happening it is says so; with optional copies too the table asks in seat order."""
    s = build_position(G, {"players": [
        dict(name="Ann", side="austin", hand=["Jet-Lag Time Warp"], field=["Commander Paisley"]),
        dict(name="Bo", side="evil", hand=["Zip it, minion."]),
        dict(name="Cy", side="austin", hand=["Crikey, my flares!"]),
    ]}, source="test position")
    a, t = table("austin-powers", s, [Seat("Ann"), Seat("Bo"), Seat("Cy")], players=3)
    press_button(a, t, "Peace sign!")
    settle(a, t)
    lines = t.ui.status(t.match.state, None)
    assert "Everyone copies, one at a time in seat order: the last to copy is the target." in lines
    assert not any("order of the clicks" in line for line in lines)
    assert t.shown.acting == 1 and t.at_mouse.round == []               # Bo first, then Cy
    click(a, (640, 400))
    key(a, pygame.K_SPACE)
    settle(a, t)
    assert t.shown.acting == 2 and isinstance(a.top, CoverScene) and a.top.seat == 2
    click(a, (640, 400))
    key(a, pygame.K_SPACE)
    settle(a, t)
    assert [e.text for e in t.match.history] == ["P1 gesture", "P2 copy", "P3 copy"]


def test_when_the_last_copies_came_together_the_user_drags_the_happening_onto_the_one_it_hits():
    s = build_position(G, {"players": [
        dict(name="Ann", side="austin", hand=["Jet-Lag Time Warp"], field=["Commander Paisley"]),
        dict(name="Bo", side="evil", score=["Baron von Monocle"]),
        dict(name="Cy", side="austin", score=["Agent Honeytrap"]),
        dict(name="Di", side="evil", score=["Lady Lacquer"]),
    ]}, source="test position")
    seats = [Seat("Ann")] + [Seat(n, COMPUTER, "normal") for n in ("Bo", "Cy", "Di")]
    a, t = table("austin-powers", s, seats, players=4)
    for line in ("P1 gesture", "P3 copy", "P2 copy", "P4 copy together"):   # Bo and Di came together
        assert t.door.commit(line, source="here").ok
    settle(a, t)
    jet = t.match.state.hands[0][0]
    assert t.match.history[-1].text == "P4 copy together" and t.shown.acting == 0
    assert any("Bo, Di copied at the same moment" in line for line in t.ui.status(t.match.state, 0))
    drag(a, t, f"card:{jet}", "seat:3")                                    # onto Di
    settle(a, t)
    assert t.match.history[-1].text == f"P1 show #{jet} P4"
    assert t.match.state.discards[3] and t.match.state.scores[1]                       # Di lost her score card, Bo kept his
