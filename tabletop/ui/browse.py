"""Look through a pile (a discard pile, a removed pile, a score pile): every card face, large
enough to read, newest first. Hovering a card shows the whole card, every word of it, as the
table's preview does (ui/cardpreview.py); Esc or a click closes."""

from __future__ import annotations

import pygame

from .app import Scene
from .cardpreview import card_preview, place
from .theme import blit_text, rounded
from ..words import T, tr


class BrowseScene(Scene):
    opaque = False

    def __init__(self, table, title: str, faces: list[tuple]) -> None:
        super().__init__()
        self.table = table
        self.title = title
        self.faces = list(reversed(faces))  # the top of the pile first
        self.scroll = 0
        self.cells: list[tuple[pygame.Rect, tuple]] = []
        self.scale = 1.0
        self.box = pygame.Rect(0, 0, 0, 0)

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE):
            self.stack.pop(self)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.stack.pop(self)
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y)
        return event.type != pygame.QUIT

    def lay_out(self, size) -> None:
        """The cells of the cards shown at this scroll (the scroll kept inside the pile)."""
        w, h = size
        s = self.scale = min(w / 1280, h / 800)
        box = self.box = pygame.Rect(round(30 * s), round(30 * s), w - round(60 * s), h - round(60 * s))
        cw, ch = self.table.layout.card_size
        ch_px = round(min(240 * s, (box.height - 80 * s) / 2.2))
        cw_px = round(ch_px * cw / ch)
        gap = round(12 * s)
        cols = max(1, (box.width - 2 * gap) // (cw_px + gap))
        rows_fit = max(1, (box.height - round(60 * s)) // (ch_px + gap))
        total_rows = (len(self.faces) + cols - 1) // cols
        self.scroll = min(self.scroll, max(0, total_rows - rows_fit))
        start = self.scroll * cols
        self.cells = []
        for i, face in enumerate(self.faces[start:start + cols * rows_fit]):
            r, c = divmod(i, cols)
            rect = pygame.Rect(box.left + gap + c * (cw_px + gap), box.top + round(56 * s) + r * (ch_px + gap), cw_px, ch_px)
            self.cells.append((rect, face))

    def draw(self, surface) -> None:
        colors = self.table.layout.colors
        fonts = self.table.fonts
        w, h = surface.get_size()
        s, box = self.scale, self.box
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 170))
        surface.blit(veil, (0, 0))
        rounded(surface, colors["panel"], box, 12)
        blit_text(surface, fonts, tr("{title} ({n} cards)  ·  wheel to scroll, click or Esc to close", title=self.title,
                                     n=len(self.faces)),
                  (box.left + 20 * s, box.top + 14 * s), 18 * s, colors["text"], bold=True)
        cw, ch = self.table.layout.card_size
        mouse = pygame.mouse.get_pos()
        hovered = None
        for rect, face in self.cells:
            surface.blit(self.table.face(face, rect.size), rect)
            if rect.collidepoint(mouse):
                hovered = face
        if hovered is not None:  # the whole card, as tall as its words need, in the middle
            big_h = round(min(h * 0.8, 520 * s))
            room = pygame.Rect(0, 0, round(big_h * cw / ch), big_h)
            room.center = (w // 2, h // 2)
            big = card_preview(self.table.ui, hovered, fonts, (w, h), room)
            surface.blit(big, place(big, room, (w, h)))
        if not self.faces:
            blit_text(surface, fonts, T("The pile is empty."), box.center, 18 * s, colors["muted"], anchor="center")
