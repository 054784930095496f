"""Saves and replays: versioned JSON documents, written so a crash never loses a game, read
through the file gate so a damaged one is named, never a crash.

A save holds the setup (seed, decks, names, options), the action list in notation, and a
snapshot of the final state with its hash. Reading one goes through `engine.jsonfile` (size,
encoding, nesting, finite numbers) and then checks the type and range of every field of the
document (`SAVE_FIELDS`), answering each mistake as ``file:line: key: what is wrong``.

Loading is verified two ways, at two speeds:

- ``verify="now"`` replays every action from the setup and refuses the save unless the
  result is its snapshot (replays and the command line use this);
- ``verify="later"`` (the table) starts from the snapshot at once, after checking that the
  snapshot matches its hash and that every card in it is in one place: loading costs the
  same for 100 actions as for 20,000. The full replay then runs in a background thread
  (`Verification`); the table is told if the actions do not lead to the snapshot, and takes
  over the replayed history (for undo and the log) when they do.

Every write is atomic (`diskio.atomic_write`): a crash in the middle of a write leaves the
previous save whole. The autosave (a journal) lives in `tabletop.autosave`.
"""

from __future__ import annotations

import json
import math
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import __version__
from .engine.errors import DataError, Problem, TabletopError
from .engine.game import Setup
from .engine.history import Match
from .engine.jsonfile import JsonDoc, load_json
from .engine.schema import Field, check_table
from .engine.serial import from_data, to_data
from .diskio import atomic_write, clean_temp_files, writable_folder  # noqa: F401 - their old home
from .resources import data_dir

FORMAT = "tabletop-save"
REPLAY_FORMAT = "tabletop-replay"
VERSION = 1
MAX_ACTIONS = 1_000_000
LATEST = 4.0e9  # saved_at: seconds since 1970; beyond the year 2096 is a damaged number


@dataclass
class SaveInfo:
    """What a save says besides the game: who sat where, and when it was written.

    `verification` is the background check of a save opened with ``verify="later"``."""

    seats: list[dict] = field(default_factory=list)  # [{"name":..., "human": bool, "bot": str}]
    layout: str = ""
    saved_at: float = 0.0
    finished: bool = False
    verification: "Verification | None" = None
    game_id: str = ""  # the same game across the autosave's compactions and resumes
    actions: list[str] = field(default_factory=list)  # loaded "later": the actions behind the snapshot


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def replays_dir() -> Path:
    return data_dir() / "replays"


def saves_dir() -> Path:
    return data_dir() / "saves"


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
        "setup": to_data(setup),
        "actions": actions,
        "hash": game.hash(state),
        "snapshot": game.to_data(state),
    }


def match_document(match: Match, info: SaveInfo | None = None) -> dict:
    return game_document(match.game, match.setup, match.actions(), match.state, info, match.undo_policy)


def save_match(match: Match, path: str | Path, info: SaveInfo | None = None) -> Path:
    path = Path(path)
    atomic_write(path, json.dumps(match_document(match, info), indent=1, ensure_ascii=False))
    return path


# ---- reading ------------------------------------------------------------------------------

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


def load_document(path: str | Path) -> tuple[dict, str]:
    head, doc = read_document(path)
    return head, doc.text


def _start(head: dict, doc: JsonDoc, undo: str | None):
    """The game, setup and an empty match of a checked document (DataError if they are wrong)."""
    from .games import UnknownGameError, get_game

    def bad(key: str, msg: str) -> DataError:
        return DataError(doc.problem((key,), msg))

    try:
        game = get_game(head["game"])
    except UnknownGameError as exc:
        raise bad("game", str(exc)) from None
    try:
        setup = from_data(Setup, head["setup"])
    except (ValueError, TypeError, KeyError, AttributeError, RecursionError) as exc:
        raise bad("setup", f"damaged: {exc}") from None
    for i, deck in enumerate(setup.decks):
        for pile, keys in deck.piles.items():
            unknown = [k for k in keys if k not in game.pool]
            if unknown:
                raise bad("setup", f"deck {i + 1} ({deck.name}), pile {pile}: unknown card {unknown[0]!r}"
                                   f"{game.pool.suggest(unknown[0])}")
    policy = undo or head["undo"]
    try:
        match = Match(game, setup, undo=policy)
    except TabletopError as exc:
        raise bad("setup", f"cannot start this game: {exc}") from None
    except Exception as exc:  # noqa: BLE001 - a hand-made setup may break the engine in any way
        raise bad("setup", f"cannot start this game: {type(exc).__name__}: {exc}") from None
    return game, setup, match


def replay_actions(match: Match, actions: list[str], doc: JsonDoc, first: int = 0,
                   stop: threading.Event | None = None) -> None:
    """Play `actions` on `match`; DataError naming the index of the first that cannot be played.

    With `stop` (a background check) it gives way to the UI thread every few actions."""
    game = match.game
    for i, text_action in enumerate(actions, first):
        if stop is not None:
            if stop.is_set():
                return
            if i % 16 == 0:
                time.sleep(0)  # let the table draw its frame: the check is in no hurry
        try:
            match.play(game.parse(match.state, text_action))
        except TabletopError as exc:
            raise DataError(doc.problem(("actions", i), f"{text_action!r} cannot be played here: {exc}")) from None
        except Exception as exc:  # noqa: BLE001 - never a traceback for a damaged file
            raise DataError(doc.problem(("actions", i), f"{text_action!r} cannot be played here: "
                                                        f"{type(exc).__name__}: {exc}")) from None


MISMATCH = ("the game replayed from this save does not match its snapshot "
            "(the file was edited, or the cards changed since it was written)")


def _snapshot_state(game, head: dict, doc: JsonDoc):
    """The snapshot as a state, checked against its hash and for cards in one place each."""
    try:
        state = game.from_data(head["snapshot"])
        got = game.hash(state)
    except Exception as exc:  # noqa: BLE001
        raise DataError(doc.problem(("snapshot",), f"damaged: {exc}")) from None
    if got != head["hash"]:
        raise DataError(doc.problem(("hash",), "the snapshot does not match its hash (the file was edited "
                                               "or damaged)"))
    try:
        ids = [c for c, _ in game.card_locations(state)]
        whole = len(ids) == len(set(ids)) and set(ids) <= set(state.cards)
        game.to_act(state)
    except Exception:  # noqa: BLE001
        whole = False
    if not whole:
        raise DataError(doc.problem(("snapshot",), "damaged: a card in two places, or one that is not in the game"))
    return state


def load_match(path: str | Path, undo: str | None = None, verify: str = "now") -> tuple[Match, SaveInfo]:
    """Rebuild a match from a save or replay; DataError naming file, line and key if it is wrong.

    ``verify="now"``: every action is replayed before this returns (the match holds the
    whole history). ``verify="later"``: the match starts at the checked snapshot with an
    empty history and `info.verification` replays the actions in the background."""
    head, doc = read_document(path)
    game, setup, match = _start(head, doc, undo)
    actions = head["actions"]
    info = SaveInfo(seats=head["seats"], layout=head["layout"], saved_at=float(head["saved_at"]),
                    finished=head["finished"], game_id=head["game_id"], actions=actions)
    state = _snapshot_state(game, head, doc)  # an edited snapshot is refused either way
    if verify == "later":
        info.verification = Verification(game, setup, actions, head["hash"], doc, match.undo_policy)
        return Match(game, setup, state=state, undo=match.undo_policy), info
    replay_actions(match, actions, doc)
    if game.hash(match.state) != head["hash"]:
        raise DataError(doc.problem(("hash",), MISMATCH))
    return match, info


class Verification:
    """The background half of a fast load: replay every action of a save from its setup and
    compare the end with the snapshot the table already shows.

    `done` once finished; then `problem` is None (and `match` the replayed game with its
    whole history) or the DataError that refuses the save."""

    DELAY = 0.005  # seconds: the load returns (and the table opens) before the replay takes the GIL

    def __init__(self, game, setup, actions: list[str], want: str, doc: JsonDoc, undo: str,
                 start: bool = True) -> None:
        self.game, self.setup, self.actions, self.want, self.doc, self.undo = game, setup, actions, want, doc, undo
        self.done = False
        self.problem: DataError | None = None
        self.match: Match | None = None
        self.seconds = 0.0
        self._stop = threading.Event()
        self._finished = threading.Event()
        self._thread = threading.Thread(target=self.run, name="verify-save", daemon=True)
        if start:
            self._thread.start()

    def run(self) -> None:
        t0 = time.perf_counter()
        self._stop.wait(self.DELAY)  # the table opens first; then the check
        try:
            m = Match(self.game, self.setup, undo=self.undo, log="now")  # the table takes its log
            replay_actions(m, self.actions, self.doc, stop=self._stop)
            if not self._stop.is_set() and self.game.hash(m.state) != self.want:
                raise DataError(self.doc.problem(("hash",), MISMATCH))
            self.match = m
        except DataError as err:
            self.problem = err
        except Exception as exc:  # noqa: BLE001 - a damaged save is refused, never a crash
            self.problem = DataError(Problem(self.doc.path, None, None, f"cannot be replayed: {exc}"))
        self.seconds = time.perf_counter() - t0
        self.done = True
        self._finished.set()

    def wait(self, timeout: float | None = None) -> bool:
        """Block until the check is done (tests, the command line). False on a timeout."""
        if not self._thread.is_alive() and not self.done:
            self.run()
        return self._finished.wait(timeout)

    def cancel(self) -> None:
        self._stop.set()


def keep_replay(match: Match, info: SaveInfo | None = None) -> Path:
    """Keep a finished game in the replays folder (named by date and game)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = replays_dir() / f"{stamp}-{match.game.name}-{match.setup.seed}.json"
    return save_match(match, path, info)


def document_summary(doc: dict[str, Any]) -> str:
    when = time.strftime("%Y-%m-%d %H:%M", time.localtime(float(doc.get("saved_at", 0) or 0)))
    return f"{doc.get('game', '?')}, {len(doc.get('actions', []))} actions, saved {when}"


_SUMMARIES: dict = {}


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


def __getattr__(name: str):
    """`saves.Autosaver`: the autosave moved to `tabletop.autosave`; older callers still find it."""
    if name == "Autosaver":
        from .autosave import Autosaver
        return Autosaver
    raise AttributeError(name)
