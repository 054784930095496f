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

from ..registry import GameEntry, register


@lru_cache(maxsize=None)
def load():
    from .cards import load_cards
    from .engine import AfterworldGame
    game = AfterworldGame(load_cards(ENTRY.card_folder(), ENTRY.user_cards_folder()))
    game.deck_folder = ENTRY.deck_folder()
    return game


ENTRY = register(GameEntry(
    name="afterworld", title="Afterworld", engine=load, aliases=("aw",),
    players=(2,), players_rule="AW-1.1",
    cards="afterworld/cards", decks="afterworld/decks",
    table="tabletop.ui.afterworld.adapter:AfterworldUI",
    zones="tabletop.ui.afterworld.zones:zones",
    bot_hooks="tabletop.ai.afterworld:AfterworldHooks",
    teacher="tabletop.teach.afterworld:AfterworldTeacher",
    rules="tabletop.games.afterworld.rules",
    user_folder="afterworld",
    layouts={2: "afterworld"},
    deck_info="tabletop.ui.afterworld.deckinfo:info",
))
