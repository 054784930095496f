"""The table: one game in progress, drawn from a layout and played with the mouse.

Data flows one way: a drop or click becomes an action, the engine checks and applies it,
and the table redraws what the engine's new position says. The table itself knows no rule:
a `GameUI` adapter tells it what to draw and which gesture does which legal action
(tabletop/ui/adapter.py).

While a piece is dragged, every legal drop place for it lights up, and only those. A drop
anywhere else is refused: the piece flies home and the engine's reason, with its rule id,
is shown. Computer players think off the UI thread (the window never freezes) and their
actions are shown as the same drags. With two or more humans, a cover screen hides the
hands whenever the player who must act changes (hot-seat).

**The table holds no state.** It reads the match through its door (`door`: a `play.Table`,
or the door of a window at a hosted table) and keeps only seat views: at every refresh the
position as the seat at the mouse may see it goes into `shown` (a `Shown`, the presentation
state), with the pieces, drop places and affordances made from it. Adapters, rooms and the
HUD are handed views, never the state (tests/ui/test_naive_adapter.py draws every card an
adapter is given and finds none it should not see).

`TableScene` is the house; each job is a room in tabletop/ui/rooms/ (the list is there),
built with the presentation state and the collaborators it uses (tabletop/ui/rooms/shown.py).
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import Callable, Iterator

import pygame

from ..engine.actions import Action
from ..engine.history import Match
from ..play import Committed, Seat, Table
from ..words import T
from .adapter import Affordances, GameUI, Option
from .app import Scene
from .director import FREE_GAME, TableDirector
from .layout import Layout
from .physics import Physics
from .reload import LiveReload
from .rooms.bots import ComputerPlayers
from .rooms.buttons import TableButtons
from .rooms.column import SideColumn
from .rooms.hits import screen_pos, visible_pos
from .rooms.hud import TableHud
from .rooms.hudparts import SameObject
from .rooms.input import TableInput
from .rooms.keys import KeyFocus
from .rooms.log import TableLog
from .rooms.paint import TablePainter
from .rooms.saving import TableSaving
from .rooms.seats import AtTheMouse
from .rooms.shown import Acts, Shown, Stage
from .rooms.sync import sync_pieces
from .rooms.tray import HandTray
from .rooms.undo import TableUndo
from .staging import pick_layout, set_layout
from .theme import Fonts
from .widgets import ButtonWidget, Toast

#: a banner or toast fades out over its last half second (tabletop/ui/widgets.py)
FADE_SECONDS = 0.5


class TableScene(Scene):
    """A game in progress on a table layout.

    `threaded_bots`: where the computer players think: "process" (the program), True or
    "thread", False or "inline" (tests; see tabletop/ui/rooms/bots.py). `door`: the match's
    door when the table is not the only one at it (a lesson's run, a hosted table's window)."""

    live = True  # the cards glide and toasts fade under a menu, a lesson or a dialog

    def __init__(self, match: Match | None, ui: GameUI, layout: Layout, seats: list[Seat],
                 threaded_bots: bool | str = True, bot_delay: float = 0.55, seed: int = 0,
                 on_exit: Callable[[], object] | None = None, autosaver=None, readonly: bool = False,
                 door=None) -> None:
        super().__init__()
        #: every action is committed through the door (`play.Table.commit`); the table hears of
        #: each change and redraws from the seat views the door hands out
        self.door = door if door is not None else Table(match, seats)  # type: ignore[arg-type]
        self.door.listen(self._heard)
        self.game = self.door.game
        self.ui = ui
        self.on_exit = on_exit
        self.readonly = readonly
        self.physics = Physics()
        self.stage = Stage(layout, Fonts(layout.font_file, layout.font_scale), layout.transform((1280, 800)))
        self.shown = Shown(view=self.door.view(None), readonly=readonly, aff=Affordances())
        self.game_over_shown = False
        #: who runs the actions: a free game, or an overlay's director (a lesson)
        self.director: TableDirector = FREE_GAME
        acts = self.acts = Acts(
            perform=self.perform, refuse=self.refuse, show_refusal=self.show_refusal, notice=self.notice,
            cue=self.cue, refresh=self.refresh, invalidate=self.invalidate, holding=self.holding,
            undo=self.undo, redo=self.redo, save_game=self.save_game, load_game=self.load_game,
            menu=self.open_menu, open_rules=self.open_rules, serve=self.serve, step_in=self.step_in,
            pick=self._pick, browse=self._browse, push=self._push, covered=self.covered,
            topmost=lambda: self.app is None or self.app.top is self, windowed=lambda: self.app is not None,
            is_human=self.is_human)
        door, stage, shown, physics = self.door, self.stage, self.shown, self.physics
        seats = door.seats
        # the rooms, each with what it reads and whom it asks
        self.at_mouse = AtTheMouse(door, seats, ui, shown, physics, acts, self._cover)
        self.column = SideColumn(stage, shown, ui, self.is_human)
        self.log = TableLog(door, ui, stage, shown, self.at_mouse, acts, self.column)
        self.computer = ComputerPlayers(door, seats, ui, shown, physics, acts, self.log, self.at_mouse,
                                        threaded_bots, bot_delay, seed)
        self.undoing = TableUndo(door, self.computer, acts)
        self.saving = TableSaving(door, seats, stage, acts, autosaver, on_exit)
        self.tray = HandTray(stage, shown, physics, acts, self._sync, lambda: self.input.rehover())
        self.buttons = TableButtons(stage, shown, door, ui, self.at_mouse, acts, self.undoing.refusal, self.column)
        self.input = TableInput(stage, shown, physics, ui, door, acts, self.buttons, self.tray, self.log,
                                self.computer, self.at_mouse)
        self.keys = KeyFocus(stage, shown, physics, acts, self.buttons, self.tray, self.input)
        self.hud = TableHud(stage, shown, ui, door, self.log, self.computer, self.at_mouse, self.buttons, self.keys, acts,
                            self.column)
        self.painter = TablePainter(stage, shown, physics, ui, self.log, self.computer, self.tray, self.hud,
                                    lambda: self.app)
        self.reload = LiveReload(self)  # saving the layout file redraws the table with it

    # ---- what the table is -----------------------------------------------------------------
    @property
    def match(self) -> Match:
        """The door's match (saving, the replay, tests); nothing that draws reads it."""
        return self.door.match

    @property
    def seats(self) -> list[Seat]:
        return self.door.seats

    @property
    def layout(self) -> Layout:
        return self.stage.layout

    @property
    def fonts(self) -> Fonts:
        return self.stage.fonts

    @property
    def transform(self):
        return self.stage.transform

    def is_human(self, seat: int) -> bool:
        return self.seats[seat].human

    # ---- life cycle ------------------------------------------------------------------
    def enter(self, app) -> None:
        super().enter(app)
        self.resized(app.screen.get_size())
        self.refresh(initial=True)

    #: pixels at the bottom of the window an overlay keeps for itself (the replay's panel):
    #: the table is laid out above them
    reserved_bottom = 0
    #: the layout follows the window (no layout was asked for): compact in a small window
    auto_layout = False
    #: the pieces are put in their places at the next refresh rather than glide there (another
    #: layout, the table turned to another player)
    snap = False
    _picked = ""

    def resized(self, size: tuple[int, int]) -> None:
        size = (size[0], max(1, size[1] - self.reserved_bottom))
        if self.auto_layout and pick_layout(self, size):
            return
        self.stage.transform = self.stage.layout.transform(size)
        self.painter.forget()
        self.buttons.place()

    def set_layout(self, layout: Layout) -> None:
        """Use another layout (live reload, the editor): the game goes on, everything is redrawn."""
        set_layout(self, layout)

    def covered(self) -> bool:
        """Another scene lies over the table (a menu, the rules, a dialog), not one through
        which the table is played (a lesson's steps)."""
        top = self.app.top if self.app is not None else None
        return top is not None and top is not self and not top.plays_through

    # ---- the door -> what is shown ---------------------------------------------------
    def refresh(self, initial: bool = False) -> None:
        """Re-read the position through the door: who acts, the view, pieces, drop places,
        affordances, log, buttons."""
        shown = self.shown
        shown.refreshes += 1  # what the painter composed from the old view is stale
        self.computer.give_forced()  # an answer that is all a seat may do is not waited for
        shown.acting = self.at_mouse.choose_actor()
        shown.viewer, shown.looking = self.at_mouse.viewer, self.at_mouse.looking
        shown.view = self.door.view(shown.looking)
        if self.ui.bottom != shown.viewer:  # the table turns to the player at the mouse
            self.ui.bottom = shown.viewer
            self.painter.turned()
            self.snap = True
        self._sync(initial)
        if self.snap and self.physics.grabbed is None:
            # another layout, or the table turned: every piece stands in its new place at once
            # (nothing was played: no card flies across the table, over the others' strips)
            self.physics.settle()
        self.snap = False
        shown.aff = self._affordances()
        self.at_mouse.race_affordances(shown.acting)
        self.log.follow()
        self.column.follow(self.log.summary)
        self.ui.banner_up = self.log.banner is not None  # (the board may leave its middle free)
        self.buttons.place()
        self.keys.forget()
        self.saving.persist()
        self._game_over()
        self.invalidate()

    def _sync(self, initial: bool = False) -> None:
        sync_pieces(self.shown, self.stage, self.ui, self.physics, self.tray.arrange, initial)

    def invalidate(self) -> None:
        """What the table shows changed: the next frame is drawn."""
        if self.app is not None:
            self.app.invalidate()

    def _affordances(self) -> Affordances:
        """What the human who acts may do now (nothing for a computer player or a replay)."""
        door, acting, looking = self.door, self.shown.acting, self.shown.looking
        if acting is not None and self.is_human(acting) and not self.readonly:
            return self.ui.affordances(door.view(acting), acting, door.legal(acting))
        if looking is not None and looking in self.at_mouse.steppers():
            return self.ui.affordances(door.view(looking), looking, door.legal(looking))  # their cards are on screen
        return Affordances()

    def _game_over(self) -> None:
        if self.door.result is not None and not self.game_over_shown and self.app is not None \
                and not self.readonly and self.director.game_over_screen:
            self.game_over_shown = True
            from .gameover import GameOverScene
            self.app.push(GameOverScene(self))

    # ---- scenes over the table ---------------------------------------------------------
    def _push(self, scene) -> None:
        self.stack.push(scene)

    def _cover(self, seat: int) -> None:
        from .cover import CoverScene
        self.stack.push(CoverScene(self, seat))

    def _pick(self, title: str, options: list[Option], at: tuple[int, int]) -> None:
        from .pick import PickScene
        self.stack.push(PickScene(self, title, options, at))

    def _browse(self, title: str, faces: list) -> None:
        from .browse import BrowseScene
        self.stack.push(BrowseScene(self, title, faces))

    def open_menu(self) -> None:
        from .menu import PauseMenu
        self.stack.push(PauseMenu(self))

    def uncover(self, seat: int) -> None:
        self.at_mouse.uncover(seat)

    def serve(self, seat: int | None) -> None:
        """In a race, show `seat` their own cards to answer (None: back to everyone)."""
        self.at_mouse.serve(seat)

    def step_in(self, seat: int | None) -> None:
        """`seat` steps in between the turn player's actions (AP-7.7); None: back."""
        self.at_mouse.step_in(seat)

    def save_info(self):
        return self.saving.save_info()

    def save_game(self) -> None:
        """Ctrl+S: save to the saves folder under a new name (as the director says)."""
        self.director.save_game(self)

    def load_game(self) -> None:
        self.saving.load_game()

    def menu_entries(self) -> list[tuple[str, Callable[[], None]]]:
        return [(T("Save game (Ctrl+S)"), self.save_game), (T("Load game (Ctrl+O)"), self.load_game),
                (T("Edit table layout"), self.edit_layout)]

    def edit_layout(self) -> None:
        """Open the layout editor over this table (the game waits meanwhile)."""
        from .editor import LayoutEditor

        while self.stack.top is not self:  # the pause menu that asked
            self.stack.pop()
        self.stack.push(LayoutEditor(self))

    def open_rules(self, rule: str | None = None) -> None:
        try:
            from .rules_scene import RulesScene
        except ImportError:
            self.notice(T("The rules reference is not available."))
            return
        if rule is None and self.shown.last_refusal:
            import re
            m = re.search(r"\[([A-Z]+-[\d.]+)\]", self.shown.last_refusal)
            rule = m.group(1) if m else None
        self.stack.push(RulesScene(self.game.name, rule, self.fonts, self.layout.colors))

    # ---- acting ----------------------------------------------------------------------
    def direct(self, director: TableDirector | None) -> None:
        """Let `director` run the table's actions (None: a free game again)."""
        self.director = director or FREE_GAME
        if director is None:
            self.game_over_shown = self.door.result is not None  # an ended lesson opens no screen later

    def perform(self, action: Action) -> bool:
        """A human's action at the mouse, through the director; a refusal becomes a toast."""
        return self.director.perform(self, action)

    def play(self, action: Action) -> bool:
        """Commit the action of the human at the mouse; a refusal becomes a toast."""
        action = self.computer.arrived(action)  # an answer whose order counts: timed (AP-7.6)
        outcome = self.door.commit(action, source="here")
        self.computer.race.settle(outcome.ok)  # (a refused answer did not arrive)
        if outcome.refusal is not None:
            self.refuse(str(outcome.refusal))
            return False
        self.cue("drop")
        return True

    def _heard(self, note: Committed) -> None:
        """The match changed (whoever committed it): forget a refusal the human's own action
        or a lesson's run put right, and re-read the position."""
        if note.source in ("here", "lesson"):
            self.shown.last_refusal = ""
        if self._held:
            self._missed = True  # re-read once, when the hold ends
        else:
            self.refresh()

    _held = 0
    _missed = False

    @contextmanager
    def holding(self) -> Iterator[None]:
        """Several changes that make one (Undo taking back a decision and the computer moves
        after it): the table re-reads the position once, after the last."""
        self._held += 1
        try:
            yield
        finally:
            self._held -= 1
            if not self._held and self._missed:
                self._missed = False
                self.refresh()

    def cue(self, name: str) -> None:
        """A short sound (ui/sound.py): silent when muted or without an audio device."""
        from .sound import sounds
        sounds().play(name)

    def refuse(self, message: str) -> None:
        """A gesture was refused: the director may put it in other words, then it is shown."""
        self.show_refusal(self.director.refused(self, message))

    def show_refusal(self, message: str) -> None:
        self.shown.last_refusal = message
        self.cue("refused")
        self.shown.toasts = [Toast(message, self.layout.colors["refused"])]

    def notice(self, message: str) -> None:
        self.shown.toasts = [Toast(message, self.layout.colors["text"], ttl=3.0)]

    def undo(self) -> None:
        """Ctrl+Z, the Undo button: as the director says."""
        self.director.undo(self)

    def redo(self) -> None:
        """Ctrl+Y, the Redo button: as the director says."""
        self.director.redo(self)

    def take_back(self) -> None:
        """Take back the last decision of a human (and the computer moves after it)."""
        self.undoing.take_back()
        self.game_over_shown = self.door.result is not None
        self.refresh()

    def play_again(self) -> None:
        """Redo the action taken back last."""
        self.undoing.play_again()

    # ---- input and time (their rooms do the work) --------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            return not self.readonly and self.keys.shortcut(event)
        return self.input.handle(event)

    def update(self, dt: float) -> None:
        look = self._look()
        self.physics.step(dt)
        self.shown.pointer.hover_time += dt
        self.shown.pointer.rest += dt
        self.tray.update(dt)
        self.log.update(dt)
        self.ui.banner_up = self.log.banner is not None
        for t in self.shown.toasts:
            t.ttl -= dt
        self.shown.toasts = [t for t in self.shown.toasts if t.ttl > 0]
        self.reload.update(dt)
        self.saving.update(dt)
        self.computer.update(dt)
        if self._look() != look:
            self.invalidate()

    def _look(self) -> tuple:
        """What time alone changes on screen: toasts, the banner, "thinking...", the preview."""
        ptr = self.shown.pointer
        return (tuple(map(SameObject, self.shown.toasts)), SameObject(self.log.banner), self.computer.busy,
                ptr.hover_pid is not None and ptr.hover_time >= self.layout.hover_delay and not self.covered(),
                self.hud.tip())

    def animating(self) -> bool:
        """Cards in motion, a drag, a computer player's move shown, a banner or toast fading."""
        return (self.shown.pointer.dragging is not None or self.computer.anim is not None
                or not self.physics.all_at_rest() or self.log.fading()
                or any(t.ttl <= FADE_SECONDS for t in self.shown.toasts))

    def wake_in(self) -> float | None:
        """The soonest of: a computer player to start or to hear from, a banner or toast that
        starts to fade, a card preview that opens."""
        ptr = self.shown.pointer
        waits = [w for w in (self.computer.wake_in(), self.log.wake_in(), self.tray.wake_in()) if w is not None]
        waits += [t.ttl - FADE_SECONDS for t in self.shown.toasts]
        if ptr.hover_pid is not None and ptr.hover_time < self.layout.hover_delay:
            waits.append(self.layout.hover_delay - ptr.hover_time)
        if ptr.rest < self.layout.hover_delay:  # (a tip of what lies under a resting pointer)
            waits.append(self.layout.hover_delay - ptr.rest)
        return max(0.0, min(waits)) if waits else None

    def settle(self) -> None:
        """Finish every animation at once (tests and screenshots)."""
        self.computer.settle()

    # ---- drawing ---------------------------------------------------------------------
    def face(self, face: tuple, size: tuple[int, int], quarter: float = 0) -> pygame.Surface:
        """A face at `size` pixels (turned `quarter` quarter turns, or degrees as a float); cached."""
        return self.painter.face(face, size, quarter)

    def draw(self, surface: pygame.Surface) -> None:
        self.painter.draw(surface)

    def changed(self):
        """The parts of the screen the last frame redrew (ui/app.py presents only those)."""
        return self.painter.changed()

    def presented(self) -> None:
        self.painter.presented()

    # ---- helpers for tests and tools ---------------------------------------------------
    def screen_pos(self, pid_or_tid: str) -> tuple[int, int]:
        """Where on the screen a piece or drop place is (its centre), for posting events."""
        return screen_pos(self.stage, self.shown, self.physics, pid_or_tid)

    def visible_pos(self, pid: str) -> tuple[int, int]:
        """A screen point where a click lands on piece `pid` itself, not on a card over it."""
        return visible_pos(self.stage, self.shown, self.physics, pid)

    def button(self, label: str) -> ButtonWidget | None:
        return self.buttons.button(label)
