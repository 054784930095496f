"""The messages between a host and its clients: their kinds, their fields, and the gate every
message a client sends passes before the host uses it.

A message is one WebSocket text frame holding one JSON object with a ``"type"``. What a
client may send (`CLIENT_KINDS`) is checked field by field by `read_client`: the frame's size
(`MAX_MESSAGE` bytes), that it is text, UTF-8 JSON (no NaN, no duplicate keys), an object
nested at most `MAX_DEPTH` levels, of a known type, with exactly the fields that type allows,
each of its type and within its range. Anything else is a `BadMessage` naming what is wrong;
nothing is ever unpickled or evaluated. docs/network.md describes every message.

>>> read_client('{"type": "act", "action": "P1 pass", "version": 3}')
{'type': 'act', 'action': 'P1 pass', 'version': 3}
>>> read_client('{"type": "act", "action": "P1 pass"}')
Traceback (most recent call last):
...
tabletop.net.protocol.BadMessage: act: version is missing
>>> read_client('{"type": "shout"}')
Traceback (most recent call last):
...
tabletop.net.protocol.BadMessage: unknown message type 'shout'
"""

from __future__ import annotations

import json
import re
from typing import Any

from .names import name_problem

#: the version of this protocol; a hello with another one is refused
PROTOCOL = 1
#: bytes of the largest message a client may send (a deck list fits with room to spare)
MAX_MESSAGE = 32 * 1024
#: frames above this are not even read: the connection is closed by the transport (1009)
MAX_FRAME = 64 * 1024
#: lists and objects nested deeper than this are refused
MAX_DEPTH = 4
MAX_NAME = 40
MAX_CHAT = 200
#: the longest table id of a server (tabletop serve)
MAX_TABLE = 32

#: what no string of a message may hold: C0 controls, DEL, C1 controls, and a UTF-16 surrogate
#: alone (JSON's "\\ud800" escape; such a string is not Unicode text and cannot be sent on)
_NOT_TEXT = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff]")
#: the same, but a deck list may hold line breaks and tabs
_NOT_LINES = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ud800-\udfff]")


def text_problem(v: str, pattern: "re.Pattern[str]" = _NOT_TEXT) -> str | None:
    """Why `v` may not be in a message (a control character, a lone surrogate), or None."""
    bad = pattern.search(v)
    if bad is None:
        return None
    c = bad.group()
    if 0xD800 <= ord(c) <= 0xDFFF:
        return f"is not valid Unicode text (a lone surrogate U+{ord(c):04X})"
    return f"must not hold control characters (U+{ord(c):04X})"

#: the quick messages a player may send with one click (shown in the reader's words)
QUICK = ("hello", "good-game", "thinking", "well-played", "oops", "thanks", "one-moment", "rematch")


class BadMessage(ValueError):
    """A message that breaks the protocol: refused, nothing else happens."""


def _string(limit: int, empty: bool = True):
    def check(v: Any) -> str | None:
        if not isinstance(v, str):
            return "must be a string"
        if len(v) > limit:
            return f"must be at most {limit} characters"
        if not empty and not v.strip():
            return "must not be empty"
        return text_problem(v)
    return check


def _text(limit: int):
    """A string that may hold line breaks and tabs (a deck list)."""
    def check(v: Any) -> str | None:
        if not isinstance(v, str):
            return "must be a string"
        if len(v) > limit:
            return f"must be at most {limit} characters"
        return text_problem(v, _NOT_LINES)
    return check


def _name(v: Any) -> str | None:
    """A player's name: a string of 1-40 characters that a reader sees whole (names.py)."""
    problem = _string(MAX_NAME, empty=False)(v)
    return problem or name_problem(v)


def _int(lo: int, hi: int):
    def check(v: Any) -> str | None:
        if not isinstance(v, int) or isinstance(v, bool):
            return "must be a whole number"
        if not lo <= v <= hi:
            return f"must be from {lo} to {hi}"
        return None
    return check


def _bool(v: Any) -> str | None:
    return None if isinstance(v, bool) else "must be true or false"


def _one_of(values: tuple[str, ...]):
    def check(v: Any) -> str | None:
        return None if v in values else f"must be one of {', '.join(values)}"
    return check


def _list(check, most: int):
    def check_list(v: Any) -> str | None:
        if not isinstance(v, list):
            return "must be a list"
        if len(v) > most:
            return f"must hold at most {most} items"
        for i, item in enumerate(v):
            problem = check(item)
            if problem:
                return f"item {i}: {problem}"
        return None
    return check_list


#: type -> {field: (required, check)}; "type" itself is not listed
CLIENT_KINDS: dict[str, dict[str, tuple[bool, Any]]] = {
    "hello": {
        "protocol": (True, _int(0, 1_000_000)),
        "name": (True, _name),
        "table": (False, _string(MAX_TABLE)),
        "code": (False, _string(64)),
        "token": (False, _string(64)),
        "watch": (False, _bool),
        "deck": (False, _text(MAX_MESSAGE - 1024)),
        "deck_kind": (False, _one_of(("text", "toml"))),
        "computer": (False, _bool),
    },
    "act": {"action": (True, _string(300, empty=False)), "version": (True, _int(0, 2**53))},
    "sync": {},
    "chat": {"text": (True, _string(MAX_CHAT, empty=False))},
    "quick": {"key": (True, _one_of(QUICK))},
    "mute": {"seat": (False, _int(0, 63)), "watcher": (False, _int(1, 2**31)), "spectators": (False, _bool),
             "on": (True, _bool)},
    "undo": {"count": (False, _int(1, 50))},
    "consent": {"ask": (True, _int(0, 2**53)), "yes": (True, _bool)},
    # a server's lobby (tabletop serve), before the hello
    "list": {},
    "create": {"game": (True, _string(40, empty=False)), "players": (True, _int(1, 8)),
               "seats": (False, _list(_string(16, empty=False), 8)), "private": (False, _bool)},
}
#: the kinds a connection may send before its hello
BEFORE_HELLO = ("hello", "list", "create")


def _pairs(pairs: list[tuple[str, Any]]) -> dict:
    out: dict = {}
    for k, v in pairs:
        if k in out:
            raise BadMessage(f"the key {k!r} is given twice")
        out[k] = v
    return out


def _constant(word: str):
    raise BadMessage(f"{word} is not a number this protocol knows")


def _depth(text: str) -> int:
    """How deep lists and objects nest in JSON `text` (brackets inside strings not counted),
    found before parsing, so a message of a million brackets costs one pass and no recursion."""
    depth = top = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > top:
                top = depth
                if top > MAX_DEPTH:
                    return top
        elif ch in "]}":
            depth -= 1
    return top


def read_client(raw: str | bytes) -> dict:
    """The message a client sent, checked; `BadMessage` saying what is wrong otherwise."""
    if isinstance(raw, (bytes, bytearray, memoryview)):
        raise BadMessage("messages are text frames of JSON, not binary frames")
    if len(raw) > MAX_MESSAGE or len(raw.encode("utf-8", "surrogatepass")) > MAX_MESSAGE:
        raise BadMessage(f"a message may be at most {MAX_MESSAGE} bytes")
    if _depth(raw) > MAX_DEPTH:
        raise BadMessage(f"lists or objects nested more than {MAX_DEPTH} levels deep")
    try:
        data = json.loads(raw, object_pairs_hook=_pairs, parse_constant=_constant)
    except BadMessage:
        raise
    except (ValueError, RecursionError) as exc:
        raise BadMessage(f"not JSON: {exc}") from None
    if not isinstance(data, dict):
        raise BadMessage("a message is a JSON object {...}")
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in CLIENT_KINDS:
        shown = kind if isinstance(kind, str) and len(kind) <= 40 else "?"
        raise BadMessage(f"unknown message type {shown!r}" if kind is not None else "a message needs a type")
    fields = CLIENT_KINDS[kind]
    for key in data:
        if key != "type" and key not in fields:
            raise BadMessage(f"{kind}: unknown field {key[:40]!r}")
    for key, (required, check) in fields.items():
        if key not in data:
            if required:
                raise BadMessage(f"{kind}: {key} is missing")
            continue
        problem = check(data[key])
        if problem:
            raise BadMessage(f"{kind}: {key} {problem}")
    if kind == "mute" and sum(k in data for k in ("seat", "watcher", "spectators")) != 1:
        raise BadMessage("mute: name one of seat, watcher or spectators")
    return data


_ENCODE = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False, sort_keys=True).encode


def encode(message: dict) -> bytes:
    """A host's message as the UTF-8 of one text frame (compact, keys in a fixed order: the
    same message is always the same bytes). Every string a client sent passed `read_client`,
    so this never meets a lone surrogate; were one to slip in from elsewhere, it is written as
    a JSON escape rather than stopping every send (the frame is still valid UTF-8)."""
    text = _ENCODE(message)
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError:
        return json.dumps(message, separators=(",", ":"), ensure_ascii=True, sort_keys=True).encode("ascii")
