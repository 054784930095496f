"""Perft (as in python-chess): the number of legal action sequences to a small depth from fixed
positions, against exact numbers. The small ones are worked out by hand in the docstrings; the
deeper ones guard against any change in what is legal."""

import pytest
from aw_script import G, position

from tabletop.engine.game import Setup


def perft(s, depth: int) -> int:
    legal = G.legal_actions(s)
    if depth == 1:
        return len(legal)
    n = 0
    for a in legal:
        t = G.clone(s)
        G.play(t, a)
        n += 1 if t.result is not None else perft(t, depth - 1)
    return n


def start():
    """AW-4 setup: mulligan or keep (2 x 2), then 3 commanders x 3 divisions (9), then 2 x 2
    (the last commander goes by itself), then the other player's 9: 2, 4, 36, 144, 1296."""
    return G.new_state(Setup("afterworld", 7, [G.starter("egyptian"), G.starter("norse")], ["A", "B"], {}, 0))


def march():
    """AW-8 Move step: d1 Sun Barque (N NE NW / N / N S) and d2 Pharaoh (N / N), one unit each,
    both in F1. Depth 1: 4 + 4 squares of the back row and pass = 9. Depth 2: after a move of d1,
    d1 again (1) + d2 (4) + pass = 6, same after d2: 24 + 24, and after pass only Bo's pass: 49.
    Depth 3: 4x7 + 4x4x3 + 4 + 4x5 (the Pharaoh has no third move) + 4x4x3 + 4 + 1 = 153."""
    return position({"step": "move", "P1": {"divisions": [
        {"commander": "Sun Barque", "units": ["Jackal Spearman"]},
        {"commander": "Pharaoh of the Two Lands", "units": ["Scarab Swarm"]}]}})


def battle():
    """AW-9 Battle step on c3: Ann's Jackal Spearman and Chariot Archer against Bo's Berserker and
    Mead Hall; Bo holds Thor's Lightning and 2 Gold. Depth 1: fight or pass. Depth 2: 2 units x 2
    targets after fight; after pass Bo may fight, play Thor's Lightning on either unit, or pass: 8.
    Depth 3: 4 x 2 + (2 + 2 + 2 + 13 after Bo's pass: 9 expends, 3 deploys and pass): 27."""
    return position({"names": ["Ann", "Bo"], "step": "battle",
                     "P1": {"divisions": [{"commander": "Sun Barque", "square": "c3",
                                           "units": ["Jackal Spearman", "Chariot Archer"]}]},
                     "P2": {"territories": {"c3": "Mead Hall"}, "hand": ["Thor's Lightning"], "gold": 2,
                            "deck": ["Berserker"] * 3,
                            "divisions": [{"commander": "Jarl of the Fjords", "square": "c3", "units": ["Berserker"]}]}})


def muster():
    """AW-5/6/7 Muster step: 9 expends + Chariot Archer into 3 divisions + Rising of the Nile on 9
    own territories + pass = 22 (Khopesh and Plague of Locusts cannot be paid yet)."""
    return position({"step": "muster",
                     "P1": {"hand": ["Chariot Archer", "Khopesh", "Plague of Locusts", "Rising of the Nile"],
                            "divisions": [{"units": ["Jackal Spearman"]}]},
                     "P2": {"divisions": [{"square": "b2", "units": ["Berserker"]}]}})


@pytest.mark.parametrize("make, counts", [
    (start, [2, 4, 36, 144, 1296]),
    (march, [9, 49, 153, 377]),
    (battle, [2, 8, 27, 210, 1987]),  # 1971 while the Fortress of Asgard gave no Gold
    (muster, [22, 382, 5777]),
])
def test_perft(make, counts):
    s = make()
    assert [perft(s, d) for d in range(1, len(counts) + 1)] == counts
