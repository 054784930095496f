"""Host files per table: two hosts in one data folder keep a folder each; `host --resume`
offers each unfinished hosted game by name, never a finished one, and brings one back with
every option it was started with (its port, code and --takeover too)."""

from __future__ import annotations

import json
import signal
import time

from netkit import Raw, _first_line, finish, join, start_host, tabletop


def _folders(home):
    return sorted(p for p in (home / "data" / "host").iterdir() if p.is_dir())


def _written(home, n: int) -> None:
    """Wait until `n` hosted tables have their seats on disk (the save's thread writes them)."""
    end = time.monotonic() + 10
    while time.monotonic() < end:
        root = home / "data" / "host"
        if root.is_dir() and sum(1 for f in root.iterdir() if (f / "seats.json").is_file()) >= n:
            return
        time.sleep(0.05)
    raise AssertionError(f"{n} tables' seats not written")


def test_two_hosts_keep_their_own_files_and_resume_offers_each_by_name(tmp_path):
    home = tmp_path / "home"
    a, port_a, line_a = start_host(["afterworld", "--seed", "3", "--code", "alpha", "--takeover", "4"], home)
    b, port_b, line_b = start_host(["austin-powers", "--seed", "4", "--code", "", "--players", "2"], home)
    try:
        # host B's game is played to its end; host A's game begins and A is killed
        finished = finish([b, join(port_b, home, "--bot", "random", "--name", "B1"),
                           join(port_b, home, "--bot", "random", "--name", "B2")], timeout=60)
        assert all(status == 0 for status, _, _ in finished), finished
        raws = []
        for name in ("Ann", "Bob"):
            r = Raw(port_a)
            r.send({"type": "hello", "protocol": 1, "name": name, "code": "alpha"})
            r.until("welcome")
            raws.append(r)
        raws[0].until("update")
        _written(home, 2)
        a.send_signal(signal.SIGKILL)
        a.wait(5)
        folders = _folders(home)
        assert len(folders) == 2 and all((f / "seats.json").is_file() for f in folders)
        games = {json.loads((f / "seats.json").read_text())["game"]: f for f in folders}
        assert set(games) == {"afterworld", "austin-powers"}
        # only the unfinished one is offered, by name; it comes back with its port, code and takeover
        listing = finish([tabletop(["host", "--resume", "nothing-of-that-name", "--headless"], home)], timeout=30)[0]
        assert listing[0] == 2 and games["afterworld"].name in listing[2] and "austin" not in listing[2], listing
        again = tabletop(["host", "--resume", games["afterworld"].name, "--headless"], home)  # nothing else said
        try:
            line = _first_line(again, 15)
            assert f"ws://127.0.0.1:{port_a}," in line and "join code alpha" in line and "resumed" in line, line
            port = port_a
            seats = json.loads((games["afterworld"] / "seats.json").read_text())
            assert seats["takeover_after"] == 4 and seats["code"] == "alpha"
            back = Raw(port)
            back.send({"type": "hello", "protocol": 1, "name": "Watcher", "code": "alpha", "watch": True})
            u = back.until("update")
            t0 = time.monotonic()  # nobody came back: after 4 s (not 120) a computer keeps each seat
            u = back.until("update", timeout=15, test=lambda m: all(s["standin"] for s in m["seats"]))
            assert time.monotonic() - t0 < 12  # (by the 120 s default it would be two minutes)
        finally:
            again.kill()
            again.communicate(timeout=5)
    finally:
        for p in (a, b):
            if p.poll() is None:
                p.kill()
                p.communicate(timeout=5)


def test_several_unfinished_games_are_listed_to_choose_from(tmp_path):
    home = tmp_path / "home"
    hosts = [start_host([game, "--code", "k"], home) for game in ("afterworld", "austin-powers")]
    _written(home, 2)
    for proc, _, _ in hosts:
        proc.send_signal(signal.SIGKILL)
        proc.wait(5)
    status, out, err = finish([tabletop(["host", "--resume", "--headless"], home)], timeout=30)[0]
    assert status == 2 and "2 hosted games can be resumed" in err
    names = [f.name for f in _folders(home)]
    assert all(n in err for n in names) and "Afterworld" in err and "Austin Powers" in err, err
