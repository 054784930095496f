"""AW-1 Deck building: every violation at once, naming the card and the rule; the CLI check."""

import io

from aw_script import G

from tabletop.cli import deck_check, main
from tabletop.resources import asset

BAD = '''name = "Muddle"
game = "afterworld"
side = "egyptian"

[commanders]
sun-barque = 1
"Jarl of the Fjords" = 1

[territories]
fortress-of-heliopolis = 1
"Fortress of Asgard" = 1
nile-delta = 2
faiyum-oasis = 2
giza-plateau = 1

[main]
jackal-spearman = 6
scarab-swarm = 4
sun-barque = 1
mead-hall = 1
khopesh = 3
'''


def test_aw_1_every_violation_reported_at_once_with_card_line_and_rule(tmp_path):
    """AW-1.2-1.7: sizes, faction, what the main deck holds, one fortress, deck limits."""
    path = tmp_path / "muddle.toml"
    path.write_text(BAD)
    problems = [str(p) for p in G.deck_problems(G.load_deck(path))]
    p = str(path)
    expected = [
        f"{p}:16: main: the main deck holds 15 cards; it must hold exactly 60 [AW-1.2]",
        f"{p}:17: main.jackal-spearman: 6 copies of Jackal Spearman, but its Deck Limit is 4 [AW-1.6]",
        f"{p}:19: main.sun-barque: Sun Barque is a commander; the main deck holds only units, items and events [AW-1.4]",
        f"{p}:20: main.mead-hall: Mead Hall is Norse, but this deck is Egyptian [AW-1.3]",
        f"{p}:20: main.mead-hall: Mead Hall is a territory; the main deck holds only units, items and events [AW-1.4]",
        f"{p}:5: commanders: the commander set holds 2 cards; it must hold exactly 3 [AW-1.2]",
        f"{p}:7: commanders.jarl-of-the-fjords: Jarl of the Fjords is Norse, but this deck is Egyptian [AW-1.3]",
        f"{p}:11: territories.fortress-of-asgard: Fortress of Asgard is Norse, but this deck is Egyptian [AW-1.3]",
        f"{p}:9: territories: the territory set holds 2 fortresses; it must hold exactly one [AW-1.5]",
        f"{p}:9: territories: the territory set holds 5 territories besides the fortress; it must hold exactly 8 [AW-1.5]",
    ]
    for e in expected:
        assert e in problems, f"missing: {e}\nhave:\n" + "\n".join(problems)
    assert f"{p}:9: territories: the territory set holds 7 cards; it must hold exactly 9 [AW-1.2]" in problems
    assert all(x.endswith("]") for x in problems)


def test_aw_1_cli_prints_problems_and_exits_2(tmp_path):
    """`tabletop deck check` prints each problem and exits 2 for an illegal deck, 0 for starters."""
    bad = tmp_path / "muddle.toml"
    bad.write_text(BAD)
    out = io.StringIO()
    starters = [str(p) for p in sorted(asset("afterworld", "decks").glob("*.toml"))]
    assert len(starters) == 4
    assert deck_check(starters, out) == 0
    assert out.getvalue().count("legal Afterworld deck (60 main, 3 commanders, 9 territories)") == 4
    out = io.StringIO()
    assert deck_check([str(bad)] + starters, out) == 2
    assert "[AW-1.6]" in out.getvalue() and "[AW-1.5]" in out.getvalue()


def test_aw_1_unknown_card_and_broken_file_are_clear_messages(tmp_path):
    path = tmp_path / "typo.toml"
    path.write_text(BAD.replace("scarab-swarm", "scarab-swam"))
    out = io.StringIO()
    assert deck_check([str(path)], out) == 2
    assert f"{path}:18: main.scarab-swam: no card called 'scarab-swam' (did you mean 'Scarab Swarm'?)" in out.getvalue()
    broken = tmp_path / "broken.toml"
    broken.write_text("name = \n")
    out = io.StringIO()
    assert deck_check([str(broken)], out) == 2
    assert f"{broken}:1: not valid TOML" in out.getvalue()
    assert main(["deck", "check", str(broken)]) == 2


def test_aw_1_1_two_players_only():
    """AW-1.1: the game is for two players."""
    import pytest

    from tabletop.cli import UsageError
    with pytest.raises(UsageError, match=r"two players \[AW-1.1\]"):
        G.default_setup(1, players=3)


def test_aw_1_shipped_starters_one_per_faction_differ_per_seat():
    factions = sorted(d.side for d in G.starter_decklists())
    assert factions == ["atlantean", "egyptian", "japanese", "norse"]
    for seed in range(10):
        setup = G.default_setup(seed)
        assert setup.decks[0].side != setup.decks[1].side
