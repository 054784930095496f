"""Drawing pieces shared by both games' card faces: frames, title bars, stat badges, text
boxes and card backs. Everything is drawn by code at the exact pixel size asked for, so a
card is crisp at any window size; the table caches each result.
"""

from __future__ import annotations

import pygame

from ..words import language, tr
from . import textbreak
from .theme import (MIN_PX, Fonts, blit_wrapped, draw_text, draw_whole, fit_line, line_step, lines_fit,
                    rounded, shade, wrapped_height)


def new_card(size: tuple[int, int]) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    return surf


def radius_for(size: tuple[int, int]) -> int:
    return max(2, min(size) // 12)


#: the room kept round the preview's words inside their box
WORDS_INSET = 4


def inner_pad(size: tuple[int, int]) -> int:
    """How far a card's inner rect (`frame`) lies inside its edge."""
    return max(1, min(size) // 28)


def frame(surf: pygame.Surface, base: tuple, border: tuple, inner: tuple | None = None,
          pad: int | None = None) -> pygame.Rect:
    """The card's body: a rounded rectangle with a border; returns the inner rect. `pad`: the
    border's width where it is not the card's own (a preview grown taller keeps the border of
    its card's shape)."""
    w, h = surf.get_size()
    r = radius_for((w, h))
    rounded(surf, border, (0, 0, w, h), r)
    pad = inner_pad((w, h)) if pad is None else pad
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
    draw_whole(surf, fonts, text, rect.inflate(-4, 0), size, text_color, bold=True)


def name_bar(surf: pygame.Surface, fonts: Fonts, text: str, rect: pygame.Rect, color: tuple,
             text_color=(255, 255, 255), right: int = 0, short: str = "") -> bool:
    """A card's name band: one line as large as the band allows; a long name on a small card
    goes on two lines rather than below the smallest legible size. A name that fits neither way
    gives way to the card's `short` name (a card file's `short_name`), and where even that does
    not fit the band shows its colour alone: a name is shown whole or not at all (the preview
    shows it whole). `right` pixels at the band's right end are kept free (a colour dot). The
    name is measured as it is drawn, in the reader's language; a Japanese name breaks between
    phrases (a name of one phrase between characters, as `name_lines` sets it). Returns whether
    a name was drawn."""
    rounded(surf, color, rect, max(1, rect.height // 4))
    box = pygame.Rect(rect.left + 2, rect.top, rect.width - 4 - right, rect.height)
    for name in (tr(text), tr(short)) if short and tr(short) != tr(text) else (tr(text),):
        if _name_in(surf, fonts, name, box, rect.height * 0.85, text_color):
            return True
    return False


def _name_in(surf: pygame.Surface, fonts: Fonts, text: str, box: pygame.Rect, size: float, text_color) -> bool:
    """`text` drawn whole in the band's `box` on one line or two, or nothing drawn (False)."""
    floor = max(MIN_PX, 0.6 * box.height * fonts.scale) / fonts.scale
    one = size
    while one > floor and fonts.font(one, True).size(text)[0] > box.width:
        one = max(floor, one - 0.5)
    if fonts.font(one, True).size(text)[0] <= box.width:
        return bool(draw_whole(surf, fonts, text, box, one, text_color, bold=True, align="center").width)
    two = size
    # down to two lines that fit (one line at a size is a word too wide for it: smaller, it may break)
    while two > MIN_PX / fonts.scale and (len(name_lines(fonts, text, two, box.width)) != 2
                                         or two_lines_high(fonts, two) > box.height + 2):
        two = max(MIN_PX / fonts.scale, two - 0.5)
    lines = name_lines(fonts, text, two, box.width)
    lh = fonts.font(two, True).get_height()
    if len(lines) != 2 or two_lines_high(fonts, two) > box.height + 2 or \
            any(fonts.font(two, True).size(line)[0] > box.width for line in lines):
        # on one line after all, smaller (down to the smallest legible size), or not at all
        return bool(draw_whole(surf, fonts, text, box, one, text_color, bold=True, align="center").width)
    step = two_lines_high(fonts, two) - lh
    top = box.centery - (step + lh) // 2
    for i, line in enumerate(lines):
        draw_text(surf, fonts, line, pygame.Rect(box.left, top + i * step, box.width, lh), two, text_color,
                  bold=True)
    return True


def short_name(card) -> str:
    """A card's short name in the reader's language (its file's `short_name`, `short_name_ja`):
    what a small card shows where its own name cannot fit; "" where it has none in that
    language (a Japanese table never falls back to the English short name)."""
    lang = language()
    return getattr(card, "short_name" if lang == "en" else f"short_name_{lang}", "") or ""


def name_lines(fonts: Fonts, text: str, size: float, width: int) -> list[str]:
    """A card's name (bold, at `size`) in lines no wider than `width`, broken only between its
    `textbreak.name_pieces`. A piece too wide for any line is never cut (not a word of letters,
    nor a Japanese word: リヴァイアサ／ン is not read): the name is then returned on one line,
    which the caller finds too wide."""
    font = fonts.font(size, True)
    pieces: list[str] = []
    for piece in textbreak.name_pieces(tr(text)):
        if font.size(piece.rstrip(" "))[0] <= width:
            pieces.append(piece)
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


def name_fit(fonts: Fonts, text: str, width: int, size: float) -> tuple[float, list[str]]:
    """The size and the lines at which a card's name shows whole in `width` pixels, for the
    preview: one line at `size` or a little smaller, else two, else three, and so on (broken
    between its name pieces only); a piece wider than `width` even at the smallest legible
    size is the one case left on a line of its own at that size."""
    floor = max(MIN_PX / fonts.scale, size * 0.75)
    text = tr(text)
    for n in range(1, 6):
        px = size
        while True:
            lines = name_lines(fonts, text, px, width)
            if len(lines) <= n and all(fonts.font(px, True).size(ln)[0] <= width for ln in lines):
                return px, lines
            if px <= floor:
                break
            px = max(floor, px - 0.5)
    px = MIN_PX / fonts.scale
    font = fonts.font(px, True)
    lines, cur = [], ""
    for piece in textbreak.name_pieces(text):  # each piece whole, on lines of their own where wide
        if cur and font.size((cur + piece).rstrip(" "))[0] > width:
            lines.append(cur.rstrip(" "))
            cur = ""
        cur += piece
    return px, lines + [cur.rstrip(" ")]


def name_fit_height(fonts: Fonts, px: float, lines: list[str]) -> int:
    """The height of a name band holding `lines` at `px` (the lines a font's ascent apart)."""
    font = fonts.font(px, True)
    return font.get_height() + (len(lines) - 1) * min(font.get_height(), font.get_ascent()) + 6


def name_band(surf: pygame.Surface, fonts: Fonts, px: float, lines: list[str], rect: pygame.Rect, color: tuple,
              text_color=(255, 255, 255), right: int = 0) -> None:
    """A name band holding the name's `lines` at `px` (`name_fit`), centred: the preview's."""
    rounded(surf, color, rect, max(1, min(rect.height, 2 * fonts.font(px, True).get_height()) // 4))
    font = fonts.font(px, True)
    lh, step = font.get_height(), min(font.get_height(), font.get_ascent())
    top = rect.centery - (lh + (len(lines) - 1) * step) // 2
    box_w = rect.width - 4 - right
    for i, line in enumerate(lines):
        draw_whole(surf, fonts, line, pygame.Rect(rect.left + 2, top + i * step, box_w, lh), px, text_color, bold=True)


def part_lines(fonts: Fonts, parts: list[str], width: int, size: float, bold: bool = False,
               sep: str = " \u00b7 ") -> list[str]:
    """`parts` joined by `sep` ("Agent · female · Austin Powers") in lines no wider than `width`,
    broken only between two parts (a part is never broken: "Austin Powers" stays whole)."""
    font = fonts.font(size, bold)
    lines: list[str] = []
    for part in (tr(p) for p in parts):
        if lines and font.size(lines[-1] + sep + part)[0] <= width:
            lines[-1] += sep + part
        else:
            lines.append(part)
    return lines


def two_lines_high(fonts: Fonts, size: float) -> int:
    """The height of a name on two lines: the second a font's ascent below the first (the
    usual leading; the full line height with its room for accents set them far apart)."""
    font = fonts.font(size, True)
    return min(font.get_height(), font.get_ascent()) + font.get_height()


def fit_text(fonts: Fonts, text: str, width: int, size: float, bold: bool = False) -> float:
    """The size at which `text` fits `width`, never below the smallest legible size."""
    return fit_line(fonts, text, width, size, bold)[1]


def badge(surf: pygame.Surface, fonts: Fonts, value, center: tuple[int, int], radius: int, color: tuple,
          text_color=(255, 255, 255), label: str | tuple = "", changed: bool = False) -> None:
    """A round stat badge (Attack, Health, Strength...; `value` may be a tuple of forms, the first
    that fits the circle is drawn: "1G", else 1), with an optional small label under it
    (left out where it would be too small to read; `label` may be a tuple of words, the first
    that fits whole is drawn: "Attack (printed 3)", else "Attack"); `changed`: the number in
    play is not the printed one (a bright ring round it). The number is never cut: a number
    too wide for the circle makes it a pill round it."""
    box = pygame.Rect(0, 0, radius * 2 - 2, radius * 2)
    box.center = center
    font = fonts.font(max(MIN_PX / fonts.scale, min(radius * 1.4, radius * 2 * 0.7)), True)
    values = value if isinstance(value, tuple) else (value,)  # "1G", else the number alone
    text = next((tr(v) for v in values if font.size(tr(v))[0] + 4 <= box.width * 1.6), tr(values[-1]))
    need = font.size(text)[0] + 4
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
        draw_whole(surf, fonts, text, box, radius * 1.4, text_color, bold=True)
        center = box.center
    else:
        if changed:
            pygame.draw.circle(surf, (255, 214, 40), center, radius + max(2, radius // 4))
        pygame.draw.circle(surf, shade(color, 0.6), center, radius)
        pygame.draw.circle(surf, color, center, max(1, radius - max(1, radius // 6)))
        draw_whole(surf, fonts, text, box, radius * 1.4, text_color, bold=True)
    if label and radius * 0.6 >= MIN_PX / fonts.scale:
        size = radius * 0.6
        lab = pygame.Rect(0, 0, radius * 3, fonts.font(size, True).get_height() + 2)
        lab.midtop = (center[0], center[1] + radius)
        if lab.bottom <= surf.get_height():
            for word in (label if isinstance(label, tuple) else (label,)):
                if draw_whole(surf, fonts, word, lab, size, shade(color, 0.45), bold=True).width:
                    break


def pill(surf: pygame.Surface, fonts: Fonts, text: str, rect: pygame.Rect, color: tuple,
         text_color=(255, 255, 255)) -> None:
    """A rounded band with words, shown whole or left empty."""
    rounded(surf, color, rect, rect.height // 2)
    draw_whole(surf, fonts, text, pygame.Rect(rect).inflate(-4, 0), rect.height * 0.8, text_color, bold=True)


def text_box(surf: pygame.Surface, fonts: Fonts, text: str, rect: pygame.Rect, color=(30, 30, 30),
             bg: tuple | None = (250, 246, 236), min_size: float = MIN_PX, max_size: float | None = None,
             flavour: str = "", flavour_color: tuple | None = None) -> bool:
    """Rules text (then an optional flavour line), shrunk until it fits, never below the
    smallest legible size. Words are shown whole or not at all: where the flavour does not fit
    too it is left out, and where the rules text does not fit either the box stays empty (the
    preview, `words`, shows every word). Returns whether everything was shown."""
    inner = rect.inflate(-max(2, rect.width // 20), -max(2, rect.height // 14))
    min_size = max(min_size, MIN_PX / fonts.scale)
    top = max(min_size, max_size or rect.height / 5)
    for shown, fl in ((text, flavour), (text, "")) if flavour and text else ((text, flavour),):
        full = shown + (("\n" + fl) if fl else "")
        size = top
        while size > min_size and not lines_fit(fonts, full, inner, size):
            size = max(min_size, size - 0.5)
        if lines_fit(fonts, full, inner, size):
            if bg is not None:  # (an empty box is not drawn: it would read as words missing)
                rounded(surf, bg, rect, max(1, rect.height // 10))
            words(surf, fonts, shown, inner, size, color, fl, flavour_color)
            return fl == flavour
    return False


#: flavour text on a light card: dark enough to read on cream
FLAVOUR_INK = (92, 74, 64)


def words_height(fonts: Fonts, text: str, width: int, size: float, flavour: str = "") -> int:
    """The height `words` takes to show `text` (then `flavour`) whole in `width` pixels at `size`."""
    if not text and not flavour:
        return 0
    if not flavour:
        return wrapped_height(fonts, text, width, size)
    if not text:
        return wrapped_height(fonts, flavour, width, size)
    step = line_step(fonts, size)
    return len(fonts.wrap(text, size, width)) * step + wrapped_height(fonts, flavour, width, size)


def words(surf: pygame.Surface, fonts: Fonts, text: str, rect: pygame.Rect, size: float, color=(30, 30, 30),
          flavour: str = "", flavour_color: tuple | None = None) -> int:
    """Rules text (then a flavour line) at exactly `size`, from `rect`'s top: the whole card's
    words in its preview, where `rect` was made `words_height` high. Returns the height used."""
    used = blit_wrapped(surf, fonts, text, rect, size, color) if text else 0
    if flavour:
        if flavour_color is None:
            flavour_color = FLAVOUR_INK if sum(color[:3]) < 200 else color
        fl = pygame.Rect(rect.left, rect.top + used, rect.width, max(0, rect.height - used))
        used += blit_wrapped(surf, fonts, flavour, fl, size, flavour_color)
    return used


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
        draw_whole(surf, fonts, emblem, box.inflate(-4, 0), min(w, h) * 0.22, accent, bold=True)
    return surf
