"""`tabletop simulate --matchups` and `--option`: the table of deck pairings (both seat
orders, 95% intervals) on a tiny run, a deck of one's own in it, clear messages."""

import pytest

from tabletop.cli import main


def run(capsys, *argv) -> list[str]:
    assert main(["simulate", *argv, "--quiet"]) == 0
    return [line for line in capsys.readouterr().out.splitlines() if not line.lstrip().startswith("time")]


def test_every_pairing_both_ways_with_intervals(capsys):
    out = run(capsys, "austin-powers", "--matchups", "--games", "3", "--bots", "normal", "--seed", "4")
    assert out[0].startswith("Austin Powers CCG: matchups, 2 players, bots normal, 3 deals per pairing")
    pairs = [line for line in out if " vs " in line]
    assert len(pairs) == 4                                    # 2 good decks x 2 evil decks
    assert sum(line.startswith("      moving first ") for line in out) == 4
    assert sum(line.startswith("      moving second ") for line in out) == 4
    assert all("[95% " in line for line in pairs)
    decks = [line for line in out if "of its 12 games" in line]
    assert len(decks) == 4                                    # each deck: 2 opponents x 2 orders x 3
    for line in decks:                                        # how each deck won: shares of its wins
        if " won  0.0%" in line:
            assert "wins by" not in line
            continue
        shares = line.split("; wins by ")[1].split(", ")
        assert all(share.rsplit(" ", 1)[0] for share in shares)   # an ending's name, then its share
        assert abs(sum(int(share.rsplit(" ", 1)[1].rstrip("%")) for share in shares) - 100) <= len(shares)
    assert any(line.startswith("  the first player won") and "of 24 games" in line for line in out)
    how = [line for line in out if line.startswith("      wins by ending: ")]   # within each pairing
    assert len(how) == 4
    for pair, line in zip(pairs, how):
        names = pair.strip().split(":")[0].split(" vs ")
        for part in line.split(": ", 1)[1].split("; "):
            assert any(part.startswith(n + " ") for n in names)             # a deck of that pairing
            assert part.rsplit(" ", 1)[1] == "100%"                        # (AP ends by points only)
    assert sum("do not meet" in line and "[AP-1.2]" in line for line in out) == 2   # same side
    assert run(capsys, "austin-powers", "--matchups", "--games", "3", "--bots", "normal", "--seed", "4") == out


def test_a_deck_of_ones_own_joins_the_table(tmp_path, capsys):
    from tabletop.games import get_game
    game = get_game("austin-powers")
    src = next(p for p in game.starter_decks() if "volcano" in p.name)
    mine = tmp_path / "mine.toml"
    mine.write_text(src.read_text().replace('name = "Volcano Lair"', 'name = "My Lair"'))
    out = run(capsys, "austin-powers", "--matchups", "--deck", str(mine), "--games", "2", "--bots", "normal")
    assert any(line.startswith("  Ministry Mods vs My Lair:") for line in out)
    assert any(line.startswith("  My Lair: won") for line in out)


def test_options_reach_every_game_and_the_figures_per_game(capsys):
    out = run(capsys, "austin-powers", "--players", "4", "--games", "3", "--bots", "normal",
              "--option", "happening_copy=optional")
    assert "  options: happening_copy = optional" in out
    per_game = next(line for line in out if line.startswith("  per game (mean): gesture "))
    assert "show 0.0" in per_game
    assert any(line.startswith("  the first player won") for line in out)


@pytest.mark.parametrize("argv,message", [
    (["--option", "happening_copy"], "write NAME=VALUE"),
    (["--option", "happening_copy=sometimes"], "happening_copy must be 'optional' or 'forced'"),
    (["--option", "copies=forced"], "unknown rules option 'copies'"),
    (["--matchups", "--players", "3"], "use --players 2"),
    (["--matchups", "--bots", "normal,easy"], "the same computer player in both seats"),
])
def test_bad_options_get_one_clear_message(argv, message, capsys):
    assert main(["simulate", "austin-powers", "--games", "1", "--quiet", *argv]) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err and len(err.strip().splitlines()) == 1


def test_the_table_does_not_depend_on_the_number_of_jobs(capsys):
    args = ("austin-powers", "--matchups", "--games", "2", "--bots", "normal", "--seed", "7")
    assert run(capsys, *args, "--jobs", "2") == run(capsys, *args, "--jobs", "1")
