"""The autosave: an append-only journal beside a compacted save, written in a thread.

After every change on the table the UI thread hands over only what changed (the new action
in notation, or how far an undo went back): a list append, the same at action 10,000 as at
action 10. The `Autosaver` thread plays those actions on its own copy of the game (the
"shadow") and appends one line per change to ``autosave.journal``, with the state hash after
it and, every `CHECKPOINT` lines, a snapshot. ``autosave.json`` is an ordinary save (see
`persist.document`) that the journal continues; it is rewritten ("compacted") when the game
ends, when the table closes, and every `COMPACT_EVERY` journal lines, always in the thread.

Resuming (`persist.journal`, the reading side) reads the compacted save's snapshot and the
journal's last checkpoint, plays the few actions after it and checks the journal's hash:
fast at any length. The whole game is
then replayed from its setup in the background (`loading.Verification`).

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

from ..engine.errors import DataError, TabletopError
from ..engine.history import Match
from .diskio import atomic_write, clean_temp_files
from .document import FORMAT, SaveInfo, game_document, read_document
from .journal import JOURNAL, autosave_summary, journal_path
from .locks import acquire, release
from .places import autosave_path, replay_path
from .slots import MAX_TABLES, rotate, slots

CHECKPOINT = 50        # a snapshot in the journal every this many lines: resuming plays at most these
COMPACT_EVERY = 2000   # journal lines before the thread rewrites the compacted save
JOURNAL_MAX_BYTES = 4 * 1024 * 1024  # ... or journal bytes (its snapshots grow with the game): far below
                                     # what the reading gate takes (jsonfile.MAX_BYTES)
RETRY_SECONDS = 2.0


# ---- writing ------------------------------------------------------------------------------

class Autosaver:
    """Keeps the autosave of one table up to date from a background thread.

    `submit(match, info)` is all the table calls after a change. `error` is non-empty while
    writing fails; `flush` waits until everything is on disk; `close` compacts and stops."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path) if path is not None else autosave_path()
        self._first = self.path  # the slot asked for; another table running may hold it (`_claim`)
        self._claimed = False
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
        self._bytes = 0  # the journal's size on disk
        self._dirty = True  # the files on disk do not hold the shadow's game: compact next
        self._need_rotate = True
        self._base = 0  # actions before the table's own history (a game loaded from its snapshot)
        self._undo = "fair"
        self.game_id = ""
        self.stopped = False
        self.waiting = False  # True: a loaded game whose check is not done; nothing is written yet
        self.replay_path: Path | None = None
        self._replay_pending: SaveInfo | None = None
        self.copies: list[tuple[Path, str]] = []  # Ctrl+S outcomes: (path, error or ""), for the table

    # ---- the UI thread's side: O(1) per change ---------------------------------------------
    def begin(self, match: Match, base: list[str] | None = None, game_id: str = "") -> None:
        """Start from `match` as it is now; `base`: the actions that led to it when the match
        was loaded from its snapshot (its own history is then empty); `game_id`: the loaded
        save's (a new game gets a new one)."""
        import uuid

        self.game_id = game_id or uuid.uuid4().hex[:16]
        self.waiting = False
        self._claim()
        self._seen = list(match.history)
        self._push([("start", match.game, match.setup, match.game.clone(match.state),
                     list(base or ()) + [e.text for e in match.history], len(match.history), match.undo_policy)])

    def submit(self, match: Match, info: SaveInfo | None = None) -> None:
        """Hand over what changed since the last call: a few list appends, however long the game.
        Nothing while `waiting` (a loaded game not yet checked: `begin` comes after the check)."""
        if self.waiting:
            return
        ops: list[tuple] = []
        if self._thread is None and not self._ops:  # nobody called begin: replay from the setup
            import uuid

            self.game_id = self.game_id or uuid.uuid4().hex[:16]
            self._claim()
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

    def _claim(self) -> None:
        """Hold a slot of its own (`persist.locks`): the file that holds this game already if
        it is free, else the first slot no other running table holds. Every slot taken: the
        game is not saved, and `error` says why."""
        if self._claimed:
            return
        self._claimed = True
        order = slots(self._first)
        mine = [p for p in order if p.is_file() and (autosave_summary(p) or {}).get("game_id") == self.game_id]
        for p in mine + [p for p in order if p not in mine]:
            if acquire(p, self._taken_over):
                self.path = p
                return
        self.error = (f"Autosave off: {MAX_TABLES} other tables are running on {self._first.parent}; "
                      "this game is not saved (Ctrl+S still saves it).")
        self.stopped = True

    def _taken_over(self) -> None:
        """A newer table of this program took this table's slot: write nothing more."""
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

    def ready(self) -> bool:
        """Whether the thread holds the table's game (begun, not stopped, not failing)."""
        return not self.waiting and not self.stopped and self._thread is not None and not self.error \
            and (self._shadow is not None or bool(self._ops))

    def save_copy(self, path: Path, info: SaveInfo | None = None) -> None:
        """Ctrl+S: write the game as it is now to `path` (in the thread); the outcome goes to
        `copies` as (path, error or "")."""
        self._push([("copy", Path(path), info or SaveInfo())])

    def keep_replay(self, info: SaveInfo | None = None) -> None:
        """Keep the finished game in the replays folder (written by the thread)."""
        self._push([("replay", info or SaveInfo())])

    def close(self, timeout: float = 5.0) -> bool:
        """Compact the journal into the save (the table is closing)."""
        self._push([("compact",)])
        done = self.flush(timeout)
        if done:
            release(self.path, self._taken_over)  # another table may write this slot from now on
            self.stopped = True
        return done

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
        copies: list[tuple] = []
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
                elif kind == "copy":
                    copies.append(op[1:])
            except (TabletopError, IndexError, ValueError) as exc:  # the shadow lost the thread
                self.error = f"Autosave stopped: {exc}"
                self._shadow = None
                return
        if self._shadow is None:
            self.copies += [(p, "the game is not being saved") for p, _ in copies]
            return
        for p, info in copies:  # Ctrl+S: its own file, its own outcome
            m = self._shadow
            doc = game_document(m.game, m.setup, self._actions, m.state, info, self._undo, FORMAT)
            try:
                atomic_write(p, json.dumps(doc, indent=1, ensure_ascii=False))
                self.copies.append((p, ""))
            except OSError as exc:
                self.copies.append((p, str(exc.strerror or exc)))
        text = "".join(json.dumps(r, ensure_ascii=False, separators=(",", ":")) + "\n" for r in lines)
        size = len(text.encode("utf-8"))
        if self._lines + len(lines) >= COMPACT_EVERY or self._bytes + size > JOURNAL_MAX_BYTES:
            compact = True  # the journal is folded into the save and begins anew
        try:
            if self._need_rotate:
                self._rotate_if_other_game()
                self._need_rotate = False
            if compact or self._dirty or not journal_path(self.path).is_file():
                self._compact()
            elif lines:
                self._append(text, len(lines), size)
            if self._replay_pending is not None:  # kept until it could be written
                self._keep_replay(self._replay_pending)
                self._replay_pending = None
            self.writes += 1
            self.error = ""
        except OSError as exc:  # a full disk must not take the game down: say so and retry
            self.failures += 1
            self._dirty = True
            self.error = f"Autosave failed ({exc.strerror or exc}): {self.path}. Nothing is being saved; trying again."

    def _live(self) -> Match:
        """The shadow game (the callers run only while there is one)."""
        assert self._shadow is not None
        return self._shadow

    def _cut(self, target: int) -> None:
        """Take the shadow back to the first `target` actions (an undo on the table)."""
        m = self._live()
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
        m = self._live()
        info = SaveInfo(self._info.seats, self._info.layout, game_id=self.game_id)
        doc = game_document(m.game, m.setup, self._actions, m.state, info, self._undo, FORMAT)
        atomic_write(self.path, json.dumps(doc, ensure_ascii=False, indent=0))
        head = {"format": JOURNAL, "version": 1, "base": len(self._actions), "base_hash": doc["hash"]}
        atomic_write(journal_path(self.path), json.dumps(head) + "\n")
        self._lines = 0
        self._bytes = len(json.dumps(head)) + 1
        self._dirty = False

    def _keep_replay(self, info: SaveInfo) -> None:
        m = self._live()
        path = replay_path(m.game.name, m.setup.seed)
        doc = game_document(m.game, m.setup, self._actions, m.state, info, self._undo, FORMAT)
        atomic_write(path, json.dumps(doc, ensure_ascii=False, indent=1))
        self.replay_path = path

    def _append(self, text: str, lines: int, size: int) -> None:
        with open(journal_path(self.path), "a", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        self._lines += lines
        self._bytes += size


