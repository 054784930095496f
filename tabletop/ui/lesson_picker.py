"""The list of lessons (from the title screen's "Lessons" button, or `tabletop lesson`).

One column per game, the lessons in order, a tick on each completed one (progress from
tabletop/teach/catalog.py, kept between runs). A click (or the arrow keys and Enter)
opens a lesson on the table; leaving the lesson comes back here with the ticks updated.
A lesson file that cannot be read is listed with its problem instead of crashing. Titles
are in the player's language (a file's ``title_ja``), the screen's labels through `tr`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .. import words
from ..words import tr
from ..engine.errors import TabletopError
from ..teach.catalog import Entry, Progress, catalog, find_lesson
from ..teach.lesson import Lesson
from ..games.registry import title_of
from .app import Scene

if TYPE_CHECKING:
    from .lesson_scene import LessonScene
from .layout import DEFAULT_COLORS
from .layoutmodel import palette
from .theme import Fonts, blit_text, blit_wrapped, rounded, shade
from .widgets import ButtonWidget

COLORS = palette(DEFAULT_COLORS)


class LessonPicker(Scene):
    def __init__(self, game: str | None = None) -> None:
        super().__init__()
        self.fonts = Fonts()
        self.game = game
        self.entries: list[Entry] = []
        self.progress = Progress()
        self.rows: list[tuple[pygame.Rect, Entry]] = []
        self.heads: list[tuple[str | None, tuple[int, int]]] = []
        self.scale, self.top = 1.0, 0
        self.buttons: list[ButtonWidget] = []
        self.focus = 0
        self.message = ""
        self.current: LessonScene | None = None  # the LessonScene open above us
        self.refresh()

    def refresh(self) -> None:
        self.entries = catalog()
        self.progress = Progress.load()
        self.message = self.progress.warning
        if self.game is not None:
            firsts = [i for i, e in enumerate(self.entries) if e.game == self.game]
            if firsts:
                todo = [i for i in firsts if self.entries[i].name not in self.progress]
                self.focus = todo[0] if todo else firsts[0]

    # ---- opening ------------------------------------------------------------------------
    def open(self, lesson: Lesson) -> None:
        from .lesson_scene import start_lesson
        self.current = start_lesson(self.stack, lesson, on_leave=self.refresh, on_next=self.open_next)

    def open_entry(self, entry: Entry) -> None:
        try:
            self.open(find_lesson(str(entry.path)))
        except TabletopError as err:
            self.message = str(err)
            return
        self.message = ""

    def open_next(self, name: str) -> None:
        if self.current is not None:
            self.stack.pop(self.current.table)
            self.current = None
        self.refresh()
        try:
            self.open(find_lesson(name))
        except TabletopError as err:
            self.message = str(err)

    # ---- input --------------------------------------------------------------------------
    def _back(self) -> None:
        self.stack.pop(self)

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons:
                if b.rect.collidepoint(event.pos):
                    b.on_click()
                    return True
            for rect, entry in self.rows:
                if rect.collidepoint(event.pos):
                    self.focus = self.entries.index(entry)
                    self.open_entry(entry)
                    return True
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.stack.pop(self)
            elif event.key == pygame.K_DOWN and self.entries:
                self.focus = (self.focus + 1) % len(self.entries)
            elif event.key == pygame.K_UP and self.entries:
                self.focus = (self.focus - 1) % len(self.entries)
            elif event.key in (pygame.K_RETURN, pygame.K_SPACE) and self.entries:
                self.open_entry(self.entries[self.focus])
            return True
        return event.type in (pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.MOUSEWHEEL)

    # ---- drawing ------------------------------------------------------------------------
    def lay_out(self, size) -> None:
        w, h = size
        s = self.scale = min(w / 1280, h / 800)
        games: list = []
        for e in self.entries:
            if e.game not in games:
                games.append(e.game)
        cols = max(1, len(games))
        gap = round(20 * s)
        colw = min(round(560 * s), (w - gap * (cols + 1)) // cols)
        x0 = w / 2 - (cols * colw + (cols - 1) * gap) / 2
        self.top = top = round(110 * s)
        rh = max(30, round(46 * s))
        self.rows = []
        self.heads = []
        for i, game in enumerate(games):
            x = round(x0 + i * (colw + gap))
            self.heads.append((game, (x + 4, top)))
            y = top + round(36 * s)
            for e in (e for e in self.entries if e.game == game):
                self.rows.append((pygame.Rect(x, y, colw, rh - 6), e))
                y += rh
        bw, bh = round(200 * s), round(44 * s)
        self.buttons = [ButtonWidget(tr("Back"), pygame.Rect(w // 2 - bw // 2, h - bh - round(24 * s), bw, bh),
                                     self._back, key="Esc")]

    def draw(self, surface: pygame.Surface) -> None:
        c = COLORS
        w, h = surface.get_size()
        s, top = self.scale, self.top
        surface.fill(shade(c["table"], 0.75))
        blit_text(surface, self.fonts, tr("Lessons"), (w / 2, 40 * s), 40 * s, c["selected"], bold=True, anchor="center")
        done = sum(1 for e in self.entries if e.name in self.progress)
        blit_text(surface, self.fonts, tr("Learn both games on the real table, step by step  ·  {done} of {total} done",
                                          done=done, total=len(self.entries)),
                  (w / 2, 78 * s), 16 * s, c["muted"], anchor="center")
        mouse = pygame.mouse.get_pos()
        for game, at in self.heads:
            blit_text(surface, self.fonts, title_of(game) if game else tr("Unreadable lessons"), at,
                      22 * s, c["text"], bold=True)
        for r, e in self.rows:
            focus = self.entries.index(e) == self.focus
            base = c["button_hover"] if r.collidepoint(mouse) or focus else c["button"]
            rounded(surface, base, r, 8)
            if focus:
                rounded(surface, c["selected"], r, 8, 2)
            self._tick(surface, (r.left + r.height // 2 + 2, r.centery), max(6, r.height // 4),
                       e.name in self.progress, c)
            title = words.field(e, "title")
            label = f"{e.order}. {title}" if e.order < 999 else title
            color = c["refused"] if e.problem else c["text"]
            blit_text(surface, self.fonts, label, (r.left + r.height + 6, r.centery), 17 * s, color,
                      anchor="midleft")
        if not self.entries:
            blit_text(surface, self.fonts, tr("No lessons were found."), (w / 2, top + 40 * s), 18 * s, c["muted"],
                      anchor="center")
        for b in self.buttons:
            b.draw(surface, self.fonts, c, b.rect.collidepoint(mouse), 17 * s)
        bad = [e for e in self.entries if e.problem]
        message = tr(self.message) if self.message else (bad[0].problem if bad else "")
        if message:
            r = pygame.Rect(40, self.buttons[0].rect.top - round(70 * s), w - 80, round(60 * s))
            blit_wrapped(surface, self.fonts, message, r, 14 * s, c["refused"])

    def _tick(self, surface, center, radius: int, done: bool, c) -> None:
        pygame.draw.circle(surface, c["legal"] if done else shade(c["button"], 1.5), center, radius,
                           0 if done else 2)
        if done:
            x, y = center
            r = radius
            pygame.draw.lines(surface, (20, 40, 20), False,
                              [(x - r * 0.5, y), (x - r * 0.1, y + r * 0.45), (x + r * 0.55, y - r * 0.4)],
                              max(2, r // 3))
