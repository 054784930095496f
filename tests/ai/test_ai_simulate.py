"""`tabletop simulate`: reproducible from its seed, the same for any number of jobs, seats
turned so each bot plays every seat, replays that load, clear messages for bad options."""

import json

from tabletop.cli import main
from tabletop.persist.loading import load_match


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
    assert main(["simulate", "afterworld", "--games", "4", "--bots", "greedy,random", "--seed", "5",
                 "--save", str(tmp_path), "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "greedy: 4 wins = 100.0%" in out  # against random, from either seat
    files = sorted(tmp_path.glob("*.json"))
    assert [f.name for f in files] == ["afterworld-0001-seed5.json", "afterworld-0002-seed5.json",
                                       "afterworld-0003-seed6.json", "afterworld-0004-seed6.json"]
    seats = [[s["bot"] for s in json.loads(f.read_text())["seats"]] for f in files]
    assert seats == [["greedy", "random"], ["random", "greedy"]] * 2
    match, info = load_match(files[1])  # a replay opens like a save
    assert match.over and match.state.result.winners == (1,)
    assert [s["bot"] for s in info.seats] == ["random", "greedy"]


def test_a_second_run_into_the_same_folder_replaces_nothing_unasked(tmp_path, capsys):
    args = ["simulate", "afterworld", "--games", "2", "--seed", "5", "--save", str(tmp_path), "--quiet"]
    assert main(args) == 0
    first = {f.name: f.read_bytes() for f in tmp_path.glob("*.json")}
    mine = tmp_path / "afterworld-0002-seed6.json"
    mine.write_text("my notes", encoding="utf-8")  # (a file of the same name, changed since)
    capsys.readouterr()
    assert main([*args[:5], "7", *args[6:]]) == 0  # another seed: other names, nothing in the way
    assert main(args) == 2
    err = capsys.readouterr().err
    assert "2 of this run's 2 replays are there already (the first: afterworld-0001-seed5.json)" in err
    assert "--force" in err and "Traceback" not in err
    assert mine.read_text(encoding="utf-8") == "my notes"
    assert (tmp_path / "afterworld-0001-seed5.json").read_bytes() == first["afterworld-0001-seed5.json"]
    assert main([*args, "--force"]) == 0
    assert json.loads(mine.read_text(encoding="utf-8"))["seats"]


def test_same_bots_keep_the_old_seed_numbering(capsys):
    out = summary(capsys, "afterworld", "--games", "3", "--seed", "5")
    assert out[0] == "Afterworld: 3 games, 2 players, bots random,random, seeds 5..7"
    assert out[1].startswith("  P1 (random): ")


def test_rounds_per_game_and_the_card_figures(capsys):
    out = summary(capsys, "afterworld", "--games", "4", "--bots", "greedy", "--seed", "3", "--cards")
    rounds = next(line for line in out if line.startswith("  rounds per game"))
    assert "median" in rounds and "quartiles" in rounds
    head = next(i for i, line in enumerate(out) if line.split()[:5] == ["card", "played", "won", "drawn", "stuck"])
    rows = [line.split() for line in out[head + 1:]]
    assert len(rows) > 20                       # every card a seat held shows up
    for row in rows:
        played, won, drawn, stuck = int(row[-4]), row[-3], int(row[-2]), int(row[-1])
        assert 0 <= played <= drawn <= 8 and 0 <= stuck <= drawn - played
        assert won == "-" if played == 0 else won.endswith("%")


def test_the_card_figures_count_what_was_played():
    """CardWatch on one known game: the units a seat deployed are 'played' for that seat."""
    from tabletop.ai.base import make_bot
    from tabletop.ai.driver import play_bots
    from tabletop.commands.cardstats import CardWatch
    from tabletop.games import get_game
    game = get_game("afterworld")
    watch = CardWatch(game, frozenset({"deploy", "attach", "play"}))
    rec = play_bots(game, game.default_setup(2), [make_bot("greedy", 1), make_bot("greedy", 2)],
                    watch=watch)
    deployed = {(a.split()[0], a.split()[2]) for a in rec.actions if a.split()[1] == "deploy"}
    from tabletop.engine.history import Match
    m = Match.replay(game, rec.setup, rec.actions)
    assert deployed
    for seat_tag, ref in deployed:
        key = m.state.cards[int(ref[1:])]
        seen = watch.seats[int(seat_tag[1:]) - 1][key]
        assert seen.drawn and seen.playable and seen.played
    # a card never named by a play action of its holder is not counted as played
    for keys in watch.seats.values():
        for v in keys.values():
            assert v.drawn and (v.playable or not v.played)


def test_bad_options_say_what_is_wrong(capsys):
    assert main(["simulate", "afterworld", "--bots", "search,grandmaster"]) == 2
    assert "unknown bot 'grandmaster'" in capsys.readouterr().err
    assert main(["simulate", "afterworld", "--bots", "search,greedy", "--budget", "lots"]) == 2
    assert "budget 'lots': write a number of playouts from 1 to 100,000 such as 300, a time of at most 60 seconds such " \
        "as 0.5s, or both" in capsys.readouterr().err
    assert main(["simulate", "afterworld", "--jobs", "0"]) == 2
    assert "--jobs must be at least 1" in capsys.readouterr().err
    assert main(["simulate", "afterworld", "--players", "3"]) == 2
    assert "Afterworld is a game for two players" in capsys.readouterr().err


def test_workers_start_clean_while_another_thread_holds_a_lock():
    """`simulate --jobs 2` run from a process with threads (a test runner, the window): a
    worker made by fork would inherit a lock another thread holds and wait on it for ever
    (seen: a forked game hung on a futex after the net tests). The workers start clean."""
    import threading

    import lockwork
    from tabletop.commands.simulate import Progress, run_games

    held, release = threading.Event(), threading.Event()

    def holder():
        with lockwork.LOCK:
            held.set()
            release.wait(30)

    t = threading.Thread(target=holder, daemon=True)
    t.start()
    assert held.wait(5)
    try:
        got = list(run_games([1, 2, 3], 2, Progress(3, False), work=lockwork.take_the_lock))
    finally:
        release.set()
        t.join(5)
    assert got == [True, True, True]
