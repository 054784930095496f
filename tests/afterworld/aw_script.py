"""Helpers that let an Afterworld test read like a script of the game (XMage style).

    s = position({"step": "move", "P1": {"divisions": [{"commander": "Sun Barque",
                                                         "units": ["Jackal Spearman"]}]}})
    play(s, "P1 move d1 b1")
    assert square(s, "P1", 1) == "b1"
    refused(s, "P1 move d1 d3", "AW-8.2", "d3 is not one square away from b1: ...")

Card names in double quotes are turned into ids when exactly one card has that name;
otherwise the engine's own name resolution picks among the legal actions.
"""

from __future__ import annotations

import re

import pytest

from tabletop.engine.errors import IllegalActionError
from tabletop.engine.serial import state_hash
from tabletop.games import get_game
from tabletop.games.afterworld import world
from tabletop.games.afterworld.position import build, ids_named

G = get_game("afterworld")
SEAT = {"P1": 0, "P2": 1}


def position(data: dict | None = None, **kw):
    """A state built from plain data (see tabletop/games/afterworld/position.py)."""
    data = dict(data or {})
    data.update(kw)
    return build(G, data)


def _ids(s, line: str) -> str:
    def sub(m):
        name = m.group(1)
        try:
            ids = ids_named(G, s, name)
        except KeyError:
            return m.group(0)
        decks = {c for side in s.sides for c in side.deck}
        ids = [c for c in ids if c not in decks]  # a script names cards it can see
        return f"#{ids[0]}" if len(ids) == 1 else m.group(0)
    return re.sub(r'"([^"]+)"', sub, line)


def action(s, line: str):
    return G.parse(s, _ids(s, line))


def play(s, *lines: str) -> list:
    """Play each line; return the events of the last one."""
    events: list = []
    for line in lines:
        events = []
        G.play(s, action(s, line), events)
    return events


def refused(s, line: str, rule: str, message: str | None = None) -> IllegalActionError:
    """Assert that `line` is refused citing `rule` (and `message`), leaving the state as it was."""
    before = state_hash(s)
    with pytest.raises(IllegalActionError) as e:
        G.play(s, action(s, line))
    assert e.value.rule == rule, f"{e.value.rule}: {e.value.reason}"
    if message is not None:
        assert e.value.reason == message
    assert state_hash(s) == before
    return e.value


def cid(s, name: str, seat: str | None = None) -> int:
    """The id of the one card called `name` outside the decks (of `seat`, if given)."""
    decks = {c for side in s.sides for c in side.deck}
    ids = [c for c in ids_named(G, s, name) if c not in decks and (seat is None or s.owner[c] == SEAT[seat])]
    if len(ids) != 1:
        raise KeyError(f"{len(ids)} cards called {name!r} outside the decks")
    return ids[0]


def square(s, seat: str, n: int) -> str:
    return world.NAMES[s.sides[SEAT[seat]].divisions[n - 1].square]


def division(s, seat: str, n: int):
    return s.sides[SEAT[seat]].divisions[n - 1]


def names(s, ids) -> list[str]:
    return [G.pool[s.cards[c]].name for c in ids]


def hand(s, seat: str) -> list[str]:
    return names(s, s.sides[SEAT[seat]].hand)


def units(s, seat: str, n: int) -> list[str]:
    return names(s, division(s, seat, n).units)


def legal(s) -> list[str]:
    return [G.format(a) for a in G.legal_actions(s)]


def legal_moves(s, seat: str, n: int) -> list[str]:
    """Squares the division can move to now, by name, sorted."""
    out = []
    for a in G.legal_actions(s):
        if a.verb == "move" and a.seat == SEAT[seat] and a.division == n:
            out.append(world.NAMES[a.square])
    return sorted(out)


def territory(s, sq: str) -> int:
    return s.world[world.parse_square(sq)]


def kinds(events) -> list[str]:
    return [e.kind for e in events]
