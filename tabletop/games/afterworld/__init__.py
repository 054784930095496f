"""Afterworld: two empires on an 18-square world (rules in the spec, ids AW-*).

`load()` returns the game with its card pool (read once per process from
assets/afterworld/cards, then the user's own cards in the config folder's
cards/afterworld). Modules: world (geometry), rules (rule ids and texts), options
([T] rules options), abilities (effect vocabulary and card text), cards (card classes and
TOML), state, actions (notation), query, legal, check, resolve, flow, text, decks,
position (positions from plain data), engine (the Game).
"""

from __future__ import annotations

from functools import lru_cache


@lru_cache(maxsize=None)
def load():
    from tabletop.resources import asset, user_cards_dir

    from .cards import load_cards
    from .engine import AfterworldGame
    return AfterworldGame(load_cards(asset("afterworld", "cards"), user_cards_dir("afterworld")))
