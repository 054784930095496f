"""What `tabletop simulate` prints at the end of a run: the win lines with their 95% intervals,
per bot and per seat, the endings, the game lengths (median and quartiles), the per-card
figures and the time line (commands/simulate.py plays the games)."""

from __future__ import annotations

import math
import statistics
import sys

from ..ai.hooks import hooks_for


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval of a proportion."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return (max(0.0, mid - half), min(1.0, mid + half))


def quartiles(xs: list[float]) -> tuple[float, float, float]:
    """First quartile, median and third quartile (the median of each half for the outer two)."""
    xs = sorted(xs)
    n = len(xs)
    if n == 1:
        return xs[0], xs[0], xs[0]
    half = n // 2
    return (statistics.median(xs[:half]), statistics.median(xs),
            statistics.median(xs[half + (n % 2):]))


def played_where(args, where: str = "") -> str:
    """The end of the time line: where the games were played."""
    return where or f"{args.jobs} job{'s' if args.jobs > 1 else ''}"


def report(game, names, args, swap, jobs, outcomes, probes, seconds, out=None, where: str = "") -> None:
    out = out or sys.stdout
    n = len(outcomes)
    players = args.players
    seeds = sorted({o.seed for o in outcomes})
    if swap:
        print(f"{game.title}: {n} games, {players} players, bots {','.join(names)}, seats turned every "
              f"game: deals {seeds[0]}..{seeds[-1]}, each from {players} seat arrangements", file=out)
    else:
        print(f"{game.title}: {n} games, {players} players, bots {','.join(names)}, "
              f"seeds {seeds[0]}..{seeds[-1]}", file=out)
    described = [f"{nm} = {probes[nm].describe()}" for nm in dict.fromkeys(names)
                 if probes[nm].describe() != nm]
    if described:
        print("  " + "; ".join(described), file=out)
    options = jobs[0].options if jobs else {}
    if options:
        print("  options: " + ", ".join(f"{k} = {v}" for k, v in options.items()), file=out)
    seat_wins = [0.0] * players
    bot_wins: dict[str, float] = {nm: 0.0 for nm in dict.fromkeys(names)}
    draws = 0
    reasons: dict[str, int] = {}
    for o in outcomes:
        reasons[o.reason] = reasons.get(o.reason, 0) + 1
        if o.winners is None:
            continue
        if not o.winners:
            draws += 1
        for w in o.winners:
            seat_wins[w] += 1 / len(o.winners)
            bot_wins[o.seats[w]] += 1 / len(o.winners)
    if swap:
        for nm, w in bot_wins.items():
            k = names.count(nm)
            lo, hi = wilson(w, n)
            share = f" (plays {k} of {players} seats)" if k > 1 else ""
            print(f"  {nm}: {w:g} wins = {w / n:.1%} [95% {lo:.1%}-{hi:.1%}]{share}", file=out)
        print("  by seat: " + ", ".join(f"P{i + 1} won {w / n:.1%}" for i, w in enumerate(seat_wins)), file=out)
    else:
        for seat in range(players):
            lo, hi = wilson(seat_wins[seat], n)
            print(f"  P{seat + 1} ({names[seat]}): {seat_wins[seat]:g} wins = {seat_wins[seat] / n:.1%} "
                  f"[95% {lo:.1%}-{hi:.1%}]", file=out)
    firsts = [o for o in outcomes if o.first is not None and o.winners is not None]
    if firsts:
        fw = sum(1 / len(o.winners) for o in firsts if o.first in o.winners)
        lo, hi = wilson(fw, len(firsts))
        print(f"  the first player won {fw / len(firsts):.1%} [95% {lo:.1%}-{hi:.1%}] "
              f"(1/{players} = {1 / players:.1%})", file=out)
    print(f"  draws: {draws}", file=out)
    print("  endings: " + ", ".join(f"{k} {v}" for k, v in sorted(reasons.items())), file=out)
    lengths = [o.decisions for o in outcomes]
    print(f"  actions per game: median {statistics.median(lengths):g}, "
          f"mean {statistics.fmean(lengths):.1f}", file=out)
    counted = hooks_for(game).counted_verbs
    if counted:
        print("  per game (mean): " + ", ".join(
            f"{v} {statistics.fmean(o.verbs.get(v, 0) for o in outcomes):.1f}" for v in counted), file=out)
    rounds = [o.turns / players for o in outcomes if o.turns is not None]
    if len(rounds) == len(outcomes):  # (a game that counts no turns has no rounds to report)
        q1, q2, q3 = quartiles(rounds)
        print(f"  rounds per game (a round is one turn of each player): median {q2:g}, "
              f"quartiles {q1:g}-{q3:g}, shortest {min(rounds):g}, longest {max(rounds):g}", file=out)
    times: dict[str, list[float]] = {}
    for o in outcomes:
        for nm, ts in o.times.items():
            times.setdefault(nm, []).extend(ts)
    for nm in dict.fromkeys(names):
        ts = sorted(times.get(nm, []))
        if ts:
            p95 = ts[min(len(ts) - 1, int(0.95 * len(ts)))]
            print(f"  time per decision, {nm}: median {statistics.median(ts) * 1000:.1f} ms, "
                  f"95% under {p95 * 1000:.1f} ms, max {ts[-1] * 1000:.1f} ms "
                  f"({len(ts)} decisions with a choice)", file=out)
    from ..ai.search import SearchBot
    if any(isinstance(probes[nm], SearchBot) for nm in names):
        cut = sum(o.cut_short for o in outcomes)
        print(f"  decisions cut short by the time cap: {cut}"
              + (" (a rerun may differ)" if cut else " (the run reproduces exactly from its seed)"),
              file=out)
    if getattr(args, "cards", False):
        from .cardstats import print_card_table
        print_card_table(game, outcomes, n * players, out)
    print(f"  time: {seconds:.2f} s ({n / seconds:.2f} games/s, {played_where(args, where)})", file=out)
