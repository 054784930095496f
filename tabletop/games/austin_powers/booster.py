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
from ...words import msg
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
        who, pack_names, kept = s.names[seat], [c.name for c in pack], [c.name for c in mine]
        if to == "hand":
            n = len(mine)
            if n == 0:
                line = msg("{who} opens a booster pack and keeps nothing of their side for their hand.", who=who)
            elif n == 1:
                line = msg("{who} opens a booster pack and keeps {n} card of their side for their hand.", who=who, n=n)
            else:
                line = msg("{who} opens a booster pack and keeps {n} cards of their side for their hand.", who=who,
                           n=n)
            events.append(Event("booster", line, tuple(ids), seat))
            if mine:
                events.append(Event("booster-kept", msg("{who} keeps {kept} (the pack: {pack}).", who=who, kept=kept,
                                                        pack=pack_names), tuple(ids), seat, private=seat))
        elif mine:
            events.append(Event("booster", msg("{who} opens a booster pack ({pack}) and keeps {kept} for their score "
                                               "pile.", who=who, pack=pack_names, kept=kept), tuple(ids), seat))
        else:
            events.append(Event("booster", msg("{who} opens a booster pack ({pack}) and keeps nothing of their side "
                                               "for their score pile.", who=who, pack=pack_names), tuple(ids), seat))
    return ids
