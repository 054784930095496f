"""Computer players. A bot sees only its seat's view of the state (AW-11, AP-11) and picks
one of the legal actions the engine offers; it never reaches into the real state.

Modules: bot (the interface, the random bot), hooks (what a thinking bot knows about a
game: hidden cards, heuristic, judge), afterworld and austin_powers (those hooks for each
game), greedy, search (ISMCTS), base (the bots by name), driver (whole games between bots).
"""

from .base import BOTS, Bot, GreedyBot, RandomBot, SearchBot, make_bot

__all__ = ["BOTS", "Bot", "GreedyBot", "RandomBot", "SearchBot", "make_bot"]
