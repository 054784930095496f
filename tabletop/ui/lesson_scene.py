"""A lesson on the real table: the step's sentence, the glow on what it names, and the verdicts.

`LessonScene` lies over a `TableScene` whose match is the lesson's (tabletop/teach/lesson.py,
`LessonRun`). The table stays the table: the learner drags and clicks as in a game, and
while the lesson runs it is the table's director (tabletop/ui/director.py): every
human action goes through `LessonRun.attempt` first. An accepted action is played; a wrong one is
not: the engine's reason and rule (or "That's legal, but ...") is shown as a toast and in the
lesson panel, and the step waits again. Undo takes back a whole step. The other seat is a
computer player that never moves by itself during the lesson: its moves are the lesson's
`then` actions.

The panel sits where the layout puts the log and grows (left, then up) until every word of
it is whole (tabletop/ui/lesson_panel.py); while a card is previewed it stands beside the
preview, so the step's words and the card show together. A step that checks a deck or sets
up a table is done with the panel's own button; a step that starts a new exercise waits for
"Next exercise". An intro box opens the lesson and a closing box ends it, marking the lesson
complete in the progress file.

Everything the learner reads is in their language: the lesson's texts through
`words.field` (``say_ja`` beside ``say`` in the file), the screen's own labels through
`tr` (tabletop/words/ja/lessons_ui.toml).
"""

from __future__ import annotations

from functools import partial
from typing import Callable

import pygame

from .. import words
from ..words import T, tr
from ..engine.errors import TabletopError
from ..games import get_game
from ..teach.catalog import Progress, next_lesson
from ..teach.lesson import Lesson, LessonRun
from .app import App, Scene
from .games import make_ui
from .layout import default_layout_name, load_layout
from .lesson_director import LessonDirector
from .lesson_panel import Panel, Placing, Spec, lay_out_box, lay_out_panel
from .table import TableScene
from .lesson_draw import draw_lesson
from .widgets import ButtonWidget

#: the button that does a step without a table action, by what the step does
TRIAL_BUTTON = {"deck": T("Check this deck"), "setup": T("Set up this game")}


def lesson_table(lesson: Lesson, layout: str | None = None) -> tuple[TableScene, LessonRun]:
    """A table showing the lesson's prepared position, and the run that drives it."""
    run = LessonRun(lesson)
    game = get_game(lesson.game)
    players = run.state.seats
    lay = load_layout(layout or default_layout_name(game.name, players), game=game.name, players=players)
    ui = make_ui(game, lay)
    table = TableScene(run.match, ui, lay, run.table.seats, threaded_bots=False, door=run.table)
    table.at_mouse.view_from(lesson.seat)
    return table, run


class LessonScene(Placing, Scene):
    """The lesson overlay. `on_leave` is called when the learner leaves the lesson."""

    opaque = False

    @property
    def plays_through(self) -> bool:  # type: ignore[override]
        """The table is played through the lesson's steps (its preview shows); a box covers it."""
        return self.mode in ("step", "free")

    def __init__(self, table: TableScene, run: LessonRun, on_leave: Callable[[], None] | None = None,
                 on_next: Callable[[str], None] | None = None, progress: Progress | None = None) -> None:
        super().__init__()
        self.table = table
        self.run = run
        self.on_leave = on_leave
        self.on_next = on_next
        self.progress = progress
        self.mode = "intro"          # intro, step, done
        self.message = ""            # the verdict shown under the step
        self.good = True             # the message is praise (after text) or an explanation
        self.note = ""               # the rules the last step showed, under the message
        self.clock = 0.0
        self.widgets: list[ButtonWidget] = []
        self.panel: Panel | None = None  # the panel or box as last laid out
        self._ids: tuple | None = None
        self.glow_ids: list[str] = []
        self.glow_names: list[str] = []
        self._install()

    # ---- the table's director while the lesson runs ------------------------------------------
    def _install(self) -> None:
        self.table.direct(LessonDirector(self))

    def perform(self, action) -> bool:
        """Every human action on the table comes here first."""
        t = self.table
        if self.mode != "step":
            return t.play(action) if self.mode == "free" else False
        try:
            v = self.run.attempt(action)
        except TabletopError as err:  # a broken lesson file: say so, keep the table alive
            t.show_refusal(str(err))
            self.message, self.good = str(err), False
            return False
        if not v.accepted:
            t.show_refusal(v.message)
            self.message, self.good = v.message, False
            return False
        if v.rule is not None:  # the wrong action the step asked for: the table refuses it as ever
            refused = self.run.game.refusal(self.run.state, action)
            t.show_refusal(f"{tr(refused.reason)} [{refused.rule}]" if refused is not None else v.message)
        else:
            t.shown.toasts = [x for x in t.shown.toasts if x.color != t.layout.colors["refused"]]  # the mistake is put right
        self._done(v)
        return v.rule is None

    def _done(self, v) -> None:
        self.table.game_over_shown = True  # (the table redrew when it heard of the step's actions)
        note = v.note if v.note and v.message.endswith(v.note) else ""
        self.message, self.good, self.note = v.message[:len(v.message) - len(note)].rstrip(), True, note
        self._ids = None
        if self.run.done:
            self.finish()

    def explain(self, message: str) -> str:
        """A drop or click the table refused by itself: show it in the panel too, with the
        teacher's words when it is one of the step's foreseen mistakes; the step that asked
        for that very try is done."""
        if self.mode == "step":
            v = self.run.heard_refusal(message)
            if v is not None:
                self._done(v)
                return message
            message = self.run.explain_refusal(message)
            self.message, self.good = message, False
        return message

    def try_step(self) -> None:
        """The panel's button of a step that checks a deck or sets up a table."""
        if self.mode != "step" or self.run.pending:
            return
        try:
            v = self.run.try_it()
        except TabletopError as err:  # a broken lesson file: say so, keep the table alive
            self.message, self.good = str(err), False
            return
        if v.accepted:
            self._done(v)

    def try_wrong(self) -> None:
        """The panel's Try it: the wrong action the step names, asked of the engine as a program
        (or a cheat) would ask it, where no gesture of the table means it."""
        if self.mode != "step" or self.run.pending or not self.run.expected():
            return
        self.perform(self.run.expected()[0])

    def next_exercise(self) -> None:
        """The panel's Next exercise: the table is set to the next step's position."""
        if self.mode != "step" or not self.run.pending:
            return
        try:
            self.run.switch()
        except TabletopError as err:
            self.message, self.good = str(err), False
            return
        self.table.game_over_shown = self.run.state.result is not None
        self.message, self.good, self.note = "", True, ""
        self._ids = None

    def refuse(self, message: str) -> None:
        self.table.refuse(message)

    def undo(self) -> None:
        if self.mode != "step":
            return
        if self.run.undo_step():  # (the table hears of it and redraws)
            self.message, self.good, self.note = tr("Back to the start of the previous step."), True, ""
            self._ids = None
        else:
            self.table.show_refusal(tr("This is the first step: there is nothing to take back."))

    # ---- flow -----------------------------------------------------------------------------
    def begin(self) -> None:
        self.mode = "step"
        self.message = ""
        self._ids = None

    def finish(self) -> None:
        self.mode = "done"
        progress = self.progress if self.progress is not None else Progress.load()
        try:
            progress.complete(self.run.lesson.name)
        except OSError as exc:
            self.table.show_refusal(tr("Your progress could not be saved: {why}", why=str(exc)))

    def leave(self) -> None:
        self.table.direct(None)

    def quit_lesson(self) -> None:
        if self.on_leave is not None:
            self.on_leave()
        elif self.app is not None:
            self.app.pop(self)

    def keep_playing(self) -> None:
        """After the lesson: the table is a free game from here (the computer plays its seat)."""
        self.mode = "free"
        if self.app is not None:
            self.app.pop(self)

    # ---- input ----------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.place(self.stack.screen)
            for w in self.widgets:
                if w.rect.collidepoint(event.pos):
                    if w.enabled:
                        w.on_click()
                    return True
            if self.mode == "step":  # the panel is not the table: a click on it stops here
                return self.panel_rect(self.stack.screen).collidepoint(event.pos)
            return True  # a box covers the table until it is closed
        if event.type == pygame.KEYDOWN:
            ctrl = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
            if self.mode != "step":
                if event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
                    self.place(self.stack.screen)
                    primary = [w for w in self.widgets if w.primary]
                    if primary:
                        primary[0].on_click()
                    return True
                if event.key == pygame.K_ESCAPE:
                    self.quit_lesson()
                    return True
                return event.key != pygame.K_F1
            if event.key == pygame.K_z and ctrl:
                self.undo()
                return True
            if event.key == pygame.K_y and ctrl:
                self.table.redo()
                return True
            if event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER) and not ctrl:
                self.place(self.stack.screen)
                primary = [w for w in self.widgets if w.primary and w.enabled]
                if primary:  # the panel's own step (a deck, a setup, the next exercise) is this key's
                    primary[0].on_click()
                    return True
            return False
        if self.mode != "step" and event.type in (pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            return event.type == pygame.MOUSEBUTTONUP
        return False

    def update(self, dt: float) -> None:
        self.clock += dt
        key = (self.run.index, len(self.run.match.history))
        if key != self._ids:
            self._ids = key
            self.glow_ids, self.glow_names = self.run.highlight_ids()

    def resized(self, size) -> None:
        self.widgets = []

    def animating(self) -> bool:
        """The frames around what the step names pulse."""
        return self.mode == "step" and bool(self.glow_ids or self.glow_names)

    # ---- where things are -----------------------------------------------------------------
    def font_size(self) -> float:
        return max(12.0, self.table.transform.length(14))

    def panel_texts(self) -> list[tuple[str, float, bool, str]]:
        """The panel's words from the top: (text, size, bold, colour key)."""
        fs = self.font_size()
        run = self.run
        lesson = run.lesson
        head = tr("Lesson {order} · step {n} of {total}", order=lesson.order,
                  n=min(run.index + 1, len(lesson.steps)), total=len(lesson.steps))
        out = [(head, fs * 0.9, False, "muted")]
        if run.pending:
            out.append((tr("Next: a new table for the next exercise."), fs * 1.05, True, "text"))
        elif run.step is not None and not self._said_again():
            out.append((self.say_text(), fs * 1.1, True, "text"))
        if self.message:
            out.append((self.message, fs * 0.95, False, "legal" if self.good else "refused"))
        if self.note and self.good:
            out.append((self.note, fs * 0.85, False, "muted"))
        return out

    def _said_again(self) -> bool:
        """The explanation of a move the step did not want says the step's words again ("That's
        legal, but this lesson wants you to drag ..."): the panel says them once, there (twice,
        the panel grew over the pieces the step names)."""
        say = self.say_text()
        return bool(say and self.message) and (say[:1].lower() + say[1:]) in self.message

    def panel_specs(self) -> list[Spec]:
        specs: list[Spec] = []
        step = self.run.step
        if self.run.pending:
            specs.append((tr("Next exercise"), self.next_exercise, True, True, ""))
        elif step is not None and step.trial is not None:
            specs.append((tr(TRIAL_BUTTON[step.trial]), self.try_step, True, True, ""))
        elif step is not None and step.wrong is not None and step.by == "button":
            specs.append((tr("Try it"), self.try_wrong, True, True, ""))
        specs.append((tr("Back a step"), self.undo, False, bool(self.run.marks), tr("This is the first step.")))
        specs.append((tr("Leave lesson"), self.quit_lesson, False, True, ""))
        return specs

    def place(self, surface) -> None:
        """Lay out the panel, or the intro or closing box, and their buttons."""
        if self.mode == "step":
            self.panel = lay_out_panel(self, surface, self.panel_texts(), self.panel_specs())
        else:
            specs = [(label, fn, primary, True, "") for label, fn, primary in self._button_specs()]
            text = self.intro_text() if self.mode == "intro" else self.closing_text()
            self.panel = lay_out_box(self, surface, self.title_text(), text, specs)
        self.widgets = self.panel.buttons

    def _button_specs(self) -> list:
        if self.mode == "intro":
            return [(tr("Start"), self.begin, True), (tr("Leave"), self.quit_lesson, False)]
        nxt = next_lesson(self.run.lesson.name)
        specs: list = []
        if nxt is not None and self.on_next is not None:
            specs.append((tr("Next: {title}", title=words.field(nxt, "title")), partial(self.on_next, nxt.name),
                          True))
        specs.append((tr("Back to lessons"), self.quit_lesson, not specs))
        specs.append((tr("Stay at this table"), self.keep_playing, False))
        return specs

    def box_rect(self, surface) -> pygame.Rect:
        self.place(surface)
        return self.panel.rect if self.panel is not None else surface.get_rect()

    def title_text(self) -> str:
        """The box's heading: the lesson's title, or that it is complete."""
        title = words.field(self.run.lesson, "title")
        return title if self.mode == "intro" else tr("Lesson complete: {title}", title=title)

    def intro_text(self) -> str:
        return words.field(self.run.lesson, "intro")

    def say_text(self) -> str:
        """The current step's sentence in the learner's language ("" after the last step)."""
        step = self.run.step
        return words.field(step, "say") if step is not None else ""

    def closing_text(self) -> str:
        run = self.run
        last = words.field(run.lesson.steps[-1], "after") if run.lesson.steps else ""
        parts = [p for p in (last, words.field(run.lesson, "done")) if p]
        return "\n\n".join(parts) or tr("Well done.")

    # ---- drawing --------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        draw_lesson(self, surface)

    def preview_showing(self) -> bool:
        t = self.table
        pid = t.input.hover_pid
        return (pid is not None and not t.input.dragging and pid in t.shown.pieces and t.shown.pieces[pid].preview is not None
                and t.shown.pointer.hover_time >= t.layout.hover_delay)


# ---- opening lessons -------------------------------------------------------------------------

def start_lesson(app: App, lesson: Lesson, on_leave: Callable[[], None] | None = None,
                 on_next: Callable[[str], None] | None = None) -> LessonScene:
    """Push the lesson's table and its overlay on `app`."""
    table, run = lesson_table(lesson)
    app.push(table)
    scene = LessonScene(table, run, on_leave=on_leave, on_next=on_next)

    def back() -> None:
        app.pop(table)
        if on_leave is not None:
            on_leave()

    scene.on_leave = back
    table.on_exit = back
    app.push(scene)
    return scene


def open_lesson(lesson: Lesson, size: tuple[int, int] | None = None) -> int:
    """`tabletop lesson NAME`: a window with the lesson; leaving it shows the lesson list."""
    from .lesson_picker import LessonPicker
    from .title import TitleScene

    app = App(size)
    app.push(TitleScene(lesson.game))
    picker = LessonPicker(lesson.game)
    app.push(picker)
    picker.open(lesson)
    app.run()
    return 0
