"""Answers in order of arrival at the table (the copies of an Austin Powers gesture, AP-7.6):
the computer players' reaction times on the table's clock, and the stamp of every answer.

Where the players do not share the mouse, a question whose answers count by their order of
arrival (an action with a field ``together``, tabletop/ai/reaction.py) is a race on the
table's clock (`ComputerPlayers.clock`): each computer player asked answers once its own
reaction time (drawn from its level and seed) has passed since the question opened, and the
human answers by clicking. Every answer, theirs and the human's (`arrived`, which the table
calls before it commits the human's action), is stamped ``together`` when it came within
`TIE_SECONDS` of the one before it; computer players due before the human's click answer
first. At one shared mouse (hot-seat) nobody races: the table asks in seat order (seats.py)
and nothing is timed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...ai.reaction import Race, arrival_answers, by_arrival
from ...engine.actions import Action
from ...words import msg

if TYPE_CHECKING:
    from .bots import ComputerPlayers


class TableRace(Race):
    """The race of the question asked now at the table, if it is one."""

    def __init__(self, players: ComputerPlayers) -> None:
        super().__init__()
        self.players = players

    def on(self) -> bool:
        """Whether the seats asked now race (never at one shared mouse, nor under an overlay)."""
        p = self.players
        door = p.door
        asked = door.to_act()
        racing = not (p.shown.readonly or door.result is not None or p.at_mouse.humans() > 1
                      or not p.acts.topmost()) and bool(asked) and arrival_answers(door.legal(asked[0]))
        return self.watch(racing, len(door.history), p.clock)

    def _due(self) -> list[tuple[float, int]]:
        """(when, seat) of every computer player still to answer, quickest first."""
        p = self.players
        return sorted((self.due_at(s, p.bots[s]), s) for s in p.door.to_act() if s in p.bots)

    def due(self) -> float | None:
        """Seconds until the next computer player answers (None: no race, or no computer
        player left to answer it)."""
        if not self.on():
            return None
        due = self._due()
        return max(0.0, due[0][0] - self.players.clock) if due else None

    def step(self, until: float | None = None) -> bool:
        """Let every computer player whose reaction time has passed (by `until`, else now)
        answer, quickest first; whether a race is on."""
        p = self.players
        door = p.door
        now = p.clock if until is None else until
        while self.on():
            due = self._due()
            if not due or due[0][0] > now:
                return True
            at, seat = due[0]
            legal = door.legal(seat)
            bot = p.bots[seat]
            if len(legal) == 1:
                action = legal[0]
            else:  # (optional copies: copy or not; the heuristic answers at once)
                view = door.view(seat) if bot.needs_view else None
                action = bot.choose(door.game, view, legal)
            outcome = door.commit(self.stamp(action, at), source="computer", seat=seat)
            if not outcome.ok:
                p.fail(seat, msg("it chose an action the rules refuse ({why})", why=outcome.refusal))
                return True
        return False

    def arrived(self, action: Action) -> Action:
        """A human's `action` as it arrives now: the computer players quicker than the human
        answer first; then it is stamped ``together`` if it came within TIE_SECONDS of the
        answer before it."""
        if not by_arrival(action) or not self.on():
            return action
        self.step(until=self.players.clock)
        return self.stamp(action, self.players.clock) if self.on() else action
