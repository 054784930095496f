"""The table's layout: another one put in while the game goes on (live reload, the editor),
and, when no layout was asked for, the shipped one that suits the window's size.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.errors import DataError
from .layout import Layout, default_layout_name, load_layout
from .theme import Fonts

if TYPE_CHECKING:
    from .table import TableScene


def pick_layout(t: TableScene, size) -> bool:
    """Switch to the shipped layout that suits a window of `size`; True if it switched."""
    # (the window's own size, whatever the table size setting: a setting larger than the screen
    # allows laid the table out as for a smaller window, whose compact board is drawn smaller)
    players = len(t.seats)
    name = default_layout_name(t.game.name, players, size)
    if name == t._picked:
        return False
    t._picked = name
    try:
        layout = load_layout(name, game=t.game.name, players=players)
    except DataError:
        return False
    t.set_layout(layout)
    t.auto_layout = True
    return True


def set_layout(t: TableScene, layout: Layout) -> None:
    """Use another layout (live reload, the editor): the game goes on, everything is redrawn.

    Fonts and drawn card faces are kept when the fonts and colours did not change (the
    editor calls this on every step of a drag)."""
    stage = t.stage
    old, stage.layout = stage.layout, layout
    t.auto_layout = False  # a layout chosen, edited or reloaded stays
    t.log.forget_lines()
    t.ui.layout = layout
    t.reload.follow(layout)
    same_look = (old.font_file, old.font_scale, old.colors) == (layout.font_file, layout.font_scale, layout.colors)
    if not same_look:
        stage.fonts = Fonts(layout.font_file, layout.font_scale)
    if t.app is not None:
        faces = t.painter.faces.copy()
        t.resized(t.app.screen.get_size())
        if same_look:
            t.painter.faces.update(faces)
    t.snap = True  # (the pieces stand in the new layout's places at once)
    t.refresh()
