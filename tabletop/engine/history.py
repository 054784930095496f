"""A game in progress: its setup, its state, the actions so far, undo and redo.

`Match` is what the table, the command line, lessons and saves hold.

Undo by sparse checkpoints, not a copy per action. A game is its seed plus its actions and
`Game.apply` is deterministic, so any earlier position can be rebuilt by replaying actions
forward from an earlier one. The match keeps a compact snapshot (the pickled state, a few KB)
of the position after every `CHECKPOINT_EVERY` actions, and nothing else per action but the
history entry itself (the action, its notation, its words, its events and one flag). Undo
rebuilds the position before the last action from the nearest checkpoint at or below it and
replays at most `CHECKPOINT_EVERY - 1` actions, unchecked (they were checked when first
played): its cost does not grow with the game, and neither does the memory per action
(python-chess keeps a small board snapshot per move; card effects are too varied to invert
reliably, so we replay instead of inverting). `Entry.before` rebuilds its position on demand
the same way. Checkpoints past the current position are dropped when actions are undone.
A match that someone follows (a table: see below) takes its checkpoints as it plays; one that
nobody follows (a simulation) takes them the first time a position is asked for.

Undo policy: with ``undo="all"`` every action can be undone (rules tests, teachers); with
``undo="fair"`` an action that showed a seat a card it could not see before (drawn, played out
of a hidden hand, turned face up) or moved the generator cannot be undone for that seat, so
nobody can peek and take it back: `Entry.shown`, worked out from each seat's view
(tabletop/engine/hiding.py) when an undo is first asked about. `Entry.reveals` (a draw, a
shuffle: `Game.reveal_mark` and `Game.reveals_since`) is the log's flag.

**The one door.** `Match.play` is the only way a match changes by an action: it checks the
action with the engine's whole pipeline (`Game.refusal`) and applies it, whoever asks (the
table's `Table.commit`, a simulation, a scenario, a save being loaded, a replay). The other
changes are methods too: `undo`, `redo`, `seek` (a replay moving to another position of the
game) and `adopt` (a save checked in the background handing over its history). Nothing
outside the engine sets a match's insides (tests/test_door_paths.py reads every module).

Its entries: tabletop/engine/entry.py (what each costs, and when its words are written).

>>> # see tests/test_engine_core.py for runnable examples with a toy game
"""

from __future__ import annotations

import pickle
import weakref
from bisect import bisect_right
from typing import Iterable

from . import hiding
from .actions import Action
from .errors import TabletopError
from .game import Event, Game, Setup, State
from .serial import from_data, to_data
from .message import msg
from .entry import Entry

#: a checkpoint (the pickled state) is kept after every this many actions
CHECKPOINT_EVERY = 64


class UndoError(TabletopError):
    """Nothing to undo or redo, or the undo would take back hidden information."""


class Match:
    """A game being played: `state`, the history of actions, undo and redo."""

    def __init__(self, game: Game, setup: Setup, state: State | None = None, undo: str = "all",
                 log: str = "auto") -> None:
        if log not in ("auto", "now"):
            raise ValueError(f"log must be 'auto' or 'now', not {log!r}")
        self.game = game
        self._me = weakref.ref(self)  # what entries hold: a finished match is freed at once
        self._others: list[Match] = []  # matches whose entries a history set from outside holds
        #: write each entry's words and reveal flag as it is played (else: when first read)
        self.log_now = log == "now"
        self.setup = setup
        self._history: list[Entry] = []
        self._state = state if state is not None else game.new_state(setup)
        self._version = 0
        #: (actions played, pickled state) in increasing order; the first is the start
        self._marks: list[int] = [0]
        #: (a match that starts from its setup needs no picture of its start: `new_state` makes
        #: it again, so a simulation pickles nothing at all)
        self._snaps: list[bytes | None] = [None if state is None else _snap(self._state)]
        self.redo_stack: list[Action] = []
        self.undo_policy = undo
        self._sight = hiding.Sight()  # what each seat saw at the positions undo asked about

    # ---- the position ------------------------------------------------------------------
    @property
    def state(self) -> State:
        """The position now. Read it; change it only through the match's methods (the door)."""
        return self._state

    @property
    def version(self) -> int:
        """A number that changes whenever the position does (a play, an undo, a redo, a seek):
        an answer worked out for one version is stale in any other, even where the history has
        the same length (an undo, then another action)."""
        return self._version

    @property
    def history(self) -> list[Entry]:
        return self._history

    def _rebase(self) -> None:
        """The history was taken from another match (`adopt`): the current state is the
        checkpoint at the current length; earlier positions come from each entry's own match."""
        self._marks = [len(self._history)]
        self._snaps = [_snap(self._state)]
        self._sight.clear()

    # ---- playing --------------------------------------------------------------------
    def legal_actions(self, seat: int | None = None) -> list[Action]:
        return self.game.legal_actions(self._state, seat)

    def to_act(self) -> list[int]:
        return self.game.to_act(self._state)

    @property
    def over(self) -> bool:
        return self._state.result is not None

    def play(self, action: Action | str) -> Entry:
        """The door: check an action (or its notation) with the whole pipeline and play it;
        returns its history entry. Raises IllegalActionError (or InvalidNotationError for
        notation that does not read), leaving the match untouched."""
        game = self.game
        state = self._state
        if type(action) is str:
            action = game.parse(state, action)
        err = game.refusal(state, action)  # type: ignore[arg-type]  # (parsed just above)
        if err is not None:
            raise err
        history = self._history
        n = len(history)
        if self.log_now:
            events: list[Event] = []
            mark = game.reveal_mark(state)
            words = game.describe(state, action)  # type: ignore[arg-type]
            game.apply(state, action, events)  # type: ignore[arg-type]
            entry = Entry(action, events, self._me, game, n)  # type: ignore[arg-type]
            entry._words = words
            entry._reveals = game.reveals_since(mark, action, state)  # type: ignore[arg-type]
            if n + 1 - self._marks[-1] >= CHECKPOINT_EVERY:  # (taken when needed if nobody follows)
                self._marks.append(n + 1)
                self._snaps.append(_snap(state))
        else:  # nobody reads the log as it goes: its events and words are written if asked
            game.apply(state, action, None)  # type: ignore[arg-type]
            entry = Entry(action, None, self._me, game, n)  # type: ignore[arg-type]
        self._version += 1
        history.append(entry)
        if self.redo_stack:
            self.redo_stack.clear()
        return entry

    # ---- the log, written late ------------------------------------------------------
    def _write_log(self, entry: Entry) -> None:
        """Write the words and reveal flag of `entry` and of the other entries of its stretch
        between two checkpoints, replaying the stretch once. Reading the newest entry means
        someone follows the log as the game goes (a table): from then on it is written as
        the actions are played (`log_now`)."""
        history = self._history
        i = entry._index
        if not (i < len(history) and history[i] is entry):
            raise RuntimeError("an entry left its match without its log written")  # see undo
        self._catch_up(len(history))  # (its stretch ends at the next checkpoint)
        k = bisect_right(self._marks, i) - 1
        start = self._marks[k]
        stop = self._marks[k + 1] if k + 1 < len(self._marks) else len(history)
        state = self._checkpoint(k)
        game = self.game
        for e in history[start:stop]:
            if e._unwritten:
                self._write_one(e, state)
            else:
                game.apply(state, e.action, None)
        if stop == len(history):
            self.log_now = True

    def _write_one(self, e: Entry, before: State) -> None:
        """Events, words and reveal flag of `e`, from its position `before` (played on to the
        position after it)."""
        game = self.game
        words = game.describe(before, e.action)
        mark = game.reveal_mark(before)
        events: list[Event] | None = [] if e._events is None else None
        game.apply(before, e.action, events)
        e._words = words
        e._reveals = game.reveals_since(mark, e.action, before)
        if events is not None:
            e._events = events

    def _write_logs(self) -> None:
        """Write every entry of this match whose log is not written yet."""
        own = [e for e in self._history if e._owner is self._me and e._unwritten]
        while own:
            self._write_log(own[0])
            own = [e for e in own if e._unwritten]

    def _checkpoint(self, k: int) -> State:
        """A fresh copy of the position at checkpoint `k`."""
        snap = self._snaps[k]
        if snap is None:  # the start of a match made from its setup
            return self.game.new_state(self.setup)
        return pickle.loads(snap)

    def _catch_up(self, index: int) -> None:
        """Take the checkpoints missing below `index`: a match nobody follows (a simulation)
        takes none as it plays, and pays for them the first time a position is asked for."""
        marks, snaps = self._marks, self._snaps
        if index - marks[-1] < CHECKPOINT_EVERY:
            return
        state = self._checkpoint(len(snaps) - 1)
        apply = self.game.apply
        at = marks[-1]
        while index - at >= CHECKPOINT_EVERY:
            for e in self._history[at:at + CHECKPOINT_EVERY]:
                apply(state, e.action, None)
            at += CHECKPOINT_EVERY
            marks.append(at)
            snaps.append(_snap(state))

    # ---- positions ------------------------------------------------------------------
    def position(self, index: int) -> State:
        """A fresh copy of the position after the first `index` actions of the history."""
        history = self._history
        if not 0 <= index <= len(history):
            raise IndexError(f"no position {index} in a history of {len(history)} actions")
        if index < len(history) and history[index]._owner is not self._me:
            return history[index]._match.position(history[index]._index)
        self._catch_up(index)
        k = bisect_right(self._marks, index) - 1
        if k < 0:  # before the rebase point: only entries of another match can be there
            raise IndexError(f"position {index} is not kept by this match")
        state = self._checkpoint(k)
        apply = self.game.apply
        for entry in history[self._marks[k]:index]:
            apply(state, entry.action, None)
        return state

    def positions(self) -> list[State]:
        """Every position of the game, from the start to now (`positions()[i]`: after i actions)."""
        history = self._history
        start = self._marks[0]  # above 0 only when the history was set from another match
        out = [e.before for e in history[:start]]
        state = self._checkpoint(0)
        out.append(state)
        apply = self.game.apply
        for entry in history[start:]:
            state = self.game.clone(state)
            apply(state, entry.action, None)
            out.append(state)
        return out

    # ---- undo / redo ----------------------------------------------------------------
    def _shown(self, entry: Entry) -> frozenset[int]:
        """`Entry.shown` of one of this match's own entries (hiding.Sight)."""
        return self._sight.shown(self, entry)

    def can_undo(self, seats: Iterable[int] | None = None) -> bool:
        """Whether `undo(seats)` would take back the last action."""
        return bool(self._history) and not (self.undo_policy == "fair"
                                            and hiding.barred(self._history[-1].shown, seats))

    def undo(self, seats: Iterable[int] | None = None) -> Entry:
        """Take back the last action; with the fair policy, not one that showed any of `seats`
        (None: any seat) a card it could not see before."""
        if not self._history:
            raise UndoError(msg("Nothing to undo."))
        last = self._history[-1]
        fair = self.undo_policy == "fair"
        state = self.position(len(self._history) - 1)
        if fair and last._written("_shown") is None and last._owner is self._me:
            last._shown = self._sight.shown(self, last, state)
        if last._owner is self._me and last._written("_words") is None:  # written now: it leaves the history
            game = self.game
            last._words = game.describe(state, last.action)
            last._reveals = game.reveals_since(game.reveal_mark(state), last.action, self._state)
        if last._owner is self._me and last._events is None:
            last._before = _snap(state)  # its events are written from it if someone asks
        if fair and hiding.barred(last.shown, seats):
            raise UndoError(msg("'{action}' showed hidden cards, so it cannot be taken back.",
                                        action=last.words))
        self._history.pop()
        n = len(self._history)
        while len(self._marks) > 1 and self._marks[-1] > n:
            self._marks.pop()
            self._snaps.pop()
        if self._marks[-1] > n:  # undone past the rebase point: this position is the new base
            self._marks = [n]
            self._snaps = [_snap(state)]
        self._state = state
        self._version += 1
        self.redo_stack.append(last.action)
        return last

    def can_redo(self) -> bool:
        return bool(self.redo_stack)

    def redo(self) -> Entry:
        """Play again the action taken back last (checked like any other); its entry."""
        if not self.redo_stack:
            raise UndoError(msg("Nothing to redo."))
        action = self.redo_stack.pop()
        keep = list(self.redo_stack)
        try:
            entry = self.play(action)
        except Exception:
            keep.append(action)
            self.redo_stack = keep
            raise
        self.redo_stack = keep
        return entry

    # ---- moving through a game, taking over a checked one -------------------------------
    def seek(self, index: int) -> None:
        """Move to the position after the first `index` actions of the game, back (the actions
        taken back wait on the redo stack, as undone ones do) or forward (playing the redo
        stack, each action checked). A replay moves this way."""
        n = len(self._history)
        if not 0 <= index <= n + len(self.redo_stack):
            raise IndexError(f"no position {index} in a game of {n + len(self.redo_stack)} actions")
        if index > n:
            for _ in range(index - n):
                self.redo()
            return
        if index == n:
            return
        state = self.position(index)
        leaving = self._history[index:]
        unwritten = [e for e in leaving if e._owner is self._me and e._unwritten]
        if unwritten:
            self._write_log(unwritten[0])  # their stretches are replayed while they can be
            for e in unwritten:
                if e._unwritten:
                    self._write_log(e)
        self.redo_stack.extend(reversed([e.action for e in leaving]))
        del self._history[index:]
        while len(self._marks) > 1 and self._marks[-1] > index:
            self._marks.pop()
            self._snaps.pop()
        if self._marks[-1] > index:
            self._marks = [index]
            self._snaps = [_snap(state)]
        self._state = state
        self._version += 1

    def adopt(self, start: "Match") -> bool:
        """`start` is this game checked from its beginning up to where this match was opened
        (a save's actions, verified in the background while the table went on): play this
        match's own actions onto it, and if that leads to this very position, take its
        history, so undo and the log reach back to the start. The position stays the same, and
        so does `version` (an answer worked out for it still fits). False, and nothing
        changed, if `start` does not lead here."""
        if start.game.name != self.game.name:
            return False
        try:
            for e in self._history:
                start.play(e.action)
        except TabletopError:
            return False
        if start.game.hash(start.state) != self.game.hash(self._state):
            return False
        self._write_logs()  # the positions these entries were played in cannot be rebuilt after
        self._state = start._state
        self._history = list(start._history)
        self._others = [start, *start._others]  # kept alive while their entries are here
        self._rebase()
        return True

    # ---- records --------------------------------------------------------------------
    def actions(self) -> list[str]:
        return [e.text for e in self._history]

    def record(self) -> dict:
        """Setup plus actions plus a snapshot: everything a save or a replay needs."""
        return {
            "game": self.game.name,
            "setup": to_data(self.setup),
            "actions": self.actions(),
            "snapshot": self.game.to_data(self._state),
            "hash": self.game.hash(self._state),
        }

    @classmethod
    def replay(cls, game: Game, setup: Setup, actions: list[str], undo: str = "all") -> "Match":
        """Rebuild a match from its setup by playing its actions again."""
        m = cls(game, setup, undo=undo)
        for text in actions:
            m.play(game.parse(m.state, text))
        return m

    @staticmethod
    def setup_from_data(data: dict) -> Setup:
        return from_data(Setup, data)


def _snap(state: State) -> bytes:
    return pickle.dumps(state, pickle.HIGHEST_PROTOCOL)
