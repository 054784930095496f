"""The four factions' emblems, drawn by code at any size: the Egyptian ankh, the Japanese torii,
the Norse rune (algiz) and the Atlantean waves. A card's picture area shows its faction's
emblem where the card has no picture of its own: a mark, not a word (the word RUNE read as a
label of the number beside it)."""

from __future__ import annotations

import math

import pygame


def emblem(surf: pygame.Surface, faction: str, rect: pygame.Rect, color) -> None:
    """`faction`'s emblem, as large as fits `rect` (square, centred in it)."""
    side = min(rect.width, rect.height)
    if side < 8:
        return
    box = pygame.Rect(0, 0, side, side)
    box.center = rect.center
    draw = {"egyptian": _ankh, "japanese": _torii, "norse": _rune, "atlantean": _waves}.get(faction)
    if draw is not None:
        draw(surf, box, color, max(1, round(side / 9)))


def _ankh(surf, box: pygame.Rect, color, width: int) -> None:
    cx = box.centerx
    loop = pygame.Rect(0, 0, round(box.width * 0.36), round(box.height * 0.38))
    loop.midtop = (cx, box.top + width // 2)
    pygame.draw.ellipse(surf, color, loop, width)
    bar_y = loop.bottom + width // 2
    pygame.draw.line(surf, color, (box.left + box.width * 0.2, bar_y), (box.right - box.width * 0.2, bar_y), width)
    pygame.draw.line(surf, color, (cx, loop.bottom - width // 2), (cx, box.bottom - width // 2), width)


def _torii(surf, box: pygame.Rect, color, width: int) -> None:
    top = box.top + box.height * 0.18
    pygame.draw.line(surf, color, (box.left + box.width * 0.08, top), (box.right - box.width * 0.08, top), width + 1)
    beam = box.top + box.height * 0.36
    pygame.draw.line(surf, color, (box.left + box.width * 0.2, beam), (box.right - box.width * 0.2, beam), width)
    for x in (box.left + box.width * 0.3, box.right - box.width * 0.3):
        pygame.draw.line(surf, color, (x, top), (x, box.bottom - width // 2), width)


def _rune(surf, box: pygame.Rect, color, width: int) -> None:
    cx = box.centerx
    fork = box.top + box.height * 0.48
    pygame.draw.line(surf, color, (cx, box.top + width), (cx, box.bottom - width), width)
    for dx in (-1, 1):
        pygame.draw.line(surf, color, (cx, fork), (cx + dx * box.width * 0.3, box.top + box.height * 0.14), width)


def _waves(surf, box: pygame.Rect, color, width: int) -> None:
    for row in range(3):
        y0 = box.top + box.height * (0.25 + row * 0.25)
        pts = [(box.left + box.width * (0.08 + 0.84 * i / 24),
                y0 + math.sin(i / 24 * 2 * math.pi * 1.5) * box.height * 0.07) for i in range(25)]
        pygame.draw.lines(surf, color, False, pts, width)
