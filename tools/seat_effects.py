"""Where an Austin Powers seat's edge comes from: per seat, its starter deck, its wins (with the
95% interval, and by whether it moved first), the happenings it used and suffered and who
used them on it, and its points at the end, for games between computer players on the default
setup (the same deals, bots and reaction times as `tabletop simulate austin-powers --players N
--games G --bots B --seed S`, which this tool reproduces game for game).

    python tools/seat_effects.py --players 3 --games 400 --seed 1001
    python tools/seat_effects.py --players 4 --games 4000 --seed 1 --chunk 400 --jobs 2

With --chunk, it also prints each seat's win % on every run of that many games (seed sets
S, S+chunk, ...), and how many of those runs meet the goal (every seat within 5 points of 1/N;
with two players the first player within 45-55). `--option KEY=VALUE` passes a rules option.
Nothing is timed.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections import Counter, defaultdict
from multiprocessing import Pool
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tabletop.ai.base import make_bot  # noqa: E402
from tabletop.ai.driver import play_bots  # noqa: E402
from tabletop.commands.simreport import wilson  # noqa: E402
from tabletop.commands.simulate import bot_seed, parse_value  # noqa: E402
from tabletop.games import get_game  # noqa: E402
from tabletop.games.austin_powers.actions import ShowHappening  # noqa: E402
from tabletop.games.austin_powers.state import score  # noqa: E402


def play(job: tuple) -> dict:
    seed, players, bots_name, options = job
    game: Any = get_game("austin-powers")  # the Austin Powers engine (its card index, by_key)
    setup = game.default_setup(seed, players, options=dict(options))
    bots = [make_bot(bots_name, bot_seed(seed, 0, i)) for i in range(players)]
    hits: list[tuple[int, int, int]] = []  # (user, target, copies that came together at the end)

    def watch(state, seat, legal, action):
        if isinstance(action, ShowHappening):
            ge = state.gesture
            target = ge.copiers[-1] if action.target is None else action.target
            hits.append((ge.user, target, 1 if action.target is not None else 0))

    rec = play_bots(game, setup, bots, keep_actions=False, watch=watch)
    res = rec.result
    s: Any = rec.final
    points = [score(game.by_key, s, p) for p in range(players)]
    sides = [d.side for d in setup.decks]
    return {"seed": seed, "decks": [d.name for d in setup.decks], "sides": sides, "first": rec.first,
            "winners": list(res.winners) if res is not None else [], "reason": res.reason if res else "unfinished",
            "hits": hits, "points": points}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--bots", default="normal")
    ap.add_argument("--chunk", type=int, default=0)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    args = ap.parse_args(argv)
    options = {k: parse_value(v) for k, _, v in (o.partition("=") for o in args.option)}
    n = args.players
    jobs = [(seed, n, args.bots, options) for seed in range(args.seed, args.seed + args.games)]
    if args.jobs > 1:
        with Pool(args.jobs) as pool:
            games = pool.map(play, jobs, chunksize=8)
    else:
        games = [play(j) for j in jobs]

    deck_wins: dict[str, float] = defaultdict(float)
    deck_games: Counter[str] = Counter()
    place_wins: dict[str, float] = defaultdict(float)
    place_games: Counter[str] = Counter()
    mark = {"austin": "A", "evil": "E"}
    for g in games:
        sides = g["sides"]
        for p, name in enumerate(g["decks"]):
            # the seat's place: the side before it in turn order, its own, the side after it
            place = "".join(mark[sides[q % len(sides)]] for q in (p - 1, p, p + 1))
            deck_games[name] += 1
            place_games[place] += 1
            if p in g["winners"]:
                deck_wins[name] += 1 / len(g["winners"])
                place_wins[place] += 1 / len(g["winners"])
    print(f"Austin Powers: {args.games} games, {n} players, bots {args.bots}, seeds "
          f"{args.seed}..{args.seed + args.games - 1}" + (f", options {options}" if options else ""))
    wins = [0.0] * n
    wins_first = [0.0] * n
    firsts = [0] * n
    used = [0] * n
    hit = [0] * n
    by: Counter[tuple[int, int]] = Counter()
    tied = 0
    pts = [0] * n
    for g in games:
        for w in g["winners"]:
            wins[w] += 1 / len(g["winners"])
            if g["first"] == w:
                wins_first[w] += 1 / len(g["winners"])
        if g["first"] is not None:
            firsts[g["first"]] += 1
        for u, t, tie in g["hits"]:
            used[u] += 1
            hit[t] += 1
            by[(u, t)] += 1
            tied += tie
        for p in range(n):
            pts[p] += g["points"][p]
    G = len(games)
    fixed = all(g["decks"] == games[0]["decks"] for g in games)
    decks = games[0]["decks"] if fixed else ["(dealt by the seed)"] * n
    print(f"  {'seat':4} {'deck':22} {'wins %':>22} {'moved 1st: won %':>17} {'used':>6} {'hit':>6} "
          f"{'mean pts':>9}")
    for p in range(n):
        lo, hi = wilson(wins[p], G)
        wf = 100 * wins_first[p] / firsts[p] if firsts[p] else float("nan")
        print(f"  P{p + 1:<3} {decks[p]:22} {100 * wins[p] / G:6.1f} [{100 * lo:4.1f}-{100 * hi:4.1f}] "
              f"{wf:10.1f} of {firsts[p]:<4} {used[p] / G:6.2f} {hit[p] / G:6.2f} {pts[p] / G:9.1f}")
    total = sum(used)
    print(f"  happenings a game {total / G:.2f}; the last copies came together (user picked) "
          f"{100 * tied / max(1, total):.0f}%")
    print("  happenings used by row on column (share of the row's):")
    print("        " + " ".join(f"{'P' + str(t + 1):>6}" for t in range(n)))
    for u in range(n):
        print(f"    P{u + 1:<3} " + " ".join(f"{100 * by[(u, t)] / max(1, used[u]):5.1f}%" for t in range(n)))
    print("  by deck: " + "; ".join(f"{k} {100 * deck_wins[k] / deck_games[k]:.1f}% of {deck_games[k]}"
                                   for k in sorted(deck_games)))
    print("  by place (side before, own side, side after; A Austin Powers, E Dr. Evil): "
          + "; ".join(f"{k} {100 * place_wins[k] / place_games[k]:.1f}% of {place_games[k]}"
                      for k in sorted(place_games)))
    chi = sum((wins[p] - G / n) ** 2 / (G / n) for p in range(n))
    print(f"  chi-square against even seats: {chi:.2f} on {n - 1} degrees of freedom "
          f"(5% point {[0, 3.84, 5.99, 7.81, 9.49, 11.07][n - 1]})")
    if args.chunk:
        ok = 0
        runs = 0
        for i in range(0, G, args.chunk):
            part = games[i:i + args.chunk]
            if len(part) < args.chunk:
                break
            w = [0.0] * n
            f = 0.0
            for g in part:
                for x in g["winners"]:
                    w[x] += 1 / len(g["winners"])
                    if g["first"] == x:
                        f += 1 / len(g["winners"])
            share = [100 * x / len(part) for x in w]
            first = 100 * f / len(part)
            good = (45 <= first <= 55) if n == 2 else all(abs(x - 100 / n) <= 5 for x in share)
            ok += good
            runs += 1
            print(f"  seeds {part[0]['seed']}..{part[-1]['seed']}: " + " / ".join(f"{x:.1f}" for x in share)
                  + f"  first player {first:.1f}" + ("" if good else "  (outside)"))
        print(f"  {ok} of {runs} runs of {args.chunk} games meet the goal")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
