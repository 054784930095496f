"""What just happened, in words: the log (one line per action, the engine's events under it)
and the banner that shows the newest line large for a moment (a bone's words in a showdown).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..adapter import GameUI
from ..logview import LogView
from .shown import Acts, Shown, Stage

BANNER_SECONDS = 2.8
#: the log shows the lines of the newest entries
LOG_ENTRIES = 120
FADE_SECONDS = 0.5  # its last half second (tabletop/ui/rooms/hud.py draws the fade)


@dataclass
class Banner:
    """The line just played, large: a title, a smaller line under it, and its age."""

    title: str
    sub: str
    t: float = 0.0
    ttl: float = BANNER_SECONDS


class TableLog:
    """The log's lines and the banner, kept in step with the match's history."""

    def __init__(self, door, ui: GameUI, stage: Stage, shown: Shown, at_mouse, acts: Acts, column=None) -> None:
        self.door = door
        #: the panels' column: where the log stands now (ui/rooms/column.py)
        self.column = column
        self.ui = ui
        self.stage = stage
        self.shown = shown
        self.at_mouse = at_mouse
        self.acts = acts
        self.panel = LogView()
        self.log_lines: list[tuple[str, tuple]] = []
        self.banner: Banner | None = None
        self.seen_entries = len(door.history)
        self._cache: list = []
        self._shown_for: list = []
        self._seat_shown: int | None = None

    def caught_up(self, entries: int) -> None:
        """The first `entries` of the history are heard already (no cue for them): a loaded game
        whose checked history was taken over."""
        self.seen_entries = entries

    def forget_lines(self) -> None:
        """The colours may have changed (a new layout): build the lines again."""
        self._cache = []
        self._shown_for = []
        self._seat_shown = None

    def follow(self) -> None:
        """The history changed (or may have): a banner for the newest entry, the log's lines,
        the marks of what the others did since the viewer's last decision."""
        self._new_banner()
        self._rebuild_log()
        self._follow_marks()

    #: what the other players did since the viewer's last decision, as the adapter marks it
    #: ({"glow": {card: kind}, "trails": [...], "numbers": {card: text}}), and in one line
    marks: dict | None = None
    summary: str = ""

    def _follow_marks(self) -> None:
        door = self.door
        history = door.history
        viewer = self.at_mouse.viewer
        i = len(history)
        while i > 0 and history[i - 1].action.seat != viewer:
            i -= 1
        entries = history[i:]
        if not entries:
            self.marks, self.summary = None, ""
            return
        looking = self.shown.looking
        self.marks = self.ui.marks(door.view_at(i, looking), self.shown.view, entries, viewer)
        self.summary = self.ui.turn_summary(entries, viewer, door.names)

    def fading(self) -> bool:
        return self.banner is not None and self.banner.ttl - self.banner.t <= FADE_SECONDS

    def wake_in(self) -> float | None:
        """Seconds until the banner starts to fade."""
        return None if self.banner is None else self.banner.ttl - self.banner.t - FADE_SECONDS

    def update(self, dt: float) -> None:
        if self.banner is not None:
            self.banner.t += dt
            if self.banner.t >= self.banner.ttl:
                self.banner = None

    def _new_banner(self) -> None:
        history = self.door.history
        if len(history) > self.seen_entries:
            self._cue(history[self.seen_entries:])
            before = self.door.view_at(len(history) - 1, self.shown.looking)
            b = self.ui.banner(self.shown.view, history[-1], before)  # only the newest: older lines are stale
            if b is not None:
                self.banner = Banner(b[0], b[1])
        elif len(history) < self.seen_entries:
            self.banner = None
        self.seen_entries = len(history)

    def _cue(self, entries) -> None:
        """The sound of what just happened: the strongest cue among the new entries' events."""
        if entries and self.door.result is not None:
            self.acts.cue("gameover")
            return
        kinds = {ev.kind for e in entries for ev in e.events}
        for kind, cue in self.ui.cues.items():  # the game's own, strongest first
            if kind in kinds:
                self.acts.cue(cue)
                return

    def _rebuild_log(self) -> None:
        """The log in words, from what changed: the lines of new entries are appended, an
        undo drops the tail; never rebuilt from the whole history (the cost of an action
        does not grow with the game)."""
        cache = self._cache
        history = self.door.history
        reader = self.at_mouse.showing
        keep = min(len(cache), len(history))
        while keep and cache[keep - 1][0] is not history[keep - 1]:
            keep -= 1  # entries taken back (undo), or replaced (undo, then another action)
        if keep == len(cache) == len(history) and self._shown_for and self._seat_shown == reader:
            return  # nothing new, and the same seat's private lines
        went = [(text, color) for _, lines in cache[keep:] for text, color, who in lines if who is None or who == reader]
        if self._seat_shown != reader:
            self.panel.to_bottom()  # another player reads (hot-seat): the newest lines
        self._seat_shown = reader
        del cache[keep:]
        for i in range(keep, len(history)):
            cache.append((history[i], self._lines(history[i])))
        came = [(text, color) for _, lines in cache[keep:] for text, color, who in lines if who is None or who == reader]
        self._shown_for = cache[-LOG_ENTRIES:]
        # a private line (cards going into a hidden place) only while its seat's cards are shown
        self.log_lines = [(text, color) for _, lines in self._shown_for for text, color, who in lines
                          if who is None or who == reader]
        # scrolled back, the panel stays on what the reader looks at
        self.panel.moved(self.stage.fonts, self.log_rect(), self.text_size(), came, went)

    def _lines(self, e) -> list[tuple[str, tuple, int | None]]:
        colors = self.stage.colors
        lines: list[tuple[str, tuple, int | None]] = [(e.words, colors.get(f"p{e.action.seat + 1}", colors["text"]), None)]
        for i, ev in enumerate(e.events):
            if i == 0 and ev.kind in self.ui.echo_kinds:
                continue  # the engine's own line for the action: the words above say it better
            if ev.text and ev.text != e.words:
                lines.append(("  " + ev.text, colors["muted"], getattr(ev, "private", None)))
        return lines

    # ---- the log panel ---------------------------------------------------------------
    def log_rect(self) -> pygame.Rect:
        """Where the log is on screen (an empty rectangle for a layout without one)."""
        if self.column is not None:
            return self.column.log_rect()
        z = self.stage.layout.zones.get("log")
        return pygame.Rect(self.stage.transform.rect(z.rect)) if z else pygame.Rect(0, 0, 0, 0)

    def text_size(self) -> float:
        """The log's text size in pixels (as the HUD's other text, a little smaller)."""
        return max(10, self.stage.transform.length(13)) * 0.95

    def wheel(self, dy: int) -> None:
        """The wheel over the log: scroll back (or forward), never past its first line."""
        self.panel.wheel(dy, self.panel.most(self.stage.fonts, self.log_rect(), self.log_lines, self.text_size()))
        self.acts.invalidate()

    def click(self, pos) -> bool:
        """A click on the log: on its "new lines below" row, back to the newest line."""
        bar = self.panel.below(self.stage.fonts, self.log_rect(), self.text_size())
        if bar is None or not bar.collidepoint(pos):
            return False
        self.panel.to_bottom()
        self.acts.invalidate()
        return True
