"""The Afterworld pieces of the world, drawn by code: a territory (a landscape card: its
name, Strength, Food and Gold, and all its words in the preview), a destroyed territory lying
face down (AW-2.6), and a division token in its owner's colour and shape (`seat_shape`).
The portrait cards are tabletop/ui/afterworld/artist.py's."""

from __future__ import annotations

import pygame

from ... import words
from ...words import T, tr
from ..cardkit import (WORDS_INSET, badge, card_back, frame, inner_pad, name_band, name_bar, name_fit,
                       name_fit_height, name_lines, new_card, short_name, text_box, two_lines_high, words_height)
from ..cardkit import words as words_block
from ..theme import MIN_PX, Fonts, draw_whole, shade

FACTION_COLORS = {
    "egyptian": (201, 162, 39),
    "japanese": (179, 40, 45),
    "norse": (79, 126, 168),
    "atlantean": (31, 158, 143),
}
INK = (38, 32, 28)
STRENGTH = (110, 96, 150)
FOOD = (104, 150, 60)
GOLD = (214, 170, 40)


def seat_shape(surface: pygame.Surface, seat: int, color, center, r: int, width: int = 0) -> None:
    """A seat's piece shape, so that the two empires are told apart without their colours:
    the first player's tokens are round, the second player's square (corners rounded)."""
    if seat == 0:
        pygame.draw.circle(surface, color, center, r, width)
    else:
        side = round(r * 1.8)
        box = pygame.Rect(0, 0, side, side)
        box.center = center
        pygame.draw.rect(surface, color, box, width, border_radius=max(1, side // 8))


def territory(card, size, fonts, whole: float | None = None) -> pygame.Surface:
    """A territory, landscape: its name, its words where the card is wide enough (all of
    them in the preview, `whole`: the card then grows as tall as they need), Strength,
    Food and Gold."""
    w, h = size
    color = FACTION_COLORS.get(card.faction, (120, 120, 120))
    pad = max(1, h // 24)
    ip = inner_pad((w, h))
    bar = pygame.Rect(ip + pad, ip + pad, w - 2 * ip - 2 * pad,
                      max(14 if h >= 44 else 7, round(h * 0.2)))  # 14: a 12 px name fits
    r = max(5, min(round(h * 0.2), w // 9))
    if whole:  # the preview: its badges large enough for their labels
        r = max(r, round(MIN_PX / 0.6 / fonts.scale + 0.5))
    name = words.field(card, "name")
    text, flavour = words.field(card, "text"), words.field(card, "flavour")
    if whole:
        npx, nlines = name_fit(fonts, name, bar.width - 4, bar.height * 0.85)
        bar.height = max(bar.height, name_fit_height(fonts, npx, nlines))
        box_w = w - 2 * ip - 6 * pad
        need = words_height(fonts, text, box_w - 2 * WORDS_INSET, whole, flavour) + 2 * WORDS_INSET
        label = fonts.font(max(MIN_PX / fonts.scale, r * 0.6), True).get_height() + 2
        h = max(h, bar.bottom + pad + need + 3 * pad + 2 * r + label + pad * 2 + ip)
    surf = new_card((w, h))
    border = (40, 30, 20) if card.fortress else shade(color, 0.55)
    inner = frame(surf, (236, 226, 196) if not card.fortress else (226, 210, 170), border, pad=ip)
    y = inner.bottom - r - pad * 2
    if whole:
        y -= fonts.font(max(MIN_PX / fonts.scale, r * 0.6), True).get_height() + 2
    if not whole and w < 150 and h >= 44:
        bar.height = _name_lines(name, bar, y - r - pad, fonts)
    if whole:
        name_band(surf, fonts, npx, nlines, bar, color if not card.fortress else shade(color, 0.6))
    else:
        name_bar(surf, fonts, name, bar, color if not card.fortress else shade(color, 0.6), short=short_name(card))
    badge(surf, fonts, card.strength, (inner.left + r + pad * 2, y), r, STRENGTH, label=T("Str"))
    badge(surf, fonts, card.food, (inner.centerx, y), r, FOOD, label=T("Food"))
    badge(surf, fonts, card.gold, (inner.right - r - pad * 2, y), r, GOLD, label=T("Gold"))
    if whole:
        box = pygame.Rect(inner.left + 3 * pad, bar.bottom + pad, inner.width - 6 * pad, y - r - bar.bottom - 3 * pad)
        words_block(surf, fonts, text, box.inflate(-2 * WORDS_INSET, -2 * WORDS_INSET), whole, INK, flavour)
    elif w >= 150 and (card.text or card.flavour):
        box = pygame.Rect(inner.left + 3 * pad, bar.bottom + pad, inner.width - 6 * pad,
                          y - r - bar.bottom - 3 * pad)
        if box.height > 12:
            text_box(surf, fonts, text, box, INK, None, flavour=flavour)
    elif card.fortress and h >= 40 and bar.bottom + pad + h * 0.16 <= y - r:
        draw_whole(surf, fonts, T("FORTRESS"), pygame.Rect(inner.left, bar.bottom + pad, inner.width, h * 0.16),
                   h * 0.14, (90, 30, 20), bold=True)
    return surf

def _name_lines(name: str, bar: pygame.Rect, floor: int, fonts: Fonts) -> int:
    """The name band's height on a territory on the world: a name too long for one line at
    the smallest legible size gets two lines where the band, grown down to the badges
    holds them; else the one line. A fortress gives up its FORTRESS word for the second
    line (every fortress's name says Fortress, and its square is labelled)."""
    room = bar.width - 4  # as name_bar's box
    if fonts.font(MIN_PX / fonts.scale, True).size(tr(name))[0] <= room:
        return bar.height
    if len(name_lines(fonts, name, MIN_PX / fonts.scale, room)) != 2:
        return bar.height
    two = two_lines_high(fonts, MIN_PX / fonts.scale) + 2
    return two if two <= floor - bar.top else bar.height

def destroyed(faction, size, fonts) -> pygame.Surface:
    color = shade(FACTION_COLORS.get(faction, (90, 90, 90)), 0.35)
    surf = card_back(size, color, "", fonts)
    w, h = size
    pygame.draw.line(surf, (120, 30, 20), (w * 0.2, h * 0.2), (w * 0.8, h * 0.8), max(2, h // 14))
    pygame.draw.line(surf, (120, 30, 20), (w * 0.8, h * 0.2), (w * 0.2, h * 0.8), max(2, h // 14))
    if h >= 30:
        draw_whole(surf, fonts, T("destroyed"), pygame.Rect(2, h - 3 - h * 0.2, w - 4, h * 0.2), h * 0.18, (230, 200, 190))
    return surf

def token(seat: int, number: int, color, size, fonts) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    r = min(w, h) // 2 - 1
    c = (w // 2, h // 2)
    seat_shape(surf, seat, (0, 0, 0, 90), (c[0] + 1, c[1] + 2), r)
    seat_shape(surf, seat, shade(color, 0.5), c, r)
    inner = max(1, r - max(2, r // 6))
    seat_shape(surf, seat, color, c, inner)
    seat_shape(surf, seat, shade(color, 1.4), c, inner, max(1, r // 10))
    draw_whole(surf, fonts, str(number), pygame.Rect(0, 0, w, h), r * 1.25, (20, 20, 20), bold=True)
    return surf
