"""Playing with the keys alone: Tab moves a focus through what may act, Enter picks a piece up
and Enter again drops it on the place in focus (or presses a button, or clicks a territory),
Esc puts it back. A whole turn of each game is played here without the mouse."""

from __future__ import annotations

import pygame
import pytest
from drive import key, settle, table

from tabletop.play import Seat


def _vs_computer(game: str, players: int = 2):
    seats = [Seat.of("Player", True, "random")] + [Seat.of(f"Computer {i}", False, "random")
                                                    for i in range(1, players)]
    return table(game, seats=seats, players=players)


def _play_by_keys(a, t, presses: int = 400) -> dict:
    """Play the human's seat with Tab and Enter only (the first piece in focus each time, the
    first place it may go; the first button when no piece can act) until the human's turn is
    over; what was done, counted."""
    done = {"drops": 0, "clicks": 0, "buttons": 0, "turn": -1}
    for _ in range(200):  # the computer may begin: up to the human's first turn
        if t.shown.acting is not None and t.is_human(t.shown.acting) and t.game.to_act(t.match.state) == [t.shown.acting] \
                and t.match.state.turn_player == t.shown.acting:
            break
        settle(a, t, 3)
    start = done["turn"] = t.match.state.turn
    for _ in range(presses):
        settle(a, t, 1)
        if t.match.state.result is not None or t.match.state.turn != start:
            break
        if t.shown.acting is None or not t.is_human(t.shown.acting):
            settle(a, t, 6)  # the computer player's move
            continue
        items = t.keys.pieces()
        pieces = [i for i in items if not i.startswith("button:")]
        key(a, pygame.K_TAB)
        if pieces:
            while t.keys.focus != pieces[0]:
                key(a, pygame.K_TAB)
            n = len(t.match.history)
            holding = pieces[0] in t.shown.aff.drags and t.shown.aff.drags[pieces[0]]
            key(a, pygame.K_RETURN)
            if holding:
                assert t.keys.holding == pieces[0] and t.keys.focus in t.keys.places()
                key(a, pygame.K_RETURN)
                if t.app.top is not t:  # a drop that means several actions: the first, by Enter
                    key(a, pygame.K_RETURN)
                done["drops"] += 1
            else:
                done["clicks"] += 1
            assert len(t.match.history) > n, "Enter played nothing"
        else:
            primary = [w for w in t.buttons.widgets if w.primary and w.enabled]
            assert primary, [w.label for w in t.buttons.widgets]
            key(a, pygame.K_SPACE)
            done["buttons"] += 1
    return done


@pytest.mark.parametrize("game,players", [("afterworld", 2), ("austin-powers", 2)])
def test_a_whole_turn_with_the_keys_alone(game, players):
    a, t = _vs_computer(game, players)
    done = _play_by_keys(a, t)
    assert t.match.state.turn > done["turn"] >= 0 or t.match.state.result is not None, done
    assert done["drops"] + done["clicks"] >= 1 and done["buttons"] >= 1, done


def test_enter_picks_up_esc_puts_back_and_the_ring_shows_the_keys():
    a, t = _vs_computer("afterworld")
    for _ in range(20):  # past the opening's questions (keep the hand): a card to drag
        if any(t.shown.aff.drags.get(pid) for pid in t.keys.pieces()):
            break
        key(a, pygame.K_SPACE)
        settle(a, t, 6)
    held = next(pid for pid in t.keys.pieces() if t.shown.aff.drags.get(pid))
    key(a, pygame.K_TAB)
    while t.keys.focus != held:
        key(a, pygame.K_TAB)
    assert t.input.hover_pid == held  # the card in focus is the one in the preview
    key(a, pygame.K_RETURN)
    assert t.keys.holding == held and t.keys.focus in t.shown.aff.drags[held]
    hint = t.keys.hint()
    assert "Enter: play here" in hint and "Esc: put back" in hint
    n = len(t.match.history)
    key(a, pygame.K_ESCAPE)
    assert t.keys.holding is None and t.keys.focus == held and len(t.match.history) == n
    assert a.top is t  # Esc put the card back; it did not open the menu
    key(a, pygame.K_ESCAPE)
    assert a.top is not t  # with nothing held, Esc is the menu as before
