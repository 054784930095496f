"""Ctrl+Z at one computer takes back no card the computer showed (issue 48): the player passes,
the computer plays cards out of its hidden hand, and Undo, which would take back the computer's
moves with the player's, is refused with the reason; nothing is taken back."""

from __future__ import annotations

import pygame
import pytest
from drive import key, settle, table

from tabletop.engine.game import HIDDEN
from tabletop.engine.rng import Rng
from tabletop.play import COMPUTER, Seat

CTRL = pygame.KMOD_CTRL


def _showed_you(game, before, after) -> bool:
    was, now = game.view(before, 0).cards, game.view(after, 0).cards
    return any(k != HIDDEN and was.get(c) != k for c, k in now.items())


@pytest.mark.parametrize("game_name", ["afterworld", "austin-powers"])
def test_undo_refuses_to_take_back_the_cards_the_computer_showed_after_your_move(game_name):
    a, t = table(game_name, undo="fair", seats=[Seat("You"), Seat("Computer", COMPUTER)])
    m, game, rng = t.match, t.match.game, Rng(11)
    shown_since_yours = False  # a computer move since your last one showed you a card
    drawn_since_yours = True  # ...or one drew or shuffled (a barrier before issue 48 too)
    for _ in range(3000):
        if m.over:
            break
        seat = m.to_act()[0]
        if seat == 0 and shown_since_yours and not drawn_since_yours:
            break
        legal = [x for x in m.legal_actions(seat) if x.verb != "propose-end"]
        before = game.clone(m.state)
        m.play(legal[rng.randbelow(len(legal))])
        if seat == 0:
            shown_since_yours, drawn_since_yours = False, m.history[-1].reveals
        else:
            shown_since_yours |= _showed_you(game, before, m.state)
            drawn_since_yours |= m.history[-1].reveals
    assert shown_since_yours and not drawn_since_yours, "no such moment in 3000 actions"
    t.refresh()
    settle(a, t)
    undo = t.button("Undo")
    assert not undo.enabled and "showed hidden cards" in undo.why_not
    kept = [e.text for e in m.history]
    key(a, pygame.K_z, CTRL)
    assert [e.text for e in m.history] == kept and "showed hidden cards" in t.shown.toasts[0].text
