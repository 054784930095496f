"""The log panel: its lines wrapped into rows, newest at the bottom, that follow what happens
unless the reader scrolled back.

- An action's line starts at the left edge; the engine's lines under it (what the action did)
  are indented a step; a line too long for the panel goes on in rows indented two steps,
  further than any line starts, so that a row that goes on ("1枚引いた。") never reads as a
  line of its own; a little space stands before each action's line.
- The wheel scrolls back (three rows a notch). Scrolled back, the panel stays where the reader
  is while new lines come in, and its bottom row says how many came ("3 new lines below"): a
  click on it, or the wheel back down, returns to the newest line, and the panel follows again.
- The top row says how many rows are above when there are.

The room that owns it (tabletop/ui/rooms/log.py) tells it which lines came and went
(`moved`); drawing it changes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..words import msg, tr
from . import textbreak
from .theme import Fonts, blit_text, draw_whole, first_fit, rounded, shade

#: rows a notch of the wheel scrolls
NOTCH = 3
#: a row that goes on stands this many steps in: further than any line starts (an action's
#: line at 0, the engine's lines under it at 1)
GOES_ON = 2


@dataclass(frozen=True)
class Row:
    text: str
    color: tuple
    x: int          # pixels from the panel's inner left edge
    gap: int = 0    # pixels of space above it (before an action's line)


def level(text: str) -> int:
    """A line's indent: 0 for an action's words, 1 for the engine's lines under it ("  ...")."""
    return 1 if text.startswith("  ") else 0


class LogView:
    """A scrollable list of lines, newest at the bottom."""

    def __init__(self) -> None:
        self.scroll = 0   # rows scrolled back from the bottom
        self.unread = 0   # rows that came in while scrolled back
        self._rows: tuple = (None, [])

    # ---- rows ---------------------------------------------------------------------------
    @staticmethod
    def inner(rect: pygame.Rect) -> pygame.Rect:
        return rect.inflate(-12, -10)

    @staticmethod
    def step(fonts: Fonts, size: float) -> int:
        """A row's indent step: about one wide character."""
        return max(6, round(fonts.font(size).size("\u3000")[0] * 0.9))

    @classmethod
    def wrap(cls, fonts: Fonts, width: int, lines: list[tuple[str, tuple]], size: float) -> list[Row]:
        """`lines` as rows `width` pixels wide: each line at its level's indent, the rows it goes
        on in a step further in."""
        step = cls.step(fonts, size)
        gap = max(2, round(fonts.font(size).get_linesize() * 0.25))
        rows: list[Row] = []
        for text, color in lines:
            shown = tr(text)
            lv = level(shown)
            shown = shown.strip()
            if not shown:
                continue
            x = lv * step
            first = fonts.wrap(shown, size, width - x)
            if len(first) > 1:  # the rest goes on further in than any line starts, wrapped to the width left
                rest = fonts.wrap(_after(shown, first[0]), size, width - GOES_ON * step)
                parts = [(first[0], x)] + [(r, GOES_ON * step) for r in rest]
            else:
                parts = [(first[0], x)]
            for i, (part, px) in enumerate(parts):
                rows.append(Row(part, color, px, gap if i == 0 and lv == 0 and rows else 0))
        return rows

    def rows(self, fonts: Fonts, rect: pygame.Rect, lines: list[tuple[str, tuple]], size: float) -> list[Row]:
        inner = self.inner(rect)
        key = (id(fonts), inner.width, id(lines), len(lines), size)
        if self._rows[0] != key:
            self._rows = (key, self.wrap(fonts, inner.width - 4, lines, size))
        return self._rows[1]

    @staticmethod
    def _fit(fonts: Fonts, inner: pygame.Rect, rows: list[Row], size: float, bars: int) -> int:
        """How many of the last `rows` fit the panel with `bars` rows kept for the bars."""
        lh = fonts.font(size).get_linesize()
        room = inner.height - bars * lh
        used, n = 0, 0
        for row in reversed(rows):
            need = lh + (row.gap if n else 0)
            if used + need > room:
                break
            used += need
            n += 1
        return max(1, n)

    def most(self, fonts: Fonts, rect: pygame.Rect, lines: list[tuple[str, tuple]], size: float) -> int:
        """How many rows the log can be scrolled back in `rect`."""
        rows = self.rows(fonts, rect, lines, size)
        return max(0, len(rows) - self._fit(fonts, self.inner(rect), rows, size, 0))

    # ---- the reader ---------------------------------------------------------------------
    def moved(self, fonts: Fonts, rect: pygame.Rect, size: float, came: list[tuple[str, tuple]],
              went: list[tuple[str, tuple]]) -> None:
        """Lines `came` at the bottom and the lines `went` from it (an undo): scrolled back, the
        panel stays on the rows the reader looks at and counts the new ones."""
        if not self.scroll:
            return
        width = self.inner(rect).width - 4
        added = len(self.wrap(fonts, width, came, size)) if came else 0
        removed = len(self.wrap(fonts, width, went, size)) if went else 0
        self.scroll = max(0, self.scroll + added - removed)
        self.unread = max(0, self.unread + added - removed) if self.scroll else 0

    def wheel(self, dy: int, most: int | None = None) -> None:
        """Scroll by the wheel's `dy` (`NOTCH` rows a notch), at most `most` rows back; back at
        the bottom, the panel follows again."""
        self.scroll = max(0, self.scroll + dy * NOTCH)
        if most is not None:
            self.scroll = min(self.scroll, most)
        if not self.scroll:
            self.unread = 0

    def to_bottom(self) -> None:
        self.scroll = self.unread = 0

    def below(self, fonts: Fonts, rect: pygame.Rect, size: float) -> pygame.Rect | None:
        """The bottom row that says what is below (a click there returns to the newest line),
        when the panel is scrolled back."""
        if not self.scroll:
            return None
        inner = self.inner(rect)
        lh = fonts.font(size).get_linesize()
        return pygame.Rect(rect.left + 3, inner.bottom - lh, rect.width - 6, lh + 3)

    # ---- drawing --------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, fonts: Fonts, rect: pygame.Rect, lines: list[tuple[str, tuple]],
             size: float, colors: dict) -> None:
        rounded(surface, colors["panel"], rect, 6)
        inner = self.inner(rect)
        lh = fonts.font(size).get_linesize()
        rows = self.rows(fonts, rect, lines, size)
        most = self.most(fonts, rect, lines, size)
        scroll = max(0, min(self.scroll, most))  # (the wheel keeps it in range)
        end = len(rows) - scroll
        fit = self._fit(fonts, inner, rows[:end], size, (1 if scroll else 0))
        start = max(0, end - fit)
        if start > 0:  # the top row says how much more there is
            fit = self._fit(fonts, inner, rows[:end], size, 1 + (1 if scroll else 0))
            start = max(0, end - fit)
        shown = rows[start:end]
        y = inner.top + (lh if start > 0 else 0)
        clip = surface.get_clip()
        surface.set_clip(inner)
        for i, row in enumerate(shown):
            y += row.gap if i else 0
            blit_text(surface, fonts, row.text, (inner.left + row.x, y), size, row.color, box=inner)
            y += lh
        surface.set_clip(clip)
        if start > 0:
            said = first_fit(fonts, [msg("^ {n} more lines (wheel)", n=start), msg("^ {n} more", n=start)],
                             inner.width, size)
            if said:
                draw_whole(surface, fonts, said, pygame.Rect(inner.left, inner.top, inner.width, lh), size,
                           colors["muted"], align="right")
        bar = self.below(fonts, rect, size)
        if bar is not None:
            n = self.unread or scroll
            forms = ([msg("{n} new lines below", n=n) if n != 1 else msg("1 new line below"), msg("{n} new", n=n)]
                     if self.unread else [msg("{n} lines below", n=n) if n != 1 else msg("1 line below"),
                                          msg("{n} below", n=n)])
            rounded(surface, shade(colors["panel"], 1.6), bar, 4)
            said = first_fit(fonts, forms, bar.width - lh - 8, size, bold=True)
            x = bar.left + 6
            tri = [(x, bar.top + lh * 0.3), (x + lh * 0.6, bar.top + lh * 0.3), (x + lh * 0.3, bar.top + lh * 0.75)]
            pygame.draw.polygon(surface, colors["text"], tri)
            if said:
                draw_whole(surface, fonts, said, pygame.Rect(x + lh * 0.8, bar.top, bar.width - lh - 8, bar.height),
                           size, colors["text"], bold=True, align="left")


def _after(text: str, head: str) -> str:
    """What follows the first row `head` of `text` (wrapping drops the space between rows)."""
    if not text.startswith(head) and head.endswith("-") and text.startswith(head[:-1]):
        head = head[:-1]  # a word broken with a hyphen: the rest of it follows
    rest = text[len(head):] if text.startswith(head) else text
    return rest.lstrip(" ") if not textbreak.is_cjk(head[-1:] or " ") else rest
