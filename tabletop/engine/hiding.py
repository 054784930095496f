"""Which seats an action showed something they could not see before: the barrier of a fair undo.

An undo that takes back an action after which a seat saw a card it could not see before (a
card played out of another seat's hidden hand, turned face up, drawn, looked at) would let that
seat play again knowing it. So the barrier is worked out from what the game itself shows each
seat (`Game.view`), in every game alike, with nothing for a game to declare:

- an action *showed* `seat` a card when, after it, the seat's view holds the key of a card its
  view held as hidden (`HIDDEN`) before, or a key other than the one it held (a card shuffled
  away and drawn back), or a card that was not there at all (a card made by a random pick);
- an action that moved the generator (a shuffle, a random pick, a die) showed every seat
  something: the views hide the generator, so what its numbers told cannot be weighed, and
  a seat that takes it back would know what comes next.

`shown(game, before, after)` answers it for two positions; `Match` asks it once per history
entry, only when an undo is asked about (`Entry.shown`), so playing pays nothing for it.
`barred(shown, seats)` says whether the seats an undo is for are among them. The twin test
(tests/test_undo_hiding.py) undoes after every action of many random games and checks that
no action it let a seat take back changed what that seat's view held.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable

from .game import HIDDEN, Game

if TYPE_CHECKING:
    from .entry import Entry
    from .history import Match

Seen = list[dict[int, str]]  # per seat: card id -> the key its view holds (HIDDEN where hidden)


def shown(game: Any, before: Any, after: Any) -> frozenset[int]:
    """The seats to whom going from position `before` to `after` showed something: a card key
    their view did not hold before, or any move of the generator (then every seat)."""
    return _shown(before.rng != after.rng, seen(game, before), seen(game, after))


def seen(game: Any, state: Any) -> Seen:
    """What each seat's view of `state` holds of the cards (`Game.view`). A game whose view is
    the engine's own (hidden piles shown as HIDDEN) is read without the copy the view makes."""
    if type(game).view is Game.view:
        out = []
        for seat in range(state.seats):
            keys = dict(state.cards)
            for pile in game.hidden_piles(state, seat):
                for c in pile:
                    keys[c] = HIDDEN
            out.append(keys)
        return out
    return [game.view(state, seat).cards for seat in range(state.seats)]


def _shown(moved: bool, was: Seen, now: Seen) -> frozenset[int]:
    if moved:
        return frozenset(range(len(now)))
    return frozenset(s for s, (a, b) in enumerate(zip(was, now)) if _gained(a, b))


def _gained(was: dict[int, str], now: dict[int, str]) -> bool:
    """Whether the view `now` holds a card key the view `was` did not hold for that card."""
    for cid, key in now.items():
        if key != HIDDEN and was.get(cid) != key:
            return True
    return False


def barred(showed: frozenset[int], seats: Iterable[int] | None) -> bool:
    """Whether an action that showed `showed` may not be taken back for `seats` (None: for
    any seat, the strictest)."""
    if seats is None:
        return bool(showed)
    return not showed.isdisjoint(seats)


class Sight:
    """A match's memory of what the seats saw at the last few positions asked about: a table
    asks after every action, and the position before it is the one after the action before,
    so each position's views are worked out once and none is rebuilt from a checkpoint."""

    KEEP = 3

    def __init__(self) -> None:
        self._kept: dict[tuple, tuple[int, Seen]] = {}  # (index, entry before it) -> (rng, seen)

    def clear(self) -> None:
        """The position was set from outside: nothing kept holds any more."""
        self._kept.clear()

    def _at(self, match: "Match", index: int, state: Any | None) -> tuple[int, Seen]:
        history = match.history
        key = (index, history[index - 1] if index else None)
        hit = self._kept.get(key)
        if hit is None:
            if state is None:
                state = match.state if index == len(history) else match.position(index)
            hit = self._kept[key] = (state.rng, seen(match.game, state))
            for old in list(self._kept)[:-self.KEEP]:  # (a copy of the keys: one step, read anywhere)
                self._kept.pop(old, None)
        return hit

    def shown(self, match: "Match", entry: "Entry", before: Any | None = None) -> frozenset[int]:
        """`shown` for `entry` of `match`'s history (`before`: its position, if at hand); every
        seat where its positions cannot be rebuilt."""
        i = entry._index
        history = match.history
        try:
            if i >= len(history) or history[i] is not entry:
                raise IndexError(i)
            rng_was, was = self._at(match, i, before)
            rng_now, now = self._at(match, i + 1, None)
        except IndexError:
            return frozenset(range(match.state.seats))
        return _shown(rng_was != rng_now, was, now)
