"""A third game added without changing tabletop/: Duel (tests/thirdgame) registers itself with
one call and is then played through `tabletop scenario run`, `tabletop simulate` and the table
(two computer players through the real event loop to the game-over screen)."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop.cli import main
from tabletop.games import registry

HERE = Path(__file__).resolve().parent
SCENARIO = HERE / "thirdgame" / "strike-and-guard.toml"


@pytest.fixture
def duel():
    import thirdgame
    registry.register(thirdgame.ENTRY)
    yield thirdgame.ENTRY
    registry.unregister("duel")


def test_tabletop_knows_nothing_of_the_third_game():
    src = HERE.parent / "tabletop"
    for path in src.rglob("*"):
        if path.suffix in (".py", ".toml"):
            text = path.read_text(encoding="utf-8").casefold()
            assert "duel" not in text and "thirdgame" not in text, path


def test_the_registry_lists_the_game_with_its_entry(duel):
    assert "duel" in registry.names()
    assert registry.entry("D").title == "Duel"
    assert registry.entry("duel").players_problem(3) == "Duel is for exactly 2 players [D-1]"


def test_scenario_run_plays_the_third_games_scenario(duel, capsys):
    assert main(["scenario", "run", str(SCENARIO)]) == 0
    out = capsys.readouterr().out
    assert "refused [D-3]: A Strike is played on your opponent, not on yourself." in out
    assert "passed: 5 steps" in out and "1 file: 1 passed" in out


def test_a_broken_scenario_of_the_third_game_names_the_line(duel, tmp_path, capsys):
    bad = tmp_path / "bad.toml"
    bad.write_text(SCENARIO.read_text().replace('hand = ["Guard"]', 'hand = ["Gaurd"]'))
    assert main(["scenario", "run", str(bad)]) != 0
    out = capsys.readouterr().out
    assert "no card called 'Gaurd' (did you mean 'Guard'?)" in out and "bad.toml:" in out


def test_simulate_plays_the_third_game(duel, capsys):
    assert main(["simulate", "duel", "--games", "6", "--bots", "search,random", "--budget", "30",
                 "--quiet"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Duel: 6 games, 2 players, bots search,random")
    assert "search:" in out and "random:" in out


def test_play_refuses_a_player_count_in_the_games_own_words(duel, capsys):
    assert main(["play", "duel", "--players", "3"]) == 2
    assert "Duel is for exactly 2 players [D-1]" in capsys.readouterr().err


def test_the_real_command_line_finds_the_game_through_the_environment(tmp_path):
    env = dict(os.environ, TABLETOP_GAMES="thirdgame", PYTHONPATH=f"{HERE}{os.pathsep}{HERE.parent}",
               TABLETOP_HOME=str(tmp_path))
    proc = subprocess.run([sys.executable, "-m", "tabletop", "simulate", "duel", "--games", "4", "--quiet"],
                          env=env, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("Duel: 4 games, 2 players, bots random")


def test_two_computer_players_play_it_on_the_table_to_the_game_over_screen(duel):
    from tabletop.ui.app import App
    from tabletop.ui.gameover import GameOverScene
    from tabletop.ui.launch import GameChoice, build_table
    from tabletop.play import Seat

    class Watched(App):
        """The program's own App and loop; it stops once the game-over screen is up."""
        steps = 0

        def step(self, dt=None, events=None):
            super().step(1 / 60 if dt is None else dt, events)
            self.steps += 1
            if self.find(GameOverScene) is not None or self.steps > 20000:
                self.running = False

    seats = [Seat.of("", human=False, bot="greedy"), Seat.of("", human=False, bot="random")]
    table = build_table(GameChoice("duel", 2, seats, seed=3), threaded_bots=True, autosave=False)
    table.computer.delay = 0.01
    app = Watched((1280, 800))
    app.push(table)
    try:
        app.run()  # the real loop: events, update, draw, flip until the game-over screen shows
    finally:  # run() ends with pygame.quit(): give the tests after this one a fresh window
        import pygame
        pygame.init()
        drive = sys.modules.get("drive")
        if drive is not None:
            drive._APP = None
    assert app.find(GameOverScene) is not None, f"no game-over screen after {app.steps} frames"
    state = table.match.state
    assert state.result is not None and state.result.detail in table.ui.status(state, 0)
    assert len(table.match.history) >= 2
    assert table.ui.summary(state)[0][1].endswith("life")


def test_the_game_brings_its_own_japanese(duel):
    """Duel's words are in its own folder (tests/thirdgame/words/ja/duel.toml, named by its
    entry): its refusals, log lines and rules read in Japanese with no word of it in tabletop/."""
    from tabletop import words
    from tabletop.engine.errors import IllegalActionError
    from tabletop.engine.history import Match

    game = duel.load()
    m = Match(game, game.default_setup(seed=5))
    hand = m.state.hands[m.state.turn_player]
    strike = next((c for c in hand if m.state.cards[c] == "strike"), None)
    p = m.state.turn_player
    words.set_language("ja")
    try:
        if strike is not None:
            with pytest.raises(IllegalActionError) as refused:
                m.play(f"P{p + 1} play #{strike} P{p + 1}")
            assert words.tr(refused.value.reason) == "一撃は自分ではなく相手に出します。"
        entry = m.play(f"P{p + 1} play #{hand[0]} P{2 - p}" if m.state.cards[hand[0]] == "strike"
                       else f"P{p + 1} play #{hand[0]} P{p + 1}")
        line = words.tr(entry.events[0].text)
        assert line.endswith("を出した。") and any(n in line for n in ("一撃", "守り", "手当て")), line
        title, text = words.rule_words("D-3", "Strike", "")
        assert title == "一撃" and "相手" in text
    finally:
        words.set_language("en")
