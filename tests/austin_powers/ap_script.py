"""Helpers that let Austin Powers rules tests read like a script of the game (XMage style).

    s = position(players=[dict(side="austin", field=["Agent Honeytrap"]),
                          dict(side="evil", field=["Baron von Monocle"])])
    play(s, 'P1 shag "Agent Honeytrap" "Baron von Monocle"')
    assert names(s, "score", 1) == ["Agent Honeytrap"]

Cards are named by their printed names; `play` reads the game's notation (names in quotes
resolve to the right instances, as in algebraic chess notation) and returns the events.
"""

from __future__ import annotations

import pytest

from tabletop.engine import IllegalActionError
from tabletop.engine.serial import state_hash
from tabletop.games.austin_powers import load
from tabletop.games.austin_powers.position import build_position

G = load()


def position(**data):
    """A position from plain data (see tabletop/games/austin_powers/position.py)."""
    return build_position(G, data, source="test position")


def play(s, text: str):
    """Play one action written in notation; return the events it caused."""
    events = []
    G.play(s, G.parse(s, text), events)
    return events


def play_all(s, *texts: str):
    out = []
    for t in texts:
        out.extend(play(s, t))
    return out


def refused(s, text: str) -> IllegalActionError:
    """Play an action that must be refused; check the state did not change; return the error."""
    before = state_hash(s)
    with pytest.raises(IllegalActionError) as err:
        G.play(s, G.parse(s, text))
    assert state_hash(s) == before
    return err.value


def names(s, zone: str, seat: int) -> list[str]:
    """Printed names of a pile, seat counted from 1 as on screen, bottom to top."""
    pile = {"deck": s.decks, "hand": s.hands, "field": s.fields, "discard": s.discards,
            "score": s.scores}[zone][seat - 1]
    return [G.by_key[s.cards[c]].name for c in pile]


def card(s, name: str, seat: int | None = None, zone: str | None = None) -> int:
    """The id of the first card called `name` (optionally in a seat's zone)."""
    zones = [zone] if zone else ["hand", "field", "deck", "discard", "score"]
    seats = [seat - 1] if seat else range(s.seats)
    for p in seats:
        for z in zones:
            pile = {"deck": s.decks, "hand": s.hands, "field": s.fields, "discard": s.discards,
                    "score": s.scores}[z][p]
            for c in pile:
                if G.by_key[s.cards[c]].name == name:
                    return c
    raise LookupError(name)


def points(s, seat: int) -> int:
    from tabletop.games.austin_powers.state import score
    return score(G.by_key, s, seat - 1)


def legal(s, seat: int | None = None) -> list[str]:
    """The legal actions in notation (seat counted from 1)."""
    return [G.format(a) for a in G.legal_actions(s, None if seat is None else seat - 1)]


def waiting(s) -> list[int]:
    """The seats (from 1) the game waits for."""
    return [p + 1 for p in G.to_act(s)]


def texts(events) -> list[str]:
    return [e.text for e in events]


def pile_worth(side: str, total: int) -> list[str]:
    """Card names of `side` whose printed scores add up to exactly `total` (for score piles)."""
    cards = sorted({c.score: c.name for c in G.pool if c.side == side and c.score}.items())
    best: dict[int, list[str]] = {0: []}
    for t in range(1, total + 1):
        options = [best[t - sc] + [nm] for sc, nm in cards if t - sc in best]
        if options:
            best[t] = min(options, key=len)
    return best[total]
