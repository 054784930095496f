"""Writing files so that a crash never leaves half of one, and the litter of crashes.

Every write goes to a temporary file in the same folder, is flushed to disk, then renamed
over the old file (`os.replace` is atomic): a crash in the middle of a write leaves the
previous file whole. A process killed between the write and the rename leaves its temporary
file (``.NAME.*.tmp``); `clean_temp_files` removes those at the next start.
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

from ..engine.jsonfile import path_problem
from ..resources import data_dir


def atomic_write(path: Path, text: str) -> None:
    """Write `text` to `path` so that the file is always either the old or the new one."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def writable_folder(folder: Path) -> str:
    """'' if files can be written into `folder` (made if missing), else what is wrong, in words."""
    why = path_problem(folder)
    if why is not None:
        return why
    folder = Path(folder)
    if folder.exists() and not folder.is_dir():
        return "this is a file, not a folder: name a folder for the files"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, probe = tempfile.mkstemp(prefix=".probe.", suffix=".tmp", dir=folder)
        os.close(fd)
        os.unlink(probe)
    except OSError as exc:
        return f"cannot write there: {exc.strerror or exc}"
    return ""


def clean_temp_files(folder: Path | None = None, older_than: float = 60.0) -> list[Path]:
    """Remove the temporary files that a killed write left behind (``.NAME.*.tmp``).

    Only files older than `older_than` seconds: a write of this very moment is left alone."""
    folder = Path(folder) if folder is not None else data_dir()
    removed = []
    now = time.time()
    for sub in (folder, folder / "saves", folder / "replays"):
        try:
            found = list(sub.glob(".*.tmp"))
        except OSError:
            continue
        for p in found:
            try:
                if now - p.stat().st_mtime >= older_than:
                    p.unlink()
                    removed.append(p)
            except OSError:
                pass
    return removed


