"""Which table adapter draws which game (loaded on first use)."""

from __future__ import annotations

import importlib

from ..engine.game import Game
from .adapter import GameUI
from .layout import Layout

ADAPTERS = {
    "afterworld": "tabletop.ui.afterworld.adapter:AfterworldUI",
    "austin-powers": "tabletop.ui.austin_powers.adapter:AustinPowersUI",
}


def make_ui(game: Game, layout: Layout) -> GameUI:
    module, cls = ADAPTERS[game.name].split(":")
    return getattr(importlib.import_module(module), cls)(game, layout)
