"""Deck building (AW-1): every way a deck file breaks the rules, each naming the card and rule.

A deck file has the piles ``main``, ``commanders`` and ``territories`` and names its faction
in ``side`` (tabletop/engine/cards.py reads the file). All problems are reported at once
(AW-1.7), each located at the line of the card it concerns.
"""

from __future__ import annotations

from collections import Counter

from tabletop.engine.cards import DeckFile
from tabletop import words as wording
from tabletop.engine.errors import Problem

from .cards import FACTION_TITLES, FACTIONS

PILE_SIZES = {"main": 60, "commanders": 3, "territories": 9}
PILE_TITLES = {"main": "main deck", "commanders": "commander set", "territories": "territory set"}


def deck_problems(pool, deck: DeckFile) -> list[Problem]:
    out: list[Problem] = []
    path = deck.path

    def add(pile: str | None, key: str | None, msg: str, rule: str) -> None:  # (msg: a words template)
        if pile is None:
            line = deck.doc.line(("side",))
            where_key = "side"
        elif key is None:
            line = deck.doc.line((pile,))
            where_key = pile
        else:
            line = deck.line_of(pile, key)
            where_key = f"{pile}.{key}"
        out.append(Problem(path, line, where_key, f"{msg} [{rule}]"))

    faction = deck.deck.side
    if faction not in FACTIONS:
        # in the player's words (the deck builder shows it too); the file's key in brackets
        names = [f.capitalize() for f in FACTIONS]
        add(None, None, wording.msg("a deck belongs to one faction: {factions} or {last}, not {faction}",
                                    factions=names[:-1], last=names[-1], faction=repr(faction)) if faction else
            wording.msg("a deck belongs to one faction: {factions} or {last}, and this one names none",
                        factions=names[:-1], last=names[-1]), "AW-1.3")
        faction = ""
    for pile, size in PILE_SIZES.items():
        keys = deck.deck.piles.get(pile, [])
        if len(keys) != size:
            add(pile, None, wording.msg("the {pile} holds {n} cards; it must hold exactly {size}",
                                        pile=PILE_TITLES[pile], n=len(keys), size=size), "AW-1.2")
        counts = Counter(keys)
        for key, n in counts.items():
            card = pool[key]
            if faction and card.faction != faction:
                add(pile, key, wording.msg("{card} is {faction}, but this deck is {deck}", card=card.name,
                                           faction=FACTION_TITLES[card.faction], deck=FACTION_TITLES[faction]),
                    "AW-1.3")
            if pile == "main" and card.type in ("commander", "territory"):
                add(pile, key, wording.msg("{card} is a {type}; the main deck holds only units, items and events",
                                           card=card.name, type=card.type), "AW-1.4")
            if pile == "commanders" and card.type != "commander":
                add(pile, key, wording.msg("{card} is not a commander; the commander set holds only commanders",
                                           card=card.name), "AW-1.2")
            if pile == "territories" and card.type != "territory":
                add(pile, key, wording.msg("{card} is not a territory; the territory set holds only territories",
                                           card=card.name), "AW-1.2")
            if n > card.limit:
                add(pile, key, wording.msg("{n} copies of {card}, but its Deck Limit is {limit}", n=n,
                                           card=card.name, limit=card.limit), "AW-1.6")
    terr = [pool[k] for k in deck.deck.piles.get("territories", []) if pool[k].type == "territory"]
    forts = sum(1 for c in terr if c.fortress)
    if forts != 1:
        add("territories", None, wording.msg("the territory set holds {n} fortresses; it must hold exactly one",
                                             n=forts), "AW-1.5")
    if len(terr) - forts != 8:
        add("territories", None, wording.msg("the territory set holds {n} territories besides the fortress; "
                                             "it must hold exactly 8", n=len(terr) - forts), "AW-1.5")
    return out
