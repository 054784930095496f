"""The pygame table of a hosted game, at the host's window and at a joining player's alike.

`NetTableScene` is the ordinary table (`TableScene`) drawing a `NetMatch`: the seat's view and
log as the host sent them (tabletop/ui/netplay/match.py). Each frame (and whenever the
client's thread wakes the loop) it takes in what the host sent: a new position is redrawn as
a local table redraws after an action; a refusal is shown as the local table shows one (the
toast with the rule id); another player's request to take back actions gets Allow / Refuse
buttons. A seat whose player went away is shown on the table ("Bob is away - waiting"); at
the host's window, after `STANDIN_AFTER` seconds, a button lets a computer player keep the
place until the player is back.
"""

from __future__ import annotations

import time
from typing import Callable

import pygame

from ...engine.errors import IllegalActionError
from ...net.remote import RemoteTable
from ...net.running import HostThread
from ...play import HERE, REMOTE, Seat
from ...words import T, msg, tr
from ..games import make_ui
from ..layout import default_layout_name, load_layout
from ..director import TableDirector
from ..table import TableScene

DirectorReads = TableScene
from ..widgets import ButtonWidget
from .match import NetMatch, RemoteSitting
from .panels import Panel, draw_panel_box

#: seconds a seat is away before the host's window offers a computer player for it
STANDIN_AFTER = 10.0

#: the hint bar of a hosted table (the adapters' hints offer saving and redo, which the host does)
HOSTED_HINT = T("Drag to play · Click to act · Space: pass / next · Ctrl+Z: ask to take back · H: show legal "
                "moves · F1: rules · M: sound · Esc: menu")

#: the quick messages of the protocol (tabletop/net/protocol.py QUICK) in the reader's words
QUICK_WORDS = {"hello": T("hello"), "good-game": T("good game"), "thinking": T("thinking"),
               "well-played": T("well played"), "oops": T("oops"), "thanks": T("thanks"),
               "one-moment": T("one moment"), "rematch": T("rematch")}



def window_title(hosting: bool, name: str, game: str, watching: bool, address: str) -> str:
    """The title of a hosted game's window: whose window it is, so that the host's window and a
    joining player's (on one computer, side by side) are told apart."""
    if hosting:
        return msg("tabletop - hosting {game} as {name}", game=game, name=name) if name else \
            msg("tabletop - hosting {game}", game=game)
    if watching:
        return msg("tabletop - watching {game} at {address}", game=game, address=address)
    if name:
        return msg("tabletop - {name} playing {game} at {address}", name=name, game=game, address=address)
    return msg("tabletop - joining {address}", address=address)


def end_connection(remote: RemoteTable, hosting: HostThread | None, on_exit: Callable[[], object] | None,
                   app) -> None:
    """Leave a hosted game: close this window's connection (and the hosting, at the host),
    then back to where the player came from, or the program ends."""
    remote.stop()
    if hosting is not None:
        hosting.stop()
    if on_exit is not None:
        on_exit()
    elif app is not None:
        app.running = False

class NetDirector(TableDirector):
    """A hosted table: actions go to the host, Undo asks the others, the host keeps the game.
    It holds its scene's connection (`remote`), as a lesson's director holds its lesson."""

    def __init__(self, remote: RemoteTable) -> None:
        self.remote = remote

    def undo(self, table: DirectorReads) -> None:
        if self.remote.send({"type": "undo", "count": 1}):
            table.notice(T("Asked the other players to let you take back your last action..."))
        else:
            table.show_refusal(T("The host cannot be reached now: nothing was asked."))

    def redo(self, table: DirectorReads) -> None:
        table.show_refusal(T("Redo is not used at a hosted table: Undo asks the other players."))

    def save_game(self, table: DirectorReads) -> None:
        table.notice(T("The host keeps this game: it is saved on the host's computer after every action."))


class NetTableScene(TableScene):
    """A hosted game's table, drawn from what `remote` holds."""

    def __init__(self, remote: RemoteTable, *, on_exit: Callable[[], None] | None = None,
                 hosting: HostThread | None = None, address: str = "", layout_ref: str | None = None) -> None:
        assert remote.game is not None and remote.view is not None
        self.remote = remote
        self.hosting = hosting
        self.address = address
        match = NetMatch(remote)
        game = match.game
        players = match.state.seats
        seats = [Seat(s["name"], HERE if i == remote.seat else REMOTE) for i, s in enumerate(remote.seats)]
        door = self.remote_door = RemoteSitting(remote, match, seats)
        layout = load_layout(layout_ref or default_layout_name(remote.game.name, players), game=remote.game.name,
                             players=players)
        super().__init__(None, make_ui(game, layout), layout, seats, threaded_bots="inline",  # type: ignore[arg-type]
                         on_exit=on_exit, door=door)
        self.direct(NetDirector(remote))
        if remote.seat is None:  # a spectator: nobody's hidden cards (the view holds none)
            self.at_mouse.hide_hands()
        #: since when each seat is away (as this window saw it)
        self.away_since: dict[int, float] = {}
        self.asked: dict | None = None  # an undo request waiting for this player's answer
        self.ended = ""  # the connection is over for good (why)
        self.net_buttons: list[ButtonWidget] = []
        self._panel_drawn = False
        self._note_seats()
        # the hint bar offers what this window does: no Ctrl+S (the host saves) and no Ctrl+Y
        # (there is no redo at a hosted table); Ctrl+Z asks the others (tabletop/ui/rooms/hud.py
        # draws the adapter's `hint`)
        self.ui.hint = HOSTED_HINT

    def enter(self, app) -> None:
        super().enter(app)
        welcome = self.remote.welcome or {}
        pygame.display.set_caption(tr(window_title(self.hosting is not None, welcome.get("name", "") or (
            self.remote.seats[self.remote.seat]["name"] if self.remote.seat is not None else ""),
            self.remote.game.title if self.remote.game is not None else "", self.remote.seat is None, self.address)))

    # ---- what the host sends ---------------------------------------------------------
    def update(self, dt: float) -> None:
        for m in self.remote.poll():
            self._message(m)
        if self.remote.changed:
            self.remote.changed = False
            self.remote_door.take()
            self._note_seats()
        if self.hosting is not None and self.hosting.error and not self.ended:
            self.ended = msg("The host stopped: {why}", why=self.hosting.error)
        p = self.panel()
        key = p.key() if p is not None else None
        if key != self._panel_key:  # (the stand-in button comes after a wait: time alone changes it)
            self._panel_key = key
            self.invalidate()
        super().update(dt)

    _panel_key: tuple | None = None

    def _message(self, m: dict) -> None:
        kind = m.get("type")
        if kind == "refused":
            self.remote_door.refused()
            self.refuse(str(IllegalActionError(m["rule"], m["reason"])) if m["rule"] else m["reason"])
        elif kind == "undo-ask":
            self.asked = m
            self.invalidate()
        elif kind == "undo-result":
            if self.asked is not None and self.asked.get("ask") == m["ask"]:
                self.asked = None
            if m["done"]:
                self.notice(T("Taken back, as every player allowed."))
            elif m.get("by") is not None and m.get("by") == self.remote.seat:
                self.notice(T("Not taken back: you said no."))  # (the others read who said no)
            elif m["reason"]:
                self.show_refusal(msg("Not taken back: {why}", why=m["reason"]))
            self.invalidate()
        elif kind == "error":
            self.show_refusal(msg("The host said: {why}", why=m["reason"]))
        elif kind == "chat":
            quick = str(m.get("quick", ""))
            text = m.get("text") or tr(QUICK_WORDS.get(quick) or quick.replace("-", " "))
            self.notice(f"{m['name']}: {text}")  # who, and their own words
        elif kind == "bye" and not m.get("code"):
            self.notice(T("The host closed the table; this window keeps trying to come back."))
        elif kind == "ended":
            self.ended = m.get("reason") or T("the connection ended")
            self.invalidate()

    def _note_seats(self) -> None:
        now = time.monotonic()
        for i, s in enumerate(self.remote.seats):
            if s.get("joined") and not s.get("present"):
                self.away_since.setdefault(i, now)
            else:
                self.away_since.pop(i, None)

    def away(self) -> list[tuple[int, str]]:
        """The seats whose player is away, and what the table says of each."""
        out: list[tuple[int, str]] = []
        for i in sorted(self.away_since):
            s = self.remote.seats[i]
            if s.get("standin"):
                out.append((i, msg("{name} is away - a computer player keeps the place until they are back",
                                   name=s["name"])))
            else:
                out.append((i, msg("{name} is away - waiting", name=s["name"])))
        return out

    # ---- the host's and the player's answers ------------------------------------------
    def let_computer_play(self, seat: int) -> None:
        if self.hosting is not None:
            self.hosting.host.ask_standin(seat)
            self.notice(msg("A computer player keeps {name}'s place until they are back.",
                            name=self.remote.seats[seat]["name"]))

    def _standin(self, seat: int) -> Callable[[], None]:
        return lambda: self.let_computer_play(seat)

    def answer(self, yes: bool) -> None:
        if self.asked is not None:
            self.remote.send({"type": "consent", "ask": self.asked["ask"], "yes": yes})
            self.asked = None
            self.invalidate()

    def leave_table(self) -> None:
        end_connection(self.remote, self.hosting, self.on_exit, self.app)

    def menu_entries(self) -> list[tuple[str, Callable[[], None]]]:
        return [(T("Edit table layout"), self.edit_layout), (T("Leave the table"), self.leave_table)]

    def load_game(self) -> None:
        self.notice(T("A hosted game is not loaded here: the host keeps it."))

    def leave(self) -> None:
        """The table is closed (Leave, the title screen from the game-over screen, the window
        closed): this window's connection ends, and at the host's window the hosting."""
        super().leave()
        pygame.display.set_caption("tabletop")
        self.remote.stop()
        if self.hosting is not None:
            self.hosting.stop()

    # ---- drawing and the panel's buttons ---------------------------------------------
    def panel(self) -> Panel | None:
        """What the table says over the game now (None: nothing)."""
        buttons: list[tuple[str, Callable[[], None]]] = []
        if self.ended:
            return Panel(T("The table is closed"), [self.ended], [(T("Title screen"), self.leave_table)])
        if self.remote.lost:
            return Panel(T("Connection lost"), [msg("The host cannot be reached; this window tries again for "
                                                    "{n} seconds...", n=f"{self.remote.client.patience:g}")],
                         [(T("Leave the table"), self.leave_table)])
        if self.asked is not None:
            asks: list[str] = [msg("{name} asks to take back: {actions}", name=self.asked["name"],
                                   actions="; ".join(self.asked.get("actions", [])))]
            return Panel(T("Take back?"), asks, [(T("Allow"), lambda: self.answer(True)),
                                                   (T("Refuse"), lambda: self.answer(False))])
        away = self.away()
        if not away:
            return None
        now = time.monotonic()
        lines: list[str] = [text for _, text in away]
        if self.hosting is not None:
            for seat, _ in away:
                s = self.remote.seats[seat]
                if not s.get("standin") and now - self.away_since[seat] >= STANDIN_AFTER:
                    buttons.append((msg("Let a computer play for {name}", name=s["name"]), self._standin(seat)))
            names = [self.remote.seats[seat]["name"] for seat, _ in away]
            if self.address and len(names) == 1:
                lines.append(msg("The seat is kept: when {name} joins {address} again (the window also tries "
                                 "by itself), the game goes on.", name=names[0], address=self.address))
            elif self.address:
                lines.append(msg("The seat is kept: when {names} and {last} join {address} again (the window "
                                 "also tries by itself), the game goes on.", names=names[:-1], last=names[-1],
                                 address=self.address))
        waiting = any(not self.remote.seats[seat].get("standin") for seat, _ in away)  # (no computer keeps it)
        return Panel(T("Waiting") if waiting else T("Away"), lines, buttons)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        p = self.panel()
        self.net_buttons = draw_panel_box(surface, self.fonts, self.layout.colors, p) if p is not None else []
        drawn = p is not None
        if drawn and self.app is not None:
            self.app.scribbles += 1  # drawn over the painter's frame: its next one is whole
        self._panel_was, self._panel_drawn = self._panel_drawn, drawn

    _panel_was = False

    def changed(self):
        if self._panel_drawn or self._panel_was:
            return None  # the panel (or where it was): the whole window
        return self.painter.changed()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1:
            for b in self.net_buttons:
                if b.rect.collidepoint(event.pos) and b.enabled:
                    b.on_click()
                    return True
        return super().handle(event)

    def wake_in(self) -> float | None:
        w = super().wake_in()
        if self.hosting is not None and self.away_since:
            w = min(w, 1.0) if w is not None else 1.0  # the button after the wait
        return w

    def button_at_panel(self, label: str) -> ButtonWidget | None:
        return next((b for b in self.net_buttons if b.label == label), None)
