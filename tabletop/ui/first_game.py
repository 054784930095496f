"""A first game against the computer (`tabletop play GAME` on a first run, without --bot): a
box says that the computer will play easy, and one click on another level plays that instead.

The table is built only once the level is chosen (the command checked the layout and the
decks before the window opened). Starting it is remembered (tabletop/persist/progress.py):
from then on the computer plays the default level.
"""

from __future__ import annotations

from dataclasses import replace
from functools import partial
from typing import Callable

import pygame

from ..ai.base import LEVELS
from ..engine.errors import TabletopError
from ..play import Seat
from ..words import T, msg, tr
from .app import Scene
from .launch import GameChoice, build_table
from .layout import DEFAULT_COLORS
from .layoutmodel import palette
from .theme import Fonts, blit_text, blit_wrapped, rounded, shade
from .widgets import ButtonWidget, press

COLORS = palette(DEFAULT_COLORS)
MIN_PX = 12


class FirstGameScene(Scene):
    """The level of a first game against the computer, easy unless one click says otherwise."""

    def __init__(self, choice: GameChoice, level: str = "easy", on_exit: Callable[[], None] | None = None) -> None:
        super().__init__()
        self.fonts = Fonts()
        self.choice = choice
        self.level = level
        self.on_exit = on_exit
        self.buttons: list[ButtonWidget] = []
        self.box = pygame.Rect(0, 0, 0, 0)
        self.lines: list[str] = []
        self.size = 18.0
        self.message = ""

    def text(self) -> str:
        return msg("This is your first game against the computer. It plays easy, so you can win and "
                   "learn the game as you go. Choose another level with one click, or press Enter.")

    def play(self, level: str) -> None:
        """Seat `level` at every computer seat and start the game."""
        seats = [s if s.human else Seat(s.name, s.kind, level) for s in self.choice.seats]
        try:
            table = build_table(replace(self.choice, seats=seats), on_exit=self.on_exit)
        except TabletopError as err:
            self.message = str(err)
            return
        from .welcome import begun_against_computer
        said = begun_against_computer()
        stack = self.stack
        stack.pop(self)
        stack.push(table)
        if said:
            table.notice(said)

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            press(self.buttons, event.pos)
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
                self.play(self.level)
            elif event.key == pygame.K_ESCAPE:
                self.stack.pop(self)
            return True
        return event.type in (pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)

    def lay_out(self, size) -> None:
        w, h = size
        s = min(w / 1280, h / 800)
        self.size = size_ = max(MIN_PX, 18 * s)
        width = min(w - 40, max(round(640 * s), 360))
        self.lines = self.fonts.wrap(tr(self.text()), size_, width - 48)
        line = self.fonts.font(size_).get_linesize()
        bh = max(32, round(size_ * 2.4))
        labels = [msg("Play against {level}", level=msg("Computer ({level})", level=v)) for v in LEVELS]
        widths = [self.fonts.font(size_, v == self.level).size(tr(label))[0] + 32 for v, label in zip(LEVELS, labels)]
        rows = [list(range(len(LEVELS)))] if sum(widths) + 12 * (len(widths) - 1) <= width - 48 else \
            [[i] for i in range(len(LEVELS))]
        title_h = self.fonts.font(max(MIN_PX, 26 * s), True).get_linesize()
        height = 28 + title_h + 14 + len(self.lines) * line + 24 + len(rows) * (bh + 10) + 18
        self.box = pygame.Rect(0, 0, width, height)
        self.box.center = (w // 2, h // 2)
        self.buttons = []
        y = self.box.bottom - 18 - len(rows) * (bh + 10) + 10
        for row in rows:
            total = sum(widths[i] for i in row) + 12 * (len(row) - 1)
            x = self.box.centerx - total // 2
            for i in row:
                level = LEVELS[i]
                self.buttons.append(ButtonWidget(labels[i], pygame.Rect(x, y, widths[i], bh), partial(self.play, level),
                                                 primary=level == self.level))
                x += widths[i] + 12
            y += bh + 10

    def draw(self, surface: pygame.Surface) -> None:
        c = COLORS
        surface.fill(shade(c["table"], 0.75))
        box = self.box
        rounded(surface, c["panel"], box, 12)
        rounded(surface, c["selected"], box, 12, 2)
        s = self.size / 18
        y = box.top + 28
        blit_text(surface, self.fonts, T("Your first game"), (box.centerx, y), max(MIN_PX, 26 * s), c["selected"],
                  bold=True, anchor="midtop")
        y += self.fonts.font(max(MIN_PX, 26 * s), True).get_linesize() + 14
        line = self.fonts.font(self.size).get_linesize()
        for text in self.lines:
            blit_text(surface, self.fonts, text, (box.left + 24, y), self.size, c["text"], box=box)
            y += line
        mouse = pygame.mouse.get_pos()
        for b in self.buttons:
            b.draw(surface, self.fonts, c, b.rect.collidepoint(mouse), self.size)
        if self.message:
            r = pygame.Rect(box.left, box.bottom + 12, box.width, 80)
            blit_wrapped(surface, self.fonts, self.message, r, max(MIN_PX, 14 * s), c["refused"])
