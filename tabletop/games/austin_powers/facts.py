"""What each card key can do, worked out once per key for the engine's hot paths.

Listing legal actions reads every card of a hand after every action; asking the card object
its class and its effects' targets each time is most of the cost. `FactsTable` (the game's
`facts`: card key -> `Facts`) answers from a record made on the first sight of a key: kind
bits (an agent, a ship agent, a swinger, a happening, a bone) and the target needs of its
effect lists, as the rules modules define them (cards.py `needs_card`, `needs_player`).
"""

from __future__ import annotations

from .cards import Agent, Bone, Card, Happening, Swinger, needs_card, needs_player, target_whose

#: kind bits of a card key (`Facts.bits`); AGENT follows the card's `kind`, the others its class
AGENT, SHIP, SWINGER, HAPPENING, BONE = 1, 2, 4, 8, 16

#: (whose agents an effect list targets: "opponent", "yours", "any", or None; names a player)
Needs = tuple[str | None, bool]


def needs(fx) -> Needs:
    e = needs_card(fx)
    return (None if e is None else target_whose(e)), needs_player(fx)


class Facts:
    """The card of a key, its kind bits, and the target needs of its plain and special
    effects (a swinger) or of its printed action (an agent with one; else None)."""

    __slots__ = ("card", "bits", "plain", "special", "action")

    def __init__(self, card: Card) -> None:
        self.card = card
        bits = AGENT if card.kind == "agent" else 0
        if isinstance(card, Agent) and card.ship:
            bits |= SHIP
        if isinstance(card, Swinger):
            bits |= SWINGER
        if isinstance(card, Happening):
            bits |= HAPPENING
        if isinstance(card, Bone):
            bits |= BONE
        self.bits = bits
        self.plain: Needs | None = needs(card.plain) if isinstance(card, Swinger) else None
        self.special: Needs | None = needs(card.special) if isinstance(card, Swinger) else None
        self.action: Needs | None = needs(card.action) if isinstance(card, Agent) and card.action else None


def facts_of(by_key: dict[str, Card]) -> dict[str, Facts]:
    """card key -> `Facts` for every card of the pool (a plain dict: the fastest lookup; an
    unknown key raises KeyError, as the card table itself does)."""
    return {key: Facts(card) for key, card in by_key.items()}
