"""A layout drawn headless with a sample mid-game position: `tabletop layout preview`.

The sample is the game's default setup for the layout's player count, played forward by
seeded random legal actions (the same position every time for a seed): hands, divisions
or agents in play, piles and a log, as a player would see the table in the middle of a
game. Seat 1 is the player at the mouse (its hand face up, the others' hidden).

The table editor (`tabletop layout edit`) opens on the same sample table.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from ..engine.history import Match
from ..engine.rng import Rng
from ..games import get_game
from .layout import Layout
from .table import TableScene
from ..play import Seat
from .theme import Fonts, rounded
from .zoneart import draw_zone_frames

SAMPLE_SEED = 2  # a full Afterworld hand at the stop (seed 5 left one card after AW-9.4 asked every responder)
SAMPLE_ACTIONS = 150


def sample_match(game_name: str, players: int, seed: int = SAMPLE_SEED, actions: int = SAMPLE_ACTIONS) -> Match:
    """The game played forward `actions` random legal actions, stopped where seat 1 acts."""
    game = get_game(game_name)
    match = Match(game, game.default_setup(seed, players), undo="all")
    rng = Rng(seed)
    while not match.over and len(match.history) < actions * 3:
        seat = match.to_act()[0]
        if len(match.history) >= actions and seat == 0:
            break
        legal = match.legal_actions(seat)
        match.play(legal[rng.randbelow(len(legal))])
    while match.over and match.history:  # a sample is a game in progress
        match.undo()
    match.redo_stack.clear()
    return match


def sample_table(layout: Layout, seed: int = SAMPLE_SEED, actions: int = SAMPLE_ACTIONS) -> TableScene | None:
    """A table of the sample position on `layout`; None if the game has no table yet."""
    from .games import make_ui

    match = sample_match(layout.game, layout.players, seed, actions)
    try:
        ui = make_ui(match.game, layout)
    except ImportError:
        return None
    seats = [Seat.of(name, i == 0, "random") for i, name in enumerate(match.state.names)]
    return TableScene(match, ui, layout, seats, threaded_bots=False, seed=seed)


def draw_bare(surface: pygame.Surface, layout: Layout, fonts: Fonts) -> None:
    """The cloth and the zones alone (for a game whose table is not built)."""
    tr = layout.transform(surface.get_size())
    colors = layout.colors
    surface.fill((0, 0, 0))
    pygame.draw.rect(surface, colors["table"], tr.rect((0, 0, *layout.size)))
    for z in sorted(layout.zones.values(), key=lambda z: z.z):
        if z.solid and z.visible:
            rounded(surface, z.color or colors["zone"], pygame.Rect(tr.rect(z.rect)), 6)


def render_preview(app, layout: Layout, path: str | Path, zones: bool = False, seed: int = SAMPLE_SEED,
                   actions: int = SAMPLE_ACTIONS) -> bool:
    """Draw `layout` with the sample position into `app`'s window and save it as a PNG.

    Returns False when only the zones could be drawn (the game's table is not built)."""
    while app.scenes:
        app.pop()
    table = sample_table(layout, seed, actions)
    surface = app.screen
    if table is not None:
        app.push(table)
        table.settle()
        app.step(1 / 60, [])
        table.settle()
        app.draw()
        fonts = table.fonts
    else:
        fonts = Fonts(layout.font_file, layout.font_scale)
        draw_bare(surface, layout, fonts)
        zones = True
    if zones:
        draw_zone_frames(surface, layout.zones, layout.transform(surface.get_size()), fonts, layout.colors)
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surface, str(path))
    while app.scenes:
        app.pop()
    return table is not None
