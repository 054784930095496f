"""Hidden information stays on the host: change every card a seat cannot see (the decks, the
others' hands) and the bytes the host sends that seat through the network are identical, at
several positions of both games, and after the seat's own actions. The test can fail: a
change to a card the seat does see changes its bytes."""

from __future__ import annotations

import pytest

from tabletop.ai.base import make_bot
from tabletop.engine.game import HIDDEN
from tabletop.engine.history import Match
from tabletop.games.registry import entry
from tabletop.net.host import Host
from tabletop.net.places import Place
from tabletop.play import Seat

from netkit import HostThread, Raw


def _position(game, players: int, seed: int, plies: int):
    setup = game.unattended(game.default_setup(seed, players))
    m = Match(game, setup)
    bots = [make_bot("random", seed + i) for i in range(players)]
    for _ in range(plies):
        seat = m.to_act()[0]
        legal = m.legal_actions(seat)
        m.play(bots[seat].choose(game, None, legal))
    return setup, m.state


def _twin(game, state, seat: int, hidden: bool = True):
    """A copy of `state` in which every card `seat` cannot see (or, with `hidden` False, every
    card of its own hand) is another card: each key moved to the next key among them."""
    twin = game.clone(state)
    view = game.view(state, seat)
    ids = [c for c, k in view.cards.items() if (k == HIDDEN) == hidden]
    if not hidden:
        ids = [c for c in ids if c in _hand(game, state, seat)]
    keys = sorted({state.cards[c] for c in ids})
    assert len(keys) >= 2
    following = {k: keys[(i + 1) % len(keys)] for i, k in enumerate(keys)}
    for c in ids:
        twin.cards[c] = following[state.cards[c]]
    assert all(twin.cards[c] != state.cards[c] for c in ids)
    return twin, len(ids)


def _hand(game, state, seat):
    return set(state.sides[seat].hand) if hasattr(state, "sides") else set(state.hands[seat])


def _frames(game, setup, state, seat: int, own_actions: int) -> list[str]:
    places = [Place(Seat(n, "remote"), token=f"token-{i}", joined=True) for i, n in enumerate(setup.names)]
    ht = HostThread(Host(game, places, seed=setup.seed, match=Match(game, setup, state=state)))
    try:
        raw = Raw(ht.host.port)
        raw.send({"type": "hello", "protocol": 1, "name": "Seat", "token": f"token-{seat}"})
        raw.until("welcome")
        u = raw.until("update")
        for _ in range(own_actions):
            if not u["legal"] or seat not in u["to_act"]:
                break
            raw.send({"type": "act", "action": u["legal"][-1], "version": u["version"]})
            u = raw.until("update", test=lambda m, v=u["version"]: m["version"] > v)
            ACTED.append(seat)
            if any(e.reveals for e in ht.host.match.history):  # it drew: the seat sees a card it did not
                return raw.frames[:-1]
        raw.close()
        return raw.frames
    finally:
        ht.stop()


ACTED: list[int] = []  # own actions played through the network, over every comparison
CASES = [("afterworld", 2, 2, 12), ("afterworld", 2, 3, 60), ("austin-powers", 3, 4, 10), ("austin-powers", 3, 5, 45)]


@pytest.mark.parametrize("name,players,seed,plies", CASES)
def test_changing_what_a_seat_cannot_see_changes_nothing_it_is_sent(name, players, seed, plies):
    game = entry(name).load()
    setup, state = _position(game, players, seed, plies)
    compared = 0
    acted = len(ACTED)
    for seat in range(players):
        twin, changed = _twin(game, state, seat)
        assert changed >= 10  # decks and hands: many cards changed
        real = _frames(game, setup, game.clone(state), seat, 3)
        other = _frames(game, setup, twin, seat, 3)
        assert len(real) >= 2 and real == other
        compared += len(real)
    assert compared >= 2 * players
    assert len(ACTED) > acted  # some seat acted, and what it was sent after its action was compared too


def test_the_comparison_sees_a_change_the_seat_may_see():
    game = entry("afterworld").load()
    setup, state = _position(game, 2, 2, 12)
    twin, _ = _twin(game, state, 0, hidden=False)
    assert _frames(game, setup, game.clone(state), 0, 0) != _frames(game, setup, twin, 0, 0)
