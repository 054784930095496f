"""Declarative checks for tables read from user files, reporting every problem at once.

A `Field` says what one key may hold. `check_table` compares a TOML table with a dict of
fields and appends a located `Problem` for each unknown key (with a did-you-mean), missing
key, wrong type or value out of range. Card pools, decks, layouts, lessons, scenarios and
saves all use it, so their messages read alike.

>>> from tabletop.engine.tomlfile import parse_toml
>>> doc = parse_toml("atack = 2\\n", "u.toml")
>>> probs = []
>>> out = check_table(doc, (), doc.data, {"attack": Field(int)}, probs)
>>> [str(p) for p in probs]
["u.toml:1: atack: unknown key (did you mean 'attack'?)", 'u.toml: attack: missing (a whole number)']
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from typing import Any, Callable

from .errors import Problem
from .tomlfile import Key, TomlDoc, format_key
from .message import msg

_MISSING = object()

TYPE_NAMES = {
    int: "a whole number",
    float: "a number",
    str: "a text in quotes",
    bool: "true or false",
    list: "a list [ ... ]",
    dict: "a table { ... }",
}


def did_you_mean(word: str, choices) -> str:
    """' (did you mean 'x'?)' when a close choice exists, else ''."""
    close = difflib.get_close_matches(str(word), [str(c) for c in choices], n=1, cutoff=0.6)
    return msg(" (did you mean '{word}'?)", word=close[0]) if close else ""


def type_ok(value: Any, typ) -> bool:
    if typ is float:
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    if typ is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if isinstance(typ, tuple):
        return any(type_ok(value, t) for t in typ)
    return isinstance(value, typ)


def type_name(typ) -> str:
    if isinstance(typ, tuple):
        return " or ".join(type_name(t) for t in typ)
    return TYPE_NAMES.get(typ, getattr(typ, "__name__", str(typ)))


@dataclass
class Field:
    """What one key may hold.

    typ: a Python type (or tuple of types) the TOML value must have.
    required: whether the key must be present (else `default` is used).
    choices: allowed values (for strings: named in the message, with did-you-mean).
    lo, hi: inclusive bounds for numbers (and for list lengths).
    item: the type every element of a list must have.
    check: extra test returning an error message or None.
    """

    typ: Any = str
    required: bool = True
    default: Any = None
    choices: tuple | None = None
    lo: float | None = None
    hi: float | None = None
    item: Any = None
    check: Callable[[Any], str | None] | None = None
    help: str = ""

    def problems(self, value: Any) -> str | None:
        if not type_ok(value, self.typ):
            return f"must be {type_name(self.typ)}, not {describe_value(value)}"
        if self.choices is not None and value not in self.choices:
            options = ", ".join(repr(c) for c in self.choices)
            return f"{value!r} is not one of {options}{did_you_mean(value, self.choices)}"
        size = len(value) if isinstance(value, (list, str)) and self.typ in (list,) else value
        if self.lo is not None and isinstance(size, (int, float)) and size < self.lo:
            return f"must be at least {self.lo:g}" + (" items" if self.typ is list else "")
        if self.hi is not None and isinstance(size, (int, float)) and size > self.hi:
            return f"must be at most {self.hi:g}" + (" items" if self.typ is list else "")
        if self.item is not None and isinstance(value, list):
            for i, v in enumerate(value):
                if not type_ok(v, self.item):
                    return f"item {i + 1} must be {type_name(self.item)}, not {describe_value(v)}"
        if self.check is not None:
            return self.check(value)
        return None


def describe_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, str):
        return f"the text {value!r}"
    if isinstance(value, (int, float)):
        return f"the number {value!r}"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a table"
    return type(value).__name__


def check_table(
    doc: TomlDoc,
    path: Key,
    table: Any,
    fields: dict[str, Field],
    problems: list[Problem],
    allow_extra: bool = False,
) -> dict[str, Any]:
    """Check `table` (found at `path` in `doc`) against `fields`.

    Returns the checked values with defaults filled in; keys with problems are left out.
    """
    out: dict[str, Any] = {}
    if not isinstance(table, dict):
        problems.append(doc.problem(path, f"must be a table, not {describe_value(table)}"))
        return out
    for key, value in table.items():
        if key not in fields:
            if not allow_extra:
                problems.append(doc.problem(path + (key,), "unknown key" + did_you_mean(key, fields)))
            continue
        msg = fields[key].problems(value)
        if msg:
            problems.append(doc.problem(path + (key,), msg))
        else:
            out[key] = value
    for key, f in fields.items():
        if key in table:
            continue
        if f.required:
            where = doc.line(path) if path else None
            what = f.help or type_name(f.typ)
            problems.append(Problem(doc.path, where, format_key(path + (key,)), f"missing ({what})"))
        else:
            out[key] = f.default
    return out
