"""A button whose words need a key says what it does on hover: "End by score?" (AP-10.3)."""

import pygame
from drive import app, post, settle

import tabletop.ui.rooms.hud as hud
from tabletop.engine.history import Match
from tabletop.games import get_game
from tabletop.play import COMPUTER, Seat
from tabletop.ui.games import make_ui
from tabletop.ui.layout import default_layout_name, load_layout
from tabletop.ui.table import TableScene


def test_end_by_score_says_what_it_does_on_hover(monkeypatch):
    game = get_game("austin-powers")
    setup = game.unattended(game.default_setup(3, 2), human=True)  # the options of a table with a human
    match = Match(game, setup)
    lay = load_layout(default_layout_name(game.name, 2))
    seats = [Seat("Ann"), Seat("Bo", COMPUTER, "random")]
    t = TableScene(match, make_ui(game, lay), lay, seats, threaded_bots=False, bot_delay=0.05, seed=3)
    a = app()
    a.push(t)
    settle(a, t)
    for _ in range(600):  # until Ann may act and propose the end
        if t.button("End by score?") is not None:
            break
        a.step(1 / 30, [])
        t.settle()
    w = t.button("End by score?")
    assert w is not None and w.enabled and "[AP-10.3]" in w.tip
    shown = []
    monkeypatch.setattr(hud, "draw_tooltip", lambda s, f, c, text, pos, size: shown.append(text) or pygame.Rect(pos, (1, 1)))
    post(a, pygame.event.Event(pygame.MOUSEMOTION, pos=w.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    a.step(1 / 60, [])
    assert shown and shown[-1] == w.tip
