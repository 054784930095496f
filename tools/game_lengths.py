"""Where the short games come from: the rounds of each game by ending, by the winner's and the
loser's faction (or deck) and by pairing, for games between computer players on the default
setup (the same deals and bots as `tabletop simulate GAME --games N --bots B --seed S`).

    python tools/game_lengths.py afterworld --games 200 --seed 1
    python tools/game_lengths.py afterworld --games 200 --seed 1 --option engagement_stops_movement=true

A round is one turn of each player (as `simulate` counts it). Figures are medians of rounds and
counts of games; nothing is timed.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tabletop.ai.base import make_bot  # noqa: E402
from tabletop.ai.driver import play_bots  # noqa: E402
from tabletop.commands.simulate import bot_seed, parse_value  # noqa: E402
from tabletop.games import get_game  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("game")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--bots", default="normal")
    ap.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    args = ap.parse_args(argv)
    game = get_game(args.game)
    options = {k: parse_value(v) for k, _, v in (o.partition("=") for o in args.option)}
    rows = []
    for seed in range(args.seed, args.seed + args.games):
        setup = game.default_setup(seed, 2, options=dict(options))
        bots = [make_bot(args.bots, bot_seed(seed, 0, i)) for i in range(2)]
        rec = play_bots(game, setup, bots, keep_actions=False)
        res = rec.result
        sides = [d.side or d.name for d in setup.decks]
        winner = res.winners[0] if res is not None and len(res.winners) == 1 else None
        rows.append((res.reason if res is not None else "unfinished", sides, winner, rec.turns / 2))

    def median_line(label: str, xs: list[float]) -> str:
        return f"  {label}: {len(xs)} games, median {statistics.median(xs):g} rounds"

    print(f"{game.title}: {args.games} games, bots {args.bots}, seeds {args.seed}..{args.seed + args.games - 1}"
          + (f", options {options}" if options else ""))
    print(median_line("all", [r[3] for r in rows]))
    by: dict[tuple, list[float]] = defaultdict(list)
    for reason, sides, winner, rounds in rows:
        by[("ending", reason)].append(rounds)
        by[("pairing", " vs ".join(sorted(sides)))].append(rounds)
        if winner is not None:
            by[("winner", f"{sides[winner]}, {reason}")].append(rounds)
            by[("loser", f"{sides[1 - winner]}, {reason}")].append(rounds)
    for kind in ("ending", "winner", "loser", "pairing"):
        print(f"by {kind}:")
        for (k, label), xs in sorted(by.items()):
            if k == kind:
                print(median_line(label, xs))
    hist = Counter(int(r[3]) for r in rows)
    print("games ending in round n (rounds rounded down): "
          + ", ".join(f"{n}: {c}" for n, c in sorted(hist.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
