"""The plain data of a play: `State` (one point of it), `Setup` (what starts it), `Event`,
`Result`, `DeckList`, and `SeatView` (a state as one seat may see it).

Games subclass `State` with their own fields; `Game` (tabletop/engine/game.py) is the rules
that read and change it. Everything here is data a save, a view on the wire and a copy can
hold as it is.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, NewType

from .rng import Rng, seed_state

HIDDEN = "?"  # card key of a card the viewing seat may not see

#: A position as one seat may see it (`Game.view`): the same plain data as a state, every card
#: the seat may not see keyed `HIDDEN`, no seed and no generator. Its own type, so the type
#: checker tells a view from the whole state: whatever draws or decides for a seat (the table,
#: its adapters and rooms, a computer player) takes a `SeatView`, and a state handed there by
#: mistake is refused before anything runs (the table holds no state: tabletop/ui/table.py).
SeatView = NewType("SeatView", "State")


@dataclass
class Result:
    """How a game ended. `winners` is empty for a draw."""

    winners: tuple[int, ...]
    reason: str  # short code: "elimination", "slash-and-burn", "deck-out", "points", "draw"
    detail: str  # one sentence for the game-over screen


@dataclass(slots=True)
class Event:
    """Something that happened, in words, for the log and the animations."""

    kind: str
    text: str
    cards: tuple[int, ...] = ()
    seat: int | None = None
    #: the one seat that may read this line (it names cards going into a hidden place); None: all
    private: int | None = None


@dataclass
class DeckList:
    """One player's cards for a game: named piles of card keys (repeats for copies)."""

    name: str
    piles: dict[str, list[str]]
    side: str = ""  # faction (Afterworld) or side (Austin Powers)


@dataclass
class Setup:
    """Everything a game needs to start; with the action list it reproduces the game."""

    game: str
    seed: int
    decks: list[DeckList]
    names: list[str]
    options: dict[str, Any] = field(default_factory=dict)
    first: int | None = None  # first player; None = decided by the seeded generator


@dataclass(slots=True)
class State:
    """Fields every game's state has. Games subclass it with their own fields.

    Slotted, no `__dict__`: a game's state is best a ``@dataclass(slots=True)``. With CPython 3.11+
    an instance whose `__dict__` has been asked for (pickle does it, for every snapshot, undo
    and clone of a plain instance) keeps a real dict from then on and each attribute access
    takes a slower path for the rest of its life: measured 20% of the Austin Powers 6-player
    play through `Match` (tools/bench_engine.py)."""

    seed: int
    rng: int
    names: list[str]
    cards: dict[int, str]  # instance id -> card key (HIDDEN in a view where unseen)
    owner: dict[int, int]  # instance id -> seat of its owner
    next_id: int
    result: Result | None

    @property
    def seats(self) -> int:
        return len(self.names)

    def random(self) -> Rng:
        """A generator handle; call `keep(rng)` after using it."""
        return Rng(self.rng)

    def keep(self, rng: Rng) -> None:
        self.rng = rng.state

    def new_card(self, key: str, owner: int) -> int:
        cid = self.next_id
        self.next_id += 1
        self.cards[cid] = key
        self.owner[cid] = owner
        return cid

    def shuffle_pile(self, pile: list[int]) -> None:
        """Shuffle a hidden pile: the ids stay in place, the cards they are get shuffled."""
        rng = self.random()
        keys = [self.cards[c] for c in pile]
        rng.shuffle(keys)
        for c, k in zip(pile, keys):
            self.cards[c] = k
        self.keep(rng)


def initial_rng(seed: int) -> int:
    return seed_state(seed)
