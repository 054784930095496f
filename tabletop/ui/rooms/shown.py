"""What the table shows now: the presentation state the rooms read, and what they may ask.

The rooms of the table (this folder) never hold the table. Each is built with what it reads
and whom it asks:

- `Stage`: the layout as it is drawn now: the layout, its fonts and the transform from table
  units to pixels (the window's size, the table's size and another layout change it);
- `Shown`: the position as the seat at the mouse may see it (a `SeatView` from the door,
  never the state) and what the table made of it at its last refresh (pieces, drop places,
  affordances, who acts, the toasts); the table writes it, in `TableScene.refresh`;
- `Pointer`: where the mouse is, what it presses, drags and hovers (the input room writes it,
  the painter, the HUD and the tray read it);
- `Acts`: what a room may ask of the table (play an action, say a refusal, redraw, open a
  scene over it...), as plain functions the table hands out.

A room owns its own state (the log's lines, the seats, a computer player's move being shown,
the tray, the buttons, the keys' focus) and other rooms read it through the room object they
were given (tests/ui/test_rooms_own_state.py, tests/ui/test_rooms_read_narrow.py). Shapes from
Elm's model and view and Tuxemon's scenes (../DESIGN.md: "a presentation state").
"""

from __future__ import annotations

from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable

if TYPE_CHECKING:
    from ...engine.actions import Action
    from ...engine.game import SeatView
    from ..adapter import Affordances, Option, Piece, Target
    from ..layout import Layout
    from ..layoutmodel import Transform
    from ..theme import Fonts
    from ..widgets import Toast


@dataclass
class Stage:
    """The layout the table is drawn with, at the window's size."""

    layout: Layout
    fonts: Fonts
    transform: Transform

    @property
    def colors(self) -> dict:
        return self.layout.colors


@dataclass
class Pointer:
    """The mouse over the table: where it is, what it presses, drags and hovers."""

    mouse: tuple[int, int] = (0, 0)
    #: the piece pressed and where (a drag starts after a few pixels)
    press: tuple[str, tuple[int, int]] | None = None
    dragging: str | None = None
    hover_pid: str | None = None
    hover_time: float = 0.0
    #: seconds since the pointer last moved (a tip of what lies under it opens after a rest)
    rest: float = 0.0
    #: H: the legal moves are lit
    show_hints: bool = False


@dataclass
class Shown:
    """The table as the seat at the mouse sees it, since the last refresh."""

    #: the position as `looking` may see it (every seat's view when `looking` is None)
    view: SeatView
    #: the seat drawn at the bottom of the table (the player at the mouse)
    viewer: int = 0
    #: whose hidden cards are drawn face up (None: the public view)
    looking: int | None = None
    #: the seat the table waits for (None: nobody, or a race answered by buttons)
    acting: int | None = None
    pieces: dict[str, Piece] = field(default_factory=dict)
    targets: dict[str, Target] = field(default_factory=dict)
    #: what the human who acts may do, by gesture
    aff: Affordances = field(default=None)  # type: ignore[assignment]  # (set at every refresh)
    #: counts the refreshes: the painter's still layer belongs to one of them
    refreshes: int = 0
    #: a replay: look, hover, preview; no actions, no covers, no bots
    readonly: bool = False
    toasts: list[Toast] = field(default_factory=list)
    #: the last refusal shown (F1 opens the rules at the rule it cites)
    last_refusal: str = ""
    pointer: Pointer = field(default_factory=Pointer)

    @property
    def names(self) -> list[str]:
        return self.view.names

    @property
    def over(self) -> bool:
        return self.view.result is not None


@dataclass(frozen=True)
class Acts:
    """What a room may ask of the table: the table's own handlers, handed out when it builds
    its rooms. A room that needs one is given this record, never the table."""

    #: a human's action at the mouse, through the table's director (False: refused)
    perform: Callable[[Action], bool]
    #: a gesture was refused with these words (the director may put them otherwise)
    refuse: Callable[[str], None]
    #: a refusal or failure shown as it is
    show_refusal: Callable[[str], None]
    notice: Callable[[str], None]
    cue: Callable[[str], None]
    #: re-read the position (who acts, pieces, drop places, buttons, log)
    refresh: Callable[[], None]
    #: the next frame is drawn
    invalidate: Callable[[], None]
    #: several changes that make one: the table re-reads the position once, after the last
    holding: Callable[[], AbstractContextManager[None]]
    undo: Callable[[], None]
    redo: Callable[[], None]
    save_game: Callable[[], None]
    load_game: Callable[[], None]
    menu: Callable[[], None]
    open_rules: Callable[[], None]
    #: in a race, show a seat its own cards (None: back to everyone); step in (AP-7.7)
    serve: Callable[[int | None], None]
    step_in: Callable[[int | None], None]
    #: the menu a drop opens when it means several actions: (title, options, where)
    pick: Callable[[str, list[Option], tuple[int, int]], None]
    #: a pile opened by a click: (title, faces)
    browse: Callable[[str, list[Any]], None]
    #: a scene over the table (a cover, the load picker)
    push: Callable[[Any], None]
    #: another scene lies over the table (a menu, the rules, a dialog), not one through which
    #: the table is played (a lesson's steps)
    covered: Callable[[], bool]
    #: the table is the top scene (or has no window): computer players think only then
    topmost: Callable[[], bool]
    #: the table's app is on screen (not a headless table of a test or a tool)
    windowed: Callable[[], bool]
    is_human: Callable[[int], bool]
