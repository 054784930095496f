"""A client of a hosted table: connects, says hello, keeps the seat's position as the host
sends it, and comes back with its token when the connection drops.

`Client.run` is an asyncio loop: it connects to the address, says hello (with the seat's
token once it has one), and hands each message to `on_message`; when the connection drops it
connects again, every `RETRY` seconds, for `patience` seconds, then gives up with
`HostGone`. A refusal for good (a wrong join code, a full table, a damaged deck, another
protocol, the seat taken up by a newer connection) ends it with `Refused`.

What a client holds is exactly what it was sent: `position` (the last update made whole: the
seat's view as plain data with the update's changes applied, its legal actions in notation,
`version`, who acts), `log` (the lines it may read), `chat`. An update that carries changes is
checked against its `hash`; a client whose view came out otherwise (or that missed the
version the changes start from) asks for the whole view (`sync`) and hands on nothing until it
comes (`mismatches` counts them). `on_message` is given each update made whole, so what reads
it never sees a change list. The computer client (tabletop/net/computer.py) reads only that.
"""

from __future__ import annotations

import asyncio
import json
import time
from typing import Any, Callable

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from ..words import msg
from .changes import applied, view_hash
from .protocol import MAX_FRAME, PROTOCOL, encode

#: seconds between tries to connect again
RETRY = 0.25
#: bye codes after which coming back would not help
FOR_GOOD = ("code", "full", "token", "deck", "protocol", "replaced", "table", "watchers", "wait")


class Refused(Exception):
    """The host turned this client away for good (the reason in words; `code` the bye's)."""

    def __init__(self, reason: str, code: str = "") -> None:
        super().__init__(reason)
        self.code = code


class HostGone(Exception):
    """No host answered at the address for the whole patience."""


def address_url(address: str) -> str:
    """``host:port``, ``ws://host:port`` or ``wss://host:port`` as a URL."""
    a = address.strip()
    if a.startswith(("ws://", "wss://")):
        return a
    return f"ws://{a}"


class Client:
    """One player's (or spectator's) connection to a host."""

    def __init__(self, address: str, name: str, *, code: str = "", token: str = "", watch: bool = False,
                 deck: tuple[str, str] | None = None, computer: bool = False, patience: float = 30.0,
                 ssl: Any = None, table: str = "") -> None:
        self.url = address_url(address)
        self.name, self.code, self.token, self.watch = name, code, token, watch
        #: the table at a server of many (tabletop serve); "" at a host of one
        self.table = table
        self.deck, self.computer, self.patience, self.ssl = deck, computer, patience, ssl
        self.seat: int | None = None
        self.game_name = ""
        self.players = 0
        self.position: dict | None = None
        self.lobby: dict | None = None
        self.log: list[list[str]] = []
        self.chat: list[dict] = []
        self.ws: ClientConnection | None = None
        self.connections = 0
        self.received = 0
        self.bytes_in = 0
        self.sent = 0
        #: updates whose changes did not lead to their hash (the whole view was asked for again)
        self.mismatches = 0
        #: the name the host gave this player (another player had the one asked for: a number added)
        self.given_name = ""
        self._want_whole = False
        #: called with every message after the client took it in (may send in return)
        self.on_message: Callable[[dict], Any] | None = None
        #: called (on the client's thread) when a connection that was open drops
        self.on_drop: Callable[[], None] | None = None
        self._done = False

    # ---- sending ----------------------------------------------------------------------
    async def send(self, message: dict) -> bool:
        ws = self.ws
        if ws is None:
            return False
        try:
            await ws.send(encode(message), text=True)
            self.sent += 1
            return True
        except ConnectionClosed:
            return False

    async def act(self, action: str, version: int | None = None) -> bool:
        """Send an action in notation, stamped with the version it was chosen on."""
        if version is None:
            version = self.position["version"] if self.position else 0
        return await self.send({"type": "act", "action": action, "version": version})

    def hello(self) -> dict:
        m: dict = {"type": "hello", "protocol": PROTOCOL, "name": self.name}
        if self.table:
            m["table"] = self.table
        if self.token:
            m["token"] = self.token
        else:
            if self.code:
                m["code"] = self.code
            if self.watch:
                m["watch"] = True
            if self.deck is not None:
                m["deck"], m["deck_kind"] = self.deck
            if self.computer:
                m["computer"] = True
        return m

    def stop(self) -> None:
        """End `run` after the current message (the game is over for this client)."""
        self._done = True

    # ---- receiving --------------------------------------------------------------------
    def take(self, m: dict) -> dict | None:
        """Keep what a message says (the position, the log, the chat); the message to hand on
        (an update made whole), or None while the whole view is awaited."""
        kind = m.get("type")
        if kind == "welcome":
            self.seat = m["seat"]
            if m.get("token"):
                self.token = m["token"]
            self.given_name = m.get("name") or self.name
            self.table = m.get("table") or self.table
            self.game_name, self.players = m["game"], m["players"]
            self.position = None
            self._want_whole = False
        elif kind == "lobby":
            self.lobby = m
        elif kind == "update":
            whole = self.whole(m)
            if whole is None:
                return None
            m = whole
            del self.log[m["log_from"]:]
            self.log.extend(m["log"])
            self.position = m
        elif kind == "chat":
            self.chat.append(m)
            del self.chat[:-100]
        return m

    def whole(self, m: dict) -> dict | None:
        """An update made whole: its changes applied to the view held and checked against its
        hash. None when that cannot be done (the whole view is then asked for)."""
        if "view" in m:
            self._want_whole = False
            return m
        pos = self.position
        if self._want_whole or pos is None or pos.get("version") != m.get("base"):
            self._ask_whole()
            return None
        try:
            view = applied(pos["view"], m["changes"])
        except ValueError:
            view = None
        if view is None or view_hash(view) != m["hash"]:
            self._ask_whole()
            return None
        whole = {k: v for k, v in pos.items() if k not in ("log", "log_from", "log_seats")}
        whole.update((k, v) for k, v in m.items() if k not in ("changes", "base"))
        whole["view"] = view
        return whole

    def _ask_whole(self) -> None:
        if not self._want_whole:
            self._want_whole = True
            self.mismatches += 1

    async def run(self) -> None:
        """Connect, and connect again after every drop, until `stop`, a refusal or no host."""
        lost_at = time.monotonic()
        while not self._done:
            try:
                async with connect(self.url, max_size=MAX_FRAME, ssl=self.ssl, open_timeout=5, compression=None,
                                   ping_interval=10, ping_timeout=20, close_timeout=1) as ws:
                    self.ws = ws
                    self.connections += 1
                    await ws.send(encode(self.hello()), text=True)
                    async for raw in ws:
                        self.received += 1
                        self.bytes_in += len(raw)
                        m = json.loads(raw)
                        if m.get("type") == "bye" and m.get("code") in FOR_GOOD:
                            raise Refused(m.get("reason", "refused"), m.get("code", ""))
                        wanted = self._want_whole
                        taken = self.take(m)
                        if self._want_whole and not wanted:
                            await ws.send(encode({"type": "sync"}), text=True)
                        if taken is not None and self.on_message is not None:
                            await self.on_message(taken)
                        if self._done:
                            return
            except (OSError, ConnectionClosed, InvalidHandshake, asyncio.TimeoutError, TimeoutError, EOFError):
                pass
            except InvalidURI as exc:
                raise Refused(msg("{address} is not an address: {why}", address=self.url, why=str(exc))) from None
            finally:
                if self.ws is not None:
                    self.ws = None
                    lost_at = time.monotonic()
                    if self.on_drop is not None and not self._done:
                        self.on_drop()
            if self._done:
                return
            if time.monotonic() - lost_at > self.patience:
                raise HostGone(msg("no host at {address} for {n} seconds", address=self.url, n=f"{self.patience:g}"))
            await asyncio.sleep(RETRY)


async def ask_server(address: str, message: dict, ssl: Any = None, timeout: float = 10.0) -> dict:
    """One question to a server of many tables before any hello (`list`, `create`): its answer
    (`tables`, `created`, or the `error` or `bye` that refused it). HostGone when nobody answers."""
    url = address_url(address)
    try:
        async with connect(url, max_size=MAX_FRAME, ssl=ssl, open_timeout=timeout, close_timeout=1,
                           compression=None) as ws:
            await ws.send(encode(message), text=True)
            while True:
                m = json.loads(await asyncio.wait_for(ws.recv(), timeout))
                if m.get("type") in ("tables", "created", "error", "bye"):
                    return m
    except InvalidURI as exc:
        raise Refused(msg("{address} is not an address: {why}", address=url, why=str(exc))) from None
    except (OSError, ConnectionClosed, InvalidHandshake, asyncio.TimeoutError, TimeoutError, EOFError) as exc:
        raise HostGone(msg("no server answers at {address} ({why})", address=url, why=str(exc) or type(exc).__name__)) \
            from None
