"""The search bot: information-set Monte Carlo tree search over determinized states.

Each iteration (one *playout*) deals the hidden cards of the view anew (`determinize`: the
opponents' hands and every deck's order are sampled from what the seat cannot see), walks
down one shared tree of actions, adds one node, plays on with the game's heuristic policy
for a short while and judges the position reached (`evaluate`). This is single-observer
ISMCTS (Cowling, Powley and Whitehouse 2012): the tree's nodes are sequences of actions,
and an action is only considered in the playouts where it is legal. Selection is PUCT: a
child's mean value plus an exploration term weighted by the heuristic's prior, counted over
the playouts in which the child was available.

"A short while" is until the turn changes (`playout_turns`), but a playout that has played
`playout_cutoff` actions stops at the first quiet position (`quiet`: no battle or showdown
that the judge cannot read): about twice as many playouts fit in the same time.

Values are per seat (a list of chances of winning), so the same search plays 2 to 6 seats;
every node is judged from the point of view of the seat that chose it.

Budgets: `iterations` playouts per decision, and/or `seconds` of thinking. With iterations
alone the bot is reproducible (`simulate` uses that); the table gives it a time budget so a
decision never keeps a player waiting. A decision with one legal action costs nothing.
"""

from __future__ import annotations

import math
import pickle
import time

from ..engine.actions import Action
from ..engine.game import Game, State
from ..engine.rng import Rng
from .bot import Bot, decision_rng
from .hooks import GameHooks, hooks_for

#: playouts per decision in iteration mode (simulate, tests)
DEFAULT_ITERATIONS = 300
#: thinking time per decision on the table (seconds), with DEFAULT_ITERATIONS * 4 as a cap
DEFAULT_SECONDS = 0.6
#: simulate's default: DEFAULT_ITERATIONS playouts, cut short only on a loaded machine
DEFAULT_CAP_SECONDS = 0.9
EXPLORATION = 1.4
#: forced actions in a row after which a playout is judged where it stands
MAX_FORCED = 1000


class Node:
    """One sequence of actions from the root: visits, value sums per seat, availability."""

    __slots__ = ("children", "n", "value", "avail", "prior")

    def __init__(self, seats: int, prior: float = 1.0) -> None:
        self.children: dict[Action, Node] = {}
        self.n = 0
        self.value = [0.0] * seats
        self.avail = 0
        self.prior = prior


def softmax(scores: list[float], temperature: float) -> list[float]:
    top = max(scores)
    ws = [math.exp((sc - top) / temperature) for sc in scores]
    total = sum(ws)
    return [w / total for w in ws]


def sample(weights: list[float], rng: Rng) -> int:
    """An index drawn with probability proportional to `weights` (which sum to ~1)."""
    x = (rng.u64() >> 11) * (1.0 / (1 << 53))
    acc = 0.0
    for i, w in enumerate(weights):
        acc += w
        if x < acc:
            return i
    return len(weights) - 1


def sample_softmax(scores: list[float], temperature: float, rng: Rng) -> int:
    """`sample(softmax(scores, temperature), rng)` in one pass, without normalising."""
    top = max(scores)
    exp = math.exp
    ws = [exp((sc - top) / temperature) for sc in scores]
    x = (rng.u64() >> 11) * (1.0 / (1 << 53)) * sum(ws)
    acc = 0.0
    for i, w in enumerate(ws):
        acc += w
        if x < acc:
            return i
    return len(ws) - 1


class SearchBot(Bot):
    name = "search"

    def __init__(self, seed: int = 0, iterations: int | None = None, seconds: float | None = None) -> None:
        super().__init__(seed)
        if iterations is None and seconds is None:
            iterations = DEFAULT_ITERATIONS
        self.iterations = iterations
        self.seconds = seconds
        self.last_playouts = 0  # playouts of the last decision (benchmarks)
        #: decisions the time cut short before their playouts were done (with both budgets)
        self.cut_short = 0

    def describe(self) -> str:
        parts = []
        if self.iterations is not None:
            parts.append(f"{self.iterations} playouts")
        if self.seconds is not None:
            parts.append(f"{self.seconds:g} s")
        return f"{self.name} ({', '.join(parts)})"

    # ---- the decision ----------------------------------------------------------------------
    def choose(self, game: Game, view: State, actions: list[Action]) -> Action:
        if len(actions) == 1:
            self.last_playouts = 0
            return actions[0]
        seat = actions[0].seat
        hooks = hooks_for(game)
        rng = decision_rng(self.seed, game, view, actions)
        pools = hooks.hidden_pools(game, view)
        root = Node(view.seats)
        priors = softmax(hooks.action_scores(game, view, seat, actions), 2.0 * hooks.temperature)
        for a, p in zip(actions, priors):
            root.children[a] = Node(view.seats, p)
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        limit = self.iterations if self.iterations is not None else DEFAULT_ITERATIONS * 4
        turn0 = game.turns_taken(view) or 0
        done = 0
        blob = pickle.dumps(view, pickle.HIGHEST_PROTOCOL)  # dealt from many times
        while done < limit:
            if deadline is not None and done and time.perf_counter() >= deadline:
                break
            s = hooks.determinize(game, view, pools, rng, blob)
            self._playout(game, hooks, s, root, actions, seat, turn0, rng)
            done += 1
        self.last_playouts = done
        if done < limit and self.iterations is not None:
            self.cut_short += 1
        best = max(actions, key=lambda a: (root.children[a].n, self._mean(root.children[a], seat),
                                           root.children[a].prior))
        return best

    @staticmethod
    def _mean(node: Node, seat: int) -> float:
        return node.value[seat] / node.n if node.n else 0.0

    def _playout(self, game: Game, hooks: GameHooks, s: State, root: Node, root_actions: list[Action],
                 seat: int, turn0: int, rng: Rng) -> None:
        path = [root]
        node = root
        actor = seat
        legal = root_actions
        apply = game.apply
        # selection and expansion
        while True:
            children = node.children
            if legal is not root_actions:
                fresh = [a for a in legal if a not in children]
                if fresh:
                    scores = hooks.action_scores(game, s, actor, legal)
                    priors = softmax(scores, 2.0 * hooks.temperature)
                    for a, p in zip(legal, priors):
                        if a not in children:
                            children[a] = Node(s.seats, p)
            parent_q = node.value[actor] / node.n if node.n else 0.5
            best: Action = legal[0]
            best_u = -1e9
            for a in legal:
                ch = children[a]
                ch.avail += 1
                q = ch.value[actor] / ch.n if ch.n else parent_q - 0.05
                u = q + EXPLORATION * ch.prior * math.sqrt(ch.avail) / (1 + ch.n)
                if u > best_u:
                    best_u = u
                    best = a
            ch = children[best]
            apply(s, best, None)
            path.append(ch)
            node = ch
            if ch.n == 0 or s.result is not None:
                break
            nxt = self._next_choice(game, s)
            if nxt is None:
                break
            legal = nxt
            actor = legal[0].seat
        value = self._rollout(game, hooks, s, turn0, rng)
        for nd in path:
            nd.n += 1
            v = nd.value
            for i, x in enumerate(value):
                v[i] += x

    @staticmethod
    def _next_choice(game: Game, s: State) -> list[Action] | None:
        """Play forced actions; return the next real choice (None at the end of the game, or
        after `MAX_FORCED` forced actions in a row: whatever the cards, a playout ends)."""
        for _ in range(MAX_FORCED):
            if s.result is not None:
                return None
            who = game.to_act(s)
            legal = game.legal_actions(s, who[0]) if who else []
            if len(legal) > 1:
                return legal
            if not legal:  # a dealing the public facts rule out: judge what we have
                return None
            game.apply(s, legal[0], None)
        return None

    @staticmethod
    def _rollout(game: Game, hooks: GameHooks, s: State, turn0: int, rng: Rng) -> list[float]:
        stop_turn = turn0 + hooks.playout_turns
        temp = hooks.temperature
        scores_of = hooks.action_scores
        cutoff = hooks.playout_cutoff
        quiet = hooks.quiet
        turns = game.turns_taken
        for n in range(hooks.playout_actions):
            if s.result is not None or (turns(s) or 0) >= stop_turn:
                break
            if cutoff is not None and n >= cutoff and quiet(game, s):
                break  # long enough, and the judge can read the position as it stands
            who = game.to_act(s)
            legal = game.legal_actions(s, who[0]) if who else []
            if not legal:
                break
            actor = who[0]
            if len(legal) == 1:
                a = legal[0]
            else:
                a = legal[sample_softmax(scores_of(game, s, actor, legal), temp, rng)]
            game.apply(s, a, None)
        return hooks.evaluate(game, s)
