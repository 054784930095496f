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

from ..registry import GameEntry, register


@lru_cache(maxsize=None)
def load():
    from .cards import load_cards
    from .engine import AustinPowers
    game = AustinPowers(load_cards(ENTRY.card_folder(), ENTRY.user_cards_folder()))
    game.deck_folder = ENTRY.deck_folder()
    return game


ENTRY = register(GameEntry(
    name="austin-powers", title="Austin Powers CCG", engine=load, aliases=("ap", "austinpowers"),
    players=(2, 3, 4, 5, 6), players_rule="AP-1.1",
    cards="austin_powers/cards", decks="austin_powers/decks",
    table="tabletop.ui.austin_powers.adapter:AustinPowersUI",
    zones="tabletop.ui.austin_powers.zones:zones",
    bot_hooks="tabletop.ai.austin_powers:AustinPowersHooks",
    teacher="tabletop.teach.austin_powers:AustinPowersTeacher",
    rules="tabletop.games.austin_powers.rules",
    user_folder="austin_powers",
    layouts={n: f"austin-powers-{n}" for n in range(2, 7)},
    deck_info="tabletop.ui.austin_powers.deckinfo:info",
))
