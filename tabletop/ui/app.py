"""The window and its stack of scenes (Tuxemon's shape).

Scenes form a stack: the title screen, a table, and on top of it a cover screen, a dialog,
the rules reference... Input goes from the top scene down until one consumes it; drawing
goes from the topmost opaque scene up, so a dialog is drawn over the table it belongs to.
`draw()` never changes state: everything that changes happens in `handle` and `update`.

`App.step()` runs exactly one frame (events, update, draw, flip), so tests post real pygame
events and step the app headless (SDL_VIDEODRIVER=dummy).

`App.run()` is a loop that rests: it draws only when something changed. A frame is drawn
after input, while a scene is `animating()` (a card gliding, a fading banner; at most 60 a
second: the frame rate is a ceiling, not a heartbeat) and when a scene says its look changed
(`App.invalidate()`: a computer player's move, a toast gone). Otherwise the loop sleeps until the
next event or until the soonest `wake_in()` of a scene (a computer player being waited for,
a timer), and then only updates. Under X11 it sleeps truly: blocked in `select()` on the X
connection and a wake pipe (tabletop/ui/waiting.py). Elsewhere (dummy driver, Wayland, Windows,
macOS) it sleeps in short naps between looks at the event queue rather than in
`pygame.event.wait`, which with pygame-ce 2.5 / SDL 2.32 polls (1.4% of a core under X11
whatever its timeout; naps of `NAP_SECONDS`: 0.6%; after a quarter of a second without input
the naps grow to `DEEP_NAP_SECONDS`: about 0.15%; tools/bench_frame.py prints the idle figures).
"""

from __future__ import annotations

import os
import sys
import time
from typing import TypeVar

import pygame

from ..words import language
from . import scale, textfit, waiting

MIN_SIZE = (640, 400)


_S = TypeVar("_S", bound="Scene")


class Scene:
    """One screen or overlay on the stack."""

    #: whether the scenes below are hidden (not drawn) while this one is on top
    opaque = True
    #: whether this scene's time runs also while other scenes lie over it (a table under a
    #: dialog, a lesson or a menu), so overlays need not forward `update`; an opaque scene
    #: above it (a hot-seat cover) still stops it
    live = False
    #: an overlay through which the table under it is still played (a lesson's steps): the
    #: table's card preview still shows under it; any other scene on top hides the preview
    plays_through = False

    def __init__(self) -> None:
        self.app: App | None = None

    @property
    def stack(self) -> "App":
        """The stack of scenes this one is on (the app): only once it was pushed, as in
        handlers, updates and draws; before, it is a mistake of the program."""
        if self.app is None:
            raise RuntimeError(f"{type(self).__name__} is not on the stack of scenes yet")
        return self.app

    def enter(self, app: "App") -> None:
        """Called when pushed (the window exists)."""
        self.app = app

    def leave(self) -> None:
        """Called when popped."""

    def handle(self, event: pygame.event.Event) -> bool:
        """Return True if the event was consumed (it then stops here)."""
        return False

    def update(self, dt: float) -> None:
        """Advance time by dt seconds (the top scene, and the `live` scenes under it)."""

    def lay_out(self, size: tuple[int, int]) -> None:
        """Work out where things go in a window of `size` (boxes, rows, hit rectangles): the
        app calls it when the scene is pushed and before each frame it draws, so `draw` only
        draws and the handlers find what the last frame showed."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene; must not change any state (the layout is `lay_out`'s)."""

    def resized(self, size: tuple[int, int]) -> None:
        """The window changed size."""

    def animating(self) -> bool:
        """Whether the scene moves by itself now, so that every frame must be drawn."""
        return False

    def wake_in(self) -> float | None:
        """Seconds until the scene needs `update` though nothing happens (None: not before
        the next event). An update that changes the look calls `app.invalidate()`."""
        return None

    def changed(self) -> list | None:
        """Where the frame just drawn differs from the one in the window, if the scene knows
        (a list of rectangles, maybe empty); None: anywhere (the whole window is shown)."""
        return None

    def presented(self) -> None:
        """The frame just drawn is in the window now."""


#: the longest the main loop sleeps between updates when nothing happens (seconds)
REST_SECONDS = 0.5
#: the frame rate's ceiling
FPS = 60
#: the resting loop looks at the event queue this often (the longest extra input delay) ...
NAP_SECONDS = 0.01
#: ... and, once no input has come for `SETTLE_SECONDS`, this often: a table that waits for a
#: player who is thinking wakes 25 times a second, and the first move of the mouse after the
#: pause is seen within 40 ms (then the naps are short again)
DEEP_NAP_SECONDS = 0.04
SETTLE_SECONDS = 0.25
#: a user event that wakes the resting loop (a computer player has answered)
WAKE = pygame.USEREVENT + 7


def wake_up() -> None:
    """Wake the main loop from another thread (safe to call from any thread)."""
    try:
        pygame.event.post(pygame.event.Event(WAKE))
    except pygame.error:
        pass  # no window (any more)
    waiting.poke()  # the loop blocked in select() (waiting.py) does not see SDL's queue


#: seconds between the interpreter's thread switches while the window is open
SWITCH_INTERVAL = 0.0005

#: events that change nothing in the window by themselves (any other, such as an expose or a
#: resize, makes the next frame shown whole)
INPUT_EVENTS = frozenset((pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL,
                          pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT, pygame.TEXTEDITING, WAKE))


class App:
    """The window, the clock and the scene stack."""

    def __init__(self, size: tuple[int, int] | None = (1280, 800), title: str = "tabletop") -> None:
        """`size` None: the window the table-size setting asks for (ui/scale.py)."""
        pygame.display.init()  # sound: ui/sound.py opens the mixer itself, and copes when it cannot
        from ..persist import settings
        #: how large the table is drawn, in percent (ui/scale.py)
        self.scale = scale.clamp(settings.load().get("scale", scale.STEPS[0]))
        if size is None:
            size = scale.window_for(self.scale, scale.screen_size())
        self._lang = language()
        if pygame.display.get_driver() == "x11":
            # The window's pixels go to the X server itself, not through an OpenGL texture: under
            # a software OpenGL (Xvfb, a VM, a desktop without GPU driver) that texture costs 5-6 ms
            # of CPU per frame, the X server's copy 0.1 ms; and only the changed parts are sent
            # (`present`). SDL reads the variable when the window is made; the user's value wins.
            os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
        # A computer player thinks in a thread and holds the GIL between switches: with the
        # default 5 ms switch interval a frame drawn while the search bot thinks takes 67 ms
        # (median, p95 107 ms); at 0.5 ms, 12 ms (p95 18 ms) (tools/bench_think.py).
        sys.setswitchinterval(SWITCH_INTERVAL)
        pygame.font.init()
        from .sound import sounds
        self.sounds = sounds()  # the cues are made now (silent with the dummy audio driver)
        pygame.display.set_caption(title)
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.clock = pygame.time.Clock()
        self._last_event = time.perf_counter()  # when input last came (the naps grow after it)
        self.scenes: list[Scene] = []
        self.running = True
        self.focused = True
        self.frame = 0
        #: frames are drawn only when something changed (see `run`)
        self.dirty = True
        self._resting = False
        #: the scenes whose frame is in the window (None: show the next frame whole)
        self._shown: tuple | None = None
        #: frames shown in part (only what changed sent to the window) and whole
        self.partial_frames = 0
        self.whole_frames = 0
        #: counts what was drawn on the screen surface: each scene drawn by `draw`, a resize, a
        #: tool's own drawing (`show_whole`); a scene that finds it where its last draw left it
        #: knows the surface still holds its frame (the table then draws only what changed)
        self.scribbles = 0
        self.headless = os.environ.get("SDL_VIDEODRIVER") == "dummy"
        #: blocks the resting loop until input (None: it naps)
        self.waiter = waiting.for_window(pygame.display.get_driver(), pygame.display.get_wm_info())

    # ---- stack ----------------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> Scene:
        self.scenes.append(scene)
        scene.enter(self)
        scene.lay_out(self.screen.get_size())
        return scene

    def pop(self, scene: Scene | None = None) -> Scene | None:
        """Pop the top scene, or `scene` and everything above it."""
        if not self.scenes:
            return None
        if scene is None:
            s = self.scenes.pop()
            s.leave()
            return s
        while self.scenes:
            s = self.scenes.pop()
            s.leave()
            if s is scene:
                return s
        return None

    def replace(self, scene: Scene) -> Scene:
        """Clear the stack and show `scene`."""
        while self.scenes:
            self.pop()
        return self.push(scene)

    def find(self, kind: type[_S]) -> _S | None:
        for s in reversed(self.scenes):
            if isinstance(s, kind):
                return s
        return None

    # ---- frames ---------------------------------------------------------------------
    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type == pygame.WINDOWFOCUSLOST:
            self.focused = False
        elif event.type == pygame.WINDOWFOCUSGAINED:
            self.focused = True
        if event.type == pygame.VIDEORESIZE:
            w, h = max(MIN_SIZE[0], event.w), max(MIN_SIZE[1], event.h)
            if (w, h) != self.screen.get_size():
                self.screen = pygame.display.set_mode((w, h), pygame.RESIZABLE)
                self.scribbles += 1
            for s in list(self.scenes):
                s.resized((w, h))
            return
        if scale.key(self, event):  # Ctrl+plus, Ctrl+minus, Ctrl+0 on any screen
            return
        for s in reversed(list(self.scenes)):
            if s.handle(event):
                return

    def step(self, dt: float | None = None, events: list | None = None) -> None:
        """One frame: events, update, draw, flip (in `rest`: draw only if something changed)."""
        if dt is None:
            dt = min(self.clock.tick(FPS) / 1000.0, 0.1)
        if self._lang != language():  # the player switched the language: every scene anew
            self._lang = language()
            self.dirty = True
            for s in list(self.scenes):
                s.resized(self.screen.get_size())
        for event in (pygame.event.get() if events is None else events):
            if event.type != WAKE:
                self.dirty = True
            if event.type not in INPUT_EVENTS:
                self._shown = None
            self.dispatch(event)
            if not self.running:
                return
        for s in self.updating():
            s.update(dt)
        if not self._resting or self.dirty or self.animating():
            self.draw()
            self.present()
            self.frame += 1
            self.dirty = False

    def present(self) -> None:
        """Show the frame just drawn: only where it changed when the one scene drawn knows
        where (the table), else the whole window."""
        drawn = tuple(self.scenes[self._first_drawn():])
        rects = None
        if self._shown is not None and len(drawn) == 1 and len(self._shown) == 1 and self._shown[0] is drawn[0]:
            rects = drawn[0].changed()
        if rects is None:
            pygame.display.flip()
            self.whole_frames += 1
        else:
            if rects:
                pygame.display.update(rects)
            self.partial_frames += 1
        for s in drawn:
            s.presented()
        self._shown = drawn

    def show_whole(self) -> None:
        """Something else was drawn in the window or on `screen` (a tool, a test): show the next
        frame whole, and let no scene take the surface for its own last frame (`scribbles`)."""
        self._shown = None
        self.scribbles += 1

    def invalidate(self) -> None:
        """What a scene shows has changed: draw the next frame."""
        self.dirty = True

    def animating(self) -> bool:
        return any(s.animating() for s in self.updating())

    def rest(self) -> None:
        """One turn of the main loop that rests: a frame when something changed or moves,
        otherwise sleep until an event or the soonest `wake_in` of a scene, and update."""
        self._resting = True
        try:
            self._rest()
        finally:
            self._resting = False

    def _rest(self) -> None:
        if self.dirty or self.animating():
            self.step()
            return
        waits = [w for s in self.updating() if (w := s.wake_in()) is not None]
        until = time.perf_counter() + waiting.timeout_for(waits, REST_SECONDS)
        events = pygame.event.get()
        while not events and time.perf_counter() < until:
            now = time.perf_counter()
            if self.waiter is not None:
                self.waiter.wait(waiting.block_for(until - now, now - self._last_event, SETTLE_SECONDS, NAP_SECONDS))
            else:
                nap = NAP_SECONDS if now - self._last_event < SETTLE_SECONDS else DEEP_NAP_SECONDS
                time.sleep(max(0.0, min(nap, until - now)))
            events = pygame.event.get()
        if events:
            self._last_event = time.perf_counter()
        rested = self.clock.tick() / 1000.0
        if events and rested < 1 / FPS:  # the ceiling: input faster than the frame rate waits a little
            time.sleep(1 / FPS - rested)
            rested += self.clock.tick() / 1000.0
            events += pygame.event.get()
        self.step(min(rested, 1.0), events)

    def updating(self) -> list[Scene]:
        """The scenes whose time runs now, bottom first: the top one, and every `live` scene
        with no opaque scene above it."""
        out = []
        hidden = False
        for i in range(len(self.scenes) - 1, -1, -1):
            s = self.scenes[i]
            if i == len(self.scenes) - 1 or (s.live and not hidden):
                out.append(s)
            hidden = hidden or s.opaque
        return out[::-1]

    def _first_drawn(self) -> int:
        """The topmost opaque scene: it and those above it are drawn."""
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                return i
        return 0

    def draw(self) -> None:
        start = self._first_drawn()
        if not self.scenes:
            self.screen.fill((0, 0, 0))
            self.scribbles += 1
        size = self.screen.get_size()
        for s in self.scenes[start:]:
            s.lay_out(size)
            textfit.new_frame(self.screen)
            s.draw(self.screen)
            self.scribbles += 1

    def run(self) -> None:
        while self.running and self.scenes:
            self.rest()
        pygame.quit()

    def resize(self, size: tuple[int, int]) -> None:
        """Resize the window as a user would (tests use it)."""
        self.dispatch(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))

    def screenshot(self, path: str) -> None:
        self.draw()
        pygame.image.save(self.screen, path)
