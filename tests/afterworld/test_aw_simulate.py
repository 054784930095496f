"""`tabletop simulate afterworld` plays random legal games to the end and reports results."""

from aw_script import G

from tabletop.ai.base import RandomBot
from tabletop.ai.driver import play_bots
from tabletop.cli import main


def test_simulate_command_reports_finished_games(capsys):
    assert main(["simulate", "afterworld", "--games", "3", "--seed", "5", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "Afterworld: 3 games, 2 players, bots random,random, seeds 5..7" in out
    assert "unfinished" not in out and "endings:" in out


def test_random_games_end_and_every_card_is_somewhere_once():
    for seed in (31, 32, 33):
        rec = play_bots(G, G.default_setup(seed), [RandomBot(seed), RandomBot(seed + 1)])
        assert rec.result is not None and rec.result.reason in ("elimination", "slash-and-burn", "deck-out", "draw")
    s = G.new_state(rec.setup)
    for i, text in enumerate(rec.actions):
        if i % 7 == 0:
            ids = [c for c, _ in G.card_locations(s)]
            assert sorted(ids) == sorted(s.cards)
        G.play(s, G.parse(s, text))
    assert s.result == rec.result
