"""Benchmark the rules engines against python-chess in the same process: speed, hash, memory, undo.

    python tools/bench_engine.py --against-chess            # every ratio, from one run
    python tools/bench_engine.py --against-chess --repeat 7 # more rounds, steadier medians
    python tools/bench_engine.py --growth                   # the growth table, 100..20,000 actions
    python tools/bench_engine.py --profile afterworld       # top functions of random play via Match
    python tools/bench_engine.py --copies                   # Game.clone and Game.view beside board.copy()

python-chess is the reference (`pip install .[bench]`): this machine is shared and noisy, so
every figure is a median over `--repeat` rounds and each round measures the reference right
beside it; a ratio is the median of the rounds' ratios, each round measuring python-chess
and the engines in turns of a quarter of `--seconds` (so a burst of load falls on all of
them), plies/s in CPU time of the process. Figures, for Afterworld, Austin Powers 2 players and 6 players:

- *Match plies/s*: random play through `Match` (what the table, loading and the bots use):
  list the legal actions of the seat to act, pick one at random, `Match.play` it (which keeps
  the undo record). Reference: python-chess random playouts (`list(board.legal_moves)`, a
  random move, `board.push`, `board.is_game_over()`), plies/s. The random players never pick
  a verb the bots never pick (`GameHooks.bots_never`: the Austin Powers proposal to end).
- *Match, log read*: the same, reading each action's log words as it is played (a table does;
  the match then writes words and reveal flag as it plays instead of when first read).
- *Match, undo asked*: the same as *log read*, and after each action the undo barrier of the
  action asked for (`Entry.shown`: each seat's view before and after it, engine/hiding.py),
  as the table's Undo button does after every action under the fair policy.
- *engine plies/s*: the same without `Match` (`Game.legal_actions` + `Game.play`, checked).
- *hash*: `Game.hash(state)` on a mid-game position, µs, against `chess.polyglot.zobrist_hash`
  of a mid-game board.
- *memory per action*: tracemalloc growth of a `Match` over 1,000 actions of a long game
  (random picks, but a pick that would end the game or score is taken back and another tried,
  and Austin Powers players start no showdown; when every pick ends the game, the last few
  actions are taken back and played differently), bytes per action, against a `chess.Board`
  pushed 1,000 random moves (a finished game restarts with the move stack kept).
- *undo*: `Match.undo()` at action 1,000, µs, against `board.pop()`.
- *Game.clone* and *Game.view* (one seat's) of the position at action 1,000, µs, against
  `board.copy()` of a mid-game board; beside each, the same done by the pickle round trip
  they used before engine/copier.py (`--copies`: these rows alone).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tabletop.ai.hooks import hooks_for  # noqa: E402
from tabletop.engine.history import Match  # noqa: E402
from tabletop.engine.rng import Rng  # noqa: E402
from tabletop.games import get_game  # noqa: E402

CONFIGS = [("afterworld", 2, "Afterworld"), ("austin-powers", 2, "Austin Powers 2p"),
           ("austin-powers", 6, "Austin Powers 6p")]
med = statistics.median


#: plies per second are counted in CPU time of this process: on a shared machine the time
#: other processes take falls outside it (for the reference and the engines alike)
CLOCK = time.process_time


def playable(game, legal: list) -> list:
    """The random players play on as the bots do: never a verb the bots never pick (an
    Austin Powers proposal to end the game by score would end most random games at once)."""
    never = hooks_for(game).bots_never
    return [a for a in legal if a.verb not in never] or legal if never else legal


# ---- python-chess, the reference ------------------------------------------------------------
def chess_playouts(seconds: float, seed: int) -> float:
    """Random playouts for about `seconds`; plies per second."""
    import chess
    rnd = random.Random(seed)
    plies, t0 = 0, CLOCK()
    while CLOCK() - t0 < seconds:
        board = chess.Board()
        while not board.is_game_over():
            moves = list(board.legal_moves)
            board.push(moves[rnd.randrange(len(moves))])
            plies += 1
    return plies / (CLOCK() - t0)


def chess_board(plies: int, seed: int):
    """A board after `plies` random moves (restarting from the position reached if a game ends)."""
    import chess
    rnd = random.Random(seed)
    board = chess.Board()
    for _ in range(plies):
        if board.is_game_over():
            board = _restart(board)
        moves = list(board.legal_moves)
        board.push(moves[rnd.randrange(len(moves))])
    return board


def _restart(board):
    """A new game that keeps `board`'s move stack (so memory keeps counting the whole stack)."""
    import chess
    fresh = chess.Board()
    fresh.move_stack = board.move_stack
    fresh._stack = board._stack
    return fresh


def chess_hash_us(board, n: int = 2000) -> float:
    import chess.polyglot
    h = chess.polyglot.zobrist_hash
    t0 = time.perf_counter()
    for _ in range(n):
        h(board)
    return (time.perf_counter() - t0) / n * 1e6


def chess_copy_us(board, n: int = 2000, stack: bool = True) -> float:
    """`board.copy()` of a mid-game board (its move stack too, as the default copies it; or
    without it, `stack=False`), µs."""
    copy = board.copy
    t0 = time.perf_counter()
    for _ in range(n):
        copy(stack=stack)
    return (time.perf_counter() - t0) / n * 1e6


def chess_memory_per_ply(plies: int, seed: int) -> float:
    tracemalloc.start()
    base = tracemalloc.get_traced_memory()[0]
    board = chess_board(plies, seed)
    used = tracemalloc.get_traced_memory()[0] - base
    tracemalloc.stop()
    del board
    return used / plies


def chess_pop_us(plies: int, seed: int, n: int = 200) -> float:
    board = chess_board(plies, seed)
    times = []
    for _ in range(n):
        t0 = time.perf_counter()
        m = board.pop()
        times.append(time.perf_counter() - t0)
        board.push(m)
    return med(times) * 1e6


# ---- tabletop -----------------------------------------------------------------------------------
def setup_of(game, players: int, seed: int, long: bool = False):
    setup = game.default_setup(seed, players)
    if long and game.name == "austin-powers":
        setup.options["stalemate_rounds"] = 0  # AP-10.3 off: a random game may run on
    return setup


def match_plies(game, players: int, seconds: float, seed: int, read: bool = False, barrier: bool = False) -> float:
    """Random play through Match for about `seconds`; plies per second. `read`: the log of
    each action is read as it is played (as a table does: the match then writes it at once);
    `barrier`: and its undo barrier asked for (the table's Undo button)."""
    plies, t0, g = 0, CLOCK(), 0
    while CLOCK() - t0 < seconds:
        m = Match(game, setup_of(game, players, seed * 100 + g))
        rng = Rng(seed * 100 + g)
        g += 1
        while not m.over and plies < 10 ** 7:
            legal = playable(game, m.legal_actions(m.to_act()[0]))
            m.play(legal[rng.randbelow(len(legal))])
            if read:
                m.history[-1].words
            if barrier:
                m.history[-1].shown
            plies += 1
    return plies / (CLOCK() - t0)


def engine_plies(game, players: int, seconds: float, seed: int) -> float:
    plies, t0, g = 0, CLOCK(), 0
    while CLOCK() - t0 < seconds:
        state = game.new_state(setup_of(game, players, seed * 100 + g))
        rng = Rng(seed * 100 + g)
        g += 1
        while state.result is None:
            legal = playable(game, game.legal_actions(state, game.to_act(state)[0]))
            game.play(state, legal[rng.randbelow(len(legal))])
            plies += 1
    return plies / (CLOCK() - t0)


def long_match(game, players: int, actions: int, seed: int, seconds: float = 90.0) -> Match:
    """A match of `actions` random actions; a pick that would end the game (or score, which
    leads to the end in Austin Powers) is taken back and another tried. Gives up after
    `seconds` (an Afterworld deck runs out: no game of it lasts for ever)."""
    m = Match(game, setup_of(game, players, seed, long=True))
    rng = Rng(seed)
    t0 = time.perf_counter()
    while len(m.history) < actions and time.perf_counter() - t0 < seconds:
        legal = playable(game, m.legal_actions(m.to_act()[0]))
        calm = [a for a in legal if a.verb not in QUARRELS]
        legal = calm or legal
        order = list(range(len(legal)))
        rng.shuffle(order)
        points = _points(m.state)
        for k, i in enumerate(order):
            m.play(legal[i])
            if k == len(order) - 1 or not (m.over or _points(m.state) > points):
                break
            m.undo()
            m.redo_stack.clear()
        if m.over:  # every choice ends the game: go back a few actions and play on differently
            for _ in range(min(len(m.history), 1 + rng.randbelow(30))):
                m.undo()
            m.redo_stack.clear()
    return m


#: Austin Powers: the long game's players never start a showdown (so the scores hardly move)
QUARRELS = ("shag", "assassinate")


def _points(state) -> int:
    """Austin Powers: all the points scored so far (a long game avoids scoring)."""
    return sum(getattr(state, "points_seen", ()))


def memory_per_action(game, players: int, actions: int, seed: int) -> tuple[float, int]:
    tracemalloc.start()
    m = Match(game, setup_of(game, players, seed, long=True))
    base = tracemalloc.get_traced_memory()[0]
    del m
    m = long_match(game, players, actions, seed)
    used = tracemalloc.get_traced_memory()[0] - base
    tracemalloc.stop()
    return used / max(1, len(m.history)), len(m.history)


def undo_us(m: Match, n: int = 30) -> float:
    times = []
    for _ in range(n):
        t0 = time.perf_counter()
        m.undo()
        times.append(time.perf_counter() - t0)
        m.redo()
    return med(times) * 1e6


def hash_us(game, m: Match, n: int = 300) -> float:
    h = game.hash
    state = m.state
    t0 = time.perf_counter()
    for _ in range(n):
        h(state)
    return (time.perf_counter() - t0) / n * 1e6


def _each_us(fn, n: int) -> float:
    t0 = time.perf_counter()
    for _ in range(n):
        fn()
    return (time.perf_counter() - t0) / n * 1e6


class _PickleCopies:
    """While it lasts, `Game.clone` and `Game.view` copy by the pickle round trip, as they did
    before engine/copier.py (the same run measures both)."""

    def __init__(self, game) -> None:
        import tabletop.engine.game as core
        import tabletop.engine.serial as serial
        self.modules = [m for m in (core, serial, sys.modules[type(game).__module__]) if hasattr(m, "clone")]

    def __enter__(self):
        from tabletop.engine.copier import fallback
        self.kept = [m.clone for m in self.modules]
        for m in self.modules:
            m.clone = fallback
        return self

    def __exit__(self, *exc) -> None:
        for m, fn in zip(self.modules, self.kept):
            m.clone = fn


def copy_us(game, m: Match, n: int = 500) -> dict[str, float]:
    """µs of `Game.clone` and of one seat's `Game.view` of a mid-game position, by the copier
    and (`pickle_` keys) by the pickle round trip they replaced."""
    state = m.state
    seats = state.seats
    out = {"clone": _each_us(lambda: game.clone(state), n),
           "view": _each_us(lambda: [game.view(state, s) for s in range(seats)], n // seats) / seats}
    with _PickleCopies(game):
        out["pickle_clone"] = _each_us(lambda: game.clone(state), n)
        out["pickle_view"] = _each_us(lambda: [game.view(state, s) for s in range(seats)], n // seats) / seats
    return out


# ---- reports ------------------------------------------------------------------------------------
def interleaved(runs: list, seconds: float, slices: int = 4) -> list[float]:
    """Each run's plies/s over `seconds`, measured in `slices` turns taken in rotation, so that
    whatever else loads the machine (another process on the sibling core slows this one even in
    CPU time) falls on the reference and the engines alike."""
    rates: list[list[float]] = [[] for _ in runs]
    for _ in range(slices):
        for out, run in zip(rates, runs):
            out.append(run(seconds / slices))
    return [statistics.mean(r) for r in rates]


def paired(xs: list[float], refs: list[float]) -> float:
    """The median of the rounds' ratios x / reference."""
    return med([x / r for x, r in zip(xs, refs)])


def against_chess() -> None:
    sec = ARGS.seconds
    rows: dict[str, dict[str, list[float]]] = {label: {} for _, _, label in CONFIGS}
    ref: dict[str, list[float]] = {"plies": [], "hash": [], "mem": [], "pop": [], "copy": [], "bare": []}
    long = {label: long_match(get_game(name), players, 1000, 7) for name, players, label in CONFIGS}
    board = chess_board(40, 7)
    for r in range(ARGS.repeat):
        for name, players, label in CONFIGS:
            game = get_game(name)
            row = rows[label]
            rates = interleaved([lambda s: chess_playouts(s, r),
                                 lambda s: match_plies(game, players, s, r),
                                 lambda s: match_plies(game, players, s, r, read=True),
                                 lambda s: match_plies(game, players, s, r, read=True, barrier=True),
                                 lambda s: engine_plies(game, players, s, r)], sec)
            ref["plies"].append(rates[0])
            for key, rate in zip(("chess", "match", "read", "barrier", "engine"), rates):
                row.setdefault(key, []).append(rate)
            ref["hash"].append(chess_hash_us(board))
            row.setdefault("hash", []).append(hash_us(game, long[label]))
            ref["pop"].append(chess_pop_us(1000, r))
            row.setdefault("undo", []).append(undo_us(long[label]))
            ref["copy"].append(chess_copy_us(board))
            ref["bare"].append(chess_copy_us(board, stack=False))
            for key, us in copy_us(game, long[label]).items():
                row.setdefault(key, []).append(us)
            if r < 3:
                ref["mem"].append(chess_memory_per_ply(1000, r))
                mem, n = memory_per_action(game, players, 1000, 7 + r)
                row.setdefault("mem", []).append(mem)
                row.setdefault("memn", []).append(n)
    cp, ch, cm, cu, cc, cb = (med(ref[k]) for k in ("plies", "hash", "mem", "pop", "copy", "bare"))
    print(f"python-chess {_chess_version()} in the same run, {ARGS.repeat} rounds, medians:")
    print(f"  random playouts {cp:,.0f} plies/s; zobrist_hash {ch:.1f} us; "
          f"{cm:,.0f} B per pushed move; pop {cu:.1f} us; board.copy() {cc:.1f} us "
          f"(without its move stack {cb:.1f} us)")
    for _, _, label in CONFIGS:
        row = rows[label]
        mp, ep, hu, mb, uu = (med(row[k]) for k in ("match", "engine", "hash", "mem", "undo"))
        print(f"{label}:")
        chess = row["chess"]
        rp = med(row["read"])
        ratios = [f"{x / c:.2f}" for x, c in zip(row["match"], chess)]
        print(f"  Match random play  {mp:>9,.0f} plies/s   {paired(row['match'], chess):5.2f}x python-chess "
              f"({med(chess):,.0f})   rounds: {' '.join(ratios)}")
        print(f"  Match, log read    {rp:>9,.0f} plies/s   {paired(row['read'], chess):5.2f}x python-chess "
              f"({med(chess):,.0f})   (the table: words read as played)")
        bp = med(row["barrier"])
        print(f"  Match, undo asked  {bp:>9,.0f} plies/s   {paired(row['barrier'], chess):5.2f}x python-chess "
              f"({med(chess):,.0f})   (and each action's undo barrier: {paired(row['barrier'], row['read']):.0%} "
              "of log read)")
        print(f"  engine alone       {ep:>9,.0f} plies/s   {paired(row['engine'], chess):5.2f}x python-chess "
              f"({med(chess):,.0f})   Match {paired(row['match'], row['engine']):.0%} of it")
        print(f"  state hash         {hu:>9.1f} us        {hu / ch:5.2f}x zobrist_hash ({ch:.1f} us)")
        print(f"  memory per action  {mb:>9,.0f} B         over {int(med(row['memn'])):,} actions "
              f"(python-chess {cm:,.0f} B per move)")
        print(f"  undo at action 1,000 {uu:>7.1f} us        (python-chess pop {cu:.1f} us)")
        copies(row, cc)


def copies(row: dict, chess_copy: float) -> None:
    """The rows of `Game.clone` and `Game.view` (by the copier, and as before by pickle)."""
    c, v, pc, pv = (med(row[k]) for k in ("clone", "view", "pickle_clone", "pickle_view"))
    print(f"  Game.clone         {c:>9.1f} us        {c / chess_copy:5.2f}x board.copy() ({chess_copy:.1f} us); "
          f"the pickle round trip {pc:.1f} us ({pc / c:.1f}x)")
    print(f"  Game.view, a seat  {v:>9.1f} us        {v / chess_copy:5.2f}x board.copy(); "
          f"by the pickle round trip {pv:.1f} us ({pv / v:.1f}x)")


def copies_only() -> None:
    """`--copies`: the copy rows alone (a quick look), python-chess's board.copy() beside them."""
    board = chess_board(40, 7)
    rows = {label: {} for _, _, label in CONFIGS}
    long = {label: long_match(get_game(name), players, 1000, 7) for name, players, label in CONFIGS}
    ref, bare = [], []
    for r in range(ARGS.repeat):
        ref.append(chess_copy_us(board))
        bare.append(chess_copy_us(board, stack=False))
        for name, _, label in CONFIGS:
            for key, us in copy_us(get_game(name), long[label]).items():
                rows[label].setdefault(key, []).append(us)
    print(f"python-chess {_chess_version()} board.copy() of a board after 40 moves: {med(ref):.1f} us, "
          f"without its move stack (stack=False) {med(bare):.1f} us ({ARGS.repeat} rounds, medians); "
          "the games' positions after 1,000 actions:")
    for label, row in rows.items():
        print(f"{label}:")
        copies(row, med(ref))


def growth() -> None:
    """The growth table of issue 15 (tools/bench_growth.py): load, save, size, memory, undo and
    table action cost at each length of one long Austin Powers game."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import bench_growth
    bench_growth.report(ARGS.growth_at, ARGS.repeat, 20)


def profile(name: str) -> None:
    import cProfile
    import pstats
    game = get_game(name)
    players = ARGS.players
    prof = cProfile.Profile()
    prof.enable()
    match_plies(game, players, 3.0, 1)
    prof.disable()
    pstats.Stats(prof).sort_stats("tottime").print_stats(ARGS.top)


def _chess_version() -> str:
    import chess
    return chess.__version__


def main() -> None:
    global ARGS
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--against-chess", action="store_true", help="every ratio against python-chess")
    p.add_argument("--growth", action="store_true",
                   help="load, save, size, memory, undo, table action as a game grows (bench_growth.py)")
    p.add_argument("--growth-at", type=int, nargs="*", default=[100, 1000, 5000, 20000])
    p.add_argument("--profile", metavar="GAME", help="cProfile top functions of random play via Match")
    p.add_argument("--copies", action="store_true",
                   help="Game.clone and Game.view (and the pickle round trip before them) beside board.copy()")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--top", type=int, default=25)
    p.add_argument("--seconds", type=float, default=1.0, help="seconds per throughput figure")
    p.add_argument("--repeat", type=int, default=5, help="rounds; medians are reported")
    ARGS = p.parse_args()
    if ARGS.profile:
        profile(ARGS.profile)
    if ARGS.growth:
        growth()
    if ARGS.copies:
        copies_only()
    if ARGS.against_chess or not (ARGS.profile or ARGS.growth or ARGS.copies):
        against_chess()


ARGS: argparse.Namespace

if __name__ == "__main__":
    main()
