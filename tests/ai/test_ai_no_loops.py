"""No loops (issue 27, issue 25): a legal user card whose action gives actions back (an agent
with ``extra-action 6``) is used at most as often as AP-4.4 allows, and every computer player
finishes every turn with such a pool, each decision in bounded time."""

from __future__ import annotations

import pytest

from tabletop.ai.base import make_bot
from tabletop.ai.driver import play_bots
from tabletop.games import get_game
from tabletop.games.austin_powers.cards import MAX_ACTIONS_PER_TURN
from tabletop.resources import config_dir

LOOP_AGENT = '''[[card]]
key = "loop-agent"
name = "Loop Agent"
type = "agent"
side = "austin"
dot = "purple"
rarity = "common"
gender = "male"
role = "gun"
vibes = { groovy = 1 }
score = 3
action = [ { do = "extra-action", amount = 6 } ]
'''

PURPLE = ("gadget-master-quill", "captain-lava-lamp", "the-spy-who-twisted-me")


def _reset():
    import tabletop.games.austin_powers as ap
    get_game.cache_clear()
    ap.load.cache_clear()


@pytest.fixture
def loop_game():
    """The Austin Powers pool with the user's Loop Agent, and a setup whose first deck holds
    four of them (in place of its purple cards: the 6-by-5 rule still holds)."""
    folder = config_dir() / "cards" / "austin_powers"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "loop.toml").write_text(LOOP_AGENT)
    _reset()
    g = get_game("austin-powers")
    assert "loop-agent" in g.by_key, "the user card was not loaded"
    yield g
    _reset()


def _setup(g, seed, players):
    setup = g.default_setup(seed, players)
    for d in setup.decks:
        if d.side == "austin":
            main = d.piles["main"]
            main[:] = ["loop-agent" if k in PURPLE else k for k in main]
            assert main.count("loop-agent") == 4
    return setup


@pytest.mark.parametrize("bot", ["random", "easy", "normal", "hard"])
def test_every_bot_finishes_every_turn_with_an_agent_that_gives_actions_back(loop_game, bot):
    g = loop_game
    uses = 0
    longest = 0
    for seed in range(1, 9):
        if uses and seed > 2:
            break
        setup = _setup(g, seed, 2)
        budget = None
        bots = [make_bot(bot, seed * 10 + i, budget) for i in range(2)]
        if bot == "hard":  # a small budget keeps the test short; the time cap is what it checks
            for b in bots:
                b.iterations, b.seconds, b.per_game = 60, 1.0, False
        per_turn: dict[int, int] = {}   # turn -> uses of the Loop Agent
        decisions: dict[int, int] = {}  # turn -> decisions of anyone in it

        def watch(state, seat, legal, action):
            nonlocal uses
            decisions[state.turn] = decisions.get(state.turn, 0) + 1
            assert state.actions_used <= state.actions_allowed <= MAX_ACTIONS_PER_TURN
            if action.verb == "use" and state.cards[action.card] == "loop-agent":
                uses += 1
                per_turn[state.turn] = per_turn.get(state.turn, 0) + 1

        rec = play_bots(g, setup, bots, max_actions=4000, keep_actions=False, watch=watch)
        assert rec.result is not None, f"{bot}, seed {seed}: the game did not end in 4000 actions"
        longest = max([longest, *per_turn.values()])
        assert max(decisions.values()) < 200, f"{bot}: a turn of {max(decisions.values())} decisions"
        if bot == "hard":
            assert max(t for _, t in rec.decision_times) < 3.0
    assert longest <= MAX_ACTIONS_PER_TURN
    assert uses > 0, "no computer player ever used the Loop Agent: the test reached nothing"
