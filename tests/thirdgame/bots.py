"""What the thinking bots know of Duel: strike first, guard when struck, mend when hurt."""

from tabletop.ai.hooks import GameHooks, relative_values

from .engine import DECK, Play


class DuelHooks(GameHooks):

    def expected_cards(self, game, view, owner):
        return list(DECK)

    def action_scores(self, game, state, seat, actions):
        out = []
        for a in actions:
            if not isinstance(a, Play):
                out.append(0.0)
                continue
            key = state.cards[a.card]
            hurt = state.life[seat] < 5
            out.append({"strike": 3.0, "guard": 1.0, "mend": 2.0 if hurt else 0.1}[key])
        return out

    def evaluate(self, game, state):
        if state.result is not None:
            return super().evaluate(game, state)
        return relative_values([state.life[p] + 0.5 * state.guards[p] for p in range(2)], 2.0)
