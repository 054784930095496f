"""The list of lessons (from the title screen's "Lessons" button, or `tabletop lesson`).

One column per game, the lessons in the order of the path. Each column says how much of its
game has been learned: the rules the completed lessons taught, of all the game's rules
(`tabletop.teach.catalog.shares`), with a bar. A completed lesson has a tick, the next one
to take is marked "Next" (and has the keyboard's focus), the others are plain. Progress is
kept between runs (tabletop/persist/progress.py). A click (or the arrow keys and Enter) opens
a lesson on the table; leaving it comes back here, updated. A lesson file that cannot be read
is listed with its problem instead of crashing. Titles are in the player's language (a
file's ``title_ja``), the screen's labels through `tr`; every title is shown whole (a long one
takes two lines).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .. import words
from ..words import tr
from ..engine.errors import TabletopError
from ..teach.catalog import Entry, Progress, Share, catalog, find_lesson, is_done, next_to_learn, shares
from ..teach.lesson import Lesson
from ..games.registry import title_of
from .app import Scene

if TYPE_CHECKING:
    from .lesson_scene import LessonScene
from .layout import DEFAULT_COLORS
from .layoutmodel import palette
from .theme import Fonts, blit_text, blit_wrapped, rounded, shade
from .widgets import ButtonWidget, press

COLORS = palette(DEFAULT_COLORS)
MIN_PX = 12  # the smallest letters of the list


class LessonPicker(Scene):
    def __init__(self, game: str | None = None) -> None:
        super().__init__()
        self.fonts = Fonts()
        self.game = game
        self.entries: list[Entry] = []
        self.progress = Progress()
        self.shares: list[Share] = []
        self.next: dict[str, str] = {}   # game -> the name of its next lesson
        #: each row: (its rectangle, the entry, its title's lines)
        self.rows: list[tuple[pygame.Rect, Entry, list[str]]] = []
        self.heads: list[tuple[str | None, pygame.Rect]] = []
        self.scale, self.top, self.size = 1.0, 0, 17.0
        self.buttons: list[ButtonWidget] = []
        self.focus = 0
        self.message = ""
        self.current: LessonScene | None = None  # the LessonScene open above us
        self.refresh()

    def refresh(self) -> None:
        self.entries = catalog()
        self.progress = Progress.load()
        self.message = self.progress.warning
        self.shares = shares(self.progress)
        self.next = {}
        for game in dict.fromkeys(e.game for e in self.entries):
            nxt = next_to_learn(self.progress, game)
            if nxt is not None:
                self.next[game] = nxt.name
        if self.game is not None:
            firsts = [i for i, e in enumerate(self.entries) if e.game == self.game]
            if firsts:
                todo = [i for i in firsts if self.entries[i].name == self.next.get(self.game)]
                self.focus = todo[0] if todo else firsts[0]

    def done(self, entry: Entry) -> bool:
        return is_done(entry, self.progress)

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
            if press(self.buttons, event.pos):
                return True
            for rect, entry, _ in self.rows:
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
    def label(self, e: Entry) -> str:
        title = words.field(e, "title")
        return f"{e.order}. {title}" if e.order < 999 else title

    def share_text(self, share: Share) -> str:
        return tr("{learned} of {rules} rules learned · {done} of {lessons} lessons done", learned=share.learned,
                  rules=share.rules, done=share.done, lessons=share.lessons)

    def lay_out(self, size) -> None:
        w, h = size
        s = self.scale = min(w / 1280, h / 800)
        games: list = []
        for e in self.entries:
            if e.game not in games:
                games.append(e.game)
        cols = max(1, len(games))
        gap = round(20 * s)
        colw = min(round(600 * s), (w - gap * (cols + 1)) // cols)
        x0 = w / 2 - (cols * colw + (cols - 1) * gap) / 2
        self.top = top = round(100 * s)
        bw, bh = round(200 * s), max(30, round(44 * s))
        bottom = h - bh - round(30 * s)
        self.size = size_ = max(MIN_PX, 17 * s)
        while True:  # rows hold their whole titles; letters smaller only if the window is short
            line = self.fonts.font(size_).get_linesize()
            pad = max(6, round(line * 0.4))
            self.rows, self.heads = [], []
            lowest = 0
            for i, game in enumerate(games):
                x = round(x0 + i * (colw + gap))
                head_h = round(self.fonts.font(max(MIN_PX, 22 * s), True).get_linesize()
                               + 2 * self.fonts.font(max(MIN_PX, 14 * s)).get_linesize() + 14 * s)
                self.heads.append((game, pygame.Rect(x, top, colw, head_h)))
                y = top + head_h + round(8 * s)
                for e in (e for e in self.entries if e.game == game):
                    text_w = colw - (line + 12) - self._badge_width(e, size_) - 12
                    lines = self.fonts.wrap(self.label(e), size_, max(40, text_w))
                    rh = len(lines) * line + 2 * pad
                    self.rows.append((pygame.Rect(x, y, colw, rh), e, lines))
                    y += rh + max(4, round(6 * s))
                lowest = max(lowest, y)
            if lowest <= bottom or size_ <= MIN_PX:
                break
            size_ = self.size = max(MIN_PX, size_ - 1)
        self.buttons = [ButtonWidget(tr("Back"), pygame.Rect(w // 2 - bw // 2, h - bh - round(20 * s), bw, bh),
                                     self._back, key="Esc")]

    def _badge_width(self, e: Entry, size: float) -> int:
        if e.game in self.next and self.next[e.game] == e.name:
            return self.fonts.font(size * 0.85, True).size(tr("Next"))[0] + 16
        return 0

    def draw(self, surface: pygame.Surface) -> None:
        c = COLORS
        w, h = surface.get_size()
        s = self.scale
        surface.fill(shade(c["table"], 0.75))
        blit_text(surface, self.fonts, tr("Lessons"), (w / 2, 36 * s), max(MIN_PX, 40 * s), c["selected"], bold=True,
                  anchor="center")
        blit_text(surface, self.fonts, tr("Learn both games on the real table, step by step"), (w / 2, 72 * s),
                  max(MIN_PX, 16 * s), c["muted"], anchor="center")
        mouse = pygame.mouse.get_pos()
        by_game = {sh.game: sh for sh in self.shares}
        for game, r in self.heads:
            y = r.top
            blit_text(surface, self.fonts, title_of(game) if game else tr("Unreadable lessons"), (r.left + 4, y),
                      max(MIN_PX, 22 * s), c["text"], bold=True)
            share = by_game.get(game) if game else None
            if share is not None:
                y += self.fonts.font(max(MIN_PX, 22 * s), True).get_linesize() + 2
                self._bar(surface, pygame.Rect(r.left + 4, y + 3, r.width - 8, max(6, round(8 * s))), share, c)
                y += max(6, round(8 * s)) + 8
                blit_text(surface, self.fonts, self.share_text(share), (r.left + 4, y), max(MIN_PX, 14 * s), c["muted"],
                          box=r)
        line = self.fonts.font(self.size).get_linesize()
        for r, e, lines in self.rows:
            focus = self.entries.index(e) == self.focus
            nxt = self.next.get(e.game) == e.name
            base = c["button_hover"] if r.collidepoint(mouse) or focus else c["button"]
            rounded(surface, base, r, 8)
            if focus or nxt:
                rounded(surface, c["selected"], r, 8, 2)
            self._tick(surface, (r.left + line // 2 + 8, r.top + r.height // 2), max(6, line // 3), self.done(e), c)
            color = c["refused"] if e.problem else (c["muted"] if self.done(e) and not focus else c["text"])
            y = r.top + (r.height - len(lines) * line) // 2
            for text in lines:
                blit_text(surface, self.fonts, text, (r.left + line + 16, y), self.size, color, box=r)
                y += line
            if nxt:
                label = tr("Next")
                bsize = self.size * 0.85
                tw = self.fonts.font(bsize, True).size(label)[0]
                badge = pygame.Rect(r.right - tw - 22, r.centery - line // 2, tw + 14, line)
                rounded(surface, c["selected"], badge, 6)
                blit_text(surface, self.fonts, label, badge.center, bsize, c["table"], bold=True, anchor="center")
        if not self.entries:
            blit_text(surface, self.fonts, tr("No lessons were found."), (w / 2, self.top + 40 * s), max(MIN_PX, 18 * s),
                      c["muted"], anchor="center")
        for b in self.buttons:
            b.draw(surface, self.fonts, c, b.rect.collidepoint(mouse), max(MIN_PX, 17 * s))
        bad = [e for e in self.entries if e.problem]
        message = tr(self.message) if self.message else (bad[0].problem if bad else "")
        if message:
            r = pygame.Rect(40, self.buttons[0].rect.top - round(70 * s), w - 80, round(60 * s))
            blit_wrapped(surface, self.fonts, message, r, max(MIN_PX, 14 * s), c["refused"])

    def _bar(self, surface, r: pygame.Rect, share: Share, c) -> None:
        rounded(surface, shade(c["button"], 0.8), r, r.height // 2)
        if share.learned:
            filled = pygame.Rect(r.left, r.top, max(r.height, round(r.width * share.learned / share.rules)), r.height)
            rounded(surface, c["legal"], filled, r.height // 2)

    def _tick(self, surface, center, radius: int, done: bool, c) -> None:
        pygame.draw.circle(surface, c["legal"] if done else shade(c["button"], 1.5), center, radius,
                           0 if done else 2)
        if done:
            x, y = center
            r = radius
            pygame.draw.lines(surface, (20, 40, 20), False,
                              [(x - r * 0.5, y), (x - r * 0.1, y + r * 0.45), (x + r * 0.55, y - r * 0.4)],
                              max(2, r // 3))
