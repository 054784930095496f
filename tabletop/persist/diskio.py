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


def output_problem(path: Path, suffixes: tuple[str, ...], force: bool = False) -> str:
    """'' if a command may write its file to `path` (a name the user gave), else why not in
    words: a name no system takes, a name that does not end in one of `suffixes` (the format
    written is the one the name says), a folder that is not there (a typo makes none), a
    folder at that name, or a file there already (replaced only with `force`)."""
    why = path_problem(path)
    if why is not None:
        return why
    path = Path(path)
    if not path.name.lower().endswith(suffixes):
        return f"the file written is {' or '.join(s.lstrip('.').upper() for s in suffixes)}: name a file ending in " \
               + " or ".join(suffixes)
    try:
        if not path.absolute().parent.is_dir():
            return f"there is no folder {path.absolute().parent}: name a file in a folder that exists"
        if path.is_dir():
            return "this is a folder: name a file"
        if (path.exists() or path.is_symlink()) and not force:
            return "a file of that name is there already: add --force to replace it"
    except OSError as exc:
        return f"cannot write there: {exc.strerror or exc}"
    return ""


def place_new(tmp: Path, path: Path, force: bool = False) -> None:
    """Move the finished file `tmp` to `path` (in the same folder): over an existing file only
    with `force`; without it a file that appeared there meanwhile is kept (FileExistsError)."""
    try:
        if force:
            os.replace(tmp, path)
            return
        try:
            os.link(tmp, path)  # fails if anything is there: nothing is replaced, even in a race
        except FileExistsError:
            raise
        except OSError:  # a file system without hard links: create it exclusively and copy
            with open(tmp, "rb") as src, open(path, "xb") as dst:
                dst.write(src.read())
    finally:
        if os.path.lexists(tmp):
            try:
                os.unlink(tmp)
            except OSError:
                pass


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


