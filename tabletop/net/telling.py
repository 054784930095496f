"""What a connection of a table is sent after a change: its update, made once per seat and
position (views.py), encoded once, and shared as the same bytes by spectators that hold the
same thing."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .protocol import encode
from .views import Position, Sent, update

if TYPE_CHECKING:
    from .host import Conn, Host


def send_update(host: "Host", conn: "Conn", pos: Position, shared: dict) -> None:
    """One connection's update (nothing when nothing changed for it); spectators that hold the
    same thing share its bytes (`shared`, one per broadcast)."""
    sent = conn.sent
    key = None
    if conn.seat is None:
        key = (sent.version, id(sent.data), sent.count, conn.whole)
        if key in shared:
            data, after = shared[key]
            copy_sent(after, sent)
            conn.whole = False
            host.server.send(conn.cid, data)
            return
    m = update(pos, conn.seat, sent, whole=conn.whole)
    conn.whole = False
    if m is None:
        return
    data = encode(m)
    if key is not None:
        after = Sent()
        copy_sent(sent, after)
        shared[key] = (data, after)
    host.server.send(conn.cid, data)


def copy_sent(a: Sent, b: Sent) -> None:
    for name in Sent.__slots__:
        setattr(b, name, getattr(a, name))
