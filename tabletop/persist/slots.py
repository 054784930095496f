"""The autosave's files in the data folder: the earlier autosaves kept beside it, a damaged
one set aside with its time, and the autosaves that can be resumed."""

from __future__ import annotations

import os
import time
from pathlib import Path

from .journal import journal_path
from .places import autosave_path

KEEP = 3  # earlier autosaves kept (autosave-1.json is the newest of them)


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
    """The autosave and the earlier ones kept, newest first."""
    save = save or autosave_path()
    return [p for p in [save] + [earlier_path(save, n) for n in range(1, KEEP + 1)] if p.is_file()]
