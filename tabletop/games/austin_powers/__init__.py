"""The Austin Powers CCG: 2-6 players race to 100 points (rules ids AP-*).

``load()`` reads the card pool in assets/austin_powers/cards (and the user's own
cards in the config folder's cards/austin_powers) once and returns the game.
Modules: rules (the rule texts by id), cards (card classes, TOML schema, effect vocabulary),
cardtext (rules text from effect data), state (plain-data state, options, zone helpers),
actions (actions and notation), flow (who acts, automatic steps), turn (the turn player's
actions), showdown (AP-5), happenings (AP-7), ships (AP-9), evening (AP-8), effects (the
effect interpreter), booster (AP-12), victory (AP-10), decks (AP-1, setup), text (words),
position (positions from plain data), engine (the Game subclass).
"""

from __future__ import annotations

from functools import lru_cache


@lru_cache(maxsize=None)
def load():
    from ...resources import asset, user_cards_dir
    from .cards import load_cards
    from .engine import AustinPowers
    return AustinPowers(load_cards(asset("austin_powers", "cards"), user_cards_dir("austin_powers")))
