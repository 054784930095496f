"""The card preview: the whole card under the pointer, every word and number of it, at a size
the window can read.

`card_preview(ui, face, fonts, window, room)` returns the picture; the table puts it where its
layout keeps room for it (`place`). The card is drawn by its game's artist whole (`artist.whole`:
its name on as many lines as it needs, its rules and flavour text, the numbers in play beside
the printed ones), its words at the preview's text size (`text_px`), never cut: where the
words need more room than a card of the room's shape has, the card grows taller, and where it
would then be taller than the room, it grows wider (its lines get longer, so it needs fewer of
them) only where the window is not high enough for it. It starts as large as the room holds
a card of its shape (`artist.aspect`), never narrower than `NARROWEST`.

A game whose table has no artist with `whole` (a third game's) gets its face drawn at the
room's size as before.
"""

from __future__ import annotations

from collections import OrderedDict

import pygame

from .. import words
from .theme import MIN_PX, Fonts

#: how close the preview comes to the window's edges
MARGIN = 6
#: widths tried, in pixels, between the narrowest and the widest
STEP = 8
#: the narrowest a preview is drawn (at a window of 800 pixels high; larger windows, larger)
NARROWEST = 150
#: how much of the window's width a preview may take at most
WIDEST = 0.42

_cache: "OrderedDict[tuple, pygame.Surface]" = OrderedDict()


def text_px(width: int, window: tuple[int, int], fonts: Fonts) -> float:
    """The preview's text size (in the fonts' units) for a card `width` pixels wide: about a
    fifteenth of the width, never below the smallest legible size, and at most 14 pixels at a
    window 800 pixels high (more in a higher one)."""
    cap = 14 * max(1.0, window[1] / 800)
    return max(MIN_PX, min(width * 0.066, cap)) / fonts.scale


def default_room(window: tuple[int, int]) -> pygame.Rect:
    """Where a preview goes when the caller names no room: the right of the window, a card of
    a fifth of its width."""
    w, h = window
    room = pygame.Rect(0, 0, round(w * 0.2), round(h * 0.6))
    room.topright = (w - MARGIN, MARGIN)
    return room


def limit(window: tuple[int, int]) -> tuple[int, int]:
    """The largest preview a window holds."""
    return (max(NARROWEST, round(window[0] * WIDEST)), max(1, window[1] - 2 * MARGIN))


def card_preview(ui, face: tuple, fonts: Fonts, window: tuple[int, int],
                 room: pygame.Rect | tuple | None = None) -> pygame.Surface:
    """The whole card of `face` for a window of `window` pixels: inside `room` (a Rect, or a
    size) where it fits there, else as close to it as the window allows. `face` is what the
    table shows of the card (a game's face tuple: its numbers in play, what it lacks now)."""
    box = pygame.Rect(room) if isinstance(room, pygame.Rect) else \
        pygame.Rect(0, 0, *room) if room is not None else default_room(window)
    key = (id(ui), face, id(fonts), fonts.scale, box.size, tuple(window), words.language())
    hit = _cache.get(key)
    if hit is not None:
        _cache.move_to_end(key)
        return hit
    surf = _draw(ui, face, fonts, window, box)
    _cache[key] = surf
    if len(_cache) > 24:
        _cache.popitem(last=False)
    return surf


def _draw(ui, face: tuple, fonts: Fonts, window: tuple[int, int], box: pygame.Rect) -> pygame.Surface:
    artist = getattr(ui, "artist", None)
    whole = getattr(artist, "whole", None)
    if whole is None or whole(face, max(1, box.width), fonts, text_px(box.width, window, fonts)) is None:
        return ui.draw_face(face, box.size, fonts)  # not a card's face, or a game without whole cards
    aspect = getattr(artist, "aspect", lambda f: 5 / 7)(face)  # width / height of the card as printed
    most_w, most_h = limit(window)
    least = round(NARROWEST * max(1.0, window[1] / 800))
    # the card as large as the room holds it at its own shape (never narrower than legible) ...
    first = min(most_w, max(least, min(box.width, round(box.height * aspect))))
    drawn: dict[int, pygame.Surface] = {}

    def at(w: int) -> pygame.Surface:
        if w not in drawn:
            drawn[w] = whole(face, w, fonts, text_px(w, window, fonts))
        return drawn[w]
    # ... taller where its words need it; wider only where the window is not high enough
    for w in range(first, max(first, most_w) + 1, STEP):
        if at(w).get_height() <= most_h:
            return at(w)
    return min(drawn.values(), key=lambda s: s.get_height())


def place(preview: pygame.Surface, room: pygame.Rect, window: tuple[int, int]) -> pygame.Rect:
    """Where the preview goes: centred on `room` where it fits there; a preview taller than
    the room hangs from the room's top, and one larger than it is moved into the window
    (MARGIN pixels from its edges)."""
    room = pygame.Rect(room)
    r = preview.get_rect(center=room.center)
    if r.height > room.height:
        r.top = room.top
    return r.clamp(pygame.Rect(MARGIN, MARGIN, window[0] - 2 * MARGIN, window[1] - 2 * MARGIN))
