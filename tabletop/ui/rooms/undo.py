"""Undo and redo at the table: a human's decision is taken back with the computer moves
after it; what cannot be taken back (nothing yet, an action that showed a human at this
computer a card they could not see before, under the "fair" policy: `Entry.shown`,
tabletop/engine/hiding.py) is said before anything is touched.
"""

from __future__ import annotations

from ...engine.errors import IllegalActionError
from ...engine.history import UndoError
from ...words import T, msg
from .shown import Acts


class TableUndo:
    """Taking back the decisions of the humans at the mouse, through the door."""

    def __init__(self, door, computer, acts: Acts) -> None:
        self.door = door
        self.computer = computer
        self.acts = acts

    def refusal(self) -> str:
        """Why Undo would be refused now ("" when it would not): the Undo button is greyed
        out with these words, and Ctrl+Z says them, before anything is taken back."""
        history = self.door.history
        if not history:
            return T("Nothing to undo.")
        fair = self.door.undo_policy == "fair"
        here = self._here()
        for i in range(len(history) - 1, -1, -1):
            entry = history[i]
            if fair and not entry.shown.isdisjoint(here):
                return msg("'{what}' showed hidden cards, so it cannot be taken back.", what=entry.words)
            if self._decided(i):
                return ""
        return T("Nothing of yours to undo yet.")

    def _here(self) -> list[int]:
        """The seats of the humans at this computer: what an undo may not show them again."""
        return [s for s in range(len(self.door.names)) if self.acts.is_human(s)]

    def _decided(self, index: int) -> bool:
        """Whether history entry `index` is a human's own decision (not a computer move, nor a
        pass the table gave for them)."""
        return self.acts.is_human(self.door.history[index].action.seat) and not self.computer.given_by_table(index)

    def take_back(self) -> None:
        """Take back the last decision of a human (and the computer moves after it); the
        table re-reads the position afterwards (also after a refusal: the Undo button's words)."""
        door, acts = self.door, self.acts
        self.computer.cancel()
        try:
            why = self.refusal()
            if why:
                raise UndoError(why)
            here = self._here()
            with acts.holding():  # redrawn once, after the last entry taken back
                while door.history and not self._decided(len(door.history) - 1):
                    door.undo(source="here", seats=here)
                if door.history:
                    entry = door.undo(source="here", seats=here)
                    acts.notice(msg("Undone: {what}", what=entry.words))
        except UndoError as err:
            acts.refuse(str(err))

    def play_again(self) -> None:
        """Redo the action taken back last."""
        try:
            entry = self.door.redo(source="here")
            self.acts.notice(msg("Redone: {what}", what=entry.words))  # (not the "Undone" of before)
        except (UndoError, IllegalActionError) as err:
            self.acts.refuse(str(err))
        self.acts.refresh()
