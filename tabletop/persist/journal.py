"""The autosave's journal on the reading side: resuming a game from the compacted save and
the journal beside it, and the summary the title and the Load dialog show.

``autosave.journal`` holds one JSON line per change after the compacted ``autosave.json``
(see `persist.autosave`, which writes both): a header naming the save it continues (its
number of actions and hash), then ``{"i": index, "a": action, "h": hash}`` for an action,
``{"i": index, "cut": true, "h": hash}`` for an undo back to `index` actions, and every
`CHECKPOINT` lines a snapshot (``"snap"``). A last line cut short by a kill is left out; any
other damage is a DataError naming the journal's line.
"""

from __future__ import annotations

from pathlib import Path

from ..engine.errors import DataError, Problem
from ..engine.history import Match
from ..engine.jsonfile import MAX_BYTES, JsonDoc, parse_json, read_text
from .document import read_document
from .loading import (MISMATCH, Loaded, Verification, blame_cards, legacy, load_match, replay_actions,
                      snapshot_state, start_match)

JOURNAL = "tabletop-journal"
def journal_path(save: Path) -> Path:
    return save.with_suffix(".journal")


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
            while checkpoints and checkpoints[-1][0] > i:  # in order: linear in the lines read
                checkpoints.pop()
            if "snap" in row:
                if not isinstance(row["snap"], dict):
                    raise bad(n, "snap: must be a snapshot table")
                checkpoints.append((i + 1, row["snap"], h))
        elif row.get("cut") is True:
            del actions[i:]
            while checkpoints and checkpoints[-1][0] > i:  # in order: linear in the lines read
                checkpoints.pop()
        else:
            raise bad(n, "a line must hold an action (a) or an undo (cut)")
        last_hash = h
    return actions, checkpoints, last_hash, doc


def load_autosave(save: Path, undo: str = "fair") -> tuple[Match, Loaded]:
    """The game in an autosave and its journal, fast, with the full check in the background."""
    head, doc = read_document(save)
    found = read_journal(save, head)
    if found is None:
        return load_match(save, undo=undo, verify="later")
    actions, checkpoints, want, jdoc = found
    game, setup, match = start_match(head, doc, undo)
    try:
        return _resume(head, doc, game, setup, match, undo, actions, checkpoints, want, jdoc)
    except DataError as err:
        raise blame_cards(game, setup, err) from None


def _resume(head, doc, game, setup, match, undo, actions, checkpoints, want, jdoc) -> tuple[Match, Loaded]:
    if legacy(head):  # an older format: rebuilt from its actions (persist/loading.py)
        replay_actions(match, actions, jdoc)
        old = Loaded(seats=head["seats"], layout=head["layout"], saved_at=float(head["saved_at"]),
                     finished=match.state.result is not None, game_id=head["game_id"], actions=actions)
        return match, old
    if checkpoints:
        at, snap, h = checkpoints[-1]
        state = snapshot_state(game, {"snapshot": snap, "hash": h}, jdoc)
    else:
        at, state = len(head["actions"]), snapshot_state(game, head, doc)
    tail = Match(game, setup, state=state, undo=undo)
    replay_actions(tail, actions[at:], jdoc, first=at)
    if game.hash(tail.state) != want:
        raise DataError(Problem(jdoc.path, None, None, MISMATCH))
    match = Match(game, setup, state=tail.state, undo=undo)
    info = Loaded(seats=head["seats"], layout=head["layout"], saved_at=float(head["saved_at"]),
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


