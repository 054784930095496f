"""How an Austin Powers card's parts fit its face (artist.py draws them): the colour dot in the
name band, the score badge (a circle, or a pill round a number too wide for it), a bone's line,
and what a small card's body has room to show."""

from __future__ import annotations

import pygame

from ...words import T, tr
from ..theme import MIN_PX, Fonts, fit_line, line_height


def dot_radius(bar_h: int, small: bool) -> int:
    """The colour dot's radius on a name band `bar_h` high: at most 5 on a small card (the dot
    matters when a deck is built, the name when it is played), at most 7 on a large one."""
    return max(2, min(5 if small else 7, round(bar_h * 0.3)))


def dot_room(r: int, bar_h: int, small: bool) -> tuple[int, int]:
    """The pixels a dot of radius `r` keeps free at the right end of a name band `bar_h` high,
    and how far from that end its centre is (on a small card: its white ring 2 px in)."""
    if small:
        return 2 * r + 4, r + 3
    return 2 * r + max(2, bar_h // 6) + 2, r + max(2, bar_h // 6)


def score_radius(kind: str, body_w: int, body_h: int, small: bool) -> int:
    """The score badge's radius in the body (`body_w` x `body_h` pixels) of a card of `kind`."""
    return max(6, round(min(body_w * 0.15, body_h * (0.13 if kind != "agent" else 0.16 if small else 0.12))))


def score_width(fonts: Fonts, score: int, radius: int) -> int:
    """The score badge's width for a badge of `radius`: the circle's where its number fits inside
    it, else (two digits on a small card: Penny's 11 at the smallest legible size is wider than
    the circle) a pill's round the number, as cardkit.badge makes round a fortress's 22, rather
    than an empty badge."""
    text = str(score)
    line, size = fit_line(fonts, text, 2 * radius - 2, radius * 1.15, True)
    if line == text:
        return 2 * radius
    return max(2 * radius, fonts.font(size, True).size(text)[0] + 4)


def score_rect(body: pygame.Rect, radius: int, width: int) -> pygame.Rect:
    """Where the score badge (`radius`, `width` wide: a circle or a pill) lies: the body's bottom right
    (score_badge draws a pill with its right end where the circle's is)."""
    return pygame.Rect(body.right - width, body.bottom - 2 * radius, width, 2 * radius)


def bone_line(fonts: Fonts, body_w: int, body_h: int, small: bool, tiny: bool) -> int:
    """The height of a bone's line (its quote) in its body: on a small card at least one line
    of words high where its two requirement rows still end above the score badge's middle."""
    line_h = round(body_h * (0.36 if not small else 0.3))
    need = line_height(fonts, MIN_PX / fonts.scale) + 3  # text_box keeps 2 + 2 px round a line
    rows = max(2, body_h // 25) + 2 * (max(7, round(body_h * 0.2)) + max(2, body_h // 30))
    if small and not tiny and line_h < need and need + rows <= body_h - score_radius("bone", body_w, body_h, small):
        return need
    return line_h


def body_shows(fonts: Fonts, card, body_w: int, body_h: int) -> tuple[bool, ...]:
    """What a small card's body `body_w` x `body_h` pixels has room to show, as its parts lay it
    out: the score's number in its badge (a pill as wide as the body holds it); a swinger's P
    and S. A name takes two lines of the body only where none of these is lost (a line of words
    on a small card is shown only where it fits whole, and the name is worth more: the preview
    has the words)."""
    r = score_radius(card.kind, body_w, body_h, True)
    number = score_width(fonts, getattr(card, "score", 0), r) <= body_w
    if card.kind == "swinger":
        shows: tuple[bool, ...] = ()
        for half, word in (((body_h - 3) // 2, T("Plain")), (body_h - (body_h - 3) // 2 - 3, T("Special"))):
            head = max(7, round(half * 0.4))  # its P or S (as draw_text shows it: ink no higher than its box)
            ink = fonts.text(tr(word)[:1], MIN_PX / fonts.scale, (40, 30, 36), True).get_bounding_rect().height
            shows += (ink <= head + 1,)
        return shows
    return (number,)
