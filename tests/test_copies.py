"""Copies of states and views (tabletop/engine/copier.py): exact, and independent of what they
were copied from, on random positions of every game (Afterworld, Austin Powers with 2 and 6
seats, the third game of tests/thirdgame and the toy game).

At every few actions of random games: `Game.clone` of the position and each seat's
`Game.view` (and the spectators' `public_view`)

- equal what the pickle round trip they replace made (the copy) or the view made from such a
  copy by the rules of what each seat may see (tests/hidden_twins.py), field by field and
  class by class;
- share no container with the position (a list, dict, set or dataclass reachable from both),
  and the position is a tree (no container reachable twice, so nothing a pickle copy would
  share is lost);
- and every container of the copy is then changed (an item added, a field set): the position
  is the same, pickled byte for byte, after all of it.

No state class of the games needs the pickle fallback for any field, and no copy fell back
to it. The counts are printed at the end.
"""

from __future__ import annotations

import dataclasses
import enum
import os
import pickle
from collections import Counter
from typing import Any, Optional

import pytest
from hidden_twins import hidden_piles

from reporting import report
from tabletop.engine import copier
from tabletop.engine.copier import COPIERS, FELL_BACK, copy_state
from tabletop.engine.game import HIDDEN
from tabletop.engine.history import Match
from tabletop.engine.rng import Rng
from tabletop.engine.serial import to_data
from tabletop.games import get_game

COUNTS: Counter = Counter()
SLOW = os.environ.get("TABLETOP_SLOW") == "1"
#: (game, seats, games, a position checked every this many actions); `pytest --slow`: 10 times the games
GAMES = [("afterworld", 2, 3, 6), ("austin-powers", 2, 5, 3), ("austin-powers", 6, 2, 6), ("duel", 2, 8, 1),
         ("toy", 2, 8, 1)]


@report
def _lines() -> list[str]:
    if not COUNTS:
        return []
    c = COUNTS
    kinds = ", ".join(f"{k[5:]} {v:,}" for k, v in sorted(c.items()) if k.startswith("kind "))
    return [f"copies: {c['positions']:,} positions of {c['games']} games, {c['copies']:,} copies and "
            f"{c['views']:,} views checked; {c['containers']:,} containers changed in the copies ({kinds}), "
            f"none reached the position"]


def _setup(game, seed: int, players: int):
    if game.name == "toy":
        from toygame import toy_setup
        return toy_setup(seed)
    return game.unattended(game.default_setup(seed, players))


# ---- what a copy must be ----------------------------------------------------------------

def _mutable(x: Any) -> bool:
    if isinstance(x, (list, dict, set)):
        return True
    return dataclasses.is_dataclass(x) and not type(x).__dataclass_params__.frozen


def _children(x: Any) -> list:
    if isinstance(x, dict):
        return list(x.values())
    if isinstance(x, (list, tuple, set, frozenset)):
        return list(x)
    if dataclasses.is_dataclass(x) and not isinstance(x, type):
        names = [f.name for f in dataclasses.fields(x)]
        out = [getattr(x, n) for n in names if hasattr(x, n)]
        return out + [v for k, v in getattr(x, "__dict__", {}).items() if k not in names]
    return []


def containers(x: Any) -> list:
    """Every mutable container reachable from `x` (each once), asserting it is reached once."""
    seen: set[int] = set()
    out = []
    stack = [x]
    while stack:
        v = stack.pop()
        if _mutable(v):
            assert id(v) not in seen, f"a {type(v).__name__} is reached twice: the state is not a tree"
            seen.add(id(v))
            out.append(v)
        stack.extend(_children(v))
    return out


def same_shape(a: Any, b: Any) -> None:
    """`a` and `b` are equal and of the same classes all the way down."""
    assert type(a) is type(b), f"{type(a).__name__} became {type(b).__name__}"
    if isinstance(a, dict):
        assert list(a) == list(b)
        for k in a:
            same_shape(a[k], b[k])
    elif isinstance(a, (list, tuple)):
        assert len(a) == len(b)
        for x, y in zip(a, b):
            same_shape(x, y)
    elif dataclasses.is_dataclass(a) and not isinstance(a, type):
        for f in dataclasses.fields(a):
            same_shape(getattr(a, f.name), getattr(b, f.name))
        assert getattr(a, "__dict__", {}).keys() == getattr(b, "__dict__", {}).keys()
    else:
        assert a == b


class _Mark:
    """What the changes put into a copy (equal to nothing of a state)."""


def change_all(x: Any) -> int:
    """Change every container of `x`; how many were changed."""
    found = containers(x)
    mark = _Mark()
    for v in found:
        COUNTS["kind " + ("dataclass" if dataclasses.is_dataclass(v) else type(v).__name__)] += 1
        if isinstance(v, list):
            v.append(mark)
        elif isinstance(v, dict):
            v[mark] = mark
        elif isinstance(v, set):
            v.add(mark)
        else:
            for f in dataclasses.fields(v):
                object.__setattr__(v, f.name, mark)
    return len(found)


def independent(original: Any, copy: Any) -> None:
    """`copy` shares no container with `original`, and changing all of it leaves `original` as it was."""
    mine = {id(v) for v in containers(original)}
    shared = [type(v).__name__ for v in containers(copy) if id(v) in mine]
    assert not shared, f"the copy shares {shared[:5]} with the original"
    before = pickle.dumps(original)
    COUNTS["containers"] += change_all(copy)
    assert pickle.dumps(original) == before, "changing the copy changed the original"


def reference_view(game, state, seat: int):
    """A seat's view made the way it was before copier.py: a pickle copy, then the rules."""
    v = pickle.loads(pickle.dumps(state))
    v.rng = 0
    v.seed = 0
    piles = hidden_piles(game, v, seat)
    for i, pile in enumerate(piles):
        if game.name == "afterworld" or i < v.seats:  # (Afterworld's view sorts the other hand too)
            pile.sort()
        for c in pile:
            v.cards[c] = HIDDEN
    return v


# ---- the property test ------------------------------------------------------------------

@pytest.mark.parametrize("name,players,games,every", GAMES, ids=[f"{n}-{p}" for n, p, _, _ in GAMES])
def test_copies_and_views_are_exact_and_independent(extra_games, name, players, games, every):
    game = get_game(name)
    FELL_BACK.clear()
    for g in range(games * (10 if SLOW else 1)):
        m = Match(game, _setup(game, 40 + g, players))
        rng = Rng(g + 1)
        COUNTS["games"] += 1
        step = 0
        while True:
            state = m.state
            if step % every == 0 or m.over:
                COUNTS["positions"] += 1
                copy = game.clone(state)
                same_shape(state, copy)
                assert to_data(copy) == to_data(state) and game.hash(copy) == game.hash(state)
                assert pickle.loads(pickle.dumps(state)) == copy
                independent(state, copy)
                COUNTS["copies"] += 1
                for seat in range(state.seats):
                    view = game.view(state, seat)
                    same_shape(reference_view(game, state, seat), view)
                    independent(state, view)
                    COUNTS["views"] += 1
                public = game.public_view(state)
                assert all(public.cards[c] == HIDDEN or all(game.view(state, s).cards[c] == k
                                                            for s in range(state.seats))
                           for c, k in public.cards.items())
                independent(state, public)
            if m.over:
                break
            legal = m.legal_actions(m.to_act()[0])
            legal = [a for a in legal if a.verb != "propose-end"] or legal  # (random games end at once)
            m.play(legal[rng.randbelow(len(legal))])
            step += 1
    assert not FELL_BACK, f"copies that fell back to pickle: {dict(FELL_BACK)}"
    for cls in {type(m.state), *(type(v) for v in containers(m.state) if dataclasses.is_dataclass(v))}:
        assert COPIERS[cls] is copier._same or COPIERS[cls].by_fallback == (), cls


# ---- the copier on the shapes a state might have ----------------------------------------

class Colour(enum.Enum):
    RED = 1


@dataclasses.dataclass(frozen=True)
class Card:
    key: str
    cost: tuple[int, ...] = ()


@dataclasses.dataclass(frozen=True)
class Tagged:
    tags: list[str]


@dataclasses.dataclass(slots=True)
class Pile:
    cards: list[int]


@dataclasses.dataclass(slots=True)
class MarkedPile(Pile):
    marks: dict[int, list[int]] = dataclasses.field(default_factory=dict)


@dataclasses.dataclass
class Odd:
    piles: list[Pile]
    by_seat: dict[int, list[list[int]]]
    chosen: set[int]
    frozen_ids: frozenset[int]
    pairs: tuple[list[int], ...]
    colour: Colour
    card: Card
    tagged: Tagged
    maybe: Optional[Pile]
    either: list[int] | dict[int, int]
    anything: Any
    later: int = dataclasses.field(init=False, default=0)


def odd() -> Odd:
    o = Odd([Pile([1, 2]), MarkedPile([3], {3: [9]})], {0: [[1], [2, 3]]}, {4, 5}, frozenset({6}),
            ([7], [8]), Colour.RED, Card("x", (1,)), Tagged(["a"]), Pile([0]), {1: 2}, {"free": [1, {2: 3}]})
    o.later = 5
    return o


def test_the_copier_copies_every_shape_a_state_may_hold():
    o = odd()
    c = copy_state(o)
    assert c == o and type(c.piles[1]) is MarkedPile and c.piles[1].marks == {3: [9]}
    assert c.later == 5 and c.card is o.card and c.frozen_ids is o.frozen_ids  # (immutable: shared)
    assert c.tagged is not o.tagged and c.tagged.tags is not o.tagged.tags  # (frozen, but holds a list)
    assert COPIERS[Odd].by_fallback == ("either", "anything")
    independent(o, c)
    assert o == odd()


def test_an_attribute_beyond_the_fields_is_copied_too():
    o = odd()
    o.extra = [1, 2]  # type: ignore[attr-defined]
    c = copy_state(o)
    assert c.extra == [1, 2] and c.extra is not o.extra  # type: ignore[attr-defined]


def test_a_value_that_does_not_fit_its_hint_is_copied_by_pickle():
    o = odd()
    o.piles = None  # type: ignore[assignment]  # (a list was declared)
    FELL_BACK.clear()
    c = copy_state(o)
    assert c == o and c.maybe is not o.maybe and FELL_BACK[Odd] == 1
    p = Pile.__new__(Pile)  # a slot never set
    assert not hasattr(copy_state(p), "cards") and FELL_BACK[Pile] == 1


@dataclasses.dataclass
class Lost:
    pile: "list[Nowhere]"  # type: ignore[name-defined]  # noqa: F821


def test_a_class_whose_hints_do_not_resolve_is_copied_by_pickle():
    x = Lost([1])
    c = copy_state(x)
    assert c == x and c.pile is not x.pile and COPIERS[Lost] is copier.fallback


def test_what_is_not_a_dataclass_is_copied_by_pickle():
    x = {"a": [1, 2]}
    c = copy_state(x)
    assert c == x and c["a"] is not x["a"]
