"""The replay viewer: a finished (or saved) game, position by position, on its own table.

    Left / Right      one action back / forward        Home / End   the start / the end
    Up / Down         one turn back / forward          Space        play / pause
    V                 whose hidden cards are shown     click/drag the bar to scrub
    Esc               close

The table is a read-only TableScene: hovering still previews cards, nothing can be played.
`export_frames` writes every position (or every n-th) as PNG files, headless.

A hot-seat game that is not over (its autosave, a Ctrl+S save) opens in the public view
only: nobody's hand is shown and V is refused with the reason, so that the player who steps
away from the table cannot be looked at through the replay. The file holds every hand all
the same (README.md, "Files"): reading them is then a deliberate act, not a key press.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from ..engine.history import Match
from ..persist.loading import load_match
from .app import App, Scene
from .session import table_for_match
from .table import TableScene
from ..play import Seat
from .theme import blit_text, rounded, shade
from ..words import T, tr


class Replay:
    """A recorded game, whole: its match (which the viewer's table moves through with
    `Match.seek`), the log line of each action and the turn of each position."""

    def __init__(self, match: Match) -> None:
        self.match = match
        self.words = [e.words for e in match.history]
        #: the turn of the position after i actions (one pass forward)
        turns = match.game.turns_taken
        self.turns = [turns(st) or 0 for st in match.positions()]
        self.turn_starts = [0] + [i for i in range(1, len(self.turns)) if self.turns[i] != self.turns[i - 1]]

    def __len__(self) -> int:
        return len(self.turns)

    def turn_at(self, i: int) -> int:
        return self.turns[i]


#: why V does nothing in the replay of a hot-seat game that is not over
PUBLIC_ONLY = T("This hot-seat game is not over: its replay shows only what every player sees. "
               "Hands are shown once the game has ended.")


def public_only(info, match: Match) -> bool:
    """Whether a recorded game is shown in the public view only: a game that is not over
    with two or more people at this table's mouse (hot-seat), or whose seats are unknown."""
    if match.state.result is not None:
        return False
    seats = [st for st in info.seats if isinstance(st, dict)]
    return len(seats) < match.state.seats or sum(1 for st in seats if st.get("human")) > 1


class ReplayScene(Scene):
    """Controls drawn over a read-only table."""

    opaque = False

    def __init__(self, replay: Replay, table: TableScene, title: str = "", public: bool = False) -> None:
        super().__init__()
        self.replay = replay
        self.table = table
        self.title = title
        #: nobody's hidden cards are shown, and V is refused (`public_only`)
        self.public = public
        self.index = 0
        self.playing = False
        self.clock = 0.0
        self.bar = pygame.Rect(0, 0, 0, 0)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.scrubbing = False
        self.show_all = False
        self.show(len(replay) - 1)

    # ---- the table above the panel -------------------------------------------------------
    @staticmethod
    def panel_height(size) -> int:
        return round(64 * min(size[0] / 1280, size[1] / 800))

    def enter(self, app) -> None:
        super().enter(app)
        self.resized(app.screen.get_size())

    def resized(self, size) -> None:
        """The table is drawn above the panel, so the panel covers no hand or pile."""
        self.table.reserved_bottom = self.panel_height(size)
        self.table.resized(size)

    def leave(self) -> None:
        self.table.reserved_bottom = 0
        if self.app is not None:
            self.table.resized(self.app.screen.get_size())

    # ---- moving through the game ---------------------------------------------------------
    def show(self, i: int) -> None:
        i = max(0, min(len(self.replay) - 1, i))
        self.index = i
        if self.public:
            self.table.at_mouse.hide_hands()  # the public view: no hand face up
        self.table.door.seek(i)

    def step(self, d: int) -> None:
        self.show(self.index + d)

    def turn(self, d: int) -> None:
        starts = self.replay.turn_starts
        if d > 0:
            later = [s for s in starts if s > self.index]
            self.show(later[0] if later else len(self.replay) - 1)
        else:
            earlier = [s for s in starts if s < self.index]
            self.show(earlier[-1] if earlier else 0)

    def switch_viewer(self) -> None:
        if self.public:
            self.table.show_refusal(PUBLIC_ONLY)
            return
        self.table.at_mouse.view_from((self.table.at_mouse.viewer + 1) % len(self.table.seats))
        self.table.refresh()

    # ---- input -----------------------------------------------------------------------
    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN:
            k = event.key
            if k == pygame.K_ESCAPE:
                if self.table.on_exit:
                    self.table.on_exit()
                else:
                    self.stack.running = False
            elif k == pygame.K_RIGHT:
                self.step(1)
            elif k == pygame.K_LEFT:
                self.step(-1)
            elif k in (pygame.K_DOWN, pygame.K_PAGEDOWN):
                self.turn(1)
            elif k in (pygame.K_UP, pygame.K_PAGEUP):
                self.turn(-1)
            elif k == pygame.K_HOME:
                self.show(0)
            elif k == pygame.K_END:
                self.show(len(self.replay) - 1)
            elif k == pygame.K_SPACE:
                self.playing = not self.playing
                if self.playing and self.index == len(self.replay) - 1:
                    self.show(0)
            elif k == pygame.K_v:
                self.switch_viewer()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.bar.collidepoint(event.pos):
            self.scrubbing = True
            self._scrub(event.pos[0])
            return True
        if event.type == pygame.MOUSEMOTION and self.scrubbing:
            self._scrub(event.pos[0])
            return True
        if event.type == pygame.MOUSEBUTTONUP and self.scrubbing:
            self.scrubbing = False
            return True
        return False  # hovering reaches the table: previews work

    def _scrub(self, x: int) -> None:
        if self.bar.width <= 0:
            return
        f = (x - self.bar.left) / self.bar.width
        self.show(round(f * (len(self.replay) - 1)))

    def animating(self) -> bool:
        return self.playing

    def update(self, dt: float) -> None:
        if self.playing:
            self.clock += dt
            if self.clock >= 0.35:
                self.clock = 0.0
                if self.index >= len(self.replay) - 1:
                    self.playing = False
                else:
                    self.step(1)

    # ---- layout and drawing ------------------------------------------------------------
    def lay_out(self, size) -> None:
        """The panel at the bottom and its bar (what a click on the bar finds)."""
        w, h = size
        s = min(w / 1280, h / 800)
        self.panel = pygame.Rect(0, h - self.panel_height(size), w, self.panel_height(size))
        self.bar = pygame.Rect(self.panel.left + round(20 * s), self.panel.top + round(38 * s),
                               self.panel.width - round(40 * s), round(12 * s))

    def draw(self, surface) -> None:
        colors = self.table.layout.colors
        fonts = self.table.fonts
        w, h = surface.get_size()
        s = min(w / 1280, h / 800)
        panel = self.panel
        rounded(surface, shade(colors["panel"], 0.9), panel, 0)
        rounded(surface, colors["button"], self.bar, self.bar.height // 2)
        n = max(1, len(self.replay) - 1)
        for start in self.replay.turn_starts:
            x = self.bar.left + self.bar.width * start / n
            pygame.draw.line(surface, colors["muted"], (x, self.bar.top - 3), (x, self.bar.bottom + 3), 1)
        knob = (round(self.bar.left + self.bar.width * self.index / n), self.bar.centery)
        pygame.draw.circle(surface, colors["selected"], knob, round(9 * s))
        st = self.table.shown
        words = self.replay.words[self.index - 1] if self.index else T("The game begins.")
        whose = tr("public view: hands hidden until the game is over") if self.public else \
            tr("showing {who}'s hidden cards (V)", who=st.names[self.table.at_mouse.viewer])
        head = tr("{title}  ·  action {n}/{last}  ·  turn {turn}  ·  {whose}", title=self.title, n=self.index,
                  last=len(self.replay) - 1, turn=self.replay.turn_at(self.index), whose=whose)
        blit_text(surface, fonts, head, (panel.left + 20 * s, panel.top + 8 * s), 14 * s, colors["text"], bold=True)
        blit_text(surface, fonts, words, (panel.right - 20 * s, panel.top + 8 * s), 14 * s, colors["muted"],
                  anchor="topright")
        keys = T("Left/Right: action · Up/Down: turn · Home/End · Space: play · V: whose cards · Esc: close")
        blit_text(surface, fonts, keys, (panel.centerx, panel.top + 24 * s), 11 * s, colors["muted"], anchor="midtop")


def open_replay(path: Path, size=(1280, 800), app: App | None = None) -> tuple[App, ReplayScene]:
    """A window (or the given app) showing the replay at `path` (DataError if it is broken)."""
    match, info = load_match(path, undo="all")
    seats = [Seat(name) for name in match.state.names]
    replay = Replay(match)
    table = table_for_match(match, seats, info.layout or None, autosave=False, readonly=True)
    app = app or App(size, title=f"tabletop replay: {Path(path).name}")
    app.push(table)
    scene = ReplayScene(replay, table, Path(path).name, public=public_only(info, match))
    app.push(scene)
    return app, scene


def export_frames(path: Path, folder: Path, every: int = 1, size=(1280, 800)) -> list[Path]:
    """Write the positions of a replay as PNG files (frame-0000.png = the start)."""
    app, scene = open_replay(path, size)
    folder.mkdir(parents=True, exist_ok=True)
    out = []
    indices = list(range(0, len(scene.replay), max(1, every)))
    if indices[-1] != len(scene.replay) - 1:
        indices.append(len(scene.replay) - 1)
    for i in indices:
        scene.show(i)
        scene.table.settle()
        app.step(1 / 60, [])
        scene.table.settle()
        target = folder / f"frame-{i:04d}.png"
        app.screenshot(str(target))
        out.append(target)
    return out
