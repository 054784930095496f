"""The host's save: the project's autosave (journal and compacted save) in a folder of its
own, and beside it who sits where with their tokens, so a killed host comes back with
`tabletop host --resume` and its clients rejoin with the tokens they hold.

Every name this package needs from the saving machinery is imported here, and only here.
The host hands each change to the `Autosaver` and waits until it is on disk before any client
is told of it: no client has ever seen a position the host could lose. A finished game is
kept as a replay by the same writer; it verifies like every other replay
(`load_match(path, verify="now")`).
"""

from __future__ import annotations

import json
from pathlib import Path

from ..persist.autosave import Autosaver
from ..persist.diskio import atomic_write
from ..engine.errors import DataError, Problem
from ..engine.history import Match
from ..engine.jsonfile import load_json
from ..persist.journal import load_autosave
from ..resources import data_dir
from ..persist.document import SaveInfo

SEATS_FORMAT = "tabletop-host-seats"
__all__ = ["Autosaver", "SaveInfo", "HostSave", "default_folder"]


def default_folder() -> Path:
    return data_dir() / "host"


class HostSave:
    """The files of one hosted game in `folder`: ``game.json`` (+ ``game.journal``) and
    ``seats.json``."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = Path(folder) if folder is not None else default_folder()
        self.game_path = self.folder / "game.json"
        self.seats_path = self.folder / "seats.json"
        self.saver: Autosaver | None = None

    # ---- writing ---------------------------------------------------------------------
    def begin(self, match: Match, seats: dict, game_id: str = "") -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        atomic_write(self.seats_path, json.dumps({"format": SEATS_FORMAT, "version": 1, **seats}, indent=1))
        self.saver = Autosaver(self.game_path)
        self.saver.begin(match, None, game_id)
        self.saver.flush(10.0)

    def write_seats(self, seats: dict) -> None:
        atomic_write(self.seats_path, json.dumps({"format": SEATS_FORMAT, "version": 1, **seats}, indent=1))

    def changed(self, match: Match, info: SaveInfo | None = None) -> str:
        """Hand the change over and wait until it is written; the writer's error or ""."""
        if self.saver is None:
            return ""
        self.saver.submit(match, info)
        self.saver.flush(10.0)
        return self.saver.error

    def keep_replay(self, info: SaveInfo | None = None) -> Path | None:
        if self.saver is None:
            return None
        self.saver.keep_replay(info)
        self.saver.flush(10.0)
        return self.saver.replay_path

    def close(self) -> None:
        if self.saver is not None:
            self.saver.close()

    # ---- reading ---------------------------------------------------------------------
    def exists(self) -> bool:
        return self.game_path.is_file() and self.seats_path.is_file()

    def load(self) -> tuple[Match, dict, str]:
        """The saved match (every action replayed and checked against the saved hash), the
        seats document, and the game's id. DataError naming the file when either is damaged."""
        doc = load_json(self.seats_path, 1024 * 1024, 8)
        seats = doc.data
        if not isinstance(seats, dict) or seats.get("format") != SEATS_FORMAT or not isinstance(seats.get("seats"), list):
            raise DataError(Problem(str(self.seats_path), None, None, "not the seats of a hosted game"))
        match, info = load_autosave(self.game_path, undo="fair")
        v = info.verification
        if v is not None:
            v.wait()
            if v.problem is not None:
                raise v.problem
            if v.match is not None:
                match = v.match  # the whole history: the log and undo reach back to the start
        return match, seats, info.game_id
