"""How large the whole table is drawn: 100% to 200% of the standard table (1280 x 800).

Every screen of the program draws itself to fit its window, so a larger table is first of
all a larger window: the window opens (and, when the setting changes, grows or shrinks) at
the chosen size, as far as the screen has room, and the table is drawn to fill it. Where the
screen has no more room the table stays as large as the window draws it: larger means larger
or the same, never smaller. (Laying it out for a smaller window, on its compact layout, drew
the words larger but the board smaller: the Afterworld world's cards 62 px high instead of 74,
an Austin Powers hand 99 instead of 110, at 200% on a 1280 x 800 screen.)

The setting is remembered in settings.json (tabletop/persist/settings.py); Ctrl+plus,
Ctrl+minus and Ctrl+0 change it on any screen, the title screen has a button for it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from .app import App

#: the steps of the setting, in percent
STEPS = (100, 125, 150, 175, 200)
#: the standard table's size in pixels at 100%
BASE = (1280, 800)
#: how much of the screen the window may take at most (all of it: the compact layouts are made
#: for a 1024 x 600 screen, and a window any smaller would draw their words below 12 px)
ROOM = 1.0


def clamp(percent) -> int:
    """The step nearest to `percent` (a setting read from a file: anything)."""
    try:
        value = float(percent)
    except (TypeError, ValueError):
        return STEPS[0]
    if value != value:  # NaN
        return STEPS[0]
    return min(STEPS, key=lambda s: abs(s - value))


def step(percent: int, by: int) -> int:
    """The next step up (`by` 1) or down (-1) from `percent`, staying within the steps."""
    i = STEPS.index(clamp(percent))
    return STEPS[max(0, min(len(STEPS) - 1, i + by))]


def window_for(percent: int, screen: tuple[int, int] | None) -> tuple[int, int]:
    """The window for the table at `percent`: the standard size times the scale, made smaller
    (its shape kept) where the screen (`screen`, None: unknown) has no room for it."""
    k = clamp(percent) / 100
    w, h = BASE[0] * k, BASE[1] * k
    if screen is not None and screen[0] > 0 and screen[1] > 0:
        fit = min(1.0, screen[0] * ROOM / w, screen[1] * ROOM / h)
        if fit < 1.0:
            return (int(w * fit), int(h * fit))
    return (round(w), round(h))


def screen_size() -> tuple[int, int] | None:
    """The size of the screen the window opens on (None: the system does not say)."""
    try:
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return None
    return (int(sizes[0][0]), int(sizes[0][1])) if sizes else None


def apply(app: "App", percent: int) -> str:
    """Draw the table at `percent`: the window takes that size where the screen has room,
    every scene lays itself out again, and the setting is kept for the next start. Returns what
    to tell the player: the size, or why it could not be kept."""
    from ..persist import settings
    app.scale = clamp(percent)
    size = window_for(app.scale, screen_size())
    if size != app.screen.get_size():
        app.resize(size)
    else:
        for s in list(app.scenes):
            s.resized(size)
    app.show_whole()
    app.invalidate()
    return settings.save(scale=app.scale) or said(app.scale, size)


def said(percent: int, size: tuple[int, int]) -> str:
    """What the player is told of a new size: where the screen had no room for all of it."""
    from ..words import msg
    if size[0] >= round(BASE[0] * percent / 100):
        return msg("Table {n}%", n=percent)
    return msg("Table {n}%: as large as this screen allows", n=percent)


def key(app: "App", event: pygame.event.Event) -> bool:
    """Ctrl+plus, Ctrl+minus, Ctrl+0: the table larger, smaller, standard. True if it was one."""
    if event.type != pygame.KEYDOWN or not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
        return False
    if event.key in (pygame.K_EQUALS, pygame.K_PLUS, pygame.K_KP_PLUS):
        told = apply(app, step(app.scale, 1))
    elif event.key in (pygame.K_MINUS, pygame.K_KP_MINUS):
        told = apply(app, step(app.scale, -1))
    elif event.key in (pygame.K_0, pygame.K_KP_0):
        told = apply(app, STEPS[0])
    else:
        return False
    notice = getattr(app.top, "notice", None)  # (a table shows it a moment; other screens show the size)
    if callable(notice):
        notice(told)
    return True
