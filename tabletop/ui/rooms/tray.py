"""A crowded hand opens as a tray: rest the pointer on your hand and, when its cards stand
small or overlap there, they rise into rows over the table, each whole and as large as the
room allows (ui/handrow.py `tray_grid`), on a panel of their own. They are the hand's own
pieces: hover one for its preview, drag one to play it (the tray closes as you pick it up, so
the places to drop it show). The tray closes when the pointer leaves it. With the keys, the
focus on a card of a crowded hand opens it, and picking the card up closes it.

Only the hand of the player at the mouse opens (a zone of kind "hand" holding their face-up
cards), and only when it is crowded: its cards overlap, stand much smaller than their size in
the layout, or a name is too long for its card; and only when the tray shows them larger.
"""

from __future__ import annotations

import dataclasses

from typing import Callable

from ..adapter import Piece
from ..handrow import Spot, tray_grid
from ..physics import Physics
from ..theme import MIN_PX
from ...words import tr
from .shown import Acts, Shown, Stage

#: the tray's cards are drawn over everything else on the table
TRAY_Z = 1000
#: how much larger than in the zone the cards must be for the tray to be worth opening
WORTH = 1.2
#: a hand's cards narrower than this part of their size in the layout stand crowded
SHRUNK = 0.7
#: the part of a card's width its name band gives the name (the rest: margins, a colour dot)
NAME_ROOM = 0.8
#: the tray may reach across this much of the table's width
WIDE = 0.6
#: the kinds of zone the tray leaves uncovered (what the game says and the card preview)
PANELS = ("preview", "buttons", "hint", "log", "status")
#: table units round the tray the pointer may stray before it closes
MARGIN = 10.0


class HandTray:
    """The open tray (a hand zone's name and where its cards stand) or none."""

    def __init__(self, stage: Stage, shown: Shown, physics: Physics, acts: Acts,
                 sync: Callable[[], None], rehover: Callable[[], None]) -> None:
        self.stage = stage
        self.shown = shown
        self.physics = physics
        self.acts = acts
        #: the pieces set again from the view (the open tray's cards moved into it: `arrange`)
        self.sync = sync
        #: the piece under the resting pointer found again (the cards move under it)
        self.rehover = rehover
        self.zone: str | None = None
        self.rect: tuple[float, float, float, float] | None = None
        self.pointer: tuple[float, float] | None = None
        #: the card the pointer rested on when the tray rose, and where the pointer was: the tray
        #: is laid out with that card under it (`_aimed`)
        self.aim: tuple[str, tuple[float, float]] | None = None
        self.resting = 0.0  # how long the pointer has rested on a crowded hand
        self.opened = 0     # (tests and tools count them)
        self.moving = False  # its cards are on their way in or out

    @property
    def key(self) -> tuple:
        """What the still layer draws of the tray (its panel)."""
        return (self.zone, self.rect)

    # ---- the pointer and time --------------------------------------------------------
    def pointed(self, pos: tuple[float, float]) -> None:
        """The pointer moved to `pos` (table units)."""
        self.pointer = pos
        if self.zone is not None and not self._near(pos):
            self.close()
        if self.zone is None and self._crowded_hand_at(pos) is None:
            self.resting = 0.0

    def update(self, dt: float) -> None:
        pointer = self.shown.pointer
        if self.moving:  # the cards glide under a pointer at rest: the preview follows the pointer
            self.moving = not self.physics.all_at_rest()
            if not pointer.dragging:
                self.rehover()
        if self.zone is not None or self.pointer is None or pointer.dragging or pointer.press or self.acts.covered():
            return
        zone = self._crowded_hand_at(self.pointer)
        if zone is None:
            self.resting = 0.0
            return
        self.resting += dt
        if self.resting >= self.stage.layout.hover_delay:
            self.open(zone, self._card_at(zone, self.pointer))

    def wake_in(self) -> float | None:
        """When a tray the pointer rests on opens."""
        if self.zone is None and self.resting > 0:
            return max(0.0, self.stage.layout.hover_delay - self.resting)
        return None

    def focused(self, pid: str | None) -> None:
        """The keys' focus is on piece `pid` (or on none, a button, a place): a card of a
        crowded hand opens its tray; anything else closes it."""
        pieces = self.shown.pieces
        piece = pieces.get(pid) if pid is not None else None
        if piece is not None and piece.zone == self.zone:
            return
        if piece is not None and piece in self._cards(pieces, piece.zone) and self._crowded(piece.zone):
            self.open(piece.zone)
        else:
            self.close()

    # ---- opening and closing ---------------------------------------------------------
    def open(self, zone: str, aimed: str | None = None) -> None:
        """Raise the tray of `zone`; `aimed`: the card under the resting pointer, which the tray
        keeps under it."""
        self.zone = zone
        self.aim = (aimed, self.pointer) if aimed is not None and self.pointer is not None else None
        self.opened += 1
        self.sync()
        self.moving = True
        self.acts.invalidate()

    def close(self) -> None:
        if self.zone is None:
            return
        self.zone, self.rect, self.resting, self.aim = None, None, 0.0, None
        self.sync()
        self.moving = True
        self.acts.invalidate()

    def arrange(self, pieces: dict[str, Piece]) -> dict[str, Piece]:
        """The pieces as the adapter placed them, the open tray's cards moved into it."""
        if self.zone is None:
            return pieces
        mine = self._cards(pieces, self.zone)
        if len(mine) < 2:
            self.zone, self.rect = None, None
            return pieces
        rect, spots, size = self._grid(self.zone, len(mine))
        if self.aim is not None and any(p.pid == self.aim[0] for p in mine):
            rect, spots, mine = self._aimed(rect, spots, size, mine)
        self.rect = rect
        out = dict(pieces)
        for i, (p, spot) in enumerate(zip(mine, spots)):
            out[p.pid] = dataclasses.replace(p, center=(spot.x, spot.y), size=size, z=TRAY_Z + i)
        return out

    def _aimed(self, rect, spots, size, mine: list[Piece]):
        """The tray laid out so that the card the pointer rested on stays under it: of the cells
        that can be moved under the pointer (the whole tray with them, inside the table), the one
        the tray moves least for holds that card; the others fill the other cells in order."""
        assert self.aim is not None
        pid, (px, py) = self.aim
        w, h = size
        margin = min(w, h) * 0.15  # the pointer well inside the card, not on its edge
        tx, ty, tw, th = rect
        bw, bh = self.stage.layout.size

        def shift(sp: Spot) -> tuple[float, float, bool]:
            dx = min(0.0, px - (sp.x - w / 2 + margin)) + max(0.0, px - (sp.x + w / 2 - margin))
            dy = min(0.0, py - (sp.y - h / 2 + margin)) + max(0.0, py - (sp.y + h / 2 - margin))
            cx, cy = max(-tx, min(dx, bw - (tx + tw))), max(-ty, min(dy, bh - (ty + th)))
            return cx, cy, abs(cx - dx) < 1e-6 and abs(cy - dy) < 1e-6

        moves = [shift(sp) for sp in spots]
        k = min(range(len(spots)), key=lambda i: (not moves[i][2], abs(moves[i][0]) + abs(moves[i][1])))
        dx, dy, _ = moves[k]
        moved = [Spot(sp.x + dx, sp.y + dy, sp.lower) for sp in spots]
        aimed = next(p for p in mine if p.pid == pid)
        others = [p for p in mine if p.pid != pid]
        return (tx + dx, ty + dy, tw, th), moved, others[:k] + [aimed] + others[k:]

    def _card_at(self, zone: str, pos) -> str | None:
        """The topmost card of the player's in `zone` under `pos` (table units)."""
        mine = {p.pid: p for p in self._cards(self.shown.pieces, zone)}
        hits = [pid for pid in self.physics.hits(pos) if pid in mine]
        return max(hits, key=lambda pid: mine[pid].z) if hits else None

    # ---- where the hands are ---------------------------------------------------------
    def _near(self, pos) -> bool:
        x, y, w, h = self.rect or (0, 0, 0, 0)
        return x - MARGIN <= pos[0] <= x + w + MARGIN and y - MARGIN <= pos[1] <= y + h + MARGIN

    def _cards(self, pieces: dict[str, Piece], zone: str) -> list[Piece]:
        viewer = self.shown.viewer
        return [p for p in pieces.values() if p.zone == zone and p.kind == "card" and p.seat == viewer]

    def _grid(self, zone: str, n: int):
        layout = self.stage.layout
        z = layout.zones[zone]
        full = (layout.card_size[0] * z.card_scale, layout.card_size[1] * z.card_scale)
        return tray_grid(z.rect, self._span(z.rect), (0.0, 0.0, *layout.size), n, full)

    def _span(self, rect) -> tuple[float, float]:
        """How far across the tray may reach (x, width): wider than its zone, up to `WIDE` of the
        table, never over the status, the buttons, the preview, the log or the hint bar."""
        zx, zy, zw, zh = rect
        layout = self.stage.layout
        width = layout.size[0]
        middle = zx + zw / 2
        lo, hi = 0.0, float(width)
        for z in layout.zones.values():
            x, y, w, h = z.rect
            if z.kind not in PANELS or y > zy + zh or y + h < zy + zh - 2 * zh:
                continue  # (only the panels beside the hand and the rows above it)
            if x + w <= middle:
                lo = max(lo, x + w)
            elif x >= middle:
                hi = min(hi, x)
        want = max(zw, WIDE * width)
        left = min(max(lo, middle - want / 2), max(lo, hi - want))
        return (left, min(want, hi - left))

    def _crowded_hand_at(self, pos) -> str | None:
        """The hand zone under `pos` whose cards the tray would show larger, if any."""
        for name, z in self.stage.layout.zones.items():
            x, y, w, h = z.rect
            if z.kind == "hand" and x <= pos[0] < x + w and y <= pos[1] < y + h:
                return name if self._crowded(name) else None
        return None

    def _crowded(self, name: str) -> bool:
        """Whether the hand zone `name` holds the player's cards small or overlapping, and the
        tray would show them larger."""
        layout = self.stage.layout
        z = layout.zones[name]
        mine = self._cards(self.shown.pieces, name)
        if z.kind != "hand" or len(mine) < 2:
            return False
        xs = sorted(p.center[0] for p in mine)
        step = min(b - a for a, b in zip(xs, xs[1:]))
        width = mine[0].size[0]
        shrunk = width < SHRUNK * layout.card_size[0] * z.card_scale
        _, _, (tw, _) = self._grid(name, len(mine))
        return (shrunk or step < width or self._names_cut(mine, min(step, width))) and tw >= WORTH * width

    def _names_cut(self, cards: list[Piece], width: float) -> bool:
        """Whether a card's name is too long for the part of the card that shows (`width` table
        units), even in the smallest type."""
        room = self.stage.transform.length(width) * NAME_ROOM
        font = self.stage.fonts.font(MIN_PX, True)
        return any(font.size(tr(p.label))[0] > room for p in cards if p.label)
