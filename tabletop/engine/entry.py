"""One action of a match's history and what it did (`Entry`).

An entry is made by `Match.play` (tabletop/engine/history.py) for every action, and costs five
assignments there: what the action did in words and events, whether it showed hidden cards and
to whom, and the position before it are written the first time someone asks, by the match
that owns it (which replays the stretch between two of its checkpoints once).

**A log line costs nothing until it is read.** A match that nobody reads as it plays (a
simulation, a save being checked) applies each action without its events and words
(`Game.apply(state, action, None)`); an entry's events, words and reveal flag are written
the first time someone asks, by replaying its stretch between two checkpoints once. Reading
the newest entry means someone follows the game as it goes (a table): from then on they are
written as each action is played, and its checkpoints taken as it goes."""

from __future__ import annotations

import pickle
import weakref
from typing import TYPE_CHECKING

from .actions import Action
from .game import Event, Game, State

if TYPE_CHECKING:
    from .history import Match


class Entry:
    """One action in the history and what it did; `before` is the position it was played in.

    `events`, `words` (the log line) and `reveals` are written when first read, unless the
    match writes them as it plays (see `Match`). A match that nobody reads makes one per
    action and never writes those: the slots of what is not written yet are left unset
    (`_written` reads them), so an entry costs five assignments."""

    __slots__ = ("action", "_events", "_owner", "_game", "_index", "_text", "_words", "_reveals", "_before",
                 "_shown")
    _text: str
    _words: str
    _reveals: bool
    _before: bytes | None
    _shown: frozenset[int]

    def __init__(self, action: Action, events: list[Event] | None, owner: "weakref.ref[Match]", game: Game,
                 index: int) -> None:
        self.action = action
        self._events = events
        self._owner = owner  # weak: no cycle match -> history -> entry -> match (see Match)
        self._game = game
        self._index = index

    def _written(self, name: str):
        """A slot written late (`_text`, `_words`, `_reveals`, `_before`), or None while unset."""
        return getattr(self, name, None)

    @property
    def _unwritten(self) -> bool:
        """Its words or its events are not written yet."""
        return self._events is None or getattr(self, "_words", None) is None

    @property
    def _match(self) -> "Match":
        m = self._owner()
        if m is None:
            raise RuntimeError("the match of this history entry is gone")
        return m

    @property
    def events(self) -> list[Event]:
        """What happened, in words, for the log and the animations."""
        if self._events is None:
            before = self._written("_before")
            if before is not None:  # taken back before anyone read it: from the position kept
                state, events = pickle.loads(before), list[Event]()
                self._game.apply(state, self.action, events)
                self._events, self._before = events, None
            else:
                self._match._write_log(self)
        return self._events  # type: ignore[return-value]

    @property
    def text(self) -> str:
        """The action in notation (written when first asked for)."""
        text = self._written("_text")
        if text is None:
            text = self._text = self._game.format(self.action)
        return text

    @property
    def words(self) -> str:
        """The action in words, as the log shows it."""
        if self._written("_words") is None:
            self._match._write_log(self)
        return self._words

    @property
    def reveals(self) -> bool:
        """Whether the action showed someone hidden cards (a draw, a shuffle)."""
        if self._written("_reveals") is None:
            self._match._write_log(self)
        return self._reveals

    @property
    def shown(self) -> frozenset[int]:
        """The seats this action showed a card they could not see before (hiding.py): a fair
        undo does not take it back for them."""
        shown = self._written("_shown")
        if shown is None:
            shown = self._shown = self._match._shown(self)
        return shown

    @property
    def before(self) -> State:
        """The position before this action (rebuilt from a checkpoint: a fresh copy)."""
        return self._match.position(self._index)

    def __repr__(self) -> str:
        return f"Entry({self.text!r})"
