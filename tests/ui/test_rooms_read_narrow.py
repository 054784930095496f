"""No room of the table holds the table: each is built with what it reads (the presentation
state `Shown`, the `Stage`, the physics, the adapter, the door's seat views) and whom it asks
(the table's `Acts`, the other rooms it works with). So no module of tabletop/ui/rooms imports
the table (`TableScene`), at run time or for the type checker; no room object holds it; and
no room module reaches into it (`t.`, `table.`, `self.table.`: none left of the 549 reaches
the rooms once had through 50 Protocols). The bug this keeps out: a room that "just reads one
more thing" of the whole table, which no one sees until a change of the table breaks it."""

from __future__ import annotations

import ast
from pathlib import Path

from drive import table

ROOMS = Path(__file__).resolve().parents[2] / "tabletop" / "ui" / "rooms"
PACKAGE = "tabletop.ui.rooms"
#: the table's rooms (attributes of TableScene)
ROOM_NAMES = ("at_mouse", "log", "computer", "undoing", "saving", "tray", "buttons", "input", "keys", "hud", "painter")


def _absolute(module: str | None, level: int, package: str = PACKAGE) -> str:
    """The absolute name of `from <level dots><module> import ...` in a module of `package`."""
    if not level:
        return module or ""
    parts = package.split(".")[:len(package.split(".")) - level + 1]
    return ".".join(parts + ([module] if module else []))


def table_imports(source: str, where: str = "") -> list[str]:
    """Where `source` (a module of tabletop/ui/rooms) imports the table module or `TableScene`,
    or names `TableScene` in an annotation."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [f"{where}:{node.lineno}: import {a.name}" for a in node.names if a.name == "tabletop.ui.table"]
        elif isinstance(node, ast.ImportFrom):
            module = _absolute(node.module, node.level)
            names = [a.name for a in node.names]
            if module == "tabletop.ui.table" or "TableScene" in names or (module == "tabletop.ui" and "table" in names):
                found.append(f"{where}:{node.lineno}: from {'.' * node.level}{node.module or ''} import {', '.join(names)}")
        elif isinstance(node, (ast.arg, ast.AnnAssign, ast.FunctionDef)):
            ann = node.returns if isinstance(node, ast.FunctionDef) else node.annotation
            if ann is not None and "TableScene" in ast.unparse(ann):
                found.append(f"{where}:{node.lineno}: annotated {ast.unparse(ann)}")
    return sorted(found, key=lambda line: int(line.split(":")[1]))


def reaches(source: str, where: str = "") -> list[str]:
    """Every read through the table in `source`: `t.x`, `table.x`, `self.table.x`."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Attribute):
            continue
        v = node.value
        if isinstance(v, ast.Name) and v.id in ("t", "table") or \
                isinstance(v, ast.Attribute) and v.attr == "table" and isinstance(v.value, ast.Name) and v.value.id == "self":
            found.append(f"{where}:{node.lineno}: {ast.unparse(node)}")
    return found


def _modules() -> list[Path]:
    files = sorted(ROOMS.glob("*.py"))
    assert len(files) > 12 and ROOMS / "shown.py" in files
    return files


def test_the_checks_see_a_room_that_reads_the_whole_table():
    fake = ("from __future__ import annotations\n"
            "from typing import TYPE_CHECKING\n"
            "if TYPE_CHECKING:\n"
            "    from ..table import TableScene\n"
            "from tabletop.ui.table import TableScene as T\n"
            "import tabletop.ui.table\n"
            "from .. import table\n"
            "def draw(t: 'TableScene') -> None:\n"
            "    return t.state.names, self.table.pieces, table.layout\n")
    assert table_imports(fake, "fake.py") == [
        "fake.py:4: from ..table import TableScene", "fake.py:5: from tabletop.ui.table import TableScene",
        "fake.py:6: import tabletop.ui.table", "fake.py:7: from .. import table", "fake.py:8: annotated 'TableScene'"]
    assert sorted(r.split(": ")[1] for r in reaches(fake)) == ["self.table.pieces", "t.state", "table.layout"]
    # what the rooms do is let through
    assert table_imports("from .shown import Shown\nfrom ..tableau import X\nfrom ..adapter import Piece\n") == []
    assert reaches("self.shown.pieces\nself.stage.layout\nhud.fonts\n") == []


def test_no_room_imports_the_table():
    found = [w for f in _modules() for w in table_imports(f.read_text(encoding="utf-8"), f.name)]
    assert found == []


def test_no_room_reaches_into_the_table():
    found = [w for f in _modules() for w in reaches(f.read_text(encoding="utf-8"), f.name)]
    assert found == [], "\n".join(found)


def test_no_room_holds_the_table():
    _, t = table("afterworld")
    rooms = {name: getattr(t, name) for name in ROOM_NAMES}
    held = [f"{name}.{attr}" for name, room in rooms.items() for attr, value in vars(room).items() if value is t]
    assert held == []
    # and they share the one presentation state and stage the table refreshes
    assert all(getattr(room, "shown", t.shown) is t.shown for room in rooms.values())
    assert all(getattr(room, "stage", t.stage) is t.stage for room in rooms.values())
