"""`tabletop serve`: one process that hosts many tables; and what `tabletop join` asks a server.

``tabletop serve [--port P] [--bind ADDR] [--save FOLDER] [--tables N] [--tables-per-address N]
[--cert F --key F]`` listens until stopped (Ctrl+C). Players list its tables, open one, join,
watch, and come back with their tokens (`tabletop join ADDRESS --list`, `--create GAME`,
`--table ID`; the title screen's Join a game, "See the tables"). It brings back every
unfinished table of its folder when started again (after a kill too).
"""

from __future__ import annotations

from ..engine.numbers import arg_whole

import argparse
import asyncio
import sys
import time
from pathlib import Path

from ..engine.errors import UsageError

DEFAULT_PORT = 7777


def configure_serve(p: argparse.ArgumentParser) -> None:
    p.add_argument("--port", type=arg_whole(0, 65535), default=DEFAULT_PORT, help=f"port to listen on (default {DEFAULT_PORT}; 0: any)")
    p.add_argument("--bind", default="0.0.0.0", help="address to listen on (default 0.0.0.0: every interface)")
    p.add_argument("--save", metavar="FOLDER",
                   help="where the tables keep their files (default: the data folder's server/)")
    p.add_argument("--tables", type=arg_whole(1), default=200, metavar="N", help="tables open at once, at most (default 200)")
    p.add_argument("--tables-per-address", type=arg_whole(1), default=4, metavar="N",
                   help="tables one address may have open at once (default 4)")
    p.add_argument("--pending-per-address", type=arg_whole(1), default=4, metavar="N",
                   help="connections of one address that have not said hello yet, at once (default 4)")
    p.add_argument("--cert", help="TLS certificate (PEM): clients then connect with wss://")
    p.add_argument("--key", help="the certificate's private key (PEM), if not in the certificate file")


def serve_command(args, out=None) -> int:
    out = out or sys.stdout
    from ..net.limits import Limits
    from ..net.lounge import Lounge
    from ..resources import data_dir
    from .net import server_tls
    for name in ("tables", "tables_per_address", "pending_per_address"):
        if getattr(args, name) < 1:
            raise UsageError(f"--{name.replace('_', '-')} {getattr(args, name)}: at least 1")
    limits = Limits(tables=args.tables, tables_per_address=args.tables_per_address,
                    pending_per_address=args.pending_per_address, watchers=8, pending=256)
    root = Path(args.save) if args.save else data_dir() / "server"
    lounge = Lounge(root, bind=args.bind, port=args.port, ssl=server_tls(args), limits=limits)
    try:
        lounge.start()
    except OSError as exc:
        raise UsageError(f"cannot listen on {args.bind}:{args.port}: {exc.strerror or exc} "
                         f"(is another server using this port? choose another with --port)") from None
    scheme = "wss" if args.cert else "ws"
    print(f"serving tables on {scheme}://{args.bind}:{lounge.port}; {len(lounge.resumed)} unfinished "
          f"table(s) brought back; their files: {root}", file=out, flush=True)
    for problem in lounge.problems:
        print(f"not brought back: {problem}", file=sys.stderr, flush=True)
    try:
        while True:
            time.sleep(0.5)
            if lounge.server.errors:
                print(f"a table failed: {lounge.server.errors.pop(0)}", file=sys.stderr, flush=True)
    except KeyboardInterrupt:
        lounge.stop()
        print("the server stopped; tabletop serve brings its unfinished tables back", file=out)
        return 130


# ---- what `tabletop join` asks a server -----------------------------------------------------

def table_line(t: dict) -> str:
    """One table of a server's list, for the terminal."""
    from ..games.registry import entry
    try:
        title = entry(t["game"]).title
    except Exception:  # noqa: BLE001 - a game this program does not have: its name
        title = t["game"]
    free = sum(1 for s in t["seats"] if not s["joined"])
    names = ", ".join(s["name"] for s in t["seats"] if s["joined"])
    state = "playing" if t["started"] else f"{free} seat(s) free"
    return f"{t['table']}  {title}, {t['players']} players, {state}{', private' if t['private'] else ''}" \
           + (f": {names}" if names else "") + (f" ({t['watchers']} watching)" if t.get("watchers") else "")


def ask(args, message: dict) -> dict:
    from ..net.client import HostGone, Refused, ask_server
    from .net import client_tls
    try:
        answer = asyncio.run(ask_server(args.address, message, ssl=client_tls(args)))
    except (HostGone, Refused) as exc:
        raise UsageError(str(exc)) from None
    if answer.get("type") in ("error", "bye"):
        raise UsageError(f"the server refused: {answer.get('reason', '')}")
    return answer


def list_tables(args, out=None) -> int:
    out = out or sys.stdout
    tables = ask(args, {"type": "list"})["tables"]
    if not tables:
        print("no table is open; open one: tabletop join ADDRESS --create GAME", file=out)
    for t in tables:
        print(table_line(t), file=out)
    return 0


def create_table(args) -> tuple[str, str]:
    """Open a table at the server (--create GAME, --players, --seat N=LEVEL, --open); its id and code."""
    from .net import _computers
    seats = ["remote"] * args.players
    for i, level in _computers(args.seat, args.players).items():
        seats[i] = level
    answer = ask(args, {"type": "create", "game": args.create, "players": args.players, "seats": seats,
                        "private": not args.open})
    return answer["table"], answer["code"]
