"""Games that are kept: the autosave after every change, the replay of a finished game,
Ctrl+S to the saves folder and Ctrl+O for the load picker.

The autosave and the replay are written by the autosaver's thread; the UI thread only hands
over what changed. `watch` (a `session.SaveWatch`, for a table opened from a save) is told
every frame: it takes over the checked history and shows a failing autosave.

Saving is the one room that holds the whole match (the door's `match`): a save keeps every
hand and the generator (README, "Your files"). Nothing of it is drawn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from ...play import Seat
from ...words import msg
from .shown import Acts, Stage

if TYPE_CHECKING:
    from ..session import SaveWatch


class TableSaving:
    """Saving the table's match (the autosaver may be None: a lesson, a replay, a test)."""

    def __init__(self, door, seats: list[Seat], stage: Stage, acts: Acts, autosaver=None,
                 on_exit: Callable[[], object] | None = None) -> None:
        self.door = door
        self.seats = seats
        self.stage = stage
        self.acts = acts
        self.on_exit = on_exit
        self.autosaver = autosaver
        self.replay_kept = False
        self.watch: SaveWatch | None = None

    def watch_with(self, watch: SaveWatch) -> None:
        """Check a loaded save in the background while the game goes on (ui/session.py)."""
        self.watch = watch

    def update(self, dt: float) -> None:
        if self.watch is not None:
            self.watch.update(dt)

    def save_info(self):
        from ...persist.document import SaveInfo
        return SaveInfo(seats=[{"name": st.name, "human": st.human, "bot": st.bot} for st in self.seats],
                        layout=self.stage.layout.path)

    def persist(self) -> None:
        """Autosave after every change; keep the replay of a finished game once."""
        if self.autosaver is None:
            return
        self.autosaver.submit(self.door.match, self.save_info())
        if self.door.result is not None and not self.replay_kept and not self.autosaver.waiting:
            self.replay_kept = True
            self.autosaver.keep_replay(self.save_info())  # in the thread; a failure shows as its error

    def save_game(self) -> None:
        """Ctrl+S: save to the saves folder under a new name."""
        import time as _time

        from ...persist.places import saves_dir
        from ...persist.saves import save_match
        match = self.door.match
        path = saves_dir() / f"{match.game.name}-{_time.strftime('%Y%m%d-%H%M%S')}.json"
        saver = self.autosaver
        if saver is not None and saver.ready():  # written by the autosave's thread: no wait here
            saver.submit(match, self.save_info())
            saver.save_copy(path, self.save_info())
            return  # the watch says "Saved" (or why not) when the thread has written it
        base: list = self.watch.base_actions if self.watch is not None else []
        try:
            if base:  # a loaded game whose history is not taken over yet: the saved actions first
                import json

                from ...persist.diskio import atomic_write
                from ...persist.document import game_document
                doc = game_document(match.game, match.setup, base + match.actions(), match.state, self.save_info(),
                                    match.undo_policy)
                atomic_write(path, json.dumps(doc, indent=1, ensure_ascii=False))
            else:
                save_match(match, path, self.save_info())
        except OSError as exc:
            self.acts.refuse(msg("Could not save: {why}", why=str(exc.strerror or exc)))
            return
        self.acts.notice(msg("Saved: {path}", path=str(path)))

    def load_game(self) -> None:
        from ..loadscene import LoadScene
        self.acts.push(LoadScene(self.stage.fonts, self.stage.colors, on_exit=self.on_exit))
