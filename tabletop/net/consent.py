"""Undo with consent: a player asks to take back their own last actions, the others say yes or no.

The request covers only the asker's own last actions (the last `count` entries of the history
must all be theirs), never one that showed the asker a card it could not see before (a draw,
a card of another hand played: `Entry.shown`), and it is void as soon as the game goes on. Every other player
present is asked; the host's computer players (and stand-ins) agree. The answer comes within
`WAIT` seconds or the request lapses.
"""

from __future__ import annotations

import itertools
import time
from dataclasses import dataclass, field

from ..engine.history import Match, UndoError
from ..words import T, msg

#: seconds the others have to answer
WAIT = 30.0

_ids = itertools.count(1)


@dataclass
class UndoAsk:
    by: int
    count: int
    version: int
    waiting: set[int]
    ask: int = field(default_factory=lambda: next(_ids))
    until: float = field(default_factory=lambda: time.monotonic() + WAIT)


def undo_problem(match: Match, seat: int, count: int) -> str:
    """Why `seat` may not ask to take back its last `count` actions ("" if it may)."""
    history = match.history
    if match.over:
        return T("The game is over.")
    if count > len(history):
        return msg("There are only {n} actions to take back.", n=len(history)) if history else T("Nothing to undo.")
    name = match.state.names[seat]
    for e in history[len(history) - count:]:
        if e.action.seat != seat:
            return msg("{name} may take back only their own last actions: '{action}' is not theirs.", name=name,
                       action=e.words)
        if seat in e.shown:
            return msg("'{action}' showed hidden cards, so it cannot be taken back.", action=e.words)
    return ""


class Consent:
    """The undo asks of one host: at most one at a time. `host` is the `Host` it serves
    (its table, places, connections and transport)."""

    def __init__(self, host) -> None:
        self.host = host
        self.ask: UndoAsk | None = None

    def request(self, conn, count: int) -> None:
        host = self.host
        if host.table is None or conn.seat is None:
            return host.refuse(conn, T("only a player of a started game may ask to undo"), "undo")
        if self.ask is not None:
            return host.refuse(conn, T("an undo is being asked already"), "undo")
        match = host.table.match
        problem = undo_problem(match, conn.seat, count)
        if problem:
            return host.server.send(conn.cid, {"type": "undo-result", "ask": 0, "done": False, "reason": problem})
        waiting = {i for i, p in enumerate(host.places)
                   if i != conn.seat and p.remote and p.cid is not None and not p.standin}
        ask = self.ask = UndoAsk(conn.seat, count, match.version, waiting)
        words = [e.words for e in match.history[len(match.history) - count:]]
        for i in waiting:
            host.server.send(host.places[i].cid, {"type": "undo-ask", "ask": ask.ask, "by": conn.seat,
                                                  "name": host.places[conn.seat].seat.name, "actions": words})
        self._maybe()

    def answer(self, conn, m: dict) -> None:
        ask, host = self.ask, self.host
        if ask is None or m["ask"] != ask.ask or conn.seat not in ask.waiting:
            return host.refuse(conn, T("there is no undo asking you"), "consent")
        if not m["yes"]:
            return self.lapse(msg("{name} said no", name=host.places[conn.seat].seat.name), by=conn.seat)
        ask.waiting.discard(conn.seat)
        self._maybe()

    def _maybe(self) -> None:
        ask, host = self.ask, self.host
        if ask is None or ask.waiting:
            return
        match = host.table.match
        if match.version != ask.version:
            return self.lapse(T("the game went on"))
        problem = undo_problem(match, ask.by, ask.count)
        done, reason = not problem, problem
        self.ask = None
        if done:
            try:
                for _ in range(ask.count):
                    host.table.undo(source="remote", seats=(ask.by,))
            except UndoError as err:
                done, reason = False, str(err)
        host.tell_all({"type": "undo-result", "ask": ask.ask, "done": done, "reason": reason})

    def lapse(self, reason: str, by: int | None = None) -> None:
        """The ask ends untaken, for `reason`; `by`: the seat that said no (its window says
        "You said no" in its own words)."""
        ask, self.ask = self.ask, None
        if ask is not None:
            out: dict = {"type": "undo-result", "ask": ask.ask, "done": False, "reason": reason}
            if by is not None:
                out["by"] = by
            self.host.tell_all(out)

    def tick(self, now: float) -> None:
        if self.ask is not None and now > self.ask.until:
            self.lapse(T("nobody answered in time"))
