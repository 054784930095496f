"""The autosave: a journal written in its own thread, resumed fast, never lost (issues 15 and 16)."""

import json
import os
import subprocess
import sys
import textwrap
import threading
import time

import pytest
from toygame import toy_setup

from tabletop import games
from tabletop.persist.autosave import Autosaver
from tabletop.persist.diskio import clean_temp_files
from tabletop.persist.document import read_document
from tabletop.persist.journal import autosave_summary, journal_path, load_autosave
from tabletop.persist.places import autosave_path
from tabletop.persist.slots import earlier_path, resume_candidates
from tabletop.engine.errors import DataError
from tabletop.engine.history import Match


@pytest.fixture(autouse=True)
def toy_registered():
    from toygame import ENTRY
    games.register(ENTRY)
    games.get_game.cache_clear()
    yield
    games.registry.unregister("toy")


def new_match(seed=3):
    return Match(games.get_game("toy"), toy_setup(seed), undo="all")


def step(m, saver, n=1):
    for _ in range(n):
        if m.over:
            return
        m.play(m.legal_actions()[-1 if len(m.history) % 3 else 0])
        saver.submit(m)


def started(seed=3):
    m = new_match(seed)
    saver = Autosaver()
    saver.begin(m)
    saver.submit(m)
    assert saver.flush()
    return m, saver


def test_each_action_appends_one_journal_line_and_leaves_the_save_alone():
    m, saver = started()
    save, journal = autosave_path(), journal_path(autosave_path())
    before = save.stat().st_mtime_ns, save.stat().st_ino
    sizes = []
    for _ in range(4):
        step(m, saver)
        assert saver.flush() and not saver.error
        sizes.append(len(journal.read_text().splitlines()))
    assert sizes == [2, 3, 4, 5]                    # the header, then one line per action
    assert (save.stat().st_mtime_ns, save.stat().st_ino) == before
    back, info = load_autosave(save)
    assert back.game.hash(back.state) == m.game.hash(m.state) and info.actions == m.actions()
    assert info.verification.wait(10) and info.verification.problem is None


def test_the_ui_thread_only_hands_over_what_changed(monkeypatch):
    """No hash, no snapshot, no JSON on the calling thread: that is all the autosave thread's."""
    m, saver = started()
    g = m.game
    calls = []
    for name in ("hash", "to_data"):
        real = getattr(type(g), name)
        monkeypatch.setattr(type(g), name, lambda self, *a, _r=real, _n=name: (
            calls.append((_n, threading.current_thread().name)), _r(self, *a))[1])
    for _ in range(3):
        m.play(m.legal_actions()[0])
        calls.clear()
        saver.submit(m)
        mine = [c for c in calls if c[1] == threading.current_thread().name]
        assert not mine
        assert saver.flush()
    assert any(c == ("hash", "autosave") for c in calls)  # ...and it did hash, in its thread


def test_an_undo_goes_into_the_journal_and_resume_follows_it():
    m, saver = started()
    step(m, saver, 5)
    m.undo()
    m.undo()
    saver.submit(m)
    step(m, saver, 1)
    assert saver.flush() and not saver.error
    back, info = load_autosave(autosave_path())
    assert info.actions == m.actions() and back.game.hash(back.state) == m.game.hash(m.state)


def test_a_journal_line_cut_by_a_kill_resumes_the_position_before_it():
    m, saver = started()
    step(m, saver, 4)
    assert saver.flush()
    before = m.actions()[:-1]
    j = journal_path(autosave_path())
    text = j.read_text()
    j.write_text(text[: len(text) - 7])             # the last line half written
    back, info = load_autosave(autosave_path())
    assert info.actions == before


def test_a_damaged_journal_line_is_named():
    m, saver = started()
    step(m, saver, 3)
    assert saver.flush()
    j = journal_path(autosave_path())
    lines = j.read_text().splitlines()
    lines[2] = lines[2].replace('"a":', '"b":')
    j.write_text("\n".join(lines) + "\n")
    with pytest.raises(DataError) as e:
        load_autosave(autosave_path())
    assert str(e.value) == f"{j}:3: a line must hold an action (a) or an undo (cut)"


def test_the_end_of_the_game_compacts_the_journal_into_the_save():
    m, saver = started()
    while not m.over:
        step(m, saver)
    assert saver.flush() and not saver.error
    head, _ = read_document(autosave_path())
    assert head["finished"] and head["actions"] == m.actions()
    assert len(journal_path(autosave_path()).read_text().splitlines()) == 1  # the header alone


def test_a_new_game_keeps_the_earlier_autosave_and_rotates_a_few():
    ids = []
    for seed in (1, 2, 3, 4, 5):
        m, saver = started(seed)
        step(m, saver, 2)
        assert saver.flush()
        ids.append(read_document(autosave_path())[0]["setup"]["seed"])
    kept = [read_document(p)[0]["setup"]["seed"] for p in resume_candidates()]
    assert kept == [5, 4, 3, 2]                      # the newest, and three before it
    assert autosave_summary(earlier_path(autosave_path(), 1))["actions"] != []


def test_resuming_the_same_game_does_not_rotate():
    m, saver = started()
    step(m, saver, 3)
    assert saver.flush()
    back, info = load_autosave(autosave_path())
    again = Autosaver()
    again.begin(back, info.actions, info.game_id)
    step(back, again, 2)
    assert again.flush() and not again.error
    assert resume_candidates() == [autosave_path()]
    assert autosave_summary(autosave_path())["actions"] == info.actions + back.actions()


def test_a_failing_autosave_says_so_while_it_lasts_and_recovers(monkeypatch):
    import tabletop.persist.autosave as autosave_module
    monkeypatch.setattr(autosave_module, "RETRY_SECONDS", 0.05)
    m, saver = started()
    full = {"on": True}
    real_fsync = os.fsync

    def fsync(fd):
        if full["on"]:
            raise OSError(28, "No space left on device")
        return real_fsync(fd)
    monkeypatch.setattr(os, "fsync", fsync)
    step(m, saver, 2)
    assert saver.flush()
    assert "No space left on device" in saver.error
    time.sleep(0.2)
    assert saver.error and saver.failures >= 2       # tried again, still failing: still said
    full["on"] = False
    for _ in range(100):
        if not saver.error:
            break
        time.sleep(0.02)
    assert saver.error == ""                         # works again: the notice goes
    back, info = load_autosave(autosave_path())
    assert info.actions == m.actions()               # and nothing was lost meanwhile


def test_an_autosave_path_that_is_a_folder_is_an_error_not_a_crash():
    autosave_path().mkdir(parents=True)
    m = new_match()
    saver = Autosaver()
    saver.begin(m)
    step(m, saver, 2)
    assert saver.flush()
    assert "Autosave failed" in saver.error and str(autosave_path()) in saver.error


def test_a_write_killed_midway_leaves_the_old_file_and_no_temp_file_after_the_next_start():
    m, saver = started()
    step(m, saver, 2)
    assert saver.flush()
    target = autosave_path()
    before = target.read_text()
    script = textwrap.dedent(f"""
        import os, sys
        sys.path.insert(0, {str(os.getcwd())!r})
        import tabletop.persist.diskio as s
        from pathlib import Path
        os.fsync = lambda fd: os.kill(os.getpid(), 9)   # the power goes out between writing and renaming
        s.atomic_write(Path({str(target)!r}), "x" * 5_000_000)
    """)
    assert subprocess.run([sys.executable, "-c", script]).returncode != 0
    assert target.read_text() == before
    litter = list(target.parent.glob(".autosave.json.*.tmp"))
    assert litter                                    # the killed write's temp file ...
    old = time.time() - 3600
    for p in litter:
        os.utime(p, (old, old))
    m2, saver2 = started(seed=3)                     # ... is gone once the program starts again
    assert not list(target.parent.glob(".*.tmp"))
    assert clean_temp_files(target.parent) == []
