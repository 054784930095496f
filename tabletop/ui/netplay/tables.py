"""The tables of a server of many (`tabletop serve`), from the title screen's Join a game: each
open table with its game, its players and its free seats, to join or to watch; and a row to
open a new one (the game, the players, private or open).

The list is asked for on a thread of its own (the window never waits for the network) and
asked again with Refresh. Joining a private table listed here asks for its code in the waiting
window (lobby.py); a table opened here is joined with the code the server gave it, shown to
tell friends.
"""

from __future__ import annotations

import asyncio
import threading
from typing import Any, Callable

import pygame

from ...games.registry import entries, entry
from ...net.client import HostGone, Refused, ask_server
from ...words import T, msg, tr
from ..app import Scene, wake_up
from ..theme import Fonts, blit_text, blit_wrapped, rounded, shade, wrapped_height
from ..title import COLORS
from ..widgets import ButtonWidget


def table_words(t: dict) -> str:
    """One table of the list, in the reader's words."""
    try:
        title = entry(t["game"]).title
    except Exception:  # noqa: BLE001 - a game this program does not have: its name
        title = t["game"]
    names = [s["name"] for s in t["seats"] if s["joined"]]
    free = sum(1 for s in t["seats"] if not s["joined"])
    state = tr(T("playing")) if t["started"] else tr(msg("{n} seats free", n=free)) if free != 1 else \
        tr(T("1 seat free"))
    private = tr(T("private: needs its join code")) if t["private"] else tr(T("open to all"))
    who = ", ".join(names) if names else tr(T("nobody yet"))
    return f"{t['table']} · {title} · {state} · {private} · {who}"


class TablesScene(Scene):
    """A server's tables, to join, watch or open one."""

    def __init__(self, address: str, join: Callable[..., Scene], name: str = "") -> None:
        super().__init__()
        self.address = address.strip()
        self.join = join  # join(address, table=, code=, watch=) -> the waiting scene
        self.name = name
        self.fonts = Fonts()
        self.tables: list[dict] | None = None
        self.error = ""
        self.said = ""  # what the last request brought (a table opened, a refusal)
        self.buttons: list[ButtonWidget] = []
        self.games = [e.name for e in entries()]
        self.game_index = 0
        self.players = 2
        self.private = True
        self._answer: dict | None = None
        self._busy = False
        self.refresh()

    # ---- asking the server (a thread) ---------------------------------------------------
    def _ask(self, message: dict) -> None:
        if self._busy:
            return
        self._busy = True

        def run() -> None:
            try:
                answer: dict[str, Any] = asyncio.run(ask_server(self.address, message))
            except (HostGone, Refused) as exc:
                answer = {"type": "failed", "reason": str(exc)}
            self._answer = answer
            wake_up()
        threading.Thread(target=run, name="net-tables", daemon=True).start()

    def refresh(self) -> None:
        self._ask({"type": "list"})

    def open_table(self) -> None:
        self._ask({"type": "create", "game": self.games[self.game_index], "players": self.players,
                   "private": self.private})

    def update(self, dt: float) -> None:
        answer, self._answer = self._answer, None
        if answer is None:
            return
        self._busy = False
        kind = answer.get("type")
        if kind == "tables":
            self.tables, self.error = answer["tables"], ""
        elif kind == "created":
            self.said = msg("Table {table} is open; its join code: {code}", table=answer["table"],
                            code=answer["code"]) if answer["code"] else msg("Table {table} is open",
                                                                          table=answer["table"])
            self._go(answer["table"], answer["code"], False)
        else:
            self.error = answer.get("reason") or T("the server refused")
        if self.app is not None:
            self.app.invalidate()

    def _go(self, table: str, code: str, watch: bool) -> None:
        if self.app is not None:
            self.app.push(self.join(self.address, table=table, code=code, watch=watch))

    # ---- the window ------------------------------------------------------------------------
    def _cycle_game(self) -> None:
        self.game_index = (self.game_index + 1) % len(self.games)
        e = entry(self.games[self.game_index])
        if e.players_problem(self.players):
            self.players = 2

    def _cycle_players(self) -> None:
        e = entry(self.games[self.game_index])
        for n in list(range(self.players + 1, 9)) + list(range(1, self.players + 1)):
            if not e.players_problem(n):
                self.players = n
                return

    def _toggle_private(self) -> None:
        self.private = not self.private

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = min(w / 1280, h / 800)
        surface.fill(shade(COLORS["table"], 0.75))
        pad = round(30 * s)
        y = pad
        blit_text(surface, self.fonts, tr(msg("Tables at {address}", address=self.address)), (pad, y), 24 * s,
                  COLORS["selected"], bold=True)
        y += round(44 * s)
        out: list[ButtonWidget] = []
        size = 16 * s
        bw, bh, gap = round(110 * s), round(34 * s), round(10 * s)
        text_w = w - 2 * pad - 2 * bw - 3 * gap
        lines: list[tuple[str, list[tuple[str, Callable[[], None]]]]] = []
        if self.error:
            lines.append((tr(self.error), []))
        if self.said:
            lines.append((tr(self.said), []))
        if self.tables is None and not self.error:
            lines.append((tr(T("Asking the server for its tables...")), []))
        elif self.tables == []:
            lines.append((tr(T("No table is open: open one below.")), []))
        for t in self.tables or []:
            acts: list[tuple[str, Callable[[], None]]] = [(T("Watch"), self._watch(t))]
            if not t["started"]:
                acts.insert(0, (T("Join"), self._join(t)))
            lines.append((table_words(t), acts))
        for text, acts in lines:
            lh = max(bh, wrapped_height(self.fonts, text, text_w, size))
            if y + lh > h - round(130 * s):
                break  # (more than fit: the newest are at the top)
            row = pygame.Rect(pad, y, w - 2 * pad, lh + round(8 * s))
            rounded(surface, shade(COLORS["panel"], 0.8), row, 6)
            blit_wrapped(surface, self.fonts, text, pygame.Rect(pad + gap, y + round(4 * s), text_w, lh), size,
                         COLORS["text"])
            x = row.right - gap - bw
            for label, fn in reversed(acts):
                b = ButtonWidget(label, pygame.Rect(x, y + round(4 * s), bw, bh), fn, primary=label == T("Join"))
                b.draw(surface, self.fonts, COLORS, b.rect.collidepoint(pygame.mouse.get_pos()), size)
                out.append(b)
                x -= bw + gap
            y += row.height + gap
        # opening a table
        y = h - round(110 * s)
        game = entry(self.games[self.game_index]).title
        row_buttons = [(msg("Game: {game}", game=game), self._cycle_game),
                       (msg("Players: {n}", n=self.players), self._cycle_players),
                       (T("Private: a join code") if self.private else T("Open to all"), self._toggle_private),
                       (T("Open a table"), self.open_table)]
        x = pad
        for label, fn in row_buttons:
            width = max(bw, self.fonts.font(size, bold=True).size(tr(label))[0] + round(30 * s))
            b = ButtonWidget(label, pygame.Rect(x, y, width, bh), fn, primary=label == T("Open a table"))
            b.draw(surface, self.fonts, COLORS, b.rect.collidepoint(pygame.mouse.get_pos()), size)
            out.append(b)
            x += width + gap
        y += bh + gap * 2
        x = pad
        for label, fn in ((T("Refresh"), self.refresh), (T("Back"), self.back)):
            b = ButtonWidget(label, pygame.Rect(x, y, bw, bh), fn)
            b.draw(surface, self.fonts, COLORS, b.rect.collidepoint(pygame.mouse.get_pos()), size)
            out.append(b)
            x += bw + gap
        self.buttons = out

    def _join(self, t: dict) -> Callable[[], None]:
        return lambda: self._go(t["table"], "", False)

    def _watch(self, t: dict) -> Callable[[], None]:
        return lambda: self._go(t["table"], "", True)

    def back(self) -> None:
        if self.app is not None:
            self.app.pop(self)

    def button(self, label: str) -> ButtonWidget | None:
        return next((b for b in self.buttons if b.label == label), None)

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1:
            for b in self.buttons:
                if b.rect.collidepoint(event.pos) and b.enabled:
                    b.on_click()
                    if self.app is not None:
                        self.app.invalidate()
                    return True
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        return event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONUP)
