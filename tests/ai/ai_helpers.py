"""Shared helpers of the bot tests: positions taken from real games, a legality-checking bot."""

from __future__ import annotations

from tabletop.ai.base import make_bot
from tabletop.ai.bot import Bot
from tabletop.engine.game import HIDDEN
from tabletop.games import get_game

AW = get_game("afterworld")
AP = get_game("austin-powers")


def midgame_states(game, players: int, seed: int, every: int, count: int):
    """Real states (not views) of a greedy game: every `every`-th decision with a choice."""
    bots = [make_bot("greedy", seed + i) for i in range(players)]
    state = game.new_state(game.default_setup(seed, players))
    out = []
    n = 0
    while state.result is None and len(out) < count:
        seat = game.to_act(state)[0]
        legal = game.legal_actions(state, seat)
        if len(legal) > 1:
            n += 1
            if n % every == 0:
                out.append(game.clone(state))
        game.play(state, bots[seat].choose(game, game.view(state, seat), legal))
    return out


def hidden_ids(view) -> set[int]:
    return {c for c, k in view.cards.items() if k == HIDDEN}


class Checked(Bot):
    """Wraps a bot: every choice must be one of the legal actions it was given, for the seat
    that acts, and the view must hide what the seat may not see."""

    def __init__(self, inner: Bot, seat: int, hidden_piles) -> None:
        super().__init__(0)
        self.inner = inner
        self.seat = seat
        self.hidden_piles = hidden_piles  # view -> ids the seat must not see
        self.choices = 0
        self.needs_view = True

    def choose(self, game, view, actions):
        assert actions and all(a.seat == self.seat for a in actions)
        for cid in self.hidden_piles(view, self.seat):
            assert view.cards[cid] == HIDDEN
        a = self.inner.choose(game, view, actions)
        assert a in actions, f"{self.inner.name} chose {game.format(a)}, which is not legal"
        self.choices += 1
        return a
