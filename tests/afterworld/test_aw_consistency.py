"""The legal list is exactly what `play` accepts: on many positions reached by random play, a
broad superset of candidate actions is filtered through `play`; the accepted ones must be the
generated legal list, and every refused one must leave the state exactly as it was. The
candidates are derived from the game's notation (tests/candidates.py), so every action class
is tried by construction."""

import pytest
from aw_script import G

from tabletop.engine.errors import IllegalActionError
from tabletop.engine.rng import Rng
from tabletop.engine.serial import state_hash
from candidates import Domains
from tabletop.games.afterworld.rules import RULES

OPTION_SETS = [
    {},
    {"defender_strikes_back": True, "expend_any_time": True, "square_capacity": 2},
    {"interleave_moves": False, "engagement_stops_movement": True, "empty_divisions_move": True,
     "food_gold_substitute": True, "events_in_every_step": False, "response_window": False},
]


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
    domains = Domains(G, seed)
    for s in positions(seed, options):
        legal = G.legal_actions(s)
        assert len(legal) == len(set(legal))
        domains.learn(legal)
        accepted = set()
        snapshot = G.clone(s)
        full_hash = state_hash(s)
        for i, a in enumerate(domains.candidates(s, legal)):
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
    assert set(domains.tried) == set(G.notation.by_verb), "an action class was never tried"
