"""The title screen's Host a game and Join a game: forms like the title screen's own.

Hosting: the game, the players, each seat (you at this window, a remote player who joins from
their computer, or a computer player), your deck, your name, the port and the join code (empty:
an open table). Joining: the host's address, the join code, your name. A setting that cannot
be used is said on the form in one sentence, never a crash.
"""

from __future__ import annotations

import secrets
from typing import Callable

from ...ai.base import LEVELS
from ...engine.errors import TabletopError
from ..app import Scene
from ..title import Row, TextRow, TitleScene
from .start import DEFAULT_PORT, HERE_SEAT, REMOTE_SEAT, host_scene, join_scene


class NetForm(TitleScene):
    """What both forms share: open the scene the form asks for (or say why not), and Back."""

    quit_label = "Back"

    def _open(self, make: Callable[[], Scene]) -> None:
        try:
            scene = make()
        except TabletopError as err:
            self.message = str(err)
            return
        self.stack.push(scene)

    def _quit(self) -> None:
        self.stack.pop(self)


class HostForm(NetForm):
    """Host a game: the seats and how friends find the table."""

    start_label = "Start hosting"

    def __init__(self, game: str | None = None) -> None:
        self.name_row = TextRow("Your name", "Host", "your name", 40)
        self.port_row = TextRow("Port", str(DEFAULT_PORT), "7777", 5)
        self.code_row = TextRow("Join code", secrets.token_hex(3), "none: an open table", 64)
        super().__init__(game)

    def _rebuild(self) -> None:
        super()._rebuild()
        kinds = [HERE_SEAT, REMOTE_SEAT, *LEVELS, "random"]
        shown = (["You, at this window", "Remote player (joins from their computer)"]
                 + [f"Computer ({b})" for b in LEVELS] + ["Computer (random moves)"])
        old = [r.value for r in self.seat_rows if r.values == kinds]
        self.seat_rows = [Row(f"Seat {i + 1}", kinds, shown,
                              kinds.index(old[i]) if i < len(old) else (0 if i == 0 else 1))
                          for i in range(len(self.seat_rows))]
        deck = self.deck_rows[0] if self.deck_rows else Row("Your deck", ["auto"], ["Shipped starter (automatic)"])
        self.your_deck = Row("Your deck", deck.values, deck.shown)
        self.rows = [self.game_row, self.players_row, *self.seat_rows, self.your_deck,
                     self.name_row, self.port_row, self.code_row]

    def lines(self) -> list[tuple[str, list]]:
        lines: list[tuple[str, list]] = [("Game", [self.game_row]), ("Players", [self.players_row])]
        lines += [(r.label, [r]) for r in self.seat_rows]
        lines += [("Your deck", [self.your_deck]), ("Your name", [self.name_row]),
                  ("Port · join code", [self.port_row, self.code_row])]
        return lines

    def subtitle(self) -> str:
        return "Host a game: friends join from their computers"

    def extra_entries(self):
        return []

    def start(self) -> None:
        port_text = self.port_row.text.strip()
        if not port_text.isdigit() or not 0 <= int(port_text) <= 65535:
            self.message = f"The port is a number from 1 to 65535 (such as {DEFAULT_PORT}), not {port_text!r}."
            return
        self._open(lambda: host_scene(self.game_row.value, [r.value for r in self.seat_rows],
                                      name=self.name_row.text.strip(), port=int(port_text),
                                      code=self.code_row.text.strip(),
                                      deck=None if self.your_deck.value == "auto" else self.your_deck.value,
                                      on_exit=self._back))


class JoinForm(NetForm):
    """Join a game: the host's address, its join code, your name."""

    start_label = "Join"

    def __init__(self, game: str | None = None) -> None:
        self.address_row = TextRow("Address", "", "such as 192.168.1.20:7777", 200)
        self.join_code_row = TextRow("Join code", "", "the code the host tells you", 64)
        self.your_name_row = TextRow("Your name", "Player", "your name", 40)
        super().__init__(game)
        self.focus = self.address_row

    def _rebuild(self) -> None:
        super()._rebuild()
        self.rows = [self.address_row, self.join_code_row, self.your_name_row]

    def lines(self) -> list[tuple[str, list]]:
        return [(r.label, [r]) for r in self.rows]

    def subtitle(self) -> str:
        return "Join a game that a friend hosts"

    def extra_entries(self):
        return []

    def start(self) -> None:
        self._open(lambda: join_scene(self.address_row.text, code=self.join_code_row.text,
                                      name=self.your_name_row.text, on_exit=self._back))
