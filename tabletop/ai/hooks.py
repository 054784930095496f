"""What a thinking bot needs to know about one game, behind four small hooks.

The greedy and search bots are written once, over the engine's interface; everything
game-specific they use comes from a `GameHooks` object (the class a game's registry entry
names as its `bot_hooks`):

- `expected_cards(game, view, owner)`: the cards a seat's hidden piles are believed to be
  drawn from (their deck list as far as the viewer can tell: for Afterworld the starter deck
  of the faction their commanders show, for Austin Powers the starter deck of their side
  that best fits the cards seen). `determinize` turns a view into one plausible full state:
  every hidden card gets a key sampled from what is left of that list once the cards the
  viewer can see are taken out. The order of every deck is unknown, so it is random too.
- `action_scores(game, state, seat, actions)`: a readable heuristic scoring each legal
  action (higher is better, 0 is "as good as passing"). The greedy bot plays the best; the
  search bot uses the scores as prior and as its playout policy.
- `evaluate(game, state)`: each seat's chance of winning from here, in [0, 1], judged
  without playing on; the search bot's leaves.
- `playout_turns`: how many turn changes a search playout runs before `evaluate`;
  `playout_cutoff` and `quiet`: a playout may stop earlier, at a quiet position.

Nothing here reads the real state of a game: bots only ever pass views, or states they
built from views.
"""

from __future__ import annotations

import math
import pickle
from collections import Counter

from ..engine.actions import Action
from ..engine.game import HIDDEN, Game, State
from ..engine.rng import MASK64, Rng


class GameHooks:
    """Default knowledge: none. Subclasses override what they know better."""

    #: turn changes a playout may cross before it is judged (search bot)
    playout_turns = 1
    #: most actions of one playout (a safety net for very long turns)
    playout_actions = 200
    #: actions after which a playout stops at the first quiet position (`quiet`) and is
    #: judged there, before its turns are over; None: play the turns out
    playout_cutoff: int | None = None
    #: temperature of the playout policy: lower follows the heuristic more closely
    temperature = 1.0
    #: the hard level's playouts per decision in this game (None: `levels.HARD_PLAYOUTS`)
    hard_playouts: int | None = None
    #: verbs that put a card from hand into play (`simulate --cards`); empty: any verb that
    #: names a card in the actor's hand
    play_verbs: frozenset[str] = frozenset()
    #: verbs no computer player picks while it has another choice (Austin Powers: proposing
    #: to end the game, AP-10.3, is left to the humans)
    bots_never: frozenset[str] = frozenset()
    #: verbs whose count per game `simulate` reports (Austin Powers: gestures, copies, the
    #: happenings shown), in this order
    counted_verbs: tuple[str, ...] = ()

    # ---- hidden information ----------------------------------------------------------
    def expected_cards(self, game: Game, view: State, owner: int) -> list[str]:
        """Card keys `owner`'s hidden cards are believed to be drawn from (with repeats)."""
        return []

    def hidden_pools(self, game: Game, view: State) -> dict[int, tuple[list[int], list[str]]]:
        """owner -> (hidden card ids, keys left to deal them), computed once per decision."""
        hidden: dict[int, list[int]] = {}
        seen: dict[int, Counter] = {}
        for cid, key in view.cards.items():
            p = view.owner[cid]
            if key == HIDDEN:
                hidden.setdefault(p, []).append(cid)
            else:
                seen.setdefault(p, Counter())[key] += 1
        out = {}
        for p, ids in hidden.items():
            expected = self.expected_cards(game, view, p)
            left = Counter(expected)
            left.subtract(seen.get(p, Counter()))
            keys = sorted(k for k, n in left.items() for _ in range(max(0, n)))
            if len(keys) < len(ids):  # more hidden cards than the list explains (custom deck)
                extra = sorted(expected) or self.any_cards(game, view, p)
                i = 0
                while len(keys) < len(ids) and extra:
                    keys.append(extra[i % len(extra)])
                    i += 1
            out[p] = (sorted(ids), keys)
        return out

    def any_cards(self, game: Game, view: State, owner: int) -> list[str]:
        """Last resort for `hidden_pools`: any card keys at all."""
        return sorted(c.key for c in game.pool)

    def determinize(self, game: Game, view: State, pools, rng: Rng, blob: bytes | None = None) -> State:
        """One full state consistent with `view`: each hidden card gets a sampled key.

        `blob`: `pickle.dumps(view)`, when the caller deals many times from one view."""
        s = game.clone(view) if blob is None else pickle.loads(blob)
        cards = s.cards
        for p in sorted(pools):
            ids, keys = pools[p]
            keys = list(keys)
            rng.state = fast_shuffle(keys, rng.state)
            for cid, key in zip(ids, keys):
                cards[cid] = key
        s.rng = rng.u64() or 1
        return s

    # ---- judgement -------------------------------------------------------------------
    def action_scores(self, game: Game, state: State, seat: int, actions: list[Action]) -> list[float]:
        return [0.0] * len(actions)

    def quiet(self, game: Game, state: State) -> bool:
        """Whether `evaluate` can judge `state` as it stands (no exchange half done that
        it cannot see: a battle, a showdown). The playout cut-off waits for one."""
        return True

    def evaluate(self, game: Game, state: State) -> list[float]:
        """Each seat's chance of winning; the default knows only finished games."""
        n = state.seats
        if state.result is not None:
            return result_values(state)
        return [1.0 / n] * n


def fast_shuffle(items: list, state: int) -> int:
    """Shuffle `items` in place from the 64-bit `state` (inlined: determinizing deals a
    hundred cards per playout); returns the new state. One step of Knuth's MMIX linear
    congruential generator per card, whose high 32 bits are scaled to the range (the bias
    is below 2**-26 for a hundred cards, nothing a bot could notice): a third of the cost
    of a SplitMix64 draw per card. The caller's generator goes on from the returned state."""
    for i in range(len(items) - 1, 0, -1):
        state = (state * 6364136223846793005 + 1442695040888963407) & MASK64
        j = ((state >> 32) * (i + 1)) >> 32
        items[i], items[j] = items[j], items[i]
    return state


def result_values(state: State) -> list[float]:
    """A finished game's value per seat: 1 for a win, 0 for a loss; a draw shares."""
    n = state.seats
    assert state.result is not None, "result_values of a game still going on"
    winners = state.result.winners
    if not winners:
        return [1.0 / n] * n
    return [1.0 / len(winners) if p in winners else 0.0 for p in range(n)]


def sigmoid(x: float) -> float:
    if x < -40:
        return 0.0
    if x > 40:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))


def relative_values(scores: list[float], scale: float) -> list[float]:
    """Turn material-style scores into chances: each seat against the best of the others."""
    n = len(scores)
    if n == 2:
        v = sigmoid((scores[0] - scores[1]) / scale)
        return [v, 1.0 - v]
    out = []
    for p in range(n):
        best = max(scores[q] for q in range(n) if q != p)
        out.append(sigmoid((scores[p] - best) / scale))
    total = sum(out)
    return [v / total for v in out] if total > 0 else [1.0 / n] * n


_HOOKS: dict[str, GameHooks] = {}


def hooks_for(game: Game) -> GameHooks:
    """The hooks of `game` (generic ones for a game the bots know nothing about)."""
    h = _HOOKS.get(game.name)
    if h is None:
        from ..games.registry import UnknownGameError, entry
        try:
            cls = entry(game.name).hooks_class()
        except UnknownGameError:  # a game object made by hand (tests)
            cls = None
        h = cls() if cls is not None else GameHooks()
        _HOOKS[game.name] = h
    return h
