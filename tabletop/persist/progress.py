"""What the player has learned and played, kept between runs: the lessons completed, and the
games started against the computer (a first-time player's first game is against the easy
computer player).

It is ``lessons.json`` in the data folder, a file of its own: a broken ``settings.json``
never touches it. It is written atomically. A damaged file is not lost work: it is set aside
as ``lessons.json.bad`` (never overwritten), every lesson name and count still readable in it
is recovered into a good file at once, and one message says so (`Progress.warning`).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from tabletop.engine.errors import DataError, TabletopError
from tabletop.engine.jsonfile import load_json
from tabletop.resources import data_dir
from tabletop.words import msg

from .diskio import atomic_write

FORMAT = "tabletop-lessons"
VERSION = 2
#: a lesson's name as a file names it (``aw-01-food-and-gold``): what a damaged file is read for
_NAME = re.compile(r'"([a-z]{2}-[a-z0-9][a-z0-9-]{0,80})"')
_GAMES = re.compile(r'"games_against_computer"\s*:\s*(\d{1,9})')


def progress_path() -> Path:
    return data_dir() / "lessons.json"


class Progress:
    """The completed lessons and the games started against the computer. `warning` says,
    once, what was done about a file that could not be read."""

    def __init__(self, completed: set[str] | None = None, warning: str = "", games: int = 0) -> None:
        self.completed = set(completed or ())
        self.warning = warning
        self.games = games   # games started against a computer player

    @classmethod
    def load(cls) -> "Progress":
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
            games = data.get("games_against_computer", 0)
            if isinstance(games, bool) or not isinstance(games, int) or games < 0:
                raise ValueError("'games_against_computer' must be a whole number")
        except ValueError as exc:
            return cls._recovered(path, str(exc))
        return cls(set(done), games=games)

    @classmethod
    def _recovered(cls, path: Path, why: str) -> "Progress":
        """A damaged file: what can still be read in it, kept in a good file; the file itself
        set aside."""
        try:
            text = path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            text = ""
        names = set(_NAME.findall(text))
        m = _GAMES.search(text)
        found = cls(names, games=int(m.group(1)) if m else 0)
        bad = path.with_name(path.name + ".bad")
        kept = ""
        try:
            if not bad.exists():
                path.replace(bad)
                kept = bad.name
            found.save()
        except (OSError, TabletopError):
            found.warning = msg("{path}: damaged lesson progress ({why}); {n} completed lessons read from it "
                                "(it could not be rewritten)", path=str(path), why=why, n=len(names))
            return found
        found.warning = (msg("{path}: damaged lesson progress ({why}); {n} completed lessons recovered, the "
                             "damaged file kept as {kept}", path=str(path), why=why, n=len(names), kept=kept)
                         if kept else
                         msg("{path}: damaged lesson progress ({why}); {n} completed lessons recovered",
                             path=str(path), why=why, n=len(names)))
        return found

    def save(self) -> None:
        data = {"format": FORMAT, "version": VERSION, "completed": sorted(self.completed),
                "games_against_computer": self.games}
        path = progress_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write(path, json.dumps(data, indent=2) + "\n")

    def complete(self, name: str) -> None:
        """Mark a lesson complete and save at once."""
        if name not in self.completed:
            self.completed.add(name)
            self.save()

    def played_computer(self) -> None:
        """A game against a computer player has started: save at once."""
        self.games += 1
        self.save()

    def has(self, *names: str) -> bool:
        """Any of `names` (a lesson's name and its former ones) is completed."""
        return any(n in self.completed for n in names)

    def __contains__(self, name: str) -> bool:
        return name in self.completed
