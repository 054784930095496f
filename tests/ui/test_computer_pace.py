"""A burst of the computer's moves is shown one after another at a pace a newcomer can follow
(issue 46: "Sandstorm and Riptide teleported divisions and the player missed them"): each move
is shown, then read for the time the adapter gives it (`GameUI.pace`) before the next one
starts; an event card is read longest, with a banner that names it and says what it did."""

from __future__ import annotations

from drive import app

from tabletop.engine.history import Match
from tabletop.ui.games import make_ui
from tabletop.ui.layout import default_layout_name, load_layout
from tabletop.ui.table import TableScene

from tabletop import words
from tabletop.games import get_game
from tabletop.games.afterworld import position
from tabletop.games.afterworld.actions import Deploy, Expend, Pass, PlayEvent
from tabletop.play import COMPUTER, Seat

G = get_game("afterworld")


class Eager:
    """A computer player that plays its events first, then its units, then takes Food and Gold,
    then passes: a burst."""

    name = "eager"
    needs_view = False

    def choose(self, game, view, legal):
        for kind in (PlayEvent, Deploy, Expend):
            mine = [a for a in legal if isinstance(a, kind)]
            if mine:
                return mine[0]
        return next(a for a in legal if isinstance(a, Pass))


def test_a_burst_of_computer_moves_is_shown_one_after_another_and_an_event_card_longest():
    st = position.build(G, {
        "names": ["Ann", "Computer"], "turn_player": "P2",
        "P1": {"faction": "japanese", "divisions": [{"commander": "Shogun of the Eastern Sea", "square": "b2",
                                                      "units": ["Ashigaru Pikeman"]}]},
        "P2": {"faction": "egyptian", "food": 4, "gold": 2, "hand": ["Sandstorm", "Sandstorm", "Jackal Spearman"]}})
    match = Match(G, G.default_setup(1, 2), state=st)
    lay = load_layout(default_layout_name("afterworld", 2))
    t = TableScene(match, make_ui(G, lay), lay, [Seat("Ann"), Seat("Computer", COMPUTER)], threaded_bots=False,
                   bot_delay=0.55, seed=1)  # the table's own pace (the tests' tables run at 0.05)
    t.computer.bots[1] = Eager()
    t.computer.named.pop(1, None)
    a = app()
    a.push(t)
    clock, commits, banners = 0.0, [], {}
    n = len(t.match.history)
    while clock < 30 and t.shown.acting != 0:
        a.step(1 / 60, [])
        clock += 1 / 60
        if len(t.match.history) > n:
            n = len(t.match.history)
            commits.append((clock, t.match.history[-1]))
        if t.log.banner is not None:
            banners.setdefault(words.tr(t.log.banner.title), words.tr(t.log.banner.sub))
    kinds = [type(e.action).__name__ for _, e in commits]
    assert kinds.count("PlayEvent") == 2 and kinds[-1] == "Pass", kinds
    for (t0, e0), (t1, e1) in zip(commits, commits[1:]):
        # the next move starts when the last one is read, and is shown as a drag (0.55 s) before it is played
        assert t1 - t0 >= t.ui.pace(e0) - 1 / 30, (type(e0.action).__name__, t1 - t0)
    events = [(t1 - t0) for (t0, e0), (t1, _) in zip(commits, commits[1:]) if isinstance(e0.action, PlayEvent)]
    assert events and 1.8 <= min(events) and max(events) <= 1.8 + 0.55 + 0.2  # read, then the next drag
    assert "Sandstorm" in banners and "d1" in banners["Sandstorm"] and "F1" in banners["Sandstorm"] \
        or "Sandstorm" in banners and "moved" in banners["Sandstorm"], banners
    print(f"computer pace: {len(commits)} moves in {commits[-1][0] - commits[0][0]:.1f} s, "
          f"an event card read {min(events):.1f} s")
