"""Which zones a Duel table layout must place (pure data, no pygame)."""

from tabletop.ui.zones import COMMON, ZoneSpec, seat_zone


def zones(players: int = 2) -> list[ZoneSpec]:
    out = []
    for p in (1, 2):
        out += [seat_zone(p, "hand", "hand"), seat_zone(p, "deck", "deck", "stack"),
                seat_zone(p, "discard", "discard pile", "stack"),
                ZoneSpec(f"p{p}.life", "life", f"player {p}'s life and guards: drop a card here to play it on them")]
    return out + COMMON
