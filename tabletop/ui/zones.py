"""The zones of a table layout: what a zone is, the zones every table has, and the lookup of
a game's own list (each game's is in its own table package, named by its registry entry).

Pure data, no pygame: `tabletop layout check` uses it without opening a window. A zone is
a named rectangle of the table; per-seat zones are named ``p1.hand``, ``p2.deck``... The
`solid` zones hold cards or controls and must not overlap one another; overlays (the
preview panel) may lie over the others. A zone that holds cards must be at least as wide
as one of its cards.
"""

from __future__ import annotations

from dataclasses import dataclass

ARRANGEMENTS = ("row", "column", "stack", "grid", "fan")


@dataclass(frozen=True)
class ZoneSpec:
    name: str
    kind: str
    help: str
    solid: bool = True
    arrange: str = "row"  # default arrangement of the cards in it
    #: cards lie in it, so it must be at least as wide as one card (the game's list says)
    holds_cards: bool = False


def seat_zone(p: int, kind: str, help: str, arrange: str = "row", cards: bool = True) -> ZoneSpec:
    """Seat `p`'s zone of `kind`; `cards`: whether cards lie in it."""
    return ZoneSpec(f"p{p}.{kind}", kind, f"player {p}'s {help}", True, arrange, cards)


COMMON = [
    ZoneSpec("status", "status", "whose turn and which step it is"),
    ZoneSpec("log", "log", "the log of every action in words"),
    ZoneSpec("hint", "hint", "the hint bar listing the keys"),
    ZoneSpec("buttons", "buttons", "the buttons: pass / next step, undo, redo, menu", arrange="column"),
    ZoneSpec("preview", "preview", "the large preview of the card under the pointer", solid=False),
]


def zones_for(game: str, players: int) -> list[ZoneSpec]:
    """The zones a layout of `game` for `players` seats must place (the game's registry entry
    says where its list lives)."""
    from ..games.registry import entry
    return entry(game).zone_specs(players)


def player_counts() -> dict[str, tuple[int, ...]]:
    """Every registered game's name -> the numbers of players it allows."""
    from ..games.registry import entries
    return {e.name: e.players for e in entries()}
