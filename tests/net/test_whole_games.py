"""Whole games through the network, real processes on loopback: a headless host and headless
computer clients play to the end; every process ends with status 0 and the same result
line; the replay the host wrote verifies like every other replay."""

from __future__ import annotations

from pathlib import Path

from tabletop.persist.loading import load_match

from netkit import finish, join, start_host


def _replays(home: Path) -> list[Path]:
    return sorted((home / "data" / "replays").glob("*.json"))


def _play(tmp_path, game: str, players: int, seed: int, computers: list[str], bot: str, clients: int):
    home = tmp_path / "home"
    host, port, line = start_host([game, "--players", str(players), "--seed", str(seed), "--code", "ok42",
                                   *computers], home)
    assert "join code ok42" in line
    joins = [join(port, home, "--bot", bot, "--code", "ok42", "--name", f"Net {i + 1}", "--seed", str(i))
             for i in range(clients)]
    results = finish([host, *joins], timeout=40)
    for status, out, err in results:
        assert status == 0, (status, out, err)
    last = [out.strip().splitlines()[-1] for _, out, _ in results]
    assert "game over" in last[0]
    assert all(x == last[0] for x in last), last  # host and every client saw the same end
    replays = _replays(home)
    assert len(replays) == 1
    match, info = load_match(replays[0], verify="now")  # every action replayed and checked
    assert match.over and len(match.history) > 20
    names = [s["name"] for s in info.seats]
    return match, names, last[0]


def test_afterworld_two_remote_computer_players(tmp_path):
    match, names, line = _play(tmp_path, "afterworld", 2, 2, [], "greedy", 2)
    assert sorted(names) == ["Net 1", "Net 2"]


def test_austin_powers_four_players_three_remote(tmp_path):
    match, names, line = _play(tmp_path, "austin-powers", 4, 4, ["--seat", "1=random"], "random", 3)
    assert names[0].startswith("Computer 1") and sorted(names[1:]) == ["Net 1", "Net 2", "Net 3"]
    seats_played = {e.action.seat for e in match.history}
    assert seats_played == {0, 1, 2, 3}
