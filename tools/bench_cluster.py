"""Figures of `tabletop simulate --cluster`, each beside the process pool measured in the same run.

1. Games per second through the process pool (``--jobs 2``) and through a local Ray instance
   with the same two CPUs (``--cluster local --jobs 2``), on a fast kind of game (Austin Powers,
   random players: a few milliseconds a game, so Ray's cost per game shows) and a slow one
   (Afterworld, normal players). The steady rate is counted from the last game of the first
   quarter back to the last game (the time to the first game back, Ray's start-up, the nodes'
   check and the first workers included, is the "start-up" column);
   medians of --repeat rounds, pool and Ray taking turns. Beside the rates, which move with the
   other work of a shared machine, the CPU time a game of every process of the run (read from
   /proc over the same window): Ray's cost a game is the difference. The outcomes are compared.
2. A multi-node run on this machine, in a network namespace of its own (127.0.0.1 its only
   address: Ray listens on the node's address, which is 127.0.0.1 there and nothing else): a
   head with no CPU and two worker nodes started with ``ray start --address`` (1 CPU each); the
   CLI's report on that cluster beside the pool's, line for line but the lines about time;
   then the same run with one worker node killed (every process of it) while it plays.

    nice -n 10 .venv/bin/python tools/bench_cluster.py [--games 600,40] [--repeat 3] [--nodes-games 16]

Needs the extra (``pip install '.[cluster]'``); part 2 needs ``unshare`` (root) and ``ip``.
"""

from __future__ import annotations

import argparse
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "cluster"))

from tabletop.commands.simulate import Progress, plan, run_games  # noqa: E402

KINDS = {  # name: (game, bots)
    "fast": ("austin-powers", ["random", "random"]),
    "slow": ("afterworld", ["normal", "normal"]),
}


def family_cpu() -> float:
    """CPU seconds used so far by this process and every live process below it (the pool's
    workers, or Ray's: its servers, agents and workers), from /proc."""
    tick = os.sysconf("SC_CLK_TCK")
    parent, used = {}, {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            fields = stat[stat.rindex(")") + 2:].split()
            parent[int(entry.name)] = int(fields[1])
            used[int(entry.name)] = (int(fields[11]) + int(fields[12])) / tick
    mine, total = {os.getpid()}, 0.0
    for pid in sorted(parent):  # parents are older: one pass in pid order finds most of them
        if parent[pid] in mine:
            mine.add(pid)
    for pid in parent:  # and the rest (pids wrap)
        p, chain = pid, []
        while p in parent and p not in mine and p > 1 and len(chain) < 64:
            chain.append(p)
            p = parent[p]
        if p in mine:
            mine.update(chain)
    for pid in mine:
        total += used.get(pid, 0.0)
    return total


def timed(game: str, bots: list[str], games: int, cluster: str | None):
    """(start-up s, steady games/s, CPU ms a game, outcomes) of one run of `games` games on two
    CPUs. The steady state: from the last game of the first quarter back to the last game."""
    jobs = plan(game, bots, games, 2, 1, False, None, False)
    skip = games // 4
    t0 = time.perf_counter()
    arrivals, outcomes, cpu = [], [], []
    for out in run_games(jobs, 2, Progress(len(jobs), False), cluster=cluster):
        arrivals.append(time.perf_counter())
        outcomes.append(out)
        if len(outcomes) in (skip + 1, games):
            cpu.append(family_cpu())
    window = len(arrivals) - 1 - skip
    return (arrivals[0] - t0, window / (arrivals[-1] - arrivals[skip]),
            (cpu[-1] - cpu[0]) / window * 1000, outcomes)


def same(a, b) -> bool:
    """The same games: every outcome but its clock times."""
    key = lambda o: (o.index, o.seed, o.seats, o.winners, o.reason, o.decisions, o.turns, o.cards,  # noqa: E731
                     o.verbs, o.first, o.cut_short)
    return [key(o) for o in a] == [key(o) for o in b]


def part_one(sizes: dict[str, int], repeat: int) -> None:
    print(f"1. the same two CPUs: the process pool (--jobs 2) against a local Ray (--cluster local "
          f"--jobs 2); medians of {repeat} rounds")
    print("   games/s: the steady rate (the machine is shared: wall-clock rates move with the others' work);")
    print("   CPU a game: of every process of the run (workers, pool or Ray's servers and agents, this one)")
    print(f"   {'games':30} {'games/s pool':>12} {'Ray':>6} {'CPU a game pool':>16} {'Ray':>9} "
          f"{'Ray costs':>10} {'Ray start-up':>13} {'same':>5}")
    for kind, (game, bots) in KINDS.items():
        n = sizes[kind]
        rates: dict = {"pool": [], "ray": []}
        cpus: dict = {"pool": [], "ray": []}
        start, alike = [], True
        for _ in range(repeat):
            _, rate, cpu, ref = timed(game, bots, n, None)
            rates["pool"].append(rate)
            cpus["pool"].append(cpu)
            up, rate, cpu, got = timed(game, bots, n, "local")
            rates["ray"].append(rate)
            cpus["ray"].append(cpu)
            start.append(up)
            alike = alike and same(ref, got)
        rp, rr = statistics.median(rates["pool"]), statistics.median(rates["ray"])
        cp, cr = statistics.median(cpus["pool"]), statistics.median(cpus["ray"])
        label = f"{n} {game} {bots[0]}-{bots[1]}"
        print(f"   {label:30} {rp:12.1f} {rr:6.1f} {cp:13.1f} ms {cr:6.1f} ms {cr - cp:7.1f} ms "
              f"{statistics.median(start):12.1f}s {'yes' if alike else 'NO':>5}")


def summary(out: str) -> list[str]:
    return [line for line in out.splitlines() if not line.lstrip().startswith("time")]


def part_two(games: int) -> None:
    """Inside a network namespace of its own (`unshare -nu`): 127.0.0.1 is its only address."""
    socket.sethostname("localhost")  # Ray takes the node's address from the host name here
    subprocess.run(["ip", "link", "set", "lo", "up"], check=True)
    from rayhead import Head, Node, cli, finished, wait_until
    home = Path(tempfile.mkdtemp(prefix="ttbench-"))
    os.environ["TABLETOP_HOME"] = str(home)
    argv = ("afterworld", "--games", str(games), "--bots", "normal,random", "--seed", "1", "--cards", "--quiet")
    t = time.perf_counter()
    code, pool_out, err = finished(cli(*argv, "--jobs", "2", env=dict(os.environ)), 900)
    assert code == 0, err
    print(f"   the pool, --jobs 2: {pool_out.splitlines()[-1].strip()}")
    t = time.perf_counter()
    head = Head(cpus=0, home=home, loopback_only=False)
    nodes = []
    try:
        nodes = [Node(head, 1), Node(head, 1)]
        print(f"   a head (0 CPUs) and two worker nodes (1 CPU each) up in {time.perf_counter() - t:.1f} s")
        code, out, err = finished(head.cli(*argv), 900)
        assert code == 0, err
        print(f"   --cluster {head.address}: {out.splitlines()[-1].strip()}")
        print(f"   the same report as the pool's, line for line but time: "
              f"{'yes' if summary(out) == summary(pool_out) else 'NO'}")
        for line in summary(out)[1:4]:
            print(f"      {line.strip()}")
        run = head.cli(*argv)
        playing = len(wait_until(nodes[1].games, 300) or [])
        assert playing, "the second node never played"
        t = time.perf_counter()
        nodes[1].kill()
        print(f"   again, the second worker node killed (every process of it) while it played "
              f"({playing} game{'s' if playing != 1 else ''} in play there)")
        code, out, err = finished(run, 900)
        assert code == 0, err
        print(f"   --cluster {head.address}: {out.splitlines()[-1].strip()} "
              f"({time.perf_counter() - t:.1f} s from the loss to the report)")
        print(f"   the same report as the pool's: {'yes' if summary(out) == summary(pool_out) else 'NO'}")
    finally:
        for node in nodes:
            node.stop()
        left = head.stop()
        shutil.rmtree(home, ignore_errors=True)
        if left:
            print(f"   (processes that had to be killed: {left})")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", default="600,40", help="games of the fast and the slow kind in part 1")
    ap.add_argument("--repeat", type=int, default=3, help="rounds of part 1 (medians)")
    ap.add_argument("--nodes-games", type=int, default=16, help="games of the multi-node runs")
    ap.add_argument("--part", choices=["1", "2", "both"], default="both")
    ap.add_argument("--inside", action="store_true", help=argparse.SUPPRESS)  # part 2, in its namespace
    args = ap.parse_args()
    if args.inside:
        part_two(args.nodes_games)
        return 0
    fast, slow = (int(x) for x in args.games.split(","))
    if args.part in ("1", "both"):
        part_one({"fast": fast, "slow": slow}, args.repeat)
    if args.part in ("2", "both"):
        print("2. a head and two worker nodes on this machine, in a network namespace of its own")
        if shutil.which("unshare") is None or shutil.which("ip") is None:
            print("   skipped: needs unshare and ip (util-linux, iproute2)")
            return 0
        env = {k: v for k, v in os.environ.items() if not k.startswith("RAY_")}  # part 1's local Ray's
        done = subprocess.run(["unshare", "-nu", sys.executable, __file__, "--inside",
                               "--nodes-games", str(args.nodes_games)], env=env)
        if done.returncode:
            print(f"   failed (exit {done.returncode}); unshare needs root")
            return done.returncode
    return 0


if __name__ == "__main__":
    sys.exit(main())
