"""Start a game on the table: from the title screen or from `tabletop play`.

`GameChoice` is everything the title screen (or the command line) decides: the game, who
sits where (human or which computer player), the decks, the layout and the seed.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field

from ..engine.game import Setup
from ..engine.history import Match
from ..games import get_game
from .layout import default_layout_name, load_layout
from .table import TableScene
from ..play import Seat


@dataclass
class GameChoice:
    game: str
    players: int = 2
    seats: list[Seat] = field(default_factory=list)
    layout: str | None = None
    seed: int | None = None
    decks: list[str | None] | None = None  # a deck file per seat (None: the shipped starter)
    options: dict = field(default_factory=dict)


def seat_names(seats: list[Seat]) -> list[str]:
    humans = sum(1 for s in seats if s.human)
    out = []
    for i, s in enumerate(seats):
        if s.name:
            out.append(s.name)
        elif s.human:
            out.append("Player" if humans == 1 else f"Player {i + 1}")
        else:
            out.append("Computer" if len(seats) - humans == 1 else f"Computer {i + 1}")
    return out


def make_setup(choice: GameChoice) -> Setup:
    game = get_game(choice.game)
    seed = choice.seed if choice.seed is not None else int.from_bytes(os.urandom(4), "little")
    names = seat_names(choice.seats)
    setup = game.default_setup(seed, choice.players, names=names, options=choice.options or None)
    from ..persist.deckfiles import checked_deck
    chosen = {i for i, path in enumerate(choice.decks or []) if path}
    for i in chosen:
        setup.decks[i] = checked_deck(game, choice.decks[i])  # type: ignore[index]  # DataError: every violation
    if chosen:
        _sides_apart(game, setup, chosen)
    # AP-10.3: computer players only play as in simulations; a human may propose to end
    setup = game.unattended(setup, human=any(s.human for s in choice.seats))
    return setup


def _sides_apart(game, setup: Setup, chosen: set[int]) -> None:
    """A seat left to the automatic starter plays another side (faction) than its neighbour
    when a chosen deck took that side: an evil deck at seat 1 gets a good opponent."""
    starters = None
    n = len(setup.decks)
    for i in range(n):
        if i in chosen or n < 2:
            continue
        near = setup.decks[i - 1 if i > 0 else 1].side
        if setup.decks[i].side != near:
            continue
        if starters is None:
            starters = [game.load_deck(p).deck for p in game.starter_decks()]
        other = next((d for d in starters if d.side != near), None)
        if other is not None:
            setup.decks[i] = other


def build_table(choice: GameChoice, on_exit=None, threaded_bots: bool | str = "process", autosave: bool = True) -> TableScene:
    """A ready table for `choice` (raises DataError for a broken layout or deck)."""
    from .session import table_for_match

    game = get_game(choice.game)
    load_layout(choice.layout or default_layout_name(game.name, choice.players), game=game.name,
                players=choice.players)  # a broken layout: DataError now
    setup = make_setup(choice)
    match = Match(game, setup, undo="fair")
    seats = [Seat.of(name, choice.seats[i].human, choice.seats[i].bot) for i, name in enumerate(setup.names)]
    return table_for_match(match, seats, choice.layout or None, on_exit, threaded_bots, autosave)
