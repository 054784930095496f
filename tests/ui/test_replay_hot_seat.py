"""Hot-seat saves keep hands from the other player (issue 25): the replay of a hot-seat game
that is not over opens in the public view, and V is refused with the reason; once the game
is over, or with one person at the table, V shows whose cards as before."""

import random

import pygame
from drive import app, key

from tabletop.engine.history import Match
from tabletop.games import get_game
from tabletop.persist.document import SaveInfo
from tabletop.persist.saves import save_match
from tabletop.ui.replay import open_replay

GAME = get_game("afterworld")


def unfinished(tmp_path, humans=(True, True), actions=30):
    m = Match(GAME, GAME.default_setup(4, 2, names=["Ann", "Bo"]))
    rng = random.Random(2)
    for _ in range(actions):
        m.play(rng.choice(m.legal_actions()))
    assert m.state.result is None
    info = SaveInfo(seats=[{"name": n, "human": h, "bot": "random"} for n, h in zip(m.state.names, humans)])
    return save_match(m, tmp_path / "autosave-like.json", info), m


def faces(table, seat):
    return {table.shown.pieces[f"card:{c}"].kind for c in table.match.state.sides[seat].hand}


def test_an_unfinished_hot_seat_game_replays_in_the_public_view_and_v_says_why(tmp_path):
    path, m = unfinished(tmp_path)
    a, scene = open_replay(path, app=app())
    table = scene.table
    a.step(1 / 60, [])
    assert table.shown.looking is None and faces(table, 0) == faces(table, 1) == {"back"}
    key(a, pygame.K_v)
    assert table.shown.last_refusal.startswith("This hot-seat game is not over: its replay shows only what every "
                                         "player sees") and table.shown.looking is None and faces(table, 0) == {"back"}
    key(a, pygame.K_HOME)
    key(a, pygame.K_RIGHT)                     # moving through the game keeps the public view
    assert table.shown.looking is None
    key(a, pygame.K_END)
    assert table.shown.looking is None and faces(table, 1) == {"back"}


def test_with_one_person_at_the_table_v_still_switches(tmp_path):
    path, m = unfinished(tmp_path, humans=(True, False))
    a, scene = open_replay(path, app=app())
    table = scene.table
    assert table.shown.looking == 0 and faces(table, 0) == {"card"}
    key(a, pygame.K_v)
    assert table.at_mouse.viewer == 1 and faces(table, 1) == {"card"} and faces(table, 0) == {"back"}
