"""Benchmark the computer players: playouts per second of the search bot, time per decision.

    python tools/bench_bots.py                          # both games, 2 players
    python tools/bench_bots.py --game austin-powers --players 4
    python tools/bench_bots.py --budget 300 --positions 40 --repeat 3
    python tools/bench_bots.py --seconds 0.6            # the table's time budget instead

Positions are taken from games between greedy bots (every decision with a choice, spread
over the game). The search bot then decides each one, from its seat's view, with the
budget given (playouts, reproducible; or seconds). Reported, as medians over `--repeat`
rounds (this machine is shared and noisy):

- playouts per second: playouts played / seconds spent deciding;
- time per decision: median and maximum over the positions;
- the greedy bot's time per decision, for scale.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tabletop.ai.base import make_bot  # noqa: E402
from tabletop.ai.search import DEFAULT_ITERATIONS, SearchBot  # noqa: E402
from tabletop.games import get_game  # noqa: E402


def positions(game, players: int, count: int, seed: int):
    """(view, legal) pairs from greedy games, spread evenly over each game."""
    out = []
    g = 0
    while len(out) < count:
        bots = [make_bot("greedy", seed + g * 10 + i) for i in range(players)]
        state = game.new_state(game.default_setup(seed + g, players))
        found = []
        while state.result is None and len(found) < 2000:
            seat = game.to_act(state)[0]
            legal = game.legal_actions(state, seat)
            view = game.view(state, seat)
            if len(legal) > 1:
                found.append((view, legal))
            game.play(state, bots[seat].choose(game, view, legal))
        step = max(1, len(found) // 10)
        out.extend(found[::step][:10])
        g += 1
    return out[:count]


def bench(name: str) -> None:
    game = get_game(name)
    players = ARGS.players if name != "afterworld" else 2
    todo = positions(game, players, ARGS.positions, ARGS.seed)
    rates, medians, maxima, greedy_ms = [], [], [], []
    for r in range(ARGS.repeat):
        if ARGS.seconds:
            bot = SearchBot(r, iterations=10 ** 9, seconds=ARGS.seconds)
        else:
            bot = SearchBot(r, iterations=ARGS.budget)
        times, playouts = [], 0
        for view, legal in todo:
            t0 = time.perf_counter()
            bot.choose(game, view, legal)
            times.append(time.perf_counter() - t0)
            playouts += bot.last_playouts
        rates.append(playouts / sum(times))
        medians.append(statistics.median(times))
        maxima.append(max(times))
        greedy = make_bot("greedy", r)
        t0 = time.perf_counter()
        for view, legal in todo:
            greedy.choose(game, view, legal)
        greedy_ms.append((time.perf_counter() - t0) / len(todo) * 1000)
    budget = f"{ARGS.seconds:g} s" if ARGS.seconds else f"{ARGS.budget} playouts"
    print(f"{game.title}, {players} players, {len(todo)} positions, search budget {budget}, "
          f"{ARGS.repeat} rounds (medians):")
    print(f"  search: {statistics.median(rates):,.0f} playouts/s; time per decision median "
          f"{statistics.median(medians) * 1000:.0f} ms, max {statistics.median(maxima) * 1000:.0f} ms "
          f"(worst round {max(maxima) * 1000:.0f} ms)")
    print(f"  greedy: {statistics.median(greedy_ms):.2f} ms per decision")


def main() -> None:
    global ARGS
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--game", choices=["afterworld", "austin-powers", "both"], default="both")
    p.add_argument("--players", type=int, default=2, help="Austin Powers seats (default 2)")
    p.add_argument("--positions", type=int, default=30)
    p.add_argument("--budget", type=int, default=DEFAULT_ITERATIONS, help="playouts per decision")
    p.add_argument("--seconds", type=float, default=0.0, help="a time budget instead of playouts")
    p.add_argument("--repeat", type=int, default=3)
    p.add_argument("--seed", type=int, default=1)
    ARGS = p.parse_args()
    for name in (["afterworld", "austin-powers"] if ARGS.game == "both" else [ARGS.game]):
        bench(name)


if __name__ == "__main__":
    main()
