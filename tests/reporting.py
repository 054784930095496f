"""What the property and fuzz runs exercised, printed once at the end of the session.

A module calls `report(fn)` with a function that returns its lines; the conftest's
`pytest_terminal_summary` prints them after the tests, whatever order they ran in (a test
that printed them had to run last)."""

from __future__ import annotations

from typing import Callable

REPORTS: list[Callable[[], list[str]]] = []


def report(fn: Callable[[], list[str]]) -> Callable[[], list[str]]:
    REPORTS.append(fn)
    return fn


def lines() -> list[str]:
    out: list[str] = []
    for fn in REPORTS:
        out += fn()
    return out
