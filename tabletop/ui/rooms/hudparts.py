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

When the window's surface still holds the frame last drawn (a partial frame, `begin` with the
rectangles put back from the still layer), a part pasted last frame whose pixels nothing has
touched since is not even pasted: it is there. A part that changed, or went, is first put back
to the still layer where it was; if something was drawn there this frame already (under it),
that cannot be done and `Stale` is raised: the painter draws the frame whole instead.
"""

from __future__ import annotations

from typing import Callable

import pygame

from .. import textfit


class SameObject:
    """A key element equal only to the very same object (a list of widgets, the log's lines):
    no element-by-element comparison, and the object is held so its id is not reused."""

    __slots__ = ("obj",)

    def __init__(self, obj) -> None:
        self.obj = obj

    def __eq__(self, other) -> bool:
        return isinstance(other, SameObject) and other.obj is self.obj

    def __hash__(self) -> int:
        return id(self.obj)


class Stale(Exception):
    """A part's old pixels lie under what this frame drew: the frame must be drawn whole."""


class HudParts:
    """The kept parts, by name: (key, [(rect, pixels)])."""

    def __init__(self) -> None:
        self.kept: dict[str, tuple[tuple, list[tuple[pygame.Rect, pygame.Surface]]]] = {}
        self.drawn = 0   # parts drawn afresh (tests and tools count them)
        self.reused = 0  # parts blitted from what was kept, or left where they were
        self.left_alone = 0  # of those, parts left in the window's surface (not even pasted)
        #: the parts pasted from what was kept in the frame last drawn, by name: their
        #: rectangles (None: not known, the next frame is drawn whole)
        self.onscreen: dict[str, list[pygame.Rect]] | None = None
        #: this frame: the parts pasted last frame whose pixels are in the surface untouched
        #: (`left`), those put back to the still layer since (`loose`), the rectangles of the
        #: parts left alone (`alone`)
        self.left: dict[str, list[pygame.Rect]] = {}
        self.loose: dict[str, list[pygame.Rect]] = {}
        self.alone: list[pygame.Rect] = []
        #: this frame: the rectangles of the parts pasted from what was kept (changed in the
        #: surface, though not drawn over the still layer)
        self.pasted: list[pygame.Rect] = []
        self.layer: pygame.Surface | None = None

    def forget(self) -> None:
        self.kept.clear()
        self.onscreen = None

    def begin(self, surface: pygame.Surface, layer: pygame.Surface, restored: list[pygame.Rect] | None) -> None:
        """A frame starts over the still layer `layer`: blitted whole (`restored` None), or
        only over `restored`, the rest of the surface being the frame last drawn."""
        self.layer = layer
        self.left, self.loose, self.alone, self.pasted = {}, {}, [], []
        if restored is None:  # all of it is the layer again: a part of the last frame not shown now is gone
            self.loose = dict(self.onscreen or {})
        elif self.onscreen is not None:
            self.left = dict(self.onscreen)
            self._clear_under(surface, restored, [])  # partly put back: put back whole
        self.onscreen = {}

    def finish(self, surface: pygame.Surface, over: list[pygame.Rect]) -> None:
        """The parts of the frame last drawn that this one did not show are put back to the layer."""
        for name, rects in list(self.left.items()):
            if name in self.left:
                del self.left[name]
                self._clear(surface, name, rects, over)
        for rects in self.loose.values():
            over.extend(rects)
        self.left, self.loose = {}, {}

    def _clear(self, surface: pygame.Surface, name: str, rects: list[pygame.Rect], over: list[pygame.Rect]) -> None:
        """Put the still layer back where part `name` was (and where the parts it overlaps were)."""
        if any(r.collidelist(over) >= 0 or r.collidelist(self.alone) >= 0 for r in rects):
            raise Stale(name)
        assert self.layer is not None
        for r in rects:
            surface.blit(self.layer, r, r)
        self.loose[name] = rects
        self._clear_under(surface, rects, over)

    def _clear_under(self, surface: pygame.Surface, rects: list[pygame.Rect], over: list[pygame.Rect]) -> None:
        """Put the still layer back where every part of the last frame that overlaps `rects` was."""
        for other, rs in list(self.left.items()):
            if other in self.left and any(r.collidelist(rects) >= 0 for r in rs):
                del self.left[other]
                self._clear(surface, other, rs, over)

    def paint(self, surface: pygame.Surface, name: str, rects: list, key: tuple,
              draw: Callable[[pygame.Surface], None], over: list[pygame.Rect]) -> None:
        """Show part `name`, which covers `rects` and looks as `key` says: from what was kept,
        or by `draw(surface)`. `over`: what was drawn over the still layer this frame (a part
        drawn afresh is added to it)."""
        bounds = surface.get_rect()
        rects = [r for r in (pygame.Rect(r).clip(bounds) for r in rects) if r.width > 0 and r.height > 0]
        clean = not textfit.ENABLED and all(r.collidelist(over) < 0 for r in rects)
        kept = self.kept.get(name)
        same = clean and kept is not None and kept[0] == key and [r for r, _ in kept[1]] == rects
        left = self.left.pop(name, None)
        if left is not None:
            if same:  # its pixels are there, untouched
                self.onscreen[name] = rects  # type: ignore[index]
                self.alone.extend(rects)
                self.reused += 1
                self.left_alone += 1
                return
            self._clear(surface, name, left, over)  # where it was: the still layer again
        self.loose.pop(name, None)
        self._clear_under(surface, rects, over)  # parts of the last frame under this one
        if same:
            assert kept is not None
            for r, pixels in kept[1]:
                surface.blit(pixels, r)
            if self.onscreen is not None:
                self.onscreen[name] = rects
            self.reused += 1
            self.pasted.extend(rects)  # these pixels changed in the surface: the window must get them
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
