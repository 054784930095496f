"""The one door: every action committed to a match goes through `Table.commit`.

Whoever makes an action (a drop on the window, a key, a computer player, a lesson's run, the
table giving the only answer a seat has, a remote seat of the network host) hands it here
with its *source*. The table checks it with the engine's own pipeline (`Match.play`), records
it, and tells every listener what happened (`Committed`); a refusal comes back as an
`Outcome` carrying the engine's error (rule id and sentence) and changes nothing.

Two checks belong to the door, not to the rules:

- **the seat**: a caller that speaks for one seat (a remote connection, a seat's computer
  player) passes `seat=`; an action of another seat is refused, so the seat comes from who
  is asking, never from the message;
- **the version**: a caller that worked the action out on an older position (a computer
  player's answer that arrives after an undo; a client's action stamped with the
  `Match.version` it saw) passes `version=`; if the match has moved since, the action is
  not played and the outcome says `stale` (nothing wrong with the action: the position
  changed under it).

Listeners are called in the order they were added, after the match changed, and never
re-entered: an action committed by a listener (the table giving a forced answer while it
redraws) is told to every listener once the current round of calls ends.

**Views by construction.** Whatever draws or decides for a seat (the pygame table, its
adapters and rooms) reads the match through the door too, and the door hands out seat views
only: `view(seat)` (a `SeatView`: every card the seat may not see is `HIDDEN`; None: what
every seat may see), `legal(seat)`, `to_act()`, `interjectors()`, `why_not(action)` (the
refusal in words the acting seat may read), the history's entries and the public facts
(`names`, `result`, `version`). The whole state stays behind the door (`match`), for the
engine, saving and the network host. A window at a hosted table has the same door, made from
what the host sent (tabletop/ui/netplay/match.py).

>>> from tabletop.games.registry import entry
>>> game = entry("afterworld").load()
>>> match = Match(game, game.default_setup(seed=1))
>>> table = Table(match, [Seat("Ann"), Seat("Computer", "computer", "greedy")])
>>> heard = []
>>> _ = table.listen(heard.append)
>>> action = match.legal_actions()[0]
>>> table.commit(action, source="here").ok, heard[-1].kind, heard[-1].source
(True, 'play', 'here')
>>> old = match.version - 1
>>> table.commit(match.legal_actions()[0], version=old).stale
True
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import Callable, Iterable, Literal

from ..engine.actions import Action
from ..engine.errors import IllegalActionError, InvalidNotationError
from ..engine.game import Event, Game, Result, SeatView
from ..engine.entry import Entry
from ..engine.history import Match
from .seats import Seat

#: who made an action: a person at this mouse, a computer player, the table giving the only
#: answer a seat has, a lesson or scenario's own run, a remote seat, a loaded or replayed game
Source = Literal["here", "computer", "given", "lesson", "remote", "load"]
Change = Literal["play", "undo", "redo", "reset"]


@dataclass(frozen=True)
class Outcome:
    """What became of an action handed to `Table.commit`."""

    #: the action as parsed (None when the text was not an action at all)
    action: Action | None
    #: the engine's refusal (rule id and sentence), when the action was refused
    refusal: IllegalActionError | None = None
    #: the position changed since the action was worked out: it was not played
    stale: bool = False
    events: tuple[Event, ...] = ()

    @property
    def ok(self) -> bool:
        return self.refusal is None and not self.stale and self.action is not None


@dataclass(frozen=True)
class Committed:
    """What a listener hears: the match changed."""

    kind: Change
    #: the action played, undone or redone (None for a reset)
    action: Action | None
    source: str
    #: the match's version after the change
    version: int
    #: the history entry played or redone (for an undo: the entry taken back)
    entry: Entry | None = None
    events: tuple[Event, ...] = field(default=())


Listener = Callable[[Committed], None]


class Table:
    """A match and who sits at it; the only code that commits actions to the match."""

    def __init__(self, match: Match, seats: list[Seat]) -> None:
        if len(seats) != match.state.seats:
            raise ValueError(f"{len(seats)} seats for a game of {match.state.seats}")
        self.match = match
        self.seats = seats
        self._listeners: list[Listener] = []
        self._queue: deque[Committed] = deque()
        self._telling = False
        #: how many actions each source committed (benchmarks and tests read it)
        self.counts: dict[str, int] = {}

    # ---- what a seat may see and do -----------------------------------------------------
    @property
    def game(self) -> Game:
        return self.match.game

    @property
    def version(self) -> int:
        return self.match.version

    @property
    def history(self) -> list[Entry]:
        """The entries played: their words and events (a private event names its one reader)."""
        return self.match.history

    @property
    def names(self) -> list[str]:
        return self.match.state.names

    @property
    def result(self) -> Result | None:
        return self.match.state.result

    @property
    def undo_policy(self) -> str:
        return self.match.undo_policy

    def view(self, seat: int | None) -> SeatView:
        """The position as `seat` may see it (None: as every seat may): a copy, made anew."""
        return self.match.game.view(self.match.state, seat)

    def view_at(self, index: int, seat: int | None) -> SeatView:
        """The position after the first `index` actions, as `seat` may see it."""
        return self.match.game.view(self.match.position(index), seat)

    def to_act(self) -> list[int]:
        """The seats the game waits for (public)."""
        return [] if self.match.over else self.match.to_act()

    def interjectors(self) -> list[int]:
        """The seats that may step in now (public)."""
        return [] if self.match.over else self.match.game.interjectors(self.match.state)

    def legal(self, seat: int) -> list[Action]:
        """`seat`'s own legal actions now."""
        return self.match.legal_actions(seat)

    def drops_of(self, action: Action) -> list[tuple[str, str]]:
        """The drags (piece, place) that do `action`, as the engine works them out from the
        acting seat's own view (a computer player's move is shown as such a drag)."""
        return list(self.match.game.drops_of(self.view(action.seat), action.seat, action))

    def why_not(self, action: Action) -> IllegalActionError | None:
        """Why `action` would be refused now, in words its seat may read (None: it is legal)."""
        return self.match.game.refusal(self.match.state, action)

    def can_redo(self) -> bool:
        return self.match.can_redo()

    # ---- listening --------------------------------------------------------------------
    def listen(self, listener: Listener) -> Callable[[], None]:
        """Call `listener` after every change of the match; returns the way to stop."""
        self._listeners.append(listener)

        def stop() -> None:
            if listener in self._listeners:
                self._listeners.remove(listener)
        return stop

    def _tell(self, note: Committed) -> None:
        self._queue.append(note)
        if self._telling:
            return  # told once the current round of calls ends
        self._telling = True
        try:
            while self._queue:
                first = self._queue.popleft()
                for listener in list(self._listeners):
                    listener(first)
        finally:
            self._telling = False
            self._queue.clear()

    # ---- the door ---------------------------------------------------------------------
    def commit(self, action: Action | str, *, source: str = "here", seat: int | None = None,
               version: int | None = None) -> Outcome:
        """Check `action` (or its notation) and play it; tell the listeners. A refusal, an
        action of another seat than `seat`, or one worked out on another `version` of the
        position changes nothing and says so in the outcome."""
        match = self.match
        if version is not None and version != match.version:
            return Outcome(action if isinstance(action, Action) else None, stale=True)
        game = match.game
        if isinstance(action, str):
            try:
                action = game.parse(match.state, action)
            except InvalidNotationError as err:
                return Outcome(None, IllegalActionError(game.rule_turn, str(err)))
        if seat is not None and action.seat != seat:
            name = match.state.names[seat] if 0 <= seat < match.state.seats else f"P{seat + 1}"
            return Outcome(action, IllegalActionError(
                game.rule_turn, f"{name} plays for P{seat + 1} only, not for P{action.seat + 1}."))
        try:
            entry = match.play(action)
        except IllegalActionError as err:
            return Outcome(action, err)
        self.counts[source] = self.counts.get(source, 0) + 1
        events = tuple(entry.events)
        self._tell(Committed("play", action, source, match.version, entry, events))
        return Outcome(action, events=events)

    def undo(self, source: str = "here", seats: Iterable[int] | None = None) -> Entry:
        """Take back the last action (raises UndoError when it may not be: for the fair policy,
        when it showed one of `seats`, None: any seat, a card it could not see before)."""
        entry = self.match.undo(seats)
        self._tell(Committed("undo", entry.action, source, self.match.version, entry))
        return entry

    def redo(self, source: str = "here") -> Entry:
        """Play again the action taken back last (raises UndoError or IllegalActionError)."""
        entry = self.match.redo()
        self._tell(Committed("redo", entry.action, source, self.match.version, entry, tuple(entry.events)))
        return entry

    def seek(self, index: int, source: str = "load") -> None:
        """Move the match to the position after its first `index` actions (a replay's step)."""
        self.match.seek(index)
        self.reset(source)

    def adopt(self, start: Match, source: str = "load") -> bool:
        """The match takes over the history of `start`, the same game checked from its
        beginning (`Match.adopt`); False, and nothing changed, when it does not lead here."""
        if not self.match.adopt(start):
            return False
        self.reset(source)
        return True

    def reset(self, source: str = "load") -> None:
        """The match was moved or replaced by one of the other changes (a load, a replay's
        step, a checked history taken over): tell the listeners."""
        self._tell(Committed("reset", None, source, self.match.version))

    def replace(self, match: Match, source: str = "load") -> None:
        """Another match at this table (a loaded game)."""
        if match.state.seats != len(self.seats):
            raise ValueError(f"{len(self.seats)} seats for a game of {match.state.seats}")
        self.match = match
        self.reset(source)
