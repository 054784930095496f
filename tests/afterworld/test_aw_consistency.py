"""The legal list is exactly what `play` accepts: on many positions reached by random play, a
brute-force superset of candidate actions is filtered through `play`; the accepted ones must be
the generated legal list, and every refused one must leave the state exactly as it was."""

import pytest
from aw_script import G

from tabletop.engine.errors import IllegalActionError
from tabletop.engine.rng import Rng
from tabletop.engine.serial import state_hash
from tabletop.games.afterworld.actions import (Assign, Attach, Attack, Deploy, Expend, Fight, Keep, Move,
                                               Mulligan, Pass, PlayEvent, division_ref)
from tabletop.games.afterworld.rules import RULES

OPTION_SETS = [
    {},
    {"defender_strikes_back": True, "expend_any_time": True, "square_capacity": 2},
    {"interleave_moves": False, "engagement_stops_movement": True, "empty_divisions_move": True,
     "food_gold_substitute": True, "events_in_every_step": False, "response_window": False},
]


def candidates(s):
    """Every action that could conceivably be legal here, for both seats (a broad superset)."""
    hands = [c for side in s.sides for c in side.hand]
    commanders = [d.commander for side in s.sides for d in side.divisions if d.commander]
    reserve = [c for side in s.sides for c in side.reserve]
    units = [u for side in s.sides for d in side.divisions for u in d.units]
    bodies = commanders + units
    refs = [division_ref(p, n) for p in (0, 1) for n in (1, 2, 3)]
    out = []
    for seat in (0, 1):
        out += [Mulligan(seat), Keep(seat), Pass(seat)]
        out += [Assign(seat, c, n) for c in reserve + commanders[:1] for n in (1, 2, 3)]
        out += [Expend(seat, t) for t in s.world]
        out += [Deploy(seat, c, n) for c in hands + units[:2] for n in (1, 2, 3)]
        out += [Attach(seat, c, h) for c in hands for h in bodies + s.world[:2]]
        for c in hands:
            out.append(PlayEvent(seat, c))
            out += [PlayEvent(seat, c, t) for t in bodies + s.world]
            out += [PlayEvent(seat, c, r, to) for r in refs for to in [None] + list(range(18))]
        out += [Move(seat, n, sq) for n in (1, 2, 3) for sq in range(18)]
        out += [Fight(seat, sq) for sq in range(18)]
        out += [Attack(seat, a, t) for a in bodies for t in units + s.world]
    return out


def positions(seed, options, every=23, limit=400):
    setup = G.default_setup(seed, options=options)
    s = G.new_state(setup)
    rng = Rng(seed)
    n = 0
    while s.result is None and n < limit:
        if n % every == 0 or s.battle is not None and n % 3 == 0:
            yield s
        legal = G.legal_actions(s)
        G.play(s, legal[rng.randbelow(len(legal))])
        n += 1
    yield s


@pytest.mark.parametrize("seed, options", [(1, OPTION_SETS[0]), (2, OPTION_SETS[1]), (3, OPTION_SETS[2]),
                                           (4, OPTION_SETS[0])])
def test_legal_list_equals_what_play_accepts(seed, options):
    seen_battle = 0
    for s in positions(seed, options):
        legal = G.legal_actions(s)
        assert len(legal) == len(set(legal))
        accepted = set()
        snapshot = G.clone(s)
        full_hash = state_hash(s)
        for i, a in enumerate(candidates(s)):
            if G.refusal(s, a) is None:
                accepted.add(a)
                continue
            with pytest.raises(IllegalActionError) as e:
                G.play(s, a)
            assert e.value.rule in RULES, e.value.rule
            assert e.value.reason.endswith(".") and "\n" not in e.value.reason, e.value.reason
            if i % 97 == 0:
                assert state_hash(s) == full_hash
        assert s == snapshot
        assert accepted == set(legal), (set(legal) ^ accepted)
        for a in legal:  # and each of them really plays
            G.play(G.clone(s), a)
        seen_battle += s.battle is not None
    assert seen_battle  # the sample includes battles in progress
