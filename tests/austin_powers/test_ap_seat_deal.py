"""The default setup's seats (AP-1.2 [T]): with three or more players each seat's place in the
alternation of sides and the starter deck of its side are dealt from the seed, so no seat is
fixed to the strongest deck or the best place; the sides still alternate around the table and
the deal warns of nothing. Two players keep Ministry Mods against Moon Base Syndicate."""

from collections import Counter

import pytest

from ap_script import G
from tabletop.games.austin_powers.decks import setup_warnings


STARTERS = {"austin": {"Ministry Mods", "Swinging Sixties"},
            "evil": {"Moon Base Syndicate", "Volcano Lair"}}


def deal(seed: int, players: int) -> list[tuple[str, str]]:
    return [(d.side, d.name) for d in G.default_setup(seed, players).decks]


def test_two_players_keep_the_fixed_pairing():
    for seed in range(1, 41):
        assert deal(seed, 2) == [("austin", "Ministry Mods"), ("evil", "Moon Base Syndicate")]


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_the_deal_comes_from_the_seed_and_the_sides_alternate_around_the_table(players):
    seen_side: dict[int, Counter] = {p: Counter() for p in range(players)}
    seen_deck: dict[int, Counter] = {p: Counter() for p in range(players)}
    deals = set()
    for seed in range(1, 201):
        d = deal(seed, players)
        assert d == deal(seed, players)                                 # reproducible
        setup = G.default_setup(seed, players)
        sides = [side for side, _ in d]
        assert abs(sides.count("austin") - sides.count("evil")) <= 1    # as even as possible
        # around the table (the last seat sits by the first) neighbours differ, but for the one
        # pair an odd table must have
        assert sum(sides[i] == sides[i - 1] for i in range(players)) == players % 2
        assert G.setup_warnings(setup) == []
        names = [name for _, name in d]
        for side in ("austin", "evil"):                                 # a side's decks differ
            mine = [n for s, n in d if s == side]
            assert len(set(mine)) == min(len(mine), len(STARTERS[side]))
        G.new_state(setup)                                              # a legal table
        for p, (side, name) in enumerate(d):
            seen_side[p][side] += 1
            seen_deck[p][name] += 1
        deals.add(tuple(names))
    for p in range(players):   # every seat plays both sides and every starter deck, none mostly
        assert set(seen_side[p]) == {"austin", "evil"}
        assert set(seen_deck[p]) == STARTERS["austin"] | STARTERS["evil"]
        for side, share in Counter(side for side, _ in deal(1, players)).items():
            assert abs(seen_side[p][side] - 200 * share / players) <= 20, (p, side, seen_side[p])
    assert len(deals) >= 4


def test_the_warning_reads_the_sides_around_the_table():
    assert setup_warnings(["evil", "austin", "austin"]) == []           # an odd table's one pair
    assert setup_warnings(["austin", "evil", "austin", "evil", "austin"]) == []
    assert "alternate" in setup_warnings(["austin", "evil", "evil", "austin"])[0]
    assert "alternate" in setup_warnings(["austin", "austin", "evil", "evil", "austin", "evil"])[0]
    assert "alternate" in setup_warnings(["austin", "austin", "evil", "evil", "austin"])[0]
