"""Read a TOML file and remember on which line every key stands.

Every user-written file (card pools, decks, layouts, lessons, scenarios) is read through
`load_toml`, so that a mistake can be reported as ``file:line: key: what is wrong``. It is
the TOML half of the program's file gate (`jsonfile` is the JSON half, and shares the
checks of size and encoding): too big, a byte-order mark, not UTF-8, not TOML, nested
deeper than any file of ours is, and numbers that are not finite (`nan`, `inf`).
`tomli` does the parsing; a small skimmer then walks the (already valid) text once more
and records the line of each key, array element and table header.

>>> doc = parse_toml('[unit]\\nname = "Jackal"\\nattack = 2\\n', "cards.toml")
>>> doc.data["unit"]["attack"], doc.line(("unit", "attack"))
(2, 3)
>>> format_key(("card", 3, "name"))
'card[3].name'
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass, field
from pathlib import Path

import tomli

from .errors import DataError, Problem

Key = tuple  # a path of str (table keys) and int (array indices)

_BARE = re.compile(r"^[A-Za-z0-9_-]+$")


def format_key(path: Key) -> str:
    """Show a key path the way a user would write it: ``zones.hand[2].x``."""
    out = ""
    for part in path:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            text = part if _BARE.match(part) else json.dumps(part, ensure_ascii=False)
            out += ("." if out else "") + text
    return out


class LinedDoc:
    """A file read for its messages: its name (`path`) and the line of each key (`lines`).
    TOML files and deck lists both locate their problems this way."""

    path: str
    lines: dict[Key, int]

    def line(self, path: Key) -> int | None:
        """The line of `path`, or of its closest recorded parent; None if unknown."""
        path = tuple(path)
        while path:
            if path in self.lines:
                return self.lines[path]
            path = path[:-1]
        return None

    def problem(self, path: Key, message: str) -> Problem:
        """A Problem located at `path` in this file."""
        return Problem(self.path, self.line(path), format_key(path) or None, message)


@dataclass
class TomlDoc(LinedDoc):
    """A parsed TOML file: its data, its name for messages, and the line of every key."""

    path: str
    data: dict
    lines: dict[Key, int] = field(default_factory=dict)
    text: str = ""
    spans: dict[Key, tuple[int, int]] = field(default_factory=dict)  # value of a key: text[start:end]


def depth_of(data, limit: int) -> int:
    """How deep `data` nests (lists and dicts), stopping once past `limit`."""
    deepest = 0
    stack = [(data, 1)]
    while stack:
        value, d = stack.pop()
        if isinstance(value, dict):
            value = value.values()
        elif not isinstance(value, list):
            continue
        deepest = max(deepest, d)
        if deepest > limit:
            return deepest
        stack.extend((v, d + 1) for v in value if isinstance(v, (list, dict)))
    return deepest


MAX_BYTES = 4 * 1024 * 1024  # the biggest shipped TOML file is under 20 KB
MAX_DEPTH = 16  # our deepest TOML (a scenario's position) nests four levels


def deep_line(text: str, limit: int) -> int | None:
    """The line where brackets first nest deeper than `limit` (strings not skipped: a courtesy)."""
    depth = 0
    for m in re.finditer(r"[\[\]{}]", text):
        depth += 1 if m.group() in "[{" else -1
        if depth > limit:
            return text.count("\n", 0, m.start()) + 1
    return None


def _deep(name: str, text: str) -> DataError:
    return DataError(Problem(name, deep_line(text, MAX_DEPTH), None, "not valid TOML here: lists or tables "
                                                                     f"nested more than {MAX_DEPTH} levels deep"))


#: TOML's whole numbers are 64-bit (the TOML spec); tomli reads longer ones, and Python cannot
#: even write one of more than 4,300 digits in a message
INT_MIN, INT_MAX = -2 ** 63, 2 ** 63 - 1


def _not_finite(data, path: Key = ()) -> Key | None:
    """The key path of the first nan or inf in `data`, or of a whole number TOML cannot hold
    (more than 64 bits), or None."""
    stack = [(data, path)]
    while stack:
        value, p = stack.pop()
        if isinstance(value, float) and not math.isfinite(value):
            return p
        if type(value) is int and not INT_MIN <= value <= INT_MAX:
            return p
        if isinstance(value, dict):
            stack.extend((v, p + (k,)) for k, v in value.items())
        elif isinstance(value, list):
            stack.extend((v, p + (i,)) for i, v in enumerate(value))
    return None


#: an escape that could write a NUL or half of a surrogate pair into a string (JSON, TOML)
_RISKY_ESCAPE = re.compile(r"\\u(?:0000|[dD][89a-fA-F][0-9a-fA-F]{2})|\\U00000000")
_SURROGATE = re.compile("[\ud800-\udfff]")


def bad_string(text: str, data) -> tuple[Key, str] | None:
    """The key path of the first string (or key) in `data` holding a NUL character or a lone
    surrogate (neither is text: a surrogate cannot even be written back as UTF-8), and what
    it holds; None if there is none. Only looked for when `text` escapes one (fast)."""
    if not _RISKY_ESCAPE.search(text):
        return None
    def shown(k: str) -> str:  # a key in a message: the odd character as its escape
        return k.replace("\x00", "\\u0000").encode("utf-8", "backslashreplace").decode("utf-8")

    stack: list[tuple[object, Key]] = [(data, ())]
    while stack:
        value, p = stack.pop()
        if isinstance(value, dict):  # children pushed last first: the first in the file is found first
            for k, v in reversed(value.items()):
                stack.append((v, p + (shown(k),)))
                stack.append((k, p + (shown(k),)))
        elif isinstance(value, list):
            stack.extend((v, p + (i,)) for i, v in reversed(list(enumerate(value))))
        elif isinstance(value, str):
            if "\x00" in value:
                return p, "holds a NUL character (\\u0000): not allowed in text"
            m = _SURROGATE.search(value)
            if m:
                return p, (f"holds half of a surrogate pair (\\u{ord(m[0]):04x}) on its own: "
                           "not a character, and it cannot be saved")
    return None


def parse_toml(text: str, name: str) -> TomlDoc:
    """Parse TOML text; raise DataError naming the line of a syntax error."""
    if text.startswith("\ufeff"):
        raise DataError(Problem(name, 1, None, "the file starts with a UTF-8 byte-order mark (BOM): "
                                               "TOML files must be saved as UTF-8 without a byte-order mark"))
    try:
        data = tomli.loads(text)
    except tomli.TOMLDecodeError as exc:
        line = getattr(exc, "lineno", None)
        msg = getattr(exc, "msg", None) or re.sub(r"\s*\(at line.*\)$", "", str(exc))
        raise DataError(Problem(name, line, None, f"not valid TOML: {msg}")) from None
    except RecursionError:
        raise _deep(name, text) from None
    except ValueError:  # Python's limit on the digits of a whole number (4,300)
        m = re.search(r"[0-9_]{4000,}", text)
        line = text.count("\n", 0, m.start()) + 1 if m else None
        raise DataError(Problem(name, line, None, "not valid TOML: a number of thousands of digits (TOML's whole "
                                                  f"numbers are from {INT_MIN} to {INT_MAX})")) from None
    if depth_of(data, MAX_DEPTH) > MAX_DEPTH:
        raise _deep(name, text)
    doc = TomlDoc(name, data, text=text)
    try:
        _Skimmer(text, doc.lines, doc.spans).run()
    except Exception:  # noqa: BLE001 - line numbers are a courtesy; never fail on them
        pass
    bad = _not_finite(data)
    if bad is not None:
        value = data_at(data, bad)
        if isinstance(value, int):
            raise DataError(doc.problem(bad, f"is too big a number ({value.bit_length()} bits): TOML's whole numbers "
                                             f"are from {INT_MIN} to {INT_MAX}"))
        raise DataError(doc.problem(bad, f"must be a finite number, not {value!r}"))
    odd = bad_string(text, data)
    if odd is not None:
        raise DataError(doc.problem(odd[0], odd[1]))
    return doc


def data_at(data, path: Key):
    for k in path:
        data = data[k]
    return data


def load_toml(path: str | Path) -> TomlDoc:
    """Read and parse a TOML file; every failure is a DataError naming the file."""
    from .jsonfile import read_text

    return parse_toml(read_text(path, "TOML", MAX_BYTES), str(path))


class _Skimmer:
    """Walk valid TOML text and record the line of each key path (first occurrence), and
    where the text of each key's value starts and ends (so a tool can patch one value and
    keep everything else, comments included)."""

    def __init__(self, text: str, out: dict, spans: dict | None = None) -> None:
        self.s = text
        self.i = 0
        self.line = 1
        self.out = out
        self.spans = {} if spans is None else spans
        self.aot: dict[Key, int] = {}  # array-of-tables path -> index of its last element

    # -- low level -------------------------------------------------------------------
    def peek(self, n: int = 1) -> str:
        return self.s[self.i : self.i + n]

    def adv(self, n: int = 1) -> None:
        chunk = self.s[self.i : self.i + n]
        self.line += chunk.count("\n")
        self.i += n

    def skip_space(self, newlines: bool) -> None:
        while self.i < len(self.s):
            c = self.s[self.i]
            if c in " \t\r" or (newlines and c == "\n"):
                self.adv()
            elif c == "#":
                while self.i < len(self.s) and self.s[self.i] != "\n":
                    self.i += 1
            else:
                return

    def record(self, path: Key) -> None:
        self.out.setdefault(tuple(path), self.line)

    def span(self, path: Key, start: int) -> None:
        end = self.i
        while end > start and self.s[end - 1] in " \t\r":
            end -= 1
        self.spans.setdefault(tuple(path), (start, end))

    # -- structure -------------------------------------------------------------------
    def run(self) -> None:
        table: Key = ()
        while True:
            self.skip_space(newlines=True)
            if self.i >= len(self.s):
                return
            if self.peek(2) == "[[":
                self.adv(2)
                keys = self.key()
                self.skip_space(False)
                self.adv(2)
                base = self.resolve(keys)
                idx = self.aot.get(base, -1) + 1
                self.aot[base] = idx
                table = base + (idx,)
                self.record(base)
                self.record(table)
            elif self.peek() == "[":
                self.adv()
                keys = self.key()
                self.skip_space(False)
                self.adv()
                table = self.resolve(keys)
                for n in range(1, len(table) + 1):  # implicit parents: first header under them
                    self.record(table[:n])
            else:
                keys = self.key()
                path = table + tuple(keys)
                self.record(path)
                self.skip_space(False)
                self.adv()  # '='
                self.skip_space(False)
                start = self.i
                self.value(path)
                self.span(path, start)

    def resolve(self, keys: list[str]) -> Key:
        """Turn header keys into a path, inserting the current index of arrays of tables."""
        path: Key = ()
        for k in keys:
            path = path + (k,)
            if path in self.aot:
                path = path + (self.aot[path],)
        # the last key of a [[header]] is the array itself: strip its index again
        if path and isinstance(path[-1], int) and path[:-1] in self.aot:
            path = path[:-1]
        return path

    def key(self) -> list[str]:
        keys = []
        while True:
            self.skip_space(False)
            c = self.peek()
            if c == '"':
                keys.append(json.loads(self.basic_string()))
            elif c == "'":
                start = self.i + 1
                end = self.s.index("'", start)
                keys.append(self.s[start:end])
                self.adv(end + 1 - self.i)
            else:
                m = re.compile(r"[A-Za-z0-9_-]*").match(self.s, self.i)
                word = m.group(0) if m else ""
                keys.append(word)
                self.adv(len(word))
            self.skip_space(False)
            if self.peek() == ".":
                self.adv()
                continue
            return keys

    def basic_string(self) -> str:
        start = self.i
        self.adv()
        while self.s[self.i] != '"':
            self.adv(2 if self.s[self.i] == "\\" else 1)
        self.adv()
        return self.s[start : self.i]

    def value(self, path: Key) -> None:
        if self.peek(3) in ('"""', "'''"):
            quote = self.peek(3)
            self.adv(3)
            while self.peek(3) != quote:
                self.adv(2 if quote == '"""' and self.peek() == "\\" else 1)
            self.adv(3)
            while self.peek() == quote[0]:  # up to two quotes may end the content
                self.adv()
        elif self.peek() == '"':
            self.basic_string()
        elif self.peek() == "'":
            end = self.s.index("'", self.i + 1)
            self.adv(end + 1 - self.i)
        elif self.peek() == "[":
            self.adv()
            k = 0
            while True:
                self.skip_space(True)
                if self.peek() == "]":
                    self.adv()
                    return
                self.record(path + (k,))
                self.value(path + (k,))
                self.skip_space(True)
                if self.peek() == ",":
                    self.adv()
                k += 1
        elif self.peek() == "{":
            self.adv()
            while True:
                self.skip_space(False)
                if self.peek() == "}":
                    self.adv()
                    return
                keys = self.key()
                sub = path + tuple(keys)
                self.record(sub)
                self.skip_space(False)
                self.adv()  # '='
                self.skip_space(False)
                start = self.i
                self.value(sub)
                self.span(sub, start)
                self.skip_space(False)
                if self.peek() == ",":
                    self.adv()
        else:
            m = re.compile(r"[^,\]\}\n#]*").match(self.s, self.i)
            self.adv(len(m.group(0)) if m else 0)
