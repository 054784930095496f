"""AP-4.5 [T]: the first player takes one action in their first turn (option
first_turn_actions, default 1); every later turn has two (AP-4.1)."""

import pytest

from ap_script import G
from tabletop.engine.errors import DataError


def opening(players=2, **options):
    return G.new_state(G.default_setup(7, players, options=options))


def turn_actions(s) -> list[int]:
    """Actions the turn player may take, turn by turn, playing agents while they can."""
    out = []
    for _ in range(3):
        tp = s.turn_player
        taken = 0
        while True:
            acts = [a for a in G.legal_actions(s, tp) if a.verb in ("agent", "swinger")]
            if not acts or s.actions_used >= s.actions_allowed:
                break
            G.play(s, acts[0])
            taken += 1
            while G.to_act(s) != [tp]:           # ship chains and the like: everyone passes
                p = G.to_act(s)[0]
                G.play(s, G.legal_actions(s, p)[-1])
        out.append(s.actions_allowed)
        G.play(s, G.parse(s, f"P{tp + 1} end"))
        while s.turn_player == tp and s.result is None:   # Evening Up
            p = G.to_act(s)[0]
            G.play(s, G.legal_actions(s, p)[-1])
    return out


@pytest.mark.parametrize("players", [2, 4])
def test_the_first_turn_has_one_action_the_others_two_AP_4_5(players):
    s = opening(players)
    assert s.options.first_turn_actions == 1 and s.actions_allowed == 1
    assert "P%d end" % (s.turn_player + 1) in [G.format(a) for a in G.legal_actions(s, s.turn_player)]
    assert turn_actions(s) == [1, 2, 2]


def test_the_option_plays_two_as_the_source_AP_4_5():
    s = opening(first_turn_actions=2)
    assert s.actions_allowed == 2


def test_the_option_is_checked():
    with pytest.raises(DataError, match="first_turn_actions must be 1 or 2, not 3"):
        opening(first_turn_actions=3)


def test_after_one_action_the_first_player_may_only_end_AP_4_5():
    for seed in range(1, 30):
        s = G.new_state(G.default_setup(seed, 2))
        tp = s.turn_player
        agents = [a for a in G.legal_actions(s, tp) if a.verb == "agent"]
        if len(agents) >= 2:
            break
    G.play(s, agents[0])
    while G.to_act(s) != [tp]:
        p = G.to_act(s)[0]
        G.play(s, G.legal_actions(s, p)[-1])
    left = {a.verb for a in G.legal_actions(s, tp)}
    assert "agent" not in left and "end" in left
    err = G.refusal(s, agents[1])
    assert err is not None
