"""Host or join a game with a window: what the title screen's forms and `tabletop host` /
`tabletop join` (without --headless) both call.

Hosting starts a `Host` (tabletop/net/host.py) pumped on its own thread and seats the player at
this window as a client of that host over loopback, holding the token of the seat kept for
them: the host's window is a client of the same kind as every joining player's, and draws only
what the host sends its seat. Either gives back the scene that waits for the seats to fill
(`NetWaitScene`); it opens the table when the game starts.
"""

from __future__ import annotations

import secrets
import ssl as _ssl
from pathlib import Path
from typing import Any, Callable

from ...engine.errors import UsageError
from ...engine.jsonfile import certificate_text
from ...engine.numbers import port_of
from ...net.client import Client
from ...net.host import Host
from ...net.limits import new_code
from ...net.places import new_places, read_deck
from ...net.remote import RemoteTable
from ...net.running import HostThread, shown_address
from ...net.saving import HostSave, new_folder
from ...words import T, msg
from ..app import wake_up
from .lobby import NetWaitScene

#: a seat of a hosted table: the player at this window, a remote player, or a computer level
HERE_SEAT, REMOTE_SEAT = "here", "remote"
DEFAULT_PORT = 7777


def read_deck_file(path: str) -> tuple[str, str]:
    """(text, kind) of a deck file, for a hello or the host's own seat (DataError naming it)."""
    from ...engine.jsonfile import read_text
    p = Path(path)
    return read_text(p, "deck", 24 * 1024), "toml" if p.suffix.lower() == ".toml" else "text"


def host_scene(game_name: str, kinds: list[str], *, name: str = "", port: int = DEFAULT_PORT,
               bind: str = "0.0.0.0", code: str | None = None, seed: int | None = None, deck: str | None = None,
               takeover: float | None = 120.0, ssl: Any = None, save: Path | None = None,
               on_exit: Callable[[], None] | None = None) -> NetWaitScene:
    """Start hosting: `kinds` per seat (`here`, `remote` or a computer player's level). Raises
    UsageError (or DataError for the deck) with the one sentence to show."""
    from ...ai.base import BOTS
    from ...games import entry
    e = entry(game_name)
    problem = e.players_problem(len(kinds))
    if problem:
        raise UsageError(problem)
    here = [i for i, k in enumerate(kinds) if k == HERE_SEAT]
    if len(here) > 1:
        raise UsageError(T("A hosted table has one player at this window: make the other seats remote "
                           "(each friend joins from their computer) or computer players."))
    if REMOTE_SEAT not in kinds:
        raise UsageError(T("No seat is remote: nobody could join. Make a seat remote, or play at one table "
                           "with Start game."))
    computers = {i: k for i, k in enumerate(kinds) if k not in (HERE_SEAT, REMOTE_SEAT)}
    for k in computers.values():
        if k not in BOTS:
            raise UsageError(msg("unknown computer player {name}; the computer players are {names}", name=repr(k),
                                 names=", ".join(BOTS)))
    game = e.load()
    places = new_places(len(kinds), computers, here[0] if here else None, (name or "Host")[:40])
    if here and deck:  # (a deck that may not be played: DataError naming every problem)
        places[here[0]].deck = read_deck(game, *read_deck_file(deck))
    code = new_code() if code is None else code
    host = Host(game, places, seed=seed if seed is not None else secrets.randbelow(2**31), code=code,
                bind=bind, port=port, save=HostSave(save if save is not None else new_folder(e.name)),
                takeover_after=takeover, ssl=ssl, wake=None, options={"bind": bind})
    thread = HostThread(host)
    try:
        thread.start()
    except OSError as exc:
        raise UsageError(msg("cannot listen on {address}: {why} (is another host using this port? choose another port)",
                             address=f"{bind}:{port}", why=str(exc.strerror or exc))) from None
    loop = "127.0.0.1" if bind in ("0.0.0.0", "", "::") else bind
    scheme = "wss" if ssl is not None else "ws"
    client_tls = None
    if ssl is not None:  # our own host on this computer: its certificate is not checked
        client_tls = _ssl.create_default_context()
        client_tls.check_hostname = False
        client_tls.verify_mode = _ssl.CERT_NONE
    if here:
        client = Client(f"{scheme}://{loop}:{host.port}", places[here[0]].seat.name, token=places[here[0]].token,
                        patience=10.0, ssl=client_tls)
    else:
        client = Client(f"{scheme}://{loop}:{host.port}", (name or "Host")[:40], code=code, watch=True,
                        patience=10.0, ssl=client_tls)
    remote = RemoteTable(client, wake=wake_up)
    remote.start()
    return NetWaitScene(remote, hosting=thread, address=shown_address(bind, host.port), code=code,
                        on_exit=on_exit, tls=ssl is not None)


def join_scene(address: str, *, code: str = "", name: str = "", deck: str | None = None, token: str = "",
               watch: bool = False, cafile: str | None = None, patience: float = 30.0,
               on_exit: Callable[[], None] | None = None, table: str = "") -> NetWaitScene:
    """Join the host at `address` (a table of a server: `table`); UsageError, or DataError for
    the deck, before connecting."""
    address = address.strip()
    if not address:
        raise UsageError(msg("Write the host's address, such as 192.168.1.20:7777."))
    try:
        port_of(address)
    except UsageError:
        raise UsageError(msg("The port of {address} must be a whole number from 1 to 65535.",
                             address=address)) from None
    tls = None
    if address.startswith("wss://"):
        try:
            tls = _ssl.create_default_context(cadata=certificate_text(cafile)) if cafile else _ssl.create_default_context()
        except (OSError, _ssl.SSLError) as exc:
            raise UsageError(f"{cafile}: {exc}") from None
    from . import tokens
    cards = read_deck_file(deck) if deck else None
    place = tokens.place(address, table)
    saved = "" if token or watch else tokens.recall(place)  # this computer's seat at that address (and table)

    def connect(tok: str, code: str = code) -> RemoteTable:
        client = Client(address, (name.strip() or "Player")[:40], code=code.strip(), token=tok, watch=watch,
                        deck=cards, patience=patience, ssl=tls, table=table)
        remote = RemoteTable(client, wake=wake_up)
        remote.start()
        return remote

    scene = NetWaitScene(connect(token or saved), address=address, code=code, on_exit=on_exit,
                         remember=not watch, place=place)
    if saved:  # a token of another game at this address: join as a new player
        scene.fallback = lambda: connect("")
    scene.retry = lambda code: connect("", code)  # the join code typed in the window
    return scene
