"""Virtual booster packs (AP-12.1): 11 random cards of the loaded pool, 1 rare, 3 uncommon
and 7 common, drawn with the game's seeded generator.

A card that uses a booster keeps the best cards of the user's side from it (highest score,
then name); the kept cards become new cards of that player, the rest go back in the box.

Cards kept for the score pile are shown to everyone, with the pack. Cards kept for the hand
are hidden: the shared log says only how many were kept (the pack is not named either,
since the best cards of a pack follow from it), and a private line (`Event.private`) tells
the player alone which cards they were.
"""

from __future__ import annotations

from ...engine.game import Event
from .state import APState

PACK = (("rare", 1), ("uncommon", 3), ("common", 7))


def open_pack(g, s: APState) -> list:
    """The cards of one virtual booster (card objects, in pack order)."""
    rng = s.random()
    out = []
    for rarity, n in PACK:
        cards = g.by_rarity.get(rarity, [])
        for _ in range(n if cards else 0):
            out.append(cards[rng.randbelow(len(cards))])
    s.keep(rng)
    return out


def open_for(g, s: APState, seat: int, keep: int, to: str, events: list[Event] | None) -> list[int]:
    """Open a booster for `seat`; put the `keep` best cards of their side into hand or score."""
    pack = open_pack(g, s)
    mine = sorted((c for c in pack if c.side == s.sides[seat]), key=lambda c: (-c.score, c.name))[:keep]
    dest = s.hands[seat] if to == "hand" else s.scores[seat]
    ids = []
    for c in mine:
        cid = s.new_card(c.key, seat)
        dest.append(cid)
        ids.append(cid)
    if events is not None:
        names = ", ".join(c.name for c in pack)
        kept = ", ".join(c.name for c in mine) or "nothing of their side"
        if to == "hand":
            n = len(mine)
            count = f"{n} card{'s' if n != 1 else ''} of their side" if n else "nothing of their side"
            events.append(Event("booster", f"{s.names[seat]} opens a booster pack and keeps {count} "
                                           "for their hand.", tuple(ids), seat))
            if mine:
                events.append(Event("booster-kept", f"{s.names[seat]} keeps {kept} (the pack: {names}).",
                                    tuple(ids), seat, private=seat))
        else:
            events.append(Event("booster", f"{s.names[seat]} opens a booster pack ({names}) and keeps "
                                           f"{kept} for their score pile.", tuple(ids), seat))
    return ids
