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

Undo policy: with ``undo="all"`` every action can be undone (rules tests, teachers); with
``undo="fair"`` an action that showed a seat a card it could not see before (drawn, played out
of a hidden hand, turned face up) or moved the generator cannot be undone for that seat, so
nobody can peek and take it back: `Entry.shown`, worked out from each seat's view
(tabletop/engine/hiding.py) when an undo is first asked about. `Entry.reveals` (a draw, a
shuffle: `Game.reveal_mark` and `Game.reveals_since`) is the log's flag.

An action that came from the match's own legal list for the current position (the list
`legal_actions` returned, or an equal action) is applied without being checked a second time
(straight to `Game.apply`); any other action goes through
the full check (`Game.refusal`) first.

>>> # see tests/test_engine_core.py for runnable examples with a toy game
"""

from __future__ import annotations

import pickle
import weakref
from operator import attrgetter
from bisect import bisect_right
from typing import Iterable

from . import hiding
from .actions import Action
from .errors import TabletopError
from .game import Event, Game, Setup, State
from .serial import from_data, to_data
from tabletop import words as wording  # the module, not its names: tabletop.words imports the engine

#: a checkpoint (the pickled state) is kept after every this many actions
CHECKPOINT_EVERY = 64


class UndoError(TabletopError):
    """Nothing to undo or redo, or the undo would take back hidden information."""


class Entry:
    """One action in the history and what it did; `before` is the position it was played in.

    `words` (the log line) and `reveals` are written when first read, unless the match writes
    them as it plays (see `Match`); `events` are always kept as the action is played."""

    __slots__ = ("action", "events", "_text", "_words", "_reveals", "_owner", "_game", "_index", "_shown")

    def __init__(self, action: Action, events: list[Event], owner: "weakref.ref[Match]", game: Game,
                 index: int, words: str | None = None, reveals: bool | None = None) -> None:
        self.action = action
        self.events = events
        self._text: str | None = None
        self._words = words
        self._reveals = reveals
        self._owner = owner  # weak: no cycle match -> history -> entry -> match (see Match)
        self._game = game
        self._index = index
        self._shown: frozenset[int] | None = None

    @property
    def _match(self) -> "Match":
        m = self._owner()
        if m is None:
            raise RuntimeError("the match of this history entry is gone")
        return m

    @property
    def text(self) -> str:
        """The action in notation (written when first asked for)."""
        if self._text is None:
            self._text = self._game.format(self.action)
        return self._text

    @property
    def words(self) -> str:
        """The action in words, as the log shows it."""
        if self._words is None:
            self._match._write_log(self)
        return self._words  # type: ignore[return-value]

    @property
    def reveals(self) -> bool:
        """Whether the action showed someone hidden cards (a draw, a shuffle)."""
        if self._reveals is None:
            self._match._write_log(self)
        return self._reveals  # type: ignore[return-value]

    @property
    def shown(self) -> frozenset[int]:
        """The seats this action showed a card they could not see before (hiding.py): a fair
        undo does not take it back for them."""
        if self._shown is None:
            self._shown = self._match._shown(self)
        return self._shown

    @property
    def before(self) -> State:
        """The position before this action (rebuilt from a checkpoint: a fresh copy)."""
        return self._match.position(self._index)

    def __repr__(self) -> str:
        return f"Entry({self.text!r})"


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
        self._snaps: list[bytes] = [_snap(self._state)]
        self._offered: tuple[Action, ...] = ()
        self._offered_at = -1
        self.redo_stack: list[Action] = []
        self.undo_policy = undo
        self._sight = hiding.Sight()  # what each seat saw at the positions undo asked about

    # ---- the position (assigning either one rebases the checkpoints) ------------------------
    @property
    def state(self) -> State:
        return self._state

    @state.setter
    def state(self, value: State) -> None:
        self._write_logs()  # the positions they were played in cannot be rebuilt after this
        self._state = value
        self._version += 1
        self._rebase()

    @property
    def version(self) -> int:
        """A number that changes whenever the position does (a play, an undo, a redo, the
        state or history set from outside): an answer worked out for one version is stale
        in any other, even where the history has the same length (an undo, then another action)."""
        return self._version

    @property
    def history(self) -> list[Entry]:
        return self._history

    @history.setter
    def history(self, entries: list[Entry]) -> None:
        self._write_logs()
        self._history = list(entries)
        others = {id(m): m for m in self._others}
        owners = set(map(attrgetter("_owner"), self._history))
        owners.discard(self._me)
        for ref in owners:
            m = ref()
            if m is None:
                raise RuntimeError("a history entry whose match is gone")
            others.setdefault(id(m), m)
        self._others = list(others.values())  # kept alive while their entries are here
        self._version += 1
        self._rebase()

    def _rebase(self) -> None:
        """The state or the history was set from outside: the current state is the checkpoint
        at the current length; earlier positions come from each entry's own match."""
        self._marks = [len(self._history)]
        self._snaps = [_snap(self._state)]
        self._sight.clear()

    # ---- playing --------------------------------------------------------------------
    def legal_actions(self, seat: int | None = None) -> list[Action]:
        legal = self.game.legal_actions(self._state, seat)
        self._offered = tuple(legal)
        self._offered_at = self._version
        return legal

    def to_act(self) -> list[int]:
        return self.game.to_act(self._state)

    @property
    def over(self) -> bool:
        return self._state.result is not None

    def _was_offered(self, action: Action) -> bool:
        if self._offered_at != self._version:
            return False
        offered = self._offered
        for a in offered:  # the same object, as a rule (a loop beats any(map(is_, ...)) here)
            if a is action:
                return True
        return action in offered

    def play(self, action: Action | str) -> list[Event]:
        """Play an action (or its notation). Raises IllegalActionError, state untouched."""
        game = self.game
        state = self._state
        if type(action) is str:
            action = game.parse(state, action)
        assert not isinstance(action, str)  # for the type checker: parsed just above
        if not self._was_offered(action):
            err = game.refusal(state, action)
            if err is not None:
                raise err
        history = self._history
        n = len(history)
        events: list[Event] = []
        if self.log_now:
            mark = game.reveal_mark(state)
            words = game.describe(state, action)
            game.apply(state, action, events)  # checked above, or from the list handed out
            entry = Entry(action, events, self._me, game, n, words, game.reveals_since(mark, action, state))
        else:
            game.apply(state, action, events)
            entry = Entry(action, events, self._me, game, n)
        self._version += 1
        history.append(entry)
        if n + 1 - self._marks[-1] >= CHECKPOINT_EVERY:
            self._marks.append(n + 1)
            self._snaps.append(_snap(state))
        if self.redo_stack:
            self.redo_stack.clear()
        return events

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
        k = bisect_right(self._marks, i) - 1
        start = self._marks[k]
        stop = self._marks[k + 1] if k + 1 < len(self._marks) else len(history)
        state = pickle.loads(self._snaps[k])
        game = self.game
        for e in history[start:stop]:
            if e._words is None:
                self._write_one(e, state, None)
            else:
                game.apply(state, e.action, None)
        if stop == len(history):
            self.log_now = True

    def _write_one(self, e: Entry, before: State, after: State | None) -> None:
        """Words and reveal flag of `e` from its position `before`; `after` the position after it
        (None: `before` is played on to it)."""
        game = self.game
        e._words = game.describe(before, e.action)
        mark = game.reveal_mark(before)
        if after is None:
            game.apply(before, e.action, None)
            after = before
        e._reveals = game.reveals_since(mark, e.action, after)

    def _write_logs(self) -> None:
        """Write every entry of this match whose log is not written yet."""
        own = [e for e in self._history if e._owner is self._me and e._words is None]
        while own:
            self._write_log(own[0])
            own = [e for e in own if e._words is None]

    # ---- positions ------------------------------------------------------------------
    def position(self, index: int) -> State:
        """A fresh copy of the position after the first `index` actions of the history."""
        history = self._history
        if not 0 <= index <= len(history):
            raise IndexError(f"no position {index} in a history of {len(history)} actions")
        if index < len(history) and history[index]._owner is not self._me:
            return history[index]._match.position(history[index]._index)
        k = bisect_right(self._marks, index) - 1
        if k < 0:  # before the rebase point: only entries of another match can be there
            raise IndexError(f"position {index} is not kept by this match")
        state = pickle.loads(self._snaps[k])
        apply = self.game.apply
        for entry in history[self._marks[k]:index]:
            apply(state, entry.action, None)
        return state

    def positions(self) -> list[State]:
        """Every position of the game, from the start to now (`positions()[i]`: after i actions)."""
        history = self._history
        start = self._marks[0]  # above 0 only when the history was set from another match
        out = [e.before for e in history[:start]]
        state = pickle.loads(self._snaps[0])
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
            raise UndoError(wording.msg("Nothing to undo."))
        last = self._history[-1]
        fair = self.undo_policy == "fair"
        state = self.position(len(self._history) - 1)
        if fair and last._shown is None and last._owner is self._me:
            last._shown = self._sight.shown(self, last, state)
        if last._words is None and last._owner is self._me:  # written now: it leaves the history
            self._write_one(last, state, self._state)
        if fair and hiding.barred(last.shown, seats):
            raise UndoError(wording.msg("'{action}' showed hidden cards, so it cannot be taken back.",
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

    def redo(self) -> list[Event]:
        if not self.redo_stack:
            raise UndoError(wording.msg("Nothing to redo."))
        action = self.redo_stack.pop()
        keep = list(self.redo_stack)
        events = self.play(action)
        self.redo_stack = keep
        return events

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
