"""The save document: its fields and their limits, written as a dict and read back with every
field of its head checked.

A save (or a replay) holds the setup (seed, decks, names, options), the action list in
notation, and a snapshot of the final state with its hash. Reading one goes through
`engine.jsonfile` (size, encoding, nesting, finite numbers) and then checks the type and
range of every field (`SAVE_FIELDS`), answering each mistake as ``file:line: key: what is
wrong``. Rebuilding the match from a document is `persist.loading`; writing one to a file is
`persist.saves` (and the autosave's thread, `persist.autosave`).
"""

from __future__ import annotations

import dataclasses
import math
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .. import __version__
from ..engine.errors import DataError, Problem
from ..engine.history import Match
from ..engine.jsonfile import JsonDoc, load_json
from ..engine.schema import Field, check_table
from ..engine.serial import to_data

FORMAT = "tabletop-save"
REPLAY_FORMAT = "tabletop-replay"
#: 2: the setup names every rules option the game is played with (a later default cannot
#: change an old game), and the states hold Austin Powers' copies in seat order. A format 1
#: save is replayed from its setup with the options of its time (`Game.legacy_options`), its
#: snapshot, hashed over the older state, left aside (tabletop/persist/loading.py).
VERSION = 2
MAX_ACTIONS = 1_000_000
#: the largest seed a game takes: the generator uses 64 bits of it, and a save holds it whole
#: (the file gate refuses numbers of more than 30 digits, so a longer seed could not be read back)
MAX_SEED = 2 ** 64 - 1
LATEST = 4.0e9  # saved_at: seconds since 1970; beyond the year 2096 is a damaged number


@dataclass
class SaveInfo:
    """What a save says besides the game: who sat where, and when it was written.

    A loaded save answers with a `loading.Loaded`, which adds its background check."""

    seats: list[dict] = field(default_factory=list)  # [{"name":..., "human": bool, "bot": str}]
    layout: str = ""
    saved_at: float = 0.0
    finished: bool = False
    game_id: str = ""  # the same game across the autosave's compactions and resumes


def game_document(game, setup, actions: list[str], state, info: SaveInfo | None = None,
                  undo: str = "fair", fmt: str = FORMAT) -> dict:
    """The document of a save (or a replay, with `fmt`): setup, actions, snapshot and hash."""
    info = info or SaveInfo()
    return {
        "format": fmt,
        "version": VERSION,
        "program": __version__,
        "game": game.name,
        "saved_at": info.saved_at or time.time(),
        "seats": info.seats,
        "layout": info.layout,
        "finished": state.result is not None,
        "undo": undo,
        "game_id": info.game_id,
        "setup": to_data(dataclasses.replace(setup, options=game.all_options(setup.options))),
        "actions": actions,
        "hash": game.hash(state),
        "snapshot": game.to_data(state),
    }


def match_document(match: Match, info: SaveInfo | None = None) -> dict:
    return game_document(match.game, match.setup, match.actions(), match.state, info, match.undo_policy)


def _finite_time(value: Any) -> str | None:
    return None if math.isfinite(value) else "must be a finite number"


def _seat_list(value: list) -> str | None:
    for i, st in enumerate(value):
        if not isinstance(st, dict):
            return f"seat {i + 1} must be a table {{\"name\": ..., \"human\": ..., \"bot\": ...}}"
        for k, typ in (("name", str), ("human", bool), ("bot", str)):
            if k in st and not isinstance(st[k], typ):
                return f"seat {i + 1}: {k} must be {'true or false' if typ is bool else 'a text'}"
        if len(str(st.get("name", ""))) > 100 or len(str(st.get("bot", ""))) > 100:
            return f"seat {i + 1}: a name of more than 100 letters"
    return None


SAVE_FIELDS = {
    "format": Field(str, choices=(FORMAT, REPLAY_FORMAT)),
    "version": Field(int, lo=1),
    "program": Field(str, required=False, default=""),
    "game": Field(str),
    "saved_at": Field(float, required=False, default=0.0, lo=0, hi=LATEST, check=_finite_time,
                      help="seconds since 1970"),
    "seats": Field(list, required=False, default=[], hi=6, check=_seat_list),
    "layout": Field(str, required=False, default="", check=lambda v: "too long for a file name"
                    if len(v) > 4096 else None),
    "finished": Field(bool, required=False, default=False),
    "undo": Field(str, required=False, default="fair", choices=("all", "fair")),
    "game_id": Field(str, required=False, default="", check=lambda v: "too long" if len(v) > 64 else None),
    "setup": Field(dict),
    "actions": Field(list, item=str, hi=MAX_ACTIONS),
    "hash": Field(str),
    "snapshot": Field(dict),
}


def read_document(path: str | Path) -> tuple[dict, JsonDoc]:
    """The checked head of a save or replay: every field of the right type and in range."""
    doc = load_json(path, what="damaged save")
    name = str(path)
    data = doc.data
    if not isinstance(data, dict) or data.get("format") not in (FORMAT, REPLAY_FORMAT):
        raise DataError(Problem(name, 1, "format", "not a tabletop save or replay"))
    version = data.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > VERSION:
        raise DataError(doc.problem(("version",),
                                    f"this save was written by a newer tabletop (save format {version}; "
                                    f"this program reads format {VERSION} and older): update the program to "
                                    "open it"))
    problems: list[Problem] = []
    head = check_table(doc, (), data, SAVE_FIELDS, problems, allow_extra=True)  # type: ignore[arg-type]
    if problems:
        raise DataError(problems)
    return head, doc



_SUMMARIES: dict = {}


def players_of(head: dict) -> list[str]:
    """The players' names a save's head gives: its seats, or (an autosave whose head was
    written before its seats) its setup's."""
    names = [str(st.get("name", "?")) for st in head.get("seats", []) if isinstance(st, dict)]
    setup = head.get("setup")
    if not names and isinstance(setup, dict) and isinstance(setup.get("names"), list):
        names = [str(n) for n in setup["names"]]
    return names


def read_summary(path: Path) -> dict | None:
    """The checked head of a save (game, seats, finished, time) without replaying it; None if
    it is damaged in any way (the load dialog then says so, and opening it names the fault).
    Remembered until the file changes: the load dialog asks every frame."""
    try:
        st = Path(path).stat()
        key = (str(path), st.st_mtime_ns, st.st_size)
    except OSError:
        return None
    if key not in _SUMMARIES:
        if len(_SUMMARIES) > 64:
            _SUMMARIES.clear()
        try:
            _SUMMARIES[key], _ = read_document(path)
        except DataError:
            _SUMMARIES[key] = None
    return _SUMMARIES[key]
