"""The pause menu (Esc): resume, rules, title screen, quit."""

from __future__ import annotations

import pygame

from .app import Scene
from .theme import blit_text, rounded
from .widgets import ButtonWidget
from ..words import T


class PauseMenu(Scene):
    opaque = False

    def __init__(self, table) -> None:
        super().__init__()
        self.table = table
        self.widgets: list[ButtonWidget] = []

    def entries(self):
        out = [(T("Resume"), lambda: self.stack.pop(self)),
               (T("Rules reference (F1)"), self._rules)]
        for label, fn in getattr(self.table, "menu_entries", lambda: [])():
            out.append((label, fn))
        out.append((T("Title screen"), self._title))
        out.append((T("Quit"), self._quit))
        return out

    def _rules(self) -> None:
        self.stack.pop(self)
        self.table.open_rules()

    def _title(self) -> None:
        self.stack.pop(self)
        if self.table.on_exit:
            self.table.on_exit()
        else:
            self.stack.running = False

    def _quit(self) -> None:
        self.stack.running = False

    def _place(self, surface) -> pygame.Rect:
        w, h = surface.get_size()
        s = min(w / 1280, h / 800)
        items = self.entries()
        bh, gap = round(42 * s), round(10 * s)
        box = pygame.Rect(0, 0, round(360 * s), round(70 * s) + len(items) * (bh + gap))
        box.center = (w // 2, h // 2)
        y = box.top + round(60 * s)
        self.widgets = []
        for label, fn in items:
            self.widgets.append(ButtonWidget(label, pygame.Rect(box.left + 30, y, box.width - 60, bh), fn))
            y += bh + gap
        return box

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.stack.pop(self)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._place(self.stack.screen)
            for w in self.widgets:
                if w.rect.collidepoint(event.pos):
                    w.on_click()
                    break
            return True
        return event.type in (pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.KEYDOWN, pygame.MOUSEWHEEL)

    def draw(self, surface) -> None:
        colors = self.table.layout.colors
        fonts = self.table.fonts
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 120))
        surface.blit(veil, (0, 0))
        box = self._place(surface)
        s = box.width / 360
        rounded(surface, colors["panel"], box, 12)
        blit_text(surface, fonts, T("Menu"), (box.centerx, box.top + 30 * s), 24 * s, colors["text"], bold=True, anchor="center")
        mouse = pygame.mouse.get_pos()
        for w in self.widgets:
            w.draw(surface, fonts, colors, w.rect.collidepoint(mouse), 16 * s)
