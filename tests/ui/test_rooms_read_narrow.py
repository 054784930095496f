"""Each room of the table reads only what it declares: no module of tabletop/ui/rooms imports
the table (`TableScene`, tabletop/ui/table.py), at run time or for the type checker; every
room that holds the table holds it typed by the room's Protocol in tabletop/ui/rooms/reads.py,
and every function of a room that is handed the table (`t`, `table`) is typed by one of
reads.py or of readjobs.py (the HUD, sync, look, undo, the director). mypy then refuses a read
a room did not declare. The bug this keeps out: a room that "just reads
one more thing" of the whole table, which no one sees until a change of the table breaks it."""

from __future__ import annotations

import ast
import typing
from pathlib import Path

from drive import table

from tabletop.ui.rooms import readjobs, reads

ROOMS = Path(__file__).resolve().parents[2] / "tabletop" / "ui" / "rooms"
PACKAGE = "tabletop.ui.rooms"


def _declared(module=reads) -> dict[str, type]:
    """The Protocols declared in `module` (reads.py), by name."""
    return {name: obj for name, obj in vars(module).items()
            if isinstance(obj, type) and getattr(obj, "_is_protocol", False) and obj.__module__ == module.__name__}


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


def untyped_tables(source: str, declared: set[str], where: str = "") -> list[str]:
    """The parameters named `t` or `table` in `source` not typed by one of the Protocols `declared`."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for arg in node.args.posonlyargs + node.args.args + node.args.kwonlyargs:
                if arg.arg not in ("t", "table"):
                    continue
                ann = ast.unparse(arg.annotation).strip("'\"") if arg.annotation is not None else None
                if ann not in declared:
                    found.append(f"{where}:{node.lineno}: {node.name}({arg.arg}: {ann})")
    return sorted(found, key=lambda line: int(line.split(":")[1]))


def held_wide(room: object, declared: dict[str, type]) -> str | None:
    """Why `room` does not hold the table typed by a Protocol of reads.py (None: it does)."""
    try:
        hint = typing.get_type_hints(type(room).__init__).get("table")
    except Exception as exc:  # noqa: BLE001 - an annotation that cannot be resolved is no Protocol
        return f"{type(room).__name__}: its table's type cannot be read ({exc})"
    if hint is None or hint not in declared.values():
        return f"{type(room).__name__}: table: {getattr(hint, '__qualname__', hint)}"
    return None


def _modules() -> list[Path]:
    files = sorted(ROOMS.glob("*.py"))
    assert len(files) > 15 and ROOMS / "reads.py" in files and ROOMS / "readjobs.py" in files
    return files


def test_the_checks_see_a_room_that_reads_the_whole_table():
    fake = ("from __future__ import annotations\n"
            "from typing import TYPE_CHECKING\n"
            "if TYPE_CHECKING:\n"
            "    from ..table import TableScene\n"
            "from tabletop.ui.table import TableScene as T\n"
            "import tabletop.ui.table\n"
            "from .. import table\n"
            "from .reads import HudReads\n"
            "def draw(t: 'TableScene') -> None: ...\n"
            "def look(table, t: HudReads) -> None: ...\n")
    assert table_imports(fake, "fake.py") == [
        "fake.py:4: from ..table import TableScene", "fake.py:5: from tabletop.ui.table import TableScene",
        "fake.py:6: import tabletop.ui.table", "fake.py:7: from .. import table", "fake.py:9: annotated 'TableScene'"]
    assert untyped_tables(fake, {"HudReads"}, "fake.py") == [
        "fake.py:9: draw(t: TableScene)", "fake.py:10: look(table: None)"]
    # what the rooms do is let through
    assert table_imports("from .reads import HudReads\nfrom ..tableau import X\nfrom ..adapter import Piece\n") == []
    assert untyped_tables("def f(t: HudReads, other) -> None: ...\n", {"HudReads"}) == []

    class Nosy:
        def __init__(self, table: object) -> None:
            self.table = table

    class Untyped:
        def __init__(self, table) -> None:
            self.table = table

    assert held_wide(Nosy(None), _declared()) == "Nosy: table: object"
    assert held_wide(Untyped(None), _declared()) == "Untyped: table: None"


def test_no_room_imports_the_table():
    found = [w for f in _modules() for w in table_imports(f.read_text(encoding="utf-8"), f.name)]
    assert found == []


def test_every_function_handed_the_table_is_typed_by_its_reads():
    declared = set(_declared()) | set(_declared(readjobs))
    assert {"HudReads", "SyncReads", "LookReads", "UndoReads", "DirectorReads", "InputReads"} <= declared
    found = [w for f in _modules() for w in untyped_tables(f.read_text(encoding="utf-8"), declared, f.name)]
    assert found == []


def test_the_directors_of_a_lesson_and_a_hosted_table_are_held_to_the_directors_reads():
    """An overlay's director gets the table as every director does (DirectorReads); what more
    it needs (its lesson, its connection) it holds itself."""
    declared = set(_declared()) | set(_declared(readjobs))
    ui = ROOMS.parent
    for f in (ui / "lesson_director.py", ui / "netplay" / "scene.py"):
        source = f.read_text(encoding="utf-8")
        assert "(TableDirector)" in source
        assert untyped_tables(source, declared, f.name) == []


def test_every_room_holds_the_table_typed_by_a_protocol_of_reads():
    _, t = table("afterworld")
    rooms = {name: room for name, room in vars(t).items() if getattr(room, "table", None) is t}
    assert {"seating", "computer", "news", "saving", "input", "buttons", "keys", "tray", "painter", "reload"} <= set(rooms)
    declared = _declared()
    assert len(declared) >= 10
    found = [why for why in (held_wide(room, declared) for room in rooms.values()) if why is not None]
    assert found == []
    # one Protocol per room: no two rooms share a declaration of what they read
    kinds = [typing.get_type_hints(type(room).__init__)["table"] for room in rooms.values()]
    assert len(set(kinds)) == len(kinds)
