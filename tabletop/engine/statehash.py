"""The state hash: a 64-bit digest over the state's parts, recomputed only for parts that changed.

Zobrist-style, over the parts of a plain-data state instead of the squares of a board: every
part has a 64-bit key; the state's digest is a blake2b of the keys of all its parts in field
order (with the length of every list, so that a card moved between piles changes it;
scalars are their own keys, texts a memoised digest). The parts that cost something
to digest are the *leaves*: piles, card tables, sets of ids (containers of plain values).
A leaf's key is memoised per object (one memo per hinted type, so that ``[0]`` and ``[False]``,
equal under ``==``, never meet): the hasher keeps a shallow copy beside the key and
reuses the key while the object still equals its copy (a C-level comparison), so hashing a
position after an action digests again only the piles that action changed, and digesting a
leaf is a blake2b of its canonical text (sorted for sets and dicts), so the key depends on
the content only: equal states have equal hashes in any process, and saves can carry it.

Hashers are compiled once per state class from its type hints (list[int] is a leaf,
list[Side] a list of parts, `Battle | None` an optional part).

>>> from dataclasses import dataclass
>>> @dataclass
... class P:
...     hand: list[int]
...     damage: dict[int, int]
>>> p = P([3, 1], {7: 2})
>>> state_hash(p) == state_hash(P([3, 1], {7: 2}))
True
>>> h = state_hash(p); p.hand.append(5); state_hash(p) != h
True
"""

from __future__ import annotations

from array import array
import dataclasses
import hashlib
import json
import operator
import types
import typing
from functools import lru_cache
from typing import Any, Callable

_M = (1 << 64) - 1
_SCALARS = (int, str, bool, float, type(None))
_LEAF_LIMIT = 200_000  # memoised leaves kept before the memo is cleared
_NONE = 0x5A5A5A5A5A5A5A5A
Emit = Callable[[Any, list], None]


def _digest(text: str) -> int:
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "little")


_TEXT_KEYS: dict[str, int] = {}


def _scalar_key(v: Any) -> int:
    t = type(v)
    if t is int:
        return v if 0 <= v <= _M else _digest("i" + str(v))
    if t is str:
        k = _TEXT_KEYS.get(v)
        if k is None:
            k = _TEXT_KEYS[v] = _digest("s" + v)
        return k
    if v is None:
        return _NONE
    if t is bool:
        return 0x7001 if v else 0x7000
    if isinstance(v, str):  # a sentence of parts (tabletop.words.Msg) hashes as its English text
        return _scalar_key(str.__str__(v))
    return _digest("x" + json.dumps(v))


def _scalar(v: Any, out: list) -> None:
    out.append(v if type(v) is int and 0 <= v <= _M else _scalar_key(v))


def _leaf_text(v: Any) -> str:
    t = type(v)
    try:
        if t is dict:
            return "d" + repr(sorted(v.items()))
        if t is set or t is frozenset:
            return "e" + repr(sorted(v))
        return "l" + repr(list(v))
    except TypeError:  # values that do not sort together: fall back to canonical JSON
        from .serial import canonical_json
        return t.__name__[0] + canonical_json(v)


def _leaf_emitter(typ: Any) -> Emit:
    """The emitter of one type of leaf, with its own memo: objects whose content compares
    equal under ``==`` but prints differently (``[0]`` and ``[False]``) never share a memo,
    since one hinted type holds only one kind of value."""
    memo: dict[int, tuple[Any, int]] = {}
    tag = repr(typ)

    def leaf(v, out) -> None:
        m = memo.get(id(v))
        if m is not None:
            copy = m[0]
            if copy.__class__ is v.__class__ and copy == v:
                out.append(m[1])
                return
        t = type(v)
        key = _digest(tag + _leaf_text(v))
        if len(memo) >= _LEAF_LIMIT:
            memo.clear()
        memo[id(v)] = (t(v) if t is not frozenset else v, key)
        out.append(key)
    return leaf


def _is_plain(typ: Any) -> bool:
    """A type whose values are plain (no nested containers or dataclasses)."""
    if typ is Any or typ in _SCALARS:
        return True
    if typing.get_origin(typ) in (typing.Union, types.UnionType):
        return all(_is_plain(a) for a in typing.get_args(typ))
    return False


@lru_cache(maxsize=None)
def emitter(typ: Any) -> Emit:
    """The function that appends the 64-bit keys of a value of type `typ` to a list."""
    origin = typing.get_origin(typ)
    args = typing.get_args(typ)
    if _is_plain(typ):
        return _scalar
    if origin in (typing.Union, types.UnionType):
        inner = [a for a in args if a is not type(None)]
        if len(inner) == 1:
            part = emitter(inner[0])

            def optional(v, out, part=part) -> None:
                if v is None:
                    out.append(_NONE)
                else:
                    part(v, out)
            return optional
        return _any
    if dataclasses.is_dataclass(typ):
        return _dataclass_emitter(typ)
    if origin in (list, tuple, set, frozenset, dict) and all(_is_plain(a) or a is Ellipsis for a in args):
        return _leaf_emitter(typ)
    if origin is list or (origin is tuple and len(args) == 2 and args[1] is Ellipsis):
        part = emitter(args[0])

        def seq(v, out, part=part) -> None:
            out.append(len(v))
            for x in v:
                part(x, out)
        return seq
    if origin is tuple:
        parts = [emitter(a) for a in args]

        def fixed(v, out, parts=parts) -> None:
            for p, x in zip(parts, v):
                p(x, out)
        return fixed
    if origin is dict:
        kpart, vpart = emitter(args[0]), emitter(args[1])

        def mapping(v, out, kpart=kpart, vpart=vpart) -> None:
            out.append(len(v))
            for k in sorted(v):
                kpart(k, out)
                vpart(v[k], out)
        return mapping
    return _any


def _any(v: Any, out: list) -> None:
    """A value whose type the hints do not pin down: dispatch on what it is."""
    if dataclasses.is_dataclass(v):
        cls: Any = type(v)
        out.append(_scalar_key(cls.__qualname__))
        emitter(cls)(v, out)
    elif isinstance(v, (list, tuple, set, frozenset, dict)):  # no memo: its values may be of any kind
        from .serial import canonical_json
        out.append(_digest(type(v).__name__ + canonical_json(v)))
    else:
        out.append(_scalar_key(v))


def _dataclass_emitter(cls) -> Emit:
    hints = typing.get_type_hints(cls)
    fields = []
    for f in dataclasses.fields(cls):
        part = emitter(hints[f.name])
        fields.append((f.name, part))
    plain = [name for name, part in fields if part is _scalar]
    rest = [(name, part) for name, part in fields if part is not _scalar]
    getter = operator.attrgetter(*plain) if plain else None
    key = _scalar_key

    def node(v, out) -> None:
        if getter is not None:
            vals = getter(v)
            if len(plain) == 1:
                vals = (vals,)
            out.extend(map(key, vals))
        for name, part in rest:
            part(getattr(v, name), out)
    return node


def state_hash(state: Any) -> str:
    """16 hex digits; equal states give equal digests in every process."""
    cls: Any = type(state)
    out: list[int] = [_scalar_key(cls.__qualname__)]
    emitter(cls)(state, out)
    return hashlib.blake2b(array("Q", out).tobytes(), digest_size=8).hexdigest()
