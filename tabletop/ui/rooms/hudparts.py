"""The HUD's parts kept drawn: the status panel, the log, the buttons and the hint bar are
drawn once and then copied from the pixels they left, while what they show and what lies
under them stay the same.

A part is drawn on the window itself, over the still layer (tabletop/ui/rooms/paint.py), and
the pixels of its rectangles are kept with its key (what it shows, and which still layer lies
under it). The next frame with the same key blits those pixels back instead of drawing again.
A part is drawn afresh, and not kept, when something drawn this frame over the still layer
touches it (a card in motion passes under the log, a mark, a part drawn afresh before it that
overlaps it): the pixels under it are not the layer's then. So a kept part is always exactly
what drawing it would give. With the text-fit audit on (tabletop/ui/textfit.py) every part is
drawn afresh, so that its texts are checked.
"""

from __future__ import annotations

from typing import Callable

import pygame

from .. import textfit


class Same:
    """A key element equal only to the very same object (a list of widgets, the log's lines):
    no element-by-element comparison, and the object is held so its id is not reused."""

    __slots__ = ("obj",)

    def __init__(self, obj) -> None:
        self.obj = obj

    def __eq__(self, other) -> bool:
        return isinstance(other, Same) and other.obj is self.obj

    def __hash__(self) -> int:
        return id(self.obj)


class HudParts:
    """The kept parts, by name: (key, [(rect, pixels)])."""

    def __init__(self) -> None:
        self.kept: dict[str, tuple[tuple, list[tuple[pygame.Rect, pygame.Surface]]]] = {}
        self.drawn = 0   # parts drawn afresh (tests and tools count them)
        self.reused = 0  # parts blitted from what was kept

    def forget(self) -> None:
        self.kept.clear()

    def paint(self, surface: pygame.Surface, name: str, rects: list, key: tuple,
              draw: Callable[[pygame.Surface], None], over: list[pygame.Rect]) -> None:
        """Show part `name`, which covers `rects` and looks as `key` says: from what was kept,
        or by `draw(surface)`. `over`: what was drawn over the still layer this frame (a part
        drawn afresh is added to it)."""
        bounds = surface.get_rect()
        rects = [r for r in (pygame.Rect(r).clip(bounds) for r in rects) if r.width > 0 and r.height > 0]
        clean = not textfit.ENABLED and all(r.collidelist(over) < 0 for r in rects)
        kept = self.kept.get(name)
        if clean and kept is not None and kept[0] == key and [r for r, _ in kept[1]] == rects:
            for r, pixels in kept[1]:
                surface.blit(pixels, r)
            self.reused += 1
            return
        draw(surface)
        self.drawn += 1
        if kept is not None:
            over.extend(r for r, _ in kept[1])  # where it was (a button gone) changed too
        if clean:
            self.kept[name] = (key, [(r, surface.subsurface(r).copy()) for r in rects])
        else:
            self.kept.pop(name, None)
        over.extend(rects)
