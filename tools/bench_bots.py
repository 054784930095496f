"""Benchmark the computer players: playouts per second of the search bot, time per decision.

    python tools/bench_bots.py                          # both games, 2 players
    python tools/bench_bots.py --game austin-powers --players 4
    python tools/bench_bots.py --budget 300 --positions 40 --repeat 3
    python tools/bench_bots.py --seconds 0.6            # the table's time budget instead
    python tools/bench_bots.py --old /tmp/search-old    # against another source tree

Positions are taken from games between greedy bots (every decision with a choice, spread
over the game). The search bot then decides each one, from its seat's view, with the
budget given (playouts, reproducible; or seconds). Reported, as medians over `--repeat`
rounds (this machine is shared and noisy):

- playouts per second: playouts played / seconds spent deciding;
- time per decision: median and maximum over the positions;
- the greedy bot's time per decision, for scale.

`--old TREE` measures another checkout of tabletop (for example the tree before a speed-up)
in the same run: every round runs one process per tree and game (in turns, the order
swapped every round), each importing its own tree's engine and bots, on the positions the
same seeds give (greedy games from the same setups; if the rules differ between the trees
the games may part: the positions' digest, printed beside each figure, says whether they
are the same). The report gives both medians and their ratio, and the ratio per round.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent


def _tree_from_argv() -> Path:
    if "--tree" in sys.argv:
        return Path(sys.argv[sys.argv.index("--tree") + 1]).resolve()
    return HERE


sys.path.insert(0, str(_tree_from_argv()))

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


def digest(game, todo) -> str:
    """A short digest of the positions: the legal lists as the game writes them."""
    text = "\n".join("|".join(game.format(a) for a in legal) for _, legal in todo)
    return hashlib.blake2b(text.encode(), digest_size=4).hexdigest()


def measure(name: str, rounds: list[int]) -> dict:
    """The figures of `rounds` (their indices seed the bot) for game `name` in this tree."""
    game = get_game(name)
    players = ARGS.players if name != "afterworld" else 2
    todo = positions(game, players, ARGS.positions, ARGS.seed)
    rates, medians, maxima, greedy_ms = [], [], [], []
    for r in rounds:
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
    return {"title": game.title, "players": players, "positions": len(todo),
            "digest": digest(game, todo), "rates": rates, "medians": medians,
            "maxima": maxima, "greedy_ms": greedy_ms}


def budget_text() -> str:
    return f"{ARGS.seconds:g} s" if ARGS.seconds else f"{ARGS.budget} playouts"


def report(f: dict, label: str = "search") -> None:
    print(f"  {label}: {statistics.median(f['rates']):,.0f} playouts/s; time per decision median "
          f"{statistics.median(f['medians']) * 1000:.0f} ms, max "
          f"{statistics.median(f['maxima']) * 1000:.0f} ms (worst round {max(f['maxima']) * 1000:.0f} ms)"
          f"; greedy {statistics.median(f['greedy_ms']):.2f} ms per decision; positions {f['digest']}")


def bench(name: str) -> None:
    f = measure(name, list(range(ARGS.repeat)))
    print(f"{f['title']}, {f['players']} players, {f['positions']} positions, search budget "
          f"{budget_text()}, {ARGS.repeat} rounds (medians):")
    report(f)


def worker_args(tree: Path, name: str, r: int) -> list[str]:
    args = [sys.executable, str(Path(__file__).resolve()), "--tree", str(tree), "--worker",
            "--game", name, "--round", str(r), "--players", str(ARGS.players),
            "--positions", str(ARGS.positions), "--budget", str(ARGS.budget),
            "--seconds", str(ARGS.seconds), "--seed", str(ARGS.seed)]
    return args


def run_worker(tree: Path, name: str, r: int) -> dict:
    env = dict(os.environ, PYTHONHASHSEED="0")
    out = subprocess.run(worker_args(tree, name, r), capture_output=True, text=True, env=env,
                         cwd=str(tree))
    if out.returncode != 0:
        sys.exit(f"the benchmark failed in {tree}:\n{out.stderr}")
    return json.loads(out.stdout.strip().splitlines()[-1])


def compare(name: str, old: Path) -> None:
    """Both trees, round by round, the order swapped each round."""
    trees = {"new": _tree_from_argv(), "old": old}
    runs: dict[str, list[dict]] = {"new": [], "old": []}
    for r in range(ARGS.repeat):
        order = ("old", "new") if r % 2 == 0 else ("new", "old")
        for which in order:
            runs[which].append(run_worker(trees[which], name, r))
    merged = {}
    for which, parts in runs.items():
        m = dict(parts[0])
        for key in ("rates", "medians", "maxima", "greedy_ms"):
            m[key] = [x for p in parts for x in p[key]]
        merged[which] = m
    new, oldf = merged["new"], merged["old"]
    print(f"{new['title']}, {new['players']} players, {new['positions']} positions, search budget "
          f"{budget_text()}, {ARGS.repeat} rounds (medians), old tree {old}:")
    report(oldf, "old")
    report(new, "new")
    ratio = statistics.median(new["rates"]) / statistics.median(oldf["rates"])
    per_round = ", ".join(f"{n / o:.2f}" for n, o in zip(new["rates"], oldf["rates"]))
    same = "same positions" if new["digest"] == oldf["digest"] else "positions differ (rules differ)"
    print(f"  new/old playouts per second: {ratio:.2f}x (rounds: {per_round}); {same}")


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
    p.add_argument("--old", type=Path, help="another tabletop source tree to measure beside this one")
    p.add_argument("--tree", type=Path, help=argparse.SUPPRESS)  # the tree this process imports
    p.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--round", type=int, default=0, help=argparse.SUPPRESS)
    ARGS = p.parse_args()
    if ARGS.worker:
        print(json.dumps(measure(ARGS.game, [ARGS.round])))
        return
    if ARGS.old is not None and not (ARGS.old / "tabletop" / "__init__.py").exists():
        p.error(f"--old {ARGS.old}: not a tabletop source tree (no tabletop/__init__.py)")
    for name in (["afterworld", "austin-powers"] if ARGS.game == "both" else [ARGS.game]):
        if ARGS.old is not None:
            compare(name, ARGS.old.resolve())
        else:
            bench(name)


if __name__ == "__main__":
    main()
