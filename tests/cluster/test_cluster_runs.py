"""`tabletop simulate --cluster`: the games of a run played by the workers of a Ray cluster (a
head the test starts on 127.0.0.1 and stops at its end) give the process pool's report line for
line, but the lines about time, and the same replays; the matchup table too, with a card of the
user's own; a worker killed mid-game is played again to the same result; Ctrl+C stops the
cluster's games; ``--cluster local`` starts a Ray of its own and stops it with the command.
Every run is a real `tabletop` process; none may leave a process behind (rayhead.py)."""

import importlib.util
import os
import signal
import subprocess
from pathlib import Path

import pytest

from tabletop.cli import main
from tabletop.resources import asset, config_dir

if importlib.util.find_spec("ray") is None:  # a developer without the extra; CI installs it
    if os.environ.get("CI"):
        pytest.fail("Ray is not installed: the test command installs '.[test,cluster]'", pytrace=False)
    pytest.skip("Ray is not installed (pip install '.[test,cluster]')", allow_module_level=True)

from gamecache import reset_games  # noqa: E402
from rayhead import Head, cli, finished, session, wait_until  # noqa: E402
from usercards import WARDEN  # noqa: E402


@pytest.fixture(scope="module")
def head(tmp_path_factory):
    h = Head(cpus=2, home=tmp_path_factory.mktemp("head-home"))  # no cards of its own there
    try:
        yield h
    finally:
        left = h.stop()
        assert not left, f"the head left processes behind: {left}"


def summary(out: str) -> list[str]:
    """The report without the lines about time (which vary from run to run)."""
    return [line for line in out.splitlines() if not line.lstrip().startswith("time")]


def pool(capsys, *argv: str) -> str:
    assert main(["simulate", *argv]) == 0
    return capsys.readouterr().out


def idle(h: Head) -> None:
    assert wait_until(lambda: not h.games(), 30), "a game of an earlier run still playing on the head"


def test_a_cluster_run_reports_what_the_pool_reports(head, tmp_path, capsys):
    args = ("austin-powers", "--games", "6", "--bots", "normal,random", "--seed", "11", "--cards", "--quiet")
    code, out, err = finished(head.cli(*args, "--save", str(tmp_path / "cluster")))
    assert code == 0, err
    here = pool(capsys, *args, "--save", str(tmp_path / "pool"))
    assert summary(out) == summary(here)
    assert summary(out)[2].startswith("  normal: ") and summary(out)[3].startswith("  random: ")
    cards = next(i for i, line in enumerate(out.splitlines()) if line.split()[:2] == ["card", "played"])
    assert len(out.splitlines()) - cards > 20  # the per-card figures, every card a seat held
    assert out.splitlines()[-1].endswith("games/s, Ray cluster, 2 CPUs on 1 node)")
    # the replays are written here, the same files byte for byte
    saved = sorted(p.name for p in (tmp_path / "cluster").iterdir())
    assert saved == sorted(p.name for p in (tmp_path / "pool").iterdir()) and len(saved) == 6
    for name in saved:
        assert (tmp_path / "cluster" / name).read_bytes() == (tmp_path / "pool" / name).read_bytes()


@pytest.fixture
def own_card():
    folder = config_dir() / "cards" / "afterworld"
    folder.mkdir(parents=True)
    (folder / "mine.toml").write_text(WARDEN)
    reset_games()
    yield
    reset_games()


def test_the_matchup_table_with_a_card_of_ones_own(head, own_card, tmp_path, capsys):
    """The head's workers have no cards of their own: the user's card reaches them with the run
    (``--cluster auto`` finds the head by RAY_ADDRESS)."""
    deck = tmp_path / "wardens.toml"
    deck.write_text(asset("afterworld", "decks", "egyptian.toml").read_text()
                    .replace('name = "', 'name = "Wardens of ', 1)
                    .replace("desert-nomad = 4", "desert-nomad = 1\nsun-warden = 3"))
    args = ("afterworld", "--matchups", "--deck", str(deck), "--games", "1", "--bots", "random",
            "--seed", "2", "--quiet")
    code, out, err = finished(head.cli(*args, auto=True))
    assert code == 0, err
    assert summary(out) == summary(pool(capsys, *args))
    assert sum(" vs Wardens of " in line for line in out.splitlines()) == 4  # against each starter deck


def test_a_worker_killed_mid_game_is_played_again_to_the_same_result(head, capsys):
    idle(head)
    args = ("afterworld", "--games", "4", "--bots", "greedy", "--seed", "21", "--quiet")
    run = head.cli(*args)
    playing = wait_until(head.games, 120)
    assert playing, "no game started on the cluster"
    os.kill(playing[0], signal.SIGKILL)
    code, out, err = finished(run)
    assert code == 0, err
    assert playing[0] not in [pid for pid, _ in session(head.proc.pid)]
    assert "A worker died or was killed while executing a task" in err  # Ray's word, on stderr
    assert summary(out) == summary(pool(capsys, *args))
    assert summary(out)[0] == "Afterworld: 4 games, 2 players, bots greedy,greedy, seeds 21..24"


def test_ctrl_c_stops_the_games_on_the_cluster(head):
    idle(head)
    run = head.cli("afterworld", "--games", "400", "--bots", "greedy", "--quiet")
    assert wait_until(head.games, 120), "no game started on the cluster"
    run.send_signal(signal.SIGINT)
    try:
        run.wait(60)
    except subprocess.TimeoutExpired:  # (once, on a machine loaded by the whole suite, the first went unheard)
        run.send_signal(signal.SIGINT)  # as a user presses Ctrl+C again
    code, out, err = finished(run, 90)
    assert code == 130 and out == ""
    last = err.strip().splitlines()[-1]
    assert last.startswith("tabletop: stopped after ") and " of 400 games; the cluster's " in last
    assert last.endswith(" unfinished games cancelled") and "Traceback" not in err
    assert wait_until(lambda: not head.games(), 20), "games still played after Ctrl+C"


def test_cluster_local_starts_a_ray_of_its_own_and_stops_it_with_the_command(tmp_path, capsys):
    import shutil
    import tempfile
    temp = tempfile.mkdtemp(prefix="ttray-")  # Ray's own folder for the run (short: socket paths)
    try:
        args = ("austin-powers", "--games", "6", "--bots", "random,normal", "--seed", "5", "--quiet")
        code, out, err = finished(cli(*args, "--cluster", "local", "--jobs", "2",
                                      env=dict(os.environ, RAY_TMPDIR=temp)))  # its session empty at the end
        assert code == 0, err
        assert summary(out) == summary(pool(capsys, *args))
        assert out.splitlines()[-1].endswith("games/s, Ray cluster, 2 CPUs on 1 node)")
        assert list(Path(temp).iterdir()), "the run did not use a Ray of its own"
    finally:
        shutil.rmtree(temp, ignore_errors=True)
