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
