"""Numbers and places on the command line checked before anything starts (issue 16)."""

from pathlib import Path

import pytest

from tabletop.cli import main

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("argv,says", [
    (["play", "afterworld", "--size", "99999999999999999999x800"],
     "--size '99999999999999999999x800': width and height must be from 200 to 16384 pixels"),
    (["play", "afterworld", "--size", "12x800"], "width and height must be from 200 to 16384 pixels"),
    (["play", "afterworld", "--size", "wide"], "--size 'wide': write WIDTHxHEIGHT such as 1280x800"),
    (["simulate", "afterworld", "--games", "99999999999999999999"], "--games must be at most 1,000,000"),
    (["simulate", "afterworld", "--jobs", "100000"], "--jobs must be at most 256"),
])
def test_numbers_out_of_range_are_one_message(capsys, argv, says):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert says in err and "Traceback" not in err and len(err.strip().splitlines()) == 1


def test_simulate_save_onto_a_file_or_an_unwritable_place(tmp_path, capsys):
    f = tmp_path / "taken.json"
    f.write_text("mine")
    assert main(["simulate", "afterworld", "--games", "1", "--quiet", "--save", str(f)]) == 2
    assert "this is a file, not a folder" in capsys.readouterr().err and f.read_text() == "mine"
    assert main(["simulate", "afterworld", "--games", "1", "--quiet", "--save", str(f / "sub")]) == 2
    assert "cannot write there" in capsys.readouterr().err


def test_replay_export_onto_a_file_or_over_frames(tmp_path, capsys):
    from tabletop.games import get_game
    from tabletop.engine.history import Match
    from tabletop.persist.saves import save_match
    g = get_game("afterworld")
    save = save_match(Match(g, g.default_setup(1, 2)), tmp_path / "g.json")
    f = tmp_path / "out.png"
    f.write_text("mine")
    assert main(["replay", str(save), "--export", str(f)]) == 2
    assert "this is a file, not a folder" in capsys.readouterr().err and f.read_text() == "mine"
    frames = tmp_path / "frames"
    frames.mkdir()
    (frames / "frame-0000.png").write_text("an earlier export")
    assert main(["replay", str(save), "--export", str(frames)]) == 2
    assert "already holds frames" in capsys.readouterr().err
    assert (frames / "frame-0000.png").read_text() == "an earlier export"


def test_deck_counts_too_large_to_build(tmp_path, capsys):
    deck = tmp_path / "d.toml"
    text = (ROOT / "assets/afterworld/decks/norse.toml").read_text()
    deck.write_text(text.replace("jarl-of-the-fjords = 1", "jarl-of-the-fjords = 99999999999999999", 1))
    assert main(["deck", "check", str(deck)]) == 2
    out = capsys.readouterr().out
    assert f"{deck}:" in out and "jarl-of-the-fjords: 99999999999999999 copies: no deck holds more than 1000" in out


def test_output_into_a_reader_that_stopped_is_no_error():
    """`tabletop simulate ... | head -1`: the reader goes away before the report is written;
    the command ends quietly (status 0, no traceback) instead of a BrokenPipeError."""
    import os
    import subprocess
    import sys
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    p = subprocess.Popen([sys.executable, "-m", "tabletop", "simulate", "afterworld", "--games", "1", "--quiet"],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, cwd=ROOT)
    p.stdout.close()  # (the reader stops before a line is read)
    err = p.stderr.read().decode()
    assert p.wait(timeout=120) == 0, err
    assert "Traceback" not in err and "BrokenPipe" not in err
