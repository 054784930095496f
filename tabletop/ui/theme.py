"""Fonts, cached text and the small drawing helpers every screen uses.

Text is rendered once per (text, size, colour, bold) and kept in a bounded cache, so a
frame that redraws the same labels costs only blits. Sizes are in pixels; callers turn
table units into pixels with the layout's transform first.
"""

from __future__ import annotations

import weakref
from collections import OrderedDict
from functools import lru_cache

import pygame

from tabletop.resources import asset
from tabletop.words import tr

from . import textbreak, textfit

Color = tuple

#: the smallest text the table draws, in font pixels: a text that does not fit at it is laid
#: out otherwise (wrapped, in a larger box, a short form), never cut
MIN_PX = 12


def shipped_font() -> str:
    """The program's own typeface (assets/fonts, made by tools/make_fonts.py): Latin and Japanese."""
    return str(asset("fonts", "TabletopSans-Regular.woff"))


class Fonts:
    """Fonts by pixel size, from the layout's font file or the shipped typeface.

    Every text helper here draws its text in the player's language (`tabletop.words.tr`), so
    a label written in English in the code reaches the screen translated."""

    def __init__(self, file: str = "", scale: float = 1.0) -> None:
        self.file = file or None
        self.scale = scale
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}
        self._text: OrderedDict = OrderedDict()
        self._wrapped: dict = {}
        self.renders = 0  # how many text surfaces were made (benchmarks read it)

    def font(self, size: float, bold: bool = False) -> pygame.font.Font:
        px = max(MIN_PX, round(size * self.scale))
        key = (px, bold)
        f = self._fonts.get(key)
        if f is None:
            if not pygame.font.get_init():
                pygame.font.init()
            f = pygame.font.Font(self.file or shipped_font(), px)
            f.set_bold(bold)
            self._fonts[key] = f
        return f

    def text(self, text: str, size: float, color: Color, bold: bool = False) -> pygame.Surface:
        text = tr(text)
        key = (text, max(MIN_PX, round(size * self.scale)), tuple(color), bold)
        surf = self._text.get(key)
        if surf is not None:
            self._text.move_to_end(key)
            return surf
        surf = self.font(size, bold).render(text, True, color)
        self.renders += 1
        self._text[key] = surf
        if len(self._text) > 3000:
            self._text.popitem(last=False)
        return surf

    def wrap(self, text: str, size: float, width: int, bold: bool = False) -> list[str]:
        """Split `text` into lines that fit `width` pixels (words are never cut unless too long)."""
        text = tr(text)
        key = (text, max(MIN_PX, round(size * self.scale)), width, bold)
        lines = self._wrapped.get(key)
        if lines is None:
            lines = _wrap(self, text, key[1], width, bold)
            if len(self._wrapped) > 4000:
                self._wrapped.clear()
            self._wrapped[key] = lines
        return lines


def _wrap(fonts: Fonts, text: str, px: int, width: int, bold: bool) -> list[str]:
    """Lines of `text` no wider than `width`, broken only where `textbreak` allows."""
    font = fonts.font(px / fonts.scale, bold)

    def fits(t: str) -> bool:
        return font.size(t.rstrip(" "))[0] <= width

    lines: list[str] = []
    for para in text.split("\n"):
        cur = ""
        # a Japanese phrase wider than the line breaks at its soft points first (ナイル・|デルタ)
        parts = [p for piece in textbreak.pieces(para) or [""]
                 for p in (textbreak.split_soft(piece) if not fits(piece) and any(map(textbreak.is_cjk, piece))
                           else [piece])]
        last = ""  # the piece `cur` ends with
        for piece in parts:
            if fits(cur + piece) or not cur:
                cur += piece
            elif textbreak.ends_in_ellipsis(cur) and len(cur) > len(last) and fits(last + piece):
                lines.append(cur[:len(cur) - len(last)].rstrip(" "))  # "as..." to the next line, not its end
                cur = last + piece
            else:
                lines.append(cur.rstrip(" "))
                cur = piece
            last = piece
            if not fits(cur) and len(cur) > 1:
                # one piece wider than the line: cut it between characters, a word of
                # letters with a hyphen at the cut (a Japanese phrase without)
                chars, cur = textbreak.split_chars(cur), ""
                for ch in chars:
                    if cur and not fits(cur + ch):
                        if textbreak.hyphenate(cur, ch):
                            while len(cur) > 1 and not fits(cur + "-"):
                                ch, cur = cur[-1] + ch, cur[:-1]
                            while len(cur) > 1 and cur[-1] in textbreak.NO_END:
                                ch, cur = cur[-1] + ch, cur[:-1]
                            if textbreak.hyphenate(cur, ch):
                                cur += "-"
                        lines.append(cur.rstrip(" "))
                        cur = ""
                    cur += ch
        lines.append(cur.rstrip(" "))
    return lines


def wraps_whole(fonts: Fonts, text: str, width: int, size: float, bold: bool = False) -> bool:
    """Whether `text` wraps into lines of `width` pixels at `size` without a word (a Japanese
    phrase: its softest part) cut between characters."""
    font = fonts.font(size, bold)
    for piece in textbreak.pieces(tr(text).replace("\n", " ")):
        parts = textbreak.split_soft(piece) if textbreak.is_cjk(piece[0]) else [piece]
        if any(font.size(p.rstrip(" "))[0] > width for p in parts):
            return False
    return True


def whole_size(fonts: Fonts, text: str, width: int, size: float, bold: bool = False,
               min_size: float = MIN_PX) -> float:
    """The largest size from `size` down to `min_size` at which `text` wraps into `width` pixels
    with no word (no Japanese phrase's softest part) cut between its characters."""
    floor = max(min_size, MIN_PX / fonts.scale)
    while size > floor and not wraps_whole(fonts, text, width, size, bold):
        size = max(floor, size - 0.5)
    return size


def fit_line(fonts: Fonts, text: str, width: float, size: float, bold: bool = False,
             min_size: float = MIN_PX) -> tuple[str, float]:
    """The size (down to `min_size`) at which `text` fits `width` pixels, and the text: whole
    where it fits, "" where it never does (a word is never cut: the caller shows something
    else)."""
    text = tr(text)
    floor = max(min_size, MIN_PX / fonts.scale)
    while size > floor and fonts.font(size, bold).size(text)[0] > width:
        size = max(floor, size - 0.5)
    return (text if fonts.font(size, bold).size(text)[0] <= width else ""), size


def blit_text(surface: pygame.Surface, fonts: Fonts, text: str, pos, size: float, color: Color,
              bold: bool = False, anchor: str = "topleft", box: pygame.Rect | None = None) -> pygame.Rect:
    """One line at `pos` (by `anchor`); `box`, if given, is where it must stay: a line that fits
    its width but would stick out at a side is moved in (the audit checks the rest)."""
    text = tr(text)
    img = fonts.text(text, size, color, bold)
    r = img.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    if box is not None and r.width <= box.width:
        r.left = max(box.left, min(r.left, box.right - r.width))
    surface.blit(img, r)
    if textfit.ENABLED:
        textfit.record(surface, img, r, text, box)
    return r


def draw_text(surface: pygame.Surface, fonts: Fonts, text: str, rect, size: float, color: Color,
              bold: bool = False, align: str = "center", min_size: float = MIN_PX) -> pygame.Rect:
    """One line inside `rect`: shrunk (not below `min_size`) until it fits; aligned "left",
    "center" or "right"; its capitals centred vertically. A line that does not fit whole even
    at the smallest size is not drawn (an empty rect at `rect`'s top left is returned; the
    text-fit audit notes it as left out): a word is never cut with an ellipsis, the caller
    lays its words out so that they fit (tabletop/ui/rooms/column.py, the panels)."""
    rect = pygame.Rect(rect)
    text = tr(text)
    line, size = fit_line(fonts, text, rect.width, size, bold, min_size)
    img = fonts.text(line, size, color, bold) if line else None
    ink = img.get_bounding_rect() if img is not None else None
    if img is None or ink is None or ink.height > rect.height + textfit.TOLERANCE:
        if textfit.ENABLED and text.strip():
            textfit.left_out(surface, text, rect)
        return pygame.Rect(rect.left, rect.top, 0, 0)
    cap_top, cap_bottom = cap_band(fonts.font(size, bold))
    anchor = {"left": "midleft", "right": "midright"}.get(align, "center")
    pos = {"left": rect.midleft, "right": rect.midright}.get(align, rect.center)
    r = img.get_rect(**{anchor: pos})
    r.top = round(rect.centery - (cap_top + cap_bottom) / 2)
    # the capitals are centred; descenders and accents stay inside the box all the same
    r.top += max(0, rect.top - (r.top + ink.top)) - max(0, r.top + ink.bottom - rect.bottom)
    surface.blit(img, r)
    if textfit.ENABLED:
        textfit.record(surface, img, r, line, rect)
    return r


def draw_whole(surface: pygame.Surface, fonts: Fonts, text: str, rect, size: float, color: Color,
               bold: bool = False, align: str = "center", min_size: float = MIN_PX) -> pygame.Rect:
    """`draw_text` for a word that is shown whole or, by design, not at all (a small card's name:
    its preview has it), shrunk (not below `min_size`) until it fits `rect`; where it never does,
    nothing is drawn (an empty rect at `rect`'s top left is returned) and the audit says
    nothing."""
    rect = pygame.Rect(rect)
    text = tr(text)
    if not fits_whole(fonts, text, rect, size, bold, min_size):
        return pygame.Rect(rect.left, rect.top, 0, 0)
    return draw_text(surface, fonts, text, rect, size, color, bold, align, min_size)


def first_fit(fonts: Fonts, texts, width: float, size: float, bold: bool = False,
              min_size: float = MIN_PX) -> str | None:
    """The first of `texts` that fits `width` pixels whole on one line at `size` or smaller, down
    to `min_size` (None: none does). The caller then draws it whole, or something else."""
    for text in texts:
        text = tr(text)
        if text and fit_line(fonts, text, width, size, bold, min_size)[0] == text:
            return text
    return None


def fits_whole(fonts: Fonts, text: str, rect, size: float, bold: bool = False, min_size: float = MIN_PX) -> bool:
    """Whether `draw_text` shows `text` whole in `rect` (its ink no higher than the box, its
    width no wider), at `size` or smaller down to `min_size`."""
    rect = pygame.Rect(rect)
    text = tr(text)
    line, px = fit_line(fonts, text, rect.width, size, bold, min_size)
    if line != text:
        return False
    ink = fonts.text(text, px, (0, 0, 0), bold).get_bounding_rect()
    return ink.height <= rect.height + textfit.TOLERANCE


#: a font's capital band, for as long as the font lives (keyed by the font itself: an id would
#: be reused by a font made after this one is gone, and hand it a band of another size)
_CAPS: "weakref.WeakKeyDictionary[pygame.font.Font, tuple[int, int]]" = weakref.WeakKeyDictionary()


def cap_band(font: pygame.font.Font) -> tuple[int, int]:
    """Where a capital letter's ink starts and ends in a line drawn in `font` (top, bottom)."""
    band = _CAPS.get(font)
    if band is None:
        ink = font.render("H", True, (255, 255, 255)).get_bounding_rect()
        band = _CAPS[font] = (ink.top, ink.bottom)
    return band


def blit_wrapped(surface: pygame.Surface, fonts: Fonts, text: str, rect: pygame.Rect, size: float,
                 color: Color, bold: bool = False, line_gap: float = 1.15, align: str = "left") -> int:
    """Draw wrapped text inside rect; returns the height used. Stops at the rect's bottom: the
    lines that do not fit are left out whole (the text-fit audit notes it), never one cut with
    an ellipsis; callers size the rect with `wrapped_height` first."""
    y = rect.top
    text = tr(text)
    step = round(fonts.font(size, bold).get_linesize() * (line_gap - 0.15) + 1)
    step = max(step, fonts.font(size, bold).get_height())
    lines = fonts.wrap(text, size, rect.width, bold)
    height = line_height(fonts, size, bold)
    for i, line in enumerate(lines):
        if y + height > rect.bottom + 1:
            if textfit.ENABLED:
                textfit.left_out(surface, " ".join(lines[i:]), rect)
            break
        img = fonts.text(line, size, color, bold)
        x = rect.left if align == "left" else rect.centerx - img.get_width() // 2
        surface.blit(img, (x, y))
        if textfit.ENABLED:
            textfit.record(surface, img, img.get_rect(topleft=(x, y)), line, rect)
        y += step
    return y - rect.top


def line_step(fonts: Fonts, size: float, bold: bool = False, line_gap: float = 1.15) -> int:
    """How far apart `blit_wrapped` sets two lines."""
    step = round(fonts.font(size, bold).get_linesize() * (line_gap - 0.15) + 1)
    return max(step, fonts.font(size, bold).get_height())


def line_height(fonts: Fonts, size: float, bold: bool = False) -> int:
    """The height a rendered line really takes (the built-in font's metrics say less)."""
    return fonts.text("Hg", size, (0, 0, 0), bold).get_height() + 1  # (an S or a j reaches a pixel further)


def wrapped_height(fonts: Fonts, text: str, width: int, size: float, bold: bool = False,
                   line_gap: float = 1.15) -> int:
    """The height blit_wrapped needs to show all of `text` in `width` pixels."""
    step = round(fonts.font(size, bold).get_linesize() * (line_gap - 0.15) + 1)
    step = max(step, fonts.font(size, bold).get_height())
    n = len(fonts.wrap(text, size, width, bold))
    return (n - 1) * step + line_height(fonts, size, bold)


def lines_fit(fonts: Fonts, text: str, rect: pygame.Rect, size: float, bold: bool = False,
              line_gap: float = 1.15) -> bool:
    """Whether blit_wrapped would show all of `text` in `rect` at `size`."""
    step = round(fonts.font(size, bold).get_linesize() * (line_gap - 0.15) + 1)
    step = max(step, fonts.font(size, bold).get_height())
    n = len(fonts.wrap(text, size, rect.width, bold))
    return (n - 1) * step + line_height(fonts, size, bold) <= rect.height + 1


def shade(color: Color, factor: float) -> tuple[int, int, int]:
    """Darker (factor < 1) or lighter (factor > 1) version of a colour."""
    r, g, b = color[:3]
    if factor < 1:
        return (int(r * factor), int(g * factor), int(b * factor))
    f = factor - 1
    return (int(r + (255 - r) * f), int(g + (255 - g) * f), int(b + (255 - b) * f))



def rounded(surface: pygame.Surface, color: Color, rect, radius: int, width: int = 0) -> None:
    pygame.draw.rect(surface, color, rect, width, border_radius=max(0, radius))


@lru_cache(maxsize=64)
def glow(size: tuple[int, int], color: Color, radius: int, thickness: int) -> pygame.Surface:
    """A translucent highlight frame (cached): used for legal drop places."""
    w, h = size
    pad = thickness * 2
    s = pygame.Surface((w + pad * 2, h + pad * 2), pygame.SRCALPHA)
    for i in range(thickness, 0, -1):
        a = int(150 * (1 - i / (thickness + 1)))
        pygame.draw.rect(s, (*color[:3], a), (pad - i, pad - i, w + 2 * i, h + 2 * i), 2,
                         border_radius=radius + i)
    pygame.draw.rect(s, (*color[:3], 90), (pad, pad, w, h), border_radius=radius)
    pygame.draw.rect(s, (*color[:3], 230), (pad, pad, w, h), 2, border_radius=radius)
    return s
