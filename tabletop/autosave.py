"""The autosave: an append-only journal beside a compacted save, written in a thread.

After every change on the table the UI thread hands over only what changed (the new action
in notation, or how far an undo went back): a list append, the same at action 10,000 as at
action 10. The `Autosaver` thread plays those actions on its own copy of the game (the
"shadow") and appends one line per change to ``autosave.journal``, with the state hash after
it and, every `CHECKPOINT` lines, a snapshot. ``autosave.json`` is an ordinary save (see
`tabletop.saves`) that the journal continues; it is rewritten ("compacted") when the game
ends, when the table closes, and every `COMPACT_EVERY` journal lines, always in the thread.

Resuming reads the compacted save's snapshot and the journal's last checkpoint, plays the
few actions after it and checks the journal's hash: fast at any length. The whole game is
then replayed from its setup in the background (`saves.Verification`).

Nothing is lost: a game that starts while the autosave holds another one moves that one to
``autosave-1.json`` (and so on, `KEEP` of them); a damaged autosave is renamed with its time
(`set_aside`), never overwritten, and the previous good one is offered. When writing fails
(a full disk, a read-only folder, a folder where the file should be) `error` says so for as
long as it lasts, the thread tries again every `RETRY_SECONDS`, and the error is cleared by
the first write that works. Temporary files that a killed write left are removed at start.
"""

from __future__ import annotations

import json
import os
import threading
import time
from pathlib import Path

from .engine.errors import DataError, Problem, TabletopError
from .engine.history import Match
from .engine.jsonfile import MAX_BYTES, JsonDoc, parse_json, read_text
from .saves import (FORMAT, MISMATCH, SaveInfo, Verification, _snapshot_state, _start, atomic_write,
                    autosave_path, clean_temp_files, game_document, read_document, replay_actions)

JOURNAL = "tabletop-journal"
CHECKPOINT = 50        # a snapshot in the journal every this many lines: resuming plays at most these
COMPACT_EVERY = 2000   # journal lines before the thread rewrites the compacted save
KEEP = 3               # earlier autosaves kept (autosave-1.json is the newest of them)
RETRY_SECONDS = 2.0


def journal_path(save: Path) -> Path:
    return save.with_suffix(".journal")


def earlier_path(save: Path, n: int) -> Path:
    return save.with_name(f"{save.stem}-{n}{save.suffix}")


def _move(src: Path, dst: Path) -> None:
    if src.is_file() and not dst.is_dir():  # a folder in the way is the user's: leave it (and fail)
        os.replace(src, dst)


def rotate(save: Path, keep: int = KEEP) -> None:
    """autosave.json -> autosave-1.json -> ... -> autosave-KEEP.json (the oldest goes)."""
    for n in range(keep, 0, -1):
        older = earlier_path(save, n)
        newer = save if n == 1 else earlier_path(save, n - 1)
        _move(journal_path(newer), journal_path(older))
        if not newer.exists():
            try:
                journal_path(older).unlink()
            except OSError:
                pass
        _move(newer, older)


def set_aside(save: Path) -> Path | None:
    """Rename a damaged autosave (and its journal) with the time, never over another file."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for k in range(1, 1000):
        dst = save.with_name(f"{save.stem}-damaged-{stamp}{'' if k == 1 else f'-{k}'}{save.suffix}")
        if not dst.exists() and not journal_path(dst).exists():
            break
    try:
        if save.exists():
            os.replace(save, dst)
        if journal_path(save).exists():
            os.replace(journal_path(save), journal_path(dst))
    except OSError:
        return None
    return dst


# ---- reading the journal --------------------------------------------------------------------

def read_journal(save: Path, head: dict) -> tuple[list[str], list[tuple[int, dict, str]], str, JsonDoc] | None:
    """The actions the journal adds to `head` (a compacted save's checked head), its checkpoints
    (index, snapshot, hash), the hash of its last position, and the doc for messages.

    None when there is no journal for this save. A journal whose last line was cut by a kill
    ends at the line before; any other damage is a DataError naming the journal's line."""
    path = journal_path(save)
    if not path.is_file():
        return None
    text = read_text(path, "JSON", MAX_BYTES)
    doc = JsonDoc(str(path), None, text)
    lines = text.split("\n")
    if not text.endswith("\n"):
        lines = lines[:-1]  # a line cut short by a kill: the position before it is whole
    else:
        lines = lines[:-1]
    if not lines:
        return None

    def bad(n: int, msg: str) -> DataError:
        return DataError(Problem(str(path), n, None, msg))

    rows = []
    for n, line in enumerate(lines, 1):
        try:
            row = parse_json(line, str(path), 16).data
        except DataError as err:
            raise bad(n, err.problems[0].message) from None
        if not isinstance(row, dict):
            raise bad(n, "each line must be a table {...}")
        rows.append(row)
    first = rows[0]
    if first.get("format") != JOURNAL or first.get("version") != 1:
        raise bad(1, "not a tabletop journal")
    if first.get("base") != len(head["actions"]) or first.get("base_hash") != head["hash"]:
        return None  # the journal of another (older) compaction: the save alone is the game
    actions = list(head["actions"])
    checkpoints: list[tuple[int, dict, str]] = []
    last_hash = head["hash"]
    for n, row in enumerate(rows[1:], 2):
        i = row.get("i")
        if not isinstance(i, int) or isinstance(i, bool) or not 0 <= i <= len(actions):
            raise bad(n, f"i: must be an action index from 0 to {len(actions)}")
        h = row.get("h")
        if not isinstance(h, str):
            raise bad(n, "h: must be the position's hash")
        if "a" in row:
            if not isinstance(row["a"], str):
                raise bad(n, "a: must be an action in notation")
            del actions[i:]
            actions.append(row["a"])
            checkpoints = [c for c in checkpoints if c[0] <= i]
            if "snap" in row:
                if not isinstance(row["snap"], dict):
                    raise bad(n, "snap: must be a snapshot table")
                checkpoints.append((i + 1, row["snap"], h))
        elif row.get("cut") is True:
            del actions[i:]
            checkpoints = [c for c in checkpoints if c[0] <= i]
        else:
            raise bad(n, "a line must hold an action (a) or an undo (cut)")
        last_hash = h
    return actions, checkpoints, last_hash, doc


def load_autosave(save: Path, undo: str = "fair") -> tuple[Match, SaveInfo]:
    """The game in an autosave and its journal, fast, with the full check in the background."""
    head, doc = read_document(save)
    found = read_journal(save, head)
    if found is None:
        from .saves import load_match
        return load_match(save, undo=undo, verify="later")
    actions, checkpoints, want, jdoc = found
    game, setup, _ = _start(head, doc, undo)
    if checkpoints:
        at, snap, h = checkpoints[-1]
        state = _snapshot_state(game, {"snapshot": snap, "hash": h}, jdoc)
    else:
        at, state = len(head["actions"]), _snapshot_state(game, head, doc)
    tail = Match(game, setup, state=state, undo=undo)
    replay_actions(tail, actions[at:], jdoc, first=at)
    if game.hash(tail.state) != want:
        raise DataError(Problem(jdoc.path, None, None, MISMATCH))
    match = Match(game, setup, state=tail.state, undo=undo)
    info = SaveInfo(seats=head["seats"], layout=head["layout"], saved_at=float(head["saved_at"]),
                    finished=match.state.result is not None)
    info.verification = Verification(game, setup, actions, want, jdoc, undo)
    info.actions = actions
    info.game_id = head["game_id"]
    return match, info


_SUMMARIES: dict = {}


def _stamp(path: Path) -> tuple | None:
    try:
        st = path.stat()
    except OSError:
        return None
    return (st.st_mtime_ns, st.st_size)


def autosave_summary(save: Path) -> dict | None:
    """The head of an autosave brought up to date by its journal (actions, finished); None if
    damaged. Remembered until either file changes (the load dialog asks every frame)."""
    key = (str(save), _stamp(save), _stamp(journal_path(save)))
    if key not in _SUMMARIES:
        if len(_SUMMARIES) > 64:
            _SUMMARIES.clear()
        _SUMMARIES[key] = _summary(save)
    return _SUMMARIES[key]


def _summary(save: Path) -> dict | None:
    try:
        head, _ = read_document(save)
        found = read_journal(save, head)
    except DataError:
        return None
    if found is not None:
        head = dict(head, actions=found[0])
    return head


# ---- writing ------------------------------------------------------------------------------

class Autosaver:
    """Keeps the autosave of one table up to date from a background thread.

    `submit(match, info)` is all the table calls after a change. `error` is non-empty while
    writing fails; `flush` waits until everything is on disk; `close` compacts and stops."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path) if path is not None else autosave_path()
        self._cond = threading.Condition()
        self._ops: list[tuple] = []
        self._busy = False
        self._thread: threading.Thread | None = None
        self._seen: list = []  # the history entries handed over, to find what changed
        self.error: str = ""
        self.writes = 0
        self.failures = 0
        # the thread's own: the shadow game and what is on disk
        self._shadow: Match | None = None
        self._actions: list[str] = []
        self._info = SaveInfo()
        self._lines = 0
        self._dirty = True  # the files on disk do not hold the shadow's game: compact next
        self._need_rotate = True
        self._base = 0  # actions before the table's own history (a game loaded from its snapshot)
        self._undo = "fair"
        self.game_id = ""
        self.stopped = False
        self.replay_path: Path | None = None
        self._replay_pending: SaveInfo | None = None

    # ---- the UI thread's side: O(1) per change ---------------------------------------------
    def begin(self, match: Match, base: list[str] | None = None, game_id: str = "") -> None:
        """Start from `match` as it is now; `base`: the actions that led to it when the match
        was loaded from its snapshot (its own history is then empty); `game_id`: the loaded
        save's (a new game gets a new one)."""
        import uuid

        self.game_id = game_id or uuid.uuid4().hex[:16]
        self._seen = list(match.history)
        self._push([("start", match.game, match.setup, match.game.clone(match.state),
                     list(base or ()) + [e.text for e in match.history], len(match.history), match.undo_policy)])

    def submit(self, match: Match, info: SaveInfo | None = None) -> None:
        """Hand over what changed since the last call: a few list appends, however long the game."""
        ops: list[tuple] = []
        if self._thread is None and not self._ops:  # nobody called begin: replay from the setup
            import uuid

            self.game_id = self.game_id or uuid.uuid4().hex[:16]
            ops.append(("start", match.game, match.setup, None, [], 0, match.undo_policy))
            self._seen = []
        hist = match.history
        keep = min(len(self._seen), len(hist))
        while keep and self._seen[keep - 1] is not hist[keep - 1]:
            keep -= 1
        if keep < len(self._seen):
            ops.append(("cut", keep))
            del self._seen[keep:]
        for e in hist[keep:]:
            ops.append(("act", e.text))
            self._seen.append(e)
        if info is not None:
            ops.append(("info", info))
        if match.state.result is not None:
            ops.append(("over",))
        self._push(ops)

    def adopt(self, match: Match) -> None:
        """The table took over a longer history of the same game (a verified load): nothing
        changed on disk, only the entries to compare with and where the table's history starts."""
        self._seen = list(match.history)
        self._push([("adopt", len(match.history))])

    def stop(self) -> None:
        """Write nothing more (the save this table came from was refused)."""
        self.stopped = True

    def _push(self, ops: list[tuple]) -> None:
        if self.stopped:
            return
        with self._cond:
            self._ops.extend(ops)
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def flush(self, timeout: float = 5.0) -> bool:
        """Wait until every change handed over is on disk (or has failed). False if that took too long."""
        end = time.monotonic() + timeout
        with self._cond:
            while self._ops or self._busy:
                left = end - time.monotonic()
                if left <= 0:
                    return False
                self._cond.wait(left)
        return True

    def keep_replay(self, info: SaveInfo | None = None) -> None:
        """Keep the finished game in the replays folder (written by the thread)."""
        self._push([("replay", info or SaveInfo())])

    def close(self, timeout: float = 5.0) -> bool:
        """Compact the journal into the save (the table is closing)."""
        self._push([("compact",)])
        return self.flush(timeout)

    # ---- the thread ----------------------------------------------------------------------
    def _run(self) -> None:
        clean_temp_files(self.path.parent)
        while True:
            with self._cond:
                while not self._ops and not (self.error and self._shadow is not None):
                    self._cond.wait()
                if not self._ops:  # writing failed: try again after a while
                    self._cond.wait(RETRY_SECONDS)
                ops, self._ops = self._ops, []
                self._busy = True
            try:
                self._apply(ops)
            except Exception as exc:  # noqa: BLE001 - the autosave must never take the game down
                self.failures += 1
                self._shadow = None
                self.error = f"Autosave stopped: {type(exc).__name__}: {exc}"
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()

    def _apply(self, ops: list[tuple]) -> None:
        lines: list[dict] = []
        compact = False
        for op in ops:
            kind = op[0]
            try:
                if kind == "start":
                    _, game, setup, state, actions, played, undo = op
                    # the table's history starts after `base` actions (a match loaded from a snapshot)
                    self._base = len(actions) - played
                    self._undo = undo
                    self._actions = list(actions)
                    if state is None:
                        self._shadow = Match(game, setup, undo="all")
                        for text in actions:
                            self._shadow.play(game.parse(self._shadow.state, text))
                    else:
                        self._shadow = Match(game, setup, state=state, undo="all")
                    self._need_rotate = True
                    self._dirty = True
                    lines = []
                elif self._shadow is None:
                    continue
                elif kind == "act":
                    m = self._shadow
                    m.play(m.game.parse(m.state, op[1]))
                    self._actions.append(op[1])
                    row = {"i": len(self._actions) - 1, "a": op[1], "h": m.game.hash(m.state)}
                    if (self._lines + len(lines) + 1) % CHECKPOINT == 0:
                        row["snap"] = m.game.to_data(m.state)
                    lines.append(row)
                elif kind == "cut":
                    self._cut(self._base + op[1])
                    lines.append({"i": len(self._actions), "cut": True,
                                  "h": self._shadow.game.hash(self._shadow.state)})
                elif kind == "adopt":
                    self._base = len(self._actions) - op[1]
                elif kind == "info":
                    self._info = op[1]
                elif kind in ("over", "compact"):
                    compact = True
                elif kind == "replay":
                    self._replay_pending = op[1]
            except (TabletopError, IndexError, ValueError) as exc:  # the shadow lost the thread
                self.error = f"Autosave stopped: {exc}"
                self._shadow = None
                return
        if self._shadow is None:
            return
        if self._lines + len(lines) >= COMPACT_EVERY:
            compact = True
        try:
            if self._need_rotate:
                self._rotate_if_other_game()
                self._need_rotate = False
            if compact or self._dirty or not journal_path(self.path).is_file():
                self._compact()
            elif lines:
                self._append(lines)
            if self._replay_pending is not None:  # kept until it could be written
                self._keep_replay(self._replay_pending)
                self._replay_pending = None
            self.writes += 1
            self.error = ""
        except OSError as exc:  # a full disk must not take the game down: say so and retry
            self.failures += 1
            self._dirty = True
            self.error = f"Autosave failed ({exc.strerror or exc}): {self.path}. Trying again."

    def _cut(self, target: int) -> None:
        """Take the shadow back to the first `target` actions (an undo on the table)."""
        m = self._shadow
        if len(self._actions) - target > len(m.history):  # before what the shadow played: replay
            m = self._shadow = Match(m.game, m.setup, undo="all")
            for text in self._actions[:target]:
                m.play(m.game.parse(m.state, text))
        else:
            while len(self._actions) > target:
                m.undo()
                self._actions.pop()
        del self._actions[target:]

    def _rotate_if_other_game(self) -> None:
        """Keep an autosave of another game as autosave-1.json before this game writes its own."""
        if not self.path.is_file() and not journal_path(self.path).is_file():
            return
        try:
            head, _ = read_document(self.path)
            same = bool(self.game_id) and head["game_id"] == self.game_id
        except (DataError, OSError):
            same = False
        if not same:
            rotate(self.path)  # an OSError: nothing is written until the earlier game is kept

    def _compact(self) -> None:
        m = self._shadow
        info = SaveInfo(self._info.seats, self._info.layout, game_id=self.game_id)
        doc = game_document(m.game, m.setup, self._actions, m.state, info, self._undo, FORMAT)
        atomic_write(self.path, json.dumps(doc, ensure_ascii=False, indent=0))
        head = {"format": JOURNAL, "version": 1, "base": len(self._actions), "base_hash": doc["hash"]}
        atomic_write(journal_path(self.path), json.dumps(head) + "\n")
        self._lines = 0
        self._dirty = False

    def _keep_replay(self, info: SaveInfo) -> None:
        from .saves import replays_dir

        m = self._shadow
        stamp = time.strftime("%Y%m%d-%H%M%S")
        path = replays_dir() / f"{stamp}-{m.game.name}-{m.setup.seed}.json"
        doc = game_document(m.game, m.setup, self._actions, m.state, info, self._undo, FORMAT)
        atomic_write(path, json.dumps(doc, ensure_ascii=False, indent=1))
        self.replay_path = path

    def _append(self, lines: list[dict]) -> None:
        with open(journal_path(self.path), "a", encoding="utf-8") as f:
            f.write("".join(json.dumps(r, ensure_ascii=False, separators=(",", ":")) + "\n" for r in lines))
            f.flush()
            os.fsync(f.fileno())
        self._lines += len(lines)


def resume_candidates(save: Path | None = None) -> list[Path]:
    """The autosave and the earlier ones kept, newest first."""
    save = save or autosave_path()
    return [p for p in [save] + [earlier_path(save, n) for n in range(1, KEEP + 1)] if p.is_file()]
