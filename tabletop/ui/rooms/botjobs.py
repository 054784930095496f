"""A computer player's move while it is thought and while it is shown (ComputerPlayers, bots.py):
the job of thinking, the drag that shows the answer, and what a seat falls back on."""

from __future__ import annotations

import time
from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field

from ...words import msg
from ...engine.actions import Action


@dataclass
class BotJob:
    """A computer player thinking: the answer arrives in `result`."""

    seat: int
    #: the match's `version` when it started (an undo or a move meanwhile makes the answer stale)
    version: int
    result: Action | None = None
    #: why the bot failed ("ValueError: ..."), when it did
    error: str | None = None
    #: the worker's answer to come ("process" mode)
    future: Future | None = None
    started: float = field(default_factory=time.perf_counter)
    #: a question the seat could pass on: its answer waits for `answer_wait` (issue 25)
    question: bool = False

    def collect(self) -> None:
        """Take the worker's answer, or its failure, once it has come."""
        fut = self.future
        if fut is None or not fut.done():
            return
        self.future = None
        try:
            self.result = fut.result()
        except BrokenProcessPool as exc:
            self.error = msg("its worker process stopped ({why})", why=failure_text(exc))
        except Exception as exc:  # noqa: BLE001 - any bug of a bot: the seat falls back
            self.error = failure_text(exc)

    @property
    def done(self) -> bool:
        return self.result is not None or self.error is not None


@dataclass
class Animation:
    """A computer player's action being shown before it is played."""

    action: Action
    dur: float
    seat: int
    piece: str | None = None
    t: float = 0.0
    #: the match's `version` when it was chosen (a move or an undo meanwhile makes it stale)
    version: int = -1


#: how often a thinking computer player is looked at when its thread's wake-up is missed
POLL_SECONDS = 0.1
#: a computer player that thinks longer than this has failed (a search bot thinks 0.6 s)
THINK_LIMIT = 30.0
MODES = ("inline", "thread", "process")

#: the next simpler bot when one fails (any other bot falls back to random; the last resort
#: plays the first legal action)
FALLBACK = {"search": "greedy", "greedy": "random", "random": "first legal"}


def failure_text(exc: BaseException) -> str:
    """An exception in one line: its kind and its message."""
    text = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {text[0]}" if text and text[0] else type(exc).__name__


class FirstLegal:
    """The last resort of a seat whose bots all failed: the first legal action."""

    name = "first legal"
    needs_view = False

    def choose(self, game, view, actions: list[Action]) -> Action:
        return actions[0]
