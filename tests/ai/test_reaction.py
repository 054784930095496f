"""Reaction times and answers in order of arrival (AP-7.6): a computer player's reaction time
is drawn from its level and seed (so a simulation reproduces), and a simulation plays the
copies of a gesture quickest first, a copy close behind another as come together with it."""

import statistics

from tabletop.ai.base import make_bot
from tabletop.ai.driver import play_bots
from tabletop.ai.reaction import (FASTEST, REACTION, SLOWEST, TIE_SECONDS, Arrivals, bot_reaction,
                                  reaction_seconds)
from tabletop.games import get_game

G = get_game("austin-powers")


def test_reaction_times_are_drawn_per_level_and_seed_and_reproduce():
    for level, (median, _) in REACTION.items():
        times = [reaction_seconds(level, seed, moment) for seed in range(40) for moment in range(25)]
        assert all(FASTEST <= t <= SLOWEST for t in times)
        assert abs(statistics.median(times) - median) < 0.08        # about the level's median
        assert len(set(times)) > 900                                # a new draw for each question
    assert reaction_seconds("normal", 5, 17) == reaction_seconds("normal", 5, 17)
    assert reaction_seconds("normal", 5, 17) != reaction_seconds("normal", 6, 17)
    easy = statistics.median(reaction_seconds("easy", s, 3) for s in range(500))
    hard = statistics.median(reaction_seconds("hard", s, 3) for s in range(500))
    assert easy > hard + 0.4                                        # the easy player is slow
    assert reaction_seconds("greedy", 9, 2) == reaction_seconds("normal", 9, 2)   # old names: their level


def test_an_answer_within_the_window_of_the_one_before_comes_together():
    clock = Arrivals()
    copy = G.parse(None, "P2 copy")
    assert G.format(clock.stamp(copy, 1.00)) == "P2 copy"
    assert G.format(clock.stamp(G.parse(None, "P3 copy"), 1.00 + TIE_SECONDS / 2)) == "P3 copy together"
    assert G.format(clock.stamp(G.parse(None, "P4 copy"), 1.00 + 2 * TIE_SECONDS)) == "P4 copy"
    assert G.format(clock.stamp(G.parse(None, "P4 no-copy"), 5.0)) == "P4 no-copy"  # no order: untimed


def test_a_simulation_plays_the_copies_quickest_first():
    setup = G.default_setup(3, 4)
    bots = [make_bot("normal", 100 + i) for i in range(4)]
    record = play_bots(G, setup, bots)
    gestures = together = 0
    for i, line in enumerate(record.actions):
        if line.split()[1] != "gesture":
            continue
        gestures += 1
        copies = [x for x in record.actions[i + 1:i + 4]]
        assert all(x.split()[1] == "copy" for x in copies)
        seats = [int(x.split()[0][1:]) - 1 for x in copies]
        times = [bot_reaction(bots[p], i + 1) for p in seats]
        assert times == sorted(times)                               # quickest first
        for k in range(1, 3):
            close = times[k] - times[k - 1] < TIE_SECONDS
            assert copies[k].endswith("together") == close
            together += close
    assert gestures >= 5 and together >= 1                          # it saw gestures, and a tie
