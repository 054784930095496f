"""A card dragged out of a crowded hand and let go over the board leaves the hand closed: the
tray rises only under a pointer that rests on the hand (it rose over the divisions where the
card had just been dropped, the pointer no longer near the hand, and hid them)."""

from __future__ import annotations

import pygame
import pytest
from drive import post
from test_hand_holds_still import SIZES, _aw_table, _ap_table, _card_rect, _hand, _move, _wait


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", ["afterworld", "austin-powers"])
def test_a_card_let_go_over_the_board_leaves_the_hand_closed(game, size):
    a, t = (_aw_table if game == "afterworld" else _ap_table)(size)
    pid = _hand(t)[3]
    aim = _card_rect(t, pid).center
    _move(a, aim)
    post(a, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=aim, button=1))  # pressed at once
    far = (aim[0], max(5, aim[1] - round(size[1] * 0.35)))  # over the board, where a tray would stand
    for k in range(1, 9):
        _move(a, (aim[0], aim[1] + (far[1] - aim[1]) * k // 8), (1, 0, 0))
    assert t.input.dragging == pid
    post(a, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=far, button=1))
    _wait(a, 2 * t.layout.hover_delay + 0.5)  # the pointer rests where the card was let go
    assert t.tray.zone is None, f"the hand rose over the board under a pointer at {far}"
    assert t.tray.opened == 0
