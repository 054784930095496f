"""Games that last: a table for a loaded match, resuming the autosave, the load picker and
the message dialog that shows a broken file's problems instead of a crash.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Callable

import pygame

from ..engine.errors import DataError, TabletopError
from ..engine.history import Match
from ..saves import Autosaver, autosave_path, load_match, read_summary, replays_dir, saves_dir
from .app import Scene
from .layout import default_layout_name, load_layout
from .table import SeatConfig, TableScene
from .theme import Fonts, blit_text, blit_wrapped, rounded, shade
from .widgets import ButtonWidget


def table_for_match(match: Match, seats: list[SeatConfig], layout_ref: str | None = None,
                    on_exit=None, threaded_bots: bool | str = "process", autosave: bool = True,
                    readonly: bool = False) -> TableScene:
    """A table showing `match` (raises DataError for a broken layout)."""
    from .games import make_ui

    game = match.game
    players = match.state.seats
    ref = layout_ref or default_layout_name(game.name, players)
    try:
        layout = load_layout(Path(ref) if ref.endswith(".toml") and Path(ref).is_file() else ref,
                             game=game.name, players=players)
    except DataError:
        if layout_ref is None:
            raise
        layout = load_layout(default_layout_name(game.name, players), game=game.name, players=players)
    return TableScene(match, make_ui(game, layout), layout, seats, threaded_bots=threaded_bots,
                      seed=match.setup.seed, on_exit=on_exit, autosaver=Autosaver() if autosave else None,
                      readonly=readonly)


def table_from_save(path: Path, on_exit=None, threaded_bots: bool | str = "process") -> TableScene:
    """The game in a save, as it was: hands, pending choices, who sat where."""
    match, info = load_match(path, undo="fair")
    names = match.state.names
    seats = []
    for i, name in enumerate(names):
        st = info.seats[i] if i < len(info.seats) else {}
        seats.append(SeatConfig(str(st.get("name", name)), bool(st.get("human", i == 0)), str(st.get("bot", "random"))))
    from ..ai.base import BOTS
    for st in seats:
        if st.bot not in BOTS:
            st.bot = "random"
    return table_for_match(match, seats, info.layout or None, on_exit, threaded_bots)


def resumable() -> Path | None:
    """The autosave, if it holds a game that is not over."""
    path = autosave_path()
    doc = read_summary(path) if path.is_file() else None
    if doc is None or doc.get("finished"):
        return None
    return path


class MessageScene(Scene):
    """A dialog: a title, a (long) message, an OK button. Used for broken files."""

    opaque = False

    def __init__(self, title: str, message: str, fonts: Fonts, colors: dict, color_key: str = "refused") -> None:
        super().__init__()
        self.title = title
        self.message = message
        self.fonts = fonts
        self.colors = colors
        self.color_key = color_key
        self.ok: ButtonWidget | None = None

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE):
            self.app.pop(self)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.ok and self.ok.rect.collidepoint(event.pos):
            self.app.pop(self)
        return event.type != pygame.QUIT

    def draw(self, surface) -> None:
        w, h = surface.get_size()
        s = min(w / 1280, h / 800)
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 130))
        surface.blit(veil, (0, 0))
        box = pygame.Rect(0, 0, round(760 * s), round(420 * s))
        box.center = (w // 2, h // 2)
        rounded(surface, self.colors["panel"], box, 12)
        rounded(surface, self.colors[self.color_key], box, 12, 2)
        blit_text(surface, self.fonts, self.title, (box.left + 24 * s, box.top + 18 * s), 22 * s,
                  self.colors[self.color_key], bold=True)
        blit_wrapped(surface, self.fonts, self.message,
                     pygame.Rect(box.left + 24 * s, box.top + 60 * s, box.width - 48 * s, box.height - 130 * s),
                     15 * s, self.colors["text"])
        self.ok = ButtonWidget("OK", pygame.Rect(box.centerx - 70 * s, box.bottom - 60 * s, 140 * s, 40 * s),
                               lambda: None, primary=True)
        self.ok.draw(surface, self.fonts, self.colors, False, 16 * s)


class LoadScene(Scene):
    """Pick a saved game (newest first): the autosave, your saves, finished games' replays."""

    opaque = False

    def __init__(self, fonts: Fonts, colors: dict, on_exit: Callable[[], None] | None = None) -> None:
        super().__init__()
        self.fonts = fonts
        self.colors = colors
        self.on_exit = on_exit
        self.rows: list[tuple[pygame.Rect, Path]] = []
        self.files = self._files()
        self.close: pygame.Rect | None = None

    @staticmethod
    def _files() -> list[Path]:
        out = []
        if autosave_path().is_file():
            out.append(autosave_path())
        for folder in (saves_dir(), replays_dir()):
            if folder.is_dir():
                out += sorted(folder.glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
        return out[:14]

    def open(self, path: Path) -> None:
        try:
            table = table_from_save(path, on_exit=self.on_exit)
        except (DataError, TabletopError) as err:
            self.app.push(MessageScene("This save cannot be opened", str(err), self.fonts, self.colors))
            return
        app = self.app
        app.pop(self)
        # the new table replaces the old one; the title screen under it stays
        from .table import TableScene as _T
        old = app.find(_T)
        if old is not None:
            app.pop(old)
        app.push(table)

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop(self)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.close and self.close.collidepoint(event.pos):
                self.app.pop(self)
                return True
            for rect, path in self.rows:
                if rect.collidepoint(event.pos):
                    self.open(path)
                    return True
            return True
        return event.type in (pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.KEYDOWN, pygame.MOUSEWHEEL)

    def draw(self, surface) -> None:
        w, h = surface.get_size()
        s = min(w / 1280, h / 800)
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 140))
        surface.blit(veil, (0, 0))
        box = pygame.Rect(0, 0, round(820 * s), round(640 * s))
        box.center = (w // 2, h // 2)
        rounded(surface, self.colors["panel"], box, 12)
        blit_text(surface, self.fonts, "Load a game", (box.left + 24 * s, box.top + 18 * s), 24 * s,
                  self.colors["text"], bold=True)
        self.close = pygame.Rect(box.right - 120 * s, box.top + 14 * s, 100 * s, 34 * s)
        ButtonWidget("Close", self.close, lambda: None).draw(surface, self.fonts, self.colors, False, 15 * s)
        self.rows = []
        y = box.top + 64 * s
        mouse = pygame.mouse.get_pos()
        if not self.files:
            blit_text(surface, self.fonts, "No saved games yet. Ctrl+S saves the game on the table.",
                      (box.left + 24 * s, y), 16 * s, self.colors["muted"])
        for path in self.files:
            row = pygame.Rect(box.left + 20 * s, y, box.width - 40 * s, 38 * s)
            doc = read_summary(path)
            hover = row.collidepoint(mouse)
            rounded(surface, self.colors["button_hover"] if hover else shade(self.colors["panel"], 1.3), row, 6)
            kind = "autosave" if path == autosave_path() else ("replay" if path.parent == replays_dir() else "save")
            if doc is None:
                text = f"{path.name}: damaged or not a save"
            else:
                when = time.strftime("%Y-%m-%d %H:%M", time.localtime(float(doc.get("saved_at", 0) or 0)))
                names = ", ".join(str(st.get("name", "?")) for st in doc.get("seats", []) if isinstance(st, dict))
                status = "finished" if doc.get("finished") else "in progress"
                text = f"{when}  {doc.get('game', '?')}  ({names})  {len(doc.get('actions', []))} actions, {status}  [{kind}]"
            blit_text(surface, self.fonts, text, (row.left + 10 * s, row.centery), 14 * s, self.colors["text"],
                      anchor="midleft")
            self.rows.append((row, path))
            y += 44 * s
