"""Duel: a third game that lives in tests/ only, to prove that a game is added without
changing one file of tabletop/ (docs/architecture.md, "Adding a game", walks through it).

Importing this package registers the game, with this one call, and nothing else. Tests
import it; the real command line finds it through ``TABLETOP_GAMES=thirdgame``.
"""

from pathlib import Path

from tabletop.games.registry import GameEntry, register

HERE = Path(__file__).resolve().parent


def load():
    from .engine import DuelGame
    return DuelGame()


ENTRY = register(GameEntry(
    name="duel", title="Duel", engine=load, aliases=("d",),
    players=(2,), players_rule="D-1",
    table="thirdgame.table:DuelUI",
    zones="thirdgame.zones:zones",
    bot_hooks="thirdgame.bots:DuelHooks",
    teacher="thirdgame.teach:DuelTeacher",
    rules="thirdgame.rules",
    layouts={2: str(HERE / "duel.toml")},
    words=HERE / "words",  # its Japanese: words/ja/duel.toml
))
