"""Cards fly only when something is played (issue 46: "flying territory cards over the
opponent's division strip"): the table laid out anew for the window (the compact layout at
1024x600, another table size) puts every piece in its new place at once; nothing crosses the
board. (A hot-seat table turned to the other player does the same, under its cover.)"""

from __future__ import annotations

from drive import app

from tabletop.engine.history import Match
from tabletop.games import get_game
from tabletop.play import Seat
from tabletop.ui.games import make_ui
from tabletop.ui.layout import default_layout_name, load_layout
from tabletop.ui.table import TableScene

G = get_game("afterworld")


def _table(seats):
    lay = load_layout(default_layout_name("afterworld", 2))
    return TableScene(Match(G, G.default_setup(1, 2)), make_ui(G, lay), lay, seats, threaded_bots=False, seed=1)


def test_the_table_laid_out_for_a_small_window_puts_its_cards_there_at_once():
    t = _table([Seat("Ann"), Seat("Bo")])
    t.auto_layout = True  # (as a game opened from the title: the window picks the layout)
    a = app((1024, 600))
    a.push(t)
    a.step(1 / 60, [])
    assert "compact" in t.layout.name
    assert t.physics.restless() == set(), f"{len(t.physics.restless())} pieces fly to the compact layout's places"
    a.resize((1280, 800))  # and back to the standard one
    a.step(1 / 60, [])
    assert "compact" not in t.layout.name and t.physics.restless() == set()
    app((1280, 800))


def test_a_territory_the_computer_takes_food_and_gold_from_turns_where_it_lies():
    """The computer's Expend was shown as a drag of the territory to its pool in the corner and
    back: nine territories a turn flying over the division strips."""
    from tabletop.games.afterworld.actions import Expend
    from tabletop.play import COMPUTER
    lay = load_layout(default_layout_name("afterworld", 2))
    t = TableScene(Match(G, G.default_setup(3, 2)), make_ui(G, lay), lay, [Seat("Ann"), Seat("Bo", COMPUTER)],
                   threaded_bots=False, seed=3, bot_delay=0.2)
    a = app((1280, 800))
    a.push(t)
    seen = 0
    for _ in range(60 * 60):
        a.step(1 / 60, [])
        anim = t.computer.anim
        if anim is not None and isinstance(anim.action, Expend):
            seen += 1
            home = t.shown.pieces[anim.piece].center
            x, y = t.physics.position(anim.piece)
            assert abs(x - home[0]) < 1 and abs(y - home[1]) < 1, "the territory left its square"
        if seen > 20:
            break
        if t.shown.acting == 0:  # Ann passes whatever she is asked (the computer's turns go on)
            legal = G.legal_actions(t.match.state, 0)
            t.play(next((x for x in legal if type(x).__name__ in ("Pass", "Keep")), legal[-1]))
    assert seen > 20
