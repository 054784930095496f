"""The dialogs of saved games: a message (a save that cannot be opened) and the load list."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Callable

import pygame

from ..engine.errors import DataError, TabletopError
from ..persist.document import players_of, read_summary
from ..persist.journal import autosave_summary, journal_path
from ..persist.places import replays_dir, saves_dir
from ..persist.slots import resume_candidates
from .app import Scene
from .session import damaged_autosave, is_autosave, table_from_save
from .table import TableScene
from .theme import Fonts, blit_text, blit_wrapped, rounded, shade
from .widgets import ButtonWidget
from ..words import T, msg


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
        self.scale = 1.0
        self.box = pygame.Rect(0, 0, 0, 0)

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE):
            self.stack.pop(self)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.ok and self.ok.rect.collidepoint(event.pos):
            self.stack.pop(self)
        return event.type != pygame.QUIT

    def lay_out(self, size) -> None:
        w, h = size
        s = self.scale = min(w / 1280, h / 800)
        box = self.box = pygame.Rect(0, 0, round(760 * s), round(420 * s))
        box.center = (w // 2, h // 2)
        self.ok = ButtonWidget(T("OK"), pygame.Rect(box.centerx - 70 * s, box.bottom - 60 * s, 140 * s, 40 * s),
                               lambda: None, primary=True)

    def draw(self, surface) -> None:
        w, h = surface.get_size()
        s, box = self.scale, self.box
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 130))
        surface.blit(veil, (0, 0))
        rounded(surface, self.colors["panel"], box, 12)
        rounded(surface, self.colors[self.color_key], box, 12, 2)
        blit_text(surface, self.fonts, self.title, (box.left + 24 * s, box.top + 18 * s), 22 * s,
                  self.colors[self.color_key], bold=True)
        blit_wrapped(surface, self.fonts, self.message,
                     pygame.Rect(box.left + 24 * s, box.top + 60 * s, box.width - 48 * s, box.height - 130 * s),
                     15 * s, self.colors["text"])
        if self.ok is not None:
            self.ok.draw(surface, self.fonts, self.colors, False, 16 * s)


def _save_line(path: Path) -> str:
    """The line of the load list for a save, a replay or an autosave (read from the file)."""
    doc = autosave_summary(path) if is_autosave(path) else read_summary(path)
    kind = T("autosave") if is_autosave(path) else (T("replay") if path.parent == replays_dir() else T("save"))
    if doc is None:
        return msg("{file}: damaged or not a save", file=path.name)
    # an autosave's head is written when the game starts; its journal holds every action since
    stamps = [float(doc.get("saved_at", 0) or 0)] + [p.stat().st_mtime for p in (path, journal_path(path))
                                                     if is_autosave(path) and p.is_file()]
    when = time.strftime("%Y-%m-%d %H:%M", time.localtime(max(stamps)))
    names = players_of(doc)
    status = T("finished") if doc.get("finished") else T("in progress")
    who = f"  ({', '.join(names)})" if names else ""
    return msg("{when}  {game}{who}  {n} actions, {status}  [{kind}]", when=when, game=str(doc.get("game", "?")),
               who=who, n=len(doc.get("actions", [])), status=status, kind=kind)


class LoadScene(Scene):
    """Pick a saved game (newest first): the autosave, your saves, finished games' replays."""

    opaque = False

    def __init__(self, fonts: Fonts, colors: dict, on_exit: Callable[[], object] | None = None) -> None:
        super().__init__()
        self.fonts = fonts
        self.colors = colors
        self.on_exit = on_exit
        self.rows: list[tuple[pygame.Rect, Path]] = []
        self.files = self._files()
        self.close: pygame.Rect | None = None
        self.scale = 1.0
        self.box = pygame.Rect(0, 0, 0, 0)

    def _files(self) -> list[Path]:
        """The files offered (newest first), each read once for its line of the list."""
        out = list(resume_candidates())
        for folder in (saves_dir(), replays_dir()):
            if folder.is_dir():
                out += sorted(folder.glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
        out = out[:14]
        self.lines = {path: _save_line(path) for path in out}
        return out

    def open(self, path: Path) -> None:
        try:
            table = table_from_save(path, on_exit=self.on_exit)
        except DataError as err:
            text = damaged_autosave(path, err) if is_autosave(path) else str(err)
            self.files = self._files()
            self.stack.push(MessageScene(T("This save cannot be opened"), text, self.fonts, self.colors))
            return
        except TabletopError as err:
            self.stack.push(MessageScene(T("This save cannot be opened"), str(err), self.fonts, self.colors))
            return
        app = self.stack
        app.pop(self)
        # the new table replaces the old one; the title screen under it stays
        old = app.find(TableScene)
        if old is not None:
            if old.saving.autosaver is not None:  # its game is on disk; from now on the new one writes
                old.saving.autosaver.flush(2.0)
                old.saving.autosaver.stop()
            app.pop(old)
        app.push(table)
        if old is not None:  # one game replaced another: say so, and where the other one is
            table.notice(msg("Loaded {file}. The game you were playing is kept as it stood: "
                             "Load game lists it among the autosaves.", file=path.name))

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.stack.pop(self)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.close and self.close.collidepoint(event.pos):
                self.stack.pop(self)
                return True
            for rect, path in self.rows:
                if rect.collidepoint(event.pos):
                    self.open(path)
                    return True
            return True
        return event.type in (pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.KEYDOWN, pygame.MOUSEWHEEL)

    def lay_out(self, size) -> None:
        w, h = size
        s = self.scale = min(w / 1280, h / 800)
        box = self.box = pygame.Rect(0, 0, round(820 * s), round(640 * s))
        box.center = (w // 2, h // 2)
        self.close = pygame.Rect(box.right - 120 * s, box.top + 14 * s, 100 * s, 34 * s)
        y = box.top + 64 * s
        self.rows = []
        for path in self.files:
            self.rows.append((pygame.Rect(box.left + 20 * s, y, box.width - 40 * s, 38 * s), path))
            y += 44 * s

    def draw(self, surface) -> None:
        w, h = surface.get_size()
        s, box = self.scale, self.box
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 140))
        surface.blit(veil, (0, 0))
        rounded(surface, self.colors["panel"], box, 12)
        blit_text(surface, self.fonts, T("Load a game"), (box.left + 24 * s, box.top + 18 * s), 24 * s,
                  self.colors["text"], bold=True)
        if self.close is not None:
            ButtonWidget(T("Close"), self.close, lambda: None).draw(surface, self.fonts, self.colors, False, 15 * s)
        mouse = pygame.mouse.get_pos()
        if not self.files:
            blit_text(surface, self.fonts, T("No saved games yet. Ctrl+S saves the game on the table."),
                      (box.left + 24 * s, box.top + 64 * s), 16 * s, self.colors["muted"])
        for row, path in self.rows:
            hover = row.collidepoint(mouse)
            rounded(surface, self.colors["button_hover"] if hover else shade(self.colors["panel"], 1.3), row, 6)
            blit_text(surface, self.fonts, self.lines.get(path, path.name), (row.left + 10 * s, row.centery),
                      14 * s, self.colors["text"], anchor="midleft")
