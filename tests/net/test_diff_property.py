"""`diff` and `applied` on random JSON data: the changes lead from the old view to the new one,
the old one is left as it was, and the hash after them is the new view's. Whole games through
the network are tests/net/test_changes.py; this one reaches the shapes a game may not (keys
added and removed together, lists that grow, shrink or change item by item, deep paths)."""

from __future__ import annotations

import copy
import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from reporting import report
from tabletop.net.changes import applied, diff, view_hash

COUNTS: Counter = Counter()

KEYS = [str(i) for i in range(12)] + ["hand", "sides", "gold", "cards"]


def _value(rng: random.Random, depth: int):
    roll = rng.random()
    if depth > 3 or roll < 0.45:
        return rng.choice([None, rng.randint(-3, 40), rng.choice(["", "a", "HIDDEN", "AP-12", "日本"])])
    if roll < 0.75:
        return {rng.choice(KEYS): _value(rng, depth + 1) for _ in range(rng.randint(0, 6))}
    return [_value(rng, depth + 1) for _ in range(rng.randint(0, 6))]


def _edited(x, rng: random.Random, depth: int = 0):
    """`x` with a few random changes (a new copy: `x` is not touched; the top stays an object)."""
    if depth and rng.random() < 0.08:
        return _value(rng, depth)
    if isinstance(x, dict):
        out = {}
        for k, v in x.items():
            roll = rng.random()
            if roll < 0.1:
                continue  # removed
            out[k] = _edited(v, rng, depth + 1) if roll < 0.5 else copy.deepcopy(v)
        for _ in range(rng.choice([0, 0, 1, 2])):
            out[rng.choice(KEYS)] = _value(rng, depth + 1)
        return out
    if isinstance(x, list):
        out = [(_edited(v, rng, depth + 1) if rng.random() < 0.4 else copy.deepcopy(v)) for v in x]
        if rng.random() < 0.2:
            out.append(_value(rng, depth + 1))
        if out and rng.random() < 0.15:
            out.pop(rng.randrange(len(out)))
        return out
    return x


def _count(changes: list) -> None:
    COUNTS["pairs"] += 1
    for c in changes:
        COUNTS["removed" if len(c) == 1 else "set"] += 1
        if len(c[0]) > 1:
            COUNTS["deep"] += 1
        if any(isinstance(step, int) for step in c[0]):
            COUNTS["list item"] += 1


@report
def _lines() -> list[str]:
    if not COUNTS:
        return []
    c = COUNTS
    return [f"diff: {c['pairs']:,} random pairs of views, {c['set']:,} values set and {c['removed']:,} keys "
            f"removed, {c['deep']:,} below the top and {c['list item']:,} in a list kept whole"]


@settings(max_examples=400, deadline=None)
@given(st.randoms(use_true_random=False))
def test_the_changes_lead_to_the_new_view_and_leave_the_old_one(rng: random.Random) -> None:
    old = {k: _value(rng, 1) for k in rng.sample(KEYS, rng.randint(1, len(KEYS)))}
    new = _edited(old, rng)
    before = copy.deepcopy(old)
    changes = diff(old, new)
    _count(changes)
    made = applied(old, changes)
    assert made == new
    assert view_hash(made) == view_hash(new)
    assert old == before  # (another thread may still read it)
    assert diff(new, new) == [] and diff(old, copy.deepcopy(old)) == []


def test_a_key_removed_where_another_is_added_is_removed() -> None:
    """The count of keys alike, one removed and one added: the removal is still found."""
    old = {"a": 1, "hand": [3, 5], "x": {"p": 1, "q": 2}}
    new = {"a": 1, "hand": [3, 5], "x": {"p": 1, "r": 2}}
    changes = diff(old, new)
    assert changes == [[["x", "r"], 2], [["x", "q"]]]
    assert applied(old, changes) == new
