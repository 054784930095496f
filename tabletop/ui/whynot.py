""""Why not?" for the piece under the pointer: why a card or token of the player at the mouse
can do nothing now, in the engine's words with the rule it cites.

With the legal-move hints on (H), every playable piece glows; hovering one that does not
shows this answer in a tooltip. The question is asked of the engine through the game's
teacher (tabletop/teach/teachers.py: the actions a player most likely means with that
piece), and the answer is cached until the position or the piece changes.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING
from weakref import WeakKeyDictionary

if TYPE_CHECKING:
    from .rooms.readjobs import WhyNotReads


#: the answers worked out per match (forgotten with the match)
_ANSWERS: WeakKeyDictionary = WeakKeyDictionary()


@lru_cache(maxsize=None)
def _teacher(game_name: str):
    from ..teach.teachers import teacher
    return teacher(game_name)


def why_not_piece(table: WhyNotReads) -> str:
    """The reason for the hovered piece, or "" when there is nothing to explain."""
    pid = table.input.hover_pid
    seat = table.acting
    if pid is None or table.input.dragging or seat is None or not table.is_human(seat):
        return ""
    if pid in table.aff.drags or pid in table.aff.clicks:
        return ""
    piece = table.pieces.get(pid)
    if piece is None or piece.seat != seat or table.input.hover_time < table.layout.hover_delay:
        return ""
    # Match.version changes with every change of the position (an action, undo, a load),
    # which the history's length did not (undo then another action: the same length)
    key = (pid, table.match.version, seat)
    cache = _ANSWERS.setdefault(table.match, {})
    if key not in cache:
        if len(cache) > 256:
            cache.clear()
        try:
            cache[key] = _teacher(table.game.name).why_not(table.state, seat, pid) or ""
        except (ImportError, KeyError):  # a game without a teacher: nothing to say
            cache[key] = ""
    return cache[key]
