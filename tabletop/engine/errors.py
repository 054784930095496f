"""The project's exception classes: few, small, and each printable as one clear sentence.

- `RulesError` and its child `IllegalActionError`: the engine refused an action. They carry
  the rule id from the spec (`AW-8.2`, `AP-5.2`) and one sentence a player understands.
- `InvalidNotationError`: a line of action notation that does not parse at all.
- `AmbiguousActionError`: notation that could mean several different actions.
- `UsageError`: a request that cannot be carried out (from the command line, the title
  screen or a caller): an unknown game, a number of players the game does not allow.
- `DataError`: a user's file is wrong (card pool, deck, layout, lesson, scenario, save).
  It names the file, the line and the key. `DataErrors` bundles every problem of a file so
  that all of them are reported at once.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping


class TabletopError(Exception):
    """Base class of every error the program reports to a user without a traceback."""


class UsageError(TabletopError):
    """A request that cannot be carried out (a command line, a number of players the game
    does not allow, an unknown game); the message says why."""


class RulesError(TabletopError):
    """An action the rules do not allow. `rule` is a spec id such as ``AW-8.2``."""

    def __init__(self, rule: str, reason: str) -> None:
        super().__init__(f"{reason} [{rule}]")
        self.rule = rule
        self.reason = reason


class IllegalActionError(RulesError):
    """A well-formed action that is not legal in the current position.

    `public`: the sentence reads nothing the acting seat may not see (only where a card is,
    as "You can only discard a card from your own hand."), so it stands even when the action
    names a card the seat cannot see (`Game.seat_refusal`)."""

    public = False


class InvalidNotationError(TabletopError):
    """Text that is not an action in the game's notation."""


class AmbiguousActionError(InvalidNotationError):
    """Text that names more than one possible action."""


def refuser(rules: Mapping[str, Any]) -> Callable[..., IllegalActionError]:
    """A game's `refuse(rule_id, reason)`: the one way both games refuse an action.

    It builds the error (the caller raises it, or returns it from a ``*_refusal`` helper
    that `check` raises), and it checks that the rule id is one of the game's own rules, so
    a refusal can never cite a rule the reference does not show. `public=True` marks a
    sentence that reads only what every seat may see (`IllegalActionError.public`).
    """

    def refuse(rule_id: str, reason: str, public: bool = False) -> IllegalActionError:
        if rule_id not in rules:
            raise KeyError(f"refusal cites unknown rule {rule_id!r}: {reason}")
        err = IllegalActionError(rule_id, reason)
        if public:
            err.public = True
        return err

    return refuse


@dataclass(frozen=True)
class Problem:
    """One mistake in a file: where it is and what is wrong."""

    path: str
    line: int | None
    key: str | None
    message: str

    def __str__(self) -> str:
        where = self.path if self.line is None else f"{self.path}:{self.line}"
        if self.key:
            return f"{where}: {self.key}: {self.message}"
        return f"{where}: {self.message}"


class DataError(TabletopError):
    """A user's file (or several) holds mistakes. `problems` lists every one of them."""

    def __init__(self, problems: list[Problem] | Problem) -> None:
        if isinstance(problems, Problem):
            problems = [problems]
        self.problems = list(problems)
        super().__init__("\n".join(str(p) for p in self.problems))


def problem(path: str, line: int | None, key: str | None, message: str) -> DataError:
    """Shorthand for a DataError holding a single problem."""
    return DataError(Problem(str(path), line, key, message))
