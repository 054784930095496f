"""Opponents by level (tabletop/ai/levels.py): easy, normal, hard by name, normal by default,
easy careless but never illegal. The ladder itself (hard beats normal, normal beats easy) is
measured with `tabletop simulate` (figures in the notes), not in a test."""

from tabletop.ai.base import BOTS, DEFAULT_BOT, LEVELS, make_bot
from tabletop.ai.driver import play_bots
from tabletop.ai.greedy import GreedyBot
from tabletop.ai.levels import EasyBot, HardBot, NormalBot
from tabletop.games import get_game


def test_the_levels_by_name_and_the_default():
    assert LEVELS == ("easy", "normal", "hard")
    assert DEFAULT_BOT == "normal"
    assert isinstance(make_bot("easy", 1), EasyBot)
    assert isinstance(make_bot("normal", 1), NormalBot) and isinstance(make_bot("normal", 1), GreedyBot)
    hard = make_bot("hard", 1, "5")  # a level keeps its own budget, whatever --budget says
    assert isinstance(hard, HardBot) and hard.per_game and hard.seconds == 0.95
    assert {"random", "greedy", "search"} <= set(BOTS)  # the old names keep working


def test_hard_thinks_with_the_games_own_budget_of_playouts():
    """900 playouts a decision in Afterworld, 300 in Austin Powers; a budget given is kept."""
    budgets = {}
    for name in ("afterworld", "austin-powers"):
        game = get_game(name)
        state = game.new_state(game.default_setup(3, 2))
        hard, fixed = HardBot(1), HardBot(1, playouts=20)
        while True:
            seat = game.to_act(state)[0]
            legal = game.legal_actions(state, seat)
            if len(legal) > 1:
                break
            game.play(state, legal[0])
        view = game.view(state, seat)
        assert hard.choose(game, view, legal) in legal and fixed.choose(game, view, legal) in legal
        budgets[name] = (hard.iterations, fixed.iterations, fixed.last_playouts)
        assert 0 < hard.last_playouts <= hard.iterations
    assert budgets == {"afterworld": (900, 20, 20), "austin-powers": (300, 20, 20)}
    assert HardBot(1, playouts=20).describe() == "hard (search, 20 playouts, at most 0.95 s)"


def test_easy_plays_whole_games_legally_and_overlooks_options():
    """Every action the easy bot picks is checked by the engine (play_bots plays it through
    `game.play`, which refuses an illegal one); and it does not always pick what normal would."""
    differs = decisions = 0
    for name in ("afterworld", "austin-powers"):
        game = get_game(name)
        for seed in (1, 2):
            easy, normal = EasyBot(seed), NormalBot(seed)
            seen = []

            def watch(state, seat, legal, action, easy=easy, normal=normal, game=game, seen=seen):
                if seat == 0 and len(legal) > 1 and action in legal:
                    view = game.view(state, seat)
                    seen.append(normal.choose(game, view, legal) != action)

            rec = play_bots(game, game.default_setup(seed), [easy, NormalBot(seed + 5)],
                            keep_actions=False, watch=watch)
            assert rec.result is not None
            decisions += len(seen)
            differs += sum(seen)
    assert decisions > 200
    assert 0.1 < differs / decisions < 0.9   # careless often, but not a random bot
