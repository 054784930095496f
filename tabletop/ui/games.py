"""Which table adapter draws a game: the class its registry entry names, loaded on first use."""

from __future__ import annotations

from ..engine.game import Game
from ..games.registry import entry
from .adapter import GameUI
from .layout import Layout


def make_ui(game: Game, layout: Layout) -> GameUI:
    return entry(game.name).table_class()(game, layout)
