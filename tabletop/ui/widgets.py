"""Small controls drawn in pixels: buttons, the log view, toasts, the hint bar.

Widgets know nothing about games; scenes give them text and callbacks.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from ..words import T, msg, tr
from . import textfit
from .theme import (Fonts, blit_text, blit_wrapped, draw_text, draw_whole, first_fit, line_height, line_step, rounded,
                    shade, whole_size, wrapped_height)


def player_name(fonts: Fonts, name: str, seat: int, width: float, size: float, bold: bool = True) -> str:
    """A player's name where it fits `width` pixels whole at `size` (down to the smallest
    legible size), else the seat's tag ("P2"): a name is never cut."""
    return first_fit(fonts, [name], width, size, bold) or tr(msg("P{n}", n=seat + 1))


def press(buttons: "list[ButtonWidget]", pos) -> bool:
    """Press the button under `pos` (a refused one does nothing): whether a button was there."""
    for b in buttons:
        if b.rect.collidepoint(pos):
            if b.enabled:
                b.on_click()
            return True
    return False


@dataclass
class ButtonWidget:
    label: str
    rect: pygame.Rect
    on_click: Callable[[], None]
    enabled: bool = True
    why_not: str = ""  # shown on hover when disabled
    key: str = ""
    primary: bool = False
    tip: str = ""  # shown on hover when enabled: what pressing it does

    def draw(self, surface: pygame.Surface, fonts: Fonts, colors: dict, hover: bool, size: float) -> None:
        base = colors["button"]
        if self.primary and self.enabled:
            base = shade(colors["legal"], 0.55)
        if hover and self.enabled:
            base = colors["button_hover"] if not self.primary else shade(colors["legal"], 0.7)
        if not self.enabled:
            base = shade(colors["button"], 0.65)
        rounded(surface, base, self.rect, max(3, self.rect.height // 5))
        rounded(surface, shade(base, 1.3), self.rect, max(3, self.rect.height // 5), 1)
        # a refused button looks refused by its flat, dark face and dim words (its reason shows on
        # hover, `why_not`), never by a line through the words that makes them hard to read
        color = colors["button_text"] if self.enabled else shade(colors["muted"], 0.8)
        lines = self.lines(fonts, size)
        if len(lines) == 1:
            draw_whole(surface, fonts, lines[0], self.rect.inflate(-8, 0), size, color, bold=self.primary)
            return
        px = whole_size(fonts, tr(self.label), self.rect.width - 8, size, self.primary)
        step = line_step(fonts, px, self.primary)
        y = self.rect.centery - (step * (len(lines) - 1) + line_height(fonts, px, self.primary)) // 2
        for line in fonts.wrap(tr(self.label), px, self.rect.width - 8, self.primary):
            blit_text(surface, fonts, line, (self.rect.centerx, y), px, color, bold=self.primary, anchor="midtop",
                      box=self.rect)
            y += step

    def _with_key(self) -> str:
        label = tr(self.label)
        return tr(KEY_HINT, label=label, key=self.key) if self.key else label

    def lines(self, fonts: Fonts, size: float) -> list[str]:
        """What the button says: its label with its key ("Undo  [Ctrl+Z]", 「元に戻す（Ctrl+Z）」)
        where it fits one line, else the label alone, else the label on as many lines as it
        needs (the buttons room makes such a button taller: `height`)."""
        width = self.rect.width - 8
        one = first_fit(fonts, [self._with_key(), self.label], width, size, self.primary)
        if one is not None:
            return [one]
        px = whole_size(fonts, tr(self.label), width, size, self.primary)
        return fonts.wrap(tr(self.label), px, width, self.primary)

    def height(self, fonts: Fonts, size: float, least: int) -> int:
        """The button's height: `least`, or as tall as its label's lines need."""
        lines = self.lines(fonts, size)
        if len(lines) == 1:
            return least
        px = whole_size(fonts, tr(self.label), self.rect.width - 8, size, self.primary)
        return max(least, line_step(fonts, px, self.primary) * (len(lines) - 1) + line_height(fonts, px, self.primary) + 6)


#: a button's label with its key: English puts it in brackets, Japanese in full-width parentheses
KEY_HINT = T("{label}  [{key}]")


@dataclass
class Toast:
    """A message that stays a few seconds: a refusal with its rule, a notice."""

    text: str
    color: tuple
    ttl: float = 4.5

    def draw(self, surface: pygame.Surface, fonts: Fonts, center: tuple[int, int], width: int,
             size: float, colors: dict) -> pygame.Rect:
        h = wrapped_height(fonts, self.text, width - 24, size) + 16  # every line shown, the last too
        rect = pygame.Rect(0, 0, width, h)
        rect.center = center
        alpha = 255 if self.ttl > 0.5 else int(255 * self.ttl / 0.5)
        box = pygame.Surface(rect.size, pygame.SRCALPHA)
        rounded(box, (*colors["panel"][:3], alpha), box.get_rect(), 8)
        rounded(box, (*self.color[:3], alpha), box.get_rect(), 8, 2)
        surface.blit(box, rect)
        if alpha == 255:
            textfit.covered(surface, rect)
        blit_wrapped(surface, fonts, self.text, rect.inflate(-24, -16), size, self.color)
        return rect



def draw_tooltip(surface: pygame.Surface, fonts: Fonts, colors: dict, text: str, pos, size: float) -> pygame.Rect:
    """A small framed text beside the pointer: the "Why not?" of a greyed-out button. As wide
    as its text (at most 420 px), on the side of the pointer where it fits, inside the window."""
    limit = min(420, surface.get_width() - 20)
    lines = fonts.wrap(text, size, limit - 16)
    width = min(limit, max(fonts.font(size).size(ln)[0] for ln in lines) + 18)
    rect = pygame.Rect(0, 0, width, wrapped_height(fonts, text, width - 16, size) + 10)
    rect.bottomleft = (pos[0] + 12, pos[1] - 8)
    if rect.right > surface.get_width() - 4:
        rect.bottomright = (pos[0] - 12, pos[1] - 8)
    rect.clamp_ip(surface.get_rect().inflate(-8, -8))
    rounded(surface, shade(colors["panel"], 0.8), rect, 5)
    rounded(surface, colors["refused"], rect, 5, 1)
    blit_wrapped(surface, fonts, text, rect.inflate(-16, -10), size, colors["text"])
    return rect
