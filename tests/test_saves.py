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
from tabletop.persist.diskio import atomic_write
from tabletop.persist.loading import load_match
from tabletop.persist.saves import save_match


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
                            "this program reads format 2 and older): update the program to open it")


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


def test_an_edited_hash_is_caught(tmp_path):
    path = save_match(played(4), tmp_path / "g.json")
    doc = json.loads(path.read_text())
    doc["hash"] = "0" * 16
    path.write_text(json.dumps(doc, indent=1))
    with pytest.raises(DataError, match="the snapshot does not match its hash"):
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
        import tabletop.persist.diskio as s
        from pathlib import Path
        real = os.fsync
        def die(fd):
            os.kill(os.getpid(), 9)   # the power goes out between writing and renaming
        os.fsync = die
        s.atomic_write(Path({str(target)!r}), "x" * 5_000_000)
    """)
    proc = subprocess.run([sys.executable, "-c", script])
    assert proc.returncode != 0
    assert target.read_text() == before
    back, _ = load_match(target)
    assert back.game.hash(back.state) == m.game.hash(m.state)
    # the killed write's temp file is removed at the next start (here: older than a minute)
    from tabletop.persist.diskio import clean_temp_files
    assert [p.name for p in tmp_path.glob(".autosave.json.*.tmp")]
    assert clean_temp_files(tmp_path, older_than=0)
    assert [p.name for p in tmp_path.iterdir()] == ["autosave.json"]


def test_atomic_write_replaces(tmp_path):
    p = tmp_path / "a" / "f.txt"
    atomic_write(p, "one")
    atomic_write(p, "two")
    assert p.read_text() == "two" and [f.name for f in p.parent.iterdir()] == ["f.txt"]


# ---- the file gate (issue 16) -----------------------------------------------------------------

def with_field(tmp_path, key, value, name="g.json"):
    path = save_match(played(4), tmp_path / name)
    doc = json.loads(path.read_text())
    doc[key] = value
    path.write_text(json.dumps(doc, indent=1))
    return path


@pytest.mark.parametrize("value,why", [("yesterday", "must be a number, not the text 'yesterday'"),
                                       ([1], "must be a number, not a list"),
                                       (1e300, "must be at most 4e+09"),
                                       (-1, "must be at least 0")])
def test_a_wrong_saved_at_is_one_line_naming_file_line_and_key(tmp_path, value, why):
    path = with_field(tmp_path, "saved_at", value)
    line = next(i for i, t in enumerate(path.read_text().splitlines(), 1) if '"saved_at"' in t)
    for verify in ("now", "later"):
        with pytest.raises(DataError) as e:
            load_match(path, verify=verify)
        assert str(e.value) == f"{path}:{line}: saved_at: {why}"


@pytest.mark.parametrize("key,value,why", [
    ("seats", "Ann", "must be a list"), ("seats", [{"name": 3}], "seat 1: name must be a text"),
    ("finished", "no", "must be true or false"), ("undo", "some", "'some' is not one of 'all', 'fair'"),
    ("actions", [1, 2], "item 1 must be a text in quotes, not the number 1"),
    ("layout", ["x"], "must be a text in quotes, not a list"), ("snapshot", 5, "must be a table")])
def test_every_field_of_a_save_is_checked_for_type(tmp_path, key, value, why):
    path = with_field(tmp_path, key, value)
    with pytest.raises(DataError) as e:
        load_match(path)
    assert f": {key}: {why}" in str(e.value) and str(e.value).startswith(f"{path}:")


def test_a_json_file_with_a_byte_order_mark_is_named_as_such(tmp_path):
    path = save_match(played(), tmp_path / "g.json")
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    with pytest.raises(DataError) as e:
        load_match(path)
    assert str(e.value) == (f"{path}:1: the file starts with a UTF-8 byte-order mark (BOM): JSON files must be "
                            "saved as UTF-8 without a byte-order mark")


def test_deep_nesting_and_numbers_that_are_not_finite_are_answered(tmp_path):
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000 + "]" * 100_000)
    with pytest.raises(DataError, match=r"deep.json:1: not valid JSON here: lists or tables nested more than 64"):
        load_match(deep)
    nan = tmp_path / "nan.json"
    nan.write_text('{"format": "tabletop-save",\n "saved_at": NaN}')
    with pytest.raises(DataError, match=r"nan.json:2: damaged save: NaN is not a finite number"):
        load_match(nan)
    big = tmp_path / "big.json"
    big.write_text('{"saved_at": 1e999}')
    with pytest.raises(DataError, match=r"big.json:1: damaged save: 1e999 is too big a number"):
        load_match(big)


def test_toml_gate_bom_depth_and_nan(tmp_path):
    from tabletop.engine.tomlfile import load_toml
    p = tmp_path / "x.toml"
    p.write_bytes(b"\xef\xbb\xbfname = 'x'\n")
    with pytest.raises(DataError, match=r"x.toml:1: the file starts with a UTF-8 byte-order mark \(BOM\)"):
        load_toml(p)
    p.write_text("a = " + "[" * 5000 + "]" * 5000 + "\n")
    with pytest.raises(DataError, match=r"x.toml:1: not valid TOML here: lists or tables nested more than 16"):
        load_toml(p)
    p.write_text("[zone]\nrect = [1, nan, 3, 4]\n")
    with pytest.raises(DataError) as e:
        load_toml(p)
    assert str(e.value) == f"{p}:2: zone.rect[1]: must be a finite number, not nan"


# ---- verified loading ---------------------------------------------------------------------

def edited(tmp_path, change, name="g.json", n=6):
    path = save_match(played(n), tmp_path / name)
    doc = json.loads(path.read_text())
    change(doc)
    path.write_text(json.dumps(doc, indent=1))
    return path


def test_dropping_the_last_action_is_refused_now_and_later(tmp_path):
    path = edited(tmp_path, lambda d: d["actions"].pop())
    with pytest.raises(DataError, match="does not match its snapshot"):
        load_match(path)
    m, info = load_match(path, verify="later")  # the table opens from the snapshot ...
    assert info.verification.wait(10)
    assert "does not match its snapshot" in str(info.verification.problem)  # ... and is then refused


def test_an_edited_snapshot_itself_is_refused(tmp_path):
    """A card moved into another hand in the snapshot: its hash no longer fits."""
    def steal(d):
        hands = d["snapshot"]["hands"]
        hands[1].append(hands[0].pop())
    path = edited(tmp_path, steal)
    for verify in ("now", "later"):
        with pytest.raises(DataError) as e:
            load_match(path, verify=verify)
        assert ": hash: " in str(e.value) and "snapshot" in str(e.value)


def test_an_edited_snapshot_with_its_hash_made_to_fit_is_refused_by_the_replay(tmp_path):
    g = games.get_game("toy")

    def steal(d):
        hands = d["snapshot"]["hands"]
        hands[1].append(hands[0].pop())
        d["hash"] = g.hash(g.from_data(d["snapshot"]))
    path = edited(tmp_path, steal)
    with pytest.raises(DataError, match="does not match its snapshot"):
        load_match(path)
    _, info = load_match(path, verify="later")
    assert info.verification.wait(10) and "does not match its snapshot" in str(info.verification.problem)


def test_a_fast_load_starts_from_the_snapshot_and_hands_over_the_checked_history(tmp_path):
    m = played(8)
    path = save_match(m, tmp_path / "g.json")
    fast, info = load_match(path, verify="later")
    assert fast.game.hash(fast.state) == m.game.hash(m.state) and fast.history == []
    assert info.actions == m.actions()
    assert info.verification.wait(10) and info.verification.problem is None
    assert info.verification.match.actions() == m.actions()


def test_a_replay_is_verified_like_a_save(tmp_path):
    for change in (lambda d: d["actions"].pop(), lambda d: d.update(hash="0" * 16)):
        path = edited(tmp_path, lambda d: (d.update(format="tabletop-replay"), change(d)), name="r.json")
        with pytest.raises(DataError, match="does not match"):
            load_match(path)


def test_a_lesson_progress_file_goes_through_the_gate_too():
    from tabletop.teach.catalog import Progress, progress_path
    progress_path().parent.mkdir(parents=True, exist_ok=True)
    progress_path().write_text("[" * 100_000 + "]" * 100_000)
    p = Progress.load()
    assert p.completed == set() and "damaged lesson progress" in p.warning and "nested" in p.warning
    assert progress_path().with_name("lessons.json.bad").is_file()  # kept, not lost
