"""Write a layout back to TOML the way its author wrote it: change values, keep the rest.

The layout editor never rewrites a file from scratch. `patch_text` takes the file's text
and sets the keys that changed with tomlkit, a library made to edit TOML by hand-written
files: a key the file already has gets its new value in place, so comments, blank lines and
the order of everything stay as they were; a key the file lacks (one it took from the layout
it extends) is added to its table, or in a new table at the end. The result is read again
with tomli and compared with what was meant, so a file in a shape that cannot be changed is
refused with a message rather than written wrong.

`plan_save` decides what the saved file starts from: the user's own file (patched, kept
whole), or, for a shipped layout, a short new file that `extends` it and holds only the
zones that moved.

>>> doc = parse_toml('# mine\\n[zones.log]\\nrect = [1, 2, 3, 4]  # the log\\n', "m.toml")
>>> print(patch_text(doc, {("zones", "log", "rect"): [10, 2, 3, 4]}), end="")
# mine
[zones.log]
rect = [10, 2, 3, 4]  # the log
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import tomli

from ..engine.errors import DataError, Problem
from ..engine.tomlfile import Key, TomlDoc, format_key, load_toml, parse_toml
from ..resources import layouts_dir
from ..words import msg, tr
from .layout import Layout, user_layouts_dir

class PatchError(ValueError):
    """The file is in a shape whose values cannot be changed in place."""


def _plain_value(v: Any) -> Any:
    """A value as written: numbers without a needless '.0' and at most 3 decimals."""
    if isinstance(v, bool):
        return v
    if isinstance(v, float):
        return int(v) if v.is_integer() else round(v, 3)
    if isinstance(v, (list, tuple)):
        return [_plain_value(x) for x in v]
    return v


def patch_text(doc: TomlDoc, changes: dict[Key, Any]) -> str:
    """`doc`'s text with every key of `changes` set to its value (see the module's doc)."""
    import tomlkit
    from tomlkit.exceptions import TOMLKitError
    from tomlkit.items import InlineTable

    try:
        out = tomlkit.parse(doc.text)
        fresh: list = []  # tables this adds: a blank line after each
        for path, value in changes.items():
            path = tuple(path)
            table: Any = out
            for i, k in enumerate(path[:-1]):
                if k not in table:
                    new = tomlkit.table(is_super_table=i < len(path) - 2)
                    table[k] = new
                    if i == len(path) - 2:
                        fresh.append(new)
                parent, table = table, table[k]
                if not hasattr(table, "keys"):
                    raise PatchError(msg("{key} is not a table", key=format_key(path[:i + 1])))
                if isinstance(table, InlineTable) and i == len(path) - 2 and path[-1] not in table:
                    grown = tomlkit.inline_table()  # a new key in an inline table: the same table, one key longer
                    grown.update(table)
                    parent[k] = table = grown
            table[path[-1]] = _plain_value(value)
        for t in fresh:
            t.add(tomlkit.nl())
        text = tomlkit.dumps(out)
        if fresh and text.endswith("\n\n"):
            text = text[:-1]  # a new table at the very end needs no blank line after it
    except TOMLKitError as exc:
        raise PatchError(str(exc)) from None
    _verify(doc, text, changes)
    return text


def _set(data: dict, path: Key, value: Any) -> None:
    for k in path[:-1]:
        data = data.setdefault(k, {})
    data[path[-1]] = value


def _verify(doc: TomlDoc, text: str, changes: dict[Key, Any]) -> None:
    expected = copy.deepcopy(doc.data)
    for path, value in changes.items():
        _set(expected, tuple(path), list(value) if isinstance(value, tuple) else value)
    try:
        got = tomli.loads(text)
    except tomli.TOMLDecodeError as exc:
        raise PatchError(msg("the changed file would not be valid TOML ({why})", why=str(exc))) from None
    if _plain(got) != _plain(expected):
        raise PatchError(msg("the file is written in a shape whose values cannot be changed in place"))


def _plain(v: Any) -> Any:
    if isinstance(v, dict):
        return {k: _plain(x) for k, x in v.items()}
    if isinstance(v, (list, tuple)):
        return [_plain(x) for x in v]
    if isinstance(v, float) and v.is_integer():
        return int(v)
    return v


# ---- what a save writes ----------------------------------------------------------------------

def slug(name: str) -> str:
    """A file name for a layout name: 'My Afterworld!' -> 'my-afterworld'."""
    s = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
    return s or "my-layout"


def is_shipped(path: str | Path) -> bool:
    try:
        Path(path).resolve().relative_to(layouts_dir().resolve())
        return True
    except ValueError:
        return False


@dataclass
class SavePlan:
    """A layout file about to be written."""

    dest: Path
    text: str
    replaces: bool  # dest exists already


def default_name(layout: Layout) -> str:
    """The name the save dialog offers: the layout's own for a user's file, a new one else."""
    if not is_shipped(layout.path):
        return layout.name
    return tr("{layout} (mine)", layout=layout.name)  # (a name: in the words of who saves it)


def destination(layout: Layout, name: str) -> Path:
    """The user's own file keeps its place when its name is kept; anything else goes to
    the user's layouts folder under a file name made from the name."""
    src = Path(layout.path)
    if not is_shipped(src) and name == layout.name:
        return src
    return user_layouts_dir() / f"{slug(name)}.toml"


def plan_save(layout: Layout, rects: dict[str, tuple], name: str) -> SavePlan:
    """The file that saves `layout` with its zones at `rects`, called `name`."""
    src = Path(layout.path)
    dest = destination(layout, name)
    changes: dict[Key, Any] = {("zones", z, "rect"): _rect(r) for z, r in rects.items()
                               if tuple(layout.zones[z].rect) != tuple(r)}
    if is_shipped(src):
        if slug(name) == src.stem:
            raise DataError(Problem(str(dest), None, None,
                                    msg("{name} is the shipped layout this one extends: choose another name",
                                        name=repr(src.stem))))
        import tomlkit
        new = tomlkit.document()
        new.add(tomlkit.comment(f"{name}: made with the layout editor from the shipped layout \"{src.stem}\"."))
        new.add(tomlkit.comment("It takes everything from that layout and changes only the keys below."))
        new.add(tomlkit.comment("Format reference: docs/layouts.md"))
        new.add(tomlkit.nl())
        head = tomlkit.table()
        head["name"] = name
        head["extends"] = src.stem
        new["layout"] = head
        header = tomlkit.dumps(new)
        doc = parse_toml(header, str(dest))
    else:
        doc = load_toml(src)
        if name != layout.name:
            changes[("layout", "name")] = name
        ext = doc.data.get("layout", {}).get("extends", "") if isinstance(doc.data.get("layout"), dict) else ""
        if dest.parent.resolve() != src.parent.resolve() and isinstance(ext, str) and ext and \
                (ext.endswith(".toml") or "/" in ext or "\\" in ext) and not Path(ext).is_absolute():
            changes[("layout", "extends")] = str((src.parent / ext).resolve())  # still found from the new place
    try:
        text = patch_text(doc, changes)
    except PatchError as exc:
        raise DataError(Problem(str(src), None, None, msg("cannot save the changes: {why}", why=exc.args[0]))) from None
    return SavePlan(dest, text, dest.exists())


def _rect(r) -> list:
    return [int(v) if float(v).is_integer() else round(float(v), 2) for v in r]


def write_checked(plan: SavePlan) -> Layout:
    """Write the file, check it as `tabletop layout check` does and return the layout.

    A file that would not pass the check is not left behind: the old text comes back."""
    from .layout import check_layout

    old = plan.dest.read_text(encoding="utf-8") if plan.dest.exists() else None
    plan.dest.parent.mkdir(parents=True, exist_ok=True)
    plan.dest.write_text(plan.text, encoding="utf-8")
    layout, problems = check_layout(plan.dest)
    if problems or layout is None:
        if old is None:
            plan.dest.unlink()
        else:
            plan.dest.write_text(old, encoding="utf-8")
        raise DataError(problems)
    return layout
