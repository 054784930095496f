"""Figures of play across machines, each beside a reference measured in the same run.

1. An action's round trip on loopback (a client sends `act`, the host commits it through
   `Table.commit`, saves nothing here, and sends the update back; the client applies its
   changes and checks the hash), beside a bare `websockets` echo of a message of the same
   size: medians over many tries, each client in a process of its own, neither compressed.
2. Bytes per update (median of the update frames a seat received in whole games), beside the
   seat's whole view alone as compact JSON.
3. The host's CPU in a 6-player Austin Powers game with five remote computer clients, and in
   an Afterworld game with one (real processes; the host in this process, its CPU from the
   first position to the end, its saving after every action included, its start given
   apart), per action, beside the engine alone playing the same kind of game with the same
   bots in this process, and beside a bare `websockets` server (a thread of this process) that
   answers each message of one client by sending every client a message of the host's median
   size, its CPU scaled to as many messages an action as the host sent. The updates alone
   (views, changes, hashes, log lines, JSON) of the same kind of game replayed in this
   process, beside playing its actions.

    .venv/bin/python tools/bench_net.py [--tries 300] [--games 3] [--cpu all|austin-powers|afterworld|none]
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


def serve_in_thread(handler) -> tuple[int, Callable[[], None]]:
    """A websockets server of `handler` on 127.0.0.1, in a thread of this process (as the host's
    is): its port, and how to stop it."""
    ready = threading.Event()
    box: dict = {}

    async def main() -> None:
        async with serve(handler, "127.0.0.1", 0, compression=None) as server:
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


def echo_server() -> tuple[int, Callable[[], None]]:
    """A bare websockets echo server on a thread of this process: its port, and how to stop it."""
    async def echo(ws):
        async for m in ws:
            await ws.send(m)
    return serve_in_thread(echo)


#: a client of the bare broadcast: the first sends a message of an action's size and waits
#: for its answer, `rounds` times; every client reads one message a round
BROADCAST_CLIENT = r"""
import sys
from websockets.sync.client import connect
port, first, rounds, act = int(sys.argv[1]), sys.argv[2] == "1", int(sys.argv[3]), sys.argv[4]
with connect(f"ws://127.0.0.1:{port}", compression=None, max_size=2**22) as ws:
    ws.send("hello")
    for _ in range(rounds):
        if first:
            ws.send(act)
        ws.recv(30)
"""


def bare_broadcast(clients: int, size: int, rounds: int = 500) -> float:
    """CPU seconds of this process per round of a bare websockets server (a thread here, as the
    host's) that answers each message of one client by sending every one of `clients`
    connections a message of `size` bytes: what the messages of an action cost with no game."""
    import subprocess
    root = Path(__file__).resolve().parents[1]
    payload = json.dumps({"type": "update", "pad": "x" * max(0, size - 27)}, separators=(",", ":"))
    act = json.dumps({"type": "act", "action": "x" * 20, "version": 1}, separators=(",", ":"))
    done = threading.Event()
    box: dict = {"conns": [], "cpu": []}

    async def handler(ws):
        await ws.recv()
        box["conns"].append(ws)
        async for _ in ws:
            if len(box["cpu"]) < 2:
                box["cpu"].append(time.process_time())
            for c in list(box["conns"]):
                await c.send(payload)
            box["rounds"] = box.get("rounds", 0) + 1
            if box["rounds"] == rounds:
                box["cpu"].append(time.process_time())
                done.set()
    port, stop = serve_in_thread(handler)
    procs = []
    for i in range(clients):  # the first (who acts) last, once the others are there
        first = i == clients - 1
        if first:
            end = time.monotonic() + 30
            while len(box["conns"]) < clients - 1 and time.monotonic() < end:
                time.sleep(0.01)
        procs.append(subprocess.Popen([sys.executable, "-c", BROADCAST_CLIENT, str(port), "1" if first else "0",
                                       str(rounds), act], cwd=root, stdin=subprocess.DEVNULL))
    done.wait(120)
    for p in procs:
        try:
            p.wait(timeout=30)
        except subprocess.TimeoutExpired:
            p.kill()
            p.wait(5)
    stop()
    if not done.is_set():
        raise RuntimeError("the bare broadcast did not finish")
    return (box["cpu"][-1] - box["cpu"][1]) / (rounds - 1)


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


def host_cpu(seed: int, game_id: str = "austin-powers", seats: int = 6, limit: float = 120.0) -> tuple | None:
    """(host CPU seconds from the first position to the end, wall seconds, actions, CPU seconds
    of the start: listening, the clients' hellos, the first position; messages sent per action
    and their median bytes) of a game of `seats` (None: it did not end in `limit` seconds)
    hosted in this process (its save written after every action), its first seat a computer
    player of the host, the others remote computer clients in processes of their own."""
    import subprocess
    from netkit import env
    from tabletop.net.saving import HostSave
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp) / "home"
        game = entry(game_id).load()
        c0 = time.process_time()
        host = Host(game, new_places(seats, {0: "random"}), seed=seed, save=HostSave(Path(tmp) / "table"))
        sizes: list[int] = []  # (the bytes of each message the host sends: the reference sends as many)
        send = host.server.send

        def counted(cid: int, message) -> None:
            sizes.append(len(message) if isinstance(message, bytes) else 0)
            send(cid, message)
        host.server.send = counted  # type: ignore[method-assign]
        host.start()
        clients = []
        for i in range(seats - 1):  # one after the other, as players come (each says hello at once)
            # (their output to files: a pipe nobody reads would stop a client of a long game)
            with open(Path(tmp) / f"client{i}.txt", "w") as out:
                clients.append(subprocess.Popen(
                    [sys.executable, "-m", "tabletop", "join", f"127.0.0.1:{host.port}", "--headless",
                     "--bot", "random", "--seed", str(i)], env=env(home), cwd=Path(__file__).resolve().parents[1],
                    stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL))
            while sum(1 for p in host.places if p.joined) < i + 2:
                time.sleep(0.005)
        while host.match is None:
            time.sleep(0.005)
        c1 = time.process_time()
        sent = len(sizes)
        t0 = time.perf_counter()
        end = time.monotonic() + limit
        while not host.over and time.monotonic() < end:  # (seldom: this thread's waking is not the host's CPU)
            time.sleep(0.05)
        c2 = time.process_time()
        if not host.over:  # (the clients are ended below; the game is left out)
            assert host.match is not None
            print(f"  a game that did not end in {limit:g} s, left out: version {host.match.version}, the "
                  f"host's refusals {host.server.refused}, errors {host.server.errors[:3]}", flush=True)
        wall = time.perf_counter() - t0
        played = sizes[sent:]
        assert host.match is not None
        n = len(host.match.history)
        over = host.over
        for c in clients:
            try:
                c.wait(timeout=60 if over else 0.1)
            except subprocess.TimeoutExpired:
                c.kill()
                c.wait(5)
        host.close()
        if not over:
            return None
        return c2 - c1, wall, n, c1 - c0, len(played) / n, statistics.median(played)


def engine_cpu(seed: int, game_id: str = "austin-powers", seats: int = 6) -> tuple[float, int]:
    game = entry(game_id).load()
    setup = game.default_setup(seed, seats)
    t0 = time.process_time()
    r = play_bots(game, setup, [make_bot("random", i) for i in range(seats)])
    return time.process_time() - t0, len(r.actions)


def updates_cpu(seed: int, game_id: str, seats: int) -> tuple[float, float, int]:
    """(CPU seconds of the updates alone: every remote seat's view, its changes, hash, log lines
    and JSON, as the host makes them after each action; CPU seconds of playing the actions;
    actions) of a game of the same bots replayed in this process, without a network or a save."""
    from tabletop.engine.history import Match
    from tabletop.net.protocol import encode
    from tabletop.net.views import Position, Sent, update
    game = entry(game_id).load()
    record = play_bots(game, game.default_setup(seed, seats), [make_bot("random", i) for i in range(seats)])
    match = Match(game, record.setup, undo="all")
    statuses = [{"seat": i, "name": f"P{i + 1}", "kind": "remote", "connected": True} for i in range(seats)]
    memory: dict = {}
    sent = {s: Sent() for s in range(1, seats)}
    made = played = 0.0
    for action in record.actions:
        t0 = time.process_time()
        match.play(action)
        t1 = time.process_time()
        pos = Position(match, statuses, memory)
        for s in range(1, seats):
            m = update(pos, s, sent[s])
            if m is not None:
                encode(m)
        made += time.process_time() - t1
        played += t1 - t0
    return made, played, len(record.actions)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--tries", type=int, default=300)
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--cpu", choices=("all", "austin-powers", "afterworld", "none"), default="all",
                    help="the games whose host CPU per action is measured")
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
    for game_id, seats, name in (("austin-powers", 6, "6-player Austin Powers"), ("afterworld", 2, "Afterworld")):
        if args.cpu not in ("all", game_id):
            continue
        per_net, per_engine, per_bare = [], [], []
        for g in range(args.games):
            hosted = host_cpu(10 + g, game_id, seats)
            if hosted is None:
                continue
            cpu, wall, n, start, messages, size = hosted
            ecpu, en = engine_cpu(10 + g, game_id, seats)
            bare = bare_broadcast(seats - 1, int(size))
            per_net.append(cpu / n)
            per_engine.append(ecpu / en)
            per_bare.append(bare * messages / (seats - 1))
            print(f"  {name} game {g + 1}: host CPU {cpu:.2f} s over {wall:.1f} s for {n} actions (its start "
                  f"{start:.2f} s), {messages:.1f} messages an action (median {size:.0f} B); engine alone "
                  f"{ecpu:.3f} s for {en} actions; bare broadcast {bare * 1000:.3f} ms a round of {seats - 1}")
        made = [updates_cpu(10 + g, game_id, seats) for g in range(args.games)]
        print(f"  {name}, the updates alone ({seats - 1} seat{'s' if seats > 2 else ''}' views, changes, hashes, "
              f"log lines and JSON after each action, replayed without a network; median of {args.games}): "
              f"{statistics.median(u / n for u, _, n in made) * 1000:.3f} ms an action, beside playing the "
              f"action {statistics.median(p / n for _, p, n in made) * 1000:.3f} ms")
        if not per_net:
            continue
        print(f"host CPU per action, {name}, {seats - 1} remote client{'s' if seats > 2 else ''}, saved after "
              f"every action (median of {len(per_net)}): {statistics.median(per_net) * 1000:.2f} ms; beside the "
              f"engine alone with the same bots {statistics.median(per_engine) * 1000:.3f} ms, and a bare "
              f"websockets server sending as many messages of the same size "
              f"{statistics.median(per_bare) * 1000:.3f} ms")


if __name__ == "__main__":
    main()
