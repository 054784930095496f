"""Drawing pieces shared by both games' card faces: frames, title bars, stat badges, text
boxes and card backs. Everything is drawn by code at the exact pixel size asked for, so a
card is crisp at any window size; the table caches each result.
"""

from __future__ import annotations

import pygame

from .theme import Fonts, blit_wrapped, rounded, shade


def new_card(size: tuple[int, int]) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    return surf


def radius_for(size: tuple[int, int]) -> int:
    return max(2, min(size) // 12)


def frame(surf: pygame.Surface, base: tuple, border: tuple, inner: tuple | None = None) -> pygame.Rect:
    """The card's body: a rounded rectangle with a border; returns the inner rect."""
    w, h = surf.get_size()
    r = radius_for((w, h))
    rounded(surf, border, (0, 0, w, h), r)
    pad = max(1, min(w, h) // 28)
    inner_rect = pygame.Rect(pad, pad, w - 2 * pad, h - 2 * pad)
    rounded(surf, base, inner_rect, max(1, r - pad))
    if inner is not None:
        box = inner_rect.inflate(-2 * pad, -2 * pad)
        rounded(surf, inner, box, max(1, r - 2 * pad))
    return inner_rect


def title_bar(surf: pygame.Surface, fonts: Fonts, text: str, rect: pygame.Rect, color: tuple,
              text_color=(255, 255, 255), max_size: float | None = None) -> None:
    """A coloured band with the card's name, shrunk to fit."""
    rounded(surf, color, rect, max(1, rect.height // 4))
    size = max_size or rect.height * 0.72
    while size > 6 and fonts.font(size, True).size(text)[0] > rect.width - 4:
        size -= 0.5
    img = fonts.text(text, size, text_color, bold=True)
    surf.blit(img, img.get_rect(center=rect.center))


def fit_text(fonts: Fonts, text: str, width: int, size: float, bold: bool = False) -> float:
    while size > 6 and fonts.font(size, bold).size(text)[0] > width:
        size -= 0.5
    return size


def badge(surf: pygame.Surface, fonts: Fonts, value, center: tuple[int, int], radius: int, color: tuple,
          text_color=(255, 255, 255), label: str = "") -> None:
    """A round stat badge (Attack, Health, Strength...), with an optional tiny label under it."""
    pygame.draw.circle(surf, shade(color, 0.6), center, radius)
    pygame.draw.circle(surf, color, center, max(1, radius - max(1, radius // 6)))
    img = fonts.text(str(value), radius * 1.25, text_color, bold=True)
    surf.blit(img, img.get_rect(center=center))
    if label and radius >= 9:
        lab = fonts.text(label, max(6, radius * 0.55), shade(color, 0.45), bold=True)
        surf.blit(lab, lab.get_rect(midtop=(center[0], center[1] + radius)))


def pill(surf: pygame.Surface, fonts: Fonts, text: str, rect: pygame.Rect, color: tuple,
         text_color=(255, 255, 255)) -> None:
    rounded(surf, color, rect, rect.height // 2)
    size = fit_text(fonts, text, rect.width - 4, rect.height * 0.72, True)
    img = fonts.text(text, size, text_color, bold=True)
    surf.blit(img, img.get_rect(center=rect.center))


def text_box(surf: pygame.Surface, fonts: Fonts, text: str, rect: pygame.Rect, color=(30, 30, 30),
             bg: tuple | None = (250, 246, 236), min_size: float = 6, max_size: float | None = None,
             flavour: str = "", flavour_color: tuple | None = None) -> None:
    """Rules text (then an optional flavour line in italics-grey), shrunk until it fits."""
    if bg is not None:
        rounded(surf, bg, rect, max(1, rect.height // 10))
    inner = rect.inflate(-max(2, rect.width // 20), -max(2, rect.height // 14))
    size = max_size or max(min_size, rect.height / 5)
    full = text + (("\n" + flavour) if flavour else "")
    while size > min_size:
        lines = fonts.wrap(full, size, inner.width)
        if len(lines) * fonts.font(size).get_linesize() <= inner.height:
            break
        size -= 0.5
    used = blit_wrapped(surf, fonts, text, inner, size, color) if text else 0
    if flavour:
        fl = pygame.Rect(inner.left, inner.top + used, inner.width, max(0, inner.height - used))
        if flavour_color is None:
            flavour_color = shade(color, 1.9) if sum(color[:3]) < 200 else color
        blit_wrapped(surf, fonts, flavour, fl, size, flavour_color)


def card_back(size: tuple[int, int], color: tuple, emblem: str, fonts: Fonts, accent=(255, 255, 255)) -> pygame.Surface:
    """A card back in a colour with an emblem in the middle (faction or side)."""
    surf = new_card(size)
    w, h = size
    inner = frame(surf, color, shade(color, 0.45))
    pad = max(2, min(w, h) // 10)
    box = inner.inflate(-pad, -pad)
    rounded(surf, shade(color, 0.8), box, radius_for(size))
    for i in range(0, w + h, max(4, min(w, h) // 6)):
        pygame.draw.line(surf, shade(color, 0.9), (box.left + i, box.top), (box.left + i - h, box.top + h), 1)
    rounded(surf, shade(color, 0.6), box, radius_for(size), max(1, pad // 3))
    if emblem and min(w, h) >= 24:
        size_px = fit_text(fonts, emblem, box.width - 4, min(w, h) * 0.22, True)
        img = fonts.text(emblem, size_px, accent, bold=True)
        surf.blit(img, img.get_rect(center=box.center))
    return surf
