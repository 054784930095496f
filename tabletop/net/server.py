"""The transport of a host or a server: a `websockets` asyncio server on a thread of its own,
which also runs the tables (the router) on that same thread.

The server knows no game. For each connection (`Link`) it reads frames, refuses at once what
breaks the protocol (too big, not text, not JSON, nested too deep, an unknown type or field, a
string that is not text, a flood: `protocol.read_client` and the rates of `limits.Limits`),
and hands every good message to its router (`router.message(link, message)`), on the
server's own thread: the tables are touched by that thread alone, and an action goes from the
socket to the match and back without a hand-over between threads. Nothing slow runs there:
the computer players think in a worker, the save is written by its own thread
(tabletop/net/hostplayers.py, saving.py); other threads reach the tables through `call`.

What a client may cost (docs/network.md, "Limits"):

- a connection that has not said hello is *pending*: it has `hello_seconds` to send its
  first message and costs the tables nothing meanwhile (they hear of it at its hello); at
  most `pending` of them are kept at once, `pending_per_address` from one address, and a
  newer connection closes the oldest (1013) instead of being turned away, so that a player
  coming back with a seat's token always gets in;
- a connection that only looks at a server's tables (`list`, `create`) may stay
  `lounge_seconds` after its last such message;
- what is sent to a connection waits in a queue of at most `queue_bytes`; a reader too slow
  to keep up is closed (4001) and comes back to the whole position.

A connection that keeps sending garbage or floods is closed (1008); the others, and the
game, never notice.
"""

from __future__ import annotations

import asyncio
import itertools
import socket
import sys
import threading
import time
from collections import deque
from typing import Any, Callable, Protocol

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from ..words import msg
from .limits import Bucket, Limits
from .protocol import BEFORE_HELLO, MAX_FRAME, BadMessage, encode, read_client

#: close codes (besides the WebSocket ones: 1008 refused too often, 1009 a frame too big)
CLOSE_BYE = 4000     # after a `bye`
CLOSE_SLOW = 4001    # the connection did not read what it was sent fast enough
CLOSE_BUSY = 1013    # a pending connection closed for a newer one
#: kinds of message that cost a whole position or a table
HEAVY = ("sync", "list", "create")
CHAT = ("chat", "quick")
#: the interpreter's switch interval in a process that serves tables (the default is 5 ms)
SWITCH_SECONDS = 0.001


class Link:
    """One connection as the server knows it."""

    __slots__ = ("cid", "address", "peer", "ws", "opened", "state", "deadline", "out", "out_bytes", "wake",
                 "bucket", "chat", "heavy", "strikes", "last_flood", "closing", "table", "writer")

    def __init__(self, cid: int, address: str, peer: str, ws: Any, limits: Limits) -> None:
        self.cid, self.address, self.peer, self.ws = cid, address, peer, ws
        self.opened = time.monotonic()
        #: pending (no hello yet), lounge (looked at a server's tables), seat, watch
        self.state = "pending"
        self.deadline = self.opened + limits.hello_seconds
        self.out: deque = deque()
        self.out_bytes = 0
        self.wake = asyncio.Event()
        self.bucket = Bucket(limits.rate, limits.burst)
        self.chat = Bucket(limits.chat_rate, limits.chat_burst)
        self.heavy = Bucket(limits.heavy_rate, limits.heavy_burst)
        self.strikes = 0
        self.last_flood = 0.0
        self.closing = False
        #: the router's: the table this connection said hello to
        self.table: Any = None
        self.writer: asyncio.Task | None = None

    @property
    def pending(self) -> bool:
        return self.state in ("pending", "lounge")


class Router(Protocol):
    def message(self, link: Link, message: dict) -> None: ...
    def closed(self, link: Link) -> None: ...
    def tick(self, now: float) -> None: ...


class Server:
    """The asyncio server on its thread; `start` returns once it listens (or raises OSError)."""

    def __init__(self, router: Router, host: str = "127.0.0.1", port: int = 0, ssl: Any = None,
                 limits: Limits | None = None, tick: float = 0.1) -> None:
        self.router = router
        self.host, self.port, self.ssl = host, port, ssl
        self.limits = limits or Limits()
        self.tick_seconds = tick
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._thread_id = -1
        self.links: dict[int, Link] = {}
        self._ids = itertools.count(1)
        self._ready = threading.Event()
        self._error: BaseException | None = None
        self._stop: asyncio.Event | None = None
        #: refused messages and closed connections, per reason (tests and the benchmarks read it)
        self.refused: dict[str, int] = {}
        #: what went wrong in a table's code on the server's thread (the table is told; tests read it)
        self.errors: list[str] = []
        self.bytes_out = 0
        self.frames_out = 0

    # ---- from any thread ---------------------------------------------------------------
    def start(self, timeout: float = 10.0) -> None:
        # the server's thread shares the interpreter with the saves' threads (and computer
        # players'): at the default 5 ms switch interval it would wait that long for its turn
        # after each of them
        if sys.getswitchinterval() > SWITCH_SECONDS:
            sys.setswitchinterval(SWITCH_SECONDS)
        self._thread = threading.Thread(target=self._run, name="net-server", daemon=True)
        self._thread.start()
        if not self._ready.wait(timeout):
            raise OSError(f"the server did not start listening on {self.host}:{self.port}")
        if self._error is not None:
            raise self._error

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive() and self._loop is not None

    def on_thread(self) -> bool:
        return threading.get_ident() == self._thread_id

    def call(self, fn: Callable[..., Any], *args: Any) -> None:
        """Run `fn(*args)` on the server's thread (at once when called there)."""
        if self.on_thread():
            fn(*args)
            return
        loop = self._loop
        if loop is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(self._guarded, fn, args)
            except RuntimeError:  # the loop closed meanwhile
                pass

    def run_here(self, fn: Callable[[], Any], timeout: float = 5.0) -> Any:
        """`fn()` on the server's thread, waiting for its result (from another thread)."""
        if self.on_thread() or not self.running:
            return fn()
        done = threading.Event()
        box: list = []

        def go() -> None:
            try:
                box.append(fn())
            finally:
                done.set()
        self.call(go)
        done.wait(timeout)
        return box[0] if box else None

    def send(self, cid: int, message: dict | bytes) -> None:
        """Send a message to connection `cid` (in order; dropped if it is gone)."""
        data = message if isinstance(message, bytes) else encode(message)
        if self.on_thread():
            self._put(cid, data)
        else:
            self.call(self._put, cid, data)

    def close(self, cid: int, code: int = 1000, reason: str = "") -> None:
        """Close `cid` after what was queued for it."""
        if self.on_thread():
            self._put(cid, (code, reason))
        else:
            self.call(self._put, cid, (code, reason))

    def bye(self, cid: int, code: str, reason: str, close: int = CLOSE_BYE) -> None:
        """Turn a connection away: a `bye` (with `code`), then the close."""
        self.count(code)
        self.send(cid, {"type": "bye", "code": code, "reason": reason})
        self.close(cid, close, code)

    def admit(self, cid: int, state: str) -> None:
        """A connection said a good hello (`seat`, `watch`) or looked at the tables (`lounge`)."""
        link = self.links.get(cid)
        if link is None:
            return
        if state == "lounge":
            if link.pending:
                link.state = "lounge"
                link.deadline = time.monotonic() + self.limits.lounge_seconds
        else:
            link.state = state

    def stop(self, timeout: float = 5.0) -> None:
        loop, stop = self._loop, self._stop
        if loop is not None and stop is not None:
            try:
                loop.call_soon_threadsafe(stop.set)
            except RuntimeError:
                pass
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(timeout)

    def count(self, reason: str) -> None:
        self.refused[reason] = self.refused.get(reason, 0) + 1

    # ---- the thread --------------------------------------------------------------------
    def _guarded(self, fn: Callable[..., Any], args: tuple) -> None:
        try:
            fn(*args)
        except Exception as exc:  # noqa: BLE001 - one table's failure must not stop the server
            self.errors.append(f"{type(exc).__name__}: {exc}")
            import traceback
            traceback.print_exc()

    def _put(self, cid: int, item: Any) -> None:
        link = self.links.get(cid)
        if link is None or link.closing:
            return
        if isinstance(item, tuple):
            link.closing = True
        else:
            if link.out_bytes + len(item) > self.limits.queue_bytes:
                self._too_slow(link)
                return
            link.out_bytes += len(item)
        link.out.append(item)
        link.wake.set()

    def _too_slow(self, link: Link) -> None:
        """The connection does not read what it is sent: drop what waits, close it (its writer
        may be stuck on a full buffer: it is stopped, and the close frame goes after what the
        system still holds, or the connection is cut after `close_timeout`)."""
        self.count("slow")
        link.out.clear()
        link.out_bytes = 0
        link.closing = True
        if link.writer is not None:
            link.writer.cancel()
        asyncio.ensure_future(link.ws.close(CLOSE_SLOW, "too slow to keep up: connect again for the whole position"))

    def _run(self) -> None:
        self._thread_id = threading.get_ident()
        try:
            asyncio.run(self._main())
        except BaseException as exc:  # noqa: BLE001 - reported to start() if it happens before listening
            if not self._ready.is_set():
                self._error = exc if isinstance(exc, OSError) else OSError(str(exc))
                self._ready.set()

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        # (no permessage-deflate: messages are small, and each connection's compressor would
        # cost CPU on every message and a few hundred kilobytes of memory)
        async with serve(self._handle, self.host, self.port, max_size=MAX_FRAME, ssl=self.ssl,
                         ping_interval=10, ping_timeout=20, close_timeout=2, compression=None,
                         open_timeout=self.limits.hello_seconds) as server:
            sock = next(iter(server.sockets))
            self.port = sock.getsockname()[1]
            self._ready.set()
            ticker = asyncio.create_task(self._ticks())
            await self._stop.wait()
            ticker.cancel()
            server.close()

    async def _ticks(self) -> None:
        while True:
            await asyncio.sleep(self.tick_seconds)
            self._guarded(self.router.tick, (time.monotonic(),))

    def _make_room(self, address: str) -> None:
        """Before a new connection: close the oldest pending one of its address, or of all,
        where their cap is reached."""
        lim = self.limits
        pending = [x for x in self.links.values() if x.pending and not x.closing]
        mine = [x for x in pending if x.address == address]
        for victims, most in ((mine, lim.pending_per_address), (pending, lim.pending)):
            while len(victims) >= most and victims:
                old = min(victims, key=lambda x: x.opened)
                victims.remove(old)
                if old in pending:
                    pending.remove(old)
                self.bye(old.cid, "busy", msg("too many connections wait to say hello; connect again"),
                         close=CLOSE_BUSY)

    async def _handle(self, ws: ServerConnection) -> None:
        sock = ws.transport.get_extra_info("socket")
        if sock is not None and self.limits.socket_bytes:
            try:  # the system's own buffer for this connection (else it grows to megabytes)
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, self.limits.socket_bytes)
            except OSError:
                pass
        peer = ws.remote_address
        address = str(peer[0]) if peer else "?"
        self._make_room(address)
        cid = next(self._ids)
        link = Link(cid, address, f"{address}:{peer[1]}" if peer else "?", ws, self.limits)
        self.links[cid] = link
        writer = link.writer = asyncio.create_task(self._write(link))
        try:
            await self._read(link)
        except ConnectionClosed:
            pass
        finally:
            if link.closing:  # let what was queued before the close go out
                try:
                    await asyncio.wait_for(asyncio.shield(writer), 2.0)
                except (asyncio.TimeoutError, asyncio.CancelledError, ConnectionClosed):
                    pass
            writer.cancel()
            self.links.pop(cid, None)
            if link.state not in ("pending", "lounge") or link.table is not None:
                self._guarded(self.router.closed, (link,))

    async def _read(self, link: Link) -> None:
        ws, lim = link.ws, self.limits
        while not link.closing:
            if link.pending:
                left = link.deadline - time.monotonic()
                if left <= 0:
                    self._silent(link)
                    continue
                try:
                    raw = await asyncio.wait_for(ws.recv(), left)
                except asyncio.TimeoutError:
                    continue
            else:
                raw = await ws.recv()
            now = time.monotonic()
            message = None
            if not link.bucket.take(now):
                self._flood(link, now, lim.rate)
            else:
                try:
                    message = read_client(raw)
                except BadMessage as exc:
                    self._strike(link, "bad")
                    self._put(link.cid, encode({"type": "error", "code": "bad-message", "reason": str(exc)}))
            if message is not None:
                kind = message["type"]
                if kind in CHAT and not link.chat.take(now):
                    self._flood(link, now, lim.chat_rate)
                elif kind in HEAVY and not link.heavy.take(now):
                    self._flood(link, now, lim.heavy_rate)
                elif link.pending and kind not in BEFORE_HELLO:
                    self._strike(link, "no-hello")
                    self._put(link.cid, encode({"type": "error", "code": "no-hello", "reason": "say hello first"}))
                else:
                    self._guarded(self.router.message, (link, message))
            if link.strikes > lim.patience and not link.closing:
                self.count("patience")
                self._put(link.cid, (1008, "too many refused messages"))

    def _silent(self, link: Link) -> None:
        if link.state == "pending":
            self.bye(link.cid, "silent", msg("no hello within {n} seconds", n=f"{self.limits.hello_seconds:g}"))
        else:
            self.bye(link.cid, "silent", msg("no table chosen within {n} seconds", n=f"{self.limits.lounge_seconds:g}"))

    def _strike(self, link: Link, reason: str) -> None:
        link.strikes += 1
        self.count(reason)

    def _flood(self, link: Link, now: float, rate: float) -> None:
        self._strike(link, "flood")
        if now - link.last_flood > 1.0:
            link.last_flood = now
            self._put(link.cid, encode({"type": "error", "code": "flood",
                                        "reason": msg("too many messages: at most {n} a second", n=f"{rate:g}")}))

    async def _write(self, link: Link) -> None:
        ws = link.ws
        try:
            while True:
                while not link.out:
                    link.wake.clear()
                    await link.wake.wait()
                item = link.out.popleft()
                if isinstance(item, tuple):  # (code, reason): close after what was queued
                    await ws.close(item[0], item[1])
                    return
                link.out_bytes -= len(item)
                await ws.send(item, text=True)
                self.frames_out += 1
                self.bytes_out += len(item)
        except ConnectionClosed:
            return
