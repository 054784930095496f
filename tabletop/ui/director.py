"""Who runs the table's actions: the hook an overlay uses to change how the table acts,
instead of replacing the table's methods.

Every human action on the table (a drop, a click, a button), every refusal, Undo, Redo and
Ctrl+S go through the table's director. The default one plays a free game. A lesson
(tabletop/ui/lesson_scene.py) installs its own with `TableScene.direct(...)`: it checks each
action against the step first, explains refusals in the teacher's words, takes back whole
steps and saves nothing; `TableScene.direct(None)` gives the table back its free game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.actions import Action

if TYPE_CHECKING:
    from .table import TableScene as DirectorReads


class TableDirector:
    """A free game: actions are played, refusals shown as they are, undo takes back a decision."""

    #: whether the game-over screen opens when the game ends (a lesson says who won itself)
    game_over_screen = True

    def perform(self, table: DirectorReads, action: Action) -> bool:
        """A human's action: play it (True) or refuse it (False)."""
        return table.play(action)

    def refused(self, table: DirectorReads, message: str) -> str:
        """The table refused a gesture with `message`: the words to show."""
        return message

    def undo(self, table: DirectorReads) -> None:
        table.take_back()

    def redo(self, table: DirectorReads) -> None:
        table.play_again()

    def save_game(self, table: DirectorReads) -> None:
        table.saving.save_game()


FREE_GAME = TableDirector()
