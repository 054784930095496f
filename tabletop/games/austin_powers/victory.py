"""Winning at 100 points (AP-10), checked every time a score pile changes.

Several players can reach 100 at the same moment (a winner and a helper after the same
showdown): the highest score wins; if equal, the turn player, otherwise the first of them in
seat order after the turn player (AP-10.2).
"""

from __future__ import annotations

from ...engine.game import Event, Result
from .cards import SIDES
from .state import WINNING_SCORE, APState, score


def check(g, s: APState, events: list[Event] | None) -> None:
    if s.result is not None:
        return
    points = [score(g.by_key, s, p) for p in range(s.seats)]
    reached = [p for p in range(s.seats) if points[p] >= WINNING_SCORE]
    if not reached:
        return
    n = s.seats
    order = {(s.turn_player + i) % n: i for i in range(n)}
    winner = min(reached, key=lambda p: (-points[p], order[p]))
    side = SIDES[s.sides[winner]]
    detail = f"{s.names[winner]} wins with {side.score_text(points[winner])}."
    if len(reached) > 1:
        rest = ", ".join(f"{s.names[p]} {points[p]}" for p in reached if p != winner)
        detail += f" ({rest} reached 100 at the same moment.)"
    s.result = Result((winner,), "points", detail)
    if events is not None:
        events.append(Event("winner", detail, (), winner))
