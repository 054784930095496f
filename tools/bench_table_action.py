"""What one action on the table costs as the game grows: at action 10, 100, 1,000, 5,000 and
10,000 of the same game (issue #15: within 2x of action 10 at action 10,000).

    python tools/bench_table_action.py
    python tools/bench_table_action.py --at 10,10000 --sample 40

The game: Austin Powers, 2 players, with the stalemate rule and the end by agreement off and
a policy that prefers to pass, so that it lasts 10,000 actions and more. At each mark the
match is played forward by the engine alone, the table catches up once, then `--sample`
actions are played through the table as a human's click would (`TableScene.perform`: the
engine, then the table re-reads the state: pieces, drop places, buttons, the log, the banner)
and each is followed by one drawn frame. Autosave is OFF (its cost is measured by the saves
benchmarks): this is the table's own cost. Medians, in milliseconds.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def policy(game, state, rng):
    seat = game.to_act(state)[0]
    legal = game.legal_actions(state, seat)
    passes = [a for a in legal if any(w in game.format(a) for w in ("pass", "end", "done", "no-", "skip"))]
    return passes[0] if passes else legal[rng.randbelow(len(legal))]


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--at", default="10,100,1000,5000,10000")
    p.add_argument("--sample", type=int, default=30)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args()
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

    from tabletop.engine.history import Match
    from tabletop.engine.rng import Rng
    from tabletop.games import get_game
    from tabletop.ui.app import App
    from tabletop.ui.session import table_for_match
    from tabletop.play import COMPUTER, Seat

    game = get_game("austin-powers")
    setup = game.default_setup(args.seed, 2, options={"stalemate_rounds": 0, "end_by_agreement": False})
    match = Match(game, setup, undo="fair")
    app = App((1280, 800))
    table = table_for_match(match, [Seat(""), Seat("", COMPUTER, "random")],
                            threaded_bots=False, autosave=False)
    app.push(table)
    rng = Rng(args.seed)
    marks = [int(x) for x in args.at.split(",")]
    print(f"Austin Powers, 2 players, stalemate rule off, autosave off; {args.sample} actions at each mark")
    base = None
    for mark in marks:
        while len(match.history) < mark and match.state.result is None:
            match.play(policy(game, match.state, rng))
        table.refresh()  # the table catches up with the engine once
        app.step(1 / 60, [])
        acts, frames = [], []
        for _ in range(args.sample):
            if match.state.result is not None:
                break
            a = policy(game, match.state, rng)
            t0 = time.perf_counter()
            ok = table.perform(a)
            t1 = time.perf_counter()
            app.draw()
            t2 = time.perf_counter()
            assert ok, table.shown.last_refusal
            acts.append(t1 - t0)
            frames.append(t2 - t1)
        med = statistics.median(acts)
        base = base or med
        print(f"  at action {mark:>6,}: table action median {med * 1e3:.3f} ms ({med / base:.2f}x action {marks[0]}); "
              f"frame after it {statistics.median(frames) * 1e3:.2f} ms; log lines kept {len(table.log.log_lines)}")


if __name__ == "__main__":
    main()
