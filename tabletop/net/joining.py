"""A connection's hello at a table: who it is, where it sits, and who is turned away.

In order: the protocol's version; then, from an address that guessed wrong too often
(`limits.Throttle`), nothing more is checked until it may try again (`bye` `wait`); a seat's
token gives that seat back, whatever else the hello says, and is never refused for want of
room (the last connection wins); a private table wants its join code (a wrong one counts
toward the address's throttle; compared without case, spaces or dashes); a spectator needs a
place among the table's `watchers` and the address's `watchers_per_address`; a player takes
the first free seat, with their deck if they sent one. A name is shown as the table cleaned
it, and made unlike every other name at the table (names.py): two players never share a name.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.errors import DataError
from ..words import T, msg
from .limits import code_form
from .names import clean_name, distinct_name
from .places import find_token, free_seat, read_deck
from .protocol import MAX_NAME, PROTOCOL

if TYPE_CHECKING:
    from .host import Host
    from .server import Link


def code_right(code: str, given: str | None) -> bool:
    """Whether `given` is the table's join code (an open table takes any)."""
    import hmac
    return not code or (given is not None and hmac.compare_digest(code_form(code).encode(), code_form(given).encode()))


def taken_names(host: "Host") -> list[str]:
    """The names of everyone at the table now: the seats taken, computer players, spectators."""
    names = [p.seat.name for p in host.places if p.joined or not p.remote]
    names += [c.name for c in host.conns.values() if c.seat is None]
    return names


def hello(host: "Host", link: "Link", m: dict) -> None:
    from .host import Conn
    cid, address = link.cid, link.address
    if m["protocol"] != PROTOCOL:
        return host.bye(cid, "protocol", msg("this host speaks protocol {ours}, not {theirs}", ours=PROTOCOL,
                                             theirs=m["protocol"]))
    token = m.get("token")
    needs_check = bool(token) or bool(host.code)
    if needs_check:
        wait = host.throttle.wait(address)
        if wait > 0:
            return host.bye(cid, "wait", msg("too many wrong join codes from your address: try again in {n} seconds",
                                             n=max(1, round(wait))))
    seat: int | None = None
    took = False  # a seat taken now (its token is written down before the player hears it)
    if token:
        seat = find_token(host.places, token)
        if seat is None:
            host.throttle.failed(address)
            return host.bye(cid, "token", T("this token is not one of this table's seats"))
    elif not code_right(host.code, m.get("code")):
        if m.get("code"):
            host.throttle.failed(address)
            return host.bye(cid, "code", T("the join code is wrong"))
        return host.bye(cid, "code", T("this table needs its join code"))
    elif m.get("watch"):
        watchers = [c for c in host.conns.values() if c.seat is None]
        if len(watchers) >= host.limits.watchers:
            return host.bye(cid, "watchers", msg("this table has {n} spectators already", n=host.limits.watchers))
        if watching_from(host, address) >= host.limits.watchers_per_address:
            return host.bye(cid, "watchers", msg("your address watches {n} tables already",
                                                 n=host.limits.watchers_per_address))
    else:
        seat = free_seat(host.places)
        if seat is None:
            return host.bye(cid, "full", T("every seat is taken (you may watch: join with --watch)"))
        place = host.places[seat]
        if m.get("deck"):
            try:
                place.deck = read_deck(host.game, m["deck"], m.get("deck_kind", "text"))
            except DataError as err:
                return host.bye(cid, "deck", msg("your deck cannot be played: {problems}", problems="; ".join(
                    f"{p.key + ': ' if p.key else ''}{p.message}" for p in err.problems)))
        place.seat.name = distinct_name(clean_name(m["name"]), taken_names(host), MAX_NAME)
        place.joined = True
        place.computer_client = bool(m.get("computer"))
        took = True
    conn = Conn(cid, address, hello=True)
    if seat is not None:
        place = host.places[seat]
        conn.name = place.seat.name
        old = host.conns.get(place.cid) if place.cid is not None else None
        if old is not None and old is not conn:  # the last connection wins
            host.conns.pop(old.cid, None)
            host.server.bye(old.cid, "replaced", T("this seat was taken up by a newer connection"))
        place.cid = cid
        place.away_since = None
        place.standin = False
        conn.seat = seat
        host.server.admit(cid, "seat")
    else:
        conn.name = distinct_name(clean_name(m["name"]), taken_names(host), MAX_NAME)
        conn.watcher = host.new_watcher()
        host.server.admit(cid, "watch")
    link.table = host
    host.conns[cid] = conn
    if took:
        host._save_seats()
    host.server.send(cid, {"type": "welcome", "protocol": PROTOCOL, "seat": seat, "name": conn.name,
                           "watcher": conn.watcher or None, "table": host.table_id,
                           "token": host.places[seat].token if seat is not None else None,
                           "game": host.game.name, "players": len(host.places)})
    if host.table is None and free_seat(host.places) is None:
        host._start_game()
    host.broadcast()
    host.players.wake()


def watching_from(host: "Host", address: str) -> int:
    """Spectators from `address` at this table, or at every table of its server."""
    tables = getattr(host.server.router, "tables", None)
    hosts = list(tables.values()) if isinstance(tables, dict) else [host]
    return sum(1 for h in hosts for c in h.conns.values() if c.seat is None and c.address == address)
