"""What one client may cost a host: rates, connection classes and their caps, and the
throttle on wrong join codes. docs/network.md lists every figure.

- `Bucket`: a token bucket (a rate and a burst);
- `Limits`: every cap of a host or a server, in one place (the commands may change some);
- `Throttle`: wrong join codes and unknown tokens per address: a few at once, then one every
  few seconds, so that guessing a code is hopeless (`new_code` makes codes of about 40 bits:
  at one guess every `Throttle.every` seconds, half of them take thousands of years).
"""

from __future__ import annotations

import secrets
import time
from dataclasses import dataclass, field


class Bucket:
    """A token bucket: `take` is False while a client goes faster than `rate` a second (after
    a burst of `burst`)."""

    __slots__ = ("rate", "burst", "tokens", "at")

    def __init__(self, rate: float, burst: int) -> None:
        self.rate, self.burst = rate, burst
        self.tokens = float(burst)
        self.at = time.monotonic()

    def take(self, now: float | None = None) -> bool:
        now = time.monotonic() if now is None else now
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False

    def wait(self, now: float | None = None) -> float:
        """Seconds until `take` would be True."""
        now = time.monotonic() if now is None else now
        tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        return 0.0 if tokens >= 1 else (1 - tokens) / self.rate


@dataclass
class Limits:
    """The caps of one host (or one server of many tables)."""

    #: messages a second a connection may send, and at once after a pause
    rate: float = 200.0
    burst: int = 400
    #: chat lines and quick messages a second, and at once
    chat_rate: float = 1.0
    chat_burst: int = 5
    #: messages that cost the host a whole position or a table (sync, list, create) a second
    heavy_rate: float = 2.0
    heavy_burst: int = 6
    #: refused messages (bad, or over a rate) before the connection is closed (1008)
    patience: int = 100
    #: seconds a new connection has to send its first message (then it is closed: bye silent)
    hello_seconds: float = 5.0
    #: seconds a connection that only looks at a server's tables (list, create) may stay
    lounge_seconds: float = 60.0
    #: connections that have not said hello yet, at once; a newer one closes the oldest
    pending: int = 64
    #: ... of them from one address (a newer one closes that address's oldest)
    pending_per_address: int = 4
    #: spectators of one table, and from one address (over all tables)
    watchers: int = 16
    watchers_per_address: int = 4
    #: bytes waiting to be sent to one connection before it is closed as too slow to keep up (4001)
    queue_bytes: int = 1024 * 1024
    #: the system's send buffer of each connection (0: the system's own, which grows to megabytes)
    socket_bytes: int = 64 * 1024
    #: tables open at once on a server, and tables one address may have open
    tables: int = 200
    tables_per_address: int = 4


#: the letters of a join code: no 0/O, 1/I/L, U (read aloud and typed without mistakes)
CODE_LETTERS = "23456789ABCDEFGHJKMNPQRSTVWXYZ"


def new_code(groups: int = 2, size: int = 4) -> str:
    """A join code such as ``K7QX-M3RT``: 8 of 30 letters, 39 bits."""
    return "-".join("".join(secrets.choice(CODE_LETTERS) for _ in range(size)) for _ in range(groups))


def code_form(code: str) -> str:
    """A code as it is compared: case, spaces and dashes do not count (``k7qx m3rt`` is ``K7QX-M3RT``)."""
    return "".join(code.split()).replace("-", "").upper()


@dataclass
class Throttle:
    """Wrong join codes (and unknown tokens) per address: `burst` at once, then one every
    `every` seconds. `allow(address)` before checking a code; `failed(address)` after a wrong
    one. At most `most` addresses are remembered (the quietest forgotten first)."""

    burst: int = 5
    every: float = 3.0
    most: int = 4096
    _buckets: dict[str, Bucket] = field(default_factory=dict)

    def _bucket(self, address: str) -> Bucket:
        b = self._buckets.get(address)
        if b is None:
            if len(self._buckets) >= self.most:
                now = time.monotonic()
                full = [a for a, x in self._buckets.items() if x.wait(now) == 0 and x.tokens >= x.burst - 1]
                for a in full or list(self._buckets)[: self.most // 2]:
                    del self._buckets[a]
            b = self._buckets[address] = Bucket(1 / self.every, self.burst)
        return b

    def wait(self, address: str) -> float:
        """Seconds before `address` may try a code again (0: now)."""
        b = self._buckets.get(address)
        return 0.0 if b is None else b.wait()

    def failed(self, address: str) -> None:
        self._bucket(address).take()
