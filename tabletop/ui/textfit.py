"""The text-fit audit: a debug switch that records every text drawn outside its box or over
another text.

Switch it on with the environment variable ``TABLETOP_TEXTFIT=1`` (or ``textfit.enable()``
in a test). Every text the program draws goes through theme's helpers (``blit_text``,
``blit_wrapped``, ``draw_text``), which call `record` with the surface, where the text's ink
landed and the box the caller meant it to stay in. A finding is kept when

- the ink leaves its box (or the surface it is drawn on: a text cut by the edge), or
- the ink covers the ink of another text drawn on the same surface in the same frame, or
- a text was not drawn at all: too long for its box even at the smallest size (the theme's
  helpers never cut a word with an ellipsis; a box that cannot hold its words is a finding).

`new_frame(surface)` forgets what was drawn on a surface (the app calls it for the window
before each scene it draws: a dialog covers the table under it with its own panel). Off, `record` returns at once and costs nothing.
"""

from __future__ import annotations

import os
import weakref
from dataclasses import dataclass

import pygame

ENABLED = os.environ.get("TABLETOP_TEXTFIT", "") not in ("", "0")


@dataclass(frozen=True)
class Finding:
    kind: str           # "outside", "overlap" or "left out" (not drawn: too long for its box)
    text: str
    rect: tuple         # where the ink is, in the surface's pixels
    other: str = ""     # the box (outside) or the other text (overlap)
    surface: tuple = ()  # the surface's size

    def __str__(self) -> str:
        if self.kind == "left out":
            return f"{self.text!r} is left out of {self.rect}: it does not fit there whole (surface {self.surface})"
        if self.kind == "outside":
            return f"{self.text!r} at {self.rect} leaves its box {self.other} (surface {self.surface})"
        return f"{self.text!r} at {self.rect} is drawn over {self.other!r} (surface {self.surface})"


findings: list[Finding] = []
_seen: set = set()
_drawn: "weakref.WeakKeyDictionary[pygame.Surface, list]" = weakref.WeakKeyDictionary()

#: whether what is drawn on the window is checked (a harness turns it off for frames in
#: which cards are still flying: their badges cross each other for a moment)
SCREEN = True

#: pixels of ink allowed past a box edge (anti-aliasing) and of overlap between two texts
TOLERANCE = 1


def enable(on: bool = True) -> None:
    global ENABLED
    ENABLED = on
    reset()


def reset() -> None:
    findings.clear()
    _seen.clear()
    _drawn.clear()


def new_frame(surface: pygame.Surface) -> None:
    if ENABLED:
        _drawn.pop(surface, None)


def covered(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """An opaque panel was drawn over `rect` of `surface` (a notice over the table): the texts
    under it are hidden, and a text drawn on the panel is not over them."""
    if ENABLED and surface in _drawn:
        _drawn[surface] = [d for d in _drawn[surface] if not rect.colliderect(d[0])]


def blitted(src: pygame.Surface, dst: pygame.Surface) -> None:
    """`src`, a composed layer whose texts were recorded, was blitted whole at (0, 0) on `dst`
    (the table's still layer, tabletop/ui/rooms/paint.py): its texts are on `dst` now."""
    if ENABLED and src in _drawn:
        _drawn.setdefault(dst, []).extend(_drawn[src])


def left_out(surface: pygame.Surface, text: str, box) -> None:
    """`text`, meant for `box` on `surface`, was not drawn: it does not fit there whole."""
    if not ENABLED or not text.strip():
        return
    if not SCREEN and surface is pygame.display.get_surface():
        return
    _add(Finding("left out", text, tuple(pygame.Rect(box)), "", surface.get_size()))


def _ink(img: pygame.Surface, rect: pygame.Rect) -> pygame.Rect:
    b = img.get_bounding_rect()
    return pygame.Rect(rect.left + b.left, rect.top + b.top, b.width, b.height)


def _add(f: Finding) -> None:
    key = (f.kind, f.text, f.other, f.rect)
    if key not in _seen:
        _seen.add(key)
        findings.append(f)


def record(surface: pygame.Surface, img: pygame.Surface, rect: pygame.Rect, text: str,
           box: pygame.Rect | None = None) -> None:
    """`img` (the rendered `text`) was blitted at `rect` on `surface`, meant to stay in `box`."""
    if not ENABLED or not text.strip():
        return
    if not SCREEN and surface is pygame.display.get_surface():
        return
    ink = _ink(img, pygame.Rect(rect))
    if ink.width == 0 or ink.height == 0:
        return
    size = surface.get_size()
    bounds = pygame.Rect(0, 0, *size)
    clip = surface.get_clip()
    if box is not None:
        bounds = pygame.Rect(box).clip(bounds) if pygame.Rect(box).colliderect(bounds) else pygame.Rect(box)
    if clip != pygame.Rect(0, 0, *size):
        if not clip.colliderect(ink):
            return  # wholly outside the clip: not drawn at all (a line scrolled out of a list)
        bounds = bounds.clip(clip)
        if ink.top < clip.top or ink.bottom > clip.bottom:
            # a line half scrolled out of a list at its top or bottom edge: cut by the list's
            # window as a reader expects; its sides are still checked
            bounds = pygame.Rect(bounds.left, ink.top, bounds.width, ink.height)
    if not bounds.inflate(2 * TOLERANCE, 2 * TOLERANCE).contains(ink):
        _add(Finding("outside", text, tuple(ink), str(tuple(bounds)), size))
    drawn = _drawn.setdefault(surface, [])
    mask = None
    for other_ink, other_mask, other_text in drawn:
        o = ink.clip(other_ink)
        if o.width <= TOLERANCE or o.height <= TOLERANCE:
            continue
        if mask is None:
            mask = pygame.mask.from_surface(img.subsurface(img.get_bounding_rect()), 96)
        # ink over ink, pixel by pixel: two lines whose boxes touch but whose letters do not are fine
        if mask.overlap_area(other_mask, (other_ink.left - ink.left, other_ink.top - ink.top)) > TOLERANCE * 2:
            _add(Finding("overlap", text, tuple(ink), other_text, size))
            break
    if mask is None:
        mask = pygame.mask.from_surface(img.subsurface(img.get_bounding_rect()), 96)
    drawn.append((ink, mask, text))
