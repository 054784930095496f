"""Games that are kept: the autosave after every change, the replay of a finished game,
Ctrl+S to the saves folder and Ctrl+O for the load picker.

The autosave and the replay are written by the autosaver's thread; the UI thread only hands
over what changed. `watch` (a `session.SaveWatch`, for a table opened from a save) is told
every frame: it takes over the checked history and shows a failing autosave.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..table import TableScene


class TableSaving:
    """Saving the table's match (the autosaver may be None: a lesson, a replay, a test)."""

    def __init__(self, table: "TableScene", autosaver=None) -> None:
        self.table = table
        self.autosaver = autosaver
        self.replay_kept = False
        self.watch = None

    def update(self, dt: float) -> None:
        if self.watch is not None:
            self.watch.update(dt)

    def save_info(self):
        from ...saves import SaveInfo
        t = self.table
        return SaveInfo(seats=[{"name": st.name, "human": st.human, "bot": st.bot} for st in t.seats],
                        layout=t.layout.path)

    def persist(self) -> None:
        """Autosave after every change; keep the replay of a finished game once."""
        if self.autosaver is None:
            return
        t = self.table
        self.autosaver.submit(t.match, self.save_info())
        if t.state.result is not None and not self.replay_kept:
            self.replay_kept = True
            self.autosaver.keep_replay(self.save_info())  # in the thread; a failure shows as its error

    def save_game(self) -> None:
        """Ctrl+S: save to the saves folder under a new name."""
        import time as _time

        from ...saves import save_match, saves_dir
        t = self.table
        path = saves_dir() / f"{t.game.name}-{_time.strftime('%Y%m%d-%H%M%S')}.json"
        try:
            save_match(t.match, path, self.save_info())
        except OSError as exc:
            t.refuse(f"Could not save: {exc.strerror or exc}")
            return
        t.notice(f"Saved: {path}")

    def load_game(self) -> None:
        from ..session import LoadScene
        t = self.table
        t.app.push(LoadScene(t.fonts, t.layout.colors, on_exit=t.on_exit))
