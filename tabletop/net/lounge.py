"""A server of many tables (`tabletop serve`): one process, one port, every table a `Host`.

Before its hello a connection may look at the server's tables (`list`: the tables not over,
each with its game, seats and whether it is private) and open one (`create`: the game, the
players, each seat remote or a computer player, private or open; the answer names the new
table and its join code). Its hello then names the table (`table`), and from there the
connection is that table's, exactly as at a single host: the same seats and tokens, views,
limits and refusals (tabletop/net/host.py). A table is the only authority of its game; the
server only hands connections over.

Each table keeps its files in a folder of its own under the server's folder (saving.py); a
server started again brings back every table whose game is not over, with its code and its
seats' tokens, so its players come back as they would to a single host. A table that ended is
forgotten a while after its last player left; one nobody joined, after `IDLE_SECONDS`.

What one address may do: at most `Limits.tables_per_address` tables open at once (and the
server `Limits.tables`), `create` and `list` at the rate of the heavy messages, wrong join
codes throttled over every table of the server (one `Throttle`).
"""

from __future__ import annotations

import secrets
import time
from pathlib import Path
from typing import Any

from ..engine.errors import TabletopError
from ..words import T, msg
from .host import Host
from .resuming import resumed_host
from .limits import CODE_LETTERS, Limits, Throttle, new_code
from .places import new_places
from .saving import HostSave, resumable
from .server import Link, Server

#: seconds a table nobody sits at (or whose game ended and everybody left) is kept
IDLE_SECONDS = 600.0
#: seconds a finished table stays listed after its last connection left
ENDED_SECONDS = 60.0


def new_table_id() -> str:
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(6)).lower()


class Lounge:
    """The router of a server of many tables. `start()` listens (and brings back the unfinished
    tables of `root`); `stop()` closes every table."""

    def __init__(self, root: Path, *, bind: str = "127.0.0.1", port: int = 0, ssl: Any = None,
                 limits: Limits | None = None) -> None:
        self.root = Path(root)
        self.limits = limits or Limits()
        self.server = Server(self, bind, port, ssl=ssl, limits=self.limits)
        self.throttle = Throttle()
        self.tables: dict[str, Host] = {}
        #: the address that opened each table (for the per-address cap)
        self.opened_by: dict[str, str] = {}
        self._quiet_since: dict[str, float] = {}
        self.resumed: list[str] = []
        self.problems: list[str] = []
        #: tables opened since the start (the benchmark reads it)
        self.created = 0

    @property
    def port(self) -> int:
        return self.server.port

    def start(self) -> None:
        """Listen, then bring back every unfinished table of the server's folder."""
        self.server.start()
        self.server.run_here(self._resume, timeout=120)

    def _resume(self) -> None:
        for r in resumable(self.root):
            try:
                host = resumed_host(r.save, server=self.server, limits=self.limits, throttle=self.throttle)
            except TabletopError as err:
                self.problems.append(f"{r.name}: {err}")
                continue
            tid = host.table_id or r.name
            host.table_id = tid
            self.tables[tid] = host
            host._started()
            self.resumed.append(tid)

    def stop(self) -> None:
        def close_all() -> None:
            for host in self.tables.values():
                host._close(T("the server closed the table"))
        self.server.run_here(close_all)
        time.sleep(0.05)
        self.server.stop()
        for host in list(self.tables.values()):
            host.players.close()
            if host.save is not None:
                host.save.close()

    # ---- the router (the server's thread) --------------------------------------------
    def message(self, link: Link, m: dict) -> None:
        host = link.table
        if host is not None:
            host.message(link, m)
            return
        what = m["type"]
        if what == "list":
            self.server.admit(link.cid, "lounge")
            self.server.send(link.cid, {"type": "tables", "tables": self.listing()})
        elif what == "create":
            self.server.admit(link.cid, "lounge")
            self._create(link, m)
        elif what == "hello":
            tid = m.get("table") or ""
            host = self.tables.get(tid.lower())
            if host is None:
                self.server.bye(link.cid, "table", msg("there is no table {table} here: list the tables to see "
                                                       "them", table=repr(tid)) if tid else
                                T("this server has many tables: say which one (list them first)"))
                return
            host.message(link, m)

    def closed(self, link: Link) -> None:
        if link.table is not None:
            link.table.closed(link)

    def tick(self, now: float) -> None:
        for tid, host in list(self.tables.items()):
            host.tick(now)
            busy = bool(host.conns)
            ended = host.over
            nobody = host.table is None and not any(p.joined and p.remote for p in host.places)
            if busy or not (ended or nobody):
                self._quiet_since.pop(tid, None)
                continue
            since = self._quiet_since.setdefault(tid, now)
            if now - since > (ENDED_SECONDS if ended else IDLE_SECONDS):
                self._forget(tid, remove=nobody)

    def _forget(self, tid: str, remove: bool) -> None:
        host = self.tables.pop(tid)
        self._quiet_since.pop(tid, None)
        self.opened_by.pop(tid, None)
        host.shut = True
        host.players.close()
        if host.save is not None:
            host.save.close()
            if remove:
                host.save.remove()

    def listing(self) -> list[dict]:
        return [host.listing() for host in self.tables.values() if not host.over]

    def _create(self, link: Link, m: dict) -> None:
        from ..ai.base import BOTS
        from ..games.registry import entry

        def refuse(reason: str) -> None:
            self.server.count("create")
            self.server.send(link.cid, {"type": "error", "code": "create", "reason": reason})
        try:
            e = entry(m["game"])
        except TabletopError as err:
            return refuse(str(err))
        players = m["players"]
        problem = e.players_problem(players)
        if problem:
            return refuse(problem)
        kinds = list(m.get("seats") or [])
        if len(kinds) > players:
            return refuse(msg("{n} seats given for a game of {players}", n=len(kinds), players=players))
        kinds += ["remote"] * (players - len(kinds))
        computers = {}
        for i, k in enumerate(kinds):
            if k != "remote":
                if k not in BOTS:
                    return refuse(msg("seat {n}: a seat is remote or a computer player ({names}), not {kind}",
                                      n=i + 1, names=", ".join(BOTS), kind=repr(k)))
                computers[i] = k
        if len(computers) == players:
            return refuse(T("every seat is a computer player: leave one for a player"))
        if len(self.tables) >= self.limits.tables:
            return refuse(msg("this server has {n} tables open already: try again later", n=self.limits.tables))
        mine = sum(1 for a in self.opened_by.values() if a == link.address)
        if mine >= self.limits.tables_per_address:
            return refuse(msg("your address has {n} tables open already", n=self.limits.tables_per_address))
        tid = new_table_id()
        while tid in self.tables or (self.root / tid).exists():
            tid = new_table_id()
        code = new_code() if m.get("private", True) else ""
        host = Host(e.load(), new_places(players, computers), seed=secrets.randbelow(2**31), code=code,
                    save=HostSave(self.root / tid), takeover_after=120.0, server=self.server,
                    throttle=self.throttle, limits=self.limits, table_id=tid)
        self.tables[tid] = host
        self.opened_by[tid] = link.address
        host._started()
        self.created += 1
        self.server.send(link.cid, {"type": "created", "table": tid, "code": code, "game": e.name,
                                    "players": players})
