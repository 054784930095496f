"""What the title screen says to a player according to what they have done: a first game
against the computer is against `FIRST_GAME_BOT`, and beginning one is remembered
(tabletop/persist/progress.py); each "Resume" button names its game, its players and when it
was last played (and its number of moves when two are alike); a settings file that could not
be read is said once."""

from __future__ import annotations

from ..engine.errors import TabletopError
from ..words import msg

#: the computer player of a first game against the computer (then `DEFAULT_BOT`)
FIRST_GAME_BOT = "easy"


def resume_label(path) -> str:
    """Which game a "Resume" button brings back: its game, its players and when it was last
    played ("Afterworld (Player, Computer), 14:02"; a day before today: "3 May 14:02")."""
    import time
    from ..games import get_game
    from ..persist.document import players_of
    from ..persist.journal import autosave_summary, journal_path
    doc = autosave_summary(path) or {}
    try:
        game = get_game(str(doc.get("game", ""))).title
    except Exception:  # noqa: BLE001 - a damaged autosave: opening it says what is wrong
        return path.stem
    names = players_of(doc)
    try:
        stamp = max(p.stat().st_mtime for p in (path, journal_path(path)) if p.exists())
    except (OSError, ValueError):
        stamp = 0.0
    when = ""
    if stamp:
        t, now = time.localtime(stamp), time.localtime()
        when = time.strftime("%H:%M" if t[:3] == now[:3] else "%d %b %H:%M", t)
    who = f"{game} ({', '.join(names[:3])}{', ...' if len(names) > 3 else ''})" if names else game
    return msg("{game}, last played {when}", game=who, when=when) if when else who


def moves(path) -> int:
    from ..persist.journal import autosave_summary
    actions = (autosave_summary(path) or {}).get("actions", [])
    return len(actions) if isinstance(actions, list) else 0


_SAID: set[str] = set()  # the settings problems said already in this run


def settings_problem() -> str:
    """Why the settings file could not be read, once in a run ("" when it could)."""
    from ..persist import settings
    settings.load()
    said, settings.problem = str(settings.problem), ""
    if not said or said in _SAID:
        return ""
    _SAID.add(said)
    return said


def begun_against_computer() -> str:
    """Remember that a game against the computer has begun; "" or why it could not be saved."""
    from ..persist.progress import Progress
    progress = Progress.load()
    try:
        progress.played_computer()
    except (OSError, TabletopError) as exc:
        return msg("Your progress could not be saved: {why}", why=str(exc))
    return progress.warning


def first_game_note(seat_rows: list, first_game: bool) -> str:
    """The line under the title's form: what a first game against the computer is, and how
    to change it ("" otherwise)."""
    from ..ai.base import LEVELS
    levels = [r for r in seat_rows if r.value in LEVELS]
    if not first_game or not levels:
        return ""
    return msg("Your first game against the computer: {seat} plays {level}. A click on it changes the level.",
               seat=levels[0].label, level=msg("Computer ({level})", level=levels[0].value))


def learn(stack, game: str) -> str:
    """Open the next lesson of `game` over the list of lessons; "" or why it cannot open."""
    from ..persist.progress import Progress
    from ..teach.catalog import find_lesson, next_to_learn
    from .lesson_picker import LessonPicker
    entry = next_to_learn(Progress.load(), game)
    picker = LessonPicker(game)
    stack.push(picker)
    if entry is None:
        return ""
    try:
        picker.open(find_lesson(str(entry.path)))
    except TabletopError as err:
        picker.message = str(err)
    return ""


def lessons_left(game: str) -> bool:
    from ..persist.progress import Progress
    from ..teach.catalog import next_to_learn
    return next_to_learn(Progress.load(), game) is not None

