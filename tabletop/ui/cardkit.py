"""Drawing pieces shared by both games' card faces: frames, title bars, stat badges, text
boxes and card backs. Everything is drawn by code at the exact pixel size asked for, so a
card is crisp at any window size; the table caches each result.
"""

from __future__ import annotations

import pygame

from ..words import tr
from . import textbreak
from .theme import MIN_PX, Fonts, blit_wrapped, draw_text, fit_line, line_height, lines_fit, rounded, shade


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
    """A coloured band with the card's name, shrunk to fit (shortened if it cannot be)."""
    rounded(surf, color, rect, max(1, rect.height // 4))
    size = max_size or rect.height * 0.85
    draw_text(surf, fonts, text, rect.inflate(-4, 0), size, text_color, bold=True)


def name_bar(surf: pygame.Surface, fonts: Fonts, text: str, rect: pygame.Rect, color: tuple,
             text_color=(255, 255, 255), right: int = 0) -> None:
    """A card's name band: one line as large as the band allows; a long name on a small card
    goes on two lines rather than below the smallest legible size, and is shortened only if
    even that fails. `right` pixels at the band's right end are kept free (a colour dot). The name
    is measured as it is drawn, in the reader's language; a Japanese name breaks between phrases
    (a name of one phrase between characters, as `name_lines` sets it)."""
    rounded(surf, color, rect, max(1, rect.height // 4))
    text = tr(text)
    box = pygame.Rect(rect.left + 2, rect.top, rect.width - 4 - right, rect.height)
    size = rect.height * 0.85
    floor = max(MIN_PX, 0.6 * rect.height * fonts.scale) / fonts.scale
    one = size
    while one > floor and fonts.font(one, True).size(text)[0] > box.width:
        one = max(floor, one - 0.5)
    if fonts.font(one, True).size(text)[0] <= box.width or \
            (len(textbreak.name_pieces(text)) < 2 and not any(textbreak.is_cjk(c) for c in text)):
        draw_text(surf, fonts, text, box, one, text_color, bold=True, align="center")
        return
    two = size
    # down to two lines that fit (one line at a size is a word too wide for it: smaller, it may break)
    while two > MIN_PX / fonts.scale and (len(name_lines(fonts, text, two, box.width)) != 2
                                         or two_lines_high(fonts, two) > box.height + 2):
        two = max(MIN_PX / fonts.scale, two - 0.5)
    lines = name_lines(fonts, text, two, box.width)
    lh = fonts.font(two, True).get_height()
    if len(lines) == 2 and two_lines_high(fonts, two) <= box.height + 2:
        step = two_lines_high(fonts, two) - lh
        top = box.centery - (step + lh) // 2
        for i, line in enumerate(lines):
            draw_text(surf, fonts, line, pygame.Rect(box.left, top + i * step, box.width, lh), two, text_color,
                      bold=True)
        return
    draw_text(surf, fonts, text, box, one, text_color, bold=True, align="center")


def name_lines(fonts: Fonts, text: str, size: float, width: int) -> list[str]:
    """A card's name (bold, at `size`) in lines no wider than `width`, broken only between its
    `textbreak.name_pieces`. A Japanese piece too wide for any line is cut between characters
    (as Japanese is set); a word of letters never is: the name then stays on one line (and is
    shortened there)."""
    font = fonts.font(size, True)
    pieces: list[str] = []
    for piece in textbreak.name_pieces(tr(text)):
        if font.size(piece.rstrip(" "))[0] <= width:
            pieces.append(piece)
        elif textbreak.is_cjk(piece[0]):
            pieces += textbreak.split_chars(piece)
        else:
            return [tr(text)]
    lines: list[str] = []
    cur = ""
    for piece in pieces:
        if cur and font.size((cur + piece).rstrip(" "))[0] > width:
            lines.append(cur.rstrip(" "))
            cur = ""
        cur += piece
    return lines + [cur.rstrip(" ")]


def two_lines_high(fonts: Fonts, size: float) -> int:
    """The height of a name on two lines: the second a font's ascent below the first (the
    usual leading; the full line height with its room for accents set them far apart)."""
    font = fonts.font(size, True)
    return min(font.get_height(), font.get_ascent()) + font.get_height()


def fit_text(fonts: Fonts, text: str, width: int, size: float, bold: bool = False) -> float:
    """The size at which `text` fits `width`, never below the smallest legible size."""
    return fit_line(fonts, text, width, size, bold)[1]


def badge(surf: pygame.Surface, fonts: Fonts, value, center: tuple[int, int], radius: int, color: tuple,
          text_color=(255, 255, 255), label: str = "", changed: bool = False) -> None:
    """A round stat badge (Attack, Health, Strength...), with an optional small label under it
    (left out where it would be too small to read); `changed`: the number in play is not the
    printed one (a bright ring round it)."""
    box = pygame.Rect(0, 0, radius * 2 - 2, radius * 2)
    box.center = center
    font = fonts.font(max(MIN_PX / fonts.scale, min(radius * 1.4, radius * 2 * 0.7)), True)
    need = font.size(tr(str(value)))[0] + 4
    if need > box.width and font.get_ascent() * 0.75 <= radius * 2 + 2:
        # a number too wide for the circle at the smallest legible size (a fortress's 22
        # on a small card): the badge becomes a pill around it rather than losing the number
        box = pygame.Rect(0, 0, need, radius * 2)
        box.center = center
        box.clamp_ip(surf.get_rect())
        if changed:
            rounded(surf, (255, 214, 40), box.inflate(2 * max(2, radius // 4), 2 * max(2, radius // 4)), radius)
        rounded(surf, shade(color, 0.6), box, radius)
        rounded(surf, color, box.inflate(-2 * max(1, radius // 6), -2 * max(1, radius // 6)), radius)
        draw_text(surf, fonts, str(value), box, radius * 1.4, text_color, bold=True)
        center = box.center
    else:
        if changed:
            pygame.draw.circle(surf, (255, 214, 40), center, radius + max(2, radius // 4))
        pygame.draw.circle(surf, shade(color, 0.6), center, radius)
        pygame.draw.circle(surf, color, center, max(1, radius - max(1, radius // 6)))
        draw_text(surf, fonts, str(value), box, radius * 1.4, text_color, bold=True)
    if label and radius * 0.6 >= MIN_PX / fonts.scale:
        size = radius * 0.6
        lab = pygame.Rect(0, 0, radius * 3, fonts.font(size, True).get_height() + 2)
        lab.midtop = (center[0], center[1] + radius)
        if lab.bottom <= surf.get_height():
            draw_text(surf, fonts, label, lab, size, shade(color, 0.45), bold=True)


def pill(surf: pygame.Surface, fonts: Fonts, text: str, rect: pygame.Rect, color: tuple,
         text_color=(255, 255, 255)) -> None:
    rounded(surf, color, rect, rect.height // 2)
    draw_text(surf, fonts, text, pygame.Rect(rect).inflate(-4, 0), rect.height * 0.8, text_color, bold=True)


def text_box(surf: pygame.Surface, fonts: Fonts, text: str, rect: pygame.Rect, color=(30, 30, 30),
             bg: tuple | None = (250, 246, 236), min_size: float = MIN_PX, max_size: float | None = None,
             flavour: str = "", flavour_color: tuple | None = None) -> bool:
    """Rules text (then an optional flavour line), shrunk until it fits, never below the
    smallest legible size: what still does not fit is cut with an ellipsis (the preview shows
    it all). Returns whether everything was shown."""
    if bg is not None:
        rounded(surf, bg, rect, max(1, rect.height // 10))
    inner = rect.inflate(-max(2, rect.width // 20), -max(2, rect.height // 14))
    min_size = max(min_size, MIN_PX / fonts.scale)
    size = max(min_size, max_size or rect.height / 5)
    full = text + (("\n" + flavour) if flavour else "")
    while size > min_size and not lines_fit(fonts, full, inner, size):
        size = max(min_size, size - 0.5)
    fits = lines_fit(fonts, full, inner, size)
    used = blit_wrapped(surf, fonts, text, inner, size, color) if text else 0
    if flavour:
        fl = pygame.Rect(inner.left, inner.top + used, inner.width, max(0, inner.height - used))
        if flavour_color is None:
            flavour_color = FLAVOUR_INK if sum(color[:3]) < 200 else color
        if fl.height + 1 >= line_height(fonts, size):
            blit_wrapped(surf, fonts, flavour, fl, size, flavour_color)
    return fits


#: flavour text on a light card: dark enough to read on cream
FLAVOUR_INK = (92, 74, 64)


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
    emblem = tr(emblem)
    if emblem and fonts.font(min(w, h) * 0.22, True).size(emblem)[0] <= box.width - 6:
        draw_text(surf, fonts, emblem, box.inflate(-4, 0), min(w, h) * 0.22, accent, bold=True)
    return surf
