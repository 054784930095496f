"""Every bot plays whole games of both games, 2 to 6 seats, choosing only legal actions,
and only ever sees its seat's view (AW-11, AP-11)."""

import pytest
from ai_helpers import AP, AW, Checked

from tabletop.ai.base import BOTS, make_bot
from tabletop.ai.driver import play_bots
from tabletop.ai.levels import HardBot


def aw_hidden(view, seat):
    """Afterworld: both decks and the opponent's hand (AW-11.1)."""
    out = []
    for p, side in enumerate(view.sides):
        out += side.deck
        if p != seat:
            out += side.hand
    return out


def ap_hidden(view, seat):
    """Austin Powers: every deck and the other players' hands (AP-11.1)."""
    out = []
    for p in range(view.seats):
        out += view.decks[p]
        if p != seat:
            out += view.hands[p]
    return out


def budget(name):
    return "6" if name == "search" else None


def bot(name, seed):
    """The bot `name`; the hard level with a search of 6 playouts, as the search bot here (its
    900 a decision would make this one game a minute and a half of the suite)."""
    return HardBot(seed, playouts=6) if name == "hard" else make_bot(name, seed, budget(name))


@pytest.mark.parametrize("name", list(BOTS))
def test_afterworld_whole_game_with_legal_choices_only(name):
    bots = [Checked(bot(name, 3 + i), i, aw_hidden) for i in range(2)]
    rec = play_bots(AW, AW.default_setup(21), bots)
    assert rec.result is not None
    assert all(b.choices > 20 for b in bots)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_austin_powers_whole_games_with_legal_choices_only(players):
    names = (list(BOTS) * 2)[:players]
    bots = [Checked(make_bot(n, 5 + i, "4" if n == "search" else None), i, ap_hidden)
            for i, n in enumerate(names)]
    rec = play_bots(AP, AP.default_setup(30 + players, players), bots)
    assert rec.result is not None and rec.result.reason == "points"
    assert all(b.choices > 0 for b in bots)


def test_afterworld_greedy_against_search_seat_swapped():
    bots = [Checked(make_bot("search", 1, "6"), 0, aw_hidden), Checked(make_bot("greedy", 2), 1, aw_hidden)]
    rec = play_bots(AW, AW.default_setup(44), bots)
    assert rec.result is not None
