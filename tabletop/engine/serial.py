"""Plain data both ways: dataclass states to JSON-ready data and back, and a state hash.

States are dataclasses of ints, strings, bools, lists, tuples, dicts, sets and other such
dataclasses. `to_data` turns one into JSON-ready values; `from_data` rebuilds it from the
type hints, so dict keys that JSON made strings become ints again and tuples become tuples.
`state_hash` (statehash.py) is a short digest over the state's parts: equal states have equal
hashes.

>>> from dataclasses import dataclass
>>> @dataclass
... class P:
...     hand: list[int]
...     damage: dict[int, int]
>>> p = P([3, 1], {7: 2})
>>> from_data(P, to_data(p)) == p
True
"""

from __future__ import annotations

import dataclasses
import enum
import json
import types
import typing
from functools import lru_cache
from typing import Any

from .copier import copy_state
from .statehash import state_hash  # noqa: F401  (re-exported: the state hash lives there)

_NoneType = type(None)


def to_data(obj: Any) -> Any:
    """A JSON-ready copy of `obj` (dataclasses become dicts of their fields)."""
    if obj is None or isinstance(obj, (bool, int, float, str)):
        return obj
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return {f.name: to_data(getattr(obj, f.name)) for f in _fields(type(obj))}
    if isinstance(obj, enum.Enum):
        return obj.value
    if isinstance(obj, (list, tuple)):
        return [to_data(x) for x in obj]
    if isinstance(obj, (set, frozenset)):
        return sorted(to_data(x) for x in obj)
    if isinstance(obj, dict):
        return {_key_text(k): to_data(v) for k, v in obj.items()}
    raise TypeError(f"cannot serialize {type(obj).__name__}")


def _key_text(k: Any) -> str:
    if isinstance(k, str):
        return k
    if isinstance(k, tuple):
        return json.dumps(to_data(k), separators=(",", ":"))
    return str(k)


@lru_cache(maxsize=None)
def _fields(cls) -> tuple:
    return tuple(f for f in dataclasses.fields(cls) if f.init)


@lru_cache(maxsize=None)
def _hints(cls) -> dict:
    return typing.get_type_hints(cls)


def from_data(typ: Any, data: Any) -> Any:
    """Rebuild a value of type `typ` from `to_data` output. Raises ValueError on a mismatch."""
    origin = typing.get_origin(typ)
    args = typing.get_args(typ)
    if typ is Any:
        return data
    if origin in (typing.Union, types.UnionType):
        if data is None and _NoneType in args:
            return None
        errors = []
        for arg in args:
            if arg is _NoneType:
                continue
            try:
                return from_data(arg, data)
            except (ValueError, TypeError) as exc:
                errors.append(str(exc))
        raise ValueError("; ".join(errors) or f"bad value {data!r}")
    if isinstance(typ, type) and dataclasses.is_dataclass(typ):
        if not isinstance(data, dict):
            raise ValueError(f"{typ.__name__}: expected an object, got {type(data).__name__}")
        hints = _hints(typ)
        kwargs = {}
        for f in _fields(typ):
            if f.name in data:
                try:
                    kwargs[f.name] = from_data(hints[f.name], data[f.name])
                except (ValueError, TypeError) as exc:
                    raise ValueError(f"{f.name}: {exc}") from None
            elif f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
                raise ValueError(f"{typ.__name__}: missing field {f.name!r}")
        unknown = set(data) - {f.name for f in _fields(typ)}
        if unknown:
            raise ValueError(f"{typ.__name__}: unknown field {sorted(unknown)[0]!r}")
        return typ(**kwargs)
    if isinstance(typ, type) and issubclass(typ, enum.Enum):
        return typ(data)
    if origin in (list, typing.List):
        _need(data, list, typ)
        return [from_data(args[0], x) for x in data] if args else list(data)
    if origin in (set, frozenset):
        _need(data, list, typ)
        return origin(from_data(args[0], x) for x in data)
    if origin is tuple:
        _need(data, list, typ)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(from_data(args[0], x) for x in data)
        if len(args) != len(data):
            raise ValueError(f"expected {len(args)} items, got {len(data)}")
        return tuple(from_data(a, x) for a, x in zip(args, data))
    if origin is dict:
        _need(data, dict, typ)
        kt, vt = args if args else (str, Any)
        return {_key(kt, k): from_data(vt, v) for k, v in data.items()}
    if typ is float:
        if isinstance(data, bool) or not isinstance(data, (int, float)):
            raise ValueError(f"expected a number, got {data!r}")
        return float(data)
    if typ is int:
        if isinstance(data, bool) or not isinstance(data, int):
            raise ValueError(f"expected an integer, got {data!r}")
        return data
    if typ in (str, bool):
        if not isinstance(data, typ):
            raise ValueError(f"expected {typ.__name__}, got {data!r}")
        return data
    if typ is _NoneType:
        if data is not None:
            raise ValueError(f"expected null, got {data!r}")
        return None
    raise TypeError(f"cannot rebuild type {typ!r}")


def _need(data, kind, typ) -> None:
    if not isinstance(data, kind):
        raise ValueError(f"expected {kind.__name__} for {typ}, got {type(data).__name__}")


def _key(kt, k: str):
    if kt is int:
        try:
            return int(k)
        except ValueError:
            raise ValueError(f"expected an integer key, got {k!r}") from None
    if typing.get_origin(kt) is tuple:
        return from_data(kt, json.loads(k))
    return k


def canonical_json(obj: Any) -> str:
    return json.dumps(to_data(obj), sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def clone(obj: Any) -> Any:
    """A deep copy of plain-data state: a dataclass by the copy function its type hints
    write (copier.py, a few times faster than a pickle round trip), anything else by pickle."""
    return copy_state(obj)
