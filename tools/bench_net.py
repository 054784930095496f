"""Figures of play across machines, each beside a reference measured in the same run.

1. An action's round trip on loopback (a client sends `act`, the host commits it through
   `Table.commit`, saves nothing here, and sends the update back; the client applies its
   changes and checks the hash), beside a bare `websockets` echo of a message of the same
   size: medians over many tries, each client in a process of its own, neither compressed.
2. Bytes per update (median of the update frames a seat received in whole games), beside the
   seat's whole view alone as compact JSON.
3. The host's CPU in a 6-player Austin Powers game with five remote computer clients (real
   processes; the host in this process, its CPU from the first position to the end, its
   saving after every action included, its start given apart), per action, beside the engine
   alone playing the same kind of game with the same bots in this process.

    .venv/bin/python tools/bench_net.py [--tries 300] [--games 3]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "net"))

from websockets.asyncio.server import serve  # noqa: E402

from tabletop.ai.base import make_bot  # noqa: E402
from tabletop.ai.driver import play_bots  # noqa: E402
from tabletop.games.registry import entry  # noqa: E402
from tabletop.net.host import Host, new_places  # noqa: E402


#: the client of the round trips, in a process of its own (as a player's is: with the server in
#: this process, a client thread here would wait for this process's interpreter lock). It
#: plays an Afterworld game at the host and, between two of its actions, sends a few echoes of
#: the same size to the bare echo server: both see the machine's load of the same moment.
CLIENT = r"""
import json, sys, time
from websockets.sync.client import connect
from tabletop.net.changes import applied, view_hash
port, echo_port, tries = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
out = {"times": [], "echo": [], "sizes": [], "views": [], "act": 0}
with connect(f"ws://127.0.0.1:{port}", max_size=2**22, compression=None) as ws, \
        connect(f"ws://127.0.0.1:{echo_port}", compression=None) as echo:
    ws.send(json.dumps({"type": "hello", "protocol": 1, "name": "Bench"}))
    pos, pending = None, None
    while len(out["times"]) < tries:
        raw = ws.recv(10)
        at = time.perf_counter()
        m = json.loads(raw)
        if m["type"] in ("refused", "stale"):
            pending = None
            continue
        if m["type"] != "update":
            continue
        if "view" not in m:  # the client applies the changes and checks the hash, as a real one does
            view = applied(pos["view"], m["changes"])
            assert view_hash(view) == m["hash"]
            m = {**pos, **{k: v for k, v in m.items() if k not in ("changes", "base")}, "view": view}
        pos = m
        out["sizes"].append(len(raw.encode()))
        out["views"].append(len(json.dumps(m["view"], separators=(",", ":")).encode()))
        if pending is not None and m["version"] > pending[1]:
            out["times"].append(at - pending[0])  # (its arrival; applying it is the client's)
            pending = None
        if m["result"] is not None:
            break
        if pending is None and m["legal"] and 0 in m["to_act"]:
            text = json.dumps({"type": "act", "action": m["legal"][0], "version": m["version"]})
            out["act"] = len(text)
            for _ in range(3):
                t0 = time.perf_counter(); echo.send(text); echo.recv(); out["echo"].append(time.perf_counter() - t0)
            pending = (time.perf_counter(), m["version"])
            ws.send(text)
print(json.dumps(out))
"""


def echo_server() -> tuple[int, Callable[[], None]]:
    """A bare websockets echo server on a thread of this process: its port, and how to stop it."""
    ready = threading.Event()
    box: dict = {}

    async def main() -> None:
        async def echo(ws):
            async for m in ws:
                await ws.send(m)
        async with serve(echo, "127.0.0.1", 0, compression=None) as server:
            box["port"] = next(iter(server.sockets)).getsockname()[1]
            box["loop"], box["stop"] = asyncio.get_running_loop(), asyncio.Event()
            ready.set()
            await box["stop"].wait()
    t = threading.Thread(target=lambda: asyncio.run(main()), daemon=True)
    t.start()
    ready.wait(5)

    def stop() -> None:
        box["loop"].call_soon_threadsafe(box["stop"].set)
        t.join(5)
    return box["port"], stop


def action_round_trip(tries: int) -> dict:
    """Afterworld games against the host's random player (no save: the network alone), the
    client in a process of its own: its round trips, the echoes beside them, the update sizes
    and the whole views' sizes."""
    import os
    import subprocess
    root = Path(__file__).resolve().parents[1]
    game = entry("afterworld").load()
    echo_port, stop = echo_server()
    got: dict = {"times": [], "echo": [], "sizes": [], "views": [], "act": 0}
    games = 0
    while len(got["times"]) < tries and games < 20:
        host = Host(game, new_places(2, {1: "random"}), seed=3 + games)
        host.start()
        done = subprocess.run([sys.executable, "-c", CLIENT, str(host.port), str(echo_port),
                               str(tries - len(got["times"]))], cwd=root, capture_output=True, text=True,
                              timeout=300, env={**os.environ, "PYTHONPATH": str(root)})
        host.close()
        if done.returncode != 0:
            raise RuntimeError(done.stderr)
        out = json.loads(done.stdout.strip().splitlines()[-1])
        for k in ("times", "echo", "sizes", "views"):
            got[k] += out[k]
        got["act"] = out["act"] or got["act"]
        games += 1
    stop()
    return got


def host_cpu(seed: int) -> tuple[float, float, int, float]:
    """(host CPU seconds from the first position to the end, wall seconds, actions, CPU seconds
    of the start: listening, the clients' hellos, the first position) of a 6-player Austin
    Powers game hosted in this process (its save written after every action) with five remote
    computer clients in processes of their own."""
    from netkit import join
    from tabletop.net.saving import HostSave
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp) / "home"
        game = entry("austin-powers").load()
        c0 = time.process_time()
        host = Host(game, new_places(6, {0: "random"}), seed=seed, save=HostSave(Path(tmp) / "table"))
        host.start()
        clients = []
        for i in range(5):  # one after the other, as players come (each says hello at once)
            clients.append(join(host.port, home, "--bot", "random", "--seed", str(i)))
            while sum(1 for p in host.places if p.joined) < i + 2:
                time.sleep(0.005)
        while host.match is None:
            time.sleep(0.005)
        c1 = time.process_time()
        t0 = time.perf_counter()
        while not host.over:
            time.sleep(0.005)
        c2 = time.process_time()
        wall = time.perf_counter() - t0
        assert host.match is not None
        n = len(host.match.history)
        for c in clients:
            c.communicate(timeout=60)
        host.close()
        return c2 - c1, wall, n, c1 - c0


def engine_cpu(seed: int) -> tuple[float, int]:
    game = entry("austin-powers").load()
    setup = game.default_setup(seed, 6)
    t0 = time.process_time()
    r = play_bots(game, setup, [make_bot("random", i) for i in range(6)])
    return time.process_time() - t0, len(r.actions)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--tries", type=int, default=300)
    ap.add_argument("--games", type=int, default=3)
    args = ap.parse_args()
    got = action_round_trip(args.tries)
    times, echo, sizes, view = got["times"], got["echo"], got["sizes"], got["views"]
    rt, e = statistics.median(times), statistics.median(echo)
    p90 = sorted(times)[int(len(times) * 0.9)]
    print(f"round trip on loopback (median of {len(times)}): action -> update {rt * 1000:.2f} ms (p90 "
          f"{p90 * 1000:.2f}); bare websockets echo of the same {got['act']} bytes, between them, "
          f"{e * 1000:.3f} ms (median of {len(echo)}; x{rt / e:.1f})")
    print(f"bytes per update (Afterworld, 2 players; median of {len(sizes)}): {statistics.median(sizes):.0f} "
          f"(max {max(sizes)}); the seat's whole view alone {statistics.median(view):.0f}")
    per_net, per_engine = [], []
    for g in range(args.games):
        cpu, wall, n, start = host_cpu(10 + g)
        ecpu, en = engine_cpu(10 + g)
        per_net.append(cpu / n)
        per_engine.append(ecpu / en)
        print(f"  game {g + 1}: host CPU {cpu:.2f} s over {wall:.1f} s for {n} actions (its start {start:.2f} s); "
              f"engine alone {ecpu:.3f} s for {en} actions")
    print(f"host CPU per action, 6-player Austin Powers, five remote clients, saved after every action "
          f"(median of {args.games}): {statistics.median(per_net) * 1000:.2f} ms; the engine alone with the same "
          f"bots {statistics.median(per_engine) * 1000:.3f} ms")


if __name__ == "__main__":
    main()
