"""The lesson overlay drawn: the pulsing frames around what the step names, the lesson panel
(the step's sentence and the verdict) and the intro and closing boxes, in the learner's
language (the scene picks the lesson's texts; the labels go through `tr`). Where everything
lies, and that every word fits whole, is measured first (tabletop/ui/lesson_panel.py).
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from .lesson_panel import PAD, Panel, line_step
from .theme import blit_text, rounded, shade

if TYPE_CHECKING:
    from .lesson_scene import LessonScene


def draw_lesson(s: "LessonScene", surface: pygame.Surface) -> None:
    if s.mode == "step":
        _draw_glows(s, surface)
        _draw_panel(s, surface)
    elif s.mode in ("intro", "done"):
        _draw_box(s, surface)


def _draw_glows(s: "LessonScene", surface) -> None:
    color = tuple(s.table.layout.colors["selected"][:3])
    pulse = round(2 * (0.5 + 0.5 * math.sin(s.clock * 4.0)))
    radius = max(3, round(s.table.transform.length(6)))
    for r in s.highlight_rects():
        img = frame(r.size, color, radius, 3 + pulse)
        surface.blit(img, (r.left - 8, r.top - 8))


def _draw_blocks(s: "LessonScene", surface, panel: Panel, left: int, width: int, centre: bool = False) -> None:
    """Each block's lines, whole (the panel was measured for them: tabletop/ui/lesson_panel.py)."""
    c = s.table.layout.colors
    fonts = s.table.fonts
    area = pygame.Rect(left, panel.rect.top, width, panel.rect.height)
    for b in panel.blocks:
        y = b.top
        step = line_step(fonts, b.size, b.bold)
        for line in b.lines:
            if centre:
                blit_text(surface, fonts, line, (area.centerx, y), b.size, c[b.color], bold=b.bold, anchor="midtop",
                          box=area)
            else:
                blit_text(surface, fonts, line, (left, y), b.size, c[b.color], bold=b.bold, box=area)
            y += step


def _draw_panel(s: "LessonScene", surface) -> None:
    c = s.table.layout.colors
    s.place(surface)
    panel = s.panel
    if panel is None:
        return
    r = panel.rect
    rounded(surface, shade(c["panel"], 0.85), r, 8)
    rounded(surface, c["selected"], r, 8, 2)
    _draw_blocks(s, surface, panel, r.left + PAD, r.width - 2 * PAD)
    mouse = pygame.mouse.get_pos()
    for w in panel.buttons:
        w.draw(surface, s.table.fonts, c, w.rect.collidepoint(mouse), panel.button_size)


def _draw_box(s: "LessonScene", surface) -> None:
    c = s.table.layout.colors
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((0, 0, 0, 120))
    surface.blit(veil, (0, 0))
    s.place(surface)
    panel = s.panel
    if panel is None:
        return
    box = panel.rect
    rounded(surface, c["panel"], box, 12)
    rounded(surface, c["selected"], box, 12, 2)
    head, body = panel.blocks
    _draw_blocks(s, surface, Panel(box, [head]), box.left + 24, box.width - 48, centre=True)
    _draw_blocks(s, surface, Panel(box, [body]), box.left + 24, box.width - 48)
    mouse = pygame.mouse.get_pos()
    for w in panel.buttons:
        w.draw(surface, s.table.fonts, c, w.rect.collidepoint(mouse), panel.button_size)


@lru_cache(maxsize=128)
def frame(size: tuple[int, int], color: tuple, radius: int, thick: int) -> pygame.Surface:
    """A glowing frame around a rect of `size` (no fill: what it frames stays readable)."""
    w, h = size
    s = pygame.Surface((w + 16, h + 16), pygame.SRCALPHA)
    for i in range(thick + 3, 0, -1):
        a = int(220 * (1 - i / (thick + 4)))
        pygame.draw.rect(s, (*color, a), (8 - i, 8 - i, w + 2 * i, h + 2 * i), 2, border_radius=radius + i)
    pygame.draw.rect(s, (*color, 255), (8, 8, w, h), 2, border_radius=radius)
    return s

