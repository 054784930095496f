"""Which zones an Austin Powers table layout must place, per number of players (pure data)."""

from __future__ import annotations

from ..zones import COMMON, ZoneSpec, seat_zone


def zones(players: int) -> list[ZoneSpec]:
    out = [ZoneSpec("showdown", "showdown", "the middle of the table where showdowns and happenings play out",
                    holds_cards=True)]
    for p in range(1, players + 1):
        out += [
            seat_zone(p, "field", "field of agents"),
            seat_zone(p, "hand", "hand"),
            seat_zone(p, "deck", "deck", "stack"),
            seat_zone(p, "discard", "discard pile", "stack"),
            seat_zone(p, "score", "score pile", "stack"),
            seat_zone(p, "vibes", "vibe totals and score", cards=False),
        ]
    return out + COMMON
