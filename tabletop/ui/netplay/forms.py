"""The title screen's Host a game and Join a game: forms like the title screen's own.

Hosting: the game, the players, each seat (you at this window, a remote player who joins from
their computer, or a computer player), your deck, your name, the port and the join code (empty:
an open table). Joining: the host's address, the join code, your name; at a server of many
tables (`tabletop serve`), "See the tables" lists them to join, watch or open one (tables.py).
A setting that cannot be used is said on the form in one sentence, never a crash.
"""

from __future__ import annotations

from typing import Callable

from ...ai.base import LEVELS
from ...engine.errors import TabletopError
from ...net.limits import new_code
from ...words import Msg, T, msg, tr
from ..app import Scene
from ..formrows import Row, TextRow
from ..title import TitleScene
from .start import DEFAULT_PORT, HERE_SEAT, REMOTE_SEAT, host_scene, join_scene


#: a computer player's level as a seat shows it (each whole, for the words of every language)
COMPUTER_WORDS = {"easy": T("Computer (easy)"), "normal": T("Computer (normal)"), "hard": T("Computer (hard)")}


def computer_words(level: str) -> str:
    return COMPUTER_WORDS.get(level) or msg("Computer ({level})", level=level)


class NetForm(TitleScene):
    """What both forms share: open the scene the form asks for (or say why not), and Back."""

    quit_label = T("Back")

    def _open(self, make: Callable[[], Scene]) -> None:
        try:
            scene = make()
        except TabletopError as err:
            # (a sentence of parts stays one, to be read in the player's words)
            self.message = err.args[0] if len(err.args) == 1 and isinstance(err.args[0], Msg) else str(err)
            return
        self.stack.push(scene)

    def _quit(self) -> None:
        self.stack.pop(self)


class HostForm(NetForm):
    """Host a game: the seats and how friends find the table."""

    start_label = T("Start hosting")

    def __init__(self, game: str | None = None) -> None:
        # (the name offered is a name: in the words of who hosts)
        self.name_row = TextRow(T("Your name"), tr("Host"), T("your name"), 40)
        self.port_row = TextRow(T("Port"), str(DEFAULT_PORT), "7777", 5)
        self.code_row = TextRow(T("Join code"), new_code(), T("none: an open table"), 64)
        super().__init__(game)

    def _rebuild(self) -> None:
        super()._rebuild()
        kinds = [HERE_SEAT, REMOTE_SEAT, *LEVELS, "random"]
        shown = ([T("You, at this window"), T("Remote player (joins from their computer)")]
                 + [computer_words(b) for b in LEVELS] + [T("Computer (random moves)")])
        old = [r.value for r in self.seat_rows if r.values == kinds]
        self.seat_rows = [Row(msg("Seat {n}", n=i + 1), kinds, shown,
                              kinds.index(old[i]) if i < len(old) else (0 if i == 0 else 1))
                          for i in range(len(self.seat_rows))]
        deck = self.deck_rows[0] if self.deck_rows else Row(T("Your deck"), ["auto"],
                                                            [T("Shipped starter (automatic)")])
        self.your_deck = Row(T("Your deck"), deck.values, deck.shown)
        self.rows = [self.game_row, self.players_row, *self.seat_rows, self.your_deck,
                     self.name_row, self.port_row, self.code_row]

    def lines(self) -> list[tuple[str, list]]:
        lines: list[tuple[str, list]] = [(T("Game"), [self.game_row]), (T("Players"), [self.players_row])]
        lines += [(r.label, [r]) for r in self.seat_rows]
        lines += [(T("Your deck"), [self.your_deck]), (T("Your name"), [self.name_row]),
                  (T("Port · join code"), [self.port_row, self.code_row])]
        return lines

    def subtitle(self) -> str:
        return T("Host a game: friends join from their computers")

    def extra_entries(self):
        return []

    def start(self) -> None:
        port_text = self.port_row.text.strip()
        if not port_text.isdigit() or not 0 <= int(port_text) <= 65535:
            self.message = msg("The port is a number from 1 to 65535 (such as {port}), not {text}.", port=DEFAULT_PORT,
                               text=repr(port_text))
            return
        self._open(lambda: host_scene(self.game_row.value, [r.value for r in self.seat_rows],
                                      name=self.name_row.text.strip(), port=int(port_text),
                                      code=self.code_row.text.strip(),
                                      deck=None if self.your_deck.value == "auto" else self.your_deck.value,
                                      on_exit=self._back))


class JoinForm(NetForm):
    """Join a game: the host's address, its join code, your name."""

    start_label = T("Join")

    def __init__(self, game: str | None = None) -> None:
        self.address_row = TextRow(T("Address"), "", T("such as 192.168.1.20:7777"), 200)
        self.join_code_row = TextRow(T("Join code"), "", T("the code the host tells you"), 64)
        self.your_name_row = TextRow(T("Your name"), tr("Player"), T("your name"), 40)
        super().__init__(game)
        self.focus = self.address_row

    def _rebuild(self) -> None:
        super()._rebuild()
        self.rows = [self.address_row, self.join_code_row, self.your_name_row]

    def lines(self) -> list[tuple[str, list]]:
        return [(r.label, [r]) for r in self.rows]

    def subtitle(self) -> str:
        return T("Join a game that a friend hosts")

    def extra_entries(self):
        return [(T("See the tables"), self.browse)]  # (a server of many tables: tabletop serve)

    def start(self) -> None:
        self._open(lambda: join_scene(self.address_row.text, code=self.join_code_row.text,
                                      name=self.your_name_row.text, on_exit=self._back))

    def browse(self) -> None:
        """The tables of the server at the address: join one, watch one, or open one."""
        from .tables import TablesScene
        if not self.address_row.text.strip():
            self.message = msg("Write the host's address, such as 192.168.1.20:7777.")
            return

        def join(address: str, table: str = "", code: str = "", watch: bool = False):
            return join_scene(address, table=table, code=code, watch=watch, name=self.your_name_row.text,
                              on_exit=self._back)
        self._open(lambda: TablesScene(self.address_row.text, join, self.your_name_row.text))
