"""Every user file through one gate (issue 25): a pipe, a symlink loop or a folder where a
file is expected is one message naming the file, never a hang or a traceback."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def run(*args, timeout=60):
    return subprocess.run([sys.executable, "-m", "tabletop", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=timeout, env=dict(os.environ, SDL_VIDEODRIVER="dummy"))


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_for_a_deck_file_is_named_not_waited_on(tmp_path):
    fifo = tmp_path / "deck.toml"
    os.mkfifo(fifo)
    try:
        out = run("deck", "check", str(fifo), timeout=30)
    except subprocess.TimeoutExpired:
        pytest.fail("tabletop deck check waited forever on a FIFO")
    assert out.returncode != 0 and "Traceback" not in out.stderr
    assert f"{fifo}: not a regular file" in out.stderr + out.stdout


def test_a_symlink_loop_for_a_deck_file_is_named(tmp_path):
    loop = tmp_path / "loop.toml"
    loop.symlink_to(loop)
    out = run("deck", "check", str(loop))
    assert out.returncode != 0 and "Traceback" not in out.stderr
    assert f"{loop}:" in out.stderr + out.stdout and "symbolic links" in out.stderr + out.stdout


def test_scenario_run_of_an_empty_folder_names_it(tmp_path, capsys):
    from tabletop.cli import main
    (tmp_path / "notes.txt").write_text("no scenarios here")
    assert main(["scenario", "run", str(tmp_path)]) == 2
    out = capsys.readouterr()
    assert f"{tmp_path}: no scenario files (*.toml) in this folder" in out.out + out.err


@pytest.mark.parametrize("line,says", [
    ("\u00b2 Jackal Spearman", "the count '\u00b2' is not a number"),
    ("1" + "0" * 100 + " Jackal Spearman", "copies of Jackal Spearman: no deck holds more than 1000 copies"),
])
def test_a_text_deck_line_with_a_foreign_digit_or_a_huge_count_is_named(tmp_path, capsys, line, says):
    from tabletop.cli import main
    deck = tmp_path / "deck.txt"
    deck.write_text(f"# game: afterworld\n{line}\n", encoding="utf-8")
    main(["deck", "check", str(deck)])
    out = capsys.readouterr()
    text = out.out + out.err
    assert f"{deck}:2:" in text and says in text and "Traceback" not in text
