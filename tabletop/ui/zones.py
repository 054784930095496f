"""Which zones a table layout must place, per game and number of players.

Pure data, no pygame: `tabletop layout check` uses it without opening a window. A zone is
a named rectangle of the table; per-seat zones are named ``p1.hand``, ``p2.deck``... The
`solid` zones hold cards or controls and must not overlap one another; overlays (the
preview panel) may lie over the others. A zone that holds cards must be at least as wide
as one of its cards.
"""

from __future__ import annotations

from dataclasses import dataclass

ARRANGEMENTS = ("row", "column", "stack", "grid", "fan")
CARD_KINDS = frozenset({"hand", "deck", "discard", "removed", "division", "field", "score", "showdown"})


@dataclass(frozen=True)
class ZoneSpec:
    name: str
    kind: str
    help: str
    solid: bool = True
    arrange: str = "row"  # default arrangement of the cards in it

    @property
    def holds_cards(self) -> bool:
        """Cards lie in it, so it must be at least as wide as one card."""
        return self.kind in CARD_KINDS


def _seat(p: int, kind: str, help: str, arrange: str = "row") -> ZoneSpec:
    return ZoneSpec(f"p{p}.{kind}", kind, f"player {p}'s {help}", True, arrange)


COMMON = [
    ZoneSpec("status", "status", "whose turn and which step it is"),
    ZoneSpec("log", "log", "the log of every action in words"),
    ZoneSpec("hint", "hint", "the hint bar listing the keys"),
    ZoneSpec("buttons", "buttons", "the buttons: pass / next step, undo, redo, menu", arrange="column"),
    ZoneSpec("preview", "preview", "the large preview of the card under the pointer", solid=False),
]


def afterworld_zones(players: int = 2) -> list[ZoneSpec]:
    zones = [ZoneSpec("world", "world", "the 18-square world with the division tokens")]
    for p in (1, 2):
        zones += [
            _seat(p, "hand", "hand"),
            _seat(p, "deck", "deck", "stack"),
            _seat(p, "discard", "discard pile", "stack"),
            _seat(p, "removed", "removed pile", "stack"),
            _seat(p, "pool", "Food and Gold pool"),
        ]
        zones += [ZoneSpec(f"p{p}.division{d}", "division",
                           f"player {p}'s division {d} panel (commander, units, items)")
                  for d in (1, 2, 3)]
    return zones + COMMON


def austin_powers_zones(players: int) -> list[ZoneSpec]:
    zones = [ZoneSpec("showdown", "showdown", "the middle of the table where showdowns and happenings play out")]
    for p in range(1, players + 1):
        zones += [
            _seat(p, "field", "field of agents"),
            _seat(p, "hand", "hand"),
            _seat(p, "deck", "deck", "stack"),
            _seat(p, "discard", "discard pile", "stack"),
            _seat(p, "score", "score pile", "stack"),
            _seat(p, "vibes", "vibe totals and score"),
        ]
    return zones + COMMON


def zones_for(game: str, players: int) -> list[ZoneSpec]:
    if game == "afterworld":
        return afterworld_zones(players)
    return austin_powers_zones(players)


PLAYER_COUNTS = {"afterworld": (2,), "austin-powers": (2, 3, 4, 5, 6)}
