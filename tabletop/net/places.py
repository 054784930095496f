"""The host's seats: who may sit where, their tokens, whether they are here or away, and the
computer player that keeps an away seat's place when the host lets it.

A remote seat is claimed by the first player who says hello without a token; the host then
gives them the seat's token. Whoever comes back with the token gets the seat again, and the
newest connection wins ("the last connection wins": no "name in use" after a drop). The
seat always comes from the connection, never from a message.
"""

from __future__ import annotations

import hmac
import secrets
import time
from dataclasses import dataclass, field

from ..engine.game import DeckList
from ..play import COMPUTER, REMOTE, Seat
from ..words import T

#: a computer seat's name: sent to every window in English, each reads it in its own words (tr
#: finds the template again)
COMPUTER_NAMES = {"easy": T("Computer {n} (easy)"), "normal": T("Computer {n} (normal)"),
                  "hard": T("Computer {n} (hard)"), "random": T("Computer {n} (random)")}


@dataclass
class Place:
    """One seat as the host keeps it."""

    seat: Seat
    token: str = field(default_factory=lambda: secrets.token_urlsafe(18))
    #: someone took the seat (a remote seat before that is free)
    joined: bool = False
    #: the connection that plays it now (None: nobody connected)
    cid: int | None = None
    #: when its player went away (None: here, or never came)
    away_since: float | None = None
    #: a computer player keeps the seat while its player is away (the host let it)
    standin: bool = False
    #: the player said they are a computer player (the rules options of a table without humans)
    computer_client: bool = False
    deck: DeckList | None = None

    @property
    def remote(self) -> bool:
        return self.seat.kind == REMOTE

    @property
    def played_by_host(self) -> bool:
        """The host's own computer player acts for this seat now."""
        return self.seat.kind == COMPUTER or self.standin

    @property
    def present(self) -> bool:
        return self.seat.kind == COMPUTER or self.cid is not None

    def status(self) -> dict:
        """What every client is told of this seat (no token, no time: the same bytes whenever
        nothing changed)."""
        return {"name": self.seat.name, "kind": self.seat.kind, "joined": self.joined or not self.remote,
                "present": self.present, "standin": self.standin}

    def to_doc(self) -> dict:
        return {"name": self.seat.name, "kind": self.seat.kind, "bot": self.seat.bot, "token": self.token,
                "joined": self.joined, "computer": self.computer_client}

    @classmethod
    def from_doc(cls, doc: dict) -> "Place":
        kind = doc.get("kind")
        if kind not in (REMOTE, COMPUTER):
            raise ValueError(f"a hosted seat is remote or computer, not {kind!r}")
        place = cls(Seat(str(doc["name"]), kind, str(doc.get("bot", "random"))), token=str(doc["token"]),
                    joined=bool(doc.get("joined")), computer_client=bool(doc.get("computer")))
        if place.remote and place.joined:
            place.away_since = time.monotonic()  # the host was down: everybody must come back
        return place


def find_token(places: list[Place], token: str) -> int | None:
    """The seat whose token this is (compared in constant time), or None."""
    found = None
    for i, p in enumerate(places):
        if hmac.compare_digest(p.token.encode(), token.encode()):
            found = i
    return found


def free_seat(places: list[Place]) -> int | None:
    for i, p in enumerate(places):
        if p.remote and not p.joined:
            return i
    return None


def new_places(players: int, computers: dict[int, str], here: int | None = None, here_name: str = "") -> list[Place]:
    """A host's seats: remote, unless `computers` gives one a computer player. `here`: the seat
    of the player at the host's own window, kept for them (taken with its token, never free)."""
    out = []
    for i in range(players):
        if i in computers:
            level = computers[i]
            name = COMPUTER_NAMES.get(level, "Computer {n} (" + level + ")").format(n=i + 1)  # (a name: plain data)
            out.append(Place(Seat(name, "computer", level), joined=True))
        elif i == here:
            out.append(Place(Seat(here_name or T("Host"), "remote", "normal"), joined=True))
        else:
            out.append(Place(Seat(T("Seat {n}").format(n=i + 1), "remote", "normal")))
    return out



def read_deck(game, text: str, kind: str) -> DeckList:
    """A deck sent in a hello, read through the game's own deck gate (a temporary file):
    DataError naming every problem, the file called "deck"."""
    import tempfile
    from pathlib import Path

    from ..engine.errors import DataError, Problem
    suffix = ".toml" if kind == "toml" else ".txt"
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / f"deck{suffix}"
        path.write_text(text, encoding="utf-8")
        try:
            deck = game.load_deck(path)
        except DataError as err:
            raise DataError([Problem(p.path.replace(str(path), "deck"), p.line, p.key, p.message)
                             for p in err.problems]) from None
        problems = game.deck_problems(deck)
        if problems:
            raise DataError([Problem(p.path.replace(str(path), "deck"), p.line, p.key, p.message)
                             for p in problems])
        return deck.deck
