"""`tabletop host` and `tabletop join`: a table on a server, a computer player elsewhere.

``tabletop host GAME --headless [--port P] [--seat N=LEVEL] [--code CODE] [--players N]``
opens a table whose seats are all remote unless ``--seat`` gives one to a computer player, and
serves it until the game ends: exit status 0 and the result in one line. ``--resume`` brings
back a host that was stopped or killed, from its save; its clients rejoin with their tokens.

Without --headless both open a window (tabletop/commands/netwindow.py).

``tabletop join ADDRESS --bot LEVEL --headless [--name] [--deck FILE] [--code] [--token]``
takes a free seat (or the seat of the token) and lets a computer player play it from what the
host sends; exit 0 when the game ends, with the result in one line.

Either ends with exit status 2 and one clear message when it cannot go on: the address in
use, the host gone for good, a refused join code, a full table, a deck that may not be played.
"""

from __future__ import annotations

import argparse
import asyncio
import secrets
import sys
import time
from pathlib import Path

from ..engine.errors import DataError, UsageError
from ..engine.jsonfile import certificate_file, certificate_text
from ..engine.numbers import MAX_PORT, arg_decimal, arg_whole, port_of, seat_item

DEFAULT_PORT = 7777


def server_tls(args):
    """A server TLS context from --cert/--key (the user's own certificate), or None."""
    if not getattr(args, "cert", None):
        return None
    import ssl
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    try:
        ctx.load_cert_chain(certificate_file(args.cert), certificate_file(args.key) if args.key else None)
    except (OSError, ssl.SSLError) as exc:
        raise UsageError(f"--cert {args.cert}: cannot use this certificate: {exc}") from None
    return ctx


# ---- host -----------------------------------------------------------------------------------

def configure_host(p: argparse.ArgumentParser) -> None:
    p.add_argument("game", nargs="?", help="the game to host (not needed with --resume)")
    p.add_argument("--headless", action="store_true", help="no window: serve the table from this terminal")
    p.add_argument("--resume", nargs="?", const="", default=None, metavar="NAME",
                   help="bring back a hosted game that was stopped or killed, with every option it was started "
                        "with (without NAME: the only one, or a list to choose from)")
    p.add_argument("--players", type=arg_whole(), default=2, help="seats (default 2)")
    p.add_argument("--seat", action="append", default=[], metavar="N=LEVEL",
                   help="a computer player at seat N, counted from 1 (e.g. --seat 2=normal); the other seats are "
                        "remote (with a window, N=here is your seat: by default the first seat not given)")
    p.add_argument("--port", type=arg_whole(0, MAX_PORT), help=f"port to listen on (default {DEFAULT_PORT}; 0: any free port)")
    p.add_argument("--bind", help="address to listen on (default 0.0.0.0: every interface)")
    p.add_argument("--code", help="the join code of a private table (default: a new one, such as K7QX-M3RT; "
                                  "'' for an open table)")
    p.add_argument("--seed", type=arg_whole(0, 2 ** 64 - 1), help="seed of the game (default: random)")
    p.add_argument("--takeover", type=arg_decimal(0, 86400), metavar="SECONDS",
                   help="a computer player keeps an away seat's place after this long (default 120; 0: never)")
    p.add_argument("--save", metavar="FOLDER",
                   help="the folder of this table's files (default: a new folder in the data folder's host/)")
    p.add_argument("--cert", help="TLS certificate (PEM) of this host: clients then join with wss://")
    p.add_argument("--key", help="the certificate's private key (PEM), if not in the certificate file")
    p.add_argument("--name", help="with a window: your name at the table (default Host)")
    p.add_argument("--deck", metavar="FILE", help="with a window: the deck you play (TOML or a text list)")


DEFAULT_TAKEOVER = 120.0
DEFAULT_BIND = "0.0.0.0"


def _computers(items: list[str], players: int) -> dict[int, str]:
    from ..ai.base import BOTS
    out = {}
    for item in items:
        seat, level = seat_item(item, "--seat", players)
        if level not in BOTS:
            raise UsageError(f"--seat {item!r}: unknown computer player {level!r}; "
                             f"the computer players are {', '.join(BOTS)}")
        out[seat] = level
    return out


def result_line(game_title: str, names: list[str], result: dict) -> str:
    winners = [names[w] for w in result["winners"]]
    who = " and ".join(winners) + (" win" if len(winners) > 1 else " wins") if winners else "a draw"
    return f"{game_title}: game over, {who} ({result['reason']}): {result['detail']}"


def takeover_seconds(value: float | None) -> float | None:
    """--takeover as the host keeps it (None: never)."""
    if value is None:
        return DEFAULT_TAKEOVER
    return value if value > 0 else None


def chosen_save(args):
    """The save of the table --resume names (or the only one), UsageError listing them otherwise."""
    from ..net.saving import HostSave, default_root, resumable
    if args.save:
        save = HostSave(Path(args.save))
        if not save.exists():
            raise UsageError(f"there is no hosted game to resume in {save.folder}")
        return save
    found = resumable(default_root())
    if args.resume:
        for r in found:
            if r.name == args.resume:
                return r.save
        raise UsageError(f"no hosted game called {args.resume!r} can be resumed"
                         + (": " + "; ".join(r.name for r in found) if found else ""))
    if not found:
        raise UsageError(f"there is no hosted game to resume in {default_root()}")
    if len(found) > 1:
        lines = "\n".join("  " + r.describe() for r in found)
        raise UsageError(f"{len(found)} hosted games can be resumed; say which: tabletop host --resume NAME\n{lines}")
    return found[0].save


def host_command(args, out=None) -> int:
    out = out or sys.stdout
    if not args.headless:  # (the window's command is tabletop/commands/netwindow.py)
        raise UsageError("this command serves a table without a window: add --headless")
    from ..net.host import Host, new_places
    from ..net.resuming import resumed_host
    from ..net.limits import new_code
    from ..net.saving import HostSave, new_folder
    if args.resume is not None:
        save = chosen_save(args)
        kept = _kept_options(save)
        if args.cert is None and kept.get("cert"):
            args.cert, args.key = kept.get("cert"), kept.get("key") or args.key
        host = resumed_host(save, bind=args.bind, port=args.port, ssl=server_tls(args),
                            takeover_after=None if args.takeover is None else (args.takeover if args.takeover > 0 else -1))
        bind = host.server.host
    else:
        if not args.game:
            raise UsageError("say which game to host: tabletop host GAME --headless")
        from ..games import entry
        e = entry(args.game)  # an unknown game: a message naming the games
        problem = e.players_problem(args.players)
        if problem:
            raise UsageError(problem)
        computers = _computers(args.seat, args.players)
        if len(computers) == args.players:
            raise UsageError("every seat is a computer player: leave one seat remote (or use tabletop simulate)")
        code = new_code() if args.code is None else args.code
        seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
        port = DEFAULT_PORT if args.port is None else args.port
        bind = args.bind or DEFAULT_BIND
        save = HostSave(Path(args.save) if args.save else new_folder(e.name))
        options = {"bind": bind}
        if args.cert:
            options.update(cert=str(Path(args.cert).resolve()), key=str(Path(args.key).resolve()) if args.key else "")
        host = Host(e.load(), new_places(args.players, computers), seed=seed, code=code, bind=bind, port=port,
                    save=save, takeover_after=takeover_seconds(args.takeover), ssl=server_tls(args), options=options)
    try:
        host.start()
    except OSError as exc:
        raise UsageError(f"cannot listen on {bind}:{host.server.port}: {exc.strerror or exc} "
                         f"(is another host using this port? choose another with --port)") from None
    game = host.game
    scheme = "wss" if args.cert else "ws"
    assert host.save is not None
    print(f"hosting {game.title} on {scheme}://{bind}:{host.port}"
          + (f", join code {host.code}" if host.code else ", open table")
          + (" (resumed: the players rejoin with their tokens)" if args.resume is not None else "")
          + f"; its files: {host.save.folder}", file=out, flush=True)
    try:
        serve(host)
    except KeyboardInterrupt:
        host.close()
        print(f"the host stopped; tabletop host --resume {host.save.name} brings the game back", file=out)
        return 130
    assert host.match is not None
    state = host.match.state
    print(result_line(game.title, state.names, _result(state)), file=out, flush=True)
    host.close()
    return 0


def _kept_options(save) -> dict:
    try:
        options = save.read_seats().get("options")
    except (DataError, OSError):
        return {}
    return options if isinstance(options, dict) else {}


def _result(state) -> dict:
    r = state.result
    return {"winners": list(r.winners), "reason": r.reason, "detail": r.detail}


def serve(host, linger: float = 1.0, deadline: float | None = None) -> None:
    """Pump the host until its game ends (and `linger` seconds after, so the last update goes out)."""
    over_at = None
    while True:
        host.pump(0.05)
        now = time.monotonic()
        if host.over and over_at is None:
            over_at = now
        if over_at is not None and (now - over_at > linger or not host.conns):
            return
        if deadline is not None and now > deadline:
            raise TimeoutError("the hosted game did not end in time")


# ---- join -----------------------------------------------------------------------------------

def configure_join(p: argparse.ArgumentParser) -> None:
    p.add_argument("address", help="the host's address, e.g. 192.168.1.20:7777 (wss://... for a TLS host)")
    p.add_argument("--headless", action="store_true", help="no window (with --bot: a computer player)")
    p.add_argument("--bot", metavar="LEVEL", help="a computer player plays the seat (easy, normal, hard, random, greedy, search)")
    p.add_argument("--name", help="the player's name (default: the computer player's level)")
    p.add_argument("--deck", metavar="FILE", help="the deck to play (TOML or a text list)")
    p.add_argument("--code", default="", help="the table's join code")
    p.add_argument("--token", default="", help="come back to your seat with the token the host gave you")
    p.add_argument("--watch", action="store_true", help="watch the game: the public view, no seat")
    p.add_argument("--patience", type=arg_decimal(0, 86400), default=30.0, metavar="SECONDS",
                   help="how long to keep trying when the host cannot be reached (default 30)")
    p.add_argument("--seed", type=arg_whole(0, 2 ** 64 - 1), default=0, help="the computer player's seed")
    p.add_argument("--cafile", help="a certificate (PEM) to trust for a wss:// host with its own certificate")
    g = p.add_argument_group("at a server of many tables (tabletop serve)")
    g.add_argument("--list", action="store_true", help="list the server's tables and end")
    g.add_argument("--table", default="", metavar="ID", help="join (or watch) this table of the server")
    g.add_argument("--create", metavar="GAME", help="open a table of GAME at the server, then join it")
    g.add_argument("--players", type=arg_whole(), default=2, help="with --create: seats (default 2)")
    g.add_argument("--seat", action="append", default=[], metavar="N=LEVEL",
                   help="with --create: a computer player at seat N, counted from 1")
    g.add_argument("--open", action="store_true", help="with --create: an open table (no join code)")


def client_tls(args):
    if not str(args.address).startswith("wss://"):
        return None
    import ssl
    try:
        return ssl.create_default_context(cadata=certificate_text(args.cafile)) if args.cafile else ssl.create_default_context()
    except (OSError, ssl.SSLError) as exc:
        raise UsageError(f"--cafile {args.cafile}: {exc}") from None


def _deck(path: str) -> tuple[str, str]:
    from ..engine.jsonfile import read_text
    p = Path(path)
    try:
        text = read_text(p, "deck", 24 * 1024)
    except DataError:
        raise
    return text, "toml" if p.suffix.lower() == ".toml" else "text"


def join_command(args, out=None) -> int:
    out = out or sys.stdout
    from .netserve import create_table, list_tables
    if args.list:
        return list_tables(args, out)
    if not args.headless or not (args.bot or args.watch):  # (the window: tabletop/commands/netwindow.py)
        raise UsageError("without a window, a computer player plays the seat (--bot LEVEL) "
                         "or you watch (--watch): tabletop join ADDRESS --bot LEVEL --headless")
    from ..net.client import Client, HostGone, Refused
    from ..net.computer import ComputerPlayer
    port_of(args.address)  # a port that is no port: a message, not a traceback of the connection
    if args.bot:
        from ..ai.base import BOTS
        if args.bot not in BOTS:
            raise UsageError(f"--bot {args.bot!r}: the computer players are {', '.join(BOTS)}")
    name = args.name or (f"Computer ({args.bot})" if args.bot else "Spectator")
    table, code = args.table, args.code
    if args.create:
        table, code = create_table(args)
        print(f"opened table {table}" + (f", join code {code}" if code else ", open"), file=out, flush=True)
    client = Client(args.address, name[:40], code=code, token=args.token, watch=args.watch,
                    deck=_deck(args.deck) if args.deck else None, computer=bool(args.bot),
                    patience=args.patience, ssl=client_tls(args), table=table)
    player = ComputerPlayer(client, args.bot or "random", args.seed, out=sys.stderr) if args.bot else None
    told = [False]

    async def watch(m: dict) -> None:
        if player is not None:
            await player.on_message(m)
        if m.get("type") == "welcome" and told[0]:
            print(f"rejoined (connection {client.connections})", file=sys.stderr, flush=True)
        if m.get("type") == "welcome" and not told[0]:
            told[0] = True
            where = f"seat {m['seat'] + 1}" if m["seat"] is not None else "watching"
            at = f" table {m['table']}" if m.get("table") else ""
            print(f"joined {m['game']}{at} ({where}) as {m.get('name') or name}"
                  + (f"; token {m['token']}" if m["token"] else ""), file=out, flush=True)
        if m.get("type") == "update" and m["result"] is not None:
            client.stop()

    client.on_message = watch
    try:
        asyncio.run(client.run())
    except Refused as exc:
        raise UsageError(f"the host refused: {exc}") from None
    except HostGone as exc:
        raise UsageError(f"the host is gone: {exc}") from None
    except KeyboardInterrupt:
        return 130
    pos = client.position
    if pos is None or pos["result"] is None:
        raise UsageError("the connection ended before the game did")
    from ..games.registry import entry
    title = entry(client.game_name).title
    names = [s["name"] for s in pos["seats"]]
    print(result_line(title, names, pos["result"]), file=out, flush=True)
    return 0
