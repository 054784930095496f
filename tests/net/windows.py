"""What the tests of the hosted game's windows share: the joining player's window, bounded
waits, a hosted Afterworld game at two windows (`Tables`), and one player's gesture.

Everything binds 127.0.0.1 on a port the system picks; every wait is bounded (`until`), and
every test stops the host and the clients it started.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))

from drive import app as host_app, click, drag  # noqa: E402

from tabletop.ui.app import App  # noqa: E402
from tabletop.ui.netplay.lobby import NetWaitScene  # noqa: E402
from tabletop.ui.netplay.scene import NetTableScene  # noqa: E402
from tabletop.ui.netplay.start import host_scene, join_scene  # noqa: E402


_OTHER: list[App] = []


def other_app() -> App:
    """The joining player's "window" (SDL has one: both apps draw on it; nothing here reads pixels)."""
    if not _OTHER or pygame.display.get_surface() is None:
        _OTHER[:] = [App((1280, 800))]
    b = _OTHER[0]
    while b.scenes:
        b.pop()
    b.running = True
    return b


def until(apps, test, seconds: float = 15.0, what: str = "") -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        for a in apps:
            a.step(1 / 60, [])
        if test():
            return
        time.sleep(0.005)
    raise AssertionError(f"not within {seconds:g} s: {what}")


class Tables:
    """A hosted Afterworld game: Ann at the host's window (seat 1), Bob joining (seat 2)."""

    def __init__(self, seed: int = 5, code: str = "tiger") -> None:
        self.a, self.b = host_app(), other_app()
        self.wait = host_scene("afterworld", ["here", "remote"], name="Ann", bind="127.0.0.1", port=0,
                               code=code, seed=seed, takeover=None)
        self.a.push(self.wait)
        self.host = self.wait.hosting.host
        self.address = f"127.0.0.1:{self.host.port}"
        self.joins: list[NetWaitScene] = []

    def join(self, **kw) -> NetWaitScene:
        kw.setdefault("code", "tiger")
        j = join_scene(self.address, name="Bob", **kw)
        self.joins.append(j)
        self.b.push(j)
        return j

    def both_tables(self) -> tuple[NetTableScene, NetTableScene]:
        until([self.a, self.b], lambda: isinstance(self.a.top, NetTableScene) and isinstance(self.b.top, NetTableScene),
              what="both tables open")
        return self.a.top, self.b.top  # type: ignore[return-value]

    def close(self) -> None:
        for j in self.joins:
            j.remote.stop()
        self.wait.remote.stop()
        self.wait.hosting.stop()
        for a in (self.a, self.b):
            while a.scenes:
                a.pop()



def hosted_tables():
    """A `Tables`, closed when the test ends (the body of each test file's fixture)."""
    t = Tables()
    try:
        yield t
    finally:
        t.close()


def gesture(a: App, t: NetTableScene) -> bool:
    """Do one legal thing at table `t` the way a player would: a button, a click, a drag."""
    aff = t.shown.aff
    if aff.buttons:
        w = t.button(aff.buttons[0][0].label)
        assert w is not None
        click(a, w.rect.center)
        return True
    if aff.clicks:
        click(a, t.visible_pos(next(iter(aff.clicks))))
        return True
    for pid, drops in aff.drags.items():
        for tid in drops:
            drag(a, t, pid, tid)
            if a.top is not t:  # several actions on one drop: the first choice
                choice = a.top
                click(a, choice.widgets[0].rect.center)  # type: ignore[attr-defined]
            return True
    return False

