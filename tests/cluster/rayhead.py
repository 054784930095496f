"""A Ray head for the tests, on this machine's loopback only, and the processes it leaves.

`Head` runs ``ray start --head --block`` in a session of its own: with Ray's "multi-node off"
switch its servers listen on 127.0.0.1 only, with a token of the test's own (nothing written
in the home folder) and no usage report. `stop` ends the ``ray start`` process (which stops
every process it started), then waits for the session to empty; a process still there is
killed by its pid and reported. `Node` is a worker node joining a head (tools/bench_cluster.py
starts two, in a network namespace of its own where 127.0.0.1 is the only address). `cli` runs ``tabletop simulate`` in a process (and session) of
its own, as a user would, with the same environment; `session` lists a session's processes
with their titles (a Ray worker playing a game is titled ``ray::play_game``).
"""

from __future__ import annotations

import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

START_SECONDS = 90.0   # a loaded machine takes its time to start a head
STOP_SECONDS = 30.0


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def session(sid: int) -> list[tuple[int, str]]:
    """(pid, title) of every process of session `sid` (from /proc)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            fields = stat[stat.rindex(")") + 2:].split()
            if int(fields[3]) != sid or fields[0] == "Z":
                continue
            title = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace").strip()
        except (OSError, ValueError, IndexError):
            continue  # gone meanwhile
        found.append((int(entry.name), title))
    return found


def wait_until(check, seconds: float, step: float = 0.1):
    """`check()`'s first true value within `seconds`, else None."""
    end = time.monotonic() + seconds
    while True:
        got = check()
        if got or time.monotonic() > end:
            return got or None
        time.sleep(step)


def empty_or_killed(sid: int, seconds: float) -> list[str]:
    """Wait for session `sid` to empty; kill what is left by pid and return its titles."""
    if wait_until(lambda: not session(sid), seconds):
        return []
    left = session(sid)
    for pid, _ in left:
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
    return [title for _, title in left]


class _Ray:
    """A ``ray start --block`` process in a session of its own, and what it started."""

    def _start(self, what: str, argv: list[str], env: dict) -> None:
        self.temp = Path(tempfile.mkdtemp(prefix="ttray-"))  # short: Ray's socket paths must fit
        self.log = self.temp / "ray.log"
        with open(self.log, "wb") as log:
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "ray.scripts.scripts", "start", "--block", *argv,
                 "--dashboard-agent-listen-port", str(free_port()), "--disable-usage-stats",
                 "--object-store-memory", str(100 * 1024 * 1024), "--temp-dir", str(self.temp)],
                env=env, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                start_new_session=True)
        if not wait_until(lambda: "Ray runtime started" in self.log.read_text(errors="replace")
                          or self.proc.poll() is not None, START_SECONDS, 0.25) or self.proc.poll() is not None:
            text = self.log.read_text(errors="replace")[-3000:]
            self.stop()
            raise RuntimeError(f"the Ray {what} did not start:\n{text}")

    def games(self) -> list[int]:
        """The worker processes of this node playing a game now."""
        return [pid for pid, title in session(self.proc.pid) if title.startswith("ray::play_game")]

    def kill(self) -> None:
        """Every process of this node killed at once, as when its machine is lost."""
        for pid, _ in session(self.proc.pid):
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass

    def stop(self) -> list[str]:
        """Stop the node; the titles of the processes that had to be killed (none, normally)."""
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(STOP_SECONDS)
            except subprocess.TimeoutExpired:
                pass
        left = empty_or_killed(self.proc.pid, STOP_SECONDS)
        if self.proc.poll() is None:
            self.proc.wait(5)
        shutil.rmtree(self.temp, ignore_errors=True)
        return left


class Head(_Ray):
    """A head on 127.0.0.1. `loopback_only` (outside a network namespace of one's own): Ray's
    "multi-node off" switch, without which it listens on every address of the machine (and
    which no worker node may join)."""

    def __init__(self, cpus: int, home: Path, loopback_only: bool = True) -> None:
        self.token = secrets.token_hex(16)
        self.port = free_port()
        self.address = f"127.0.0.1:{self.port}"
        self.env = dict(os.environ, RAY_AUTH_MODE="token", RAY_AUTH_TOKEN=self.token,
                        RAY_USAGE_STATS_ENABLED="0", TABLETOP_HOME=str(home))
        if loopback_only:
            self.env["RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER"] = "0"
        self._start("head", ["--head", "--port", str(self.port), "--num-cpus", str(cpus),
                             "--include-dashboard", "false"], self.env)

    def cli(self, *argv: str, auto: bool = False) -> subprocess.Popen:
        """`tabletop simulate ARGV --cluster` this head (`auto`: ``--cluster auto``, led here by
        RAY_ADDRESS), in a session of its own, with the caller's TABLETOP_HOME (its own cards)."""
        env = dict(self.env, TABLETOP_HOME=os.environ["TABLETOP_HOME"])
        if auto:
            return cli(*argv, "--cluster", "auto", env=dict(env, RAY_ADDRESS=self.address))
        return cli(*argv, "--cluster", self.address, env=env)


class Node(_Ray):
    """A worker node joining `head` (``ray start --address``) with `cpus` CPUs of its own."""

    def __init__(self, head: Head, cpus: int) -> None:
        self._start("worker node", ["--address", head.address, "--num-cpus", str(cpus)], head.env)


def cli(*argv: str, env: dict) -> subprocess.Popen:
    """`tabletop simulate ARGV` in a process and session of its own, as a user runs it."""
    return subprocess.Popen([sys.executable, "-m", "tabletop", "simulate", *argv], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL,
                            text=True, start_new_session=True)


def finished(proc: subprocess.Popen, seconds: float = 180) -> tuple[int, str, str]:
    """Wait for a `cli` run; (exit code, stdout, stderr); nothing of its session may stay."""
    try:
        out, err = proc.communicate(timeout=seconds)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        out, err = proc.communicate()
        raise AssertionError(f"the run did not end within {seconds} s:\n{err[-2000:]}") from None
    left = empty_or_killed(proc.pid, STOP_SECONDS)
    assert not left, f"processes left behind by the run: {left}"
    return proc.returncode, out, err
