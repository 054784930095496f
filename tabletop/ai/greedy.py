"""The greedy bot: plays the action its game's readable heuristic scores best.

The heuristic lives with the game's other knowledge (`action_scores` in
tabletop/ai/afterworld/__init__.py and tabletop/ai/austin_powers.py, where each rule is written out
in the module docstring). The greedy bot looks no further than the action in front of it;
equal scores are broken at random, from the bot's seed and the view, so the same position
always gets the same answer. It reads only the view: its own hand is in it, and the
heuristic never looks at a hidden card.
"""

from __future__ import annotations

from ..engine.actions import Action
from ..engine.game import Game, State
from .bot import Bot, decision_rng
from .hooks import hooks_for


class GreedyBot(Bot):
    name = "greedy"

    def choose(self, game: Game, view: State, actions: list[Action]) -> Action:
        if len(actions) == 1:
            return actions[0]
        scores = hooks_for(game).action_scores(game, view, actions[0].seat, actions)
        best = max(scores)
        top = [a for a, sc in zip(actions, scores) if sc >= best - 1e-9]
        if len(top) == 1:
            return top[0]
        return top[decision_rng(self.seed, game, view, actions).randbelow(len(top))]
