"""What the deck builder needs to know about a game, in plain data.

A game's `DeckInfo` (the `deck_info` function its registry entry names) names the pool's filters and sorts, the colour chip and one-line summary of a card, the sides
a deck may play, and the statistics of a deck. The builder asks `deck_info(game)` and spells
no game's name itself.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

def having(attr: str, value: Any) -> Callable[[Any], bool]:
    """A filter option: the cards whose `attr` is `value`."""
    return lambda card: getattr(card, attr) == value


@dataclass
class Filter:
    """One row of filter chips: a label and its options (the first is "all")."""

    label: str
    options: Sequence[tuple[str, Callable[[Any], bool] | None]]


@dataclass
class Bar:
    label: str
    value: int
    target: int | None = None  # a number the rules ask for (the 6-by-5 rule: 5 of each dot)
    color: tuple = (160, 190, 175)


@dataclass
class StatBlock:
    """A titled group of bars (counts by type, the cost curve, the dots, the vibes)."""

    title: str
    bars: list[Bar] = field(default_factory=list)


@dataclass
class DeckInfo:
    filters: list[Filter]
    sorts: list[tuple[str, Callable[[Any], Any]]]
    chip: Callable[[Any], tuple]          # the colour chip in front of a card's row
    summary: Callable[[Any], str]         # "Unit · 3/2", "Agent · kiss · 12" (a words.Msg)
    side_of: Callable[[Any], str]         # the faction or side a card belongs to
    side_label: str                       # "Faction: {side}" / "Side: {side}" (a template)
    sides: list[tuple[str, str]]          # (key, title)
    pile_titles: dict[str, str]
    stats: Callable[[Any, dict[str, dict[str, int]]], list[StatBlock]]
    pile_sizes: dict[str, int] = field(default_factory=dict)  # the size each pile must have
    face: Callable[[Any, tuple[int, int], Any], Any] | None = None  # (card, size, fonts) -> Surface
    portrait: Callable[[Any], bool] = lambda card: True  # False: a landscape face (territories)
    #: the game's card artist: its `whole` cards make the preview show every word (None: `face`)
    artist: Any = None


def deck_info(game) -> DeckInfo:
    from ...games.registry import entry
    return entry(game.name).deck_info_of(game)


def search_text(card) -> str:
    """What the search box looks in: the name, the rules text and the flavour."""
    return " ".join((card.name, str(getattr(card, "text", "") or ""), getattr(card, "flavour", ""))).casefold()
