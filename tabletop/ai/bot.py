"""The bot interface and the simplest bot.

`Bot.choose(game, view, actions)` gets the game object, the state as its seat may see it
(`game.view(state, seat)`: hidden cards carry the key `HIDDEN`), and the non-empty list of
legal actions for its seat; it returns one of them. A bot never sees the real state.

Bots are seeded: a bot made with `make_bot(name, seed)` (tabletop/ai/base.py) makes the
same choice every time it is given the same view, legal list and seed. Bots that think
(greedy, search) derive the randomness of each decision from their seed and the view
itself (`decision_rng`), so the choice does not depend on what the bot was asked before:
an undo on the table, or a replay, gets the same answer.
"""

from __future__ import annotations

import hashlib

from ..engine.actions import Action
from ..engine.game import Game, State
from ..engine.rng import MASK64, Rng, seed_state
from ..engine.serial import canonical_json


class Bot:
    """Base class: subclasses implement `choose`."""

    name = "bot"
    #: whether `choose` looks at the view; a bot that does not is spared building it
    needs_view = True

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.rng = Rng(seed_state(seed))

    def choose(self, game: Game, view: State, actions: list[Action]) -> Action:
        raise NotImplementedError

    def interject(self, game: Game, view: State, actions: list[Action]) -> Action | None:
        """The game is not waiting for this seat, but it may step in with one of `actions`
        (an Austin Powers happening between the turn player's actions): return it, or None
        to let the moment pass. By default: the best action by the game's heuristic, if
        it is better than passing (score above 0)."""
        from .hooks import hooks_for
        scores = hooks_for(game).action_scores(game, view, actions[0].seat, actions)
        best = max(range(len(actions)), key=scores.__getitem__)
        return actions[best] if scores[best] > 0 else None

    def describe(self) -> str:
        """One line for listings: the bot and its budget."""
        return self.name


class RandomBot(Bot):
    """Picks uniformly among the legal actions."""

    name = "random"
    needs_view = False

    def choose(self, game: Game, view: State, actions: list[Action]) -> Action:
        actions = _allowed(game, actions) or actions
        return actions[self.rng.randbelow(len(actions))]

    def interject(self, game: Game, view: State, actions: list[Action]) -> Action | None:
        """The random bot answers what it is asked and never steps in on its own."""
        return None


def _allowed(game: Game, actions: list[Action]) -> list[Action]:
    """`actions` less the verbs no computer player picks (`GameHooks.bots_never`)."""
    from .hooks import hooks_for
    never = hooks_for(game).bots_never
    return [a for a in actions if a.verb not in never] if never else actions


def decision_rng(seed: int, game: Game, view: State, actions: list[Action]) -> Rng:
    """A generator for one decision, from the bot's seed and what it sees (nothing else)."""
    text = canonical_json(view) + "|" + "|".join(game.format(a) for a in actions)
    h = int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "little")
    return Rng(seed_state(h ^ seed_state(seed & MASK64)))
