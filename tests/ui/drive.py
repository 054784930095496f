"""Drive a table headless with real pygame mouse and key events, as a player would."""

from __future__ import annotations

import pygame

from tabletop.engine.history import Match
from tabletop.games import get_game
from tabletop.ui.app import App
from tabletop.ui.games import make_ui
from tabletop.ui.layout import default_layout_name, load_layout
from tabletop.ui.table import TableScene
from tabletop.play import Seat

_APP: App | None = None


def app(size=(1280, 800)) -> App:
    """One window for the whole test session (SDL allows one); emptied for each table."""
    global _APP
    if _APP is None or not pygame.display.get_init() or pygame.display.get_surface() is None:
        _APP = App(size)  # a test that ran App.run() to its end quit pygame: open a new window
    while _APP.scenes:
        _APP.pop()
    if _APP.screen.get_size() != size:
        _APP.resize(size)
    _APP.running = True
    return _APP


def table(game_name: str, state=None, seats=None, players: int = 2, size=(1280, 800), seed: int = 1,
          layout: str | None = None, undo: str = "all") -> tuple[App, TableScene]:
    game = get_game(game_name)
    setup = game.default_setup(seed, players)
    match = Match(game, setup, state=state, undo=undo)
    lay = load_layout(layout or default_layout_name(game.name, players))
    seats = seats or [Seat(n) for n in match.state.names]
    t = TableScene(match, make_ui(game, lay), lay, seats, threaded_bots=False, bot_delay=0.05, seed=seed)
    a = app(size)
    a.push(t)
    settle(a, t)
    return a, t


def settle(a: App, t: TableScene, frames: int = 3) -> None:
    for _ in range(frames):
        a.step(1 / 60, [])
    t.settle()


def post(a: App, *events) -> None:
    a.step(1 / 60, list(events))


def click(a: App, pos) -> None:
    post(a, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    post(a, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    post(a, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def drag(a: App, t: TableScene, src: str, dst, steps: int = 8) -> None:
    """Press on piece `src`, move in steps to `dst` (an id or a screen point), release there."""
    start = t.visible_pos(src)
    end = t.screen_pos(dst) if isinstance(dst, str) else dst
    post(a, pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)))
    post(a, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for i in range(1, steps + 1):
        p = (round(start[0] + (end[0] - start[0]) * i / steps), round(start[1] + (end[1] - start[1]) * i / steps))
        post(a, pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0)))
    post(a, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))


def key(a: App, k, mod=0) -> None:
    post(a, pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))


def press_button(a: App, t: TableScene, label: str) -> None:
    w = t.button(label)
    assert w is not None, f"no button {label!r}; buttons: {[b.label for b in t.buttons.widgets]}"
    click(a, w.rect.center)


def save_as_editor(path, text) -> None:
    """Write a file as an editor would, with a later modification time than before (a live
    reload sees the change at its next poll)."""
    import os
    before = path.stat().st_mtime_ns if path.exists() else 0
    path.write_text(text)
    os.utime(path, ns=(before + 2_000_000_000, before + 2_000_000_000))


def screenshots_tool():
    """tools/screenshots.py as a module (it is a script, not part of the package)."""
    import importlib.util
    from pathlib import Path
    spec = importlib.util.spec_from_file_location(
        "screenshots", Path(__file__).resolve().parents[2] / "tools" / "screenshots.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def run_shots(shots, game: str, players: int, size, out) -> None:
    """Play the screenshot scenes of `shots` (opening, mid-game, game over) into `out`, quietly;
    the language goes back to English and the window to 1280x800 afterwards, as the other tests
    expect them."""
    import contextlib
    import io
    from tabletop import words
    a = app(size)
    try:
        with contextlib.redirect_stdout(io.StringIO()):
            shots.shots(a, game, players, size, None, 5, 0, out)
    finally:
        words.set_language("en")
        app((1280, 800))
