"""Opponents by level: `easy`, `normal` and `hard`, the names a player picks an opponent by.

Each level is a fixed heuristic or a fixed budget, so it plays the same way on any machine
(`simulate` measures the ladder: see the figures in the project notes):

- ``easy``: a newcomer's opponent. It plays by the game's readable heuristic, but each
  decision it overlooks some of its options (each legal action is missed with probability
  `EasyBot.OVERLOOK`, never all of them) and it picks among the rest with a good deal of
  noise; it never looks ahead. It only ever plays legal actions: it chooses from the list the
  engine gives it.
- ``normal``: the greedy bot (tabletop/ai/greedy.py): the best action by the heuristic, every
  option seen, no look-ahead. The default of `tabletop play` and of the title screen.
- ``hard``: the search bot (tabletop/ai/search.py) with `HARD_PLAYOUTS` playouts per
  decision, never more than `HARD_SECONDS` seconds (the time only cuts a decision short on a
  loaded machine).

The old names (``random``, ``greedy``, ``search``) keep working everywhere (tabletop/ai/base.py).
"""

from __future__ import annotations

import math

from ..engine.actions import Action
from ..engine.game import Game, State
from .bot import Bot, decision_rng
from .greedy import GreedyBot
from .hooks import hooks_for
from .search import SearchBot

#: the levels in order, weakest first (the title screen lists them so)
LEVELS = ("easy", "normal", "hard")
HARD_PLAYOUTS = 300
HARD_SECONDS = 1.0


def _unit(rng) -> float:
    """A number in [0, 1) from the decision's generator."""
    return rng.u64() / 2.0 ** 64


class EasyBot(Bot):
    """The heuristic with blind spots and noise, no planning (see the module docstring)."""

    name = "easy"
    #: chance of overlooking each legal action at a decision
    OVERLOOK = 0.4
    #: softmax temperature over the heuristic's scores (higher: more careless)
    TEMPERATURE = 2.5

    def _seen(self, game: Game, view: State, actions: list[Action]):
        rng = decision_rng(self.seed, game, view, actions)
        seen = [a for a in actions if _unit(rng) >= self.OVERLOOK]
        if not seen:
            seen = [actions[rng.randbelow(len(actions))]]
        return seen, rng

    def _pick(self, game: Game, view: State, actions: list[Action], rng) -> tuple[Action, float]:
        scores = hooks_for(game).action_scores(game, view, actions[0].seat, actions)
        top = max(scores)
        weights = [math.exp((sc - top) / self.TEMPERATURE) for sc in scores]
        x = _unit(rng) * sum(weights)
        for a, w, sc in zip(actions, weights, scores):
            x -= w
            if x <= 0:
                return a, sc
        return actions[-1], scores[-1]

    def choose(self, game: Game, view: State, actions: list[Action]) -> Action:
        if len(actions) == 1:
            return actions[0]
        seen, rng = self._seen(game, view, actions)
        return self._pick(game, view, seen, rng)[0]

    def interject(self, game: Game, view: State, actions: list[Action]) -> Action | None:
        seen, rng = self._seen(game, view, actions)
        if _unit(rng) < self.OVERLOOK:
            return None  # the moment passes unnoticed
        action, score = self._pick(game, view, seen, rng)
        return action if score > 0 else None


class NormalBot(GreedyBot):
    name = "normal"

    def describe(self) -> str:
        return "normal (greedy: the heuristic, no look-ahead)"


class HardBot(SearchBot):
    name = "hard"

    def describe(self) -> str:
        return f"hard (search, {HARD_PLAYOUTS} playouts, at most {HARD_SECONDS:g} s)"


def easy(seed: int = 0, budget: str | None = None) -> Bot:
    return EasyBot(seed)


def normal(seed: int = 0, budget: str | None = None) -> Bot:
    return NormalBot(seed)


def hard(seed: int = 0, budget: str | None = None) -> Bot:
    return HardBot(seed, iterations=HARD_PLAYOUTS, seconds=HARD_SECONDS)


FACTORIES = {"easy": easy, "normal": normal, "hard": hard}
