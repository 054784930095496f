"""Undo and redo at the table: a human's decision is taken back with the computer moves
after it; what cannot be taken back (nothing yet, an action that showed hidden cards under
the "fair" policy) is said before anything is touched.
"""

from __future__ import annotations

from ...engine.errors import IllegalActionError
from ...engine.history import UndoError
from ...words import T, msg
from .readjobs import UndoReads


def undo_refusal(t: UndoReads) -> str:
    """Why Undo would be refused now ("" when it would not): the Undo button is greyed
    out with these words, and Ctrl+Z says them, before anything is taken back."""
    history = t.match.history
    if not history:
        return T("Nothing to undo.")
    fair = t.match.undo_policy == "fair"
    for i in range(len(history) - 1, -1, -1):
        entry = history[i]
        if fair and not entry.shown.isdisjoint(_here(t)):
            return msg("'{what}' showed hidden cards, so it cannot be taken back.", what=entry.words)
        if _decided(t, i):
            return ""
    return T("Nothing of yours to undo yet.")


def _here(t: UndoReads) -> list[int]:
    """The seats of the humans at this computer: what an undo may not show them again."""
    return [s for s in range(t.state.seats) if t.is_human(s)]


def _decided(t: UndoReads, index: int) -> bool:
    """Whether history entry `index` is a human's own decision (not a computer move, nor a
    pass the table gave for them)."""
    return t.is_human(t.match.history[index].action.seat) and not t.computer.given_by_table(index)


def take_back(t: UndoReads) -> None:
    """Take back the last decision of a human (and the computer moves after it)."""
    t.computer.cancel()
    try:
        why = undo_refusal(t)
        if why:
            raise UndoError(why)
        with t.holding():  # redrawn once, after the last entry taken back
            while t.match.history and not _decided(t, len(t.match.history) - 1):
                t.sitting.undo(source="here", seats=_here(t))
            if t.match.history:
                entry = t.sitting.undo(source="here", seats=_here(t))
                t.notice(msg("Undone: {what}", what=entry.words))
    except UndoError as err:
        t.refuse(str(err))
    t.game_over_shown = t.state.result is not None
    t.refresh()  # (also after a refusal: the Undo button's words)


def play_again(t: UndoReads) -> None:
    """Redo the action taken back last."""
    try:
        t.sitting.redo(source="here")
        t.notice(msg("Redone: {what}", what=t.match.history[-1].words))  # (not the "Undone" of before)
    except (UndoError, IllegalActionError) as err:
        t.refuse(str(err))
    t.refresh()
