"""The host's save: each hosted table in a folder of its own, the project's autosave (journal
and compacted save) in it, and beside it who sits where with their tokens and every option
the table was started with, so a killed host comes back with `tabletop host --resume` (a
server with every unfinished table) and its clients rejoin with the tokens they hold.

Every name this package needs from the saving machinery is imported here, and only here.

Each table's folder is ``host/NAME/`` in the data folder (`new_folder`), NAME made of the
game's name and when it was opened, so two hosts in one data folder never share a file;
`resumable` lists the tables whose game is not over. The host hands each change to the
`Autosaver` (a few list appends) and goes on; a thread of this save waits until the change is
on disk and then tells the host (`on_saved`), which only then sends it to the clients: no
client has ever seen a position the host could lose, and the host's thread never waits on a
disk. A finished game is kept as a replay by the same writer; it verifies like every other
replay (`load_match(path, verify="now")`).
"""

from __future__ import annotations

import json
import shutil
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from ..persist.autosave import Autosaver
from ..persist.diskio import atomic_write
from ..engine.errors import DataError, Problem
from ..engine.history import Match
from ..engine.jsonfile import load_json
from ..persist.journal import load_autosave
from ..resources import data_dir
from ..persist.document import SaveInfo

SEATS_FORMAT = "tabletop-host-seats"
__all__ = ["Autosaver", "SaveInfo", "HostSave", "default_root", "new_folder", "resumable", "Resumable"]


def default_root() -> Path:
    """Where hosted tables keep their folders: the data folder's ``host/``."""
    return data_dir() / "host"


def new_folder(game: str, root: Path | None = None, name: str = "") -> Path:
    """A folder no other table has: ``ROOT/NAME`` (`name`, else the game and the time)."""
    root = Path(root) if root is not None else default_root()
    base = name or f"{game}-{time.strftime('%Y%m%d-%H%M%S')}"
    folder, n = root / base, 2
    while folder.exists():
        folder, n = root / f"{base}-{n}", n + 1
    return folder


class HostSave:
    """The files of one hosted table in `folder`: ``game.json`` (+ ``game.journal``) and
    ``seats.json``. Everything is written by this save's thread (and the autosave's); the
    host's thread only hands things over."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)
        self.game_path = self.folder / "game.json"
        self.seats_path = self.folder / "seats.json"
        self.saver: Autosaver | None = None
        #: called (on this save's thread) with the number of the last change now on disk
        self.on_saved: Callable[[int], None] | None = None
        #: what went wrong writing the seats ("" while nothing did)
        self.error = ""
        self.submitted = 0
        self.saved = 0
        self._seats: dict | None = None
        self._cond = threading.Condition()
        self._thread: threading.Thread | None = None
        self._closing = False

    @property
    def name(self) -> str:
        return self.folder.name

    # ---- writing (the host's thread hands over; nothing here waits for the disk) ---------
    def begin(self, match: Match, seats: dict, game_id: str = "") -> int:
        """Start saving `match` from its position now, the seats beside it; the number of this
        change (`on_saved` says when the position is on disk)."""
        self.saver = Autosaver(self.game_path)
        self.saver.begin(match, None, game_id)
        return self._hand_over(seats, change=True)

    def write_seats(self, seats: dict) -> None:
        """Who sits where, their tokens and the table's options (written soon; the last one given wins)."""
        self._hand_over(seats, change=False)

    def submit(self, match: Match, info: SaveInfo | None = None, replay: bool = False, wait: bool = True) -> int:
        """Hand the change over (a few list appends); its number. With `wait`, `on_saved` is
        called with it (or a later one) once it is on disk; without, nobody waits for it (the
        autosave's thread writes it all the same). `replay`: the game is over, keep it as a
        replay too."""
        if self.saver is None:
            return self.submitted
        self.saver.submit(match, info)
        if replay:
            self.saver.keep_replay(info)
        return self._hand_over(None, change=True) if wait else self.submitted

    def _hand_over(self, seats: dict | None, change: bool) -> int:
        with self._cond:
            if seats is not None:
                self._seats = seats
            if change:
                self.submitted += 1
            if self._thread is None:
                self._thread = threading.Thread(target=self._write, name="host-save", daemon=True)
                self._thread.start()
            self._cond.notify_all()
            return self.submitted

    def _write(self) -> None:
        while True:
            with self._cond:
                while self.saved >= self.submitted and self._seats is None and not self._closing:
                    self._cond.wait()
                if self._closing and self.saved >= self.submitted and self._seats is None:
                    return
                seats, self._seats = self._seats, None
                target = self.submitted
            if seats is not None:
                self.write_seats_now(seats)
            saver = self.saver
            if saver is not None and target > self.saved:
                saver.flush(30.0)
            advanced = target > self.saved
            with self._cond:
                self.saved = max(self.saved, target)
                self._cond.notify_all()
            if advanced and self.on_saved is not None:
                self.on_saved(target)

    def write_seats_now(self, seats: dict) -> None:
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            atomic_write(self.seats_path, json.dumps({"format": SEATS_FORMAT, "version": 1, **seats}, indent=1))
            self.error = ""
        except OSError as exc:
            self.error = f"{self.seats_path}: {exc.strerror or exc}"

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until everything handed over is written (tests, closing)."""
        end = time.monotonic() + timeout
        with self._cond:
            while self.saved < self.submitted or self._seats is not None:
                left = end - time.monotonic()
                if left <= 0 or self._thread is None:
                    return False
                self._cond.wait(left)
        return True

    def keep_replay(self, info: SaveInfo | None = None) -> None:
        """Keep the finished game in the replays folder (written by the writer's thread)."""
        if self.saver is not None:
            self.saver.keep_replay(info)

    def close(self) -> None:
        self.flush(10)
        with self._cond:
            self._closing = True
            self._cond.notify_all()
        if self.saver is not None:
            self.saver.close()
        if self._thread is not None:
            self._thread.join(5)

    def finished(self, seats: dict) -> None:
        """The game is over and kept as a replay: the table is no longer offered to resume."""
        self.write_seats({**seats, "finished": True})

    def remove(self) -> None:
        """Forget a table that never started (nobody played: nothing to keep)."""
        shutil.rmtree(self.folder, ignore_errors=True)

    # ---- reading ---------------------------------------------------------------------
    def exists(self) -> bool:
        return self.seats_path.is_file()

    def read_seats(self) -> dict:
        doc = load_json(self.seats_path, 1024 * 1024, 8)
        seats = doc.data
        if not isinstance(seats, dict) or seats.get("format") != SEATS_FORMAT or not isinstance(seats.get("seats"), list):
            raise DataError(Problem(str(self.seats_path), None, None, "not the seats of a hosted game"))
        return seats

    def load(self) -> tuple[Match | None, dict, str]:
        """The saved match (every action replayed and checked against the saved hash; None for
        a table whose game had not started), the seats document, and the game's id.
        DataError naming the file when either is damaged."""
        seats = self.read_seats()
        if not self.game_path.is_file():
            return None, seats, ""
        match, info = load_autosave(self.game_path, undo="fair")
        v = info.verification
        if v is not None:
            v.wait()
            if v.problem is not None:
                raise v.problem
            if v.match is not None:
                match = v.match  # the whole history: the log and undo reach back to the start
        return match, seats, info.game_id


@dataclass
class Resumable:
    """A hosted table that can be brought back: its folder and what to call it."""

    save: HostSave
    game: str
    names: list[str]
    port: int
    started: bool

    @property
    def name(self) -> str:
        return self.save.name

    def describe(self) -> str:
        """One line for a list: ``NAME: GAME, Ann, Bob (port 7777)``."""
        from ..games.registry import entry
        try:
            title = entry(self.game).title
        except Exception:  # noqa: BLE001 - a game this program no longer has: its registry name
            title = self.game
        state = "" if self.started else ", not started"
        return f"{self.name}: {title}, {', '.join(self.names)} (port {self.port}{state})"


def resumable(root: Path | None = None) -> list[Resumable]:
    """The hosted tables under `root` whose game is not over, oldest first."""
    root = Path(root) if root is not None else default_root()
    out: list[Resumable] = []
    if not root.is_dir():
        return out
    for folder in sorted(root.iterdir(), key=lambda p: p.name):
        save = HostSave(folder)
        if not folder.is_dir() or not save.exists():
            continue
        try:
            seats = save.read_seats()
        except DataError:
            continue
        if seats.get("finished"):
            continue
        names = [str(s.get("name", "?")) for s in seats["seats"] if isinstance(s, dict)]
        port = seats.get("port") if isinstance(seats.get("port"), int) else 0
        out.append(Resumable(save, str(seats.get("game", "?")), names, int(port or 0), save.game_path.is_file()))
    return out
