"""A match and who sits at it, without a window: the one door every action goes through.

`Table` (tabletop/play/table.py) owns a `Match` and its seats and is the only code that
commits actions to the match, whoever makes them: the mouse, a key, a computer player, a
lesson, the table giving a forced answer, a remote seat of the network host. Whoever wants
to know that the match went on (the pygame table's rooms, the autosave, the host that sends
each client its view) listens to it. `Seat` (tabletop/play/seats.py) says who sits at a seat:
a person here, a computer player, or a person at another computer.

This package never imports pygame or pymunk: the network host and the headless commands use
it as the window does.
"""

from .seats import COMPUTER, HERE, REMOTE, Seat, SeatKind
from .table import Committed, Outcome, Table

__all__ = ["COMPUTER", "HERE", "REMOTE", "Seat", "SeatKind", "Committed", "Outcome", "Table"]
