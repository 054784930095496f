"""Frame times of the table while a computer player thinks (in the worker process, or in a
thread beside the window with --mode thread).

    python tools/bench_think.py                       # Afterworld, two search bots, 8 s
    python tools/bench_think.py --window              # a real window (DISPLAY, e.g. Xvfb)
    python tools/bench_think.py --game austin-powers --players 4 --seconds 12
    python tools/bench_think.py --mode thread         # the bots think in a thread instead
    python tools/bench_think.py --mode thread --switch 0.005   # Python's default switch interval

Two search bots play each other on a real table (dummy video driver unless --window); a
frame is forced 60 times a second (as if the pointer moved all the time: the resting loop
would draw fewer) and every frame drawn while a bot is thinking is timed. The window stays
responsive when those frames stay short. The reference: a bare fill and flip of the same
window, in the same run. In thread mode the table sets the interpreter's switch interval
(`tabletop.ui.app.SWITCH_INTERVAL`); --switch measures another one for comparison.
Printed: the median, 95th and 99th percentiles and maximum frame time while thinking, as
medians over --repeat runs (this machine is shared and noisy).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def one_run(args) -> tuple[float, float, float, float, int, float]:
    from tabletop.ui.app import App
    from tabletop.ui.launch import GameChoice, build_table
    from tabletop.play import COMPUTER, Seat

    w, h = (int(x) for x in args.size.split("x"))
    app = App((w, h))
    if args.switch:
        sys.setswitchinterval(args.switch)
    seats = [Seat("", COMPUTER, "search") for _ in range(args.players)]
    table = build_table(GameChoice(args.game, args.players, seats, seed=args.seed), autosave=False,
                        threaded_bots=args.mode)
    app.push(table)
    import pygame
    bare = []
    for _ in range(120):
        t0 = time.perf_counter()
        app.screen.fill((30, 60, 40))
        pygame.display.flip()
        bare.append(time.perf_counter() - t0)
    times: list[float] = []
    end = time.perf_counter() + args.seconds
    while time.perf_counter() < end:
        t0 = time.perf_counter()
        app.step(1 / 60, [])
        dt = time.perf_counter() - t0
        if table.computer.job is not None:
            times.append(dt)
        time.sleep(max(0.0, 1 / 60 - dt))
    times.sort()
    if not times:
        return 0.0, 0.0, 0.0, 0.0, 0, statistics.median(bare)
    n = len(times) - 1
    return (statistics.median(times), times[int(0.95 * n)], times[int(0.99 * n)], times[-1], len(times),
            statistics.median(bare))


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", default="afterworld")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--size", default="1280x800")
    p.add_argument("--seconds", type=float, default=8.0, help="length of one run")
    p.add_argument("--repeat", type=int, default=3)
    p.add_argument("--seed", type=int, default=4)
    p.add_argument("--switch", type=float, default=0.0,
                   help="thread switch interval in seconds (default: the table's own)")
    p.add_argument("--window", action="store_true", help="use the real video driver (needs DISPLAY)")
    p.add_argument("--mode", default="process", choices=("process", "thread"),
                   help="where the computer players think (the program: process)")
    args = p.parse_args()
    if not args.window:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    runs = [one_run(args) for _ in range(args.repeat)]
    from tabletop.ui.app import SWITCH_INTERVAL
    switch = args.switch or SWITCH_INTERVAL
    import pygame
    where = "in a worker process" if args.mode == "process" else f"in a thread, switch interval {switch * 1000:g} ms"
    print(f"{args.game}, {args.players} players, {args.size}, driver {pygame.display.get_driver()}, "
          f"search bots thinking {where}, {args.repeat} runs of {args.seconds:g} s")
    print(f"  frames while a bot thinks: {statistics.median(r[4] for r in runs):g} per run")
    print(f"  bare fill + flip (reference): median {statistics.median(r[5] for r in runs) * 1000:.1f} ms")
    for i, name in enumerate(("median", "95th percentile", "99th percentile", "max")):
        print(f"  frame time, {name}: {statistics.median(r[i] for r in runs) * 1000:.1f} ms")


if __name__ == "__main__":
    main()
