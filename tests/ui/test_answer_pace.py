"""Answer times that say nothing (issue 25): a computer player's answer to a question it
could pass on comes at the same moment whether it held something and thought about it, or
had nothing and the table gave its pass."""

import time

from drive import app
from test_aw_quiet_answers import BO_HANDS, G, window

from tabletop.engine.history import Match
from tabletop.play import COMPUTER, Seat
from tabletop.ui.games import make_ui
from tabletop.ui.layout import default_layout_name, load_layout
from tabletop.ui.table import TableScene


class SlowPasser:
    """A computer player that thinks 0.3 s (as a hard bot holding an event does) and passes."""

    name = "slow passer"
    needs_view = False

    def choose(self, game, view, actions):
        time.sleep(0.3)
        return next(a for a in actions if a.passes)


def seconds_to_the_answer(bo_hand) -> float:
    """Bo (a computer player) answers Ann's battle: table seconds until his answer is played."""
    s = window(bo_hand)
    lay = load_layout(default_layout_name("afterworld", 2))
    t = TableScene(Match(G, G.default_setup(1, 2), state=s, undo="all"), make_ui(G, lay), lay,
                   [Seat("Ann"), Seat("Bo", COMPUTER, "normal")], threaded_bots="thread", bot_delay=0.55, seed=1)
    t.computer.bots[1] = SlowPasser()
    a = app()
    a.push(t)
    clock = 0.0
    for _ in range(600):                   # 10 s at most
        a.step(1 / 60, [])
        clock += 1 / 60
        if t.match.history:
            break
        time.sleep(1 / 60)                 # the table's time and the thinking thread's are the same
    assert t.match.history[0].text == "P2 pass"
    return clock


def test_a_pass_with_a_choice_and_a_forced_pass_come_at_the_same_moment():
    thought = seconds_to_the_answer(BO_HANDS[0])   # he holds an event he could play: he thinks 0.3 s
    given = seconds_to_the_answer(BO_HANDS[1])     # nothing he can play: the table passes for him
    assert abs(thought - given) <= 3 / 60, (thought, given)
    assert given >= 0.8                            # not at once: after the wait an answer takes
