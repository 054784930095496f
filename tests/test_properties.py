"""Property tests over many random games of both engines (issue 9).

For every game: every card is in exactly one zone at every step and none appears or
vanishes; a refused action leaves the state hash unchanged; undo then redo gives the same
hash; save then load gives the same hash; replaying the action list gives the same final
state. CI runs a few dozen games; `pytest --slow` runs thousands.
"""

import json
import os
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop.engine.errors import IllegalActionError
from tabletop.engine.history import Match
from tabletop.engine.rng import Rng
from tabletop.games import get_game

SLOW = os.environ.get("TABLETOP_SLOW") == "1"
GAMES = int(os.environ.get("TABLETOP_PROPERTY_GAMES", 2500 if SLOW else 12))
CHECK_EVERY = 1 if SLOW else 7


def cards_everywhere(game, s):
    """Every card id of the state is in exactly one zone."""
    ids = [c for c, _ in game.card_locations(s)]
    dup = [c for c, n in Counter(ids).items() if n > 1]
    assert not dup, f"cards in two zones: {dup}"
    assert set(ids) == set(s.cards), f"missing: {set(s.cards) - set(ids)}, unknown: {set(ids) - set(s.cards)}"


def wrong_action(game, s, legal, rng):
    """An action that is not legal now: another seat's, or a legal one with a wrong card."""
    seats = game.to_act(s)
    a = legal[rng.randbelow(len(legal))]
    others = [p for p in range(s.seats) if p not in seats]
    if others:
        import dataclasses
        return dataclasses.replace(a, seat=others[rng.randbelow(len(others))])
    ids = a.card_ids()
    if ids:
        import dataclasses
        for f in dataclasses.fields(a):
            if getattr(a, f.name) == ids[0]:
                return dataclasses.replace(a, **{f.name: max(s.cards) + 1000})
    return None


def run(game_name: str, seed: int, players: int) -> None:
    game = get_game(game_name)
    setup = game.default_setup(seed, players)
    m = Match(game, setup)
    rng = Rng(seed * 7919 + players)
    owners_start = Counter(m.state.owner.values())
    step = 0
    while not m.over and step < 3000:
        s = m.state
        seat = game.to_act(s)[0]
        legal = game.legal_actions(s, seat)
        assert legal, "a seat must act but has nothing legal"
        if step % CHECK_EVERY == 0:
            cards_everywhere(game, s)
            h = game.hash(s)
            bad = wrong_action(game, s, legal, rng)
            if bad is not None and bad not in game.legal_actions(s):  # any seat's (AP-7.7)
                try:
                    game.play(s, bad)
                except IllegalActionError:
                    pass
                else:
                    raise AssertionError(f"{game.format(bad)} was accepted but not listed")
                assert game.hash(s) == h, "a refused action changed the state"
        m.play(legal[rng.randbelow(len(legal))])
        if step % CHECK_EVERY == 0:
            after = game.hash(m.state)
            m.undo()
            assert game.hash(m.state) == h, "undo did not restore the position"
            m.redo()
            assert game.hash(m.state) == after, "redo did not give the same position"
            back = game.from_data(json.loads(json.dumps(game.to_data(m.state))))
            assert game.hash(back) == after, "save then load changed the position"
        step += 1
    cards_everywhere(game, m.state)
    # no card vanished: each player still owns at least their starting cards (boosters add)
    owners_end = Counter(m.state.owner.values())
    assert all(owners_end[p] >= n for p, n in owners_start.items())
    again = Match.replay(game, setup, m.actions())
    assert game.hash(again.state) == game.hash(m.state), "replaying the actions gave another game"


@settings(max_examples=GAMES, deadline=None, derandomize=not SLOW,
          suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31 - 1))
def test_afterworld_invariants_over_random_games(seed):
    run("afterworld", seed, 2)


@settings(max_examples=GAMES, deadline=None, derandomize=not SLOW,
          suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31 - 1), players=st.integers(2, 6))
def test_austin_powers_invariants_over_random_games(seed, players):
    run("austin-powers", seed, players)
