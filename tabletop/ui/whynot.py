""""Why not?" for the piece under the pointer: why a card or token of the player at the mouse
can do nothing now, in the engine's words with the rule it cites.

With the legal-move hints on (H), every playable piece glows; hovering one that does not
shows this answer in a tooltip. The question is asked of the engine through the game's
teacher (tabletop/teach/teachers.py: the actions a player most likely means with that
piece), and the answer is cached until the position or the piece changes.
"""

from __future__ import annotations

from functools import lru_cache
from weakref import WeakKeyDictionary

from .rooms.shown import Shown, Stage

#: the answers worked out per door (forgotten with it)
_ANSWERS: WeakKeyDictionary = WeakKeyDictionary()


@lru_cache(maxsize=None)
def _teacher(game_name: str):
    from ..teach.teachers import teacher
    return teacher(game_name)


def why_not_piece(door, shown: Shown, stage: Stage) -> str:
    """The reason for the hovered piece, or "" when there is nothing to explain: asked of the
    engine on the acting seat's own view (it holds everything that seat may know)."""
    ptr = shown.pointer
    pid = ptr.hover_pid
    seat = shown.acting
    if pid is None or ptr.dragging or seat is None or not door.seats[seat].human:
        return ""
    if pid in shown.aff.drags or pid in shown.aff.clicks:
        return ""
    piece = shown.pieces.get(pid)
    if piece is None or piece.seat != seat or ptr.hover_time < stage.layout.hover_delay:
        return ""
    # the door's version changes with every change of the position (an action, undo, a load),
    # which the history's length did not (undo then another action: the same length)
    key = (pid, door.version, seat)
    cache = _ANSWERS.setdefault(door, {})
    if key not in cache:
        if len(cache) > 256:
            cache.clear()
        try:
            cache[key] = _teacher(door.game.name).why_not(door.view(seat), seat, pid) or ""
        except (ImportError, KeyError):  # a game without a teacher: nothing to say
            cache[key] = ""
    return cache[key]
