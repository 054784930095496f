"""The computer players by name: `BOTS` and `make_bot(name, seed, budget)`.

The names are what the title screen lists and what `--seat N=BOT`, `--bot` and
`simulate --bots` accept:

- ``random``: any legal action, uniformly.
- ``greedy``: the best action by its game's readable heuristic, no look-ahead
  (tabletop/ai/greedy.py).
- ``easy``, ``normal``, ``hard``: the opponents by level (tabletop/ai/levels.py): a
  careless heuristic, the greedy bot, the search bot on a fixed budget. ``normal`` is the
  default of a new game.
- ``search``: information-set Monte Carlo tree search (tabletop/ai/search.py). Its budget
  is a number of playouts per decision (``"300"``: reproducible), a thinking time
  (``"0.6s"``), or both (``"300,0.9s"``: 300 playouts, but never more than 0.9 s: the
  time only cuts a decision short on a loaded machine, and the bot counts those); without
  one it thinks for `DEFAULT_SECONDS` (the table).
"""

from __future__ import annotations

from typing import Callable

from .bot import Bot, RandomBot
from .greedy import GreedyBot
from .levels import FACTORIES as LEVEL_FACTORIES, LEVELS
from .search import DEFAULT_ITERATIONS, DEFAULT_SECONDS, SearchBot


def _search(seed: int = 0, budget: str | None = None) -> SearchBot:
    iterations, seconds = parse_budget(budget)
    if iterations is None and seconds is None:
        return SearchBot(seed, iterations=DEFAULT_ITERATIONS * 4, seconds=DEFAULT_SECONDS)
    return SearchBot(seed, iterations=iterations, seconds=seconds)


#: the most a search may be given for one decision: a budget is bounded, so a typo of a few
#: zeros cannot make a game that never ends
MAX_PLAYOUTS = 100_000
MAX_SECONDS = 60.0


def parse_budget(budget: str | None) -> tuple[int | None, float | None]:
    """``"300"`` -> 300 playouts; ``"0.5s"`` -> half a second; ``"300,0.9s"`` -> both
    (whichever comes first); None -> (None, None). At most `MAX_PLAYOUTS` and `MAX_SECONDS`;
    the numbers are read as every number a user types (tabletop/engine/numbers.py)."""
    from ..engine.errors import UsageError
    from ..engine.numbers import decimal, whole
    if budget is None or budget == "":
        return None, None
    iterations = seconds = None
    try:
        parts = [x.strip() for x in str(budget).strip().lower().split(",")]
        if len(parts) > 2:
            raise ValueError
        for text in parts:
            if text.endswith("s"):
                if seconds is not None:
                    raise ValueError
                seconds = decimal(text[:-1], "", 0, MAX_SECONDS)
                if not seconds > 0:
                    raise ValueError
            else:
                if iterations is not None:
                    raise ValueError
                iterations = whole(text, "", 1, MAX_PLAYOUTS)
        return iterations, seconds
    except (ValueError, UsageError):
        raise ValueError(f"budget {str(budget)[:40]!r}: write a number of playouts from 1 to {MAX_PLAYOUTS:,} "
                         f"such as 300, a time of at most {MAX_SECONDS:g} seconds such as 0.5s, or both "
                         "such as 300,0.9s") from None


BOTS: dict[str, Callable[..., Bot]] = {
    **LEVEL_FACTORIES,
    "random": lambda seed=0, budget=None: RandomBot(seed),
    "greedy": lambda seed=0, budget=None: GreedyBot(seed),
    "search": _search,
}


#: the computer player a new game seats by default (`play`, the title screen)
DEFAULT_BOT = "normal"


def make_bot(name: str, seed: int = 0, budget: str | None = None) -> Bot:
    """A bot by name. `budget` only matters to the search bot (see `parse_budget`); the levels
    have budgets of their own."""
    try:
        factory = BOTS[name]
    except KeyError:
        from ..engine.schema import did_you_mean
        raise ValueError(f"unknown bot {name!r}{did_you_mean(name, BOTS)}; "
                         f"the bots are {', '.join(BOTS)}") from None
    return factory(seed, budget)


__all__ = ["BOTS", "DEFAULT_BOT", "LEVELS", "Bot", "GreedyBot", "RandomBot", "SearchBot", "make_bot", "parse_budget",
           "DEFAULT_ITERATIONS", "DEFAULT_SECONDS"]
