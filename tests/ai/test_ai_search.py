"""The bots by name, their budgets, and the search bot taking a win that is on the table."""

import pytest
from ai_helpers import AP, AW

from tabletop.ai.base import BOTS, make_bot, parse_budget
from tabletop.ai.search import DEFAULT_SECONDS, SearchBot
from tabletop.games.afterworld.position import build as aw_position
from tabletop.games.austin_powers.position import build_position as ap_position


def play_out(game, s, bots, until_turn=None):
    """Let `bots` (seat -> bot) play from `s` until the game ends or a turn change."""
    start = s.turn
    while s.result is None and (until_turn is None or s.turn < start + until_turn):
        seat = game.to_act(s)[0]
        legal = game.legal_actions(s, seat)
        game.play(s, bots[seat].choose(game, game.view(s, seat), legal))
    return s


def test_the_bots_the_table_lists():
    assert list(BOTS) == ["easy", "normal", "hard", "random", "greedy", "search"]
    assert make_bot("hard", 1).describe() == ("hard (search, 900 playouts in Afterworld, 300 in other games, "
                                              "at most 0.95 s)")
    assert make_bot("search", 1).describe() == f"search ({4 * 300} playouts, {DEFAULT_SECONDS:g} s)"
    assert make_bot("search", 1, "150").describe() == "search (150 playouts)"
    assert make_bot("search", 1, "0.25s").describe() == "search (0.25 s)"
    assert make_bot("greedy", 1, "150").describe() == "greedy"


@pytest.mark.parametrize("bad", ["0", "-3", "fast", "0s", "1.5", "300,400", "1s,2s", "300,0.9s,1",
                                 "100001", "61s", "1e31s", "1" + "0" * 31, "\u00b2", "nans"])
def test_a_bad_budget_is_refused_with_the_forms_that_work(bad):
    with pytest.raises(ValueError, match="write a number of playouts from 1 to 100,000 such as 300, a time of at "
                                         "most 60 seconds such as 0.5s, or both such as 300,0.9s"):
        parse_budget(bad)


def test_both_budgets_stop_at_whichever_comes_first_and_count_the_cut():
    assert parse_budget("300, 0.9s") == (300, 0.9)
    assert make_bot("search", 1, "300,0.9s").describe() == "search (300 playouts, 0.9 s)"
    s = AW.new_state(AW.default_setup(3))
    seat = AW.to_act(s)[0]
    view, legal = AW.view(s, seat), AW.legal_actions(s, seat)
    quick = make_bot("search", 1, "5,60s")  # the playouts end first: not cut
    quick.choose(AW, view, legal)
    assert (quick.last_playouts, quick.cut_short) == (5, 0)
    slow = make_bot("search", 1, f"{10 ** 5},0.05s")  # the time ends first: counted
    slow.choose(AW, view, legal)
    assert 1 <= slow.last_playouts < 10 ** 5 and slow.cut_short == 1


def test_an_unknown_bot_is_refused_with_a_suggestion():
    with pytest.raises(ValueError, match=r"unknown bot 'serch'.*search.*the bots are easy, normal, hard, random, greedy, search"):
        make_bot("serch")


def test_a_time_budget_plays_at_least_one_playout():
    s = AW.new_state(AW.default_setup(3))
    seat = AW.to_act(s)[0]
    bot = SearchBot(1, iterations=10 ** 6, seconds=0.05)
    bot.choose(AW, AW.view(s, seat), AW.legal_actions(s, seat))
    assert 1 <= bot.last_playouts < 10 ** 6


def test_afterworld_search_finishes_the_enemy_fortress():
    # Fortress of Asgard (Strength 21) has taken 15 damage this turn; the Egyptian division on
    # F2 strikes for 10, and a Huskarl there tempts it to waste strikes on a unit.
    s = aw_position(AW, {
        "step": "battle",
        "P1": {"faction": "egyptian", "divisions": [
            {"commander": "Pharaoh of the Two Lands", "square": "F2",
             "units": ["Sphinx of the Sands", "Serpent of Apep", "Chariot Archer"]}]},
        "P2": {"faction": "norse", "territories": {"F2": {"damage": 15}},
               "divisions": [{"commander": "Jarl of the Fjords", "square": "F2",
                              "units": ["Huskarl Shieldbearer"]}]},
    })
    play_out(AW, s, {0: make_bot("search", 5, "60"), 1: make_bot("greedy", 6)}, until_turn=1)
    assert s.result is not None and s.result.winners == (0,) and s.result.reason == "elimination"


def test_austin_powers_search_shags_for_the_hundredth_point():
    # 90 points; Agent Honeytrap's shag scores her 12 more. Player 2 holds no bone.
    s = ap_position(AP, {"players": [
        {"side": "austin", "field": ["Agent Honeytrap"], "hand": ["Smashing, darling!", "Cosmic Carol"],
         "score": ["Sir Reginald Velvet", "Miss Mojo Rising", "Bernard Bellbottom", "Dame Doris Discotheque",
                   "Sister Stiletto", "Commander Paisley", "Dusty Springheel", "Crikey, my flares!"]},
        {"side": "evil", "field": ["Baron von Monocle"], "hand": ["Velma Venom", "Rocket Rita"]},
    ]}, source="test position")
    play_out(AP, s, {0: make_bot("search", 5, "60"), 1: make_bot("greedy", 6)}, until_turn=1)
    assert s.result is not None and s.result.winners == (0,)
