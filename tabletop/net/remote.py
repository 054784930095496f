"""The table's side of a hosted game: what a pygame table draws from when its match is on a host.

`RemoteTable` runs a `Client` (tabletop/net/client.py) on a thread with its own asyncio loop
and keeps, for the window's thread, exactly what the host sent this seat:

- `view` (the seat's view as a `State` of the game: hidden cards have the key `HIDDEN`),
  `legal` (the seat's legal actions, parsed from the host's notation), `log` (the lines this
  seat may read), `version`, `to_act`, `seats` (names, here or away, stand-ins), `result`;
- `commit(action)`: sends the action (or its notation) stamped with the version it was chosen
  on. The answer comes back as the next update, or as a refusal in `poll()`.

How the table would use it: each frame it calls `poll()`, which returns the messages that
arrived since the last call (updates already taken in; `refused` with its rule id and reason
to show as a refusal at the local table; `stale`; `chat`; `undo-ask`) and `changed` says
whether to redraw from `view`/`legal`/`log`. A gesture becomes an action as always
(`GameUI.intent`), and where a local table hands it to `Table.commit`, a remote one hands it
to `RemoteTable.commit`. The table never holds more than this seat's view, so it can show
nothing the host did not send. `wake` (the pygame loop's wake-up) is called from the client's
thread after every message.
"""

from __future__ import annotations

import asyncio
import queue
import threading
from typing import Any, Callable

from ..engine.actions import Action
from ..engine.game import Game, State
from ..games.registry import entry
from .client import Client


class RemoteTable:
    """One seat (or a spectator) of a hosted game, for the window's thread."""

    def __init__(self, client: Client, wake: Callable[[], None] | None = None) -> None:
        self.client = client
        self.wake = wake
        self.game: Game | None = None
        self.view: State | None = None
        self.legal: list[Action] = []
        self.legal_text: list[str] = []
        self.log: list[list[str]] = []
        self.version = -1
        self.to_act: list[int] = []
        self.may_step_in: list[int] = []
        #: whose action each log entry was (the update's `log_seats`)
        self.log_seats: list[int] = []
        #: the last `lobby` (seats still free) and `welcome` the host sent
        self.lobby: dict | None = None
        self.welcome: dict | None = None
        self.seats: list[dict] = []
        self.result: dict | None = None
        self.error: str = ""
        self.changed = False
        self._inbox: "queue.Queue[dict]" = queue.Queue()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        client.on_message = self._arrived
        client.on_drop = self._dropped
        #: the connection dropped and is not back yet (the client tries again by itself)
        self.lost = False

    @property
    def seat(self) -> int | None:
        return self.client.seat

    def start(self) -> None:
        self._thread = threading.Thread(target=self._run, name="net-client", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        async def main() -> None:
            self._loop = asyncio.get_running_loop()
            await self.client.run()
        try:
            asyncio.run(main())
        except Exception as exc:  # noqa: BLE001 - a refusal or the host gone: shown, not raised
            self.error = str(exc) or type(exc).__name__
            self._inbox.put({"type": "ended", "reason": self.error, "code": getattr(exc, "code", "")})
            if self.wake is not None:
                self.wake()

    def _dropped(self) -> None:
        self._inbox.put({"type": "lost"})
        if self.wake is not None:
            self.wake()

    async def _arrived(self, m: dict) -> None:
        self._inbox.put(m)
        if self.wake is not None:
            self.wake()

    # ---- the window's thread ---------------------------------------------------------------
    def poll(self) -> list[dict]:
        """The messages since the last call; updates are taken into `view`, `legal`, `log`..."""
        out: list[dict] = []
        while True:
            try:
                m = self._inbox.get_nowait()
            except queue.Empty:
                return out
            if m.get("type") == "lost":
                self.lost = True
            elif m.get("type") == "welcome":
                self.lost = False
                self.welcome = m
                if self.game is None or self.game.name != m["game"]:
                    self.game = entry(m["game"]).load()
            elif m.get("type") == "lobby":
                self.lobby = m
            elif m.get("type") == "update" and self.game is not None:
                game = self.game
                self.view = game.from_data(m["view"])
                self.legal_text = list(m["legal"])
                self.legal = [game.parse(None, t) for t in self.legal_text]
                del self.log[m["log_from"]:]
                self.log.extend(m["log"])
                del self.log_seats[m["log_from"]:]
                self.log_seats.extend(m.get("log_seats", [-1] * len(m["log"])))
                self.version, self.to_act = m["version"], list(m["to_act"])
                self.may_step_in = list(m.get("may_step_in", []))
                self.seats, self.result = list(m["seats"]), m["result"]
                self.changed = True
            out.append(m)

    def commit(self, action: Action | str) -> bool:
        """Send an action of this seat (or its notation) to the host, stamped with `version`;
        False when not connected. The host's answer arrives through `poll`."""
        if self.game is None or self._loop is None:
            return False
        text = action if isinstance(action, str) else self.game.format(action)
        return self._call(self.client.act(text, self.version))

    def send(self, message: dict) -> bool:
        """Any other message of the protocol (chat, quick, mute, undo, consent)."""
        return self._call(self.client.send(message))

    def _call(self, coro: Any) -> bool:
        loop = self._loop
        if loop is None:
            coro.close()
            return False
        try:
            return bool(asyncio.run_coroutine_threadsafe(coro, loop).result(5))
        except Exception:  # noqa: BLE001 - not connected now: the caller shows it
            return False

    def stop(self) -> None:
        self.client.stop()
        loop = self._loop
        ws = self.client.ws
        if loop is not None and ws is not None and not loop.is_closed():
            try:
                asyncio.run_coroutine_threadsafe(ws.close(), loop)
            except RuntimeError:  # the loop ended meanwhile: nothing left to close
                pass
        if self._thread is not None:
            self._thread.join(5)
