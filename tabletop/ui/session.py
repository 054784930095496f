"""Games that last: a table for a loaded match, resuming the autosave (the load picker and
the message dialog that shows a broken file's problems are in loadscene.py).

A save opens at once from its snapshot; `SaveWatch` (updated by the table every frame) then
takes over the history when the background check has replayed it, or closes the table with
the reason when the save's actions do not lead to its snapshot. It also keeps a lasting
notice on the table for as long as the autosave cannot be written.

A hot-seat game that is loaded or resumed starts behind the cover: nobody's hand shows until
the player to act has taken the mouse.
"""

from __future__ import annotations

import time
from pathlib import Path

from ..engine.errors import DataError, TabletopError
from ..engine.history import Match
from ..persist.autosave import Autosaver
from ..persist.journal import autosave_summary, load_autosave
from ..persist.loading import Loaded, Verification, load_match
from ..persist.places import autosave_path
from ..persist.slots import resume_candidates, set_aside
from .layout import default_layout_name, load_layout
from .table import TableScene
from ..play import Seat
from .widgets import Toast
from ..words import T, msg


QUICK_CHECK = 0.1  # seconds a load waits for the full check before the table opens without it (0: never waits)
QUICK_ACTIONS = 300  # ... if the game has at most this many actions (checked in about that time)


def table_for_match(match: Match, seats: list[Seat], layout_ref: str | None = None,
                    on_exit=None, threaded_bots: bool | str = "process", autosave: bool = True,
                    readonly: bool = False, info: Loaded | None = None) -> TableScene:
    """A table showing `match` (raises DataError for a broken layout). `info`: what a loaded
    save said (the actions behind its snapshot, its background check)."""
    from .games import make_ui

    game = match.game
    players = match.state.seats
    ref = layout_ref or default_layout_name(game.name, players)
    try:
        layout = load_layout(Path(ref) if ref.endswith(".toml") and Path(ref).is_file() else ref,
                             game=game.name, players=players)
    except DataError:
        if layout_ref is None:
            raise
        layout = load_layout(default_layout_name(game.name, players), game=game.name, players=players)
    saver = None
    checking = info if info is not None and info.verification is not None else None
    if autosave:
        saver = Autosaver()
        if checking is not None:  # a loaded game is autosaved once its actions are checked (SaveWatch.take_over)
            saver.waiting = True
            saver.game_id = checking.game_id
        else:
            saver.begin(match, None, info.game_id if info is not None else "")
    table = TableScene(match, make_ui(game, layout), layout, seats, threaded_bots=threaded_bots,
                       seed=match.setup.seed, on_exit=on_exit, autosaver=saver, readonly=readonly)
    table.saving.watch_with(SaveWatch(table, checking.verification if checking is not None else None,
                                      checking.actions if checking is not None else None))
    if layout_ref is None:  # none asked for: the window picks (the compact layout in a small one)
        table.auto_layout, table._picked = True, ref
    return table


def is_autosave(path: Path) -> bool:
    """An autosave (or an earlier one kept, or its journal) in the data folder."""
    path = Path(path)
    try:
        here = path.parent.resolve() == autosave_path().parent.resolve()
    except OSError:
        return False
    return here and path.name.startswith(autosave_path().stem) and "damaged" not in path.name


def table_from_save(path: Path, on_exit=None, threaded_bots: bool | str = "process") -> TableScene:
    """The game in a save, as it was: hands, pending choices, who sat where. Opens from the
    snapshot at once; the actions are checked in the background (`SaveWatch`)."""
    path = Path(path)
    if is_autosave(path):
        match, info = load_autosave(path, undo="fair")
    else:
        match, info = load_match(path, undo="fair", verify="later")
    v = info.verification
    if v is not None and QUICK_CHECK > 0 and len(info.actions) <= QUICK_ACTIONS and v.wait(QUICK_CHECK) \
            and v.problem is not None:
        raise v.problem  # a short game is checked before its table opens; a long one opens at once
    names = match.state.names
    seats: list[Seat] = []
    for i, name in enumerate(names):
        st = info.seats[i] if i < len(info.seats) else {}
        seats.append(Seat.of(str(st.get("name", name)), bool(st.get("human", i == 0)), str(st.get("bot", "random"))))
    from ..ai.base import BOTS
    for seat in seats:
        if seat.bot not in BOTS:
            seat.bot = "random"
    table = table_for_match(match, seats, info.layout or None, on_exit, threaded_bots, info=info)
    if sum(st.human for st in seats) > 1:
        table.at_mouse.hide_hands()  # hot seat: the cover first, then the hand of whoever must act
    return table


_CLEANED = False


def resumable() -> Path | None:
    """The newest autosave of a game that is not over (a damaged one too: opening it says
    what is wrong and sets it aside, and the one before it is offered next).

    The first call of a run (the title screen asks it at start) also removes the temporary
    files that a killed write left in the data folder."""
    found = resumables(1)
    return found[0] if found else None


def resumables(most: int = 3) -> list[Path]:
    """The newest autosave of each table slot whose game is not over, newest first (at most
    `most`): each table that ran at once on this data folder left its own. A game another
    running program is playing is not offered."""
    global _CLEANED
    if not _CLEANED:
        _CLEANED = True
        from ..persist.diskio import clean_temp_files
        clean_temp_files()
    out: list[Path] = []
    slots_seen: set[str] = set()
    for path in resume_candidates():
        slot = path.name.split("-")[0].removesuffix(".json")
        if slot in slots_seen:
            continue
        doc = autosave_summary(path)
        if doc is None or not doc.get("finished"):
            slots_seen.add(slot)
            out.append(path)
            if len(out) >= most:
                break
    return out


def damaged_autosave(path: Path, err: DataError) -> str:
    """Set a damaged autosave aside (renamed with its time) and say what the player can do now.
    One that cannot be loaded because of the cards as they are now (`NeedsCards`: a user's card
    left out for a mistake) is not damaged: it is kept where it is and resumes once they are fixed."""
    from ..persist.loading import NeedsCards
    path = Path(path)
    if path.suffix == ".journal":
        path = path.with_suffix(".json")
    if isinstance(err, NeedsCards):
        return msg("{why}\nThe autosave is kept as it is: it resumes once the cards are fixed.", why=str(err))
    kept = set_aside(path)
    text: str = msg("{why}\nThe damaged autosave was kept as {file}.", why=str(err),
                    file=kept.name if kept else path.name)
    nxt = resumable()
    if nxt is not None:
        doc = autosave_summary(nxt) or {}
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(float(doc.get("saved_at", 0) or 0)))
        text = msg("{why}\nThe damaged autosave was kept as {file}. An earlier game can be resumed instead: "
                   "{game}, {n} actions, saved {when} ({other}).", why=str(err), file=kept.name if kept else path.name,
                   game=str(doc.get("game", "?")), n=len(doc.get("actions", [])), when=when, other=nxt.name)
    return text


class SaveWatch:
    """The table's eye on its saves, updated every frame: the background check of a loaded
    save, and a notice that lasts while the autosave fails."""

    def __init__(self, table: TableScene, verification: Verification | None,
                 base_actions: list[str] | None = None) -> None:
        self.table = table
        self.verification = verification
        self.base_actions = list(base_actions or ())  # the saved actions behind the snapshot
        self.failing = ""
        self.toast: Toast | None = None
        self.refused: DataError | None = None

    def update(self, dt: float = 0.0) -> None:
        """Called every frame, and at least twice a second by the resting main loop."""
        v = self.verification
        if v is not None and v.done:
            self.verification = None
            if v.problem is not None:
                self.refuse(v.problem)
            elif v.match is not None:
                self.take_over(v.match)
            self._invalidate()
        self._autosave_notice()

    def _invalidate(self) -> None:
        app = self.table.app
        if app is not None and hasattr(app, "invalidate"):
            app.invalidate()  # what the table shows changed: the resting loop draws a frame

    def take_over(self, verified: Match) -> None:
        """The saved actions lead to the snapshot: use their history (undo, the log)."""
        t = self.table
        m = t.match
        with t.holding():  # redrawn once the log knows the taken-over entries are not news
            adopted = t.door.adopt(verified)
            if adopted:
                self.base_actions = []  # the history holds them now
                t.log.caught_up(len(m.history))
        if not adopted:  # cannot happen with a deterministic engine; keep the table as it is, saved
            if t.saving.autosaver is not None and t.saving.autosaver.waiting:
                t.saving.autosaver.begin(m, self.base_actions, t.saving.autosaver.game_id)
                t.saving.autosaver.submit(m, t.save_info())
            return
        if t.saving.autosaver is not None and t.saving.autosaver.waiting:
            t.saving.autosaver.begin(m, None, t.saving.autosaver.game_id)  # the checked game, from now on saved
            t.saving.autosaver.submit(m, t.save_info())
        elif t.saving.autosaver is not None:
            t.saving.autosaver.adopt(m)

    def refuse(self, err: DataError) -> None:
        """The actions do not lead to the snapshot: the save is refused, as a load would."""
        self.refused = err
        t = self.table
        if t.saving.autosaver is not None:
            t.saving.autosaver.stop()
        text = str(err)
        if is_autosave(Path(err.problems[0].path)):
            text = damaged_autosave(Path(err.problems[0].path), err)
        app = t.app
        if app is None:
            return
        if t.on_exit is not None:
            t.on_exit()
        elif t in app.scenes:
            app.pop(t)
        from .loadscene import MessageScene
        app.push(MessageScene(T("This save cannot be opened"), text, t.fonts, t.layout.colors))

    def _copies(self) -> None:
        """Ctrl+S written by the autosave's thread: say where, or why not."""
        saver = self.table.saving.autosaver
        while saver is not None and saver.copies:
            path, error = saver.copies.pop(0)
            if error:
                self.table.refuse(msg("Could not save: {why}", why=error))
            else:
                self.table.notice(msg("Saved: {path}", path=str(path)))
            self._invalidate()

    def _autosave_notice(self) -> None:
        self._copies()
        saver = self.table.saving.autosaver
        error = saver.error if saver is not None else ""
        t = self.table
        if error:
            toast = self.toast
            if toast is None or toast not in t.shown.toasts or toast.text != error:
                toast = self.toast = Toast(error, t.layout.colors["refused"], ttl=2.0)
                t.shown.toasts = [x for x in t.shown.toasts if x is not toast] + [toast]
                self._invalidate()
            toast.ttl = 2.0  # lasts while saving fails
            self.failing = error
        elif self.failing:
            self.failing = ""
            if self.toast is not None and self.toast in t.shown.toasts:
                t.shown.toasts.remove(self.toast)
            self.toast = None
            t.notice(T("Autosave works again: the game is saved."))
            self._invalidate()
