"""A game in progress: its setup, its state, the actions so far, undo and redo.

`Match` is what the table, the command line, lessons and saves hold. It keeps a small
snapshot before every action (python-chess's push/pop idea, but snapshots instead of
inverse moves, because card effects are too varied to invert reliably).

Undo policy: with ``undo="all"`` every action can be undone (rules tests, teachers); with
``undo="fair"`` an action that revealed hidden information (a draw, a shuffle, a look at
hidden cards) cannot be undone, so nobody can peek and take it back.

>>> # see tests/test_engine_core.py for runnable examples with a toy game
"""

from __future__ import annotations

from dataclasses import dataclass
from .actions import Action
from .errors import TabletopError
from .game import Event, Game, Setup, State
from .serial import from_data, to_data


class UndoError(TabletopError):
    """Nothing to undo or redo, or the undo would take back hidden information."""


@dataclass
class Entry:
    """One action in the history, with the state before it and what it did."""

    action: Action
    text: str
    words: str
    before: State
    events: list[Event]
    reveals: bool


class Match:
    """A game being played: `state`, the history of actions, undo and redo."""

    def __init__(self, game: Game, setup: Setup, state: State | None = None, undo: str = "all") -> None:
        self.game = game
        self.setup = setup
        self.state = state if state is not None else game.new_state(setup)
        self.history: list[Entry] = []
        self.redo_stack: list[Action] = []
        self.undo_policy = undo

    # ---- playing --------------------------------------------------------------------
    def legal_actions(self, seat: int | None = None) -> list[Action]:
        return self.game.legal_actions(self.state, seat)

    def to_act(self) -> list[int]:
        return self.game.to_act(self.state)

    @property
    def over(self) -> bool:
        return self.state.result is not None

    def play(self, action: Action | str) -> list[Event]:
        """Play an action (or its notation). Raises IllegalActionError, state untouched."""
        if isinstance(action, str):
            action = self.game.parse(self.state, action)
        err = self.game.refusal(self.state, action)
        if err is not None:
            raise err
        before = self.game.clone(self.state)
        words = self.game.describe(self.state, action)
        events: list[Event] = []
        self.game.apply(self.state, action, events)
        reveals = self.game.reveals(before, action, self.state)
        self.history.append(Entry(action, self.game.format(action), words, before, events, reveals))
        self.redo_stack.clear()
        return events

    # ---- undo / redo ----------------------------------------------------------------
    def can_undo(self) -> bool:
        return bool(self.history) and not (self.undo_policy == "fair" and self.history[-1].reveals)

    def undo(self) -> Entry:
        if not self.history:
            raise UndoError("Nothing to undo.")
        last = self.history[-1]
        if self.undo_policy == "fair" and last.reveals:
            raise UndoError(f"'{last.words}' showed hidden cards, so it cannot be taken back.")
        self.history.pop()
        self.state = last.before
        self.redo_stack.append(last.action)
        return last

    def can_redo(self) -> bool:
        return bool(self.redo_stack)

    def redo(self) -> list[Event]:
        if not self.redo_stack:
            raise UndoError("Nothing to redo.")
        action = self.redo_stack.pop()
        keep = list(self.redo_stack)
        events = self.play(action)
        self.redo_stack = keep
        return events

    # ---- records --------------------------------------------------------------------
    def actions(self) -> list[str]:
        return [e.text for e in self.history]

    def record(self) -> dict:
        """Setup plus actions plus a snapshot: everything a save or a replay needs."""
        return {
            "game": self.game.name,
            "setup": to_data(self.setup),
            "actions": self.actions(),
            "snapshot": self.game.to_data(self.state),
            "hash": self.game.hash(self.state),
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
