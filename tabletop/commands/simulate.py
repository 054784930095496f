"""`tabletop simulate`: computer players play many games headless; results are summarized.

    tabletop simulate GAME --games 200 --bots search,greedy --jobs 2
    tabletop simulate GAME --players 4 --games 100 --bots search,random,random,random

Seats: when the bots differ, the seats turn every game, so every bot plays every seat
equally often: game g deals seed ``S + g // P`` and turns the seats by ``g % P`` (P players),
so each deal is played once from every seat arrangement (duplicate play, which cancels
the luck of the deal). Results are reported per bot as well as per seat. When all seats
run the same bot (or with ``--no-swap``) game g simply plays seed ``S + g``.

Reproducible: every game is a function of its deal seed, its seat arrangement and the bots'
seeds (derived from both); the search bot plays a fixed number of playouts per decision
(``--budget``, default `DEFAULT_ITERATIONS`), not a time. The default also caps a decision at
`DEFAULT_CAP_SECONDS`, which only a loaded machine ever reaches; the report counts the decisions
it cut short (a run with none reproduces exactly; ``--budget 300`` has no cap at all). Games run
in ``--jobs`` processes and are summarized in game order, so the results do not depend on the number of jobs;
only the lines about time do. A progress bar goes to stderr. ``--cluster ADDRESS`` (or ``local``)
plays the same jobs on a Ray cluster instead (commands/cluster.py), with the same report.
"""

from __future__ import annotations

import json
import math
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from ..ai.base import make_bot, parse_budget
from ..ai.driver import play_bots
from ..ai.hooks import hooks_for
from ..ai.search import DEFAULT_CAP_SECONDS, DEFAULT_ITERATIONS
from ..engine.errors import UsageError
from ..engine.game import DeckList
from ..engine.serial import to_data
from ..games import UnknownGameError, get_game


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


# ---- one game ------------------------------------------------------------------------------

@dataclass
class GameJob:
    index: int
    game: str
    seed: int            # the deal
    players: int
    seats: list[str]     # bot name per seat
    turn: int            # how far the seats are turned from the --bots order
    budget: str | None
    save: bool
    cards: bool = False
    options: dict = field(default_factory=dict)   # --option: the game's rules options
    decks: list | None = None    # DeckList per seat (the matchup table); None: the default setup
    first: int | None = None     # the seat that moves first; None: as the deal's seed says


@dataclass
class GameOutcome:
    index: int
    seed: int
    seats: list[str]
    winners: tuple[int, ...] | None  # None: unfinished
    reason: str
    decisions: int
    times: dict[str, list[float]] = field(default_factory=dict)  # bot name -> decision seconds
    replay: str | None = None
    cut_short: int = 0  # search decisions the time cap stopped before their playouts were done
    #: the turns played when the game stopped (rounds = turns / players); None for a game
    #: that counts no turns (`Game.turns_taken`)
    turns: int | None = 0
    cards: dict | None = None  # --cards: seat -> key -> (drawn, playable, played)
    verbs: dict[str, int] = field(default_factory=dict)  # plays of each verb
    first: int | None = None  # the seat that moved first


def bot_seed(seed: int, turn: int, seat: int) -> int:
    return seed * 1009 + turn * 31 + seat


def play_job(job: GameJob) -> GameOutcome:
    """Play one game (in a worker process or not)."""
    game = get_game(job.game)
    setup = game.default_setup(job.seed, job.players, options=dict(job.options))
    if job.decks is not None:
        setup.decks = [DeckList(d.name, {k: list(v) for k, v in d.piles.items()}, d.side) for d in job.decks]
    if job.first is not None:
        setup.first = job.first
    bots = [make_bot(name, bot_seed(job.seed, job.turn, i), job.budget) for i, name in enumerate(job.seats)]
    watch = None
    if job.cards:
        from .cardstats import CardWatch
        watch = CardWatch(game, hooks_for(game).play_verbs)
    rec = play_bots(game, setup, bots, keep_actions=job.save, watch=watch)
    times: dict[str, list[float]] = {}
    for seat, dt in rec.decision_times:
        times.setdefault(job.seats[seat], []).append(dt)
    res = rec.result
    out = GameOutcome(job.index, job.seed, job.seats, None if res is None else tuple(res.winners),
                      "unfinished" if res is None else res.reason, rec.decisions, times,
                      cut_short=sum(getattr(b, "cut_short", 0) for b in bots), turns=rec.turns,
                      cards=watch.summary() if watch else None, verbs=rec.verbs, first=rec.first)
    if job.save:
        out.replay = json.dumps({
            "format": "tabletop-replay", "version": 1, "game": game.name,
            "seats": [{"name": setup.names[i], "human": False, "bot": bots[i].describe()}
                      for i in range(job.players)],
            "finished": res is not None, "undo": "all",
            "setup": to_data(rec.setup), "actions": rec.actions,
            "hash": game.hash(rec.final), "snapshot": game.to_data(rec.final),
        }, indent=1, ensure_ascii=False)
    return out


# ---- many games ----------------------------------------------------------------------------

def plan(game_name: str, names: list[str], games: int, players: int, seed: int, swap: bool,
         budget: str | None, save: bool, cards: bool = False, options: dict | None = None) -> list[GameJob]:
    jobs = []
    for g in range(games):
        if swap:
            turn = g % players
            seats = names[-turn:] + names[:-turn] if turn else list(names)
            deal = seed + g // players
        else:
            turn, seats, deal = 0, list(names), seed + g
        jobs.append(GameJob(g, game_name, deal, players, seats, turn, budget, save, cards, dict(options or {})))
    return jobs


class Progress:
    """A one-line text progress bar on stderr."""

    def __init__(self, total: int, enabled: bool) -> None:
        self.total = total
        self.enabled = enabled
        self.t0 = time.perf_counter()
        self.done = 0
        self.where = ""  # where the games are played, if not in --jobs processes here (the time line)

    def update(self, done: int) -> None:
        """`done` games finished (a count that only grows: games finished out of order count
        when they finish, the caller's in-order count never moves the bar back)."""
        self.done = done = max(done, self.done)
        if not self.enabled:
            return
        width = 30
        fill = round(width * done / self.total)
        spent = time.perf_counter() - self.t0
        left = spent / done * (self.total - done) if done else 0.0
        print(f"\r[{'#' * fill}{'.' * (width - fill)}] {done}/{self.total} games, "
              f"{_clock(spent)} spent, ~{_clock(left)} left ", end="", file=sys.stderr, flush=True)

    def close(self) -> None:
        if self.enabled:
            print(file=sys.stderr, flush=True)


def _clock(seconds: float) -> str:
    m, s = divmod(int(seconds + 0.5), 60)
    return f"{m}:{s:02d}"


def run_games(jobs: list[GameJob], workers: int, progress: Progress, work=play_job, cluster: str | None = None):
    """Yield the outcomes in game order, playing `workers` games at a time.

    The workers start from a clean process ("forkserver" where the system has it, else
    "spawn"), never as a fork of this one: a fork copies the locks that this process's other
    threads hold at that moment (a test runner's, a window's), and a worker that needs one
    waits for ever. `work` is the function each job runs in its worker (by default one game).
    With `cluster` (``--cluster``: an address, ``auto`` or ``local``) the jobs are played on a
    Ray cluster instead (commands/cluster.py; ``local`` starts one with `workers` CPUs)."""
    if cluster:
        from .cluster import run_on_cluster
        yield from run_on_cluster(jobs, cluster, workers, progress, work)
        return
    if workers <= 1 or len(jobs) <= 1:
        for job in jobs:
            yield work(job)
        return
    import multiprocessing
    methods = multiprocessing.get_all_start_methods()
    ctx = multiprocessing.get_context("forkserver" if "forkserver" in methods else "spawn")
    with ctx.Pool(min(workers, len(jobs))) as pool:
        yield from pool.imap(work, jobs, chunksize=1)


def parse_value(text: str):
    """An option's value as written on the command line: true/false, a whole number, or text."""
    low = text.strip().lower()
    if low in ("true", "on", "yes"):
        return True
    if low in ("false", "off", "no"):
        return False
    try:
        return int(low)
    except ValueError:
        return text.strip()


def parse_options(game, items: list[str], seed: int, players: int) -> dict:
    """``--option KEY=VALUE`` items as the game's rules options, checked on a first deal
    (a bad name or value is one message naming it; the default setup is checked too)."""
    from ..engine.errors import DataError, RulesError
    options = {}
    for item in items:
        key, eq, value = item.partition("=")
        if not eq or not key.strip():
            raise UsageError(f"--option {item!r}: write NAME=VALUE, a rules option of {game.title} and its value")
        options[key.strip()] = parse_value(value)
    try:
        game.new_state(game.default_setup(seed, players, options=dict(options)))
    except (ValueError, TypeError) as exc:
        raise UsageError(str(exc)) from None
    except (DataError, RulesError) as exc:
        raise UsageError(f"--option: {exc}") from None
    return options


def simulate_command(args) -> int:
    try:
        game = get_game(args.game)
    except UnknownGameError as exc:
        raise UsageError(str(exc)) from None
    if args.games < 1:
        raise UsageError("--games must be at least 1")
    if args.games > 1_000_000:
        raise UsageError("--games must be at most 1,000,000")
    if args.jobs < 1:
        raise UsageError("--jobs must be at least 1")
    if args.jobs > 256:
        raise UsageError("--jobs must be at most 256")
    names = [n.strip() for n in args.bots.split(",")]
    if len(names) == 1:
        names = names * args.players
    if len(names) != args.players:
        raise UsageError(f"--bots names {len(names)} bots for {args.players} players")
    budget = args.budget or f"{DEFAULT_ITERATIONS},{DEFAULT_CAP_SECONDS:g}s"
    try:
        parse_budget(budget)
        probes = {n: make_bot(n, 0, budget) for n in names}
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    options = parse_options(game, getattr(args, "option", None) or [], args.seed, args.players)
    if getattr(args, "cluster", None):
        from .cluster import check_cluster
        check_cluster(args.cluster)
    if getattr(args, "matchups", False):
        from .matchups import matchup_command
        return matchup_command(game, args, names, budget, options)
    swap = args.swap and len(set(names)) > 1
    save = Path(args.save) if args.save else None
    if save:
        from ..persist.diskio import writable_folder
        problem = writable_folder(save)
        if problem:
            raise UsageError(f"--save {args.save}: {problem}")
    jobs = plan(game.name, names, args.games, args.players, args.seed, swap, budget, save is not None,
                getattr(args, "cards", False), options)
    progress = Progress(len(jobs), not args.quiet)
    progress.update(0)
    t0 = time.perf_counter()
    outcomes = []
    try:
        for out in run_games(jobs, args.jobs, progress, cluster=getattr(args, "cluster", None)):
            outcomes.append(out)
            if save and out.replay is not None:
                from ..persist.diskio import atomic_write
                target = save / f"{game.name}-{out.index + 1:04d}-seed{out.seed}.json"
                try:
                    atomic_write(target, out.replay)
                except OSError as exc:
                    raise UsageError(f"cannot write {target}: {exc.strerror or exc}") from None
                out.replay = None
            progress.update(len(outcomes))
    finally:
        progress.close()
    report(game, names, args, swap, jobs, outcomes, probes, time.perf_counter() - t0, where=progress.where)
    return 0


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
