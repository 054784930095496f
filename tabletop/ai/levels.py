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
- ``hard``: the search bot (tabletop/ai/search.py) with the game's own playouts per decision
  (its hooks' `hard_playouts`: 900 in Afterworld, whose playouts are cheap and whose deals
  are swingy; `HARD_PLAYOUTS` where a game names none), never more than `HARD_SECONDS`
  seconds (the time only cuts a decision short on a loaded machine).

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
#: the hard level's playouts per decision in a game whose hooks name none
HARD_PLAYOUTS = 300
#: the hard level's longest thought: a playout under way when it passes is finished, so a
#: decision ends a playout's length after it (tens of ms), still under a second
HARD_SECONDS = 0.95


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
    """The search bot with the game's own budget of playouts (`playouts` given: that one)."""

    name = "hard"

    def __init__(self, seed: int = 0, playouts: int | None = None, seconds: float = HARD_SECONDS) -> None:
        super().__init__(seed, iterations=playouts or HARD_PLAYOUTS, seconds=seconds)
        #: whether each decision takes the game's budget (hooks' `hard_playouts`)
        self.per_game = playouts is None

    def choose(self, game: Game, view: State, actions: list[Action]) -> Action:
        if self.per_game:
            self.iterations = hooks_for(game).hard_playouts or HARD_PLAYOUTS
        return super().choose(game, view, actions)

    def describe(self) -> str:
        if not self.per_game:
            return f"hard (search, {self.iterations} playouts, at most {self.seconds:g} s)"
        return f"hard (search, {_budgets()}, at most {self.seconds:g} s)"


def _budgets() -> str:
    """The hard level's playouts: "900 playouts in Afterworld, 300 in other games"."""
    from ..games.registry import entries
    named = [(n, e.title) for e in entries()
             if (n := getattr(e.hooks_class() or object, "hard_playouts", None))]
    if not named:
        return f"{HARD_PLAYOUTS} playouts"
    parts = [f"{n} playouts in {title}" if i == 0 else f"{n} in {title}" for i, (n, title) in enumerate(named)]
    return ", ".join(parts) + f", {HARD_PLAYOUTS} in other games"


def easy(seed: int = 0, budget: str | None = None) -> Bot:
    return EasyBot(seed)


def normal(seed: int = 0, budget: str | None = None) -> Bot:
    return NormalBot(seed)


def hard(seed: int = 0, budget: str | None = None) -> Bot:
    return HardBot(seed)


FACTORIES = {"easy": easy, "normal": normal, "hard": hard}
