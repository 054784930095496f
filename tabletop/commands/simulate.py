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
from .simreport import report


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
    if save:
        there = [p for p in (replay_path(save, game.name, j.index, j.seed) for j in jobs) if p.exists()]
        if there and not getattr(args, "force", False):  # before any game: nothing replaced unasked
            raise UsageError(f"--save {args.save}: {len(there)} of this run's {len(jobs)} replays are there "
                             f"already (the first: {there[0].name}): add --force to replace them, or name "
                             "another folder")
    progress = Progress(len(jobs), not args.quiet)
    progress.update(0)
    t0 = time.perf_counter()
    outcomes = []
    try:
        for out in run_games(jobs, args.jobs, progress, cluster=getattr(args, "cluster", None)):
            outcomes.append(out)
            if save and out.replay is not None:
                from ..persist.diskio import atomic_write
                target = replay_path(save, game.name, out.index, out.seed)
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


def replay_path(folder: Path, game: str, index: int, seed: int) -> Path:
    """Where `--save` writes the replay of the run's game `index` (from 0), dealt by `seed`."""
    return folder / f"{game}-{index + 1:04d}-seed{seed}.json"
