"""Which zones an Afterworld table layout must place (pure data, no pygame)."""

from __future__ import annotations

from ..zones import COMMON, ZoneSpec, seat_zone


def zones(players: int = 2) -> list[ZoneSpec]:
    out = [ZoneSpec("world", "world", "the 18-square world with the division tokens")]
    for p in (1, 2):
        out += [
            seat_zone(p, "hand", "hand"),
            seat_zone(p, "deck", "deck", "stack"),
            seat_zone(p, "discard", "discard pile", "stack"),
            seat_zone(p, "removed", "removed pile", "stack"),
            seat_zone(p, "pool", "Food and Gold pool", cards=False),
        ]
        out += [ZoneSpec(f"p{p}.division{d}", "division",
                         f"player {p}'s division {d} panel (commander, units, items)", holds_cards=True)
                for d in (1, 2, 3)]
    return out + COMMON
