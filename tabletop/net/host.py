"""The host: the only authority of a networked game.

The host's process owns the match, its seed and every shuffle. Clients say hello (a name, the
join code of a private table, a seat's token to come back), take a free seat, and then send
actions in notation stamped with the `Match.version` they saw. The host commits each through
`Table.commit(..., source="remote", seat=<the connection's seat>, version=...)`, the one door
of every action (tabletop/play/table.py), and answers a refusal with the rule id and reason, a
stale action with the current position. Its own computer players go through the same door.

After every change the host waits until the save holds it (tabletop/net/saving.py), then sends
every connection its own update (tabletop/net/views.py): its seat's view, legal actions, the
log lines it may read, `Match.version`. A spectator gets the public view.

Threads: the transport runs on its own (tabletop/net/server.py) and only fills `inbox`;
everything else happens in `pump`, called by whoever owns the host (the headless command's
loop, or the pygame loop each frame), so the match is only ever touched by one thread.
"""

from __future__ import annotations

import queue
import time
from dataclasses import dataclass, field
from typing import Any

from ..ai.base import make_bot
from ..ai.bot import Bot
from ..engine.errors import DataError, TabletopError
from ..engine.game import Game
from ..engine.history import Match
from ..play import Committed, Seat, Table
from ..words import T, msg
from . import views
from .consent import Consent
from .hostplayers import act_once, arrive
from ..ai.reaction import Race
from .places import Place, read_deck, code_matches, find_token, free_seat, new_places  # noqa: F401 - commands use it here
from .protocol import PROTOCOL
from .saving import HostSave, SaveInfo
from .server import Server

#: seconds a connection may stay without saying hello
HELLO_SECONDS = 10.0


@dataclass
class Conn:
    """One connection as the host's thread knows it."""

    cid: int
    peer: str
    opened: float = field(default_factory=time.monotonic)
    hello: bool = False
    seat: int | None = None
    watcher: bool = False
    name: str = ""
    muted: set[int] = field(default_factory=set)
    #: the history entries this connection was sent, to send only what changed (an undo: less)
    sent: list = field(default_factory=list)


class Host:
    """A hosted table. `start()` listens; `pump()` does the work; `close()` ends it."""

    def __init__(self, game: Game, places: list[Place], *, seed: int = 1, code: str = "",
                 bind: str = "127.0.0.1", port: int = 0, save: HostSave | None = None,
                 takeover_after: float | None = None, ssl: Any = None, wake: Any = None,
                 match: Match | None = None, game_id: str = "") -> None:
        self.game = game
        self.places = places
        self.seed = seed
        self.code = code
        self.save = save
        self.takeover_after = takeover_after
        self.inbox: "queue.Queue[tuple]" = queue.Queue()
        self.server = Server(self.inbox, bind, port, ssl=ssl, wake=wake)
        self.conns: dict[int, Conn] = {}
        self.table: Table | None = None
        self.bots: dict[int, Bot] = {}
        self.consent = Consent(self)
        self.asked_version = -1
        self.race = Race()  # answers in order of arrival on the host's clock (hostplayers.py)
        self.game_id = game_id
        #: what the host's thread refused, per reason (tests read it)
        self.refused: dict[str, int] = {}
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
        self.server.start()
        if self.table is not None:
            self._save_seats()

    def close(self) -> None:
        for cid in list(self.conns):
            self.server.send(cid, {"type": "bye", "reason": T("the host closed the table")})
            self.server.close(cid, 1001, "the host closed the table")
        time.sleep(0.05)
        self.server.stop()
        if self.save is not None:
            self.save.close()

    def pump(self, timeout: float = 0.0) -> int:
        """Handle what arrived (waiting up to `timeout` for the first), let the host's computer
        players act, lapse what timed out. Returns the number of things done."""
        done = 0
        try:
            item = self.inbox.get(timeout=timeout) if timeout > 0 else self.inbox.get_nowait()
            while True:
                self._handle(item)
                done += 1
                item = self.inbox.get_nowait()
        except queue.Empty:
            pass
        for _ in range(200):  # the computer players' actions, a bounded number per call
            if not act_once(self):
                break
            done += 1
        self._timers()
        return done

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
            self.save.begin(self.table.match, self._seats_doc())
            self.game_id = self.save.saver.game_id if self.save.saver is not None else ""

    def _seat_match(self, match: Match) -> None:
        self.table = Table(match, [p.seat for p in self.places])
        self.table.listen(self._changed)
        for i, p in enumerate(self.places):
            self.bots[i] = make_bot(p.seat.bot, match.setup.seed * 31 + i)

    def _seats_doc(self) -> dict:
        return {"game": self.game.name, "seed": self.seed, "code": self.code, "port": self.port,
                "takeover_after": self.takeover_after, "seats": [p.to_doc() for p in self.places]}

    def _save_seats(self) -> None:
        if self.save is not None and self.table is not None:
            self.save.write_seats(self._seats_doc())
            if self.save.saver is None:  # resumed: the autosave goes on from the loaded match
                self.save.begin(self.table.match, self._seats_doc(), self.game_id)

    def save_info(self) -> SaveInfo:
        return SaveInfo(seats=[{"name": p.seat.name, "human": p.remote and not p.computer_client,
                                "bot": p.seat.bot} for p in self.places])

    def _changed(self, note: Committed) -> None:
        """Every change of the match: saved first, then every connection is told."""
        if note.kind != "undo":
            self.consent.lapse("the game went on")
        if self.save is not None:
            assert self.table is not None
            self.save.changed(self.table.match, self.save_info())
            if note.kind == "play" and self.table.match.over:
                self.save.keep_replay(self.save_info())
        self.broadcast()

    def commit(self, action: str, seat: int, version: int | None, source: str = "remote"):
        assert self.table is not None
        return self.table.commit(arrive(self, action), source=source, seat=seat, version=version)

    # ---- what connections are sent ----------------------------------------------------
    def statuses(self) -> list[dict]:
        return [p.status() for p in self.places]

    def lobby(self) -> dict:
        return {"type": "lobby", "game": self.game.name, "title": self.game.title, "players": len(self.places),
                "seats": self.statuses(), "private": bool(self.code)}

    def update_for(self, conn: Conn) -> dict:
        """The update `conn` is sent now (the log from where what it was sent last differs)."""
        match = self.table.match  # type: ignore[union-attr]
        history = match.history
        keep = min(len(conn.sent), len(history))
        while keep and conn.sent[keep - 1] is not history[keep - 1]:
            keep -= 1
        message = views.update(match, conn.seat, keep, self.statuses())
        conn.sent = list(history)
        return message

    def send_state(self, conn: Conn) -> None:
        self.server.send(conn.cid, self.update_for(conn) if self.table is not None else self.lobby())

    def broadcast(self) -> None:
        for conn in list(self.conns.values()):
            if conn.hello:
                self.send_state(conn)

    def _refuse(self, conn: Conn, reason: str, code: str) -> None:
        self.refused[code] = self.refused.get(code, 0) + 1
        self.server.send(conn.cid, {"type": "error", "code": code, "reason": reason})

    def _bye(self, conn: Conn, code: str, reason: str) -> None:
        self.refused[code] = self.refused.get(code, 0) + 1
        self.server.send(conn.cid, {"type": "bye", "code": code, "reason": reason})
        self.server.close(conn.cid, 4000, code)

    # ---- the inbox --------------------------------------------------------------------
    def _handle(self, item: tuple) -> None:
        kind, cid = item[0], item[1]
        if kind == "standin":  # the host's window let a computer player keep an away seat
            self.let_computer_play(item[1])
            return
        if kind == "open":
            self.conns[cid] = Conn(cid, item[2])
            return
        conn = self.conns.get(cid)
        if conn is None:
            return
        if kind == "closed":
            del self.conns[cid]
            if conn.seat is not None and self.places[conn.seat].cid == cid:
                place = self.places[conn.seat]
                place.cid = None
                place.away_since = time.monotonic()
                self.broadcast()
            return
        message = item[2]
        what = message["type"]
        if what == "hello":
            self._hello(conn, message)
        elif not conn.hello:
            self._refuse(conn, "say hello first", "no-hello")
        elif what == "act":
            self._act(conn, message)
        elif what == "sync":
            self.send_state(conn)
        elif what in ("chat", "quick"):
            self._chat(conn, message)
        elif what == "mute":
            (conn.muted.add if message["on"] else conn.muted.discard)(message["seat"])
            self.server.send(cid, {"type": "muted", "seats": sorted(conn.muted)})
        elif what == "undo":
            self.consent.request(conn, message.get("count", 1))
        elif what == "consent":
            self.consent.answer(conn, message)

    def _hello(self, conn: Conn, m: dict) -> None:
        if conn.hello:
            return self._refuse(conn, "you said hello already", "hello-again")
        if m["protocol"] != PROTOCOL:
            return self._bye(conn, "protocol", msg("this host speaks protocol {ours}, not {theirs}", ours=PROTOCOL,
                                                   theirs=m["protocol"]))
        token = m.get("token")
        seat: int | None = None
        if token:
            seat = find_token(self.places, token)
            if seat is None:
                return self._bye(conn, "token", T("this token is not one of this table's seats"))
        elif not code_matches(self.code, m.get("code")):
            return self._bye(conn, "code", T("the join code is wrong") if m.get("code")
                             else T("this table needs its join code"))
        elif m.get("watch"):
            conn.watcher = True
        else:
            seat = free_seat(self.places)
            if seat is None:
                return self._bye(conn, "full", T("every seat is taken (you may watch: join with --watch)"))
            place = self.places[seat]
            if m.get("deck"):
                try:
                    place.deck = read_deck(self.game, m["deck"], m.get("deck_kind", "text"))
                except DataError as err:
                    return self._bye(conn, "deck", msg("your deck cannot be played: {problems}", problems="; ".join(
                        f"{p.key + ': ' if p.key else ''}{p.message}" for p in err.problems)))
            place.joined = True
            place.computer_client = bool(m.get("computer"))
            place.seat.name = m["name"]
        conn.hello = True
        conn.name = m["name"]
        if seat is not None:
            place = self.places[seat]
            old = self.conns.get(place.cid) if place.cid is not None else None
            if old is not None and old is not conn:  # the last connection wins
                old.seat = None
                old.hello = False
                self.server.send(old.cid, {"type": "bye", "code": "replaced",
                                           "reason": T("this seat was taken up by a newer connection")})
                self.server.close(old.cid, 4000, "replaced")
            place.cid = conn.cid
            place.away_since = None
            place.standin = False
            conn.seat = seat
        self.server.send(conn.cid, {"type": "welcome", "protocol": PROTOCOL, "seat": seat,
                                    "token": self.places[seat].token if seat is not None else None,
                                    "game": self.game.name, "players": len(self.places)})
        if self.table is None and free_seat(self.places) is None:
            self._start_game()
        if self.table is not None:
            self._save_seats()
        self.broadcast()

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
            self.send_state(conn)
        elif outcome.refusal is not None:
            self._answer(conn, text, outcome.refusal.rule, outcome.refusal.reason)

    def _answer(self, conn: Conn, text: str, rule: str, reason: str) -> None:
        self.refused["refused"] = self.refused.get("refused", 0) + 1
        version = self.table.match.version if self.table is not None else 0
        self.server.send(conn.cid, {"type": "refused", "action": text, "rule": rule, "reason": reason,
                                    "version": version})

    def _chat(self, conn: Conn, m: dict) -> None:
        out = {"type": "chat", "seat": conn.seat, "name": conn.name}
        if m["type"] == "chat":
            out["text"] = m["text"]
        else:
            out["quick"] = m["key"]
        for other in list(self.conns.values()):
            if other.hello and not (conn.seat is not None and conn.seat in other.muted):
                self.server.send(other.cid, out)

    def tell_all(self, message: dict) -> None:
        for conn in list(self.conns.values()):
            if conn.hello:
                self.server.send(conn.cid, message)

    # ---- the host's own players and the clock -------------------------------------------
    def _timers(self) -> None:
        now = time.monotonic()
        for conn in list(self.conns.values()):
            if not conn.hello and now - conn.opened > HELLO_SECONDS:
                conn.opened = float("inf")
                self._bye(conn, "silent", f"no hello within {HELLO_SECONDS:g} seconds")
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

    def ask_standin(self, seat: int) -> None:
        """From another thread (the host's window): `let_computer_play(seat)` on the host's thread."""
        self.inbox.put(("standin", seat))

    def let_computer_play(self, seat: int) -> None:
        """The host lets a computer player keep an away seat's place (until its player is back)."""
        place = self.places[seat]
        if place.remote and place.cid is None:
            place.standin = True
            self.broadcast()


def resumed_host(save: HostSave, *, bind: str = "127.0.0.1", port: int | None = None, ssl: Any = None,
                 takeover_after: float | None = None) -> Host:
    """The host of a saved game, as it was when it stopped; its players come back with their tokens."""
    match, seats, game_id = save.load()
    try:
        places = [Place.from_doc(d) for d in seats["seats"]]
    except (KeyError, TypeError, ValueError) as exc:
        raise TabletopError(f"{save.seats_path}: damaged seats: {exc}") from None
    if len(places) != match.state.seats:
        raise TabletopError(f"{save.seats_path}: {len(places)} seats for a game of {match.state.seats}")
    saved_port = seats.get("port") if isinstance(seats.get("port"), int) else 0
    wait = takeover_after if takeover_after is not None else seats.get("takeover_after")
    host = Host(match.game, places, seed=match.setup.seed,
                code=str(seats.get("code", "")), bind=bind, port=port if port is not None else int(saved_port or 0),
                save=save, takeover_after=wait if isinstance(wait, (int, float)) else None, ssl=ssl,
                match=match, game_id=game_id)
    return host

