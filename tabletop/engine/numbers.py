"""Every number a user types (on the command line, in a form): read one way, with its bounds.

Python's `int` reads far more than a player means by a number: digits of any script
(``int("١٢")`` is 12), underscores, spaces, and thousands of digits; and a superscript ``²``
is a digit to `str.isdigit` but not to `int`, so a check of the one and a read with the
other was a traceback. Here a whole number is ASCII digits only (a minus sign where the
bounds allow one), at most as many as its upper bound has, and within its bounds; a decimal
number the same with one point. Anything else is one sentence naming what was written and
what is wanted, as a `UsageError` (exit 2) or, for argparse, an `ArgumentTypeError`.

>>> whole("12", "--games", 1, 1_000_000)
12
>>> whole("\\u00b2", "--seat", 1, 6)
Traceback (most recent call last):
...
tabletop.engine.errors.UsageError: --seat '²': write a whole number from 1 to 6
>>> port_of("127.0.0.1:7777")
7777
"""

from __future__ import annotations

import argparse
import re
from typing import Callable

from .errors import UsageError

_WHOLE = re.compile(r"-?[0-9]+")
_DECIMAL = re.compile(r"-?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)")
MAX_PORT = 65535


def _shown(text: str) -> str:
    return repr(text if len(text) <= 24 else text[:12] + "...")


def whole(text: str, what: str, low: int, high: int) -> int:
    """`text` as a whole number from `low` to `high`, or a UsageError naming `what`."""
    t = str(text).strip()
    digits = len(str(max(abs(low), abs(high))))
    if not _WHOLE.fullmatch(t) or (t.startswith("-") and low >= 0) or len(t.lstrip("-").lstrip("0")) > digits:
        raise UsageError(f"{what} {_shown(str(text))}: write a whole number from {low} to {high}")
    value = int(t)
    if not low <= value <= high:
        raise UsageError(f"{what} {_shown(str(text))}: write a whole number from {low} to {high}")
    return value


def decimal(text: str, what: str, low: float, high: float) -> float:
    """`text` as a number (a point allowed, no exponent, no nan or inf) from `low` to `high`."""
    t = str(text).strip()
    if not _DECIMAL.fullmatch(t) or len(t) > 24 or not low <= float(t) <= high:
        raise UsageError(f"{what} {_shown(str(text))}: write a number from {low:g} to {high:g}")
    return float(t)


def arg_whole(low: int | None = None, high: int | None = None) -> Callable[[str], int]:
    """An argparse `type=` reading a whole number (ASCII digits, at most 40 of them), from
    `low` to `high` where given (else the command says what range it takes, in one line)."""
    def read(text: str) -> int:
        t = str(text).strip()
        if not _WHOLE.fullmatch(t) or len(t.lstrip("-")) > 40:
            raise argparse.ArgumentTypeError(f"{_shown(text)} is not a whole number")
        value = int(t)
        if (low is not None and value < low) or (high is not None and value > high):
            raise argparse.ArgumentTypeError(f"{_shown(text)} is not a whole number from {low} to {high}")
        return value
    read.__name__ = "whole number"
    return read


def arg_decimal(low: float, high: float) -> Callable[[str], float]:
    """An argparse `type=` reading a number from `low` to `high`."""
    def read(text: str) -> float:
        try:
            return decimal(text, "", low, high)
        except UsageError:
            raise argparse.ArgumentTypeError(f"{_shown(text)} is not a number from {low:g} to {high:g}") from None
    read.__name__ = "number"
    return read


def seat_item(item: str, what: str, players: int) -> tuple[int, str]:
    """``N=VALUE`` (``--seat 2=random``, ``--deck 1=FILE``): the seat index (0-based) and the
    value, or a UsageError naming the item."""
    num, eq, value = item.partition("=")
    if not eq or not value:
        raise UsageError(f"{what} {_shown(item)}: write N=... with N from 1 to {players}")
    return whole(num, f"{what} {_shown(item)}: the seat", 1, players) - 1, value


def port_of(address: str) -> int | None:
    """The port an address names (``host:port``, ``ws://host:port/...``), checked; None when
    it names none. A port that is not a whole number from 1 to 65535 is a UsageError."""
    a = str(address).strip()
    a = re.sub(r"^[A-Za-z][A-Za-z0-9+.-]*://", "", a).split("/", 1)[0]
    if a.startswith("["):  # [::1]:7777
        rest = a.partition("]")[2]
        port = rest[1:] if rest.startswith(":") else None
    elif a.count(":") == 1:
        port = a.partition(":")[2]
    else:
        port = None
    if port is None:
        return None
    return whole(port, f"the address {_shown(str(address))}: the port", 1, MAX_PORT)
