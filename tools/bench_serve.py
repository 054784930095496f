"""`tabletop serve` under load: many tables playing at once, their clients driven from this
one process over loopback.

The server runs as `tabletop serve` in a process of its own, with its default limits: each
table is opened, and its two players connect, from an address of its own on loopback
(127.0.1.N: Linux answers on all of 127/8), as players at home would. The load generator
then plays random legal actions at every table (each client applies the changes of every
update and checks its hash, as a real client does), a pause of `--think` seconds before each.
It prints:

- tables opened per second (all `create`s sent at once, `--tables` of them, until the last
  answer), beside a bare websockets echo server's round trips in the same run;
- every action answered (sent, answered by an update, a refusal or a stale);
- the action -> update round trip, median and p95;
- the server's memory per table (its resident size before the tables and with them all
  playing, from /proc).

    .venv/bin/python tools/bench_serve.py [--tables 100] [--seconds 30] [--think 0.2]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from websockets.asyncio.client import connect  # noqa: E402
from websockets.asyncio.server import serve  # noqa: E402

from tabletop.net.changes import applied, view_hash  # noqa: E402

SHORTCUTS = ("propose-end", "accept-end", "concede")


def rss_kb(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def address(i: int) -> str:
    return f"127.0.{1 + i // 250}.{1 + i % 250}"


class Player:
    """One seat of one table, played at random."""

    def __init__(self, port: int, table: str, code: str, name: str, source: str, think: float,
                 stats: dict, rng: random.Random) -> None:
        self.port, self.table, self.code, self.name, self.source = port, table, code, name, source
        self.think, self.stats, self.rng = think, stats, rng
        self.pos: dict | None = None
        self.last = float("inf")
        self.pending: tuple[float, int] | None = None
        self.ws = None
        self.done = False

    async def run(self, until: float, last: float) -> None:
        """Play until `until` (no action sent after `last`: what was sent is answered by then)."""
        self.last = last
        async with connect(f"ws://127.0.0.1:{self.port}", compression=None, max_size=2**22,
                           local_addr=(self.source, 0), open_timeout=20) as ws:
            self.ws = ws
            await ws.send(json.dumps({"type": "hello", "protocol": 1, "name": self.name, "table": self.table,
                                      "code": self.code}))
            while time.monotonic() < until and not self.done:
                try:
                    raw = await asyncio.wait_for(ws.recv(), max(0.05, until - time.monotonic()))
                except asyncio.TimeoutError:
                    break
                at = time.perf_counter()
                m = json.loads(raw)
                kind = m["type"]
                if kind in ("refused", "stale") and self.pending is not None:
                    self.stats["answered"] += 1
                    self.stats[kind] += 1
                    self.pending = None
                if kind != "update":
                    if kind == "bye":
                        self.stats["bye"] += 1
                        return
                    continue
                if "view" not in m:
                    view = applied(self.pos["view"], m["changes"])  # type: ignore[index]
                    if view_hash(view) != m["hash"]:
                        self.stats["mismatch"] += 1
                    m = {**self.pos, **{k: v for k, v in m.items() if k not in ("changes", "base")},  # type: ignore[dict-item]
                         "view": view}
                self.pos = m
                if self.pending is not None and m["version"] > self.pending[1]:
                    self.stats["answered"] += 1
                    self.stats["times"].append(at - self.pending[0])
                    self.pending = None
                if m["result"] is not None:
                    self.stats["games"] += 1
                    self.done = True
                    return
                if self.pending is None and m["legal"] and (m["seat"] in m["to_act"]) and time.monotonic() < last:
                    asyncio.ensure_future(self.act(m))

    async def act(self, m: dict) -> None:
        if self.think:
            await asyncio.sleep(self.think * (0.5 + self.rng.random()))
        if self.pos is not m or self.pending is not None or self.ws is None or time.monotonic() >= self.last:
            return
        legal = [a for a in m["legal"] if not any(w in a for w in SHORTCUTS)] or m["legal"]
        text = json.dumps({"type": "act", "action": self.rng.choice(legal), "version": m["version"]})
        self.pending = (time.perf_counter(), m["version"])
        self.stats["sent"] += 1
        try:
            await self.ws.send(text)
        except Exception:  # noqa: BLE001 - the connection closed meanwhile: counted unanswered
            pass


async def ask(port: int, message: dict, source: str) -> dict:
    async with connect(f"ws://127.0.0.1:{port}", compression=None, local_addr=(source, 0), open_timeout=20) as ws:
        await ws.send(json.dumps(message))
        return json.loads(await ws.recv())


async def echo_times(tries: int) -> list[float]:
    async def echo(ws):
        async for m in ws:
            await ws.send(m)
    times = []
    async with serve(echo, "127.0.0.1", 0, compression=None) as server:
        port = next(iter(server.sockets)).getsockname()[1]
        async with connect(f"ws://127.0.0.1:{port}", compression=None) as ws:
            for _ in range(tries):
                t0 = time.perf_counter()
                await ws.send("x" * 60)
                await ws.recv()
                times.append(time.perf_counter() - t0)
    return times


async def main_async(args, port: int, pid: int) -> dict:
    rng = random.Random(args.seed)
    echo = await echo_times(200)
    base = rss_kb(pid)
    cpu = [_cpu(pid)]
    games = ["afterworld", "austin-powers"]
    t0 = time.perf_counter()
    made = await asyncio.gather(*(ask(port, {"type": "create", "game": games[i % 2], "players": 2}, address(i))
                                  for i in range(args.tables)))
    opened = time.perf_counter() - t0
    tables = [m for m in made if m.get("type") == "created"]
    refused = [m for m in made if m.get("type") != "created"]
    after_tables = rss_kb(pid)
    cpu.append(_cpu(pid))
    stats: dict = {"sent": 0, "answered": 0, "refused": 0, "stale": 0, "times": [], "mismatch": 0, "games": 0,
                   "bye": 0}
    last = time.monotonic() + args.seconds
    until = last + 10
    players = []
    for i, t in enumerate(tables):
        for seat in range(2):
            players.append(Player(port, t["table"], t["code"], f"T{i}P{seat}", address(i), args.think, stats,
                                  random.Random(rng.random())))
    tasks = []
    for p in players:  # one after the other: a client says hello at once
        tasks.append(asyncio.ensure_future(p.run(until, last)))
        await asyncio.sleep(0.002)
    await asyncio.sleep(3)
    cpu.append(_cpu(pid))
    answered = stats["answered"]
    await asyncio.sleep(max(0.0, last - time.monotonic()))
    playing = rss_kb(pid)
    cpu.append(_cpu(pid))
    answered = stats["answered"] - answered
    await asyncio.gather(*tasks, return_exceptions=True)
    return {"echo": echo, "opened": opened, "tables": len(tables), "refused": refused, "base": base,
            "after_tables": after_tables, "playing": playing, "stats": stats, "players": len(players), "cpu": cpu,
            "measured": answered}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--tables", type=int, default=100)
    ap.add_argument("--seconds", type=float, default=30.0, help="how long the tables play")
    ap.add_argument("--think", type=float, default=0.2, help="each client's pause before an action (seconds)")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        env = {**os.environ, "TABLETOP_HOME": tmp, "PYTHONPATH": str(ROOT)}
        server = subprocess.Popen([sys.executable, "-m", "tabletop", "serve", "--bind", "127.0.0.1", "--port", "0",
                                   "--save", str(Path(tmp) / "tables")], cwd=ROOT, env=env,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            line = server.stdout.readline()  # type: ignore[union-attr]
            port = int(line.split("127.0.0.1:")[1].split(";")[0])
            if os.environ.get("BENCH_SERVE_PID"):  # (to attach a profiler)
                Path(os.environ["BENCH_SERVE_PID"]).write_text(str(server.pid))
            got = asyncio.run(main_async(args, port, server.pid))
        finally:
            server.kill()
            server.communicate(timeout=10)
    s = got["stats"]
    times = sorted(s["times"])
    e = statistics.median(got["echo"])
    print(f"tables opened: {got['tables']} of {args.tables} in {got['opened']:.2f} s, "
          f"{got['tables'] / got['opened']:.0f} a second (refused: {len(got['refused'])})")
    print(f"{got['players']} connections, {got['tables']} tables playing for {args.seconds:g} s "
          f"(a pause of {args.think:g} s before each action): {s['sent']} actions sent, {s['answered']} answered "
          f"({s['refused']} refused, {s['stale']} stale), {s['games']} game ends seen, {s['mismatch']} hash "
          f"mismatches, {s['bye']} turned away")
    if times:
        print(f"action -> update round trip: median {statistics.median(times) * 1000:.1f} ms, p95 "
              f"{times[int(len(times) * 0.95)] * 1000:.1f} ms; a bare websockets echo in this run "
              f"{e * 1000:.3f} ms")
    per = (got["playing"] - got["base"]) / max(1, got["tables"])
    print(f"server memory: {got['base'] / 1024:.0f} MiB before the tables, {got['after_tables'] / 1024:.0f} MiB "
          f"with them opened, {got['playing'] / 1024:.0f} MiB with them all playing: {per:.0f} KiB a table")
    c = got["cpu"]
    opening = sum(c[1]) - sum(c[0])
    play_user, play_system = c[3][0] - c[2][0], c[3][1] - c[2][1]
    print(f"server CPU: {opening / max(1, got['tables']) * 1000:.1f} ms to open a table; while they all play, "
          f"{(play_user + play_system) / max(1, got['measured']) * 1000:.2f} ms an action ({got['measured']} actions; "
          f"{play_system / max(1e-9, play_user + play_system) * 100:.0f}% of it in the system: sockets and disk)")


def _cpu(pid: int) -> tuple[float, float]:
    """(user, system) CPU seconds of process `pid` so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    tick = os.sysconf("SC_CLK_TCK")
    return int(fields[11]) / tick, int(fields[12]) / tick


if __name__ == "__main__":
    main()
