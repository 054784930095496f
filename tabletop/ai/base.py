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


def parse_budget(budget: str | None) -> tuple[int | None, float | None]:
    """``"300"`` -> 300 playouts; ``"0.5s"`` -> half a second; ``"300,0.9s"`` -> both
    (whichever comes first); None -> (None, None)."""
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
                seconds = float(text[:-1])
                if not seconds > 0 or seconds == float("inf"):
                    raise ValueError
            else:
                if iterations is not None:
                    raise ValueError
                iterations = int(text)
                if iterations < 1:
                    raise ValueError
        return iterations, seconds
    except ValueError:
        raise ValueError(f"budget {budget!r}: write a number of playouts such as 300, "
                         f"a time such as 0.5s, or both such as 300,0.9s") from None


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
