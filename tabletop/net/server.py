"""The host's transport: a `websockets` asyncio server on a thread of its own.

The server knows no game. For each connection it reads frames, refuses at once what breaks the
protocol (too big, not text, not JSON, nested too deep, an unknown type or field, a flood:
`protocol.read_client` and a token bucket), and hands every good message to the host's inbox
(a `queue.Queue`) as ``("msg", cid, message)``; ``("open", cid, peer)`` and
``("closed", cid)`` say when connections come and go. The host's own thread (the pygame
loop, or the headless command's loop) takes them from there: only that thread touches the
match. What the host sends goes back through `send`, in order, per connection.

A connection that keeps sending garbage or floods is closed (code 1008); the others, and the
game, never notice.
"""

from __future__ import annotations

import asyncio
import itertools
import queue
import threading
import time
from typing import Any

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from ..words import msg
from .protocol import MAX_FRAME, BadMessage, encode, read_client

#: messages a second a client may send, and how many it may send at once after a pause
RATE = 200.0
BURST = 400
#: refused messages (bad or over the rate) before the connection is closed
PATIENCE = 200
#: connections open at once, beyond which new ones are turned away
MAX_CONNECTIONS = 64


class Bucket:
    """A token bucket: `take` is False while a client sends faster than `rate`."""

    def __init__(self, rate: float = RATE, burst: int = BURST) -> None:
        self.rate, self.burst = rate, burst
        self.tokens = float(burst)
        self.at = time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False


class Server:
    """The asyncio server on its thread; `start` returns once it listens (or raises OSError)."""

    def __init__(self, inbox: "queue.Queue[tuple]", host: str = "127.0.0.1", port: int = 0,
                 ssl: Any = None, wake: Any = None) -> None:
        self.inbox = inbox
        self.host, self.port, self.ssl = host, port, ssl
        self.wake = wake  # called after each inbox put (the pygame loop's wake-up), or None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._conns: dict[int, tuple[ServerConnection, asyncio.Queue]] = {}
        self._ids = itertools.count(1)
        self._ready = threading.Event()
        self._error: BaseException | None = None
        self._stop: asyncio.Event | None = None
        #: refused messages, per reason (tests and the benchmark read it)
        self.refused: dict[str, int] = {}
        self.bytes_out = 0
        self.frames_out = 0

    # ---- the host's side -------------------------------------------------------------
    def start(self, timeout: float = 10.0) -> None:
        self._thread = threading.Thread(target=self._run, name="net-server", daemon=True)
        self._thread.start()
        if not self._ready.wait(timeout):
            raise OSError(f"the server did not start listening on {self.host}:{self.port}")
        if self._error is not None:
            raise self._error

    def send(self, cid: int, message: dict | str) -> None:
        """Send a message to connection `cid` (from any thread; in order; dropped if it is gone)."""
        text = message if isinstance(message, str) else encode(message)
        loop = self._loop
        if loop is not None:
            loop.call_soon_threadsafe(self._put, cid, text)

    def close(self, cid: int, code: int = 1000, reason: str = "") -> None:
        loop = self._loop
        if loop is not None:
            loop.call_soon_threadsafe(self._put, cid, (code, reason))

    def stop(self, timeout: float = 5.0) -> None:
        loop, stop = self._loop, self._stop
        if loop is not None and stop is not None:
            loop.call_soon_threadsafe(stop.set)
        if self._thread is not None:
            self._thread.join(timeout)

    # ---- the thread --------------------------------------------------------------------
    def _put(self, cid: int, item: Any) -> None:
        found = self._conns.get(cid)
        if found is not None:
            found[1].put_nowait(item)

    def _run(self) -> None:
        try:
            asyncio.run(self._main())
        except BaseException as exc:  # noqa: BLE001 - reported to start() if it happens before listening
            if not self._ready.is_set():
                self._error = exc if isinstance(exc, OSError) else OSError(str(exc))
                self._ready.set()

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        async with serve(self._handle, self.host, self.port, max_size=MAX_FRAME, ssl=self.ssl,
                         ping_interval=10, ping_timeout=20, close_timeout=2) as server:
            sock = next(iter(server.sockets))
            self.port = sock.getsockname()[1]
            self._ready.set()
            await self._stop.wait()
            server.close()

    def _tell(self, item: tuple) -> None:
        self.inbox.put(item)
        if self.wake is not None:
            self.wake()

    def _refuse(self, reason: str) -> None:
        self.refused[reason] = self.refused.get(reason, 0) + 1

    async def _handle(self, ws: ServerConnection) -> None:
        if len(self._conns) >= MAX_CONNECTIONS:
            await ws.close(1013, "the table has too many connections")
            return
        cid = next(self._ids)
        out: asyncio.Queue = asyncio.Queue()
        self._conns[cid] = (ws, out)
        peer = ws.remote_address
        self._tell(("open", cid, f"{peer[0]}:{peer[1]}" if peer else "?"))
        writer = asyncio.create_task(self._write(ws, out))
        bucket = Bucket()
        strikes = 0
        last_flood = 0.0
        try:
            async for raw in ws:
                if not bucket.take():
                    strikes += 1
                    self._refuse("flood")
                    if time.monotonic() - last_flood > 1.0:
                        last_flood = time.monotonic()
                        out.put_nowait(encode({"type": "error", "code": "flood",
                                               "reason": msg("too many messages: at most {n} a second",
                                                             n=f"{RATE:g}")}))
                else:
                    try:
                        message = read_client(raw)
                    except BadMessage as exc:
                        strikes += 1
                        self._refuse("bad")
                        out.put_nowait(encode({"type": "error", "code": "bad-message", "reason": str(exc)}))
                        message = None
                    if message is not None:
                        self._tell(("msg", cid, message))
                if strikes > PATIENCE:
                    out.put_nowait((1008, "too many refused messages"))
                    break
        except ConnectionClosed:
            pass
        finally:
            if strikes > PATIENCE:  # the close is queued after the last refusal: let it go out
                try:
                    await asyncio.wait_for(writer, 2.0)
                except (asyncio.TimeoutError, ConnectionClosed):
                    pass
            writer.cancel()
            self._conns.pop(cid, None)
            self._tell(("closed", cid))

    async def _write(self, ws: ServerConnection, out: asyncio.Queue) -> None:
        try:
            while True:
                item = await out.get()
                if isinstance(item, tuple):  # (code, reason): close after what was queued
                    await ws.close(item[0], item[1])
                    return
                await ws.send(item)
                self.frames_out += 1
                self.bytes_out += len(item.encode("utf-8"))
        except ConnectionClosed:
            return
