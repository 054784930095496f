"""Before a hosted game starts: the host's window shows the address and the join code to tell
friends and which seats are taken; a joining player's window says whom it is connecting to,
then which seat it got and who is still awaited. When the host sends the first position the
table opens (`NetTableScene`) in this scene's place.

A private table joined without its code (or with a wrong one) asks for the code in a field of
its own and joins again with it, rather than leaving the player at a dead end. The window's
title says whose window it is (`window_title`).
"""

from __future__ import annotations

from typing import Callable

import pygame

from ...games.registry import entry
from ...net.remote import RemoteTable
from ...net.running import HostThread
from ...words import T, msg, tr
from ..app import Scene
from ..formrows import TextRow
from ..theme import Fonts, shade
from ..widgets import press
from .panels import Panel, draw_panel_box
from .scene import NetTableScene, end_connection, window_title

from ..title import COLORS


def seat_line(i: int, s: dict, you: bool) -> str:
    """What the lobby says of seat `i` (`s` as the host sent it; `you`: this window's seat)."""
    if not s["joined"]:
        return msg("Seat {n}: free - waiting for a player", n=i + 1)
    state = T("a computer player") if s["kind"] == "computer" else T("joined") if s["present"] else T("connecting...")
    if you and s["present"]:
        return msg("Seat {n}: {name} (you)", n=i + 1, name=s["name"])
    if you:
        return msg("Seat {n}: {name} (you) - {state}", n=i + 1, name=s["name"], state=state)
    return msg("Seat {n}: {name} - {state}", n=i + 1, name=s["name"], state=state)


class NetWaitScene(Scene):
    """Waiting for the seats of a hosted table to fill (at the host's window or a player's)."""

    def __init__(self, remote: RemoteTable, *, hosting: HostThread | None = None, address: str = "",
                 code: str = "", on_exit: Callable[[], None] | None = None, tls: bool = False,
                 remember: bool = False, place: str = "") -> None:
        super().__init__()
        #: keep the seat's token for this address (tabletop/ui/netplay/tokens.py), under `place`
        self.remember = remember
        self.place = place or address
        #: a new connection with the join code typed here (a private table joined without it)
        self.retry: Callable[[str], RemoteTable] | None = None
        #: the field the join code is typed in, while the host wants one
        self.code_entry: TextRow | None = None
        #: a new connection without the remembered token, if the host does not know it
        self.fallback: Callable[[], RemoteTable] | None = None
        #: told of the welcome (the command line prints the seat and its token)
        self.announce: Callable[[dict], None] | None = None
        self.remote = remote
        self.hosting = hosting
        self.address = address
        self.code = code
        self.tls = tls
        self.on_exit = on_exit
        self.fonts = Fonts()
        self.error = ""
        self.buttons: list = []
        self.table: NetTableScene | None = None

    def update(self, dt: float) -> None:
        for m in self.remote.poll():
            if m.get("type") == "ended" and m.get("code") == "token" and self.fallback is not None:
                from . import tokens
                tokens.forget(self.place)
                self.remote.stop()
                self.remote, self.fallback = self.fallback(), None
                return
            if m.get("type") == "ended" and m.get("code") == "code" and self.retry is not None:
                self.error = m.get("reason") or T("the connection ended")
                self.code_entry = TextRow(T("Join code"), "", T("the code the host tells you"), 64)
                self._start_typing()
                self.invalidate()
            elif m.get("type") == "ended":
                self.error = m.get("reason") or T("the connection ended")
                self.invalidate()
            elif m.get("type") in ("welcome", "lobby"):
                if m["type"] == "welcome":
                    if self.remember and m.get("token"):
                        from . import tokens
                        tokens.remember(self.place, m["token"])
                    self._title()
                    if self.announce is not None:
                        self.announce(m)
                self.invalidate()
        if self.hosting is not None and self.hosting.error and not self.error:
            self.error = msg("The host stopped: {why}", why=self.hosting.error)
        if self.remote.view is not None and self.remote.game is not None and self.table is None:
            self._open_table()

    def _open_table(self) -> None:
        self.remote.changed = False
        self.table = NetTableScene(self.remote, on_exit=self.on_exit, hosting=self.hosting, address=self.address)
        if self.app is not None:
            app = self.app
            app.pop(self)
            app.push(self.table)

    def enter(self, app) -> None:
        super().enter(app)
        self._title()

    def _title(self) -> None:
        """The window's title: whose window this is (hosting, or a player, or a spectator)."""
        if self.app is None:
            return
        welcome = self.remote.welcome
        game = self.hosting.host.game.title if self.hosting is not None else \
            entry(welcome["game"]).title if welcome is not None else ""
        title = window_title(self.hosting is not None, welcome.get("name", "") if welcome else "", game,
                             welcome is not None and welcome.get("seat") is None, self.address)
        pygame.display.set_caption(tr(title))

    def join_with_code(self) -> None:
        """Join again with the code typed in the field."""
        if self.retry is None or self.code_entry is None or not self.code_entry.text.strip():
            return
        code = self.code_entry.text.strip()
        self.remote.stop()
        self.remote = self.retry(code)
        self.code, self.error, self.code_entry = code, "", None
        self.invalidate()

    def _start_typing(self) -> None:
        try:
            pygame.key.start_text_input()
        except pygame.error:
            pass

    def leave(self) -> None:
        if self.table is None:  # closed before the game began (not handed to the table)
            pygame.display.set_caption("tabletop")
            self.remote.stop()
            if self.hosting is not None:
                self.hosting.stop()

    def invalidate(self) -> None:
        if self.app is not None:
            self.app.invalidate()

    def stop(self) -> None:
        end_connection(self.remote, self.hosting, self.on_exit, self.app)

    # ---- what it says ------------------------------------------------------------------
    def panel(self) -> Panel:
        back = [(T("Stop hosting") if self.hosting is not None else T("Leave"), self.stop)]
        if self.code_entry is not None:
            typed = self.code_entry.text
            return Panel(T("This table is private"), [self.error, T("Type the join code the host tells you, "
                                                                    "then Join.")],
                         [(T("Join"), self.join_with_code), *back],
                         [(T("Join code"), typed + "_" if typed else tr(self.code_entry.hint))])
        if self.error:
            return Panel(T("Cannot play at this table"), [self.error], back)
        lobby, welcome = self.remote.lobby, self.remote.welcome
        lines: list[str] = []
        big: list[tuple[str, str]] = []
        if self.hosting is not None:
            host = self.hosting.host
            title = msg("Hosting {game}: tell your friends", game=host.game.title)
            scheme = "wss://" if self.tls else ""
            big = [(T("Address"), scheme + self.address), (T("Join code"), self.code or T("none (an open table)"))]
            lines.append(T("They choose Join a game on the title screen and type these, or run:"))
            # (a command to type: no words)
            lines.append(f"    tabletop join {scheme}{self.address}" + (f" --code {self.code}" if self.code else ""))
        elif welcome is None:
            title = msg("Joining {address}", address=self.address)
            lines.append(T("Connecting to the host..."))
        else:
            title = msg("Joined {game}", game=entry(welcome["game"]).title)
            seat = welcome.get("seat")
            lines.append(msg("You play seat {n}.", n=seat + 1) if seat is not None else T("You watch this game."))
        if lobby is not None:
            taken = sum(1 for s in lobby["seats"] if s["joined"])
            lines.append(msg("Seats taken: {taken} of {seats}; the game starts when every seat is taken.",
                             taken=taken, seats=len(lobby["seats"])))
            for i, s in enumerate(lobby["seats"]):
                lines.append(seat_line(i, s, welcome is not None and welcome.get("seat") == i))
        elif welcome is not None:
            lines.append(T("The game is starting..."))
        return Panel(title, lines, back, big)

    def handle(self, event) -> bool:
        entry_row = self.code_entry
        if entry_row is not None and event.type == pygame.TEXTINPUT:
            entry_row.type(event.text)
            self.invalidate()
            return True
        if entry_row is not None and event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE:
            entry_row.text = entry_row.text[:-1]
            self.invalidate()
            return True
        if entry_row is not None and event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.join_with_code()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1:
            press(self.buttons, event.pos)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.stop()
            return True
        return event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONUP)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(shade(COLORS["table"], 0.75))
        self.buttons = draw_panel_box(surface, self.fonts, COLORS, self.panel(), where="center")

    def button(self, label: str):
        return next((b for b in self.buttons if b.label == label), None)
