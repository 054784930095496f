"""The parts of a room that another room reads through the table (`t.input.dragging`,
`t.computer.busy`): each a Protocol of exactly what is read of it, so a room that reads the
input room's pointer is held to the pointer, not given the whole input room.

The rooms' own reads of the table are in tabletop/ui/rooms/reads.py, which uses these.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    import pygame

    from ..adapter import Affordances, Piece
    from ..layout import Layout
    from ..widgets import ButtonWidget, LogView
    from .botjobs import Animation
    from .hudparts import HudParts
    from .news import Banner


# ---- the input room (TableInput, input.py) --------------------------------------------
class Dragging(Protocol):
    @property
    def dragging(self) -> str | None: ...


class Hovering(Dragging, Protocol):
    """The card under the pointer and how long it has been there."""

    @property
    def hover_pid(self) -> str | None: ...
    @property
    def hover_time(self) -> float: ...


class HudPointer(Hovering, Protocol):
    @property
    def mouse(self) -> tuple[int, int]: ...
    @property
    def show_hints(self) -> bool: ...


class PainterPointer(HudPointer, Protocol):
    def target_at(self, pos, exclude: str | None = None) -> str | None: ...


class TrayPointer(Dragging, Protocol):
    def rehover(self, pos=None) -> None: ...


class KeysGestures(Protocol):
    """What the keys' Enter does through the input room: the same drop and click as the mouse."""

    def drop(self, pid: str, tid: str | None) -> None: ...
    def click(self, pid: str) -> None: ...
    def preview_now(self, pid: str) -> None: ...


class Shortcuts(Protocol):
    def key(self, event) -> bool: ...


# ---- the computer players (ComputerPlayers, bots.py) ---------------------------------
class Thinking(Protocol):
    @property
    def busy(self) -> bool: ...


class ShownMove(Thinking, Protocol):
    @property
    def anim(self) -> Animation | None: ...


class GivenAnswers(Protocol):
    """What Undo asks the computer players: which answers the table gave, and to stop."""

    def given_by_table(self, index: int) -> bool: ...
    def cancel(self) -> None: ...


# ---- the news (TableNews, news.py) ---------------------------------------------------
class BannerNews(Protocol):
    @property
    def banner(self) -> Banner | None: ...


class ReadNews(BannerNews, Protocol):
    """How far the players have read (the computer players wait for it)."""

    @property
    def seen_entries(self) -> int: ...


class LogNews(Protocol):
    @property
    def log(self) -> LogView: ...
    @property
    def log_lines(self) -> list[tuple[str, tuple]]: ...


class HudNews(BannerNews, LogNews, Protocol):
    @property
    def summary(self) -> str: ...


class PainterNews(HudNews, Protocol):
    @property
    def marks(self) -> dict | None: ...


class NewLines(Protocol):
    def forget_lines(self) -> None: ...


# ---- who sits at the mouse (Seating, seats.py) ----------------------------------------
class Viewer(Protocol):
    @property
    def viewer(self) -> int: ...


class ShownSeat(Viewer, Protocol):
    @property
    def shown(self) -> int | None: ...


class Humans(Protocol):
    def humans(self) -> int: ...


class Race(Protocol):
    """An answer race and stepping in, as the buttons list them."""

    @property
    def round_affs(self) -> dict[int, Affordances]: ...
    @property
    def serving(self) -> int | None: ...
    @property
    def stepping(self) -> int | None: ...
    def steppers(self) -> list[int]: ...


# ---- the buttons (TableButtons, buttons.py) -------------------------------------------
class Widgets(Protocol):
    @property
    def widgets(self) -> list[ButtonWidget]: ...


class PointedButtons(Widgets, Protocol):
    """The buttons and the log's panel where the pointer is."""

    def log_rect(self) -> pygame.Rect: ...
    def widget_at(self, pos) -> ButtonWidget | None: ...


class HudButtons(PointedButtons, Protocol):
    @property
    def round_names(self) -> list[tuple[int, pygame.Rect]]: ...


class InputButtons(PointedButtons, Protocol):
    def scroll_choices(self, by: int) -> None: ...


# ---- the keys' focus (KeyFocus, keys.py) ----------------------------------------------
class KeysDrawn(Protocol):
    @property
    def focus(self) -> str | None: ...
    def hint(self) -> str: ...
    def draw(self, surface: pygame.Surface) -> pygame.Rect | None: ...


# ---- the painter (TablePainter, paint.py) ---------------------------------------------
class KeptParts(Protocol):
    """The HUD's kept parts and which still layer lies under them."""

    @property
    def parts(self) -> HudParts: ...
    @property
    def layer_builds(self) -> int: ...


class Faces(Protocol):
    @property
    def faces(self) -> dict: ...


# ---- the hand tray (HandTray, tray.py) ------------------------------------------------
class TrayArrange(Protocol):
    def arrange(self, pieces: dict[str, Piece]) -> dict[str, Piece]: ...


class TrayPointed(Protocol):
    def pointed(self, pos: tuple[float, float]) -> None: ...
    def close(self) -> None: ...


class TrayFocused(Protocol):
    def focused(self, pid: str | None) -> None: ...


class TrayDrawn(Protocol):
    @property
    def key(self) -> tuple: ...
    @property
    def rect(self) -> tuple[float, float, float, float] | None: ...


# ---- live reload (LiveReload, tabletop/ui/reload.py) and saving (saving.py) -------------
class FollowLayout(Protocol):
    def follow(self, layout: Layout) -> None: ...


class SaveGame(Protocol):
    def save_game(self) -> None: ...
