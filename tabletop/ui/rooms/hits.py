"""What is under a point of the window: the piece (topmost first, the one held above all) and
the drop place (a legal one first); and where a piece or place is on screen. Pure functions of
the stage, what is shown and where the physics has each piece: the input room, the keys, the
painter's highlights and the tests ask them.
"""

from __future__ import annotations

from ..adapter import Target
from ..physics import Physics
from .shown import Shown, Stage


def _inside(rect, x: float, y: float) -> bool:
    return rect[0] <= x < rect[0] + rect[2] and rect[1] <= y < rect[1] + rect[3]


def piece_at(stage: Stage, shown: Shown, physics: Physics, pos) -> str | None:
    """The piece under window point `pos` (the topmost; the one dragged above all)."""
    pieces = shown.pieces
    hits = [h for h in physics.hits(stage.transform.to_table(*pos)) if h in pieces]
    if not hits:
        return None
    dragged = shown.pointer.dragging
    return max(hits, key=lambda pid: (pieces[pid].z, pid == dragged))


def target_at(stage: Stage, shown: Shown, physics: Physics, pos, exclude: str | None = None) -> str | None:
    """The drop place under window point `pos`: a legal one for `exclude` first, then the topmost."""
    x, y = stage.transform.to_table(*pos)
    under = [tg for tg in shown.targets.values() if _inside(tg.rect, x, y)]
    for pid in physics.hits((x, y)):
        if pid in shown.pieces and pid != exclude:
            p = shown.pieces[pid]
            under.append(Target(pid, p.rect, z=p.z + 1000))
    if not under:
        return None
    legal = shown.aff.drags.get(exclude or "", {})
    good = [tg for tg in under if tg.tid in legal]
    return max(good or under, key=lambda tg: tg.z).tid


def screen_pos(stage: Stage, shown: Shown, physics: Physics, pid_or_tid: str) -> tuple[int, int]:
    """Where on the screen a piece or drop place is (its centre), for posting events."""
    if pid_or_tid in shown.pieces:
        x, y = physics.position(pid_or_tid)
    else:
        rx, ry, rw, rh = shown.targets[pid_or_tid].rect
        x, y = rx + rw / 2, ry + rh / 2
    px, py = stage.transform.point(x, y)
    return (round(px), round(py))


def visible_pos(stage: Stage, shown: Shown, physics: Physics, pid: str) -> tuple[int, int]:
    """A screen point where a click lands on piece `pid` itself, not on a card over it."""
    x, y = physics.position(pid)
    w, h = shown.pieces[pid].size
    for fx, fy in ((0, 0), (-0.3, 0), (-0.4, -0.3), (-0.4, 0.3), (0.3, 0), (0, -0.4), (0, 0.4)):
        px, py = stage.transform.point(x + fx * w, y + fy * h)
        pos = (round(px), round(py))
        if piece_at(stage, shown, physics, pos) == pid:
            return pos
    return screen_pos(stage, shown, physics, pid)
