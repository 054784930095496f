"""Which running table owns which autosave: a lock file beside each autosave slot.

A table that writes an autosave holds an exclusive lock (`flock`, or `msvcrt.locking` on
Windows) on ``NAME.lock`` beside ``NAME.json`` for as long as its program runs; the system
lets go of it when the program ends, however it ends (a crash, a kill), so a lock is never
left behind. Another program at the same time finds the slot taken and writes its own
(`slots.claim_slot`), and the title does not offer a game another program is playing.

Inside one program a newer table takes the slot over from an older one (the title after a
game, a loaded save replacing the table): the older one is told to stop writing.
"""

from __future__ import annotations

import os
import threading
from pathlib import Path
from typing import Callable

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None  # type: ignore[assignment]
    try:
        import msvcrt
    except ImportError:
        msvcrt = None  # type: ignore[assignment]

_LOCK = threading.Lock()
#: the locks this program holds: resolved lock path -> (file descriptor, who to stop on a takeover)
_HELD: dict[str, tuple[int, Callable[[], None]]] = {}


def lock_path(save: Path) -> Path:
    return Path(save).with_suffix(".lock")


def _key(save: Path) -> str:
    return str(lock_path(save).resolve())


def _try_lock(fd: int) -> bool:
    try:
        if fcntl is not None:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        elif msvcrt is not None:  # pragma: no cover - Windows
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        return True
    except OSError:
        return False


def held_here(save: Path) -> bool:
    """Whether a table of this program holds the autosave `save`."""
    with _LOCK:
        return _key(save) in _HELD


def taken_elsewhere(save: Path) -> bool:
    """Whether another running program holds the autosave `save` (its game is being played)."""
    path = lock_path(save)
    if held_here(save) or not path.is_file():
        return False
    try:
        fd = os.open(path, os.O_RDWR)
    except OSError:
        return False
    try:
        return not _try_lock(fd)
    finally:
        os.close(fd)  # closing lets go of the probe's own lock


def acquire(save: Path, on_takeover: Callable[[], None]) -> bool:
    """Hold the autosave `save` for this program: False if another program holds it.
    An older table of this program that held it is stopped (`on_takeover` of the old one)."""
    key = _key(save)
    with _LOCK:
        old = _HELD.pop(key, None)
        if old is not None:
            fd, stop_old = old
            _HELD[key] = (fd, on_takeover)
    if old is not None:
        stop_old()
        return True
    path = lock_path(save)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    except OSError:
        return True  # a folder where locks cannot be made: writing will say what is wrong
    if not _try_lock(fd):
        os.close(fd)
        return False
    with _LOCK:
        _HELD[key] = (fd, on_takeover)
    return True


def release(save: Path, owner: Callable[[], None] | None = None) -> None:
    """Let go of `save` (only if `owner` still holds it, when given)."""
    key = _key(save)
    with _LOCK:
        held = _HELD.get(key)
        if held is None or (owner is not None and held[1] != owner):
            return
        del _HELD[key]
    os.close(held[0])


def release_all() -> None:
    """Let go of every autosave this program holds (tests: one data folder each)."""
    with _LOCK:
        held = list(_HELD.values())
        _HELD.clear()
    for fd, _ in held:
        os.close(fd)
