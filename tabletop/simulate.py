"""`tabletop simulate`: computer players play many games headless; results are summarized.

Each game's seed is the first seed plus its number, so any single game can be played again
exactly (`--seed S --games 1`).
"""

from __future__ import annotations

import json
import math
import statistics
import sys
import time
from pathlib import Path

from .ai.base import make_bot
from .ai.driver import play_bots
from .cli import UsageError
from .engine.serial import to_data
from .games import UnknownGameError, get_game


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval of a proportion."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return (max(0.0, mid - half), min(1.0, mid + half))


def simulate_command(args) -> int:
    try:
        game = get_game(args.game)
    except UnknownGameError as exc:
        raise UsageError(str(exc)) from None
    if args.games < 1:
        raise UsageError("--games must be at least 1")
    names = args.bots.split(",")
    if len(names) == 1:
        names = names * args.players
    if len(names) != args.players:
        raise UsageError(f"--bots names {len(names)} bots for {args.players} players")
    try:
        [make_bot(n) for n in names]
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    save = Path(args.save) if args.save else None
    if save:
        save.mkdir(parents=True, exist_ok=True)
    wins = [0] * args.players
    draws = 0
    lengths = []
    reasons: dict[str, int] = {}
    t0 = time.perf_counter()
    for g in range(args.games):
        seed = args.seed + g
        setup = game.default_setup(seed, args.players)
        bots = [make_bot(n, seed * 31 + i) for i, n in enumerate(names)]
        rec = play_bots(game, setup, bots, keep_actions=save is not None)
        res = rec.result
        lengths.append(rec.decisions)
        if res is None:
            reasons["unfinished"] = reasons.get("unfinished", 0) + 1
        else:
            reasons[res.reason] = reasons.get(res.reason, 0) + 1
            if not res.winners:
                draws += 1
            for w in res.winners:
                wins[w] += 1 / len(res.winners)
        if save:
            (save / f"{game.name}-{seed}.json").write_text(json.dumps(
                {"format": "tabletop-replay", "version": 1, "game": game.name,
                 "setup": to_data(setup), "actions": rec.actions}))
        if not args.quiet:
            print(f"\r{g + 1}/{args.games} games", end="", file=sys.stderr, flush=True)
    if not args.quiet:
        print(file=sys.stderr)
    dt = time.perf_counter() - t0
    print(f"{game.title}: {args.games} games, {args.players} players, bots {','.join(names)}, "
          f"seeds {args.seed}..{args.seed + args.games - 1}")
    for seat in range(args.players):
        lo, hi = wilson(wins[seat], args.games)
        print(f"  P{seat + 1} ({names[seat]}): {wins[seat]:g} wins = {wins[seat] / args.games:.1%} "
              f"[95% {lo:.1%}-{hi:.1%}]")
    print(f"  draws: {draws}")
    print("  endings: " + ", ".join(f"{k} {v}" for k, v in sorted(reasons.items())))
    print(f"  actions per game: median {statistics.median(lengths):g}, "
          f"mean {statistics.fmean(lengths):.1f}")
    print(f"  time: {dt:.2f} s ({args.games / dt:.1f} games/s)")
    return 0
