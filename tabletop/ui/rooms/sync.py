"""Pieces and drop places from the engine state: what the adapter says is on the table,
matched to the physics bodies already there (a new card flies in from its owner's deck).
"""

from __future__ import annotations

from ..adapter import Piece
from .readjobs import SyncReads


def sync_pieces(table: SyncReads, initial: bool = False) -> None:
    """Set `table.pieces` and `table.targets` to what the state shows `table.looking`."""
    state = table.state
    looking = table.looking
    physics = table.physics
    new = table.tray.arrange({p.pid: p for p in table.ui.pieces(state, looking)})
    for pid in list(table.pieces):
        if pid not in new:
            physics.remove(pid)
    for pid, p in new.items():
        old = table.pieces.get(pid)
        if old is None:
            b = physics.add(pid, p.center, p.size, p.angle, token=p.kind == "token")
            if not initial and p.card is not None:
                src = spawn_point(table, p)
                if src is not None:
                    physics.place(pid, src)
            b.target_angle = p.angle
        else:
            physics.resize(pid, p.size)
            physics.set_home(pid, p.center, p.angle)
    table.pieces = new
    table.targets = {t.tid: t for t in table.ui.targets(state, looking)}


def spawn_point(table: SyncReads, p: Piece) -> tuple[float, float] | None:
    """A new card appears from its owner's deck pile, if the layout has one."""
    if p.seat is None:
        return None
    z = table.layout.zones.get(table.ui.seat_zone(p.seat, "deck"))
    if z is None:
        return None
    return (z.rect[0] + z.rect[2] / 2, z.rect[1] + z.rect[3] / 2)
