"""Each room of the table changes only its own state: no module of tabletop/ui assigns to an
attribute of a room through the table (`t.log.seen_entries = …`, `self.table.at_mouse.viewer
= …`); it asks the room (`t.log.caught_up(…)`). The bug this keeps out: a rename in one room
that another room's assignment missed silently made a new attribute."""

from __future__ import annotations

import ast
from pathlib import Path

from drive import table

UI = Path(__file__).resolve().parents[2] / "tabletop" / "ui"


def _rooms() -> set[str]:
    """The table's rooms: its attributes that are rooms of tabletop/ui/rooms."""
    _, t = table("afterworld")
    return {name for name, value in vars(t).items() if type(value).__module__.startswith("tabletop.ui.rooms.")
            and value is not t.shown and value is not t.stage}  # (the table's own presentation state)


def _chain(node) -> list[str]:
    out = []
    while isinstance(node, ast.Attribute):
        out.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name):
        out.append(node.id)
    return out[::-1]


def cross_room_writes(source: str, rooms: set[str], where: str = "") -> list[str]:
    """Assignments to `<the table>.<room>.<attribute>` in `source` (the table spelled `t`,
    `table` or `self.table`, as the modules of tabletop/ui spell it)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
            targets = [node.target]
        else:
            continue
        for target in targets:
            for el in (target.elts if isinstance(target, ast.Tuple) else [target]):
                c = _chain(el)
                head = 2 if c[:2] == ["self", "table"] else 1 if c[:1] in (["t"], ["table"]) else 0
                if head and len(c) == head + 2 and c[head] in rooms:
                    found.append(f"{where}:{node.lineno}: {'.'.join(c)} = …")
    return found


def test_the_check_sees_a_write_into_another_room():
    rooms = {"log", "at_mouse"}
    assert cross_room_writes("t.log.seen_entries = 3\nself.table.at_mouse.viewer, x = 1, 2\n", rooms) == [
        ":1: t.log.seen_entries = …", ":2: self.table.at_mouse.viewer = …"]
    assert cross_room_writes("t.log.caught_up(3)\nself.viewer = 1\nt.toasts = []\n", rooms) == []


def test_no_module_of_the_table_writes_into_a_room_it_is_not():
    rooms = _rooms()
    assert {"at_mouse", "log", "input", "computer", "saving", "keys", "painter", "tray"} <= rooms
    files = sorted(UI.rglob("*.py"))
    found = [w for f in files for w in cross_room_writes(f.read_text(encoding="utf-8"), rooms, str(f.relative_to(UI)))]
    assert len(files) > 80
    assert found == []
