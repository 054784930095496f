"""The lesson overlay drawn: the pulsing frames around what the step names, the lesson panel
(the step's sentence and the verdict) and the intro and closing boxes, in the learner's
language (the scene picks the lesson's texts; the labels here go through `tr`).
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from ..words import tr
from .theme import blit_text, blit_wrapped, rounded, shade

if TYPE_CHECKING:
    from .lesson_scene import LessonScene


def draw_lesson(s: "LessonScene", surface: pygame.Surface) -> None:
    if s.mode == "step":
        _draw_glows(s, surface)
        if not s.preview_showing():
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


def _draw_panel(s: "LessonScene", surface) -> None:
    c = s.table.layout.colors
    fonts = s.table.fonts
    fs = s.font_size()
    r = s.panel_rect(surface)
    rounded(surface, shade(c["panel"], 0.85), r, 8)
    rounded(surface, c["selected"], r, 8, 2)
    inner = r.inflate(-16, -12)
    run = s.run
    lesson = run.lesson
    y = inner.top
    head = tr("Lesson {order} · step {n} of {total}", order=lesson.order,
              n=min(run.index + 1, len(lesson.steps)), total=len(lesson.steps))
    blit_text(surface, fonts, head, (inner.left, y), fs * 0.85, c["muted"])
    y += round(fs * 1.3)
    step = run.step
    bh = round(fs * 1.9) + 12
    text_area = pygame.Rect(inner.left, y, inner.width, inner.bottom - y - bh)
    if step is not None:
        used = blit_wrapped(surface, fonts, s.say_text(), text_area, fs * 1.1, c["text"], bold=True)
        y += used + round(fs * 0.6)
    if s.message:
        color = c["legal"] if s.good else c["refused"]
        area = pygame.Rect(inner.left, y, inner.width, text_area.bottom - y)
        blit_wrapped(surface, fonts, s.message, area, fs * 0.95, color)
    s.place(surface)
    mouse = pygame.mouse.get_pos()
    for w in s.widgets:
        w.draw(surface, fonts, c, w.rect.collidepoint(mouse), fs * 0.85)


def _draw_box(s: "LessonScene", surface) -> None:
    c = s.table.layout.colors
    fonts = s.table.fonts
    fs = s.font_size()
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((0, 0, 0, 120))
    surface.blit(veil, (0, 0))
    box = s.box_rect(surface)
    rounded(surface, c["panel"], box, 12)
    rounded(surface, c["selected"], box, 12, 2)
    title = s.title_text()
    blit_text(surface, fonts, title, (box.centerx, box.top + round(fs * 1.2)), fs * 1.5, c["text"], bold=True,
              anchor="midtop")
    text = s.intro_text() if s.mode == "intro" else s.closing_text()
    area = pygame.Rect(box.left + 24, box.top + round(fs * 4), box.width - 48, box.height - round(fs * 8.5))
    blit_wrapped(surface, fonts, text, area, fs * 1.05, c["text"])
    s.place(surface)
    mouse = pygame.mouse.get_pos()
    for w in s.widgets:
        w.draw(surface, fonts, c, w.rect.collidepoint(mouse), fs)


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

