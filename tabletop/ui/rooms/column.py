"""The panels' column: the status as tall as its words, the buttons under it, the log taking
what is left.

The layout places the status, the buttons and the log one above the other (the right-hand
column of every shipped layout). Their zones are where they stand while the words fit; when
the status needs more room (a long prompt in Japanese, the legend of the threat tags, what
the others just did), it grows downward: the buttons move down into their zone's spare room,
then into the log's, and the log keeps at least a few lines. Where even that is not enough,
the status leaves out whole lines, the least needed first (what the others did, which the log
shows too; then the legends), never a cut one. A layout whose three zones are not one column
keeps its zones, and its status leaves out lines the same way.

The room owns the status lines of the last refresh and where the three stand; the HUD draws
them, the buttons room places its buttons in `buttons_area`, the log room draws in `log_rect`.
"""

from __future__ import annotations

from typing import Callable

import pygame

from ... import words
from ..adapter import GameUI
from ..theme import line_height, whole_size, wrapped_height
from .hudparts import SameObject
from .shown import Shown, Stage

#: the status panel's margins (pixels): inside it, and between two of its lines
PAD = 6
GAP = 2
#: the log keeps at least this many of its lines when the status grows over its zone
LOG_LINES = 4


def text_size(stage: Stage) -> float:
    """The HUD's text size in pixels at the table's scale."""
    return max(10, stage.transform.length(13))


class SideColumn:
    """Where the status, the buttons and the log stand now, and what the status says."""

    def __init__(self, stage: Stage, shown: Shown, ui: GameUI, is_human: Callable[[int], bool]) -> None:
        self.stage = stage
        self.shown = shown
        self.ui = ui
        self.is_human = is_human
        #: the status lines of the last refresh: (text, kind), kind "head", "step", "say", "legend",
        #: "thinking" (shown while a computer player thinks) or "last" (what the others did)
        self.lines: list[tuple[str, str]] = []
        #: the buttons' height in their zone (the buttons room says it when it places them)
        self.buttons_used = 0
        self._kept: tuple = (None, ([], 0))
        self._sizes: dict = {}

    # ---- what the status says ---------------------------------------------------------
    def follow(self, summary: str) -> None:
        """The position changed: the status lines anew (`summary`: what the others did since the
        viewer's last decision)."""
        shown = self.shown
        said = self.ui.status(shown.view, shown.looking)
        kinds = ["head", "step", "say"]
        lines = [(text, kinds[i] if i < 3 else "legend") for i, text in enumerate(said) if text]
        if shown.acting is not None and not shown.over and not self.is_human(shown.acting) and not shown.readonly:
            lines.append((words.tr("{who} is thinking...", who=shown.names[shown.acting]), "thinking"))
        if summary and shown.acting == shown.viewer:
            lines.append((words.tr("Last: {what}", what=summary), "last"))
        self.lines = lines

    def size_of(self, text: str, kind: str, width: int) -> tuple[float, bool]:
        """A status line's text size and weight in a status `width` pixels wide: the header larger
        and bold, each a little smaller where a word of it would not fit a line whole."""
        fs = text_size(self.stage)
        size, bold = (fs * 1.15, True) if kind == "head" else (fs, False)
        key = (text, size, bold, width, SameObject(self.stage.fonts))
        got = self._sizes.get(key)
        if got is None:
            if len(self._sizes) > 256:
                self._sizes.clear()
            got = self._sizes[key] = whole_size(self.stage.fonts, text, width - 16, size, bold)
        return got, bold

    def _height(self, lines: list[tuple[str, str]], width: int) -> int:
        fonts = self.stage.fonts
        h = 2 * PAD
        for text, kind in lines:
            size, bold = self.size_of(text, kind, width)
            h += wrapped_height(fonts, text, width - 16, size, bold) + GAP
        return h

    # ---- where the three stand ----------------------------------------------------------
    def _zone(self, name: str) -> pygame.Rect | None:
        z = self.stage.layout.zones.get(name)
        return pygame.Rect(self.stage.transform.rect(z.rect)) if z is not None and z.visible else None

    def _stacked(self) -> tuple[pygame.Rect, pygame.Rect | None, pygame.Rect | None] | None:
        """The status, buttons and log zones (pixels) when the buttons and the log stand under
        the status in its column; None for a layout without a status zone."""
        s = self._zone("status")
        if s is None:
            return None
        b, lg = self._zone("buttons"), self._zone("log")
        zone = self.stage.layout.zones.get("buttons")
        if b is not None and (b.top < s.bottom or b.right <= s.left or b.left >= s.right
                              or zone is None or zone.arrange == "row"):
            b = None
        if lg is not None and (lg.top < (b or s).bottom or lg.right <= s.left or lg.left >= s.right):
            lg = None
        return s, b, lg

    def _room(self) -> int:
        """The most the status may grow to (pixels high)."""
        stacked = self._stacked()
        if stacked is None:
            return 0
        s, b, lg = stacked
        # from the bottom up: the log's few lines, the buttons, the gaps between them as they were
        bottom = s.bottom
        if lg is not None:
            keep = min(lg.height, LOG_LINES * self.stage.fonts.font(text_size(self.stage) * 0.95).get_linesize() + 10)
            bottom = lg.bottom - keep - (lg.top - (b or s).bottom)
        if b is not None:
            bottom = (bottom if lg is not None else b.bottom) - self.buttons_used - (b.top - s.bottom)
        return max(s.height, bottom - s.top)

    def _spare(self) -> int:
        """The buttons zone's room under its buttons (none when the buttons do not stand under
        the status)."""
        stacked = self._stacked()
        if stacked is None or stacked[1] is None:
            return 0
        return max(0, stacked[1].height - self.buttons_used)

    def shown_lines(self) -> list[tuple[str, str]]:
        """The lines the status shows: all of them where they fit its room, else without what
        the others did, then without the legends; then the first lines that fit whole."""
        return self._laid()[0]

    def _laid(self) -> tuple[list[tuple[str, str]], int]:
        """The lines shown and the status's height (kept while the lines and the room stay)."""
        s = self._zone("status")
        if s is None:
            return [], 0
        room = self._room()
        key = (SameObject(self.lines), SameObject(self.stage.fonts), s.width, room)
        if self._kept[0] != key:
            shown = self._choose(s, room)
            self._kept = (key, (shown, self._height(shown, s.width)))
        return self._kept[1]

    def _choose(self, s: pygame.Rect, room: int) -> list[tuple[str, str]]:
        lines = self.lines
        # what the others did is in the log too: said here only where it takes none of the
        # log's room (the status's own zone and the buttons' spare room)
        lean = min(room, max(s.height, self._height([ln for ln in lines if ln[1] != "last"], s.width))
                   + self._spare())
        for leave, most in (((), lean), (("last",), room), (("last", "legend"), room)):
            kept = [ln for ln in lines if ln[1] not in leave]
            if self._height(kept, s.width) <= most:
                return kept
        out: list[tuple[str, str]] = []
        for ln in kept:
            if self._height(out + [ln], s.width) <= room:
                out.append(ln)
        return out

    def status_rect(self) -> pygame.Rect | None:
        s = self._zone("status")
        if s is None:
            return None
        need = self._laid()[1]
        return pygame.Rect(s.left, s.top, s.width, max(s.height, need))

    def _grown(self) -> int:
        s, r = self._zone("status"), self.status_rect()
        return 0 if s is None or r is None else r.height - s.height

    def buttons_area(self, zone: pygame.Rect, used: int) -> pygame.Rect:
        """Where the buttons stand (`zone`: their zone in pixels; `used`: their height there):
        under the status, moved down as far as it grew."""
        self.buttons_used = used
        stacked = self._stacked()
        grown = self._grown()
        if stacked is None or stacked[1] is None or not grown:
            return zone
        top = zone.top + grown
        return pygame.Rect(zone.left, top, zone.width, max(used, zone.bottom - top))

    def log_rect(self) -> pygame.Rect:
        """Where the log is (an empty rectangle for a layout without one)."""
        lg = self._zone("log")
        if lg is None:
            return pygame.Rect(0, 0, 0, 0)
        stacked = self._stacked()
        grown = self._grown()
        if stacked is None or stacked[2] is None or not grown:
            return lg
        s, b, _ = stacked
        if b is not None:
            bottom = b.top + grown + self.buttons_used  # the buttons' last one, moved down
            top = max(lg.top, bottom + (lg.top - b.bottom))
        else:
            top = max(lg.top, s.bottom + grown + (lg.top - s.bottom))
        return pygame.Rect(lg.left, top, lg.width, max(line_height(self.stage.fonts, 12), lg.bottom - top))
