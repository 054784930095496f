"""What just happened, in words: the log (one line per action, the engine's events under it)
and the banner that shows the newest line large for a moment (a bone's words in a showdown).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..widgets import LogView

if TYPE_CHECKING:
    from ..table import TableScene

BANNER_SECONDS = 2.8


@dataclass
class Banner:
    """The line just played, large: a title, a smaller line under it, and its age."""

    title: str
    sub: str
    t: float = 0.0
    ttl: float = BANNER_SECONDS


class TableNews:
    """The log's lines and the banner, kept in step with the match's history."""

    def __init__(self, table: "TableScene") -> None:
        self.table = table
        self.log = LogView()
        self.log_lines: list[tuple[str, tuple]] = []
        self.banner: Banner | None = None
        self.seen_entries = len(table.match.history)
        self._cache: list = []

    def forget_lines(self) -> None:
        """The colours may have changed (a new layout): build the lines again."""
        self._cache = []

    def follow(self) -> None:
        """The history changed (or may have): a banner for the newest entry, the log's lines."""
        self._new_banner()
        self._rebuild_log()

    def update(self, dt: float) -> None:
        if self.banner is not None:
            self.banner.t += dt
            if self.banner.t >= self.banner.ttl:
                self.banner = None

    def _new_banner(self) -> None:
        t = self.table
        history = t.match.history
        if len(history) > self.seen_entries:
            b = t.ui.banner(t.state, history[-1])  # only the newest: older lines are stale
            if b is not None:
                self.banner = Banner(b[0], b[1])
        elif len(history) < self.seen_entries:
            self.banner = None
        self.seen_entries = len(history)

    def _rebuild_log(self) -> None:
        """The log in words; lines of entries already shown are reused (undo drops the tail)."""
        t = self.table
        colors = t.layout.colors
        cache = self._cache
        history = t.match.history
        keep = 0
        while keep < len(cache) and keep < len(history) and cache[keep][0] is history[keep]:
            keep += 1
        cache = cache[:keep]
        for e in history[keep:]:
            lines = [(e.words, colors.get(f"p{e.action.seat + 1}", colors["text"]))]
            for i, ev in enumerate(e.events):
                if i == 0 and ev.kind in t.ui.echo_kinds:
                    continue  # the engine's own line for the action: the words above say it better
                if ev.text and ev.text != e.words:
                    lines.append(("  " + ev.text, colors["muted"]))
            cache.append((e, lines))
        self._cache = cache
        self.log_lines = [line for _, lines in cache[-120:] for line in lines]
