"""A pile's count lies on the middle of its top card, clear of the card's name band (issue 46:
the discard pile's top card read "Ra" with a 6 over the rest of "Raid"): at 1280 x 800 and
1024 x 600 (the table draws every piece's badges alike, both games). The count is caught where the table draws it (the text-fit hook)."""

from __future__ import annotations

import pygame
import pytest
from drive import settle, table

from tabletop.games import get_game
from tabletop.games.afterworld import position
from tabletop.ui import textfit


def _counts(monkeypatch, a, t) -> list[tuple[str, pygame.Rect]]:
    seen: list[tuple[str, pygame.Rect]] = []
    monkeypatch.setattr(textfit, "ENABLED", True)
    monkeypatch.setattr(textfit, "record", lambda surface, img, rect, text, box: seen.append((text, pygame.Rect(rect))))
    t.painter.forget()
    a.invalidate()
    a.step(1 / 60, [])
    return seen


@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)])
def test_the_discard_count_leaves_the_top_cards_name_whole(monkeypatch, size):
    g = get_game("afterworld")
    st = position.build(g, {"P1": {"faction": "japanese", "discard": ["Berserker", "Night Raid"] * 3}})
    a, t = table("afterworld", st, size=size)
    settle(a, t)
    top = st.sides[0].discard[-1]
    piece = t.shown.pieces[f"card:{top}"]
    card = pygame.Rect(t.transform.rect(piece.rect))
    drawn = [r for text, r in _counts(monkeypatch, a, t) if text == "6" and card.colliderect(r)]
    assert drawn, "the discard pile's count is not drawn on its top card"
    band = pygame.Rect(card.left, card.top, card.width, round(card.height * 0.3))  # the name band and its frame
    assert not any(r.colliderect(band) for r in drawn), (band, drawn)
