"""The search bot's playouts: where a playout stops (its turns, the cut-off at a quiet
position) and the determinization's shuffle."""

import collections

import pytest
from ai_helpers import AP, AW, midgame_states

from tabletop.ai.hooks import fast_shuffle, hooks_for
from tabletop.ai.search import SearchBot
from tabletop.engine.rng import Rng


class Counting:
    """The game, with its applies counted (what a playout played)."""

    def __init__(self, game) -> None:
        self.game = game
        self.applied = 0

    def __getattr__(self, name):
        return getattr(self.game, name)

    def apply(self, s, action, events):
        self.applied += 1
        self.game.apply(s, action, events)


def rollouts(game, seed: int, count: int):
    """(actions played, state reached, turn of the view) of one rollout from each of `count` determinized
    mid-game views."""
    hooks = hooks_for(game)
    rng = Rng(seed)
    out = []
    for state in midgame_states(game, 2, seed, 3, count):
        seat = game.to_act(state)[0]
        view = game.view(state, seat)
        s = hooks.determinize(game, view, hooks.hidden_pools(game, view), rng)
        counting = Counting(game)
        SearchBot._rollout(counting, hooks, s, view.turn, rng)
        out.append((counting.applied, s, view.turn))
    return out


@pytest.mark.parametrize("game", [AW, AP], ids=["afterworld", "austin-powers"])
def test_a_playout_is_cut_at_the_first_quiet_position_after_the_cutoff(game):
    hooks = hooks_for(game)
    assert hooks.playout_cutoff is not None  # both games cut their playouts short
    cut = ended = 0
    for n, s, _ in rollouts(game, 11, 12):
        if s.result is not None:
            ended += 1
            continue
        if n >= hooks.playout_cutoff:
            # judged where the judge can read the position: no battle or showdown half done
            assert hooks.quiet(game, s)
            cut += 1
    assert cut >= 6, (cut, ended)  # most of the mid-game playouts were cut


def test_afterworld_is_not_quiet_in_its_battle_step_and_austin_powers_not_inside_a_showdown():
    seen = collections.Counter()
    for game, busy in ((AW, lambda s: s.step == "battle" or s.battle is not None),
                       (AP, lambda s: s.showdown is not None)):
        hooks = hooks_for(game)
        for s in midgame_states(game, 2, 5, 1, 120):
            inside = busy(s)
            seen[(game.name, inside)] += 1
            assert hooks.quiet(game, s) is not inside
    assert all(seen[(g, inside)] for g in ("afterworld", "austin-powers") for inside in (True, False)), seen


def test_without_a_cutoff_a_playout_plays_its_turns_out():
    hooks = hooks_for(AW)
    saved = type(hooks).playout_cutoff
    type(hooks).playout_cutoff = None
    try:
        full = rollouts(AW, 11, 12)
    finally:
        type(hooks).playout_cutoff = saved
    for n, s, turn0 in full:  # each ended the game or ran into the next turn
        assert s.result is not None or s.turn >= turn0 + hooks.playout_turns
    cut = rollouts(AW, 11, 12)
    assert sum(n for n, _, _ in cut) < sum(n for n, _, _ in full)  # the cut-off shortens them


def test_the_shuffle_deals_every_order_equally_often_and_reproduces():
    counts = collections.Counter()
    state = 1
    for _ in range(24000):
        items = list("abcd")
        state = fast_shuffle(items, state)
        counts["".join(items)] += 1
    assert len(counts) == 24
    assert all(800 < n < 1200 for n in counts.values()), counts
    a, b = list(range(50)), list(range(50))
    assert fast_shuffle(a, 99) == fast_shuffle(b, 99) and a == b and a != list(range(50))
