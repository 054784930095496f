"""The game-over screen: who won, and why."""

from __future__ import annotations

import pygame

from .app import Scene
from .theme import blit_text, blit_wrapped, rounded, wrapped_height
from .widgets import ButtonWidget
from ..words import T, tr


class GameOverScene(Scene):
    """Drawn over the final table: the winner, the reason, and what to do next."""

    opaque = False

    def __init__(self, table) -> None:
        super().__init__()
        self.table = table
        self.widgets: list[ButtonWidget] = []
        self.hidden = False

    def _layout(self, surface) -> pygame.Rect:
        w, h = surface.get_size()
        s = min(w / 1280, h / 800)
        rows = len(self.table.ui.summary(self.table.shown.view))
        res = self.table.door.result
        width = round(700 * s)
        # the box holds the title, the result's words (one line or more) and a line per seat
        detail = wrapped_height(self.table.fonts, tr(res.detail), width - 60, 19 * s) if res is not None else 0
        height = 120 * s + detail + 12 * s + 26 * s * rows + 30 * s + 40 * s + 22 * s
        box = pygame.Rect(0, 0, width, min(h - 8, round(max(height, 250 * s))))
        box.center = (w // 2, h // 2)
        bw, bh = round(170 * s), round(40 * s)
        y = box.bottom - bh - round(22 * s)
        labels = [(T("Look at the table"), self._hide), (T("Undo last move"), self._undo),
                  (T("Title screen"), self._title), (T("Quit"), self._quit)]
        gap = round(10 * s)
        total = len(labels) * bw + (len(labels) - 1) * gap
        x = box.centerx - total // 2
        bw2 = (box.width - 40 - gap * (len(labels) - 1)) // len(labels)
        if total > box.width - 40:
            bw = bw2
            x = box.left + 20
        self.widgets = [ButtonWidget(lbl, pygame.Rect(x + i * (bw + gap), y, bw, bh), fn)
                        for i, (lbl, fn) in enumerate(labels)]
        return box

    def _hide(self) -> None:
        self.hidden = True

    def _undo(self) -> None:
        self.stack.pop(self)
        self.table.undo()

    def _title(self) -> None:
        if self.table.on_exit:
            self.table.on_exit()
        else:
            self.stack.running = False

    def _quit(self) -> None:
        self.stack.running = False

    def handle(self, event) -> bool:
        if self.hidden:
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
                self.hidden = False
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for w in self.widgets:
                if w.rect.collidepoint(event.pos):
                    w.on_click()
                    return True
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.hidden = True
            return True
        return event.type in (pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.KEYDOWN, pygame.MOUSEWHEEL)

    def draw(self, surface: pygame.Surface) -> None:
        if self.hidden:
            return
        colors = self.table.layout.colors
        fonts = self.table.fonts
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 140))
        surface.blit(veil, (0, 0))
        box = self._layout(surface)
        s = box.width / 700
        rounded(surface, colors["panel"], box, 14)
        rounded(surface, colors["selected"], box, 14, 3)
        res = self.table.door.result
        names = self.table.door.names
        if res is None:
            return
        if res.winners:
            who = [names[w] for w in res.winners]
            title = tr("{who} wins!", who=who[0]) if len(who) == 1 else \
                tr("{who} and {last} win!", who=who[:-1], last=who[-1])
            color = colors.get(f"p{res.winners[0] + 1}", colors["text"])
        else:
            title, color = T("A draw"), colors["text"]
        blit_text(surface, fonts, T("Game over"), (box.centerx, box.top + 34 * s), 20 * s, colors["muted"], anchor="center")
        blit_text(surface, fonts, title, (box.centerx, box.top + 80 * s), 38 * s, color, bold=True, anchor="center")
        used = blit_wrapped(surface, fonts, res.detail, pygame.Rect(box.left + 30, box.top + 120 * s, box.width - 60,
                                                                    100 * s), 19 * s, colors["text"], align="center")
        y = box.top + 120 * s + used + 12 * s
        for seat, score in self.table.ui.summary(self.table.shown.view):
            col = colors.get(f"p{seat + 1}", colors["text"])
            blit_text(surface, fonts, names[seat], (box.centerx - 12 * s, y), 18 * s, col, bold=True, anchor="topright")
            blit_text(surface, fonts, score, (box.centerx + 12 * s, y), 18 * s, colors["text"])
            y += 26 * s
        mouse = pygame.mouse.get_pos()
        for w in self.widgets:
            w.draw(surface, fonts, colors, w.rect.collidepoint(mouse), 15 * s)
