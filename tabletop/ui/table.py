"""The table: one game in progress, drawn from a layout and played with the mouse.

Data flows one way: a drop or click becomes an action, the engine checks and applies it,
and the table redraws what the engine's new state says. The table itself knows no rule:
a `GameUI` adapter tells it what to draw and which gesture does which legal action
(tabletop/ui/adapter.py).

While a piece is dragged, every legal drop place for it lights up, and only those. A drop
anywhere else is refused: the piece flies home and the engine's reason, with its rule id,
is shown. Computer players think off the UI thread (the window never freezes) and their
actions are shown as the same drags. With two or more humans, a cover screen hides the
hands whenever the player at the mouse must change (hot-seat).

`TableScene` is the house; each job is a room in tabletop/ui/rooms/ (the list is there).
The table keeps what all rooms read: the match, the layout, the pieces and drop places,
the affordances of the seat that acts, the toasts. It plays and takes back actions.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import Callable, Iterator

import pygame

from ..words import T
from ..engine.actions import Action
from ..engine.history import Match
from ..play import Committed, Seat, Table
from .adapter import Affordances, GameUI, Piece, Target
from .app import Scene
from .layout import Layout
from .physics import Physics
from .reload import LiveReload
from .rooms.bots import ComputerPlayers
from .rooms.buttons import TableButtons
from .rooms.director import FREE_GAME, TableDirector
from .rooms.keys import KeyFocus
from .rooms.input import TableInput
from .rooms.look import pick_layout, set_layout
from .rooms.news import TableNews
from .rooms.hudparts import Same
from .rooms.paint import TablePainter
from .rooms.saving import TableSaving
from .rooms.seats import Seating
from .rooms.sync import sync_pieces
from .rooms.tray import HandTray
from .rooms.undo import play_again, take_back, undo_refusal
from .theme import Fonts
from .widgets import ButtonWidget, Toast

#: a banner or toast fades out over its last half second (tabletop/ui/widgets.py)
FADE_SECONDS = 0.5


class TableScene(Scene):
    """A game in progress on a table layout.

    `threaded_bots`: where the computer players think: "process" (the program), True or
    "thread", False or "inline" (tests; see tabletop/ui/rooms/bots.py)."""

    live = True  # the cards glide and toasts fade under a menu, a lesson or a dialog

    def __init__(self, match: Match, ui: GameUI, layout: Layout, seats: list[Seat],
                 threaded_bots: bool | str = True, bot_delay: float = 0.55, seed: int = 0,
                 on_exit: Callable[[], object] | None = None, autosaver=None, readonly: bool = False,
                 sitting: Table | None = None) -> None:
        super().__init__()
        #: the match and its seats: every action is committed through `sitting.commit`
        #: (tabletop/play/table.py), and the table redraws when it hears of a change
        self.sitting = sitting if sitting is not None else Table(match, seats)
        self.sitting.listen(self._heard)
        self.game = match.game
        self.ui = ui
        self.layout = layout
        self.on_exit = on_exit
        self.readonly = readonly  # a replay: look, hover, preview; no actions, no covers, no bots
        self.fonts = Fonts(layout.font_file, layout.font_scale)
        self.physics = Physics()
        self.transform = layout.transform((1280, 800))
        self.pieces: dict[str, Piece] = {}
        self.targets: dict[str, Target] = {}
        self.aff = Affordances()
        self.acting: int | None = None
        self.toasts: list[Toast] = []
        self.last_refusal = ""
        self.game_over_shown = False
        #: counts the refreshes: the painter's still layer belongs to one of them
        self.version = 0
        #: who runs the actions: a free game, or an overlay's director (a lesson)
        self.director: TableDirector = FREE_GAME
        # the rooms
        self.seating = Seating(self)
        self.computer = ComputerPlayers(self, threaded_bots, bot_delay, seed)
        self.news = TableNews(self)
        self.saving = TableSaving(self, autosaver)
        self.input = TableInput(self)
        self.buttons = TableButtons(self)
        self.keys = KeyFocus(self)  # playing with the keys alone (Tab, Enter, Esc)
        self.tray = HandTray(self)  # a crowded hand opens under the pointer
        self.painter = TablePainter(self)
        self.reload = LiveReload(self)  # saving the layout file redraws the table with it

    # ---- life cycle ------------------------------------------------------------------
    def enter(self, app) -> None:
        super().enter(app)
        self.resized(app.screen.get_size())
        self.refresh(initial=True)

    #: pixels at the bottom of the window an overlay keeps for itself (the replay's panel):
    #: the table is laid out above them
    reserved_bottom = 0

    def resized(self, size: tuple[int, int]) -> None:
        size = (size[0], max(1, size[1] - self.reserved_bottom))
        if self.auto_layout and self._pick_layout(size):
            return
        self.transform = self.layout.transform(size)
        self.painter.forget()
        self.buttons.place()

    #: the layout follows the window (no layout was asked for): compact in a small window
    auto_layout = False
    _picked = ""

    def _pick_layout(self, size) -> bool:
        """Switch to the shipped layout that suits a window of `size`; True if it switched."""
        return pick_layout(self, size)

    def set_layout(self, layout: Layout) -> None:
        """Use another layout (live reload, the editor): the game goes on, everything is redrawn."""
        set_layout(self, layout)

    @property
    def match(self) -> Match:
        return self.sitting.match

    @property
    def seats(self) -> list[Seat]:
        return self.sitting.seats

    @property
    def state(self):
        return self.match.state

    def covered(self) -> bool:
        """Another scene lies over the table (a menu, the rules, a dialog), not one through
        which the table is played (a lesson's steps)."""
        top = self.app.top if self.app is not None else None
        return top is not None and top is not self and not top.plays_through

    def is_human(self, seat: int) -> bool:
        return self.seats[seat].human

    @property
    def looking(self) -> int | None:
        """The seat whose hidden cards are drawn face up (None in the public view)."""
        return self.seating.looking

    # ---- state -> table --------------------------------------------------------------
    def refresh(self, initial: bool = False) -> None:
        """Re-read the engine state: who acts, pieces, drop places, affordances, log, buttons."""
        self.version += 1  # what the painter composed from the old state is stale
        self.computer.give_forced()  # an answer that is all a seat may do is not waited for
        self.acting = self.seating.choose_actor()
        if self.ui.bottom != self.seating.viewer:  # the table turns to the player at the mouse
            self.ui.bottom = self.seating.viewer
            self.painter.turned()
        sync_pieces(self, initial)
        self.aff = self._affordances()
        self.seating.race_affordances(self.acting)
        self.news.follow()
        self.ui.banner_up = self.news.banner is not None  # (the board may leave its middle free)
        self.buttons.place()
        self.keys.forget()
        self.saving.persist()
        self._game_over()
        self.invalidate()

    def invalidate(self) -> None:
        """What the table shows changed: the next frame is drawn."""
        if self.app is not None:
            self.app.invalidate()

    def _affordances(self) -> Affordances:
        """What the human who acts may do now (nothing for a computer player or a replay)."""
        if self.acting is not None and self.is_human(self.acting) and not self.readonly:
            return self.ui.affordances(self.state, self.acting)
        looking = self.seating.looking
        if looking is not None and looking in self.seating.steppers():
            return self.ui.affordances(self.state, looking)  # their own cards are on screen
        return Affordances()

    def _game_over(self) -> None:
        if self.state.result is not None and not self.game_over_shown and self.app is not None \
                and not self.readonly and self.director.game_over_screen:
            self.game_over_shown = True
            from .gameover import GameOverScene
            self.app.push(GameOverScene(self))

    # ---- seats, saving (their rooms do the work) ---------------------------------------
    def uncover(self, seat: int) -> None:
        self.seating.uncover(seat)

    def serve(self, seat: int | None) -> None:
        """In a race, show `seat` their own cards to answer (None: back to everyone)."""
        self.seating.serve(seat)

    def step_in(self, seat: int | None) -> None:
        """`seat` steps in between the turn player's actions (AP-7.7); None: back."""
        self.seating.step_in(seat)

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
        if rule is None and self.last_refusal:
            import re
            m = re.search(r"\[([A-Z]+-[\d.]+)\]", self.last_refusal)
            rule = m.group(1) if m else None
        self.stack.push(RulesScene(self.game.name, rule, self.fonts, self.layout.colors))

    # ---- acting ----------------------------------------------------------------------
    def direct(self, director: TableDirector | None) -> None:
        """Let `director` run the table's actions (None: a free game again)."""
        self.director = director or FREE_GAME
        if director is None:
            self.game_over_shown = self.state.result is not None  # an ended lesson opens no screen later

    def perform(self, action: Action) -> bool:
        """A human's action at the mouse, through the director; a refusal becomes a toast."""
        return self.director.perform(self, action)

    def play(self, action: Action) -> bool:
        """Commit the action of the human at the mouse; a refusal becomes a toast."""
        action = self.computer.arrived(action)  # an answer whose order counts: timed (AP-7.6)
        outcome = self.sitting.commit(action, source="here")
        if outcome.refusal is not None:
            self.refuse(str(outcome.refusal))
            return False
        self.cue("drop")
        return True

    def _heard(self, note: Committed) -> None:
        """The match changed (whoever committed it): forget a refusal the human's own action
        or a lesson's run put right, and re-read the state."""
        if note.source in ("here", "lesson"):
            self.last_refusal = ""
        if self._held:
            self._missed = True  # re-read once, when the hold ends
        else:
            self.refresh()

    _held = 0
    _missed = False

    @contextmanager
    def holding(self) -> Iterator[None]:
        """Several changes that make one (Undo taking back a decision and the computer moves
        after it): the table re-reads the state once, after the last."""
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
        self.last_refusal = message
        self.cue("refused")
        self.toasts = [Toast(message, self.layout.colors["refused"])]

    def notice(self, message: str) -> None:
        self.toasts = [Toast(message, self.layout.colors["text"], ttl=3.0)]

    def undo_refusal(self) -> str:
        """Why Undo would be refused now ("" when it would not)."""
        return undo_refusal(self)

    def undo(self) -> None:
        """Ctrl+Z, the Undo button: as the director says."""
        self.director.undo(self)

    def redo(self) -> None:
        """Ctrl+Y, the Redo button: as the director says."""
        self.director.redo(self)

    def take_back(self) -> None:
        """Take back the last decision of a human (and the computer moves after it)."""
        take_back(self)

    def play_again(self) -> None:
        """Redo the action taken back last."""
        play_again(self)

    # ---- input and time (their rooms do the work) --------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        return self.input.handle(event)

    def update(self, dt: float) -> None:
        look = self._look()
        self.physics.step(dt)
        self.input.hover_time += dt
        self.tray.update(dt)
        self.news.update(dt)
        self.ui.banner_up = self.news.banner is not None
        for t in self.toasts:
            t.ttl -= dt
        self.toasts = [t for t in self.toasts if t.ttl > 0]
        self.reload.update(dt)
        self.saving.update(dt)
        self.computer.update(dt)
        if self._look() != look:
            self.invalidate()

    def _look(self) -> tuple:
        """What time alone changes on screen: toasts, the banner, "thinking...", the preview."""
        return (tuple(map(Same, self.toasts)), Same(self.news.banner), self.computer.busy,
                self.input.hover_pid is not None and self.input.hover_time >= self.layout.hover_delay
                and not self.covered())

    def animating(self) -> bool:
        """Cards in motion, a drag, a computer player's move shown, a banner or toast fading."""
        return (self.input.dragging is not None or self.computer.anim is not None or not self.physics.all_at_rest()
                or self.news.fading() or any(t.ttl <= FADE_SECONDS for t in self.toasts))

    def wake_in(self) -> float | None:
        """The soonest of: a computer player to start or to hear from, a banner or toast that
        starts to fade, a card preview that opens."""
        waits = [w for w in (self.computer.wake_in(), self.news.wake_in(), self.tray.wake_in()) if w is not None]
        waits += [t.ttl - FADE_SECONDS for t in self.toasts]
        if self.input.hover_pid is not None and self.input.hover_time < self.layout.hover_delay:
            waits.append(self.layout.hover_delay - self.input.hover_time)
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
        return self.input.screen_pos(pid_or_tid)

    def visible_pos(self, pid: str) -> tuple[int, int]:
        """A screen point where a click lands on piece `pid` itself, not on a card over it."""
        return self.input.visible_pos(pid)

    def button(self, label: str) -> ButtonWidget | None:
        return self.buttons.button(label)
