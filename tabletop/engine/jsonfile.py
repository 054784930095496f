"""The gate every JSON file passes before the program uses it (saves, replays, the autosave
journal, lesson progress): the JSON counterpart of `tomlfile`.

`load_json` reads a file and answers every way it can be wrong with one `DataError` line
``file:line: key: what is wrong``: missing, a folder, unreadable, too big, a byte-order
mark (named as such), not UTF-8, not JSON (with the line), nested deeper than any file of
ours is, or holding numbers that are not finite (`NaN`, `Infinity`, `1e999`). A `JsonDoc`
then finds the line of a key for later messages, and `schema.check_table` checks the type
and range of each field the same way it does for TOML.

>>> doc = parse_json('{"a": 1,\\n "b": [2, 3]}', "x.json")
>>> doc.data["b"], doc.line(("b",))
([2, 3], 2)
>>> parse_json('{"a": NaN}', "x.json")
Traceback (most recent call last):
...
tabletop.engine.errors.DataError: x.json:1: not valid JSON: NaN is not a finite number
"""

from __future__ import annotations

import errno
import json
import math
import os
import re
import stat
from dataclasses import dataclass
from pathlib import Path

from .errors import DataError, Problem
from .tomlfile import Key, bad_string, deep_line, depth_of, format_key

MAX_BYTES = 64 * 1024 * 1024  # a 20,000-action save is a few MB; nothing of ours comes near this
MAX_DEPTH = 64  # our deepest file (a snapshot) nests about ten levels

BOMS = (
    (b"\xef\xbb\xbf", "UTF-8"),
    (b"\xff\xfe\x00\x00", "UTF-32"), (b"\x00\x00\xfe\xff", "UTF-32"),
    (b"\xff\xfe", "UTF-16"), (b"\xfe\xff", "UTF-16"),
)


#: the longest name of one file or folder, and of a whole path, that a system takes (Linux's)
NAME_MAX, PATH_MAX = 255, 4095


def path_problem(path: str | Path) -> str | None:
    """Why `path` cannot name a file at all (empty, a NUL character, a name longer than any
    system takes), or None. Asking the system about such a path is an error of its own
    (`OSError: File name too long`), and an empty one is the current folder."""
    text = os.fspath(path)
    if not str(text).strip():
        return "an empty name: name a file or folder"
    if "\x00" in str(text):
        return "holds a NUL character: not a file name"
    raw = os.fsencode(text)
    if len(raw) > PATH_MAX:
        return f"a path of {len(raw):,} bytes: a path has at most {PATH_MAX:,}"
    longest = max((len(os.fsencode(part)) for part in Path(text).parts), default=0)
    if longest > NAME_MAX:
        return f"a name of {longest} bytes in this path: a file or folder name has at most {NAME_MAX}"
    return None


def check_path(path: str | Path) -> Path:
    """`path` as a Path, or a DataError naming it and why it cannot name a file."""
    why = path_problem(path)
    if why is not None:
        raise DataError(Problem(str(path) or "''", None, None, why))
    return Path(path)


def regular_file(path: str | Path, max_bytes: int = MAX_BYTES) -> Path:
    """`path` if it is a regular file of at most `max_bytes` bytes that can be opened for
    reading (a certificate or a font handed to a library that opens it itself); else a
    DataError naming it: a pipe or a device would block the library for ever."""
    path = check_path(path)
    name = str(path)
    try:
        st = os.stat(path)
        if stat.S_ISDIR(st.st_mode):
            raise DataError(Problem(name, None, None, "is a folder, not a file"))
        if not stat.S_ISREG(st.st_mode):
            raise DataError(Problem(name, None, None, "not a regular file (a pipe, a device or a socket): "
                                                      "name a file"))
        if st.st_size > max_bytes:
            raise DataError(Problem(name, None, None, f"too big: more than {max(1, max_bytes // (1024 * 1024))} MB"))
        os.close(os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0)))
    except FileNotFoundError:
        raise DataError(Problem(name, None, None, "no such file")) from None
    except OSError as exc:
        raise DataError(Problem(name, None, None, f"cannot read it: {_why(exc)}")) from None
    return path


#: a certificate, its key or a list of trusted ones (PEM): a few KB
CERT_MAX_BYTES = 1024 * 1024


def certificate_file(path: str | Path) -> str:
    """A certificate or key file (PEM) for the TLS library to open itself: checked by the gate
    first (`regular_file`), so a pipe there is a message, not a program that waits for ever."""
    return str(regular_file(path, CERT_MAX_BYTES))


def certificate_text(path: str | Path) -> str:
    """The text of a file of certificates to trust (PEM), read through the gate."""
    return read_text(path, "certificate", CERT_MAX_BYTES)


def _why(exc: OSError) -> str:
    if exc.errno == errno.ELOOP:
        return "a loop of symbolic links"
    return str(exc.strerror or exc)


def read_text(path: str | Path, kind: str, max_bytes: int = MAX_BYTES) -> str:
    """The text of a user's file, or a DataError naming the file and what is wrong with it.

    `kind` names the format in messages ("JSON", "TOML"). Shared by both gates."""
    path = check_path(path)
    name = str(path)
    try:
        mode = os.stat(path).st_mode  # a FIFO or a device would block the open or never end
        if not stat.S_ISREG(mode) and not stat.S_ISDIR(mode):
            raise DataError(Problem(name, None, None, "not a regular file (a pipe, a device or a socket): "
                                                      "name a file"))
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with open(fd, "rb") as f:
            if not stat.S_ISREG(os.fstat(f.fileno()).st_mode):  # replaced between the two looks
                raise IsADirectoryError if stat.S_ISDIR(os.fstat(f.fileno()).st_mode) else \
                    DataError(Problem(name, None, None, "not a regular file: name a file"))
            raw = f.read(max_bytes + 1)
    except FileNotFoundError:
        raise DataError(Problem(name, None, None, "no such file")) from None
    except IsADirectoryError:
        raise DataError(Problem(name, None, None, "is a folder, not a file")) from None
    except OSError as exc:
        raise DataError(Problem(name, None, None, f"cannot read it: {exc.strerror or exc}")) from None
    if len(raw) > max_bytes:
        raise DataError(Problem(name, None, None, f"too big: more than {max_bytes // (1024 * 1024)} MB, "
                                                  f"far more than any {kind} file of tabletop"))
    return decode(raw, name, kind)


def decode(raw: bytes, name: str, kind: str) -> str:
    for mark, enc in BOMS:
        if raw.startswith(mark):
            hint = "without a byte-order mark" if enc == "UTF-8" else "(without a byte-order mark)"
            raise DataError(Problem(name, 1, None, f"the file starts with a {enc} byte-order mark (BOM): "
                                                   f"{kind} files must be saved as UTF-8 {hint}"))
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise DataError(Problem(name, line, None, "not UTF-8 text")) from None
    if "\x00" in text:
        line = text[: text.index("\x00")].count("\n") + 1
        raise DataError(Problem(name, line, None, "not a text file (it holds a NUL byte)"))
    return text


class _NotFinite(ValueError):
    def __init__(self, message: str, token: str) -> None:
        super().__init__(message)
        self.token = token


def token_line(text: str, token: str) -> int | None:
    """The line on which `token` first stands outside a string (roughly: a courtesy)."""
    m = re.search(r"(?<![\w.\"])" + re.escape(token) + r"(?![\w.])", text)
    return text.count("\n", 0, m.start()) + 1 if m else None


def _constant(word: str):
    raise _NotFinite(f"{word} is not a finite number", word)


def _float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _NotFinite(f"{text} is too big a number", text)
    return value


def _int(text: str) -> int:
    if len(text.lstrip("-")) > 30:
        raise _NotFinite(f"{text[:12]}... is too big a number", text)
    return int(text)


def _deep(name: str, text: str, limit: int) -> DataError:
    return DataError(Problem(name, deep_line(text, limit), None, "not valid JSON here: lists or tables "
                                                                  f"nested more than {limit} levels deep"))


@dataclass
class JsonDoc:
    """A parsed JSON file: its data, its name for messages, and its text to find lines in."""

    path: str
    data: object
    text: str = ""

    def line(self, path: Key) -> int | None:
        """The line of a key path: the first line naming its last key (or its list item,
        when the list is written one item a line); 1 for the top; None if not found."""
        path = tuple(path)
        if not path:
            return 1
        keys = [p for p in path if isinstance(p, str)]
        if not keys:
            return 1
        start = 0
        for k in keys:  # walk down: each key after the line of its parent
            m = re.compile(re.escape(json.dumps(k, ensure_ascii=False)) + r"\s*:").search(self.text, start)
            if m is None:
                break
            start = m.start()
        line = self.text.count("\n", 0, start) + 1
        if isinstance(path[-1], int) and path[-2:-1] == (keys[-1],):
            below = self.text.count("\n", start, start + 200)
            if below:  # one item a line (indented saves); else the key's own line
                line += 1 + path[-1]
        return line

    def problem(self, path: Key, message: str) -> Problem:
        return Problem(self.path, self.line(path), format_key(path) or None, message)


def parse_json(text: str, name: str, max_depth: int = MAX_DEPTH, what: str = "not valid JSON") -> JsonDoc:
    """Parse JSON text; raise DataError naming the line of what is wrong."""
    try:
        data = json.loads(text, parse_constant=_constant, parse_float=_float, parse_int=_int)
    except _NotFinite as exc:
        raise DataError(Problem(name, token_line(text, exc.token), None, f"{what}: {exc}")) from None
    except json.JSONDecodeError as exc:
        raise DataError(Problem(name, exc.lineno, None, f"{what}: {exc.msg}")) from None
    except RecursionError:
        raise _deep(name, text, max_depth) from None
    except ValueError as exc:  # e.g. Python's limit on the digits of an int
        raise DataError(Problem(name, None, None, f"{what}: {exc}")) from None
    if isinstance(data, (list, dict)) and depth_of(data, max_depth) > max_depth:
        raise _deep(name, text, max_depth)
    doc = JsonDoc(name, data, text)
    odd = bad_string(text, data)
    if odd is not None:
        raise DataError(doc.problem(odd[0], f"{what}: {odd[1]}" if what != "not valid JSON" else odd[1]))
    return doc


def load_json(path: str | Path, max_bytes: int = MAX_BYTES, max_depth: int = MAX_DEPTH,
              what: str = "not valid JSON") -> JsonDoc:
    """Read and parse a JSON file; every failure is a DataError naming the file.
    `what` begins the message of a syntax error ("damaged save")."""
    return parse_json(read_text(path, "JSON", max_bytes), str(path), max_depth, what)
