"""Pieces and drop places from the seat's view: what the adapter says is on the table,
matched to the physics bodies already there (a new card flies in from its owner's deck).
"""

from __future__ import annotations

from ..adapter import GameUI, Piece
from ..physics import Physics
from .shown import Shown, Stage


def sync_pieces(shown: Shown, stage: Stage, ui: GameUI, physics: Physics, arrange, initial: bool = False) -> None:
    """Set `shown.pieces` and `shown.targets` to what the view shows `shown.looking`;
    `arrange` moves the cards of an open hand tray into it (ui/rooms/tray.py)."""
    view, looking = shown.view, shown.looking
    new = arrange({p.pid: p for p in ui.pieces(view, looking)})
    for pid in list(shown.pieces):
        if pid not in new:
            physics.remove(pid)
    for pid, p in new.items():
        old = shown.pieces.get(pid)
        if old is None:
            b = physics.add(pid, p.center, p.size, p.angle, token=p.kind == "token")
            if not initial and p.card is not None:
                src = spawn_point(stage, ui, p)
                if src is not None:
                    physics.place(pid, src)
            b.target_angle = p.angle
        else:
            physics.resize(pid, p.size)
            physics.set_home(pid, p.center, p.angle)
    shown.pieces = new
    shown.targets = {place.tid: place for place in ui.targets(view, looking)}


def spawn_point(stage: Stage, ui: GameUI, p: Piece) -> tuple[float, float] | None:
    """A new card appears from its owner's deck pile, if the layout has one."""
    if p.seat is None:
        return None
    z = stage.layout.zones.get(ui.seat_zone(p.seat, "deck"))
    if z is None:
        return None
    return (z.rect[0] + z.rect[2] / 2, z.rect[1] + z.rect[3] / 2)
