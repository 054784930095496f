"""The table and its saves (issue 16): a cover before any hand after a load, a lasting notice
while the autosave fails, a save whose actions do not lead to its snapshot closed with the reason,
a damaged file in the saves folder never a crash."""

import json
import time

import pygame
from drive import app, settle

from tabletop.persist.places import autosave_path, saves_dir
from tabletop.persist.saves import save_match
from tabletop.persist.slots import set_aside
from tabletop.ui.cover import CoverScene
from tabletop.ui.launch import GameChoice, build_table
from tabletop.ui.loadscene import LoadScene, MessageScene
from tabletop.ui.session import resumable, table_from_save
from tabletop.ui.table import TableScene
from tabletop.play import COMPUTER, Seat


def hot_seat_save(tmp_path, seed, name="g.json"):
    t = build_table(GameChoice("afterworld", 2, [Seat(""), Seat("")], seed=seed),
                    threaded_bots=False, autosave=False)
    return save_match(t.match, tmp_path / name, t.save_info()), t


def first_screen(path):
    a = app()
    t = table_from_save(path, threaded_bots=False)
    a.push(t)
    settle(a, t)
    return a, t, pygame.image.tobytes(a.screen, "RGB")


def test_a_loaded_hot_seat_game_shows_the_cover_before_any_hand(tmp_path):
    a, t, _ = first_screen(hot_seat_save(tmp_path, 5)[0])
    assert isinstance(a.top, CoverScene) and a.top.seat in t.game.to_act(t.match.state)


def test_the_first_screen_of_a_loaded_hot_seat_game_does_not_depend_on_the_hidden_hands(tmp_path):
    """Games in which the same seat acts first (public), with different hidden hands."""
    shots, hands = {}, {}
    for seed in range(5, 10):
        path, t0 = hot_seat_save(tmp_path, seed, f"g{seed}.json")
        first = t0.game.to_act(t0.match.state)[0]
        hands.setdefault(first, set()).add(tuple(t0.match.state.cards[c] for c in t0.match.state.sides[first].hand))
        shots.setdefault(first, set()).add(first_screen(path)[2])
    assert max(len(h) for h in hands.values()) >= 2   # the hidden hand of the seat to act differs ...
    assert all(len(s) == 1 for s in shots.values())   # ... and the screen after the load does not


def test_a_failing_autosave_is_a_lasting_notice_that_goes_when_saving_works(monkeypatch):
    import tabletop.persist.autosave as autosave_module
    monkeypatch.setattr(autosave_module, "RETRY_SECONDS", 0.05)
    autosave_path().mkdir(parents=True)                      # a folder where the file should be
    t = build_table(GameChoice("afterworld", 2, [Seat(""), Seat("", COMPUTER, "random")], seed=3),
                    threaded_bots=False)
    a = app()
    a.push(t)
    settle(a, t)
    t.saving.autosaver.submit(t.match, t.save_info())
    assert t.saving.autosaver.flush()
    for _ in range(200):                                      # four seconds of frames: it stays
        a.step(1 / 60, [])
    assert any("Autosave failed" in x.text for x in t.shown.toasts)
    autosave_path().rmdir()
    for _ in range(100):
        a.step(1 / 60, [])
        time.sleep(0.01)
        if not t.saving.autosaver.error:
            break
    a.step(1 / 60, [])
    assert not any("Autosave failed" in x.text for x in t.shown.toasts)
    assert any("Autosave works again" in x.text for x in t.shown.toasts)
    assert autosave_path().is_file()


def test_a_long_save_whose_actions_do_not_lead_to_its_snapshot_is_closed_with_the_reason(tmp_path, monkeypatch):
    import tabletop.ui.session as session
    monkeypatch.setattr(session, "QUICK_CHECK", 0.0)          # as if the game were too long to wait for
    t0 = build_table(GameChoice("afterworld", 2, [Seat(""), Seat("", COMPUTER, "random")], seed=3),
                     threaded_bots=False, autosave=False)
    path = save_match(t0.match, tmp_path / "g.json", t0.save_info())
    doc = json.loads(path.read_text())
    doc["actions"] = ["P1 keep"]
    path.write_text(json.dumps(doc, indent=1))
    a = app()
    t = table_from_save(path, threaded_bots=False)
    a.push(t)
    t.saving.watch.verification.wait(10)
    a.step(1 / 60, [])
    assert isinstance(a.top, MessageScene) and "does not match its snapshot" in a.top.message
    assert str(path) in a.top.message and a.find(TableScene) is None
    assert not autosave_path().exists()                       # the refused game was never autosaved


def test_ctrl_o_with_damaged_files_in_the_saves_folder_is_never_a_crash(tmp_path):
    path, t0 = hot_seat_save(tmp_path, 4)
    saves_dir().mkdir(parents=True)
    for i, value in enumerate(["yesterday", [1], 1e300]):
        doc = json.loads(path.read_text())
        doc["saved_at"] = value
        (saves_dir() / f"bad{i}.json").write_text(json.dumps(doc, indent=1))
    (saves_dir() / "deep.json").write_text("[" * 100_000 + "]" * 100_000)
    t = build_table(GameChoice("afterworld", 2, [Seat(""), Seat("", COMPUTER, "random")], seed=3),
                    threaded_bots=False, autosave=False)
    a = app()
    a.push(t)
    settle(a, t)
    a.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_o, mod=pygame.KMOD_CTRL, unicode="o")])
    picker = a.top
    assert isinstance(picker, LoadScene) and len(picker.files) == 4
    a.step(1 / 60, [])                                        # drawn: each row says "damaged"
    for f in list(picker.files):
        picker.open(f)
        assert isinstance(a.top, MessageScene) and str(f) in a.top.message
        a.pop(a.top)


def test_a_damaged_autosave_is_set_aside_and_the_earlier_one_offered(tmp_path):
    from tabletop.persist.slots import earlier_path
    for seed in (1, 2):
        t = build_table(GameChoice("afterworld", 2, [Seat(""), Seat("", COMPUTER, "random")],
                                   seed=seed), threaded_bots=False)
        t.saving.autosaver.submit(t.match, t.save_info())
        assert t.saving.autosaver.flush()
    good = earlier_path(autosave_path(), 1)
    assert good.is_file()
    autosave_path().write_text('{"format": "tabletop-save", "version": 1, "saved_at": "yesterday"}')
    from tabletop.cli import main
    import io
    import contextlib
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        assert main(["play", "--resume"]) == 2
    text = err.getvalue()
    assert "autosave.json:1: saved_at: must be a number" in text and "Traceback" not in text
    kept = list(autosave_path().parent.glob("autosave-damaged-*.json"))
    assert len(kept) == 1 and "yesterday" in kept[0].read_text()     # kept, never overwritten
    assert f"kept as {kept[0].name}" in text and "An earlier game can be resumed instead" in text
    assert resumable() == good
    assert set_aside(autosave_path()) is not None or not autosave_path().exists()


def test_a_loaded_game_takes_over_the_checked_history_then_undo_and_the_autosave_follow(tmp_path):
    t0 = build_table(GameChoice("afterworld", 2, [Seat(""), Seat("", COMPUTER, "random")], seed=3),
                     threaded_bots=False, autosave=False)
    for _ in range(6):
        legal = t0.game.legal_actions(t0.match.state, t0.game.to_act(t0.match.state)[0])
        t0.match.play(legal[0])
    path = save_match(t0.match, tmp_path / "g.json", t0.save_info())
    a = app()
    t = table_from_save(path, threaded_bots=False)
    a.push(t)
    assert t.saving.watch.verification is None or t.saving.watch.verification.wait(10)
    a.step(1 / 60, [])
    assert t.match.actions() == t0.match.actions()            # the whole history, for undo and the log
    assert len(t.log.log_lines) >= 6
    t.saving.autosaver.submit(t.match, t.save_info())
    assert t.saving.autosaver.flush() and not t.saving.autosaver.error
    from tabletop.persist.journal import autosave_summary
    assert autosave_summary(autosave_path())["actions"] == t0.match.actions()


def test_the_title_screen_clears_the_litter_of_killed_autosaves(monkeypatch):
    import os
    import tabletop.ui.session as session
    from tabletop.ui.title import TitleScene
    monkeypatch.setattr(session, "_CLEANED", False)
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    litter = autosave_path().parent / ".autosave.json.k1ll3d.tmp"
    litter.write_text("half a save")
    old = time.time() - 3600
    os.utime(litter, (old, old))
    a = app()
    a.push(TitleScene())
    a.step(1 / 60, [])
    assert not litter.exists()


def test_ctrl_s_is_written_by_the_autosave_thread_and_said_when_done():
    t = build_table(GameChoice("afterworld", 2, [Seat(""), Seat("", COMPUTER, "random")], seed=3),
                    threaded_bots=False)
    a = app()
    a.push(t)
    settle(a, t)
    ctrl_s = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s, mod=pygame.KMOD_CTRL, unicode="s")
    a.step(1 / 60, [ctrl_s])
    assert t.saving.autosaver.flush()
    a.step(1 / 60, [])
    files = list(saves_dir().glob("*.json"))
    assert len(files) == 1 and any(f"Saved: {files[0]}" in x.text for x in t.shown.toasts)
    back = table_from_save(files[0], threaded_bots=False)
    assert back.game.hash(back.match.state) == t.game.hash(t.match.state)
    for f in files:
        f.unlink()
    saves_dir().rmdir()
    saves_dir().write_text("a file where the folder should be")
    a.step(1 / 60, [ctrl_s])
    assert t.saving.autosaver.flush()
    a.step(1 / 60, [])
    assert any(x.text.startswith("Could not save:") for x in t.shown.toasts)


def test_ctrl_s_before_the_check_is_done_keeps_the_saved_actions(tmp_path, monkeypatch):
    import tabletop.persist.loading as loading_module
    import tabletop.ui.session as session
    monkeypatch.setattr(session, "QUICK_CHECK", 0.0)
    monkeypatch.setattr(loading_module.Verification, "DELAY", 30.0)   # the check has not finished yet
    t0 = build_table(GameChoice("afterworld", 2, [Seat(""), Seat("", COMPUTER, "random")], seed=3),
                     threaded_bots=False, autosave=False)
    for _ in range(5):
        t0.match.play(t0.game.legal_actions(t0.match.state, t0.game.to_act(t0.match.state)[0])[0])
    path = save_match(t0.match, tmp_path / "g.json", t0.save_info())
    a = app()
    t = table_from_save(path, threaded_bots=False)
    a.push(t)
    assert t.match.history == [] and not t.saving.watch.verification.done
    a.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s, mod=pygame.KMOD_CTRL, unicode="s")])
    files = list(saves_dir().glob("*.json"))
    assert len(files) == 1
    from tabletop.persist.loading import load_match
    back, _ = load_match(files[0])                             # verified: every action replayed
    assert back.actions() == t0.match.actions()
    t.saving.watch.verification.cancel()
