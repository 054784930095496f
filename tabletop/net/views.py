"""What one seat is sent: its own view, its legal actions, the log lines it may read, and what
changed since the client's last update.

Everything a seat is sent is a function of the match and the seat alone, never of the time or
of the connection: two matches that differ only in cards a seat cannot see give that seat the
same bytes (tests/net/test_hidden.py checks it through the network).

- `public_view`: for a spectator, a card shown only if every seat's view shows it;
- `legal_texts`: the seat's legal actions in notation, when the game waits for it or it may
  step in; else nothing;
- `log_lines`: an entry's words and the lines of its events, less the private lines of the
  other seats (a card going into a hidden place is named to its owner only);
- `Position`: one position's views, made once per seat however many connections watch it
  (`SeatData` keeps each seat's last view, so only what changed is made again);
- `Sent` and `update`: what a connection holds, and its next update: the whole view
  (`view`) the first time, after `sync` and after `stale`; otherwise the changes since the
  version it holds (`base`, `changes`), the fields that changed, and always the `hash` of
  the view the update leads to (tabletop/net/changes.py).
"""

from __future__ import annotations

from typing import Any

from ..engine.game import HIDDEN, Game, State
from ..engine.history import Entry, Match
from .changes import SeatData, diff


def public_view(game: Game, state: State, views: dict | None = None) -> State:
    """What every seat may see: the first seat's view less what any other seat cannot see.
    `views`: the seats' views made already (seat -> view), not made again."""
    v = game.view(state, 0)
    for seat in range(1, state.seats):
        made = views.get(seat) if views is not None else None
        other = made if made is not None else game.view(state, seat)
        for c, key in other.cards.items():
            if key == HIDDEN:
                v.cards[c] = HIDDEN
    return v


def legal_texts(game: Game, state: State, seat: int | None) -> list[str]:
    if seat is None or state.result is not None:
        return []
    if seat not in game.to_act(state) and seat not in game.interjectors(state):
        return []
    return [game.format(a) for a in game.legal_actions(state, seat)]


def log_lines(entry: Entry, seat: int | None) -> list[str]:
    """The lines of one history entry that `seat` may read (None: a spectator)."""
    lines = [entry.words]
    for ev in entry.events:
        if ev.text and ev.text != entry.words and (ev.private is None or ev.private == seat):
            lines.append(ev.text)
    return lines


def result_data(state: State) -> dict | None:
    r = state.result
    if r is None:
        return None
    return {"winners": list(r.winners), "reason": r.reason, "detail": r.detail}


class Position:
    """The match as it is now, as each seat is sent it (made on first asking, once)."""

    def __init__(self, match: Match, statuses: list[dict], memory: dict) -> None:
        self.match = match
        self.game, self.state = match.game, match.state
        self.version = match.version
        self.statuses = statuses
        #: seat (None: spectators) -> the SeatData of the last position made for it
        self.memory = memory
        self._views: dict = {}
        self._made: dict[Any, SeatData] = {}
        self._legal: dict[Any, list[str]] = {}
        over = self.state.result is not None
        self.to_act = [] if over else list(self.game.to_act(self.state))
        self.may_step_in = [] if over else list(self.game.interjectors(self.state))
        self.result = result_data(self.state)

    def _view(self, seat: int) -> State:
        v = self._views.get(seat)
        if v is None:
            v = self._views[seat] = self.game.view(self.state, seat)
        return v

    def data(self, seat: int | None) -> SeatData:
        made = self._made.get(seat)
        if made is None:
            view = public_view(self.game, self.state, {s: self._view(s) for s in range(1, self.state.seats)}) \
                if seat is None else self._view(seat)
            last = self.memory.get(seat) or SeatData()
            made = self._made[seat] = self.memory[seat] = last.take(view, tuple(self._made.values()))
        return made

    def legal(self, seat: int | None) -> list[str]:
        texts = self._legal.get(seat)
        if texts is None:
            if seat is None or (seat not in self.to_act and seat not in self.may_step_in):
                texts = []
            else:
                texts = [self.game.format(a) for a in self.game.legal_actions(self.state, seat)]
            self._legal[seat] = texts
        return texts


class Sent:
    """What one connection was sent last (to send it only what changed)."""

    __slots__ = ("version", "data", "legal", "to_act", "may_step_in", "seats", "result", "history", "count")

    def __init__(self) -> None:
        self.version: int | None = None  # None: nothing yet, the next update is whole
        self.data: Any = None
        self.legal: list[str] | None = None
        self.to_act: list[int] | None = None
        self.may_step_in: list[int] | None = None
        self.seats: list[dict] | None = None
        self.result: Any = None
        #: how many history entries it was sent, and the last `TAIL` of them (to find where an
        #: undo took the log back to)
        self.count = 0
        self.history: list = []


#: history entries a connection remembers: an undo deeper than this sends the whole log again
TAIL = 64


def update(pos: Position, seat: int | None, sent: Sent, whole: bool = False) -> dict | None:
    """The update a connection of `seat` that holds `sent` is sent now (None: nothing changed
    for it); `sent` then holds it. `whole`: the whole view (a join, `sync`, `stale`)."""
    made = pos.data(seat)
    history = pos.match.history
    keep = min(sent.count, len(history))
    start = sent.count - len(sent.history)  # the index of the first entry remembered
    while keep > start and sent.history[keep - 1 - start] is not history[keep - 1]:
        keep -= 1
    if keep <= start and start > 0:
        keep = 0  # (taken back further than remembered: the whole log)
    whole = whole or sent.version is None or sent.data is None
    if whole:
        keep = 0
    legal = pos.legal(seat)
    m: dict = {"type": "update", "version": pos.version, "seat": seat, "hash": made.hash}
    if whole:
        m.update(view=made.data, legal=legal, to_act=pos.to_act, may_step_in=pos.may_step_in,
                 seats=pos.statuses, result=pos.result)
    else:
        if sent.version == pos.version and sent.data is made.data and keep == len(history) == sent.count \
                and sent.legal == legal and sent.seats == pos.statuses and sent.result == pos.result:
            return None
        m["base"] = sent.version
        m["changes"] = diff(sent.data, made.data)
        for key, now, before in (("legal", legal, sent.legal), ("to_act", pos.to_act, sent.to_act),
                                 ("may_step_in", pos.may_step_in, sent.may_step_in),
                                 ("seats", pos.statuses, sent.seats), ("result", pos.result, sent.result)):
            if now != before:
                m[key] = now
    m["log_from"] = keep
    m["log"] = [log_lines(e, seat) for e in history[keep:]]
    m["log_seats"] = [e.action.seat for e in history[keep:]]
    sent.version, sent.data, sent.legal = pos.version, made.data, legal
    sent.to_act, sent.may_step_in, sent.seats, sent.result = pos.to_act, pos.may_step_in, pos.statuses, pos.result
    sent.count = len(history)
    sent.history = history[-TAIL:]
    return m


def whole_update(match: Match, seat: int | None, statuses: list[dict]) -> dict:
    """The whole update of `seat` at `match`'s position (tests and tools compare with it)."""
    m = update(Position(match, statuses, {}), seat, Sent(), whole=True)
    assert m is not None
    return m
