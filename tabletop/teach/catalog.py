"""The shipped lessons, found by name, and the learner's progress kept between runs.

Lessons live in assets/lessons/ (found through tabletop.resources, whatever the current
folder). A lesson's name is its file name without ``.toml``; `find_lesson` also takes a
unique beginning of a name or the lesson's title.

Progress is ``lessons.json`` in the user's data folder: the names of the completed
lessons. It is written atomically; a damaged file is set aside as ``lessons.json.bad``
(never silently overwritten) and progress starts again from nothing, with a message.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from ..engine.errors import DataError, TabletopError
from ..engine.jsonfile import check_path
from ..engine.schema import did_you_mean
from ..resources import asset, data_dir
from ..words import msg
from .lessonfile import Lesson, load_lesson

FORMAT = "tabletop-lessons"


def lessons_dir() -> Path:
    return asset("lessons")


def lesson_files() -> list[Path]:
    folder = lessons_dir()
    return sorted(folder.glob("*.toml")) if folder.is_dir() else []


@dataclass
class Entry:
    """One lesson in the list: its name and header, or why it cannot be read."""

    name: str
    path: Path
    game: str
    title: str
    order: int
    problem: str = ""
    title_ja: str = ""   # the Japanese title, if the file has one (`words.field(entry, "title")`)


def _header(path: Path) -> Entry:
    from ..engine.tomlfile import load_toml
    try:
        data = load_toml(path).data
    except DataError as err:
        return Entry(path.stem, path, "", path.stem, 999, str(err))
    order = data.get("order")
    title_ja = data.get("title_ja")
    return Entry(path.stem, path, str(data.get("game", "")), str(data.get("title", path.stem)),
                 order if isinstance(order, int) else 999, title_ja=title_ja if isinstance(title_ja, str) else "")


def catalog(game: str | None = None) -> list[Entry]:
    """Every shipped lesson (of `game`, if given), by game then order."""
    from ..games import canonical
    entries = [_header(p) for p in lesson_files()]
    if game is not None:
        entries = [e for e in entries if e.game == canonical(game)]
    return sorted(entries, key=lambda e: (e.game, e.order, e.name))


def find_lesson(ref: str) -> Lesson:
    """A shipped lesson by name, unique beginning of a name, title, or a path to a file."""
    p = Path(ref)
    if p.suffix == ".toml" and check_path(p).exists():
        return load_lesson(p)
    entries = catalog()
    want = ref.strip().casefold()
    for e in entries:
        if want in (e.name.casefold(), e.title.casefold(), e.title_ja.casefold()):
            return load_lesson(e.path)
    starts = [e for e in entries if e.name.casefold().startswith(want)]
    if len(starts) == 1:
        return load_lesson(starts[0].path)
    if len(starts) > 1:
        raise TabletopError(f"lesson {ref!r} could be {', '.join(e.name for e in starts)}")
    raise TabletopError(f"no lesson called {ref!r}{did_you_mean(ref, [e.name for e in entries])}; "
                        f"'tabletop lesson' lists them")


def next_lesson(name: str) -> Entry | None:
    """The lesson after `name` in its game's list, if any."""
    entries = catalog()
    for i, e in enumerate(entries):
        if e.name == name:
            if i + 1 < len(entries) and entries[i + 1].game == e.game:
                return entries[i + 1]
            return None
    return None


# ---- progress ---------------------------------------------------------------------------------

def progress_path() -> Path:
    return data_dir() / "lessons.json"


class Progress:
    """The completed lessons. `warning` says why an unreadable file was set aside."""

    def __init__(self, completed: set[str] | None = None, warning: str = "") -> None:
        self.completed = set(completed or ())
        self.warning = warning

    @classmethod
    def load(cls) -> "Progress":
        from ..engine.errors import DataError
        from ..engine.jsonfile import load_json

        path = progress_path()
        if not path.exists():
            return cls()
        try:
            try:
                data = load_json(path, max_bytes=1024 * 1024, max_depth=4).data  # the file gate
            except DataError as err:
                if "cannot read it" in err.problems[0].message:
                    return cls(warning=msg("{path}: cannot read lesson progress: {why}", path=str(path),
                                           why=err.problems[0].message))
                raise ValueError(err.problems[0].message.split(": ", 1)[-1]) from None
            if not isinstance(data, dict) or data.get("format") != FORMAT:
                raise ValueError("not a lesson progress file")
            done = data.get("completed", [])
            if not isinstance(done, list) or not all(isinstance(x, str) for x in done):
                raise ValueError("'completed' must be a list of lesson names")
        except ValueError as exc:
            bad = path.with_name(path.name + ".bad")
            try:
                path.replace(bad)
            except OSError:
                return cls(warning=msg("{path}: damaged lesson progress ({why}), starting afresh",
                                       path=str(path), why=str(exc)))
            return cls(warning=msg("{path}: damaged lesson progress ({why}), starting afresh; the file was "
                                   "kept as {kept}", path=str(path), why=str(exc), kept=bad.name))
        return cls(set(done))

    def save(self) -> None:
        from ..persist.diskio import atomic_write
        data = {"format": FORMAT, "version": 1, "completed": sorted(self.completed)}
        atomic_write(progress_path(), json.dumps(data, indent=2) + "\n")

    def complete(self, name: str) -> None:
        """Mark a lesson complete and save at once."""
        if name not in self.completed:
            self.completed.add(name)
            self.save()

    def __contains__(self, name: str) -> bool:
        return name in self.completed

