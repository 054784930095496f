"""The table drawn: the background (zones, labels, the adapter's static art, composed once),
the pieces at their physics positions with cached card faces, badges and drop highlights.
`draw()` changes no game state; it only fills caches.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from ..adapter import Piece
from .. import textfit
from ..theme import blit_text, glow, rounded, shade
from .hud import draw_hud

if TYPE_CHECKING:
    from ..table import TableScene


class TablePainter:
    """Draws the table; keeps the drawn background and card faces."""

    def __init__(self, table: "TableScene") -> None:
        self.table = table
        self.faces: dict = {}
        self.face_builds = 0
        self.background: pygame.Surface | None = None

    def forget(self) -> None:
        """The window or the layout changed: draw the background and the faces again."""
        self.background = None
        self.faces.clear()

    def face(self, face: tuple, size: tuple[int, int], quarter: float = 0) -> pygame.Surface:
        """A face at `size` pixels, turned `quarter` quarter turns (an int), or that many
        degrees anticlockwise (a float: a card at rest on a slant); cached."""
        key = (face, size, quarter)
        surf = self.faces.get(key)
        if surf is None:
            if isinstance(quarter, float):
                surf = pygame.transform.rotozoom(self.face(face, size), quarter, 1.0)
            elif quarter:
                surf = pygame.transform.rotate(self.face(face, size), -90 * quarter)
            else:
                surf = self.table.ui.draw_face(face, size, self.table.fonts)
                self.face_builds += 1
            self.faces[key] = surf
        return surf

    def _draw_background(self, size) -> pygame.Surface:
        t = self.table
        bg = pygame.Surface(size).convert()
        colors = t.layout.colors
        bg.fill(shade(colors["table"], 0.8))
        pygame.draw.rect(bg, colors["table"], t.transform.rect((0, 0, *t.layout.size)))
        small = t.transform.length(11)
        for z in sorted(t.layout.zones.values(), key=lambda z: z.z):
            if not z.visible or z.kind in ("preview", "buttons", "hint", "log", "status"):
                continue
            r = pygame.Rect(t.transform.rect(z.rect))
            rounded(bg, z.color or colors["zone"], r, max(2, round(t.transform.length(6))))
            rounded(bg, colors["zone_border"], r, max(2, round(t.transform.length(6))), 1)
            if z.label:
                blit_text(bg, t.fonts, z.label, (r.left + 4, r.top + 2), small, colors["label"], box=r)
        t.ui.draw_static(bg, t.transform, t.fonts)
        return bg

    def draw(self, surface: pygame.Surface) -> None:
        t = self.table
        size = surface.get_size()
        if self.background is None or self.background.get_size() != size:
            self.background = self._draw_background(size)
        surface.blit(self.background, (0, 0))
        tr = t.transform
        t.ui.banner_up = t.news.banner is not None
        t.ui.draw_dynamic(surface, tr, t.fonts, t.state, t.looking)
        self._draw_highlights(surface)
        anim = t.computer.anim
        moving = anim.piece if anim is not None else None
        order = sorted(t.pieces.values(), key=lambda p: (p.pid == t.dragging or p.pid == moving, p.z))
        for p in order:
            self._draw_piece(surface, p)
        draw_hud(t, surface)

    def _draw_piece(self, surface, p: Piece) -> None:
        t = self.table
        tr = t.transform
        x, y = t.physics.position(p.pid)
        ang = t.physics.angle(p.pid)
        w, h = max(2, round(tr.length(p.size[0]))), max(2, round(tr.length(p.size[1])))
        quarter = round(ang / (math.pi / 2))
        if abs(ang - quarter * math.pi / 2) < 1e-6:
            img = self.face(p.face, (w, h), quarter % 4)
        elif abs(ang - t.physics.bodies[p.pid].target_angle) < 1e-9:
            img = self.face(p.face, (w, h), round(-math.degrees(ang), 1))  # at rest on a slant: cached
        else:
            img = pygame.transform.rotate(self.face(p.face, (w, h)), -math.degrees(ang))
        cx, cy = tr.point(x, y)
        rect = img.get_rect(center=(round(cx), round(cy)))
        if p.pid == t.dragging:
            shadow = pygame.Surface(rect.size, pygame.SRCALPHA)
            shadow.fill((0, 0, 0, 70))
            surface.blit(shadow, rect.move(5, 7))
        surface.blit(img, rect)
        if p.badges:
            self._draw_badges(surface, p, rect)

    def _draw_badges(self, surface, p: Piece, rect: pygame.Rect) -> None:
        t = self.table
        colors = t.layout.colors
        size = max(10, t.transform.length(12))
        x = rect.right - 2
        for kind, value in p.badges:
            color = {"damage": (200, 40, 40), "count": (40, 40, 40), "next": colors["selected"]}.get(kind, (60, 60, 60))
            text = t.fonts.text(str(value), size, (255, 255, 255), bold=True)
            r = max(text.get_width(), text.get_height()) // 2 + 3
            pygame.draw.circle(surface, color, (x - r, rect.top + r + 2), r)
            pygame.draw.circle(surface, (255, 255, 255), (x - r, rect.top + r + 2), r, 1)
            at = text.get_rect(center=(x - r, rect.top + r + 2))
            surface.blit(text, at)
            if textfit.ENABLED:
                textfit.record(surface, text, at, str(value), None)
            x -= 2 * r + 2

    def _target_rect(self, tid: str) -> tuple | None:
        t = self.table
        if tid in t.targets:
            return t.targets[tid].rect
        if tid in t.pieces:
            return t.pieces[tid].rect
        return None

    def _draw_highlights(self, surface) -> None:
        t = self.table
        colors = t.layout.colors
        tr = t.transform
        radius = max(3, round(tr.length(6)))
        show: dict[str, float] = {}
        if t.dragging:
            under = t.input.target_at(t.input.mouse, exclude=t.dragging)
            for tid in t.aff.drags.get(t.dragging, {}):
                show[tid] = 1.0 if tid == under else 0.6
        elif t.input.show_hints and not t.computer.anim:
            for pid in list(t.aff.drags) + list(t.aff.clicks):
                show[pid] = 0.6
            if t.hover_pid in t.aff.drags:
                for tid in t.aff.drags[t.hover_pid]:
                    show[tid] = 0.9
        for tid, strength in show.items():
            rect = self._target_rect(tid)
            if rect is None:
                continue
            r = pygame.Rect(tr.rect(rect))
            color = colors["legal"] if strength >= 0.9 else shade(colors["legal"], 0.8)
            thick = 4 if strength >= 0.9 else 3
            img = glow(r.size, color, radius, thick)
            surface.blit(img, (r.left - thick * 2, r.top - thick * 2))
