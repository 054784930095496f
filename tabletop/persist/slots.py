"""The autosave's files in the data folder: one slot per running table, the earlier autosaves
kept beside each, a damaged one set aside with its time, and the autosaves that can be resumed.

Slot 1 is ``autosave.json``; a second table running at the same time (another program on
the same data folder) writes ``autosave.table2.json``, and so on (`MAX_TABLES`). Each slot
is held by the table that writes it (`persist.locks`), and each keeps its own earlier games
(``autosave.table2-1.json``...): two tables never write the same file."""

from __future__ import annotations

import os
import time
from pathlib import Path

from .journal import journal_path
from .locks import taken_elsewhere
from .places import autosave_path

KEEP = 3  # earlier autosaves kept (autosave-1.json is the newest of them)
MAX_TABLES = 8  # tables that may run at once on one data folder, each with its autosave


def slot_path(n: int, first: Path | None = None) -> Path:
    """The autosave of the n-th table running at once (0: ``autosave.json`` itself)."""
    first = Path(first) if first is not None else autosave_path()
    return first if n == 0 else first.with_name(f"{first.stem}.table{n + 1}{first.suffix}")


def slots(first: Path | None = None) -> list[Path]:
    return [slot_path(n, first) for n in range(MAX_TABLES)]


def earlier_path(save: Path, n: int) -> Path:
    return save.with_name(f"{save.stem}-{n}{save.suffix}")


def _move(src: Path, dst: Path) -> None:
    if src.is_file() and not dst.is_dir():  # a folder in the way is the user's: leave it (and fail)
        os.replace(src, dst)


def rotate(save: Path, keep: int = KEEP) -> None:
    """autosave.json -> autosave-1.json -> ... -> autosave-KEEP.json (the oldest goes)."""
    for n in range(keep, 0, -1):
        older = earlier_path(save, n)
        newer = save if n == 1 else earlier_path(save, n - 1)
        _move(journal_path(newer), journal_path(older))
        if not newer.exists():
            try:
                journal_path(older).unlink()
            except OSError:
                pass
        _move(newer, older)


def set_aside(save: Path) -> Path | None:
    """Rename a damaged autosave (and its journal) with the time, never over another file."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for k in range(1, 1000):
        dst = save.with_name(f"{save.stem}-damaged-{stamp}{'' if k == 1 else f'-{k}'}{save.suffix}")
        if not dst.exists() and not journal_path(dst).exists():
            break
    try:
        if save.exists():
            os.replace(save, dst)
        if journal_path(save).exists():
            os.replace(journal_path(save), journal_path(dst))
    except OSError:
        return None
    return dst


def resume_candidates(save: Path | None = None) -> list[Path]:
    """The autosaves of every slot and the earlier ones kept, each slot's newest first, the
    slots by their last write; a slot another running program holds is left out (its game is
    on that program's table, and it may move its files at any moment)."""
    found: list[tuple[float, list[Path]]] = []
    for slot in slots(save):
        files = [p for p in [slot] + [earlier_path(slot, n) for n in range(1, KEEP + 1)] if p.is_file()]
        if not files or taken_elsewhere(slot):
            continue
        found.append((max(_mtime(p) for p in files[:1] + [journal_path(files[0])]), files))
    found.sort(key=lambda f: -f[0])
    return [p for _, files in found for p in files]


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0
