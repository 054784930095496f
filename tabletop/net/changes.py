"""What changed in a seat's view since the client's version, and the check that it was
applied right.

A view is plain JSON data (objects, lists, strings, integers, booleans, null). `diff(old,
new)` lists the changes that turn `old` into `new`; `applied(view, changes)` makes them
(in a new view that shares what they do not touch).
A change is a list:

- ``[path, value]``: set the value at `path` (an object's key is added if missing);
- ``[path]``: remove the key at the end of `path` from its object.

`path` is a list of object keys (strings) and list indices (integers) from the view's top;
it is never empty. A list whose length changed is set whole; a list of the same length may
be changed item by item.

`view_hash(view)` is the check: the first 16 hex digits of the SHA-256 of the view's
canonical JSON (keys sorted, no spaces, UTF-8, non-ASCII characters as themselves). The
host sends it with every update; a client that gets another hash after applying the changes
asks for the whole view again (`sync`).

>>> old = {"a": 1, "hand": [3, 5], "sides": [{"gold": 2}, {"gold": 4}], "x": None}
>>> new = {"a": 1, "hand": [3, 5, 9], "sides": [{"gold": 2}, {"gold": 1}], "y": 0}
>>> d = diff(old, new); d
[[['hand'], [3, 5, 9]], [['sides', 1, 'gold'], 1], [['y'], 0], [['x']]]
>>> applied(old, d) == new, old["hand"]
(True, [3, 5])
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import typing
from functools import lru_cache
from typing import Any, Callable

from ..engine.serial import to_data


_MISSING = object()


def diff(old: Any, new: Any, path: list | None = None, out: list | None = None) -> list:
    """The changes that turn `old` into `new` (both JSON data)."""
    if out is None:
        out = []
    if path is None:
        path = []
    if old is new:
        return out
    if isinstance(old, dict) and isinstance(new, dict):
        get = old.get
        added = 0
        for k, v in new.items():
            o = get(k, _MISSING)
            if o is v:
                continue
            if o is _MISSING:
                out.append([path + [k], v])
                added += 1
            elif o != v:
                diff(o, v, path + [k], out)
        if len(old) + added != len(new):  # (some keys of `old` are gone)
            for k in old:
                if k not in new:
                    out.append([path + [k]])
        return out
    if isinstance(old, list) and isinstance(new, list) and len(old) == len(new) and path:
        if old == new:
            return out
        changed = [i for i, (o, v) in enumerate(zip(old, new)) if o is not v and o != v]
        containers = any(isinstance(v, (dict, list)) for v in new)
        if containers or 2 * len(changed) <= len(new):
            for i in changed:
                diff(old[i], new[i], path + [i], out)
            return out
    if path and old != new:
        out.append([path, new])
    return out


def applied(view: Any, changes: list) -> Any:
    """A new view: `view` with `changes` made, sharing what they do not touch (`view` itself
    is left as it was: another thread may still read it)."""
    root = _copy(view)
    fresh = {id(root)}
    for change in changes:
        if not isinstance(change, list) or len(change) not in (1, 2) or not isinstance(change[0], list) \
                or not change[0]:
            raise ValueError(f"not a change: {change!r}")
        path = change[0]
        where = root
        try:
            for step in path[:-1]:
                inner = where[step]
                if id(inner) not in fresh:
                    inner = _copy(inner)
                    where[step] = inner
                    fresh.add(id(inner))
                where = inner
            if not isinstance(where, (dict, list)):
                raise TypeError("not an object or a list")
            if len(change) == 2:
                where[path[-1]] = change[1]
            else:
                del where[path[-1]]
        except (KeyError, IndexError, TypeError) as exc:
            raise ValueError(f"the change at {path!r} does not fit the view: {exc}") from None
    return root


def _copy(x: Any) -> Any:
    if isinstance(x, dict):
        return dict(x)
    if isinstance(x, list):
        return list(x)
    raise ValueError("a change reaches into a value that is not an object or a list")


def canonical(view: Any) -> bytes:
    return json.dumps(view, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def view_hash(view: Any) -> str:
    """The check a client compares after applying changes (see the module's doc)."""
    return hashlib.sha256(canonical(view)).hexdigest()[:16]


@lru_cache(maxsize=None)
def _fields(cls: type) -> tuple[tuple[str, Any, str], ...]:
    """(name, converter to data, JSON text of the name) of each field of a state class."""
    hints = typing.get_type_hints(cls)
    return tuple((f.name, converter(hints.get(f.name, Any)), json.dumps(f.name) + ":")
                 for f in dataclasses.fields(cls) if f.init)


def converter(hint: Any) -> Callable[[Any], Any]:
    """A function giving `to_data(value)` for a value of type `hint`, faster for the shapes
    states are made of (numbers and texts, lists, sets and dicts of them, keyed by numbers or
    texts); `to_data` itself for every other shape."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if hint in _PLAIN:
        return _same
    if origin is list and args and args[0] in _PLAIN:
        return list
    if origin is list and args and typing.get_origin(args[0]) is list and typing.get_args(args[0])[:1] \
            and typing.get_args(args[0])[0] in _PLAIN:
        return _lists
    if origin in (set, frozenset) and args and args[0] in (int, str):
        return sorted
    if origin is dict and len(args) == 2 and args[0] in (int, str) and args[1] in _PLAIN:
        return _int_keys if args[0] is int else dict
    return to_data


_PLAIN = (int, str, bool, float)


def _same(v: Any) -> Any:
    return to_data(v) if v is not None and type(v) not in _PLAIN else v


def _lists(v: list) -> list:
    return [list(x) for x in v]


def _int_keys(v: dict) -> dict:
    return dict(zip(map(str, v), v.values()))


class SeatData:
    """A seat's view as data, made again after every change at the cost of what changed.

    `take(view, made)` compares each top-level field of the new view object with the one of
    the seat's last view, then with the same field of the view made last for this position
    (`made`: the other seats', in the order they were made: a field every seat sees alike is
    equal in it, and a field each seat sees its own way, the card keys with the seat's own hand
    shown, is compared once more only); an equal one gives its data object (the same object:
    `diff` passes over it at once) and its JSON text, so only a field that changed is turned
    into data and text once a position, and the hash is the SHA-256 of the texts put together
    (the same bytes as `canonical`)."""

    __slots__ = ("obj", "data", "texts", "hash")

    def __init__(self) -> None:
        self.obj: Any = None
        self.data: dict = {}
        self.texts: dict[str, str] = {}
        self.hash = ""

    def take(self, view: Any, made: "list[SeatData] | tuple" = ()) -> "SeatData":
        out = SeatData()
        cls: Any = type(view)
        olds = [x for x in (self, made[-1] if made else None)
                if x is not None and x.obj is not None and type(x.obj) is cls]
        data: dict = {}
        texts: dict[str, str] = {}
        dumps = _DUMPS
        for name, convert, _ in _fields(cls):
            value = getattr(view, name)
            for old in olds:
                if getattr(old.obj, name) == value:
                    data[name] = old.data[name]
                    texts[name] = old.texts[name]
                    break
            else:
                d = data[name] = convert(value)
                texts[name] = dumps(d)
        out.obj, out.data, out.texts = view, data, texts
        whole = "{" + ",".join([key + texts[name] for name, key in _sorted_keys(cls)]) + "}"
        out.hash = hashlib.sha256(whole.encode("utf-8")).hexdigest()[:16]
        return out


#: the JSON text of a field's data as `canonical` writes it
_DUMPS = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode


@lru_cache(maxsize=None)
def _sorted_keys(cls: type) -> tuple[tuple[str, str], ...]:
    """(name, JSON text of the name and its colon) of each field of a state class, in the
    order `canonical` writes them."""
    return tuple((name, key) for name, _, key in sorted(_fields(cls)))
