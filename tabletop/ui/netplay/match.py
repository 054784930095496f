"""What a window at a hosted table draws from: only what the host sent its seat.

The pygame table (`TableScene`) reads a match (`.state`, `.history`, `.version`), asks the game
who acts and what a seat may do, and commits through its `sitting` (a `play.Table`). At a
hosted table these are made from a `RemoteTable` (tabletop/net/remote.py) alone:

- `NetGame`: the real game's rules for drawing and explaining, but `to_act`, `interjectors`
  and `legal_actions` of the position on screen are what the host said (the seat's legal
  actions; nothing for another seat: this window does not know theirs);
- `NetMatch`: the seat's view as `state` (every card it may not see is `HIDDEN`), the log
  lines it was sent as `history` (`NetEntry`: words, lines, whose action), `version`;
- `RemoteSitting`: the table's door, shaped like `play.Table`'s: the seat views it hands out
  are the one the host sent (or less of it); an action of this seat goes to
  `RemoteTable.commit`, stamped with the version on screen; it is played when the host's
  update says so (the listeners then hear of it like a local table's), refused when the host
  says why.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from ...engine.actions import Action
from ...engine.errors import IllegalActionError
from ...engine.game import Game, SeatView, State
from ...engine.history import UndoError
from ...net.remote import RemoteTable
from ...play import Committed, Outcome, Seat
from ...play.table import Change
from ...words import T, msg


@dataclass(frozen=True)
class Sent(Outcome):
    """The action went to the host: not played yet (the host's update or refusal follows)."""

    @property
    def ok(self) -> bool:
        return False


@dataclass(frozen=True)
class NetAction:
    """Whose action a log entry was (the host sends the words, not the action)."""

    seat: int
    verb: str = ""
    #: (the host sends words, not actions: nothing is known to be a pass)
    quiet = False

    def card_ids(self) -> tuple[int, ...]:
        return ()


@dataclass(frozen=True)
class NetLine:
    """One log line under an entry's words (shaped like an engine `Event`)."""

    text: str
    kind: str = ""
    cards: tuple[int, ...] = ()
    seat: int | None = None
    private: int | None = None


@dataclass
class NetEntry:
    """One history entry as the seat was told of it."""

    words: str
    events: list[NetLine]
    action: NetAction
    #: the seat's view before the update that brought this entry
    before: State
    #: the host decides what may be taken back (its consent rules): never refused here
    reveals: bool = False
    shown: frozenset[int] = frozenset()


class NetGame:
    """The game at a hosted table's window (everything not listed here is the real game's)."""

    def __init__(self, game: Game, match: "NetMatch") -> None:
        self._game = game
        self._match = match

    def __getattr__(self, name: str) -> Any:
        return getattr(self._game, name)

    def _on_screen(self, state: State) -> bool:
        return state is self._match.state

    def to_act(self, state: State) -> list[int]:
        """The host's list; when it asks this seat among others (an Austin Powers question to
        several players at once), this seat alone: the others answer at their own computers,
        and this window's table waits for nobody but its player."""
        if self._on_screen(state):
            asked = list(self._match.to_act)
            mine = self._match.seat
            return [mine] if mine is not None and mine in asked else asked
        return list(self._game.to_act(state))

    def interjectors(self, state: State) -> list[int]:
        if self._on_screen(state):
            return list(self._match.may_step_in)
        return list(self._game.interjectors(state))

    def legal_actions(self, state: State, seat: int | None = None) -> list[Action]:
        """The host's list for this seat in the position on screen; nothing else is known."""
        if self._on_screen(state) and seat == self._match.seat:
            return list(self._match.legal)
        return []

    def refusal(self, state: State, action: Action) -> IllegalActionError | None:
        """None for an action the host offered; else the rules' own words on the seat's view
        (which holds everything the seat may know); an action the view cannot judge goes to
        the host, whose refusal is then shown."""
        if self._on_screen(state) and action in self._match.legal:
            return None
        try:
            return self._game.refusal(state, action)
        except Exception:  # noqa: BLE001 - a hidden card the check wanted: the host judges
            return None


class NetMatch:
    """The seat's view and log, shaped like an `engine.history.Match`."""

    undo_policy = "fair"

    def __init__(self, remote: RemoteTable) -> None:
        assert remote.game is not None and remote.view is not None
        self.remote = remote
        self.game = NetGame(remote.game, self)
        self.seat = remote.seat
        self.state: State = remote.view
        self.version = remote.version
        self.legal: list[Action] = []
        self.to_act: list[int] = []
        self.may_step_in: list[int] = []
        self.history: list[NetEntry] = []
        self.take()

    def take(self) -> None:
        """Read what the host sent last (the entries it did not change stay the same objects)."""
        r = self.remote
        before = self.state
        assert r.view is not None
        self.state, self.version = r.view, r.version
        self.legal, self.to_act, self.may_step_in = list(r.legal), list(r.to_act), list(r.may_step_in)
        keep = 0
        while keep < min(len(self.history), len(r.log)) and self.history[keep].words == r.log[keep][0] \
                and self.history[keep].action.seat == _seat_of(r, keep):
            keep += 1
        del self.history[keep:]
        for i in range(keep, len(r.log)):
            lines = r.log[i]
            self.history.append(NetEntry(lines[0] if lines else "", [NetLine(t) for t in lines[1:]],
                                         NetAction(_seat_of(r, i)), before))

    @property
    def over(self) -> bool:
        return self.state.result is not None

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        return list(self.legal) if seat in (None, self.seat) else []

    def can_redo(self) -> bool:
        return False

    def actions(self) -> list[Action]:
        return []


def _seat_of(remote: RemoteTable, index: int) -> int:
    seats = remote.log_seats
    return seats[index] if index < len(seats) and seats[index] >= 0 else -1


@dataclass
class RemoteSitting:
    """The door of a hosted table's window: shaped like `play.Table`, committing to the host."""

    remote: RemoteTable
    match: NetMatch
    seats: list[Seat]
    counts: dict[str, int] = field(default_factory=dict)
    #: the version an action was sent on (one action per position until the host answers)
    sent_at: int = -1
    _listeners: list[Callable[[Committed], None]] = field(default_factory=list)

    # ---- what this seat may see and do (as `play.Table`'s door hands it out) --------------
    @property
    def game(self):
        return self.match.game

    @property
    def version(self) -> int:
        return self.match.version

    @property
    def history(self) -> list[NetEntry]:
        return self.match.history

    @property
    def names(self) -> list[str]:
        return self.match.state.names

    @property
    def result(self):
        return self.match.state.result

    @property
    def undo_policy(self) -> str:
        return self.match.undo_policy

    def view(self, seat: int | None) -> SeatView:
        """The view the host sent (it holds nothing this seat may not see), or less of it."""
        state = self.match.state
        if seat == self.match.seat or self.match.seat is None:
            return SeatView(state)
        return self.match.game._game.view(state, seat)

    def view_at(self, index: int, seat: int | None) -> SeatView:
        history = self.match.history
        if 0 <= index < len(history):
            return SeatView(history[index].before)
        return self.view(seat)

    def to_act(self) -> list[int]:
        return [] if self.match.over else self.match.game.to_act(self.match.state)

    def interjectors(self) -> list[int]:
        return [] if self.match.over else self.match.game.interjectors(self.match.state)

    def legal(self, seat: int) -> list[Action]:
        return self.match.legal_actions(seat)

    def drops_of(self, action: Action) -> list[tuple[str, str]]:
        """This window shows no other seat's move as a drag (the host sends what changed)."""
        return []

    def why_not(self, action: Action) -> IllegalActionError | None:
        return self.match.game.refusal(self.match.state, action)

    def can_redo(self) -> bool:
        return False

    def listen(self, listener: Callable[[Committed], None]) -> Callable[[], None]:
        self._listeners.append(listener)

        def stop() -> None:
            if listener in self._listeners:
                self._listeners.remove(listener)
        return stop

    def commit(self, action: Action | str, *, source: str = "here", seat: int | None = None,
               version: int | None = None) -> Outcome:
        match = self.match
        game = match.game
        if isinstance(action, str):
            action = game._game.parse(None, action)
        assert isinstance(action, Action)
        mine = match.seat
        if mine is None or action.seat != mine:
            why = T("This window plays for a spectator only.") if mine is None else \
                msg("This window plays for P{n} only.", n=mine + 1)
            return Outcome(action, IllegalActionError(game.rule_turn, why))
        if version is not None and version != match.version:
            return Outcome(action, stale=True)
        if self.sent_at == match.version:
            return Sent(action)  # the host has not answered the last one yet
        if not self.remote.commit(action):
            return Outcome(action, IllegalActionError("", T("The host cannot be reached now; the action was not sent.")))
        self.sent_at = match.version
        self.counts[source] = self.counts.get(source, 0) + 1
        return Sent(action)

    def refused(self) -> None:
        """The host refused the last action: another may be sent on this position."""
        self.sent_at = -1

    def take(self) -> None:
        """The host sent a new position: read it, tell the listeners."""
        old = self.match.version
        n = len(self.match.history)
        self.match.take()
        if self.match.version != old:
            self.sent_at = -1
        history = self.match.history
        mine = any(e.action.seat == self.match.seat for e in history[n:])
        kind: Change = "undo" if len(history) < n else "play"
        note = Committed(kind, None, "here" if mine else "remote", self.match.version,
                         history[-1] if history else None)  # type: ignore[arg-type]
        for listener in list(self._listeners):
            listener(note)

    def undo(self, source: str = "here", seats=None):
        raise UndoError(T("At a hosted table, Undo asks the other players (the host takes back)."))

    def redo(self, source: str = "here"):
        raise UndoError(T("Redo is not used at a hosted table."))
