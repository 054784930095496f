"""The shipped lessons, found by name, and the learner's progress kept between runs.

Lessons live in assets/lessons/ (found through tabletop.resources, whatever the current
folder). A lesson's name is its file name without ``.toml``; `find_lesson` also takes a
unique beginning of a name or the lesson's title.

Progress is ``lessons.json`` in the user's data folder (tabletop/persist/progress.py): the
names of the completed lessons. A lesson renamed keeps its progress: its file lists the names
it had (``was``). Each entry knows the rules its lesson exercises (read from the file, no run),
so the list can say how much of each game has been learned (`shares`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from ..engine.errors import DataError, TabletopError
from ..engine.jsonfile import check_path
from ..engine.schema import did_you_mean
from ..persist.progress import Progress, progress_path  # noqa: F401  (the lessons' users find them here)
from ..resources import asset
from .lessonfile import Lesson, load_lesson


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
    was: list[str] = field(default_factory=list)    # the names the lesson had before
    rules: list[str] = field(default_factory=list)  # the rules its steps exercise (as the file names them)


def _header(path: Path) -> Entry:
    from ..engine.tomlfile import load_toml
    try:
        data = load_toml(path).data
    except DataError as err:
        return Entry(path.stem, path, "", path.stem, 999, str(err))
    order = data.get("order")
    title_ja = data.get("title_ja")
    was = data.get("was")
    return Entry(path.stem, path, str(data.get("game", "")), str(data.get("title", path.stem)),
                 order if isinstance(order, int) else 999, title_ja=title_ja if isinstance(title_ja, str) else "",
                 was=[w for w in was if isinstance(w, str)] if isinstance(was, list) else [],
                 rules=_rules_named(data))


def _rules_named(data: dict) -> list[str]:
    """The rules a lesson file's steps exercise: each step's `rule`, its mistakes' rules, what it
    `shows` and `cites` (`tabletop scenario run` checks that the run reaches every one)."""
    out: list[str] = []
    steps = data.get("step")
    for st in steps if isinstance(steps, list) else []:
        if not isinstance(st, dict):
            continue
        found = [st.get("rule")] + [m.get("rule") for m in st.get("mistakes", []) if isinstance(m, dict)]
        found += list(st.get("shows", {})) if isinstance(st.get("shows"), dict) else []
        found += st.get("cites", []) if isinstance(st.get("cites"), list) else []
        out.extend(r for r in found if isinstance(r, str) and r not in out)
    return out


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
        if want in (e.name.casefold(), e.title.casefold(), e.title_ja.casefold(), *(w.casefold() for w in e.was)):
            return load_lesson(e.path)
    starts = [e for e in entries if e.name.casefold().startswith(want)]
    if not starts:  # a beginning of a name the lesson had before (`tabletop lesson aw-4`)
        starts = [e for e in entries if any(w.casefold().startswith(want) for w in e.was)]
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

def is_done(entry: Entry, progress: Progress) -> bool:
    """The lesson is completed (under its name, or one it had before)."""
    return progress.has(entry.name, *entry.was)


def next_to_learn(progress: Progress, game: str | None = None) -> Entry | None:
    """The first readable lesson (of `game`) not yet completed, in the path's order."""
    for e in catalog(game):
        if not e.problem and not is_done(e, progress):
            return e
    return None


@dataclass
class Share:
    """How much of a game the completed lessons have taught: rules learned of all rules."""

    game: str
    learned: int
    rules: int
    done: int
    lessons: int

    @property
    def percent(self) -> int:
        return round(100 * self.learned / self.rules) if self.rules else 0


def shares(progress: Progress) -> list[Share]:
    """Per game: the rules the completed lessons exercise, of every rule of the game's rulebook."""
    from .rulebook import rules_of
    out = []
    entries = catalog()
    for game in dict.fromkeys(e.game for e in entries if e.game):
        mine = [e for e in entries if e.game == game]
        every = {r.id for r in rules_of(game) if not r.section}
        learned = {r for e in mine if is_done(e, progress) for r in e.rules} & every
        out.append(Share(game, len(learned), len(every), sum(1 for e in mine if is_done(e, progress)), len(mine)))
    return out
