"""The table's director while a lesson runs: every action is checked against the lesson's
step (tabletop/ui/lesson_scene.py), refusals get the teacher's words, nothing is saved."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..words import tr
from ..engine.actions import Action
from .director import TableDirector

if TYPE_CHECKING:
    from .lesson_scene import LessonScene
    from .table import TableScene as DirectorReads


class LessonDirector(TableDirector):
    """The table's actions while a lesson runs: checked against the step, never saved."""

    game_over_screen = False  # the lesson says who won; no game-over screen on top of it

    def __init__(self, scene: "LessonScene") -> None:
        self.scene = scene

    def perform(self, table: DirectorReads, action: Action) -> bool:
        return self.scene.perform(action)

    def refused(self, table: DirectorReads, message: str) -> str:
        return self.scene.explain(message)

    def undo(self, table: DirectorReads) -> None:
        self.scene.undo()

    def redo(self, table: DirectorReads) -> None:
        table.show_refusal(tr("Redo is not used in lessons: Undo goes back a whole step."))

    def save_game(self, table: DirectorReads) -> None:
        table.show_refusal(tr("A lesson is not saved as a game: completing it is remembered."))
