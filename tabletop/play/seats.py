"""Who sits at a seat: a person at this mouse, a computer player, or a person elsewhere.

A seat is one interface with kinds rather than special cases: whoever sits there is handed
the seat's view and legal actions and hands back an action in the notation, and the action
goes through `Table.commit` like every other (tabletop/play/table.py).

>>> Seat("Ann").kind, Seat("Ann").human
('here', True)
>>> Seat("Computer", COMPUTER, "hard").human
False
>>> Seat.of("Bob", human=False, bot="easy")
Seat(name='Bob', kind='computer', bot='easy')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

SeatKind = Literal["here", "computer", "remote"]

#: a person at this mouse and keyboard
HERE: SeatKind = "here"
#: a computer player (its level or name in `Seat.bot`)
COMPUTER: SeatKind = "computer"
#: a person at another computer, whose actions come through the network host
REMOTE: SeatKind = "remote"

KINDS: tuple[SeatKind, ...] = (HERE, COMPUTER, REMOTE)


@dataclass
class Seat:
    """One seat of a table: its player's name, who sits there, and the computer player's
    name (what plays it when `kind` is COMPUTER, or when a remote player is away for good and
    the host lets a computer take over)."""

    name: str
    kind: SeatKind = HERE
    bot: str = "random"

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"a seat is one of {', '.join(KINDS)}, not {self.kind!r}")

    @classmethod
    def of(cls, name: str, human: bool, bot: str = "random") -> "Seat":
        """A person here (`human`) or a computer player `bot`."""
        return cls(name, HERE if human else COMPUTER, bot)

    @property
    def human(self) -> bool:
        """Whether a person at this mouse acts for the seat (the table shows them their
        cards and waits for their gestures)."""
        return self.kind == HERE

    @property
    def computer(self) -> bool:
        return self.kind == COMPUTER

    @property
    def remote(self) -> bool:
        return self.kind == REMOTE
