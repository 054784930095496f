"""The games this program plays, by name, loaded on first use.

Each game package exposes ``load() -> Game``; the game object holds its card pool, so it is
built once per process and shared.
"""

from __future__ import annotations

import importlib
from functools import lru_cache

from ..engine.game import Game
from ..engine.schema import did_you_mean

GAMES: dict[str, str] = {
    "afterworld": "tabletop.games.afterworld",
    "austin-powers": "tabletop.games.austin_powers",
}

ALIASES = {"aw": "afterworld", "ap": "austin-powers", "austin_powers": "austin-powers",
           "austinpowers": "austin-powers"}


class UnknownGameError(ValueError):
    pass


def canonical(name: str) -> str:
    key = name.strip().lower()
    key = ALIASES.get(key, key)
    if key not in GAMES:
        raise UnknownGameError(f"unknown game {name!r}{did_you_mean(name, GAMES)}; "
                               f"the games are {', '.join(GAMES)}")
    return key


@lru_cache(maxsize=None)
def get_game(name: str) -> Game:
    """The game called `name` ('afterworld', 'austin-powers', or a short alias)."""
    module = importlib.import_module(GAMES[canonical(name)])
    return module.load()
