"""Zone outlines with their names, drawn over a table: the layout editor and
`tabletop layout preview --zones` show a layout's skeleton with this.

A zone is drawn as a thin frame with its name in a small tag at its top-left corner;
a zone with a problem (outside the table, overlapping a zone it must not) is drawn in
the `refused` colour, the selected one thicker in the `selected` colour with its handles.
"""

from __future__ import annotations

import pygame

from .layout import Transform, Zone
from .theme import Fonts, blit_text, first_fit, rounded, shade

HANDLE_PX = 7  # half the size of a resize handle, in pixels


def zone_order(zones: dict[str, Zone]) -> list[Zone]:
    """Drawing order: by z, then big before small, so small zones stay visible on top."""
    return sorted(zones.values(), key=lambda z: (z.z, -(z.rect[2] * z.rect[3])))


def handles(r: pygame.Rect) -> dict[str, tuple[int, int]]:
    """The eight resize handles of a rectangle: corners and edge middles, by compass name."""
    return {"nw": r.topleft, "n": r.midtop, "ne": r.topright, "e": r.midright,
            "se": r.bottomright, "s": r.midbottom, "sw": r.bottomleft, "w": r.midleft}


def draw_zone_frames(surface: pygame.Surface, zones: dict[str, Zone], tr: Transform, fonts: Fonts,
                     colors: dict, selected: str | None = None, bad: frozenset | set = frozenset(),
                     fill: bool = False) -> None:
    """Every zone as a frame with its name; `bad` ones in red, `selected` with handles."""
    size = max(10, tr.length(12))
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    for z in zone_order(zones):
        r = pygame.Rect(tr.rect(z.rect))
        col = _color(z, colors, selected, bad)
        if fill or z.name in bad or z.name == selected:
            alpha = 70 if z.name in bad else 45 if z.name == selected else 28
            pygame.draw.rect(veil, (*col[:3], alpha), r)
    surface.blit(veil, (0, 0))
    for z in zone_order(zones):
        r = pygame.Rect(tr.rect(z.rect))
        is_bad, is_sel = z.name in bad, z.name == selected
        col = _color(z, colors, selected, bad)
        width = 3 if is_sel or is_bad else 1
        if z.solid:
            pygame.draw.rect(surface, col, r, width)
        else:
            _dashed(surface, col, r, width)
        # the name on a tag in the corner where it fits the zone's width whole (the editor's
        # list names every zone); only the selected or faulty zone's tag is solid, the others
        # let the zone's content show through
        name = first_fit(fonts, [z.name], max(0, r.width - 8), size, True, size)
        if name:
            tag = fonts.text(name, size, (20, 20, 20), bold=True)
            box = pygame.Rect(r.left, r.top, tag.get_width() + 8, tag.get_height() + 2)
            if not z.solid:  # overlays: the tag at the bottom, so it does not hide the zones beneath
                box.bottomright = r.bottomright
            plate = pygame.Surface(box.size, pygame.SRCALPHA)
            rounded(plate, (*col[:3], 255 if is_sel or is_bad else 120), plate.get_rect(), 3)
            surface.blit(plate, box)
            blit_text(surface, fonts, name, (box.left + 4, box.top + 1), size, (20, 20, 20), bold=True, box=box)
        if is_sel:
            for pos in handles(r).values():
                h = pygame.Rect(0, 0, HANDLE_PX * 2, HANDLE_PX * 2)
                h.center = pos
                pygame.draw.rect(surface, col, h)
                pygame.draw.rect(surface, (20, 20, 20), h, 1)


def _color(z: Zone, colors: dict, selected: str | None, bad) -> tuple:
    if z.name in bad:
        return colors["refused"]
    if z.name == selected:
        return colors["selected"]
    return shade(colors["legal"], 0.75) if not z.solid else colors["text"]


def _dashed(surface: pygame.Surface, color, r: pygame.Rect, width: int, dash: int = 8) -> None:
    for x in range(r.left, r.right, dash * 2):
        end = min(x + dash, r.right)
        pygame.draw.line(surface, color, (x, r.top), (end, r.top), width)
        pygame.draw.line(surface, color, (x, r.bottom - 1), (end, r.bottom - 1), width)
    for y in range(r.top, r.bottom, dash * 2):
        end = min(y + dash, r.bottom)
        pygame.draw.line(surface, color, (r.left, y), (r.left, end), width)
        pygame.draw.line(surface, color, (r.right - 1, y), (r.right - 1, end), width)
