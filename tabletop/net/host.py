"""The host: the only authority of one networked table.

The host's process owns the match, its seed and every shuffle. Clients say hello (a name, the
join code of a private table, a seat's token to come back: tabletop/net/joining.py), take a
free seat, and then send actions in notation stamped with the `Match.version` they saw. The
host commits each through `Table.commit(..., source="remote", seat=<the connection's seat>,
version=...)`, the one door of every action (tabletop/play/table.py), and answers a refusal
with the rule id and reason, a stale action with the whole position. Its own computer players
go through the same door (tabletop/net/hostplayers.py).

After every change the host hands it to the save (tabletop/net/saving.py) and, once the save
says it is on disk, sends every connection its update (tabletop/net/views.py): what changed
in its seat's view since the version it holds, the legal actions, the log lines it may read,
`Match.version`, and the hash of the view. A spectator gets the public view.

Threads: everything here runs on the server's thread (tabletop/net/server.py), which reads
the sockets and calls `message`, `closed` and `tick`; nothing slow runs there (the computer
players think in a worker, the save is written by its own thread). A host made without a
server makes its own and is its only table (`tabletop host`); a server of many tables
(tabletop/net/lounge.py) hands each table its connections.
"""

from __future__ import annotations

import itertools
import threading
import time
from dataclasses import dataclass, field
from typing import Any

from ..engine.errors import TabletopError
from ..engine.game import Game
from ..engine.history import Match
from ..play import Committed, Table
from ..words import T
from .consent import Consent
from ..ai.reaction import Race
from .hostplayers import ComputerSeats, arrive
from .joining import hello
from .limits import Limits, Throttle
from .places import Place, new_places  # noqa: F401 - commands use it here
from .saving import HostSave, SaveInfo
from .server import Link, Server
from .talk import chat, mute
from .telling import send_update
from .views import Position, Sent


@dataclass
class Conn:
    """One connection as its table knows it (after its hello)."""

    cid: int
    address: str
    hello: bool = False
    seat: int | None = None
    #: a spectator's number at this table (0: not a spectator)
    watcher: int = 0
    name: str = ""
    muted: set[int] = field(default_factory=set)
    muted_watchers: set[int] = field(default_factory=set)
    mute_spectators: bool = False
    #: what it was sent last, to send only what changed
    sent: Sent = field(default_factory=Sent)
    #: its next update is the whole view (a join, `sync`, `stale`)
    whole: bool = True


class Host:
    """A hosted table. `start()` listens (a host with its own server); `close()` ends it."""

    def __init__(self, game: Game, places: list[Place], *, seed: int = 1, code: str = "",
                 bind: str = "127.0.0.1", port: int = 0, save: HostSave | None = None,
                 takeover_after: float | None = None, ssl: Any = None, wake: Any = None,
                 match: Match | None = None, game_id: str = "", limits: Limits | None = None,
                 server: Server | None = None, throttle: Throttle | None = None, table_id: str = "",
                 options: dict | None = None) -> None:
        self.game = game
        self.places = places
        self.seed = seed
        self.code = code
        self.save = save
        self.takeover_after = takeover_after
        self.table_id = table_id
        #: the options it was started with that a resumed host keeps (bind, cert, ...)
        self.options = dict(options or {})
        self.limits = limits or (server.limits if server is not None else Limits())
        self.own_server = server is None
        self.server = server if server is not None else Server(self, bind, port, ssl=ssl, limits=self.limits)
        self.throttle = throttle if throttle is not None else Throttle()
        self.conns: dict[int, Conn] = {}
        self.table: Table | None = None
        self.consent = Consent(self)
        self.players = ComputerSeats(self)
        self.race = Race()  # answers in order of arrival on the host's clock (hostplayers.py)
        self.game_id = game_id
        #: seat (None: spectators) -> its last view as data (views.SeatData)
        self.memory: dict = {}
        #: a change handed to the save and not yet on disk: updates wait for it
        self.unsaved = False
        self._watchers = itertools.count(1)
        #: what the host refused, per reason (tests read it)
        self.refused: dict[str, int] = {}
        #: why the table stopped (a failure in its code), or ""
        self.error = ""
        self.shut = False
        self._activity = threading.Event()
        self.wake = wake
        if save is not None:
            save.on_saved = self._saved_elsewhere
        if match is not None:
            self._seat_match(match)

    # ---- the outside ------------------------------------------------------------------
    @property
    def port(self) -> int:
        return self.server.port

    @property
    def match(self) -> Match | None:
        return self.table.match if self.table is not None else None

    @property
    def over(self) -> bool:
        return self.table is not None and self.table.match.over

    def start(self) -> None:
        """Listen (raises OSError when the address is in use)."""
        if self.own_server:
            self.server.start()
        self.server.call(self._started)

    def _started(self) -> None:
        self._save_seats()
        self.players.wake()

    def close(self, reason: str = "") -> None:
        """Tell every connection the table closes, stop (a host with its own server: stop listening)."""
        if self.shut:
            return
        self.server.run_here(lambda: self._close(reason or T("the host closed the table")))
        if self.own_server:
            time.sleep(0.05)
            self.server.stop()
        self.players.close()
        if self.save is not None:
            self.save.close()

    def _close(self, reason: str) -> None:
        self.shut = True
        for cid in list(self.conns):
            self.server.send(cid, {"type": "bye", "reason": reason})
            self.server.close(cid, 1001, "the host closed the table")

    def pump(self, timeout: float = 0.0) -> int:
        """Wait up to `timeout` seconds for something to happen at the table (the work itself is
        done on the server's thread); 1 if something did, else 0."""
        happened = self._activity.wait(timeout) if timeout > 0 else self._activity.is_set()
        self._activity.clear()
        if self.error:
            raise TabletopError(self.error)
        return int(happened)

    def _touch(self) -> None:
        self._activity.set()
        if self.wake is not None:
            self.wake()

    # ---- the match --------------------------------------------------------------------
    def _start_game(self) -> None:
        game = self.game
        names = [p.seat.name for p in self.places]
        setup = game.default_setup(self.seed, len(self.places), names)
        for i, p in enumerate(self.places):
            if p.deck is not None:
                setup.decks[i] = p.deck
        humans = any(p.remote and not p.computer_client for p in self.places)
        setup = game.unattended(setup, human=humans)
        self._seat_match(Match(game, setup, undo="fair"))
        if self.save is not None:
            assert self.table is not None
            self.save.begin(self.table.match, self.seats_doc())
            self.game_id = self.save.saver.game_id if self.save.saver is not None else ""
            self.unsaved = True  # (the hands are dealt: shown once on disk)

    def _seat_match(self, match: Match) -> None:
        self.table = Table(match, [p.seat for p in self.places])
        self.table.listen(self._changed)

    def seats_doc(self) -> dict:
        """Everything a resumed host needs besides the game: seats, tokens, code, options."""
        return {"game": self.game.name, "seed": self.seed, "code": self.code, "port": self.port,
                "takeover_after": self.takeover_after, "table": self.table_id, "options": self.options,
                "seats": [p.to_doc() for p in self.places]}

    def _save_seats(self) -> None:
        if self.save is None:
            return
        self.save.write_seats(self.seats_doc())
        if self.table is not None and self.save.saver is None:  # resumed: the autosave goes on from the loaded match
            self.save.begin(self.table.match, self.seats_doc(), self.game_id)

    def save_info(self) -> SaveInfo:
        return SaveInfo(seats=[{"name": p.seat.name, "human": p.remote and not p.computer_client,
                                "bot": p.seat.bot} for p in self.places])

    def _changed(self, note: Committed) -> None:
        """Every change of the match: handed to the save. Every connection is told at once,
        unless the change showed someone a hidden card (a draw, a shuffle, a card played from
        a hand): then only once it is on disk, so that no client ever saw a card that a host
        killed at that moment would deal again (it comes back at the last position on disk; a
        change that showed nothing may be lost with it, and the clients see it taken back)."""
        if note.kind != "undo":
            self.consent.lapse(T("the game went on"))
        if self.save is not None and self.save.saver is not None:
            assert self.table is not None
            over = note.kind == "play" and self.table.match.over
            shows = over or note.kind in ("play", "redo") and getattr(note.entry, "reveals", True)
            self.save.submit(self.table.match, self.save_info(), replay=over, wait=shows)
            if shows:
                self.unsaved = True
        self.players.wake()  # (first: a computer player's answer goes out with this change)
        self.broadcast()
        self._touch()

    def _saved_elsewhere(self, number: int) -> None:
        """The save's thread: change `number` is on disk."""
        self.server.call(self._saved, number)

    def _saved(self, number: int) -> None:
        if self.save is None or number < self.save.submitted:
            return  # a later change is still on its way to the disk
        self.unsaved = False
        if self.over:
            self.save.finished(self.seats_doc())
        self.broadcast()

    def commit(self, action: str, seat: int, version: int | None, source: str = "remote"):
        assert self.table is not None
        return self.table.commit(arrive(self, action), source=source, seat=seat, version=version)

    # ---- what connections are sent ----------------------------------------------------
    def statuses(self) -> list[dict]:
        return [p.status() for p in self.places]

    def lobby(self) -> dict:
        return {"type": "lobby", "game": self.game.name, "title": self.game.title, "players": len(self.places),
                "seats": self.statuses(), "private": bool(self.code), "table": self.table_id}

    def send_state(self, conn: Conn, whole: bool = False) -> None:
        """Send `conn` what it has not seen (the whole view with `whole`), unless the last
        change is still on its way to the disk (then it comes with the next broadcast)."""
        conn.whole = conn.whole or whole
        if self.table is None:
            self.server.send(conn.cid, self.lobby())
        elif not self.unsaved:
            self._send_update(conn, Position(self.table.match, self.statuses(), self.memory), {})

    def broadcast(self) -> None:
        """Send every connection what changed, once the server's current turn ends: several
        changes in one turn (an action and the computer player's answer to it, the seat's
        status with it) make one update."""
        if self._broadcast_due or self.shut:
            return
        loop = self.server._loop
        if loop is None:  # not serving yet (nobody to tell)
            return
        self._broadcast_due = True
        if self.server.on_thread():
            loop.call_soon(self._broadcast_now)
        else:
            self.server.call(self._broadcast_now)

    _broadcast_due = False

    def _broadcast_now(self) -> None:
        self._broadcast_due = False
        if self.shut:
            return
        if self.table is None:
            lobby = self.lobby()
            for conn in list(self.conns.values()):
                if conn.hello:
                    self.server.send(conn.cid, lobby)
            return
        if self.unsaved:
            return  # sent when the save is on disk (`_saved`)
        pos = Position(self.table.match, self.statuses(), self.memory)
        shared: dict = {}
        for conn in list(self.conns.values()):
            if conn.hello:
                self._send_update(conn, pos, shared)

    def _send_update(self, conn: Conn, pos: Position, shared: dict) -> None:
        send_update(self, conn, pos, shared)

    def tell_all(self, message: dict) -> None:
        for conn in list(self.conns.values()):
            if conn.hello:
                self.server.send(conn.cid, message)

    def refuse(self, conn: Conn, reason: str, code: str) -> None:
        self.refused[code] = self.refused.get(code, 0) + 1
        self.server.send(conn.cid, {"type": "error", "code": code, "reason": reason})

    def bye(self, cid: int, code: str, reason: str) -> None:
        self.refused[code] = self.refused.get(code, 0) + 1
        self.server.bye(cid, code, reason)

    # ---- the router's side (the server's thread) ---------------------------------------
    def message(self, link: Link, m: dict) -> None:
        what = m["type"]
        conn = self.conns.get(link.cid)
        if conn is None:
            if what == "hello":
                hello(self, link, m)
            elif what == "list":
                self.server.admit(link.cid, "lounge")
                self.server.send(link.cid, {"type": "tables", "tables": [self.listing()]})
            elif what == "create":
                self.server.send(link.cid, {"type": "error", "code": "create", "reason": T(
                    "this host serves one table: tabletop serve hosts many")})
            self._touch()
            return
        if what == "hello":
            self.refuse(conn, "you said hello already", "hello-again")
        elif what == "act":
            self._act(conn, m)
        elif what == "sync":
            self.send_state(conn, whole=True)
        elif what in ("chat", "quick"):
            chat(self, conn, m)
        elif what == "mute":
            mute(self, conn, m)
        elif what == "undo":
            self.consent.request(conn, m.get("count", 1))
        elif what == "consent":
            self.consent.answer(conn, m)
        elif what in ("list", "create"):
            self.refuse(conn, T("a table's connection does not look at other tables"), "bad-message")
        self._touch()

    def closed(self, link: Link) -> None:
        conn = self.conns.pop(link.cid, None)
        if conn is None:
            return
        if conn.seat is not None and self.places[conn.seat].cid == link.cid:
            place = self.places[conn.seat]
            place.cid = None
            place.away_since = time.monotonic()
            self.broadcast()
        self._touch()

    def tick(self, now: float) -> None:
        self.consent.tick(now)
        if self.takeover_after is not None and self.table is not None and not self.table.match.over:
            changed = False
            for p in self.places:
                if p.remote and p.cid is None and p.away_since is not None and not p.standin \
                        and now - p.away_since >= self.takeover_after:
                    p.standin = True
                    changed = True
            if changed:
                self.broadcast()
                self.players.wake()

    def listing(self) -> dict:
        """This table in a server's list of tables."""
        return {"table": self.table_id, "game": self.game.name, "title": self.game.title,
                "players": len(self.places), "seats": self.statuses(), "private": bool(self.code),
                "started": self.table is not None, "over": self.over,
                "watchers": sum(1 for c in self.conns.values() if c.seat is None)}

    def new_watcher(self) -> int:
        return next(self._watchers)

    def _act(self, conn: Conn, m: dict) -> None:
        text = m["action"]
        if self.table is None:
            return self._answer(conn, text, "", T("The game has not started: seats are still free."))
        if conn.seat is None:
            return self._answer(conn, text, "", T("A spectator watches; only the players act."))
        if self.places[conn.seat].standin:
            self.places[conn.seat].standin = False  # the player is back in charge
        outcome = self.commit(text, conn.seat, m["version"])
        if outcome.stale:
            self.refused["stale"] = self.refused.get("stale", 0) + 1
            self.server.send(conn.cid, {"type": "stale", "action": text, "version": self.table.match.version})
            self.send_state(conn, whole=True)
        elif outcome.refusal is not None:
            self._answer(conn, text, outcome.refusal.rule, outcome.refusal.reason)

    def _answer(self, conn: Conn, text: str, rule: str, reason: str) -> None:
        self.refused["refused"] = self.refused.get("refused", 0) + 1
        version = self.table.match.version if self.table is not None else 0
        self.server.send(conn.cid, {"type": "refused", "action": text, "rule": rule, "reason": reason,
                                    "version": version})

    # ---- the host's window ---------------------------------------------------------------
    def ask_standin(self, seat: int) -> None:
        """From another thread (the host's window): `let_computer_play(seat)` on the server's thread."""
        self.server.call(self.let_computer_play, seat)

    def let_computer_play(self, seat: int) -> None:
        """The host lets a computer player keep an away seat's place (until its player is back)."""
        place = self.places[seat]
        if place.remote and place.cid is None:
            place.standin = True
            self.broadcast()
            self.players.wake()
