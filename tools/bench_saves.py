"""Saves that do not grow with the game (issue 15): the growth table.

For games of 100, 1,000, 5,000 and 20,000 actions (Austin Powers, 2 players, with the
stalemate rule off and play that rarely scores, so that a game lasts that long) it prints,
as medians of several runs:

- load: `load_match(verify="later")`, what the table waits for (gate, field checks,
  snapshot and its hash); the full replay that follows in the background is shown beside it
  ("check"), and `load_autosave` for an autosave of the same game with its journal;
- save: `save_match` (Ctrl+S) and the file's size;
- autosave: what one more action costs the UI thread (`Autosaver.submit`) and the autosave
  thread (the shadow's play, hash and journal line), at that length;
- the reference, measured in the same run: python-chess replaying the same number of moves
  from their UCI text (`Board.push_uci`), a fresh board after each finished game.

    python tools/bench_saves.py [--sizes 100,1000,5000,20000] [--repeat 5]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tabletop.persist.autosave import Autosaver  # noqa: E402
from tabletop.persist.journal import load_autosave  # noqa: E402
from tabletop.engine.history import Match  # noqa: E402
from tabletop.engine.rng import Rng  # noqa: E402
from tabletop.games import get_game  # noqa: E402
from tabletop.persist.loading import load_match  # noqa: E402
from tabletop.persist.saves import save_match  # noqa: E402

QUIET = ("end", "no-bone", "no-offer", "no-copy", "no-happening", "no-ship", "keep-hand")


def long_game(n: int, seed: int = 7) -> Match:
    """An Austin Powers game of `n` actions: mostly the quiet answers, now and then anything."""
    g = get_game("austin-powers")
    m = Match(g, g.default_setup(seed, 2, options={"stalemate_rounds": 0}), undo="all")
    rng = Rng(seed)
    while len(m.history) < n:
        if m.over:
            raise SystemExit(f"the game ended after {len(m.history)} actions; try another seed")
        legal = m.legal_actions(m.to_act()[0])
        legal = [a for a in legal if a.verb not in ("propose-end", "accept-end")] or legal  # AP-10.3 by agreement
        quiet = [a for a in legal if a.verb in QUIET]
        pool = quiet if quiet and rng.randbelow(200) else legal
        m.play(pool[rng.randbelow(len(pool))])
    return m


def chess_moves(n: int, seed: int = 1) -> list[list[str]]:
    """Random games of chess, `n` plies in all, as UCI text."""
    import random

    import chess
    rnd = random.Random(seed)
    games, left = [], n
    while left > 0:
        b, moves = chess.Board(), []
        while not b.is_game_over(claim_draw=True) and len(moves) < left:
            mv = rnd.choice(list(b.legal_moves))
            moves.append(mv.uci())
            b.push(mv)
        games.append(moves)
        left -= len(moves)
    return games


def chess_replay(games: list[list[str]]) -> None:
    import chess
    for moves in games:
        b = chess.Board()
        for uci in moves:
            b.push_uci(uci)


def median_time(fn, repeat: int) -> float:
    out = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        after = fn()
        out.append(time.perf_counter() - t0)
        if callable(after):
            after()  # untimed: e.g. let a cancelled background check stop
    return statistics.median(out)


def autosave_step_cost(m: Match, folder: Path, repeat: int) -> tuple[float, float]:
    """(UI thread, autosave thread) seconds for one more action on a game of len(m.history)."""
    os.environ["TABLETOP_HOME"] = str(folder)
    saver = Autosaver(folder / "autosave.json")
    saver.begin(m)
    saver.submit(m)
    saver.flush(60)
    ui, thread = [], []
    for _ in range(repeat):
        legal = m.legal_actions(m.to_act()[0])
        m.play(legal[0])
        t0 = time.perf_counter()
        saver.submit(m)
        t1 = time.perf_counter()
        saver.flush(60)
        t2 = time.perf_counter()
        ui.append(t1 - t0)
        thread.append(t2 - t1)
    for _ in range(repeat):
        m.undo()
    return statistics.median(ui), statistics.median(thread)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--sizes", default="100,1000,5000,20000")
    p.add_argument("--repeat", type=int, default=5)
    args = p.parse_args()
    sizes = [int(x) for x in args.sizes.split(",")]
    print("Saves that do not grow (Austin Powers, 2 players); medians of", args.repeat, "runs")
    print(f"{'actions':>8} {'load':>9} {'autosave':>9} {'check':>8} {'save':>8} {'size':>9} "
          f"{'submit':>8} {'thread':>8} {'chess':>8} {'load/chess':>10}")
    for n in sizes:
        m = long_game(n)
        with tempfile.TemporaryDirectory() as tmp:
            folder = Path(tmp)
            path = folder / "game.json"
            save = median_time(lambda: save_match(m, path), args.repeat)
            size = path.stat().st_size

            def fast():
                match, info = load_match(path, verify="later")
                info.verification.cancel()
                return info.verification.wait
            load = median_time(fast, args.repeat)
            check = median_time(lambda: load_match(path, verify="now"), max(1, args.repeat // 2))
            ui, thread = autosave_step_cost(m, folder, args.repeat)
            auto = folder / "autosave.json"

            def resume():
                match, info = load_autosave(auto)
                info.verification.cancel()
                return info.verification.wait
            resume_t = median_time(resume, args.repeat)
        games = chess_moves(n)
        ref = median_time(lambda: chess_replay(games), args.repeat)
        print(f"{n:>8} {load * 1e3:>7.1f}ms {resume_t * 1e3:>7.1f}ms {check:>7.2f}s {save * 1e3:>6.1f}ms "
              f"{size / 1024:>7.0f}KB {ui * 1e6:>6.0f}us {thread * 1e3:>6.2f}ms {ref * 1e3:>6.1f}ms "
              f"{load / ref:>9.2f}x")
    print("load: load_match(verify='later'), the table's wait; autosave: load_autosave of the same game "
          "with its journal; check: the full replay (background on the table, at once for replays); "
          "submit/thread: one more action's autosave cost on the UI thread / the autosave thread; "
          "chess: python-chess push_uci of as many moves")


if __name__ == "__main__":
    main()
