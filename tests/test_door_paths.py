"""One door for every change of a match (docs/architecture.md, "One door").

A match changes only through its own methods: `Match.play` (the whole check, then the
change), `undo`, `redo`, `seek` and `adopt`. A live table's match changes only through its
`Table` (tabletop/play/table.py), which adds the seat and version checks and tells the rooms.
This test reads every module of the program and fails on a new path around the door:

- a game applied to a state outside the rules (`game.apply(...)`, or the bare-state
  `game.play(state, action)`), but for a computer player's playouts on its own copy of a view
  (`ALLOWED_APPLY`, each with its reason);
- a match's insides set from outside the engine (`m.state = ...`, `m.history = ...`,
  `m.redo_stack = ...`, `job.version = ...`, `setattr(m, "state", ...)`);
- a table's match changed behind the table (`t.match.play(...)`, `self.table.match.undo()`).
"""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PKG = ROOT / "tabletop"

#: where a game's `apply` may be called outside the rules, and why
ALLOWED_APPLY = {
    "tabletop/ai/search.py": "the search player's playouts, on its own copies of a seat's view: no match",
}
#: a match's insides: only the engine's history module sets them
INSIDES = {"state", "history", "redo_stack", "version", "_state", "_history", "_version", "_marks",
           "_snaps", "_offered", "log_now", "undo_policy"}
#: names a match's insides share with other things (a connection's state, the version and history last
#: sent to a seat): set on what is named as a match only (or a computer player's job, whose
#: version once followed a match's from outside)
SHARED_NAMES = {"state", "version", "history"}
MATCHES = {"m", "match", "verified", "shadow", "_shadow", "job"}
#: what changes a match
MUTATORS = {"play", "undo", "redo", "seek", "adopt"}
#: the modules whose own objects hold a `state` or `version` of their own (not a match's)
OWN_FIELDS = {
    "tabletop/engine/rng.py": "the random generator's own state",
}


def _receiver(node: ast.AST) -> str:
    """The dotted text of an attribute's receiver ("t.match", "self", "rng")."""
    try:
        return ast.unparse(node)
    except Exception:  # noqa: BLE001
        return "?"


def door_breaks(path: str, text: str) -> list[str]:
    """Every place of the module `path` (its source `text`) that goes around the door."""
    out = []
    in_engine = path.startswith("tabletop/engine/") or path.startswith("tabletop/games/")
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            name, recv = node.func.attr, _receiver(node.func.value)
            if name == "apply" and len(node.args) >= 2 and not in_engine and path not in ALLOWED_APPLY:
                out.append(f"{path}:{node.lineno}: {recv}.apply(...) changes a state outside the door")
            if name == "play" and len(node.args) >= 2 and not in_engine:
                out.append(f"{path}:{node.lineno}: {recv}.play(state, action) plays on a bare state: "
                           "use a Match (its play is the door)")
            held = isinstance(node.func.value, ast.Attribute) and node.func.value.attr == "match"
            if name in MUTATORS and held and path != "tabletop/play/table.py":
                out.append(f"{path}:{node.lineno}: {recv}.{name}(...) changes a table's match behind "
                           "the table: use the Table (commit, undo, redo, seek, adopt)")
            if isinstance(node.func, ast.Attribute) and name == "__setattr__" and not in_engine:
                out.append(f"{path}:{node.lineno}: __setattr__ around the door")
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "setattr":
            if len(node.args) >= 2 and isinstance(node.args[1], ast.Constant) and node.args[1].value in INSIDES \
                    and path != "tabletop/engine/history.py":
                out.append(f"{path}:{node.lineno}: setattr(..., {node.args[1].value!r}) sets a match's insides")
        targets: list[ast.AST] = []
        if isinstance(node, ast.Assign):
            targets = list(node.targets)
        elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
            targets = [node.target]
        for target in targets:
            for t in (target.elts if isinstance(target, ast.Tuple) else [target]):
                if not (isinstance(t, ast.Attribute) and t.attr in INSIDES):
                    continue
                recv = _receiver(t.value)
                if path == "tabletop/engine/history.py" or recv == "self" or path in OWN_FIELDS:
                    continue  # the match itself; another object's own field of that name
                if t.attr in SHARED_NAMES and recv.split(".")[-1] not in MATCHES:
                    continue  # a field of that name of something else (a connection's state, a generator's)
                out.append(f"{path}:{t.lineno}: {recv}.{t.attr} = ... sets a match's insides from outside")
    return out


def test_nothing_goes_around_the_door():
    files = sorted(PKG.rglob("*.py"))
    assert len(files) > 200
    breaks = []
    for f in files:
        rel = f.relative_to(ROOT).as_posix()
        breaks += door_breaks(rel, f.read_text(encoding="utf-8"))
    assert not breaks, "\n".join(breaks)


def test_the_reader_catches_each_way_around_the_door():
    """Each old path around the door, as it was written, is caught."""
    old = {
        # the replay viewer moved a match by setting its insides
        "tabletop/ui/replay.py": "m = self.table.match\nm.state = states[i]\nm.history = entries[:i]\nm.redo_stack = []\n",
        # the save watcher took over a checked history, and bumped a computer player's job
        "tabletop/ui/session.py": "m.state, m.history, m.redo_stack = v.state, v.history, redo\njob.version = m.version\n",
        # scenarios checked, then applied
        "tabletop/teach/scenario.py": "err = game.refusal(state, action)\ngame.apply(state, action, None)\n",
        # simulations played on a bare state
        "tabletop/ai/driver.py": "game.play(state, action)\n",
        # a room playing on the table's match behind the table
        "tabletop/ui/rooms/bots.py": "t.match.play(action)\nself.table.match.undo()\n",
        "tabletop/ui/rooms/look.py": "setattr(m, 'history', [])\n",
    }
    found = {path: door_breaks(path, text) for path, text in old.items()}
    assert len(found["tabletop/ui/replay.py"]) == 3
    assert len(found["tabletop/ui/session.py"]) == 4
    assert len(found["tabletop/teach/scenario.py"]) == 1
    assert len(found["tabletop/ai/driver.py"]) == 1
    assert len(found["tabletop/ui/rooms/bots.py"]) == 2
    assert len(found["tabletop/ui/rooms/look.py"]) == 1
    # the door itself, and a playout on a bot's own copy, are not
    assert door_breaks("tabletop/ai/search.py", "game.apply(s, a, None)\n") == []
    assert door_breaks("tabletop/engine/history.py", "self._state = s\nm._history = []\n") == []
    assert door_breaks("tabletop/play/table.py", "self.match.play(action)\n") == []
    assert door_breaks("tabletop/net/server.py", "link.state = 'open'\nsent.version = 3\n") == []
