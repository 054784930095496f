"""The rules core shared by both games: ids, actions, errors, history, randomness, data files.

Imports no pygame and no pymunk, ever (tests/test_packaging.py checks it).
"""

from .actions import Action, Notation, arg
from .errors import (AmbiguousActionError, DataError, IllegalActionError, InvalidNotationError,
                     Problem, RulesError, TabletopError)
from .game import HIDDEN, DeckList, Event, Game, Result, Setup, State
from .history import Match, UndoError

__all__ = [
    "Action", "Notation", "arg", "AmbiguousActionError", "DataError", "IllegalActionError",
    "InvalidNotationError", "Problem", "RulesError", "TabletopError", "HIDDEN", "DeckList",
    "Event", "Game", "Result", "Setup", "State", "Match", "UndoError",
]
