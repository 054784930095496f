"""Benchmark the rules engines: actions per second, whole games per second, undo, save/load.

    python tools/bench_engine.py                       # both games, 2 players
    python tools/bench_engine.py --game austin-powers --players 6
    python tools/bench_engine.py --repeat 7            # more rounds, steadier medians

"Actions per second" counts what a bot or a UI pays for one step of play: listing the legal
actions of the seat that must act, then checking and applying one of them (random choice).
Every figure is the median over `--repeat` rounds, since this machine is shared and noisy.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tabletop.engine.history import Match  # noqa: E402
from tabletop.engine.rng import Rng  # noqa: E402
from tabletop.games import get_game  # noqa: E402


def random_game(game, seed: int, max_actions: int = 20000):
    """Play one random game; return (actions played, seconds)."""
    state = game.new_state(game.default_setup(seed, ARGS.players))
    rng = Rng(seed)
    n = 0
    t0 = time.perf_counter()
    while state.result is None and n < max_actions:
        seat = game.to_act(state)[0]
        legal = game.legal_actions(state, seat)
        game.play(state, legal[rng.randbelow(len(legal))])
        n += 1
    return n, time.perf_counter() - t0


def bench_game(name: str) -> None:
    game = get_game(name)
    rates, games_per_s = [], []
    for r in range(ARGS.repeat):
        total_n, total_t = 0, 0.0
        for g in range(ARGS.games):
            n, t = random_game(game, 1000 * r + g)
            total_n += n
            total_t += t
        rates.append(total_n / total_t)
        games_per_s.append(ARGS.games / total_t)

    # undo and save/load on a mid-game position of a real match
    m = Match(game, game.default_setup(7, ARGS.players))
    rng = Rng(7)
    for _ in range(200):
        if m.over:
            break
        legal = m.legal_actions(m.to_act()[0])
        m.play(legal[rng.randbelow(len(legal))])
    undo_t, save_t, load_t, snap_t = [], [], [], []
    for _ in range(ARGS.repeat * 20):
        t0 = time.perf_counter()
        game.clone(m.state)
        snap_t.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        m.undo()
        undo_t.append(time.perf_counter() - t0)
        m.redo()
        t0 = time.perf_counter()
        text = json.dumps(game.to_data(m.state))
        save_t.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        game.from_data(json.loads(text))
        load_t.append(time.perf_counter() - t0)

    med = statistics.median
    print(f"{game.title} ({ARGS.players} players, {ARGS.games} random games x {ARGS.repeat} rounds)")
    print(f"  actions per second (list legal + apply): median {med(rates):,.0f}")
    print(f"  full random games per second:           median {med(games_per_s):.2f}")
    print(f"  undo snapshot (taken before each action): median {med(snap_t) * 1e6:,.0f} us")
    print(f"  undo (restore snapshot):                 median {med(undo_t) * 1e6:,.0f} us")
    print(f"  save (state to JSON):                    median {med(save_t) * 1e3:.2f} ms "
          f"({len(text):,} bytes)")
    print(f"  load (JSON to state):                    median {med(load_t) * 1e3:.2f} ms")


def main() -> None:
    global ARGS
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", action="append", help="afterworld / austin-powers (default both)")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--games", type=int, default=10, help="games per round")
    p.add_argument("--repeat", type=int, default=5, help="rounds; medians are reported")
    ARGS = p.parse_args()
    for name in ARGS.game or ["afterworld", "austin-powers"]:
        bench_game(name)


ARGS: argparse.Namespace

if __name__ == "__main__":
    main()
