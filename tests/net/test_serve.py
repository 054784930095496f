"""`tabletop serve`: one process, many tables. Players list the tables, open one, join it with
its code, watch another, come back to their seat with their token; what they may not do is
refused as at a single host; a server killed with SIGKILL and started again brings back every
unfinished table, its players come back with their tokens and the games end."""

from __future__ import annotations

import json
import signal
import time

from tabletop.net.limits import Limits
from tabletop.net.lounge import Lounge

from netkit import Raw, finish, tabletop


def _ask(port: int, message: dict, source: str | None = None) -> dict:
    raw = Raw(port, source=source)
    raw.send(message)
    m = raw.recv()
    raw.close()
    return m


def _hello(port: int, name: str, **kw) -> tuple[Raw, dict]:
    raw = Raw(port)
    raw.send({"type": "hello", "protocol": 1, "name": name, **kw})
    return raw, raw.until("welcome")


def test_players_list_open_join_watch_and_come_back(tmp_path):
    lounge = Lounge(tmp_path / "server", limits=Limits(tables_per_address=2))
    lounge.start()
    port = lounge.port
    try:
        assert _ask(port, {"type": "list"}) == {"type": "tables", "tables": []}
        a = _ask(port, {"type": "create", "game": "afterworld", "players": 2})
        b = _ask(port, {"type": "create", "game": "austin-powers", "players": 3, "seats": ["remote", "random"],
                        "private": False})
        assert a["type"] == b["type"] == "created" and a["table"] != b["table"]
        assert len(a["code"].replace("-", "")) == 8 and b["code"] == ""
        listed = {t["table"]: t for t in _ask(port, {"type": "list"})["tables"]}
        assert set(listed) == {a["table"], b["table"]}
        assert listed[a["table"]]["private"] and not listed[b["table"]]["private"]
        assert [s["kind"] for s in listed[b["table"]]["seats"]] == ["remote", "computer", "remote"]
        # refused as at a single host, and nobody else hears of it
        third = _ask(port, {"type": "create", "game": "afterworld", "players": 2})
        assert third["type"] == "error" and "2 tables" in third["reason"]  # this address's cap
        assert _ask(port, {"type": "create", "game": "chess", "players": 2})["type"] == "error"
        raw = Raw(port)
        raw.send({"type": "hello", "protocol": 1, "name": "Eve"})
        assert raw.until("bye")["code"] == "table"  # which table?
        raw = Raw(port)
        raw.send({"type": "hello", "protocol": 1, "name": "Eve", "table": a["table"], "code": "WRONG-CODE"})
        assert raw.until("bye")["code"] == "code"
        # two players at the private table, a spectator at the open one
        ann, wa = _hello(port, "Ann", table=a["table"], code=a["code"].lower())
        bob, wb = _hello(port, "Bob", table=a["table"], code=a["code"])
        assert (wa["seat"], wb["seat"], wa["table"]) == (0, 1, a["table"])
        ua, ub = ann.until("update"), bob.until("update")
        watcher, ww = _hello(port, "Wendy", table=b["table"], watch=True)
        assert ww["seat"] is None and watcher.until("lobby")["table"] == b["table"]
        listed = {t["table"]: t for t in _ask(port, {"type": "list"})["tables"]}
        assert listed[a["table"]]["started"] and listed[b["table"]]["watchers"] == 1
        # Bob drops and comes back to his seat with his token
        mover, um = (ann, ua) if ua["legal"] else (bob, ub)
        bob.close()
        bob, again = _hello(port, "Bob", table=a["table"], token=wb["token"])
        assert again["seat"] == 1 and again["name"] == "Bob"
        ub = bob.until("update")
        assert ub["version"] == um["version"] and "view" in ub
        mover = ann if ua["legal"] else bob
        mover.send({"type": "act", "action": um["legal"][0], "version": um["version"]})
        assert ann.until("update", test=lambda m: m["version"] > um["version"])
        assert not lounge.server.errors
    finally:
        lounge.stop()


def _start_serve(args: list[str], home) -> tuple:
    proc = tabletop(["serve", "--bind", "127.0.0.1", *args], home)
    box: list[str] = []
    end = time.monotonic() + 20
    import threading
    t = threading.Thread(target=lambda: box.append(proc.stdout.readline()), daemon=True)
    t.start()
    t.join(max(0.1, end - time.monotonic()))
    line = box[0] if box else ""
    assert "serving tables on ws://127.0.0.1:" in line, line + (proc.stderr.read() if proc.poll() is not None else "")
    port = int(line.split("127.0.0.1:")[1].split(";")[0])
    return proc, port, line


def test_a_killed_server_brings_back_every_unfinished_table(tmp_path):
    home = tmp_path / "home"
    save = tmp_path / "tables"
    server, port, _ = _start_serve(["--port", "0", "--save", str(save)], home)
    clients = []
    try:
        tables = []
        for game in ("afterworld", "afterworld"):  # (greedy players at Austin Powers may agree to end at once)
            made = _ask(port, {"type": "create", "game": game, "players": 2})
            tables.append(made)
            for i in range(2):
                clients.append(tabletop(["join", f"127.0.0.1:{port}", "--headless", "--bot", "greedy", "--table",
                                         made["table"], "--code", made["code"], "--name", f"{made['table']}{i}",
                                         "--patience", "30", "--seed", str(i)], home))
                time.sleep(0.3)
        waiting = _ask(port, {"type": "create", "game": "afterworld", "players": 2})  # one seat taken, then killed
        ann, wa = _hello(port, "Ann", table=waiting["table"], code=waiting["code"])
        end = time.monotonic() + 15
        while time.monotonic() < end:
            started = [t for t in _ask(port, {"type": "list"})["tables"] if t["started"]]
            if len(started) == 2:
                break
            time.sleep(0.1)
        assert len(started) == 2
        server.send_signal(signal.SIGKILL)
        server.wait(5)
        ann.close()
        server, port2, line = _start_serve(["--port", str(port), "--save", str(save)], home)
        assert "3 unfinished table(s) brought back" in line, line
        back = {t["table"]: t for t in _ask(port, {"type": "list"})["tables"]}
        assert waiting["table"] in back and back[waiting["table"]]["seats"][0]["name"] == "Ann"
        ann, again = _hello(port, "Ann", table=waiting["table"], token=wa["token"])
        assert again["seat"] == 0
        results = finish(clients, timeout=90)
    finally:
        for p in clients:
            if p.poll() is None:
                p.kill()
        server.kill()
        server.communicate(timeout=5)
    for status, out, err in results:
        assert status == 0, (status, out, err)
        assert "rejoined" in err, err
    lines = [out.strip().splitlines()[-1] for _, out, _ in results]
    assert lines[0] == lines[1] and lines[2] == lines[3] and "game over" in lines[0] and "game over" in lines[2]
    seats = json.loads((save / tables[0]["table"] / "seats.json").read_text())
    assert seats["finished"] and seats["code"] == tables[0]["code"]
