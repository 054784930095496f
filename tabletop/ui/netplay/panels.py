"""The panel a hosted table shows over the game: a title, lines, and a row of buttons
(who is away, a request to take back actions, the table closed). Drawing only."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

import pygame

from ...words import tr
from ..theme import Fonts, blit_text, rounded, shade, wrapped_height, blit_wrapped
from ..widgets import ButtonWidget


@dataclass
class Panel:
    title: str
    lines: list[str]
    buttons: list[tuple[str, Callable[[], None]]] = field(default_factory=list)
    #: (label, value) pairs shown large under the title (the address and the join code)
    big: list[tuple[str, str]] = field(default_factory=list)

    def key(self) -> tuple:
        """What the panel shows (a change of it means a new frame)."""
        return (self.title, tuple(self.lines), tuple(label for label, _ in self.buttons), tuple(self.big))


def draw_panel_box(surface: pygame.Surface, fonts: Fonts, colors: dict, panel: Panel,
                   where: str = "top") -> list[ButtonWidget]:
    """Draw `panel` in a box at the top middle of the window (or its `center`); its buttons."""
    w, h = surface.get_size()
    s = min(w / 1280, h / 800)
    width = round(min(w - 40, 640 * s))
    text_size, title_size = 16 * s, 20 * s
    inner = width - round(40 * s)
    lines = [tr(line) for line in panel.lines]  # in the player's words (a sentence the host sent, too)
    heights = [wrapped_height(fonts, line, inner, text_size) for line in lines]
    bh = round(38 * s) if panel.buttons else 0
    big_h = round(44 * s)
    height = round(20 * s) + round(30 * s) + sum(heights) + round(6 * s) * len(heights) \
        + (bh + round(14 * s) if bh else 0) + round(14 * s) + big_h * len(panel.big) + (round(10 * s) if panel.big else 0)
    box = pygame.Rect(0, 0, width, height)
    box.midtop = (w // 2, round(70 * s))
    if where == "center":
        box.center = (w // 2, h // 2)
    rounded(surface, shade(colors["panel"], 0.9), box, 10)
    rounded(surface, colors["selected"], box, 10, 2)
    y = box.top + round(16 * s)
    blit_text(surface, fonts, tr(panel.title), (box.centerx, y), title_size, colors["selected"], bold=True,
              anchor="midtop", box=box)
    y += round(32 * s)
    for label, value in panel.big:
        row = pygame.Rect(box.left + round(20 * s), y, inner, big_h - round(6 * s))
        rounded(surface, shade(colors["panel"], 0.7), row, 6)
        blit_text(surface, fonts, tr(label), (row.left + round(14 * s), row.centery), 16 * s, colors["muted"],
                  anchor="midleft", box=row)
        blit_text(surface, fonts, tr(value), (row.left + round(150 * s), row.centery), 26 * s, colors["selected"],
                  bold=True, anchor="midleft", box=row)
        y += big_h
    if panel.big:
        y += round(10 * s)
    for line, lh in zip(lines, heights):
        blit_wrapped(surface, fonts, line, pygame.Rect(box.left + round(20 * s), y, inner, lh), text_size,
                     colors["text"])
        y += lh + round(6 * s)
    out: list[ButtonWidget] = []
    if panel.buttons:
        y += round(8 * s)
        font = fonts.font(16 * s, bold=True)
        gap = round(12 * s)
        widths = [max(round(110 * s), font.size(tr(label))[0] + round(36 * s)) for label, _ in panel.buttons]
        total = sum(widths) + gap * (len(widths) - 1)
        scale = min(1.0, (box.width - 20) / total) if total else 1.0
        x = box.centerx - total * scale / 2
        mouse = pygame.mouse.get_pos()
        for i, ((label, fn), bw) in enumerate(zip(panel.buttons, widths)):
            b = ButtonWidget(label, pygame.Rect(round(x), y, round(bw * scale), bh), fn, primary=i == 0)
            b.draw(surface, fonts, colors, b.rect.collidepoint(mouse), 16 * s)
            out.append(b)
            x += (bw + gap) * scale
    return out
