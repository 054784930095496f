"""A host served from a window: its `pump` on a thread of its own, so that the remote players
are answered at once whether the window is drawing, resting or showing a dialog.

The host's match is then touched by that thread alone, as with the headless command's loop:
the window never reads it. The window's own player sits at the host's table as a client of
the host over loopback (tabletop/net/remote.py), like every other player; the window asks
the host for what only the host may do (a computer player keeping an away seat's place)
through `Host.ask_standin`, which the thread carries out.
"""

from __future__ import annotations

import socket
import threading

from .host import Host

#: seconds the thread waits for the host's inbox before it looks at its timers again
PUMP_SECONDS = 0.05


class HostThread:
    """Runs `host.pump` until `stop` (at most `PUMP_SECONDS` late to notice it)."""

    def __init__(self, host: Host) -> None:
        self.host = host
        self.error = ""
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        """Listen and serve (raises OSError when the address is in use)."""
        self.host.start()
        self._thread = threading.Thread(target=self._run, name="net-host", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                self.host.pump(PUMP_SECONDS)
            except Exception as exc:  # noqa: BLE001 - the window shows why the table stopped
                self.error = f"{type(exc).__name__}: {exc}"
                return

    @property
    def alive(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def stop(self) -> None:
        """Stop pumping, tell the clients the host closed the table, stop listening (once)."""
        if self._stop.is_set():
            return
        self._stop.set()
        if self._thread is not None:
            self._thread.join(5)
        self.host.close()


def shown_address(bind: str, port: int) -> str:
    """The address to tell friends: the bound one, or (bound to every interface) this
    machine's address on its network as the system would route to it (nothing is sent)."""
    if bind not in ("0.0.0.0", "", "::"):
        return f"{bind}:{port}"
    ip = "127.0.0.1"
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("10.255.255.255", 1))  # a UDP "connect" only picks the route
            ip = s.getsockname()[0]
    except OSError:
        pass
    return f"{ip}:{port}"
