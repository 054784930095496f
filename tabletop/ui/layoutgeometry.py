"""Where zones may lie: inside the table, wide enough for a card, solid zones apart. The
same rules for `tabletop layout check` and the layout editor.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..words import T, msg
from .layoutmodel import Zone

#: each way a zone lies wrong: the sentence (the checker writes it under the zone's key), and
#: the same with the zone's name in front (the editor's lines: one whole sentence per language)
OUTSIDE = T("lies outside the table ({w} x {h}): it spans x {x0}..{x1}, y {y0}..{y1}")
NARROW = T("too narrow to hold a card: it is {w} units wide, a card here is {card} (cards.size x card_scale)")
OVERLAP = T("overlaps zone {other} by {x} x {y} units; these zones must not overlap")
ZONE_LINES = {
    OUTSIDE: T("{zone}: lies outside the table ({w} x {h}): it spans x {x0}..{x1}, y {y0}..{y1}."),
    NARROW: T("{zone}: too narrow to hold a card: it is {w} units wide, a card here is {card} "
              "(cards.size x card_scale)."),
    OVERLAP: T("{zone}: overlaps zone {other} by {x} x {y} units; these zones must not overlap."),
}


@dataclass(frozen=True)
class Misplaced:
    """A zone in the wrong place: outside the table, or over `other` (which it must not)."""

    zone: str
    message: str
    other: str = ""
    overlap: tuple[float, float] = (0.0, 0.0)

    def seen_from(self, zone: str) -> str:
        """The message as written at `zone` (an overlap can be told from either side)."""
        if not self.other or zone == self.zone:
            return self.message
        return _overlap_message(self.zone, *self.overlap)

    def line(self) -> str:
        """The problem with the zone's name in front, as the editor lists it."""
        template = ZONE_LINES.get(getattr(self.message, "template", ""))
        if template is None:
            return f"{self.zone}: {self.message}."
        return msg(template, zone=self.zone, **self.message.params)  # type: ignore[attr-defined]


def _overlap_message(other: str, ox: float, oy: float) -> str:
    return msg(OVERLAP, other=repr(other), x=f"{ox:g}", y=f"{oy:g}")


def geometry_problems(zones: dict[str, Zone], size, card_size=(72, 100)) -> list[Misplaced]:
    """Zones outside the table, solid zones that overlap, card zones narrower than a card
    (the checker and the editor)."""
    w, h = size
    out: list[Misplaced] = []
    for z in zones.values():
        x, y, zw, zh = z.rect
        if x < 0 or y < 0 or x + zw > w + 1e-6 or y + zh > h + 1e-6:
            out.append(Misplaced(z.name, msg(OUTSIDE,
                                             w=f"{w:g}", h=f"{h:g}", x0=f"{x:g}", x1=f"{x + zw:g}",
                                             y0=f"{y:g}", y1=f"{y + zh:g}")))
        card = min(card_size) * z.card_scale  # a card turned sideways is as wide as it is high
        if z.holds_cards and zw + 1e-6 < card:
            out.append(Misplaced(z.name, msg(NARROW, w=f"{zw:g}", card=f"{card:g}")))
    solid = [z for z in zones.values() if z.solid and z.visible]
    for i, a in enumerate(solid):
        for b in solid[i + 1:]:
            ax, ay, aw, ah = a.rect
            bx, by, bw, bh = b.rect
            ox = min(ax + aw, bx + bw) - max(ax, bx)
            oy = min(ay + ah, by + bh) - max(ay, by)
            if ox > 1e-6 and oy > 1e-6:
                out.append(Misplaced(b.name, _overlap_message(a.name, ox, oy), a.name, (ox, oy)))
    return out
