"""`tabletop simulate --cluster ADDRESS`: the same games, played by the workers of a Ray cluster.

    tabletop simulate afterworld --bots hard,normal --games 200 --cluster auto     (on a node of it)
    tabletop simulate afterworld --bots hard,normal --games 200 --cluster HOST:6379
    tabletop simulate afterworld --bots hard,normal --games 20 --cluster local --jobs 2

The games are the process pool's: the same `GameJob`s (planned by `simulate.plan` or the matchup
table, every seed derived as there), each played by the same function in a Ray task and gathered
back in game order, so the report is the pool's number for number (only the lines about time
differ). The progress bar moves as games finish, in any order.

What travels: each job out, its `GameOutcome` back (a replay as text: ``--save`` writes it where
the command runs), and this machine's own card files (``config/cards/GAME/*.toml``, read by the
games) as the run's working folder, which each task takes as its ``TABLETOP_HOME``: the nodes
play with exactly the cards this machine plays with. The program itself does not travel: every
node that plays needs the same tabletop installed, and before the first game each says which it
has (version, Python, a digest of its code and data: `fingerprint`); a node that differs stops
the run with a message, since its games would not be the pool's.

A worker process or node lost mid-game: Ray plays the task again (up to `MAX_RETRIES` times);
a game is a function of its job, so the result is the same. Ctrl+C cancels the games in play
(their worker processes are stopped), disconnects, stops a local instance, and exits 130.

``--cluster local`` starts a Ray instance on this machine for the run, with ``--jobs`` CPUs,
reachable only on the loopback address (`_local_environment`), and stops it at the end.
Ray is an optional extra (``pip install 'tabletop[cluster]'``); the table never imports it.
"""

from __future__ import annotations

import hashlib
import os
import re
import secrets
import shutil
import socket
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from ..engine.errors import UsageError

INSTALL = "pip install 'tabletop[cluster]'"
MAX_RETRIES = 3            # a game whose worker died is played again this many times at most
CONNECT_SECONDS = 10.0     # a HOST:PORT that does not answer within this is no cluster
NODE_CHECK_SECONDS = 120.0  # every node says which tabletop it has within this
LOCAL_OBJECT_STORE = 200 * 1024 * 1024  # a local instance's shared memory (results are small)
_ADDRESS = re.compile(r"^(ray://)?(\[[0-9A-Fa-f:]+\]|[A-Za-z0-9_.-]+):(\d{1,5})$")


def check_cluster(address: str) -> None:
    """The ``--cluster`` value, checked before anything is planned: its form, Ray installed,
    and a HOST:PORT that answers."""
    if address not in ("local", "auto") and not _ADDRESS.match(address):
        raise UsageError(f"--cluster {address!r}: write HOST:PORT (the head's address, e.g. 10.0.0.5:6379), "
                         "auto (the cluster this machine belongs to) or local (one on this machine)")
    _import_ray(address)
    _reachable(address)


def _import_ray(address: str):
    if address == "local":
        _local_environment()
    try:
        import ray
    except ImportError:
        raise UsageError(f"--cluster needs Ray, which is not installed: {INSTALL}") from None
    return ray


def _local_environment() -> None:
    """Before Ray is imported: a local instance for one machine. Ray binds its servers to the
    node's address; with "multi-node off" (a switch Ray reads when it is imported) that address
    is 127.0.0.1, so nothing listens on the network. A token of the run's own unless the
    user's RAY_AUTH_* variables say otherwise (none is written in the home folder), and no
    usage report sent anywhere."""
    os.environ["RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER"] = "0"
    os.environ["RAY_USAGE_STATS_ENABLED"] = "0"
    if not any(k in os.environ for k in ("RAY_AUTH_MODE", "RAY_AUTH_TOKEN", "RAY_AUTH_TOKEN_PATH")):
        os.environ["RAY_AUTH_MODE"] = "token"
        os.environ["RAY_AUTH_TOKEN"] = secrets.token_hex(32)


def _auto_address() -> str | None:
    """Where ``auto`` leads, as Ray finds it first: RAY_ADDRESS, else the address the last
    ``ray start`` on this machine wrote (None: Ray looks further, and fails fast when it finds
    nothing)."""
    if os.environ.get("RAY_ADDRESS"):
        return os.environ["RAY_ADDRESS"]
    written = Path(os.environ.get("RAY_TMPDIR") or "/tmp") / "ray" / "ray_current_cluster"
    try:
        return written.read_text().strip() or None
    except OSError:
        return None


def _reachable(address: str) -> None:
    """A HOST:PORT answers (Ray itself would retry for minutes before it gave up on an address
    where nothing listens, as on one left by a head that was stopped)."""
    if address == "auto":
        found = _auto_address()
        if found and _ADDRESS.match(found):
            try:
                _reachable(found)
            except UsageError:
                raise UsageError(f"--cluster auto: it leads to {found} (RAY_ADDRESS, or the last "
                                 "`ray start --head` here), where no Ray cluster answers") from None
        return
    m = _ADDRESS.match(address)
    if m is None or m.group(1):  # Ray's client (ray://) fails fast by itself
        return
    host, port = m.group(2).strip("[]"), int(m.group(3))
    try:
        with socket.create_connection((host, port), timeout=CONNECT_SECONDS):
            pass
    except OSError as exc:
        raise UsageError(f"--cluster {address}: no Ray cluster answers there ({exc.strerror or exc}); "
                         "start one with `ray start --head`, or use --cluster local") from None


def fingerprint() -> str:
    """Which tabletop this process runs: version, Python, and a digest of every source and data
    file (the games' rules and cards); two nodes with the same fingerprint play the same games."""
    from .. import __version__
    from ..resources import PACKAGE, assets_dir
    digest = hashlib.sha256()
    roots = [(PACKAGE, "tabletop", ("assets", "layouts")), (assets_dir(), "assets", ())]
    for root, name, skip in roots:
        files = [p for p in root.rglob("*") if p.suffix in (".py", ".toml") and p.is_file()
                 and "__pycache__" not in p.parts and p.relative_to(root).parts[0] not in skip]
        for path in sorted(files, key=lambda p: p.relative_to(root).as_posix()):
            digest.update(f"{name}/{path.relative_to(root).as_posix()}\0".encode())
            digest.update(path.read_bytes())
    return (f"tabletop {__version__}, Python {sys.version_info[0]}.{sys.version_info[1]}, "
            f"code and data {digest.hexdigest()[:12]}")


def play_game(work: Callable, job):
    """One game in a Ray task: the run's working folder (this machine's own cards) is the
    task's TABLETOP_HOME, then `work` (simulate.play_job) plays it as in the pool."""
    os.environ["TABLETOP_HOME"] = os.getcwd()
    return work(job)


def _working_folder(game: str) -> Path:
    """A folder holding a copy of this machine's own card files for `game`, shipped with the run."""
    from ..games.registry import entry
    from ..resources import config_dir
    home = Path(tempfile.mkdtemp(prefix="tabletop-cluster-"))
    mine = entry(game).user_cards_folder()
    cards = home / "config" / mine.relative_to(config_dir())
    cards.mkdir(parents=True)
    for path in sorted(mine.glob("*.toml")) if mine.is_dir() else []:
        shutil.copyfile(path, cards / path.name)
    (home / "README.txt").write_text("The own cards of a `tabletop simulate --cluster` run.\n")
    return home


def _connect(address: str, cpus: int, home: Path):
    ray = _import_ray(address)
    import logging
    common: dict[str, Any] = dict(log_to_driver=False, logging_level=logging.WARNING,
                                  runtime_env={"working_dir": str(home)})
    try:
        if address == "local":
            ray.init(num_cpus=cpus, include_dashboard=False, object_store_memory=LOCAL_OBJECT_STORE, **common)
        else:
            ray.init(address=address, **common)
    except Exception as exc:  # no cluster, another Ray version, a refused token: Ray's words
        first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        raise UsageError(f"--cluster {address}: Ray could not connect: {first}") from None
    return ray


def _check_nodes(ray, address: str) -> tuple[int, int]:
    """Every node with CPUs runs the tabletop this machine runs; (nodes, CPUs)."""
    from ray.util.scheduling_strategies import NodeAffinitySchedulingStrategy
    nodes = [n for n in ray.nodes() if n.get("Alive") and n.get("Resources", {}).get("CPU", 0) > 0]
    if not nodes:
        raise UsageError(f"--cluster {address}: the cluster has no node with a CPU to play on")
    probe = ray.remote(num_cpus=0, max_retries=1)(fingerprint)
    refs = [probe.options(scheduling_strategy=NodeAffinitySchedulingStrategy(n["NodeID"], soft=False)).remote()
            for n in nodes]
    ours = fingerprint()
    problems = []
    deadline = time.monotonic() + NODE_CHECK_SECONDS
    for node, ref in zip(nodes, refs):
        where = node.get("NodeManagerAddress", "?")
        try:
            theirs = ray.get(ref, timeout=max(1.0, deadline - time.monotonic()))
        except Exception as exc:
            theirs = f"cannot run tabletop ({str(exc).strip().splitlines()[-1] if str(exc).strip() else exc})"
        if theirs != ours:
            problems.append(f"node {where}: {theirs}")
    if problems:
        raise UsageError(f"--cluster {address}: every node must run the tabletop this machine runs "
                         f"({ours}), or its games would differ; " + "; ".join(problems[:3])
                         + (f"; and {len(problems) - 3} more" if len(problems) > 3 else ""))
    return len(nodes), int(sum(n["Resources"]["CPU"] for n in nodes))


def run_on_cluster(jobs: list, address: str, cpus: int, progress, work: Callable) -> Iterator:
    """Yield the outcomes of `jobs` in game order, played on the Ray cluster at `address`
    ("local": one started here with `cpus` CPUs, stopped at the end)."""
    if not jobs:
        return
    home = _working_folder(jobs[0].game)
    # Ray prints what happens on the cluster (a worker lost, a node gone) on stdout; while the
    # games run, stdout is stderr (the progress bar's), and the report alone goes to stdout
    stdout, sys.stdout = sys.stdout, sys.stderr
    try:
        ray = _connect(address, cpus, home)
        try:
            nodes, cluster_cpus = _check_nodes(ray, address)
            progress.where = (f"Ray cluster, {cluster_cpus} CPU{'s' if cluster_cpus != 1 else ''}"
                              f" on {nodes} node{'s' if nodes != 1 else ''}")
            task = ray.remote(num_cpus=1, max_retries=MAX_RETRIES)(play_game)
            yield from _gather(ray, task, jobs, work, progress, cluster_cpus)
        finally:
            ray.shutdown()
    finally:
        sys.stdout = stdout
        shutil.rmtree(home, ignore_errors=True)


def _gather(ray, task, jobs: list, work: Callable, progress, cpus: int) -> Iterator:
    """Keep about two games per CPU in flight, and never run far ahead of the next game to
    report (the ones finished early wait in memory); yield in game order."""
    total = len(jobs)
    pending: dict = {}               # ObjectRef -> job index
    finished: dict[int, object] = {}  # index -> outcome, until its turn comes
    submitted = yielded = 0
    checked = time.monotonic()
    try:
        while yielded < total:
            if time.monotonic() - checked > 10:  # a cluster may grow or shrink during a run
                cpus = max(1, int(ray.cluster_resources().get("CPU", cpus)))
                checked = time.monotonic()
            window = max(2, 2 * cpus)
            while submitted < total and len(pending) < window and submitted - yielded < max(4 * window, 64):
                pending[task.remote(work, jobs[submitted])] = submitted
                submitted += 1
            refs = list(pending)
            ready, _ = ray.wait(refs, num_returns=1, timeout=0.5)
            if ready:
                ready, _ = ray.wait(refs, num_returns=len(refs), timeout=0)
            for ref in ready:
                index = pending.pop(ref)
                finished[index] = _result(ray, ref, jobs[index])
                progress.update(yielded + len(finished))
            while yielded in finished:
                yield finished.pop(yielded)
                yielded += 1
    except KeyboardInterrupt:
        print(f"\ntabletop: stopped after {yielded + len(finished)} of {total} games; the cluster's "
              f"{len(pending)} unfinished game{'s' if len(pending) != 1 else ''} cancelled", file=sys.stderr, flush=True)
        raise
    finally:
        for ref in pending:
            try:
                ray.cancel(ref, force=True)
            except Exception:  # already finished or already gone: nothing left to stop
                pass


def _result(ray, ref, job):
    from ray.exceptions import RayTaskError
    try:
        return ray.get(ref)
    except RayTaskError:
        raise  # the game itself failed: as it would in the pool
    except ray.exceptions.RayError as exc:
        first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        raise UsageError(f"--cluster: game {job.index + 1} (seed {job.seed}) was lost {MAX_RETRIES + 1} times "
                         f"(its worker or node died each time): {first}") from None
