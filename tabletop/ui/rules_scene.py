"""The rules reference (F1): both games' rules in our own words, searchable, opening at a rule.

The text is the rulebook of tabletop/teach/rulebook.py, which reads each game's rules
module, so the reference shows exactly the rules the engine cites. Opened from a table,
it shows that table's game and, when the last refusal cited a rule, scrolls to that rule
and marks it. Typing searches (every word must appear; rule ids work: "8.2"); Tab or a
click on a tab switches games; the wheel, the arrow keys and Page Up/Down scroll; Esc or
F1 closes (also with a search typed); Ctrl+Backspace clears the search.

In Japanese each rule shows its catalog words (`words.rule_words`, tabletop/words/ja/rules.toml)
and every label of the screen its entry in tabletop/words/ja/rules_ui.toml; a search then finds
Japanese words as well as English ones and ids.
"""

from __future__ import annotations

import pygame

from .. import words
from ..words import T, tr
from ..games.registry import names, title_of
from ..teach.rulebook import RuleEntry, find, rules_of, search
from .app import Scene
from .theme import Fonts, blit_text, rounded, shade

PLACEHOLDER = T("Type to search the rules (a word, or an id such as 8.2)")
CLOSE = T("Close [Esc]")


class _Typed:
    """What the player typed, put into a sentence as it is (a `str` part would be translated)."""

    def __init__(self, text: str) -> None:
        self.text = text

    def __str__(self) -> str:
        return self.text


class RulesScene(Scene):
    """An overlay over whatever is below; everything it does not use stops here."""

    opaque = False

    def __init__(self, game_name: str | None, rule: str | None, fonts: Fonts, colors: dict) -> None:
        super().__init__()
        self.fonts = fonts
        self.colors = colors
        self.games = [g for g in names() if rules_of(g)]
        entry = find(rule) if rule else None
        game = entry.game if entry is not None else game_name
        self.game = game if game in self.games else (self.games[0] if self.games else "")
        self.query = ""
        self.marked: str | None = entry.id if entry is not None else None
        self.scroll = 0.0
        self.want_rule: str | None = self.marked  # scroll to it at the next layout
        self.tabs: list[tuple[pygame.Rect, str]] = []
        self.close_rect = pygame.Rect(0, 0, 0, 0)
        self._blocks: list[tuple[RuleEntry, list[str], int]] = []
        self._blocks_key: tuple | None = None
        self.view_height = 0

    # ---- what is shown --------------------------------------------------------------------
    def results(self) -> list[RuleEntry]:
        """The entries shown now: the current game's rules matching the search."""
        return search(self.query, rules_of(self.game))

    def set_query(self, text: str) -> None:
        self.query = text
        self.scroll = 0.0
        if text and not self.results():
            # nothing here: look in the other game before saying "no rule matches"
            for g in self.games:
                if g != self.game and search(text, rules_of(g)):
                    self.game = g
                    break

    def switch(self, game: str | None = None) -> None:
        if not self.games:
            return
        if game is None:
            i = self.games.index(self.game) if self.game in self.games else -1
            game = self.games[(i + 1) % len(self.games)]
        self.game = game
        self.scroll = 0.0
        self.marked = None

    # ---- input ----------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if event.type == pygame.TEXTINPUT:
            if event.text.isprintable() and (self.query or event.text.strip()):  # a space starts no search
                self.set_query(self.query + event.text)
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * 60)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.close_rect.collidepoint(event.pos):
                self.close()
                return True
            for rect, game in self.tabs:
                if rect.collidepoint(event.pos):
                    self.switch(game)
                    return True
            return True
        return event.type in (pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)

    def _key(self, event) -> bool:
        k = event.key
        if k in (pygame.K_ESCAPE, pygame.K_F1):
            self.close()  # Esc closes, searched or not (Ctrl+Backspace clears the search)
        elif k == pygame.K_BACKSPACE:
            self.set_query("" if event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META) else self.query[:-1])
        elif k == pygame.K_TAB:
            self.switch()
        elif k == pygame.K_DOWN:
            self.scroll_by(40)
        elif k == pygame.K_UP:
            self.scroll_by(-40)
        elif k == pygame.K_PAGEDOWN:
            self.scroll_by(max(100, self.view_height - 60))
        elif k == pygame.K_PAGEUP:
            self.scroll_by(-max(100, self.view_height - 60))
        elif k == pygame.K_HOME:
            self.scroll = 0.0
        return True  # typing never reaches the table below

    def scroll_by(self, dy: float) -> None:
        self.scroll = max(0.0, self.scroll + dy)

    def close(self) -> None:
        if self.app is not None:
            self.app.pop(self)

    # ---- layout ---------------------------------------------------------------------------
    def _sizes(self, size: tuple[int, int]) -> tuple[pygame.Rect, float]:
        w, h = size
        s = min(w / 1280, h / 800)
        box = pygame.Rect(0, 0, min(w - 20, max(round(900 * s), 560)), h - max(20, round(60 * s)))
        box.center = (w // 2, h // 2)
        return box, max(13.0, 16 * s)

    def blocks(self, width: int, size: float) -> list[tuple[RuleEntry, list[str], int]]:
        """(entry, wrapped lines, height) of every shown entry, wrapped once per width."""
        key = (self.game, self.query, width, round(size), words.language())
        if key != self._blocks_key:
            lh = self.fonts.font(size).get_linesize()
            out = []
            for e in self.results():
                title, text = words.rule_words(e.id, e.title, e.text)
                head = (tr("{rule}  {title}   (table rule)", rule=e.id, title=title) if e.table_rule
                        else f"{e.id}  {title}")
                lines = self.fonts.wrap(head, size * (1.15 if e.section else 1.0), width, bold=True)
                body = self.fonts.wrap(text, size, width) if text else []
                height = (len(lines) * round(lh * (1.15 if e.section else 1.0)) + len(body) * lh
                          + round(lh * (1.0 if e.section else 0.75)))
                out.append((e, lines + ["\n"] + body, height))
            self._blocks = out
            self._blocks_key = key
        return self._blocks

    def offset_of(self, rid: str, width: int, size: float) -> float | None:
        y = 0
        for e, _, h in self.blocks(width, size):
            if e.id == rid:
                return float(y)
            y += h
        return None

    def view_rect(self, surface) -> tuple[pygame.Rect, float]:
        """The scrolled area and the font size for a window the size of `surface`."""
        box, fs = self._sizes(surface.get_size())
        pad = round(fs * 1.1)
        top = box.top + pad + round(fs * 2.4) + round(fs * 2.3) + round(fs * 2) + round(fs * 0.8)
        return pygame.Rect(box.left + pad, top, box.width - 2 * pad, box.bottom - pad - top), fs

    def update(self, dt: float) -> None:
        """Scroll to the rule asked for, and keep the scroll inside the text."""
        if self.app is None:
            return
        view, fs = self.view_rect(self.app.screen)
        self.view_height = view.height
        blocks = self.blocks(view.width - 14, fs)
        if self.want_rule is not None:
            off = self.offset_of(self.want_rule, view.width - 14, fs)
            self.want_rule = None
            if off is not None:
                self.scroll = max(0.0, off - fs * 0.6)  # a little air above the marked rule
        total = sum(h for _, _, h in blocks)
        self.scroll = min(self.scroll, max(0.0, total - view.height * 0.5))

    def lay_out(self, size) -> None:
        """The close button and the game tabs (what a click finds), the height of the text."""
        box, fs = self._sizes(size)
        c = self.colors
        pad = round(fs * 1.1)
        x, y = box.left + pad, box.top + pad
        close = self.fonts.text(tr(CLOSE), fs, c["muted"])
        self.close_rect = close.get_rect(topright=(box.right - pad, y + 4))
        y += round(fs * 2.4)
        self.tabs = []
        tx = x
        for g in self.games:
            w, h = self.fonts.text(title_of(g), fs * 1.05, c["text"], bold=g == self.game).get_size()
            r = pygame.Rect(tx, y, w + pad, h + 8)
            self.tabs.append((r, g))
            tx = r.right + 8
        top = y + round(fs * 2.3) + round(fs * 2) + round(fs * 0.8)
        self.view_height = box.bottom - pad - top

    # ---- drawing --------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        c = self.colors
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 150))
        surface.blit(veil, (0, 0))
        box, fs = self._sizes(surface.get_size())
        rounded(surface, c["panel"], box, 12)
        rounded(surface, shade(c["panel"], 1.4), box, 12, 1)
        pad = round(fs * 1.1)
        x, y = box.left + pad, box.top + pad
        blit_text(surface, self.fonts, tr("Rules reference"), (x, y), fs * 1.5, c["text"], bold=True)
        surface.blit(self.fonts.text(tr(CLOSE), fs, c["muted"]), self.close_rect)
        y += round(fs * 2.4)
        # the game tabs
        tx = x
        for r, g in self.tabs:
            img = self.fonts.text(title_of(g), fs * 1.05, c["text"] if g == self.game else c["muted"], bold=g == self.game)
            rounded(surface, shade(c["button"], 1.25) if g == self.game else c["button"], r, 6)
            surface.blit(img, img.get_rect(center=r.center))
            tx = r.right + 8
        blit_text(surface, self.fonts, tr("Tab: other game"), (tx + 6, y + 6), fs * 0.85, c["muted"])
        y += round(fs * 2.3)
        # the search field
        field = pygame.Rect(x, y, box.width - 2 * pad, round(fs * 2))
        rounded(surface, shade(c["panel"], 0.7), field, 6)
        rounded(surface, c["selected"] if self.query else shade(c["panel"], 1.5), field, 6, 1)
        shown = self.query + "|" if self.query else tr(PLACEHOLDER)
        blit_text(surface, self.fonts, shown, (field.left + 8, field.centery), fs,
                  c["text"] if self.query else c["muted"], anchor="midleft")
        results = self.results()
        count = self.count_text(len(results)) if self.query else ""
        if count:
            blit_text(surface, self.fonts, count, (field.right - 8, field.centery), fs * 0.85, c["muted"],
                      anchor="midright")
        y = field.bottom + round(fs * 0.8)
        # the rules
        view = pygame.Rect(x, y, box.width - 2 * pad, box.bottom - pad - y)
        width = view.width - 14
        blocks = self.blocks(width, fs)
        total = sum(h for _, _, h in blocks)
        if not blocks:
            blit_text(surface, self.fonts, self.no_match_text(), (x, y + 6), fs, c["muted"])
            return
        clip = surface.get_clip()
        surface.set_clip(view)
        lh = self.fonts.font(fs).get_linesize()
        by = view.top - round(self.scroll)
        for e, lines, h in blocks:
            if by + h >= view.top and by <= view.bottom:
                self._draw_entry(surface, e, lines, pygame.Rect(view.left, by, width, h), fs, lh)
            by += h
        surface.set_clip(clip)
        if total > view.height:
            bar_h = max(20, round(view.height * view.height / total))
            frac = self.scroll / max(1.0, total - view.height * 0.5)
            bar = pygame.Rect(view.right - 6, view.top + round((view.height - bar_h) * min(1.0, frac)), 5, bar_h)
            rounded(surface, shade(c["panel"], 1.6), bar, 2)

    @staticmethod
    def count_text(n: int) -> str:
        """How many rules the search found ("3 matches")."""
        return tr("{n} match", n=n) if n == 1 else tr("{n} matches", n=n)

    def no_match_text(self) -> str:
        return tr("No rule of {game} holds every word of \"{query}\".", game=title_of(self.game),
                  query=_Typed(self.query))

    def _draw_entry(self, surface, e: RuleEntry, lines: list[str], r: pygame.Rect, fs: float, lh: int) -> None:
        c = self.colors
        if e.id == self.marked:
            mark = r.inflate(10, 0)
            mark.top -= 3
            mark.height -= round(lh * 0.45)
            rounded(surface, shade(c["selected"], 0.35), mark, 6)
            pygame.draw.rect(surface, c["selected"], (mark.left, mark.top, 4, mark.height))
        y = r.top
        head = True
        for line in lines:
            if line == "\n":
                head = False
                continue
            if head:
                size = fs * (1.15 if e.section else 1.0)
                color = c["selected"] if e.section else c["text"]
                blit_text(surface, self.fonts, line, (r.left + 6, y), size, color, bold=True)
                y += round(lh * (1.15 if e.section else 1.0))
            else:
                blit_text(surface, self.fonts, line, (r.left + 6, y), fs, c["text"] if not e.section else c["muted"])
                y += lh
