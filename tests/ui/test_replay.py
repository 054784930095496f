"""The replay viewer: step, jump by turn, scrub, whose hidden cards, export frames (issue 9)."""

import pygame
from drive import app, key

from tabletop.ai.base import make_bot
from tabletop.ai.driver import play_bots
from tabletop.cli import main
from tabletop.engine.history import Match
from tabletop.games import get_game
from tabletop.persist.saves import save_match
from tabletop.ui.replay import open_replay

GAME = get_game("afterworld")


def recorded(tmp_path, seed=6):
    setup = GAME.default_setup(seed)
    rec = play_bots(GAME, setup, [make_bot("random", 1), make_bot("random", 2)])
    m = Match.replay(GAME, setup, rec.actions)
    return save_match(m, tmp_path / "game.json"), m


def test_step_turn_scrub_and_switch_whose_cards_are_shown(tmp_path):
    path, m = recorded(tmp_path)
    a, scene = open_replay(path, app=app())
    table = scene.table
    assert scene.index == len(m.history) and table.match.state.result is not None
    key(a, pygame.K_HOME)
    assert scene.index == 0 and GAME.hash(table.match.state) == GAME.hash(m.history[0].before)
    key(a, pygame.K_RIGHT)
    key(a, pygame.K_RIGHT)
    assert scene.index == 2 and len(table.match.history) == 2
    key(a, pygame.K_DOWN)
    first_turn_start = scene.replay.turn_starts[1]
    assert scene.index == first_turn_start and table.match.state.turn == 1
    key(a, pygame.K_DOWN)
    assert table.match.state.turn == 2
    key(a, pygame.K_UP)
    assert scene.index == first_turn_start
    # whose hidden cards: player 1's hand face up, then player 2's
    hand0 = table.match.state.sides[0].hand
    assert all(table.shown.pieces[f"card:{c}"].kind == "card" for c in hand0)
    key(a, pygame.K_v)
    assert table.at_mouse.viewer == 1 and all(table.shown.pieces[f"card:{c}"].kind == "back" for c in hand0)
    # scrub: a click in the middle of the bar
    a.step(1 / 60, [])
    bar = scene.bar
    a.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=bar.center, button=1),
                    pygame.event.Event(pygame.MOUSEBUTTONUP, pos=bar.center, button=1)])
    assert abs(scene.index - len(m.history) / 2) <= 2
    # nothing can be played in a replay
    assert table.shown.aff.count() == 0 and table.buttons.widgets == []


def test_export_frames_from_the_command_line(tmp_path, capsys):
    path, m = recorded(tmp_path)
    out = tmp_path / "frames"
    assert main(["replay", str(path), "--export", str(out), "--every", "100", "--size", "640x400"]) == 0
    frames = sorted(out.glob("*.png"))
    assert len(frames) == len(range(0, len(m.history) + 1, 100)) + (len(m.history) % 100 != 0)
    assert pygame.image.load(str(frames[-1])).get_size() == (640, 400)


def test_a_broken_replay_file_is_one_message(tmp_path, capsys):
    p = tmp_path / "r.json"
    p.write_text("{not json")
    assert main(["replay", str(p)]) == 2
    assert "damaged save" in capsys.readouterr().err


def test_the_replay_panel_covers_no_hand_or_pile(tmp_path):
    path, m = recorded(tmp_path)
    for size in ((1280, 800), (1024, 600)):
        a, scene = open_replay(path, app=app(size))
        a.step(1 / 60, [])
        table = scene.table
        assert scene.panel.height > 0 and scene.panel.bottom == size[1]
        for p in table.shown.pieces.values():
            _, bottom = table.transform.point(p.center[0], p.center[1] + p.size[1] / 2)  # its lower edge, at rest
            assert bottom <= scene.panel.top + 1, (p.pid, p.zone, bottom, scene.panel.top)  # above the panel
        pygame.image.save(a.screen, str(tmp_path / f"replay{size[0]}.png"))
