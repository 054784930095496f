"""Games that last: autosave after every action, resume exactly, a broken save is a dialog (issue 9)."""

import json

import pygame
from drive import app, key, press_button, settle, table

from tabletop.cli import main
from tabletop.games import get_game
from tabletop.persist.autosave import Autosaver
from tabletop.persist.loading import load_match
from tabletop.persist.places import autosave_path, replays_dir
from tabletop.persist.saves import save_match
from tabletop.ui.gameover import GameOverScene
from tabletop.ui.launch import GameChoice, build_table
from tabletop.ui.loadscene import LoadScene, MessageScene
from tabletop.ui.session import table_from_save
from tabletop.play import COMPUTER, Seat

GAME = get_game("afterworld")


def test_every_action_is_autosaved_and_resume_brings_back_the_game_exactly():
    t = build_table(GameChoice("afterworld", 2, [Seat(""), Seat("", COMPUTER, "random")], seed=9),
                    threaded_bots=False)
    a = app()
    a.push(t)
    settle(a, t)
    press_button(a, t, "Keep hand")
    for _ in range(40):  # let the computer answer (mulligan, commanders, ...)
        a.step(1 / 60, [])
    assert t.saving.autosaver.flush()
    assert autosave_path().is_file()
    back = table_from_save(autosave_path(), threaded_bots=False)
    assert GAME.hash(back.match.state) == GAME.hash(t.match.state)
    assert back.match.state.sides[0].hand == t.match.state.sides[0].hand  # the hidden hand, exactly
    assert [s.human for s in back.seats] == [True, False] and back.seats[0].name == "Player"


def test_cli_resume_with_a_damaged_autosave_is_one_message_and_exit_2(capsys):
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().write_text('{"format": "tabletop-save", "version": 1, "game": "afterworld", "setup": 3}')
    assert main(["play", "--resume"]) == 2
    err = capsys.readouterr().err
    assert "autosave.json" in err and "setup" in err and "Traceback" not in err


def test_cli_resume_without_a_game(capsys):
    assert main(["play", "--resume"]) == 2
    assert "no game to resume" in capsys.readouterr().err


def test_loading_a_broken_save_shows_a_dialog_and_keeps_the_autosave(tmp_path):
    a, t = table("afterworld")
    saver = Autosaver()
    saver.submit(t.match, t.save_info())
    assert saver.flush()
    good = autosave_path().read_bytes()
    bad = tmp_path / "bad.json"
    save_match(t.match, bad)
    doc = json.loads(bad.read_text())
    doc["actions"] = ["P1 fly-away"]
    bad.write_text(json.dumps(doc, indent=1))
    picker = LoadScene(t.fonts, t.layout.colors)
    a.push(picker)
    picker.open(bad)
    assert isinstance(a.top, MessageScene) and "actions[0]" in a.top.message
    a.step(1 / 60, [])  # drawn without trouble
    key(a, pygame.K_RETURN)
    assert a.top is picker
    assert autosave_path().read_bytes() == good


def test_undo_against_the_computer_goes_back_to_my_previous_decision():
    from tabletop.games.afterworld import position
    s = position.build(GAME, {"names": ["Ann", "Bo"], "step": "muster"})
    a, t = table("afterworld", s, seats=[Seat("Ann"), Seat("Bo", COMPUTER, "random")])
    press_button(a, t, "End muster")
    for _ in range(30):
        a.step(1 / 60, [])
        if t.shown.acting == 0:
            break
    assert len(t.match.history) >= 2  # Bo (the computer) acted after Ann
    key(a, pygame.K_z, pygame.KMOD_CTRL)
    assert len(t.match.history) == 0 and t.match.state.step == "muster" and t.shown.acting == 0


def test_a_finished_game_is_kept_as_a_replay():
    t = build_table(GameChoice("afterworld", 2, [Seat("", COMPUTER, "random"), Seat("", COMPUTER, "random")],
                               seed=4), threaded_bots=False)
    t.computer.delay = 0.0
    a = app()
    a.push(t)
    for _ in range(5000):
        a.step(1 / 60, [])
        if isinstance(a.top, GameOverScene):
            break
    assert t.match.state.result is not None
    assert t.saving.autosaver.flush()  # the replay is written by the autosave's thread
    files = list(replays_dir().glob("*.json"))
    assert len(files) == 1
    match, info = load_match(files[0])
    assert match.state.result == t.match.state.result and info.finished


def test_loading_a_save_over_a_table_says_so_and_keeps_the_game_that_was_there(tmp_path):
    """The table is replaced by the loaded one, which says where the other game went; the old
    table's autosave is written out and stopped (the code read `old.autosaver`, a name the
    rooms no longer forward, and was never run by a test)."""
    from tabletop.persist.autosave import Autosaver as _Saver
    a, t = table("afterworld")
    saver = _Saver()
    t.saving.autosaver = saver
    saver.begin(t.match, None, "old-game")
    saver.submit(t.match, t.save_info())
    path = tmp_path / "other.json"
    save_match(t.match, path)
    picker = LoadScene(t.fonts, t.layout.colors)
    a.push(picker)
    picker.open(path)
    from tabletop.ui.table import TableScene
    new = a.top
    assert isinstance(new, TableScene) and new is not t and t not in a.scenes
    assert saver.stopped  # the old table writes nothing more
    assert new.shown.toasts and "Loaded other.json" in new.shown.toasts[0].text and "Load game" in new.shown.toasts[0].text
