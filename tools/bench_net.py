"""Figures of play across machines, each beside a reference measured in the same run.

1. An action's round trip on loopback (a client sends `act`, the host commits it through
   `Table.commit`, saves nothing here, and sends the update back), beside a bare `websockets`
   echo of a message of the same size: medians over many tries.
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

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "net"))

from websockets.asyncio.server import serve  # noqa: E402
from websockets.sync.client import connect  # noqa: E402

from tabletop.ai.base import make_bot  # noqa: E402
from tabletop.ai.driver import play_bots  # noqa: E402
from tabletop.games.registry import entry  # noqa: E402
from tabletop.net.host import Host, new_places  # noqa: E402


def echo_round_trip(size: int, tries: int) -> list[float]:
    """Seconds of each round trip of a `size`-byte text through a bare websockets echo server."""
    ready = threading.Event()
    box: dict = {}

    async def main() -> None:
        async def echo(ws):
            async for m in ws:
                await ws.send(m)
        async with serve(echo, "127.0.0.1", 0) as server:
            box["port"] = next(iter(server.sockets)).getsockname()[1]
            box["loop"], box["stop"] = asyncio.get_running_loop(), asyncio.Event()
            ready.set()
            await box["stop"].wait()
    t = threading.Thread(target=lambda: asyncio.run(main()), daemon=True)
    t.start()
    ready.wait(5)
    text = "x" * size
    times = []
    with connect(f"ws://127.0.0.1:{box['port']}") as ws:
        for _ in range(tries):
            t0 = time.perf_counter()
            ws.send(text)
            ws.recv()
            times.append(time.perf_counter() - t0)
    box["loop"].call_soon_threadsafe(box["stop"].set)
    t.join(5)
    return times


def action_round_trip(tries: int) -> tuple[list[float], int, list[int], list[int]]:
    """(seconds send->update, act message bytes, update sizes, whole view sizes) of Afterworld
    games against the host's random player (no save: the network alone)."""
    from netkit import Raw
    game = entry("afterworld").load()
    times: list[float] = []
    sizes: list[int] = []
    views: list[int] = []
    act_bytes = 0
    games = 0
    while len(times) < tries and games < 20:
        host = Host(game, new_places(2, {1: "random"}), seed=3 + games)
        host.start()
        raw = Raw(host.port)
        raw.send({"type": "hello", "protocol": 1, "name": "Bench"})
        pending: tuple[float, int] | None = None
        while len(times) < tries:
            m = raw.recv(10)
            if m["type"] in ("refused", "stale"):
                pending = None
                continue
            if m["type"] != "update":
                continue
            sizes.append(len(raw.frames[-1].encode()))
            views.append(len(json.dumps(m["view"], separators=(",", ":")).encode()))
            if pending is not None and m["version"] > pending[1]:
                times.append(time.perf_counter() - pending[0])  # the update of this very action
                pending = None
            if m["result"] is not None:
                break
            if pending is None and m["legal"] and 0 in m["to_act"]:
                text = json.dumps({"type": "act", "action": m["legal"][0], "version": m["version"]})
                act_bytes = len(text)
                pending = (time.perf_counter(), m["version"])
                raw.send(text)
        raw.close()
        host.close()
        games += 1
    return times, act_bytes, sizes, views


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
    times, act_bytes, sizes, view = action_round_trip(args.tries)
    echo = echo_round_trip(act_bytes, args.tries)
    rt, e = statistics.median(times), statistics.median(echo)
    p90 = sorted(times)[int(len(times) * 0.9)]
    print(f"round trip on loopback (median of {len(times)}): action -> update {rt * 1000:.2f} ms (p90 "
          f"{p90 * 1000:.2f}); bare websockets echo of {act_bytes} bytes {e * 1000:.3f} ms (x{rt / e:.1f})")
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
