"""Table talk: chat lines and quick messages to everyone at a table, and muting.

A line names who wrote it: a player by `seat`, a spectator by `watcher` (the number the table
gave it at its hello, in its `welcome`). A reader mutes one seat (`seat`), one spectator
(`watcher`), or every spectator (`spectators`: a spectator who comes back under another
name is muted too). How fast anyone may talk is the server's (limits.Limits.chat_rate).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .host import Conn, Host


def chat(host: "Host", conn: "Conn", m: dict) -> None:
    out: dict = {"type": "chat", "seat": conn.seat, "name": conn.name}
    if conn.seat is None:
        out["watcher"] = conn.watcher
    if m["type"] == "chat":
        out["text"] = m["text"]
    else:
        out["quick"] = m["key"]
    for other in list(host.conns.values()):
        if other.hello and not muted(other, conn):
            host.server.send(other.cid, out)


def muted(reader: "Conn", writer: "Conn") -> bool:
    """Whether `reader` muted what `writer` says."""
    if writer.seat is not None:
        return writer.seat in reader.muted
    return reader.mute_spectators or writer.watcher in reader.muted_watchers


def mute(host: "Host", conn: "Conn", m: dict) -> None:
    on = m["on"]
    if "seat" in m:
        (conn.muted.add if on else conn.muted.discard)(m["seat"])
    elif "watcher" in m:
        (conn.muted_watchers.add if on else conn.muted_watchers.discard)(m["watcher"])
    else:
        conn.mute_spectators = on
    host.server.send(conn.cid, {"type": "muted", "seats": sorted(conn.muted), "watchers": sorted(conn.muted_watchers),
                                "spectators": conn.mute_spectators})
