"""Figures of play across machines, each beside a reference measured in the same run.

1. An action's round trip on loopback (a client sends `act`, the host commits it through
   `Table.commit`, saves nothing here, and sends the update back), beside a bare `websockets`
   echo of a message of the same size: medians over many tries.
2. Bytes per update (median of the update frames a seat received in a whole game), beside the
   seat's view alone as compact JSON.
3. The host's CPU in a 6-player Austin Powers game with five remote computer clients (real
   processes; the host's own rusage, its start-up and its saving after every action
   included), per action, beside the engine alone playing the same
   kind of game with the same bots in this process.

    .venv/bin/python tools/bench_net.py [--tries 300]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
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


def echo_round_trip(size: int, tries: int) -> float:
    ready = threading.Event()
    box: dict = {}

    async def main():
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
    return statistics.median(times)


def action_round_trip(tries: int) -> tuple[float, int, list[int], int]:
    """(median seconds send->update, act message bytes, update sizes, view bytes)."""
    game = entry("afterworld").load()
    host = Host(game, new_places(2, {1: "random"}), seed=3)
    host.start()
    stop = threading.Event()
    th = threading.Thread(target=lambda: [host.pump(0.01) for _ in iter(stop.is_set, True)], daemon=True)
    th.start()
    times, sizes, views = [], [], []
    act_bytes = 0
    games = 0
    with connect(f"ws://127.0.0.1:{host.port}", max_size=2**22) as ws:
        ws.send(json.dumps({"type": "hello", "protocol": 1, "name": "Bench"}))
        pending: tuple[float, int] | None = None
        while len(times) < tries and games < 20:
            raw = ws.recv(timeout=10)
            m = json.loads(raw)
            if m["type"] in ("refused", "stale"):
                pending = None
                continue
            if m["type"] != "update":
                continue
            sizes.append(len(raw.encode()))
            views.append(len(json.dumps(m["view"], separators=(",", ":")).encode()))
            if pending is not None and m["version"] > pending[1]:
                times.append(time.perf_counter() - pending[0])  # the update of this very action
                pending = None
            if m["result"] is not None:
                games += 1
                host.close()
                host = Host(game, new_places(2, {1: "random"}), seed=3 + games)
                host.start()
                ws.close()
                ws = connect(f"ws://127.0.0.1:{host.port}", max_size=2**22).__enter__()
                ws.send(json.dumps({"type": "hello", "protocol": 1, "name": "Bench"}))
                continue
            if pending is None and m["legal"] and 0 in m["to_act"]:
                text = json.dumps({"type": "act", "action": m["legal"][0], "version": m["version"]})
                act_bytes = len(text)
                pending = (time.perf_counter(), m["version"])
                ws.send(text)
    stop.set()
    th.join(5)
    host.close()
    return statistics.median(times), act_bytes, sizes, statistics.median(views)


def host_cpu(seed: int) -> tuple[float, float, int]:
    """(host CPU seconds, wall seconds, actions) of a 6-player game with five remote clients."""
    from netkit import join, start_host
    from tabletop.persist.loading import load_match
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp) / "home"
        t0 = time.perf_counter()
        host, port, _ = start_host(["austin-powers", "--players", "6", "--seed", str(seed), "--code", "",
                                    "--seat", "1=random"], home)
        clients = [join(port, home, "--bot", "random", "--seed", str(i)) for i in range(5)]
        _, status, usage = os.wait4(host.pid, 0)
        wall = time.perf_counter() - t0
        host.returncode = os.waitstatus_to_exitcode(status)
        for c in clients:
            c.communicate(timeout=30)
        replay = sorted((home / "data" / "replays").glob("*.json"))[-1]
        match, _ = load_match(replay)
        return usage.ru_utime + usage.ru_stime, wall, len(match.history)


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
    rt, act_bytes, sizes, view = action_round_trip(args.tries)
    echo = echo_round_trip(act_bytes, args.tries)
    print(f"round trip on loopback (median): action -> update {rt * 1000:.2f} ms; "
          f"bare websockets echo of {act_bytes} bytes {echo * 1000:.3f} ms (x{rt / echo:.1f})")
    print(f"bytes per update (Afterworld, 2 players; median of {len(sizes)}): {statistics.median(sizes):.0f} "
          f"(max {max(sizes)}); the seat's view alone {view:.0f}")
    per_net, per_engine = [], []
    for g in range(args.games):
        cpu, wall, n = host_cpu(10 + g)
        ecpu, en = engine_cpu(10 + g)
        per_net.append(cpu / n)
        per_engine.append(ecpu / en)
        print(f"  game {g + 1}: host CPU {cpu:.2f} s over {wall:.1f} s for {n} actions; "
              f"engine alone {ecpu:.3f} s for {en} actions")
    print(f"host CPU per action, 6-player Austin Powers, five remote clients (median of {args.games}): "
          f"{statistics.median(per_net) * 1000:.2f} ms; the engine alone with the same bots "
          f"{statistics.median(per_engine) * 1000:.3f} ms")


if __name__ == "__main__":
    main()
