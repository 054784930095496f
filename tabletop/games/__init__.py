"""The games this program plays, by name, loaded on first use.

Which games there are, and everything about each apart from its rules, is in the registry
(tabletop/games/registry.py). `get_game` builds a game's object once per process (it holds
the card pool) and shares it.
"""

from __future__ import annotations

from functools import lru_cache

from ..engine.game import Game
from .registry import GameEntry, UnknownGameError, canonical, entries, entry, names, register

__all__ = ["Game", "GameEntry", "UnknownGameError", "canonical", "entries", "entry", "get_game",
           "names", "register"]


@lru_cache(maxsize=None)
def _load(name: str) -> Game:
    return entry(name).load()


def get_game(name: str) -> Game:
    """The game called `name` (its registered name, any case, or an alias)."""
    return _load(canonical(name))


get_game.cache_clear = _load.cache_clear  # type: ignore[attr-defined]
