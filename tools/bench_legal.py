"""What one source of truth for the legal actions would cost: Afterworld's generated legal list
(`Game.legal_actions`, games/afterworld/legal.py) against the same list found by putting a
broad superset of candidate actions through the checks (`Game.check`, games/afterworld/
check.py), which is what a legal list written only once, as the checks, would have to do.

    python tools/bench_legal.py                 # 30 positions from random play, 5 rounds
    python tools/bench_legal.py --positions 60 --repeat 7

The candidates are the superset the consistency test filters (tests/afterworld/
test_aw_consistency.py `candidates`), for the seat to act only. Reference in the same run:
python-chess listing the legal moves of positions from random play (`list(board.legal_moves)`).
Figures are medians over the rounds, in µs per position, CPU time of the process.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests"), str(ROOT / "tests" / "afterworld")]

from tabletop.engine.errors import RulesError  # noqa: E402
from tabletop.engine.rng import Rng  # noqa: E402
from tabletop.games import get_game  # noqa: E402


def aw_positions(n: int) -> list:
    G = get_game("afterworld")
    out = []
    seed = 1
    while len(out) < n:
        s = G.new_state(G.default_setup(seed))
        rng = Rng(seed)
        for ply in range(400):
            if s.result is not None:
                break
            legal = G.legal_actions(s)
            if ply % 17 == 5:
                out.append(G.clone(s))
            G.play(s, legal[rng.randbelow(len(legal))])
        seed += 1
    return out[:n]


def through_checks(G, s, cands) -> list:
    seat = G.to_act(s)
    keep = []
    for a in cands:
        if getattr(a, "seat", seat) not in seat:
            continue
        try:
            G.check(s, a)
        except RulesError:
            continue
        keep.append(a)
    return keep


def chess_positions(n: int) -> list:
    import chess
    rnd = random.Random(1)
    out = []
    while len(out) < n:
        b = chess.Board()
        for ply in range(80):
            if b.is_game_over():
                break
            if ply % 9 == 4:
                out.append(b.copy())
            b.push(rnd.choice(list(b.legal_moves)))
    return out[:n]


def timed(fn, items) -> float:
    t0 = time.process_time()
    for x in items:
        fn(x)
    return (time.process_time() - t0) / len(items) * 1e6


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--positions", type=int, default=30)
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    from test_aw_consistency import candidates
    G = get_game("afterworld")
    positions = aw_positions(args.positions)
    cands = [candidates(s) for s in positions]
    same = all(set(G.legal_actions(s)) == set(through_checks(G, s, c)) for s, c in zip(positions, cands))
    boards = chess_positions(args.positions)
    rounds = []
    for _ in range(args.repeat):
        chess_us = timed(lambda b: list(b.legal_moves), boards)
        gen_us = timed(G.legal_actions, positions)
        chk_us = timed(lambda sc: through_checks(G, *sc), list(zip(positions, cands)))
        rounds.append((chess_us, gen_us, chk_us))
    chess_us, gen_us, chk_us = (statistics.median(r[i] for r in rounds) for i in range(3))
    n_cands = statistics.median(len(c) for c in cands)
    print(f"{args.positions} positions, {args.repeat} rounds (median); candidates per position: {n_cands:.0f}")
    print(f"python-chess legal moves      {chess_us:9.1f} µs/position")
    print(f"Afterworld generated list     {gen_us:9.1f} µs/position  ({gen_us / chess_us:.2f}x python-chess)")
    print(f"Afterworld through the checks {chk_us:9.1f} µs/position  ({chk_us / chess_us:.2f}x python-chess, "
          f"{chk_us / gen_us:.1f}x the generated list)")
    print(f"the two lists are the same on every position: {same}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
