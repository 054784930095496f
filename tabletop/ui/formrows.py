"""The settings of a form (the title screen, hosting and joining a game): a row of choices
cycled with its arrows, or a line typed in."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from ..words import T, tr
from .theme import Fonts, blit_text, rounded, shade


@dataclass
class Row:
    label: str
    values: list[str]
    shown: list[str]
    index: int = 0
    on_change: Callable[[], None] | None = None

    @property
    def value(self) -> str:
        return self.values[self.index] if self.values else ""

    def cycle(self, step: int) -> None:
        if self.values:
            self.index = (self.index + step) % len(self.values)
            if self.on_change:
                self.on_change()


@dataclass
class TextRow:
    """A setting typed in (an address, a name): a click gives it the keyboard."""

    label: str
    text: str = ""
    hint: str = ""  # shown greyed while empty
    limit: int = 64

    def type(self, chars: str) -> None:
        chars = "".join(c for c in chars if c.isprintable())
        self.text = (self.text + chars)[:self.limit]


def draw_setting(surface: pygame.Surface, fonts: Fonts, colors: dict, row: "Row | TextRow", val: pygame.Rect,
                 s: float, focused: bool) -> None:
    """A setting's value in its box `val` (at scale `s`): a row's chosen value between its
    arrows (none when there is nothing to choose), or a typed line with its caret; the words
    made smaller until they fit, never cut."""
    if isinstance(row, TextRow):
        rounded(surface, shade(colors["button"], 0.7), val, 6)
        rounded(surface, colors["selected"] if focused else shade(colors["button"], 1.3), val, 6, 2 if focused else 1)
        text, color = (row.text, colors["text"]) if row.text or focused else (tr(row.hint), colors["muted"])
        size = 17 * s
        while size > 9 and fonts.font(size).size(text + "|")[0] > val.width - 24 * s:
            size -= 0.5
        r = blit_text(surface, fonts, text, (val.left + 12 * s, val.centery), size, color, anchor="midleft")
        if focused:
            pygame.draw.line(surface, colors["selected"], (r.right + 2, val.top + 7 * s), (r.right + 2, val.bottom - 7 * s), 2)
        return
    rounded(surface, colors["button"], val, 6)
    text = tr(row.shown[row.index] if row.shown else T("(none available)"))
    size = 17 * s
    while size > 9 and fonts.font(size).size(text)[0] > val.width - 70 * s:
        size -= 0.5
    blit_text(surface, fonts, text, val.center, size, colors["text"], anchor="center")
    if len(row.values) < 2:
        return
    left = pygame.Rect(val.left, val.top, 34 * s, val.height)
    right = pygame.Rect(val.right - 34 * s, val.top, 34 * s, val.height)
    blit_text(surface, fonts, "<", left.center, 20 * s, colors["selected"], bold=True, anchor="center")
    blit_text(surface, fonts, ">", right.center, 20 * s, colors["selected"], bold=True, anchor="center")
