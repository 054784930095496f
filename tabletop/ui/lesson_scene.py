"""A lesson on the real table: the step's sentence, the glow on what it names, and the verdicts.

`LessonScene` lies over a `TableScene` whose match is the lesson's (tabletop/teach/lesson.py,
`LessonRun`). The table stays the table: the learner drags and clicks as in a game, and
while the lesson runs it is the table's director (tabletop/ui/director.py): every
human action goes through `LessonRun.attempt` first. An accepted action is played; a wrong one is
not: the engine's reason and rule (or "That's legal, but ...") is shown as a toast and in the
lesson panel, and the step waits again. Undo takes back a whole step. The other seat is a
computer player that never moves by itself during the lesson: its moves are the lesson's
`then` actions.

The panel sits where the layout puts the log (widened on small windows); it hides while a
card preview is shown there. An intro box opens the lesson and a closing box ends it,
marking the lesson complete in the progress file.

Everything the learner reads is in their language: the lesson's texts through
`words.field` (``say_ja`` beside ``say`` in the file), the screen's own labels through
`tr` (tabletop/words/ja/lessons_ui.toml).
"""

from __future__ import annotations

import math
from functools import partial
from typing import Callable

import pygame

from .. import words
from ..words import tr
from ..engine.errors import TabletopError
from ..games import get_game
from ..teach.catalog import Progress, next_lesson
from ..teach.lesson import Lesson, LessonRun
from .app import App, Scene
from .games import make_ui
from .layout import default_layout_name, load_layout
from .lesson_director import LessonDirector
from .table import TableScene
from .lesson_draw import draw_lesson
from .widgets import ButtonWidget

MIN_PANEL_PX = 180  # narrower log zones are widened to the left (small windows)


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


class LessonScene(Scene):
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
        self.clock = 0.0
        self.widgets: list[ButtonWidget] = []
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
        t.shown.toasts = [x for x in t.shown.toasts if x.color != t.layout.colors["refused"]]  # the mistake is put right
        t.game_over_shown = True  # (the table redrew when it heard of the step's actions)
        self.message, self.good = v.message, True
        self._ids = None
        if self.run.done:
            self.finish()
        return True

    def explain(self, message: str) -> str:
        """A drop or click the table refused by itself: show it in the panel too, with the
        teacher's words when it is a mistake the lesson foresaw."""
        if self.mode == "step":
            message = self.run.explain_refusal(message)
            self.message, self.good = message, False
        return message

    def refuse(self, message: str) -> None:
        self.table.refuse(message)

    def undo(self) -> None:
        if self.mode != "step":
            return
        if self.run.undo_step():  # (the table hears of it and redraws)
            self.message, self.good = tr("Back to the start of the previous step."), True
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
                return self.panel_rect(self.stack.screen).collidepoint(event.pos) and not self.preview_showing()
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
    def highlight_rects(self) -> list[pygame.Rect]:
        """Screen rectangles of everything the current step names."""
        t = self.table
        tf = t.transform
        out: list[pygame.Rect] = []
        for pid in self.glow_ids:
            if pid in t.shown.pieces:
                p = t.shown.pieces[pid]
                x, y = t.physics.position(pid)
                w, h = p.size
                if abs(math.sin(t.physics.angle(pid))) > 0.7:
                    w, h = h, w
                out.append(pygame.Rect(tf.rect((x - w / 2, y - h / 2, w, h))))
            elif pid in t.shown.targets:
                out.append(pygame.Rect(tf.rect(t.shown.targets[pid].rect)))
        for name in self.glow_names:
            zone = t.layout.zones.get(name)
            if zone is not None:
                out.append(pygame.Rect(tf.rect(zone.rect)))
                continue
            b = t.button(name)
            if b is not None:
                out.append(b.rect.copy())
        return out

    def panel_rect(self, surface) -> pygame.Rect:
        t = self.table
        sw, sh = surface.get_size()
        zone = t.layout.zones.get("log")
        if zone is not None:
            r = pygame.Rect(t.transform.rect(zone.rect))
        else:
            r = pygame.Rect(sw - 300, sh - 260, 290, 250)
        if r.width < MIN_PANEL_PX:
            r.left = max(4, r.right - MIN_PANEL_PX)
            r.width = min(MIN_PANEL_PX, sw - 8)
        return r

    def font_size(self) -> float:
        return max(11.0, self.table.transform.length(14))

    def place(self, surface) -> None:
        """Lay out the buttons of the panel or of the intro/closing box."""
        fs = self.font_size()
        if self.mode == "step":
            r = self.panel_rect(surface)
            bh = round(fs * 1.9)
            half = (r.width - 24) // 2
            self.widgets = [
                ButtonWidget(tr("Back a step"), pygame.Rect(r.left + 8, r.bottom - bh - 8, half, bh), self.undo,
                             enabled=bool(self.run.marks), why_not=tr("This is the first step.")),
                ButtonWidget(tr("Leave lesson"), pygame.Rect(r.left + 16 + half, r.bottom - bh - 8, half, bh),
                             self.quit_lesson),
            ]
            return
        box = self.box_rect(surface)
        bh = round(fs * 2.3)
        specs = self._button_specs()
        gap = 10
        # each button as wide as its words (a long "Next: ..." too), all of them inside the box:
        # on one row if they fit, else the first (Next) on a row of its own above the others
        fonts = self.table.fonts
        want = [max(round(fs * 8), fonts.font(fs, primary).size(label)[0] + 28) for label, _, primary in specs]
        room = box.width - 40
        rows = [list(range(len(specs)))]
        if sum(want) + gap * (len(specs) - 1) > room and len(specs) > 1:
            rows = [[0], list(range(1, len(specs)))]
        self.widgets = []
        y = box.bottom - bh - 18 - (bh + gap) * (len(rows) - 1)
        for row in rows:
            ws = [want[i] for i in row]
            free = room - gap * (len(row) - 1)
            if sum(ws) > free:
                ws = [max(40, w * free // sum(ws)) for w in ws]
            x = box.centerx - (sum(ws) + gap * (len(row) - 1)) // 2
            for i, bw in zip(row, ws):
                label, fn, primary = specs[i]
                self.widgets.append(ButtonWidget(label, pygame.Rect(x, y, bw, bh), fn, primary=primary))
                x += bw + gap
            y += bh + gap

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

    def _two_rows(self, width: int) -> bool:
        fs = self.font_size()
        fonts = self.table.fonts
        specs = self._button_specs()
        want = [max(round(fs * 8), fonts.font(fs, p).size(label)[0] + 28) for label, _, p in specs]
        return len(specs) > 1 and sum(want) + 10 * (len(specs) - 1) > width - 40

    def box_rect(self, surface) -> pygame.Rect:
        sw, sh = surface.get_size()
        fs = self.font_size()
        text = self.intro_text() if self.mode == "intro" else self.closing_text()
        width = min(sw - 40, max(420, round(fs * 42)))
        lines = len(self.table.fonts.wrap(text, fs * 1.05, width - 48))
        lh = self.table.fonts.font(fs * 1.05).get_linesize()
        height = round(fs * 5.5) + lines * lh + round(fs * 4.5)
        if self._two_rows(width):
            height += round(fs * 2.3) + 10
        height = min(sh - 40, height)
        r = pygame.Rect(0, 0, width, height)
        r.center = (sw // 2, sh // 2)
        return r

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
        ptr = t.shown.pointer
        pid = ptr.hover_pid
        return (pid is not None and not ptr.dragging and pid in t.shown.pieces and t.shown.pieces[pid].preview is not None
                and ptr.hover_time >= t.layout.hover_delay)


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
