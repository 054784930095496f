"""Live reload of a table's layout: saving the layout file while a game is open redraws
the table with it.

`LayoutWatcher` looks at the files a layout was read from (the file and every file it
extends) twice a second: a `stat` each, nothing more. When one changed it checks the
layout again. A good layout is handed back to be used; a broken one gives back its
problems, and the table keeps the last good layout until the file is fixed. Nothing here
touches the game.
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass, field
from pathlib import Path

from ..engine.errors import Problem
from typing import TYPE_CHECKING

from .layout import Layout, check_layout
from ..words import msg

if TYPE_CHECKING:
    from .table import TableScene

POLL_SECONDS = 0.5


def _stamp(path: str) -> tuple | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return (st.st_mtime_ns, st.st_size, st.st_ino)


@dataclass
class Reloaded:
    """What a poll found: a new layout to use, or the problems of a broken save."""

    layout: Layout | None = None
    problems: list[Problem] = field(default_factory=list)


class LayoutWatcher:
    """Polls the source files of a layout; `poll(dt)` returns a `Reloaded` when they change."""

    def __init__(self, layout: Layout, interval: float = POLL_SECONDS) -> None:
        self.interval = interval
        self.clock = 0.0
        self.follow(layout)

    def follow(self, layout: Layout) -> None:
        """Watch `layout` from now on (after a reload, or when the table switches layouts)."""
        self.layout = layout
        self.path = layout.path
        self.stamps = {p: _stamp(p) for p in (layout.sources or [layout.path])}

    def changed(self) -> bool:
        return any(_stamp(p) != s for p, s in self.stamps.items())

    def poll(self, dt: float) -> Reloaded | None:
        self.clock += dt
        if self.clock < self.interval:
            return None
        self.clock = 0.0
        return self.check() if self.changed() else None

    def check(self) -> Reloaded:
        """Read the layout again now. The stamps move on either way: a broken file is
        reported once, not twice a second, and checked again at its next save."""
        old = self.layout
        self.stamps = {p: _stamp(p) for p in self.stamps}
        layout, problems = check_layout(self.path)
        if not problems and layout is not None:
            if layout.game != old.game or layout.players != old.players:
                what = f"{old.game}, {old.players} players"
                return Reloaded(None, [Problem(self.path, None, "layout",
                                               f"this table is {what}; the file is now a layout for "
                                               f"{layout.game}, {layout.players} players")])
            self.follow(layout)
            return Reloaded(layout)
        # a new `extends` may have brought new files in: watch those as well
        for p in {p.path for p in problems} - set(self.stamps):
            if Path(p).is_file():
                self.stamps[p] = _stamp(p)
        return Reloaded(None, problems)


def problems_text(path: str, problems: list[Problem], most: int = 6) -> str:
    """The message a player sees when a saved layout is broken."""
    name = Path(path).name
    lines: list[str] = [msg("Layout not reloaded: {file} has {n} problems; the table keeps the last good layout.",
                 file=name, n=len(problems)) if len(problems) != 1 else
             msg("Layout not reloaded: {file} has 1 problem; the table keeps the last good layout.", file=name)]
    lines += [str(p) for p in problems[:most]]
    if len(problems) > most:
        lines.append(msg("... and {n} more (tabletop layout check {path})", n=len(problems) - most, path=path))
    return "\n".join(lines)


class LiveReload:
    """The table's side of it: polls while the table runs, swaps in a good layout (the game
    goes on), shows a broken one's problems in a message and on the terminal."""

    def __init__(self, table: TableScene, interval: float = POLL_SECONDS) -> None:
        self.table = table
        self.watcher = LayoutWatcher(table.layout, interval)
        self.problems: list[Problem] = []
        #: the layout editor is open over the table: its layout is the editor's, not the file's
        self.held = False

    def follow(self, layout: Layout) -> None:
        self.watcher.follow(layout)

    def hold(self, held: bool) -> None:
        """The layout editor opens over the table (True) or closes (False)."""
        self.held = held

    def update(self, dt: float) -> None:
        t = self.table
        if self.held:
            return
        if t.shown.pointer.dragging:  # never pull the table from under a dragged card: look again after the drop
            return
        found = self.watcher.poll(dt)
        if found is None:
            return
        from .widgets import Toast

        if found.layout is not None:
            self.problems = []
            t.set_layout(found.layout)
            t.notice(msg("Layout reloaded from {file}.", file=Path(found.layout.path).name))
            return
        self.problems = found.problems
        text = problems_text(self.watcher.path, found.problems)
        print(text, file=sys.stderr)
        t.shown.toasts = [Toast(text, t.layout.colors["refused"], ttl=12.0)]
