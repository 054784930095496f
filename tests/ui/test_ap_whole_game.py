"""The Austin Powers CCG with the mouse, from start to end: a whole four-player game played
with random gestures among those the table offers, and `tabletop play austin-powers` opening
the table at once (split from test_ap_table.py, which plays single moments)."""

from drive import click, drag, post, table

from tabletop.games import get_game
from tabletop.games.austin_powers.state import score
from tabletop.ui.cover import CoverScene
from tabletop.ui.gameover import GameOverScene
from tabletop.ui.pick import PickScene
from tabletop.play import COMPUTER, Seat

G = get_game("austin-powers")


# ---- the whole game ------------------------------------------------------------------------

MENU = {"Undo", "Redo", "Menu", "Back to everyone"}


def mouse_player_move(a, t, rng):
    """One decision of a human, made with the mouse: a random drag, click or button the table
    offers (a menu after a drop: a random enabled entry). Returns what was done, for messages."""
    if isinstance(a.top, CoverScene):
        click(a, (a.screen.get_width() // 2, a.screen.get_height() // 2))
        return "cover"
    if isinstance(a.top, PickScene):
        w = rng.choice([w for w in a.top.widgets if w.enabled and w.label != "Cancel"])
        click(a, w.rect.center)
        return f"menu {w.label}"
    t.physics.settle()  # a player waits for the cards to come to rest
    moves = [("drag", pid, tid) for pid, drops in t.shown.aff.drags.items() for tid in drops]
    moves += [("click", pid, None) for pid in t.shown.aff.clicks]
    moves += [("button", w, None) for w in t.buttons.widgets if w.enabled and w.label not in MENU
              and w.label != "End by score?"]  # a game to the end, not an agreed stop
    kind, what, where = rng.choice(moves)
    if kind == "drag":
        drag(a, t, what, where)
    elif kind == "click":
        click(a, t.visible_pos(what))
    else:
        click(a, what.rect.center)
        what = what.label
    return f"{kind} {what} {where or ''}"


def test_a_whole_four_player_game_through_the_table_reaches_the_game_over_screen():
    """Seat 1 is played with the mouse (random gestures among those offered), seats 2-4 by bots."""
    import random
    seats = [Seat("Mouse")] + [Seat(f"Bot {i}", COMPUTER, "random") for i in (2, 3, 4)]
    a, t = table("austin-powers", seats=seats, players=4, seed=4, size=(960, 600))
    t.computer.delay = 0.0
    rng = random.Random(7)
    done = []
    for _ in range(4000):
        if isinstance(a.top, GameOverScene):
            break
        if a.top is not t or (t.shown.acting == 0 and not t.computer.anim and not t.computer.job):
            before = len(t.match.history)
            done.append(mouse_player_move(a, t, rng))
            assert len(t.match.history) > before or a.top is not t or done[-1] in ("cover",) \
                or t.shown.toasts == [], f"a gesture the table offered was refused: {done[-1]}: {t.shown.toasts[0].text}"
        else:
            post(a)
    assert isinstance(a.top, GameOverScene)
    mine = [e for e in t.match.history if e.action.seat == 0]
    assert len(mine) > 20 and len({e.action.verb for e in mine}) >= 6   # many kinds of gestures
    s = t.match.state
    winner = s.result.winners[0]
    assert score(G.by_key, s, winner) >= 100
    lines = t.ui.summary(s)
    assert lines[0][0] == winner and [p for p, _ in lines] == sorted(range(4), key=lambda p: -score(G.by_key, s, p))
    unit = "mojo" if s.sides[winner] == "austin" else "billion"
    assert unit in lines[0][1]
    post(a)  # the game-over screen draws the scores


# ---- the command line ----------------------------------------------------------------------

def test_tabletop_play_austin_powers_players_4_opens_the_table_at_once(monkeypatch):
    """`tabletop play austin-powers --players 4`: you at seat 1, computer players at the others,
    the shipped decks, the four-player layout; the title screen lies under the table."""
    import drive

    from tabletop import cli
    from tabletop.ui import app as app_module
    from tabletop.ui.table import TableScene
    from tabletop.ui.title import TitleScene

    seen = {}

    def run(self):
        for _ in range(3):
            self.step(1 / 60, [])
        seen["stack"] = list(self.scenes)

    monkeypatch.setattr(app_module.App, "run", run)  # three frames instead of the main loop
    monkeypatch.setattr(app_module, "App", lambda size: drive.app(size or (1280, 800)))  # the session's window
    from tabletop.persist.progress import Progress
    Progress(games=1).save()  # not a first game against the computer (that one asks: test_first_game.py)
    assert cli.main(["play", "austin-powers", "--players", "4", "--seed", "3"]) == 0
    title, t = seen["stack"][:2]
    assert isinstance(title, TitleScene) and isinstance(t, TableScene)
    assert t.layout.name == "Austin Powers, 4 players" and t.match.state.seats == 4
    assert [s.human for s in t.seats] == [True, False, False, False]
    assert [s.bot for s in t.seats[1:]] == ["normal"] * 3  # the default level
    sides = t.match.state.sides  # dealt from the seed (AP-1.2 [T]), alternating around the table
    assert sides in (["austin", "evil"] * 2, ["evil", "austin"] * 2)
    assert sides == [d.side for d in t.match.setup.decks]
    assert all(len(h) == 6 and len(d) == 24 for h, d in zip(t.match.state.hands, t.match.state.decks))
