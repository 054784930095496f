"""The seats this computer took at hosted tables: the token of each address joined, kept in
the data folder (``joined.json``), so that a window closed or crashed comes back to its seat
by joining the same address again (the host gives the seat to its token, never to a name).

A token the host no longer knows (another game at that address) is forgotten and the window
joins as a new player (tabletop/ui/netplay/lobby.py). The file is this program's own memory:
a damaged one is read as empty and written anew.
"""

from __future__ import annotations

import json

from ...engine.errors import DataError
from ...engine.jsonfile import load_json
from ...persist.diskio import atomic_write
from ...resources import data_dir

#: addresses remembered (the oldest forgotten first)
KEEP = 20


def _path():
    return data_dir() / "joined.json"


def _read() -> dict[str, str]:
    if not _path().exists():
        return {}
    try:
        doc = load_json(_path(), max_bytes=256 * 1024).data  # the file gate: a pipe there is no hang
    except DataError:
        return {}
    if not isinstance(doc, dict):
        return {}
    return {str(k): v for k, v in doc.items() if isinstance(v, str) and len(v) <= 64}


def place(address: str, table: str = "") -> str:
    """What a seat is remembered by: the address, and the table at a server of many."""
    return f"{address.strip()}#{table.strip().lower()}" if table.strip() else address.strip()


def recall(address: str) -> str:
    """The token of the seat taken last at `address` ("" if none)."""
    return _read().get(address.strip(), "")


def remember(address: str, token: str) -> None:
    doc = _read()
    doc.pop(address.strip(), None)
    doc[address.strip()] = token
    try:
        atomic_write(_path(), json.dumps(dict(list(doc.items())[-KEEP:]), indent=1))
    except OSError:
        pass  # not remembered: coming back then needs the token from the command line


def forget(address: str) -> None:
    doc = _read()
    if doc.pop(address.strip(), None) is not None:
        try:
            atomic_write(_path(), json.dumps(doc, indent=1))
        except OSError:
            pass
