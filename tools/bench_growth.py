"""The growth table of issue 15: what a game costs as it grows to 100, 1,000, 5,000, 20,000 actions.

    python tools/bench_growth.py                      # the whole table (a few minutes)
    python tools/bench_growth.py --sizes 100,1000 --repeat 3
    python tools/bench_engine.py --growth             # the same, from the engine benchmark

The game: Austin Powers, 2 players, with the stalemate rule (AP-10.3) and the end by agreement
off, played by `bench_saves.long_game`: mostly the quiet answers (end my actions, no bone, no
offer...), now and then any legal action, every action legal and played through `Match` (no
undo, no retries), so the game really lasts that long: the scores move slowly and nobody
proposes to stop. (An Afterworld game cannot last that long: every turn draws a card, so the
decks run out within some 1,500 actions; the table says so and leaves it out.)

For each length, one row (medians of `--repeat` runs where timed):

- *memory*: tracemalloc growth of the `Match` while the game is played, per action and in all,
  and per action once every entry's log words are written (a table showing the log);
- *load*: `load_match(verify="later")`, what the table waits for (fields, snapshot and its
  hash); *check*: the full verification replay that follows in the background;
- *save*: `save_match` (Ctrl+S), and the file's *size*;
- *undo*: `Match.undo()` at that length;
- *table*: one action on the table at that length (`TableScene.perform` as a click would, the
  table re-reading the state, autosave off) and the frame drawn after it; and that action's
  cost against the same at action 10 (issue 15: within 2x at 10,000);
- references measured in the same run: python-chess replaying as many moves from UCI text
  (`push_uci`) beside *load*, and its bytes per pushed move beside *memory*.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from bench_engine import undo_us  # noqa: E402
from bench_saves import chess_moves, chess_replay, long_game, median_time  # noqa: E402

from tabletop.engine.rng import Rng  # noqa: E402
from tabletop.persist.loading import load_match  # noqa: E402
from tabletop.persist.saves import save_match  # noqa: E402

med = statistics.median


def built(n: int) -> tuple:
    """The long game of `n` actions; the memory its Match took while it was played, and with
    the whole log read (words written for every entry, as a table showing it holds them)."""
    long_game(10)  # warm: the card pool, the notation, the caches
    tracemalloc.start()
    base = tracemalloc.get_traced_memory()[0]
    m = long_game(n)
    used = tracemalloc.get_traced_memory()[0] - base
    for e in m.history:
        e.words
    with_log = tracemalloc.get_traced_memory()[0] - base
    tracemalloc.stop()
    return m, used, with_log


def file_costs(m, repeat: int) -> tuple[float, float, float, int]:
    """(load s, check s, save s, bytes) of the game saved to a file."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "game.json"
        save = median_time(lambda: save_match(m, path), repeat)
        size = path.stat().st_size

        def fast():
            match, info = load_match(path, verify="later")
            info.verification.cancel()
            return info.verification.wait
        load = median_time(fast, repeat)
        check = median_time(lambda: load_match(path, verify="now"), max(1, repeat // 2))
    return load, check, save, size


class Table:
    """One table (no window: the dummy video driver) whose match is the long game."""

    def __init__(self, m) -> None:
        from tabletop.ui.app import App
        from tabletop.ui.session import table_for_match
        from tabletop.play import COMPUTER, Seat
        self.app = App((1280, 800))
        self.table = table_for_match(m, [Seat(""), Seat("", COMPUTER, "random")],
                                     threaded_bots=False, autosave=False)
        self.app.push(self.table)
        self.table.refresh()  # the table catches up with the engine once
        self.app.step(1 / 60, [])

    def action_ms(self, sample: int, seed: int) -> tuple[float, float]:
        """Median ms of one table action and of the frame after it, over `sample` actions (undone
        afterwards, so the game keeps its length for the next figure)."""
        from bench_table_action import policy
        table, match = self.table, self.table.match
        rng = Rng(seed)
        acts, frames, played = [], [], 0
        for _ in range(sample):
            if match.over:
                break
            a = policy(match.game, match.state, rng)
            t0 = time.perf_counter()
            ok = table.perform(a)
            t1 = time.perf_counter()
            self.app.draw()
            t2 = time.perf_counter()
            if not ok:
                raise SystemExit(f"the table refused {match.game.format(a)}: {table.shown.last_refusal}")
            played += 1
            acts.append(t1 - t0)
            frames.append(t2 - t1)
        for _ in range(played):
            match.undo()
        table.refresh()
        return med(acts) * 1e3, med(frames) * 1e3

    def close(self) -> None:
        import pygame
        pygame.display.quit()


def chess_bytes_per_move(n: int) -> float:
    import chess
    games = chess_moves(n, 3)
    tracemalloc.start()
    base = tracemalloc.get_traced_memory()[0]
    boards = []
    for moves in games:
        b = chess.Board()
        for uci in moves:
            b.push_uci(uci)
        boards.append(b)
    used = tracemalloc.get_traced_memory()[0] - base
    tracemalloc.stop()
    return used / n


def report(sizes: list[int], repeat: int, sample: int) -> None:
    print(f"Growth (issue 15): Austin Powers, 2 players, stalemate rule and end by agreement off; "
          f"medians of {repeat} runs, table: {sample} actions")
    print(f"{'actions':>8} {'memory/act':>10} {'+log':>7} {'total':>8} {'load':>8} {'check':>7} {'save':>8} "
          f"{'size':>7} {'undo':>8} {'table act':>9} {'vs @10':>6} {'frame':>7} "
          f"{'chess replay':>12} {'chess B/move':>12}")
    base_table = None
    for n in sizes:
        m, used, with_log = built(n)
        got = len(m.history)
        load, check, save, size = file_costs(m, repeat)
        u = undo_us(m, 20)
        t = Table(m)
        if base_table is None:  # the reference: the same table at action 10 of the same game
            early = Table(long_game(10))
            base_table = early.action_ms(sample, 1)[0]
        act, frame = t.action_ms(sample, 1)
        games = chess_moves(got)
        ref = median_time(lambda: chess_replay(games), repeat)
        cb = chess_bytes_per_move(min(got, 5000))
        print(f"{got:>8,} {used / got:>8,.0f} B {with_log / got:>5,.0f} B {with_log / 1e6:>6.1f}MB {load * 1e3:>6.1f}ms "
              f"{check:>6.2f}s {save * 1e3:>6.1f}ms {size / 1024:>5.0f}KB {u:>6.0f}us "
              f"{act:>7.3f}ms {act / base_table:>5.2f}x {frame:>5.2f}ms "
              f"{ref * 1e3:>10.1f}ms {cb:>10,.0f} B", flush=True)
        del t, m
    print(f"table act at action 10 of the same game: {base_table:.3f} ms. load: load_match(verify='later'), "
          "what the table waits for; check: the full replay that verifies it (in the background); "
          "chess replay: python-chess push_uci of as many moves, same run.")
    print("Afterworld: not in the table; its decks run out (deck-out, AW-10) within about 1,500 actions.")


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--sizes", default="100,1000,5000,20000")
    p.add_argument("--repeat", type=int, default=3)
    p.add_argument("--sample", type=int, default=20, help="table actions measured at each length")
    args = p.parse_args(argv)
    report([int(x) for x in args.sizes.split(",")], args.repeat, args.sample)


if __name__ == "__main__":
    main()
