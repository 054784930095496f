"""Computer players thinking in another process, so that the table's window never waits on
them (and a search does not hold the window's interpreter).

The table sends what a player at that seat could send: the game's name, the bot's name and
seed, the seat's view and its legal actions; the worker answers with one of those actions.
The worker builds each game once (by its registered name; a game registered by a module of
its own, such as the test game, is found by importing that module) and each bot once per
(name, seed), so a bot's thinking is the same as in the table's own process. Nothing is
shared but what is sent: the view and the legal list are pickled, the bot is rebuilt.

`BotWorker.submit` returns a `concurrent.futures.Future`; a worker that dies (killed, out
of memory) fails that future with `BrokenProcessPool`, and the next submit starts a new one.
"""

from __future__ import annotations

import concurrent.futures as cf
import importlib
import multiprocessing
import threading
from typing import Any, Callable

from ..engine.actions import Action
from .base import make_bot

_GAMES: dict[str, Any] = {}
_BOTS: dict[tuple[str, int], Any] = {}


def _game(name: str, module: str):
    from ..games import UnknownGameError, get_game
    try:
        return get_game(name)
    except UnknownGameError:
        importlib.import_module(module)  # a game that registers itself when imported
        return get_game(name)


def think(game_name: str, game_module: str, bot_name: str, seed: int, view, legal: list[Action]) -> Action:
    """In the worker: the answer of bot `bot_name` (seeded `seed`) to `view` and `legal`."""
    game = _game(game_name, game_module)
    bot = _BOTS.get((bot_name, seed))
    if bot is None:
        bot = _BOTS[(bot_name, seed)] = make_bot(bot_name, seed)
    return bot.choose(game, view, legal)


def _ready() -> bool:
    from .. import games  # noqa: F401  (the registry and the engines load while nobody waits)
    return True


class BotWorker:
    """One process for the computer players of the tables of this program."""

    def __init__(self) -> None:
        self._pool: cf.ProcessPoolExecutor | None = None
        self._lock = threading.Lock()

    def _executor(self) -> cf.ProcessPoolExecutor:
        with self._lock:
            if self._pool is None:
                ctx = multiprocessing.get_context("spawn")  # no copy of the window's process
                self._pool = cf.ProcessPoolExecutor(max_workers=1, mp_context=ctx)
                self._pool.submit(_ready)
            return self._pool

    def warm(self) -> None:
        """Start the process now (it takes a moment to import the games)."""
        self._executor()

    def submit(self, game, bot_name: str, seed: int, view, legal: list[Action],
               done: Callable[[cf.Future], None] | None = None) -> cf.Future:
        try:
            fut = self._executor().submit(think, game.name, type(game).__module__, bot_name, seed, view, legal)
        except (cf.process.BrokenProcessPool, RuntimeError):
            self.restart()
            fut = self._executor().submit(think, game.name, type(game).__module__, bot_name, seed, view, legal)
        if done is not None:
            fut.add_done_callback(done)
        return fut

    def restart(self) -> None:
        """Stop the process (a dead or stuck worker); the next submit starts a new one."""
        with self._lock:
            pool, self._pool = self._pool, None
        if pool is not None:
            for p in list(getattr(pool, "_processes", {}).values()):
                if p.is_alive():
                    p.terminate()
            pool.shutdown(wait=False, cancel_futures=True)

    def pids(self) -> list[int]:
        """The worker's process ids (tests kill it to see the table carry on)."""
        pool = self._pool
        return [p.pid for p in getattr(pool, "_processes", {}).values()] if pool is not None else []


_SHARED: BotWorker | None = None


def shared_worker() -> BotWorker:
    """The program's one worker process for computer players (made on first use)."""
    global _SHARED
    if _SHARED is None:
        _SHARED = BotWorker()
    return _SHARED
