"""`tabletop simulate`: reproducible from its seed, the same for any number of jobs, seats
turned so each bot plays every seat, replays that load, clear messages for bad options."""

import json

from tabletop.cli import main
from tabletop.saves import load_match


def summary(capsys, *argv) -> list[str]:
    """The printed summary without the lines about time (which vary from run to run)."""
    assert main(["simulate", *argv, "--quiet"]) == 0
    out = capsys.readouterr().out
    return [line for line in out.splitlines() if not line.lstrip().startswith("time")]


def test_simulate_reproduces_exactly_from_its_seed(capsys):
    args = ("afterworld", "--games", "4", "--bots", "search,greedy", "--budget", "5", "--seed", "9")
    first = summary(capsys, *args)
    assert summary(capsys, *args) == first
    assert first[0] == ("Afterworld: 4 games, 2 players, bots search,greedy, seats turned every game: "
                        "deals 9..10, each from 2 seat arrangements")
    assert first[1] == "  search = search (5 playouts)"
    wins = [line for line in first if line.startswith(("  search:", "  greedy:"))]
    assert len(wins) == 2 and all("[95% " in line for line in wins)
    assert "  decisions cut short by the time cap: 0 (the run reproduces exactly from its seed)" in first


def test_two_jobs_give_the_same_summary_as_one(capsys):
    args = ("austin-powers", "--games", "6", "--bots", "search,random", "--budget", "4", "--seed", "3")
    one = summary(capsys, *args, "--jobs", "1")
    two = summary(capsys, *args, "--jobs", "2")
    assert one == two
    assert any(line.startswith("  by seat: P1 won") for line in one)


def test_each_bot_plays_every_seat_when_the_bots_differ(tmp_path, capsys):
    assert main(["simulate", "afterworld", "--games", "4", "--bots", "greedy,random", "--seed", "4",
                 "--save", str(tmp_path), "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "greedy: 4 wins = 100.0%" in out  # against random, from either seat
    files = sorted(tmp_path.glob("*.json"))
    assert [f.name for f in files] == ["afterworld-0001-seed4.json", "afterworld-0002-seed4.json",
                                       "afterworld-0003-seed5.json", "afterworld-0004-seed5.json"]
    seats = [[s["bot"] for s in json.loads(f.read_text())["seats"]] for f in files]
    assert seats == [["greedy", "random"], ["random", "greedy"]] * 2
    match, info = load_match(files[1])  # a replay opens like a save
    assert match.over and match.state.result.winners == (1,)
    assert [s["bot"] for s in info.seats] == ["random", "greedy"]


def test_same_bots_keep_the_old_seed_numbering(capsys):
    out = summary(capsys, "afterworld", "--games", "3", "--seed", "5")
    assert out[0] == "Afterworld: 3 games, 2 players, bots random,random, seeds 5..7"
    assert out[1].startswith("  P1 (random): ")


def test_bad_options_say_what_is_wrong(capsys):
    assert main(["simulate", "afterworld", "--bots", "search,grandmaster"]) == 2
    assert "unknown bot 'grandmaster'" in capsys.readouterr().err
    assert main(["simulate", "afterworld", "--bots", "search,greedy", "--budget", "lots"]) == 2
    assert "budget 'lots': write a number of playouts such as 300, a time such as 0.5s, or both" in capsys.readouterr().err
    assert main(["simulate", "afterworld", "--jobs", "0"]) == 2
    assert "--jobs must be at least 1" in capsys.readouterr().err
    assert main(["simulate", "afterworld", "--players", "3"]) == 2
    assert "Afterworld is a game for two players" in capsys.readouterr().err
