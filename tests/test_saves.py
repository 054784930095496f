"""Saves: round trip, atomic writes, and one clear message for every kind of damaged file."""

import json
import os
import subprocess
import sys
import textwrap

import pytest
from toygame import toy_setup

from tabletop import games
from tabletop.engine.errors import DataError
from tabletop.engine.history import Match
from tabletop.saves import atomic_write, load_match, save_match


@pytest.fixture(autouse=True)
def toy_registered():
    from toygame import ENTRY
    games.register(ENTRY)
    games.get_game.cache_clear()
    yield
    games.registry.unregister("toy")


def played(n=5, seed=3):
    g = games.get_game("toy")
    m = Match(g, toy_setup(seed))
    for _ in range(n):
        if m.over:
            break
        m.play(m.legal_actions()[0])
    return m


def test_save_then_load_gives_the_same_game(tmp_path):
    m = played(6)
    path = save_match(m, tmp_path / "game.json")
    back, info = load_match(path)
    assert back.game.hash(back.state) == m.game.hash(m.state)
    assert back.actions() == m.actions()
    assert back.state.hands == m.state.hands  # hidden hands come back exactly


def test_a_newer_save_is_refused_with_the_reason(tmp_path):
    path = save_match(played(), tmp_path / "g.json")
    doc = json.loads(path.read_text())
    doc["version"] = 99
    path.write_text(json.dumps(doc, indent=1))
    with pytest.raises(DataError) as e:
        load_match(path)
    assert str(e.value) == (f"{path}:3: version: this save was written by a newer tabletop (save format 99; "
                            "this program reads format 1 and older): update the program to open it")


def test_damaged_json_names_the_line(tmp_path):
    path = save_match(played(), tmp_path / "g.json")
    text = path.read_text().splitlines()
    text[5] = text[5] + " oops"
    path.write_text("\n".join(text))
    with pytest.raises(DataError) as e:
        load_match(path)
    assert str(e.value).startswith(f"{path}:6: damaged save:")


def test_an_edited_action_is_named_with_its_index(tmp_path):
    m = played(4)
    path = save_match(m, tmp_path / "g.json")
    doc = json.loads(path.read_text())
    doc["actions"][2] = "P1 play #999"
    path.write_text(json.dumps(doc, indent=1))
    with pytest.raises(DataError) as e:
        load_match(path)
    assert "actions[2]: 'P1 play #999' cannot be played here" in str(e.value)


def test_an_edited_snapshot_is_caught(tmp_path):
    path = save_match(played(4), tmp_path / "g.json")
    doc = json.loads(path.read_text())
    doc["hash"] = "0" * 16
    path.write_text(json.dumps(doc, indent=1))
    with pytest.raises(DataError, match="does not match its snapshot"):
        load_match(path)


def test_not_a_save(tmp_path):
    p = tmp_path / "x.json"
    p.write_text("[1, 2]")
    with pytest.raises(DataError, match="not a tabletop save"):
        load_match(p)
    with pytest.raises(DataError, match="no such file"):
        load_match(tmp_path / "missing.json")


def test_atomic_write_keeps_the_old_file_when_killed_mid_write(tmp_path):
    """A process killed while writing a big save leaves the previous save readable."""
    target = tmp_path / "autosave.json"
    m = played(4)
    save_match(m, target)
    before = target.read_text()
    script = textwrap.dedent(f"""
        import os, sys
        sys.path.insert(0, {str(os.getcwd())!r})
        import tabletop.saves as s
        real = os.fsync
        def die(fd):
            os.kill(os.getpid(), 9)   # the power goes out between writing and renaming
        os.fsync = die
        s.atomic_write(s.Path({str(target)!r}), "x" * 5_000_000)
    """)
    proc = subprocess.run([sys.executable, "-c", script])
    assert proc.returncode != 0
    assert target.read_text() == before
    back, _ = load_match(target)
    assert back.game.hash(back.state) == m.game.hash(m.state)


def test_atomic_write_replaces(tmp_path):
    p = tmp_path / "a" / "f.txt"
    atomic_write(p, "one")
    atomic_write(p, "two")
    assert p.read_text() == "two" and [f.name for f in p.parent.iterdir()] == ["f.txt"]
