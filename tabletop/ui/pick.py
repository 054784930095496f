"""The menu a drop opens when it can mean several things: pick one, or cancel.

A swinger dropped on the table asks for its plain or its special effect; a ship agent
dropped on the field asks whether it is launched free or played as an action. Options the
engine refuses are listed greyed out: hovering one shows the engine's reason ("Why not?"),
clicking it shows the reason as a refusal. Esc, a right click or Cancel closes it; a press
outside it says that nothing is played until an option or Cancel is picked.
"""

from __future__ import annotations

from functools import partial

import pygame

from .adapter import Option
from .app import Scene
from .theme import blit_text, rounded, shade
from .widgets import ButtonWidget, draw_tooltip
from ..words import T
from ..words import tr as say


class PickScene(Scene):
    """A small modal menu over the table, near where the piece was dropped."""

    opaque = False

    def __init__(self, table, title: str, options: list[Option], at: tuple[int, int]) -> None:
        super().__init__()
        self.table = table
        self.title = title
        self.options = options
        self.at = at
        self.widgets: list[ButtonWidget] = []
        self.box = pygame.Rect(0, 0, 0, 0)
        self.mouse = at

    def enter(self, app) -> None:
        super().enter(app)
        self._place(app.screen.get_size())

    def resized(self, size) -> None:
        self._place(size)

    def _place(self, size) -> None:
        tr = self.table.transform
        fs = max(10, tr.length(14))
        fonts = self.table.fonts
        pad = max(6, round(tr.length(10)))
        bh = max(22, round(tr.length(30)))
        gap = max(3, round(tr.length(5)))
        labels = [say(o.label) for o in self.options] + [say("Cancel")]
        text_w = max(fonts.font(fs).size(lb)[0] for lb in labels + [say(self.title)])
        width = min(size[0] - 20, max(round(tr.length(300)), text_w + 4 * pad))
        title_h = fonts.font(fs, True).get_linesize() + pad
        height = pad + title_h + (len(labels)) * (bh + gap) + pad
        box = pygame.Rect(0, 0, width, min(height, size[1] - 20))
        box.midtop = (self.at[0], self.at[1] - bh)
        box.clamp_ip(pygame.Rect(10, 10, size[0] - 20, size[1] - 20))
        self.box = box
        y = box.top + pad + title_h
        self.widgets = []
        for o in self.options:
            self.widgets.append(ButtonWidget(o.label, pygame.Rect(box.left + pad, y, box.width - 2 * pad, bh),
                                             partial(self._choose, o), o.enabled, o.why_not))
            y += bh + gap
        self.widgets.append(ButtonWidget(T("Cancel"), pygame.Rect(box.left + pad, y, box.width - 2 * pad, bh),
                                         self.cancel, key="Esc"))

    def _choose(self, option: Option) -> None:
        self.stack.pop(self)
        self.table.perform(option.action)

    def cancel(self) -> None:
        self.stack.pop(self)

    def button(self, label: str) -> ButtonWidget | None:
        for w in self.widgets:
            if w.label == label:
                return w
        return None

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            if event.button == 3:
                self.cancel()
                return True
            if not self.box.collidepoint(event.pos):
                # not dismissed without a word (a drag elsewhere would lose the choice silently)
                self.table.refuse(T("Nothing is played yet: pick one of these, or Cancel (Esc, right click)."))
                return True
            for w in self.widgets:
                if w.rect.collidepoint(event.pos):
                    if w.enabled:
                        w.on_click()
                    elif w.why_not:
                        self.table.refuse(w.why_not)
                    return True
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.cancel()
            return True
        return event.type in (pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL)

    def draw(self, surface: pygame.Surface) -> None:
        colors = self.table.layout.colors
        fonts = self.table.fonts
        tr = self.table.transform
        fs = max(10, tr.length(14))
        shadow = pygame.Surface(self.box.inflate(10, 10).size, pygame.SRCALPHA)
        shadow.fill((0, 0, 0, 100))
        surface.blit(shadow, self.box.inflate(10, 10).move(4, 6))
        rounded(surface, colors["panel"], self.box, 8)
        rounded(surface, shade(colors["selected"], 0.9), self.box, 8, 2)
        pad = max(6, round(tr.length(10)))
        blit_text(surface, fonts, self.title, (self.box.left + pad, self.box.top + pad), fs, colors["selected"],
                  bold=True)
        hovered = next((w for w in self.widgets if w.rect.collidepoint(self.mouse)), None)
        for w in self.widgets:
            w.draw(surface, fonts, colors, w is hovered, fs * 0.95)
        if hovered is not None and not hovered.enabled and hovered.why_not:
            draw_tooltip(surface, fonts, colors, say("Why not? {why}", why=hovered.why_not), self.mouse, max(10, tr.length(12)))
