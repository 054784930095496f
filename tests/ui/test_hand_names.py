"""Every card's name can be read in your own hand (tabletop/ui/handrow.py): no card covers the
name band of another, and every card stays inside the hand zone, for hands of 1 to 12 cards
in both games, at 1280x800 and (where the compact layout has room) at 1024x600. The name band
is measured on the drawn face: the rows of the card's top where its name bar's colour is."""

from __future__ import annotations

import pygame
import pytest

from drive import table

from tabletop.ui.handrow import hand_spots
from tabletop.play import COMPUTER, Seat


def _fill_hand(t, game: str, n: int) -> None:
    s = t.match.state
    hand, deck = (s.sides[0].hand, s.sides[0].deck) if game == "afterworld" else (s.hands[0], s.decks[0])
    while len(hand) < n and deck:
        hand.append(deck.pop())
    del hand[n:]
    t.refresh()
    t.settle()


def _band(t, p) -> float:
    """Table units from the top of piece p's face down to below its name bar, read from the
    face drawn at its size: down the bar's left edge (inside the frame, left of any letter),
    from its top, as long as the colour is the bar's."""
    w, h = max(2, round(t.transform.length(p.size[0]))), max(2, round(t.transform.length(p.size[1])))
    face = t.face(p.face, (w, h))
    x = max(1, min(w, h) // 28) + max(1, w // 30) + 1
    y = max(4, h // 14)
    bar = face.get_at((x, y))[:3]
    while y + 1 < h and sum(abs(a - b) for a, b in zip(face.get_at((x, y + 1))[:3], bar)) < 12:
        y += 1
    return (y + 1) / h * p.size[1]


CASES = [("afterworld", 2, (1280, 800), 12), ("austin-powers", 2, (1280, 800), 12),
         ("austin-powers", 6, (1280, 800), 12), ("afterworld", 2, (1024, 600), 8),
         ("austin-powers", 6, (1024, 600), 8)]


@pytest.mark.parametrize("game,players,size,most", CASES)
def test_no_card_in_your_hand_covers_another_cards_name(game, players, size, most):
    seats = [Seat("Ann")] + [Seat(f"C{i}", COMPUTER, "random") for i in range(1, players)]
    a, t = table(game, seats=seats, players=players, size=size, seed=3)
    checked = 0
    for n in range(1, most + 1):
        _fill_hand(t, game, n)
        hand = sorted((p for p in t.shown.pieces.values() if p.seat == 0 and p.kind == "card" and "hand" in p.zone),
                      key=lambda p: p.z)
        assert len(hand) == n
        zone = t.layout.zones[hand[0].zone].rect
        zx, zy, zw, zh = zone
        for i, p in enumerate(hand):
            x, y, w, h = p.rect
            assert zx - 0.01 <= x and x + w <= zx + zw + 0.01 and zy - 0.01 <= y and y + h <= zy + zh + 0.01, \
                (n, p.label, p.rect, zone)
            band = pygame.Rect(round(x), round(y), round(w), max(1, round(_band(t, p))))
            for q in hand[i + 1:]:  # drawn over p
                qx, qy, qw, qh = q.rect
                over = band.clip(pygame.Rect(round(qx), round(qy), round(qw), round(qh)))
                assert over.width <= 1 or over.height <= 1, f"{n} cards: {q.label} covers the name of {p.label}"
            checked += 1
    assert checked == most * (most + 1) // 2


def test_the_ways_a_hand_is_laid_out():
    band = lambda h: max(0.2 * h, 22.0) + 0.07 * h + 2.0  # noqa: E731
    area = (0.0, 0.0, 400.0, 105.0)
    spots, size = hand_spots(area, 4, (76.0, 105.0), band)
    assert size == (76.0, 105.0) and not any(s.lower for s in spots)  # they fit: as they are
    spots, size = hand_spots(area, 6, (76.0, 105.0), band)
    assert size[0] < 76 and not any(s.lower for s in spots)  # one row of smaller cards
    assert all(b.x - a.x >= size[0] for a, b in zip(spots, spots[1:]))
    spots, size = hand_spots(area, 9, (76.0, 105.0), band)
    assert [s.lower for s in spots] == [False, True] * 4 + [False]  # bricks
    upper = [s for s in spots if not s.lower]
    assert all(b.x - a.x >= size[0] for a, b in zip(upper, upper[1:]))  # a row's cards stand apart
    lower = [s for s in spots if s.lower]
    assert lower[0].y - upper[0].y >= band(size[1]) - 1e-9  # the lower row leaves the names above free
    for s in spots:
        assert s.x - size[0] / 2 >= 0 and s.x + size[0] / 2 <= 400 + 1e-9
        assert s.y - size[1] / 2 >= -1e-9 and s.y + size[1] / 2 <= 105 + 1e-9
    spots, size = hand_spots((0.0, 0.0, 200.0, 60.0), 12, (43.0, 60.0), band)
    assert size == (43.0, 60.0) and not any(s.lower for s in spots)  # no room: the old overlapping row
