"""Forced copies at the table (AP-7.6, the default): each player is asked once per gesture,
with one button that Space presses, and the last to copy is the target."""

import pygame
from drive import key, press_button, settle, table

from tabletop.games import get_game
from tabletop.games.austin_powers.position import build_position
from tabletop.play import Seat

G = get_game("austin-powers")


def two_players():
    return build_position(G, {"players": [
        dict(name="Ann", side="austin", hand=["Jet-Lag Time Warp"], field=["Commander Paisley"]),
        dict(name="Bo", side="evil", score=["Baron von Monocle"], hand=["Zip it, minion."]),
    ]}, source="test position")


def test_the_one_answer_to_a_gesture_is_a_copy_that_space_gives():
    a, t = table("austin-powers", two_players(), [Seat("Ann"), Seat("Bo")])
    assert t.match.state.options.happening_copy == "forced"           # the default
    press_button(a, t, "Peace sign!")
    settle(a, t)
    assert t.at_mouse.round == [1]
    labels = [w.label for w in t.buttons.widgets if w.enabled]
    assert "Don't copy" not in labels and labels.count("Copy: peace sign") == 1
    assert any("Everyone copies the gesture (AP-7.6)" in line for line in t.ui.status(t.match.state, 1))
    key(a, pygame.K_SPACE)                                      # one key answers
    settle(a, t)
    assert [e.text for e in t.match.history] == ["P1 gesture", "P2 copy"]
    assert t.match.state.gesture is not None and G.to_act(t.match.state) == [0]   # Ann shows: Bo asked once


def test_among_computer_players_a_human_copies_in_seat_order_not_last_by_default():
    """Di (a computer player) gestures: Ann, next after Di, is asked first and alone; Bo and
    Cy wait for her, so the target is Cy, the player before Di, not the slowest hand."""
    from tabletop.play import COMPUTER
    s = build_position(G, {"players": [
        dict(name="Ann", side="austin", hand=["Smashing, darling!"]),
        dict(name="Bo", side="evil", hand=["Zip it, minion."], field=["Baron von Monocle"]),
        dict(name="Cy", side="austin", hand=["Crikey, my flares!"]),
        dict(name="Di", side="evil", hand=["Minion Strike"]),
    ], "turn_player": 3}, source="test position")
    seats = [Seat("Ann")] + [Seat(n, COMPUTER, "normal") for n in ("Bo", "Cy", "Di")]
    a, t = table("austin-powers", s, seats, players=4)
    for _ in range(60):
        settle(a, t, 1)
    texts = [e.text for e in t.match.history]
    assert texts == ["P4 gesture"] and G.to_act(t.match.state) == [0]   # the others wait for Ann
    key(a, pygame.K_SPACE)
    for _ in range(120):
        settle(a, t, 1)
        if t.match.state.gesture is None:
            break
    texts = [e.text for e in t.match.history]
    assert texts[:4] == ["P4 gesture", "P1 copy", "P2 copy", "P3 copy"]
    assert texts.count("P1 copy") == 1                             # asked once


def test_hot_seat_players_are_told_they_copy_in_seat_order_not_by_the_speed_of_their_clicks():
    """Every seat human (the table's viewer is nobody): forced copies come in seat order, so
    the line under whose happening it is says so; with optional copies the clicks race."""
    s = build_position(G, {"players": [
        dict(name="Ann", side="austin", hand=["Jet-Lag Time Warp"], field=["Commander Paisley"]),
        dict(name="Bo", side="evil", hand=["Zip it, minion."]),
        dict(name="Cy", side="austin", hand=["Crikey, my flares!"]),
    ]}, source="test position")
    a, t = table("austin-powers", s, [Seat("Ann"), Seat("Bo"), Seat("Cy")], players=3)
    t.match.play(next(x for x in t.match.legal_actions(0) if G.format(x) == "P1 gesture"))
    lines = t.ui.status(t.match.state, None)
    assert "Everyone copies, one at a time in seat order: the last to copy is the target." in lines
    assert not any("order of the clicks" in line for line in lines)
    assert G.to_act(t.match.state) == [1]                              # Bo first, then Cy
    t.match.state.options.happening_copy = "optional"                  # (the same moment, optional copies)
    lines = t.ui.status(t.match.state, None)
    assert any("The order of the clicks counts." in line for line in lines)
