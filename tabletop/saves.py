"""Saves, the autosave and replays: versioned JSON, written so a crash never loses a game.

A save holds the setup (seed, decks, names, options), the action list in notation, and a
snapshot of the final state with its hash. Loading replays the actions from the setup and
checks the result against the snapshot, so a save restores hands, pending choices and the
random generator exactly, and a hand-edited or damaged file is caught with a message that
names the file, the line and the key.

Every write goes to a temporary file in the same folder, is flushed to disk, then renamed
over the old file (`os.replace` is atomic): a crash in the middle of a write leaves the
previous save whole.
"""

from __future__ import annotations

import json
import os
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import __version__
from .engine.errors import DataError, Problem, TabletopError
from .engine.history import Match
from .engine.game import Setup
from .engine.serial import from_data, to_data
from .resources import data_dir

FORMAT = "tabletop-save"
VERSION = 1


@dataclass
class SaveInfo:
    """What a save says besides the game: who sat where, and when it was written."""

    seats: list[dict] = field(default_factory=list)  # [{"name":..., "human": bool, "bot": str}]
    layout: str = ""
    saved_at: float = 0.0
    finished: bool = False


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def replays_dir() -> Path:
    return data_dir() / "replays"


def saves_dir() -> Path:
    return data_dir() / "saves"


def atomic_write(path: Path, text: str) -> None:
    """Write `text` to `path` so that the file is always either the old or the new one."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def match_document(match: Match, info: SaveInfo | None = None) -> dict:
    info = info or SaveInfo()
    return {
        "format": FORMAT,
        "version": VERSION,
        "program": __version__,
        "game": match.game.name,
        "saved_at": info.saved_at or time.time(),
        "seats": info.seats,
        "layout": info.layout,
        "finished": match.state.result is not None,
        "undo": match.undo_policy,
        "setup": to_data(match.setup),
        "actions": match.actions(),
        "hash": match.game.hash(match.state),
        "snapshot": match.game.to_data(match.state),
    }


def save_match(match: Match, path: str | Path, info: SaveInfo | None = None) -> Path:
    path = Path(path)
    atomic_write(path, json.dumps(match_document(match, info), indent=1, ensure_ascii=False))
    return path


def _line_of(text: str, key: str, index: int | None = None) -> int | None:
    """The line of a top-level key (or of item `index` of the actions list) in a save."""
    lines = text.splitlines()
    needle = f'"{key}":'
    for i, line in enumerate(lines, 1):
        if line.lstrip().startswith(needle):
            if index is None:
                return i
            # pretty-printed lists put one item per line after the key
            return i + 1 + index if i + 1 + index <= len(lines) else i
    return None


def load_document(path: str | Path) -> tuple[dict, str]:
    path = Path(path)
    name = str(path)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise DataError(Problem(name, None, None, "no such file")) from None
    except OSError as exc:
        raise DataError(Problem(name, None, None, f"cannot read it: {exc.strerror}")) from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise DataError(Problem(name, None, None, "not a save: the file is not text")) from None
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        raise DataError(Problem(name, exc.lineno, None, f"damaged save: {exc.msg}")) from None
    if not isinstance(doc, dict) or doc.get("format") not in (FORMAT, "tabletop-replay"):
        raise DataError(Problem(name, 1, "format", "not a tabletop save or replay"))
    version = doc.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise DataError(Problem(name, _line_of(text, "version"), "version", "missing or not a whole number"))
    if version > VERSION:
        raise DataError(Problem(name, _line_of(text, "version"), "version",
                                f"this save was written by a newer tabletop (save format {version}; "
                                f"this program reads format {VERSION} and older): update the program to open it"))
    return doc, text


def load_match(path: str | Path, undo: str | None = None) -> tuple[Match, SaveInfo]:
    """Rebuild a match from a save or replay; DataError naming file, line and key if it is wrong."""
    from .games import UnknownGameError, get_game

    doc, text = load_document(path)
    name = str(path)

    def bad(key: str, msg: str, index: int | None = None) -> DataError:
        shown = key if index is None else f"{key}[{index}]"
        return DataError(Problem(name, _line_of(text, key, index), shown, msg))

    try:
        game = get_game(str(doc.get("game", "")))
    except UnknownGameError as exc:
        raise bad("game", str(exc)) from None
    try:
        setup = from_data(Setup, doc.get("setup"))
    except (ValueError, TypeError) as exc:
        raise bad("setup", f"damaged: {exc}") from None
    for i, deck in enumerate(setup.decks):
        for pile, keys in deck.piles.items():
            unknown = [k for k in keys if k not in game.pool]
            if unknown:
                raise bad("setup", f"deck {i + 1} ({deck.name}), pile {pile}: unknown card {unknown[0]!r}"
                                   f"{game.pool.suggest(unknown[0])}")
    actions = doc.get("actions")
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise bad("actions", "must be a list of actions in notation")
    try:
        policy = undo or (doc["undo"] if doc.get("undo") in ("all", "fair") else "fair")
        match = Match(game, setup, undo=policy)
    except TabletopError as exc:
        raise bad("setup", f"cannot start this game: {exc}") from None
    except (ValueError, KeyError, IndexError, TypeError) as exc:
        raise bad("setup", f"cannot start this game: {exc}") from None
    for i, text_action in enumerate(actions):
        try:
            match.play(game.parse(match.state, text_action))
        except TabletopError as exc:
            raise bad("actions", f"{text_action!r} cannot be played here: {exc}", i) from None
    want = doc.get("hash")
    if isinstance(want, str) and want and game.hash(match.state) != want and doc.get("format") == FORMAT:
        raise bad("hash", "the game replayed from this save does not match its snapshot "
                          "(the file was edited, or the cards changed since it was written)")
    seats = doc.get("seats") if isinstance(doc.get("seats"), list) else []
    info = SaveInfo(seats=[s for s in seats if isinstance(s, dict)], layout=str(doc.get("layout", "")),
                    saved_at=float(doc.get("saved_at", 0) or 0), finished=bool(doc.get("finished")))
    return match, info


def autosave(match: Match, info: SaveInfo | None = None) -> Path:
    return save_match(match, autosave_path(), info)


def keep_replay(match: Match, info: SaveInfo | None = None) -> Path:
    """Keep a finished game in the replays folder (named by date and game)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = replays_dir() / f"{stamp}-{match.game.name}-{match.setup.seed}.json"
    return save_match(match, path, info)


def document_summary(doc: dict[str, Any]) -> str:
    when = time.strftime("%Y-%m-%d %H:%M", time.localtime(float(doc.get("saved_at", 0) or 0)))
    return f"{doc.get('game', '?')}, {len(doc.get('actions', []))} actions, saved {when}"


class Autosaver:
    """Writes the latest autosave in a background thread, so a slow disk never stalls a frame.

    `submit` replaces any write still waiting (only the newest position matters); each write
    is atomic, so the file on disk is always a whole save: the last one finished.
    """

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path) if path is not None else autosave_path()
        self._pending: str | None = None
        self._cond = threading.Condition()
        self._busy = False
        self._thread: threading.Thread | None = None
        self.error: str = ""
        self.writes = 0

    def submit(self, match: Match, info: SaveInfo | None = None) -> None:
        text = json.dumps(match_document(match, info), ensure_ascii=False)
        with self._cond:
            self._pending = text
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()
            self._cond.notify()

    def _run(self) -> None:
        while True:
            with self._cond:
                while self._pending is None:
                    self._cond.wait()
                text, self._pending = self._pending, None
                self._busy = True
            try:
                atomic_write(self.path, text)
                self.writes += 1
                self.error = ""
            except OSError as exc:  # a full disk must not take the game down
                self.error = f"Autosave failed: {exc.strerror or exc}"
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()

    def flush(self, timeout: float = 5.0) -> bool:
        """Wait until every submitted save is on disk. False if that took too long."""
        end = time.monotonic() + timeout
        with self._cond:
            while self._pending is not None or self._busy:
                left = end - time.monotonic()
                if left <= 0:
                    return False
                self._cond.wait(left)
        return True


def read_summary(path: Path) -> dict | None:
    """The head of a save (game, seats, finished, time) without replaying it; None if unreadable."""
    try:
        doc = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return doc if isinstance(doc, dict) and doc.get("format") == FORMAT else None
