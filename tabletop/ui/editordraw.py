"""The layout editor drawn over its table: a light veil, the grid when snapping, every zone's
frame (red where it is misplaced), the size of the zone being dragged, the tool bar with its
buttons and message, the problems of the zone under the pointer, and the save dialog.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..words import T, msg, tr
from .editorsave import said
from .theme import blit_text, blit_wrapped, rounded, shade
from .widgets import ButtonWidget
from .zoneart import draw_zone_frames

if TYPE_CHECKING:
    from .editor import LayoutEditor


class EditorPainter:
    """Draws a `LayoutEditor`; keeps the drawn grid."""

    def __init__(self, editor: "LayoutEditor") -> None:
        self.editor = editor
        self._grid_cache: tuple | None = None

    def forget(self) -> None:
        """The window changed size: draw the grid again."""
        self._grid_cache = None

    def draw(self, surface: pygame.Surface) -> None:
        e = self.editor
        colors = e.saved.colors
        fonts = e.table.fonts
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 60))
        surface.blit(veil, (0, 0))
        if e.snap:
            surface.blit(self.grid_surface(surface.get_size()), (0, 0))
        draw_zone_frames(surface, e.layout().zones, e.tr, fonts, colors, e.selected, e.bad)
        if e.drag is not None and e.drag["moved"]:
            x, y, w, h = e.rects[e.drag["zone"]]
            r = e.zone_px(e.drag["zone"])
            blit_text(surface, fonts, f"{x:g}, {y:g}  {w:g} x {h:g}", (r.centerx, r.centery), 15,
                      colors["selected"], bold=True, anchor="center")
        self._draw_bar(surface, colors, fonts)
        hover = [n for n in e.zones_at(e.mouse) if n in e.bad] if e.drag is None else []
        if hover:
            lines = [tr(e.problem_line(p)) for p in e.problems if hover[0] in (p.zone, p.other)]
            self._tooltip(surface, "\n".join(lines), colors, fonts)
        if e.dialog is not None:
            e.dialog.draw(surface, colors, fonts)

    def grid_surface(self, size) -> pygame.Surface:
        e = self.editor
        key = (size, e.grid, e.tr)
        if self._grid_cache is None or self._grid_cache[0] != key:
            g = pygame.Surface(size, pygame.SRCALPHA)
            W, H = e.size
            for i in range(int(W // e.grid) + 1):
                x = round(e.tr.point(i * e.grid, 0)[0])
                a = 46 if i % 5 == 0 else 18
                pygame.draw.line(g, (255, 255, 255, a), (x, round(e.tr.oy)), (x, round(e.tr.point(0, H)[1])))
            for j in range(int(H // e.grid) + 1):
                y = round(e.tr.point(0, j * e.grid)[1])
                a = 46 if j % 5 == 0 else 18
                pygame.draw.line(g, (255, 255, 255, a), (round(e.tr.ox), y), (round(e.tr.point(W, 0)[0]), y))
            self._grid_cache = (key, g)
        return self._grid_cache[1]

    def _draw_bar(self, surface, colors, fonts) -> None:
        e = self.editor
        bar = e.bar_rect(surface.get_size())
        panel = pygame.Surface(bar.size, pygame.SRCALPHA)
        panel.fill((*colors["panel"][:3], 235))
        surface.blit(panel, bar)
        fs = max(11, bar.height * 0.26)
        grid = msg("Grid {n}: on [G]", n=e.grid) if e.snap else msg("Grid {n}: off [G]", n=e.grid)
        specs = [(grid, e.toggle_snap, True),
                 (T("Undo"), e.undo, bool(e.history)), (T("Redo"), e.redo, bool(e.future)),
                 (T("Save as... [Ctrl+S]"), e.open_save, not e.problems), (T("Close [Esc]"), e.escape, True)]
        bw = [max(70, fonts.text(tr(label), fs, (0, 0, 0)).get_width() + 18) for label, _, _ in specs]
        x = bar.right - 8 - sum(bw) - 6 * (len(bw) - 1)
        bh = round(bar.height * 0.46)
        e.buttons = []
        for (label, fn, enabled), width in zip(specs, bw):
            b = ButtonWidget(label, pygame.Rect(x, bar.top + 5, width, bh), fn, enabled)
            b.draw(surface, fonts, colors, b.rect.collidepoint(e.mouse), fs)
            e.buttons.append(b)
            x += width + 6
        title = tr("Editing {layout}", layout=e.saved.name) + (" *" if e.dirty else "")  # (*: unsaved)
        if e.selected:  # the zone and its numbers: no words
            zx, zy, zw, zh = e.rects[e.selected]
            title += f"  ·  {e.selected}: x {zx:g}  y {zy:g}  w {zw:g}  h {zh:g}"
        clip = surface.get_clip()
        surface.set_clip(pygame.Rect(bar.left, bar.top, e.buttons[0].rect.left - 10 - bar.left, bar.height))
        blit_text(surface, fonts, title, (bar.left + 10, bar.top + 5 + bh / 2), fs * 1.05, colors["text"],
                  bold=True, anchor="midleft")
        surface.set_clip(clip)
        line = said(e.message)
        bad = e.message_bad
        if e.problems and not bad:
            n, first = len(e.problems), e.problems[0]
            line = (tr("{n} problems: {zone}: {problem}.", n=n, zone=first.zone, problem=first.message) if n > 1
                    else tr("{n} problem: {zone}: {problem}.", n=n, zone=first.zone, problem=first.message))
            bad = True
        blit_text(surface, fonts, line, (bar.left + 10, bar.top + 8 + bh), fs,
                  colors["refused"] if bad else colors["muted"])

    def _tooltip(self, surface, text: str, colors, fonts) -> None:
        e = self.editor
        fs = 13
        width = min(460, surface.get_width() - 20)
        lines = fonts.wrap(text, fs, width - 16)
        rect = pygame.Rect(0, 0, width, fonts.font(fs).get_linesize() * len(lines) + 10)
        rect.topleft = (e.mouse[0] + 14, e.mouse[1] + 14)
        rect.clamp_ip(surface.get_rect())
        rounded(surface, shade(colors["panel"], 0.8), rect, 5)
        rounded(surface, colors["refused"], rect, 5, 1)
        blit_wrapped(surface, fonts, text, rect.inflate(-16, -10), fs, colors["text"])

