"""Write a layout back to TOML the way its author wrote it: change values, keep the rest.

The layout editor never rewrites a file from scratch. `patch_text` takes the file's text
and sets the keys that changed: a key the file already has gets its new value in place
(the line of every key and the span of its value are known from tabletop/engine/tomlfile.py),
so comments, blank lines and the order of everything stay as they were; a key the file
lacks (one it took from the layout it extends) is added under its table, or in a new
table at the end. The result is parsed again and compared with what was meant, so a file
in a shape this cannot patch is refused with a message rather than written wrong.

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
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import tomli

from ..engine.errors import DataError, Problem
from ..engine.tomlfile import Key, TomlDoc, format_key, load_toml, parse_toml
from ..resources import layouts_dir
from .layout import Layout, user_layouts_dir

_BARE = re.compile(r"^[A-Za-z0-9_-]+$")


def toml_value(v: Any) -> str:
    """A value as TOML text: numbers without a needless '.0', strings quoted."""
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, float):
        if v.is_integer():
            return str(int(v))
        return repr(round(v, 3))
    if isinstance(v, int):
        return str(v)
    if isinstance(v, str):
        return json.dumps(v, ensure_ascii=False)
    if isinstance(v, (list, tuple)):
        return "[" + ", ".join(toml_value(x) for x in v) + "]"
    raise TypeError(f"cannot write {v!r} as TOML")


def _key_part(k: str) -> str:
    return k if _BARE.match(k) else json.dumps(k, ensure_ascii=False)


class PatchError(ValueError):
    """The file is in a shape whose values cannot be changed in place."""


def _line_end(text: str, i: int) -> int:
    n = text.find("\n", i)
    return len(text) if n < 0 else n


def patch_text(doc: TomlDoc, changes: dict[Key, Any]) -> str:
    """`doc`'s text with every key of `changes` set to its value (see the module's doc)."""
    text = doc.text
    edits: list[tuple[int, int, str]] = []  # (start, end, new text), applied from the end
    inserts: dict[tuple[int, str, str], list[str]] = {}  # new keys of a table, by where they go
    appended: dict[Key, list[tuple[str, Any]]] = {}
    for path, value in changes.items():
        path = tuple(path)
        if path in doc.spans:
            start, end = doc.spans[path]
            edits.append((start, end, toml_value(value)))
            continue
        parent, key = path[:-1], path[-1]
        spot = _insert_spot(doc, parent)
        if spot is None:
            appended.setdefault(parent, []).append((key, value))
        else:
            inserts.setdefault(spot, []).append(f"{_key_part(key)} = {toml_value(value)}")
    for (pos, how, prefix), items in inserts.items():
        if how == "inline":
            empty = text[:pos].rstrip().endswith("{")
            new = (" " if empty else ", ") + ", ".join(items) + (" " if empty and text[pos] == "}" else "")
        else:
            new = "".join(f"\n{prefix}{item}" for item in items)
        edits.append((pos, pos, new))
    for start, end, new in sorted(edits, key=lambda e: (e[0], e[1]), reverse=True):
        text = text[:start] + new + text[end:]
    if appended:
        if text and not text.endswith("\n"):
            text += "\n"
        for parent, items in appended.items():
            text += f"\n[{format_key(parent)}]\n" + "".join(f"{_key_part(k)} = {toml_value(v)}\n" for k, v in items)
    _verify(doc, text, changes)
    return text


def _insert_spot(doc: TomlDoc, parent: Key) -> tuple[int, str, str] | None:
    """Where a new key of table `parent` goes: (position, 'inline' or 'line', key prefix)."""
    text = doc.text
    if parent in doc.spans:  # an inline table: before its closing brace
        start, end = doc.spans[parent]
        if text[end - 1:end] != "}":
            raise PatchError(f"{format_key(parent)} is not a table")
        body_end = end - 1
        while body_end > start and text[body_end - 1] in " \t":
            body_end -= 1
        return (body_end, "inline", "")
    members = [(span, k) for k, span in doc.spans.items() if len(k) == len(parent) + 1 and k[:-1] == parent]
    if members:  # after the last line of the table's last key
        (_, end), last = max(members, key=lambda m: m[0][1])
        line_start = text.rfind("\n", 0, doc.spans[last][0]) + 1
        written = text[line_start:doc.spans[last][0]].split("=")[0].strip()
        prefix = ""
        m = re.match(r"^(.*?)\s*\.\s*(?:[A-Za-z0-9_-]+|\"(?:[^\"\\]|\\.)*\"|'[^']*')$", written)
        if m:  # a dotted key such as "p1.hand".label: the new key gets the same prefix
            prefix = m.group(1) + "."
        return (_line_end(text, end), "line", prefix)
    line = doc.lines.get(parent)
    if line is not None:  # a [table] header with no keys yet: right under it
        starts = [0] + [i + 1 for i, c in enumerate(text) if c == "\n"]
        head = starts[line - 1]
        if text[head:].lstrip().startswith("[") and not text[head:].lstrip().startswith("[["):
            return (_line_end(text, head), "line", "")
    return None


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
        raise PatchError(f"the changed file would not be valid TOML ({exc})") from None
    if _plain(got) != _plain(expected):
        raise PatchError("the file is written in a shape whose values cannot be changed in place")


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
    return f"{layout.name} (mine)"


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
                                    f"{src.stem!r} is the shipped layout this one extends: choose another name"))
        header = (f"# {name}: made with the layout editor from the shipped layout \"{src.stem}\".\n"
                  "# It takes everything from that layout and changes only the keys below.\n"
                  "# Format reference: docs/layouts.md\n\n"
                  f"[layout]\nname = {toml_value(name)}\nextends = {toml_value(src.stem)}\n")
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
        raise DataError(Problem(str(src), None, None, f"cannot save the changes: {exc}")) from None
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
