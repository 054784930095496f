"""The bot interface and the simplest bot.

`Bot.choose(game, view, actions)` gets the game object, the state as its seat may see it,
and the non-empty list of legal actions for its seat; it returns one of them. Bots are
created per seat through `make_bot(name, seed)` so every choice is reproducible.
"""

from __future__ import annotations

from typing import Callable

from ..engine.actions import Action
from ..engine.game import Game, State
from ..engine.rng import Rng, seed_state


class Bot:
    """Base class: subclasses implement `choose`."""

    name = "bot"
    #: whether `choose` looks at the view; a bot that does not is spared building it
    needs_view = True

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed_state(seed))

    def choose(self, game: Game, view: State, actions: list[Action]) -> Action:
        raise NotImplementedError


class RandomBot(Bot):
    """Picks uniformly among the legal actions."""

    name = "random"
    needs_view = False

    def choose(self, game: Game, view: State, actions: list[Action]) -> Action:
        return actions[self.rng.randbelow(len(actions))]


BOTS: dict[str, Callable[[int], Bot]] = {"random": RandomBot}


def make_bot(name: str, seed: int = 0) -> Bot:
    try:
        return BOTS[name](seed)
    except KeyError:
        from ..engine.schema import did_you_mean
        raise ValueError(f"unknown bot {name!r}{did_you_mean(name, BOTS)}; "
                         f"the bots are {', '.join(BOTS)}") from None
