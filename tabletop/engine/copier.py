"""Copies of plain-data states at the cost of their containers: a copy function per class,
written once from the class's type hints.

A state is a tree of dataclasses, lists, dicts, sets and tuples of ints, strings and bools
(serial.py). Its hints say, for every field, which parts are containers to copy and which are
values to share: ``list[int]`` is copied by one slice, ``dict[int, str]`` by one
``dict.copy``, ``list[list[int]]`` by a slice of each inner list, a ``Showdown | None`` by the
copy function of the object it holds (chosen by its class, so a subclass keeps its own
fields), and an int, a string, an enum, a frozenset or a frozen dataclass of such values is
shared, since nothing can change it. That is 6 to 9 times faster than the pickle round trip
it replaces (tools/bench_engine.py --copies).

Exact by construction, given what the type checker enforces (that a field holds what its
hint says):

- every field of the class is copied, ``init=False`` ones too, and every attribute an
  instance with a ``__dict__`` holds beyond its fields (by `fallback`);
- a hint the copier does not understand (``Any``, a class that is not a dataclass, a union
  of several containers, a string it cannot resolve) is copied by `fallback`, the pickle
  round trip, which copies anything;
- a value that does not fit its hint's shape (None where a list is declared, an unset slot)
  makes the generated code fail, and the whole object is then copied by `fallback`.

What it does not keep, unlike pickle: two fields holding the same list are two lists in the
copy. A state never shares a container between two places (each card id is in one pile:
`Game.card_locations`); tests/test_copies.py checks that, and that each copy equals its
original and shares no container with it, on random positions of every game.
"""

from __future__ import annotations

import dataclasses
import enum
import pickle
import types
import typing
from collections import Counter
from typing import Any, Callable

Copy = Callable[[Any], Any]

_IMMUTABLE = (int, str, bool, float, complex, bytes, type(None), range)


def fallback(obj: Any) -> Any:
    """A copy of anything pickle can copy (the copier's answer where the hints say too little)."""
    return pickle.loads(pickle.dumps(obj, pickle.HIGHEST_PROTOCOL))


#: class -> how many of its objects did not fit their hints and were copied by `fallback`
#: instead (tests read it: a game's states never should)
FELL_BACK: Counter = Counter()


def _whole(obj: Any) -> Any:
    FELL_BACK[type(obj)] += 1
    return fallback(obj)


class _Copiers(dict):
    """class -> its copy function, written on first use."""

    def __missing__(self, cls: type) -> Copy:
        fn = self[cls] = _write(cls)
        return fn


COPIERS: dict[type, Copy] = _Copiers()


def copy_state(obj: Any) -> Any:
    """A deep copy of `obj`: a dataclass by its class's copy function, anything else by `fallback`."""
    cls = type(obj)
    if dataclasses.is_dataclass(cls):
        return COPIERS[cls](obj)
    return fallback(obj)


def copier(cls: type) -> Copy:
    """The copy function of a dataclass."""
    return COPIERS[cls]


# ---- writing a class's copy function --------------------------------------------------

def _shared(hint: Any) -> bool:
    """Whether a value of type `hint` can never change, so a copy may share it."""
    if hint in _IMMUTABLE:
        return True
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        return True
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin is typing.Literal:
        return True
    if origin in (typing.Union, types.UnionType):
        return all(_shared(a) for a in args)
    if origin is frozenset:
        return bool(args) and _shared(args[0])
    if origin is tuple:
        return bool(args) and all(a is Ellipsis or _shared(a) for a in args)
    return False  # (a dataclass: its copy function says, by the class it is at run time)


_FROZEN: dict[type, bool] = {}


def _frozen_plain(cls: type) -> bool:
    """A frozen dataclass, without `__dict__` extras, all of whose fields are shared values."""
    known = _FROZEN.get(cls)
    if known is not None:
        return known
    _FROZEN[cls] = False  # (a class that holds itself is not taken for immutable)
    params = getattr(cls, "__dataclass_params__", None)
    ok = bool(params is not None and params.frozen)
    if ok:
        try:
            hints = typing.get_type_hints(cls)
        except Exception:  # noqa: BLE001 - hints that do not resolve: not known immutable
            ok = False
        else:
            ok = all(_shared(hints.get(f.name, Any)) for f in dataclasses.fields(cls))
    _FROZEN[cls] = ok
    return ok


class _Writer:
    """The source of one copy function: expressions for each field, names for the helpers."""

    def __init__(self) -> None:
        self.names: dict[str, Any] = {"_K": COPIERS, "_fb": fallback, "_whole": _whole}
        self.depth = 0

    def constant(self, value: Any, prefix: str) -> str:
        name = f"_{prefix}{len(self.names)}"
        self.names[name] = value
        return name

    def expr(self, hint: Any, src: str) -> str | None:
        """An expression copying the value `src` of type `hint`; None: the value is shared."""
        if _shared(hint):
            return None
        origin, args = typing.get_origin(hint), typing.get_args(hint)
        if isinstance(hint, type) and dataclasses.is_dataclass(hint):
            return f"_K[{src}.__class__]({src})"
        if origin in (typing.Union, types.UnionType):
            inner = [a for a in args if a is not type(None)]
            mutable = [a for a in inner if not _shared(a)]
            if len(mutable) == 1 and len(inner) == 1:
                part = self.expr(inner[0], src)
                return f"(None if {src} is None else {part})"
            return f"_fb({src})"
        if origin is list and len(args) == 1:
            var = self._var()
            part = self.expr(args[0], var)
            self.depth -= 1
            return f"{src}[:]" if part is None else f"[{part} for {var} in {src}]"
        if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
            var = self._var()
            part = self.expr(args[0], var)
            self.depth -= 1
            return f"tuple([{part} for {var} in {src}])"
        if origin is set and len(args) == 1 and _shared(args[0]):
            return f"set({src})"
        if origin is dict and len(args) == 2 and _shared(args[0]):
            var = self._var()
            key = "k" + var[1:]
            part = self.expr(args[1], var)
            self.depth -= 1
            return f"{src}.copy()" if part is None else f"{{{key}: {part} for {key}, {var} in {src}.items()}}"
        return f"_fb({src})"

    def _var(self) -> str:
        self.depth += 1
        return f"x{self.depth}"


def _slots(cls: type) -> set[str]:
    out: set[str] = set()
    for k in cls.__mro__:
        s = k.__dict__.get("__slots__", ())
        out.update([s] if isinstance(s, str) else s)
    return out


def _write(cls: type) -> Copy:
    """The copy function of dataclass `cls` (see the module's doc)."""
    try:
        hints = typing.get_type_hints(cls)
    except Exception:  # noqa: BLE001 - hints that do not resolve: pickle copies it
        return fallback
    if _frozen_plain(cls):
        return _same
    w = _Writer()
    w.names["_C"] = cls
    w.names["_new"] = object.__new__
    frozen = bool(getattr(cls, "__dataclass_params__").frozen)
    fields = dataclasses.fields(cls)
    lines = ["def copy(s):", "  try:", "    n = _new(_C)"]
    unknown = []
    for f in fields:
        value = w.expr(hints.get(f.name, Any), f"s.{f.name}") or f"s.{f.name}"
        if "_fb(" in value:
            unknown.append(f.name)
        if frozen:
            lines.append(f"    _set(n, {f.name!r}, {value})")
        else:
            lines.append(f"    n.{f.name} = {value}")
    has_dict = cls.__dictoffset__ != 0
    if has_dict:  # attributes set beyond the fields are copied too
        in_dict = [f.name for f in fields if f.name not in _slots(cls)]
        w.names["_fields"] = frozenset(in_dict)
        lines.append(f"    if len(s.__dict__) != {len(in_dict)}:")
        lines.append("      _extras(s, n, _fields)")
        w.names["_extras"] = _extras
    lines += ["  except (AttributeError, TypeError, KeyError):", "    return _whole(s)", "  return n"]
    if frozen:
        w.names["_set"] = object.__setattr__
    source = "\n".join(lines)
    space = dict(w.names)
    exec(compile(source, f"<copy of {cls.__qualname__}>", "exec"), space)  # noqa: S102 - our own source
    fn = space["copy"]
    fn.source = source  # (tests and curious readers)
    fn.by_fallback = tuple(unknown)  # the fields whose hints say too little (copied by pickle)
    return fn


def _same(obj: Any) -> Any:
    return obj


def _extras(s: Any, n: Any, fields: frozenset[str]) -> None:
    d = n.__dict__
    for k, v in s.__dict__.items():
        if k not in fields:
            d[k] = fallback(v)
