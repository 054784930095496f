"""A host served from a window: its server on a thread of its own, so that the remote players
are answered at once whether the window is drawing, resting or showing a dialog.

The host's match is touched by that thread alone, as with the headless command: the window
never reads it. The window's own player sits at the host's table as a client of the host
over loopback (tabletop/net/remote.py), like every other player; the window asks the host
for what only the host may do (a computer player keeping an away seat's place) through
`Host.ask_standin`, which the server's thread carries out.
"""

from __future__ import annotations

import socket

from .host import Host


class HostThread:
    """Serves `host` from `start` until `stop`; `error` says why its table stopped, if it did."""

    def __init__(self, host: Host) -> None:
        self.host = host
        self._stopped = False

    def start(self) -> None:
        """Listen and serve (raises OSError when the address is in use)."""
        self.host.start()

    @property
    def error(self) -> str:
        errors = self.host.server.errors
        return self.host.error or (errors[0] if errors else "")

    @property
    def alive(self) -> bool:
        return self.host.server.running and not self._stopped

    def stop(self) -> None:
        """Tell the clients the host closed the table, stop listening (once)."""
        if self._stopped:
            return
        self._stopped = True
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
