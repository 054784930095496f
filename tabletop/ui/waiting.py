"""Waiting for input without spending a core: the resting main loop (`App._rest`) blocks in
`select()` on the X server connection's socket and on a wake pipe, until an event comes, a
thread or a computer player's worker wakes it (`poke`), or the soonest deadline of a scene.

Where this cannot be done (SDL's dummy driver, Wayland, Windows, macOS, no libX11) `for_window`
gives None and the loop naps instead (`App._rest`). `pygame.event.wait(timeout)` is no answer:
SDL 2 polls inside it (1.4% of a core under X11 whatever the timeout).

Before blocking, events already read from the socket into Xlib's queue are looked for
(`XEventsQueued(QueuedAlready)`): the socket would not wake for them. SDL's own queue is
emptied by the caller (`pygame.event.get()`) just before `wait`, and an event posted from
another thread wakes the wait through `poke` (tabletop/ui/app.py `wake_up`).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import select
import sys

#: the wake pipe (read end, write end), made by the first waiter; None: nobody waits on it
_PIPE: tuple[int, int] | None = None


def _pipe() -> tuple[int, int]:
    global _PIPE
    if _PIPE is None:
        r, w = os.pipe()
        os.set_blocking(r, False)
        os.set_blocking(w, False)
        _PIPE = (r, w)
    return _PIPE


def poke() -> None:
    """Wake a waiter now (safe from any thread; nothing happens when nobody waits)."""
    if _PIPE is not None:
        try:
            os.write(_PIPE[1], b"!")
        except (BlockingIOError, OSError):
            pass  # the pipe is full: the waiter wakes anyway


def _x_display(info: dict) -> int | None:
    """The X Display pointer in `pygame.display.get_wm_info()` (a capsule), or None."""
    cap = info.get("display")
    if cap is None:
        return None
    if isinstance(cap, int):
        return cap or None
    get = ctypes.pythonapi.PyCapsule_GetPointer
    get.restype = ctypes.c_void_p
    get.argtypes = [ctypes.py_object, ctypes.c_char_p]
    try:
        return get(cap, b"display") or None
    except (ValueError, TypeError):
        return None


class Waiter:
    """Blocks until the X connection or the wake pipe is readable, or a timeout."""

    def __init__(self, xfd: int, queued=None) -> None:
        self.xfd = xfd
        #: events Xlib has read but nobody has taken (a callable; None: never any)
        self._queued = queued or (lambda: 0)
        self.wake_fd = _pipe()[0]
        self.waits = 0  # (tests and tools count them)

    def wait(self, timeout: float) -> bool:
        """Wait at most `timeout` seconds; True if something may have come (an event or a poke)."""
        if self._queued() > 0:
            return True
        self.waits += 1
        try:
            ready, _, _ = select.select([self.xfd, self.wake_fd], [], [], max(0.0, timeout))
        except (OSError, ValueError):
            return True  # the connection is gone: the caller's event loop will learn why
        if self.wake_fd in ready:
            try:
                while os.read(self.wake_fd, 256):
                    pass
            except (BlockingIOError, OSError):
                pass
        return bool(ready)


def for_window(driver: str, info: dict) -> Waiter | None:
    """A waiter for the window SDL opened with video `driver` (its `get_wm_info()`), or None
    where the loop must nap instead. TABLETOP_WAIT=nap in the environment forces the naps."""
    if driver != "x11" or sys.platform in ("win32", "darwin") or os.environ.get("TABLETOP_WAIT") == "nap":
        return None
    display = _x_display(info)
    if display is None:
        return None
    name = ctypes.util.find_library("X11") or "libX11.so.6"
    try:
        lib = ctypes.CDLL(name)
    except OSError:
        return None
    lib.XConnectionNumber.restype = ctypes.c_int
    lib.XConnectionNumber.argtypes = [ctypes.c_void_p]
    lib.XEventsQueued.restype = ctypes.c_int
    lib.XEventsQueued.argtypes = [ctypes.c_void_p, ctypes.c_int]
    fd = lib.XConnectionNumber(display)
    if fd < 0:
        return None
    return Waiter(fd, lambda: lib.XEventsQueued(display, 0))  # 0: QueuedAlready (no read, no flush)


def timeout_for(waits: list[float], rest: float) -> float:
    """How long the loop may block: until the soonest scene deadline, at most `rest` seconds."""
    return max(0.0, min(list(waits) + [rest]))


def block_for(left: float, since_input: float, settle: float, nap: float) -> float:
    """One wait of the resting loop: `left` seconds to the deadline, input `since_input`
    seconds ago. Shortly after input (less than `settle` seconds) the waits are at most `nap`
    long: what SDL makes of input through other channels than the X socket (an input method's
    answer over D-Bus) is then seen as soon as with the naps; later the wait blocks truly."""
    return max(0.0, min(left, nap) if since_input < settle else left)
