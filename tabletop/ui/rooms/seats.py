"""Who sits at the mouse: the seat that acts now, hot-seat covers and answer races.

When the engine asks several seats at once, the computer players answer first (their answer
is decided when the question opens). Where the order of the answers is their order of
arrival (the copies of a gesture, AP-7.6): at one shared mouse the table asks in seat order,
one seat at a time; otherwise the human at the mouse is asked while the computer players
answer on their own clocks (bots.py). If the order of the answers matters (the adapter's
`answer_race`) and humans share the mouse, the table goes *public* (nobody's hidden cards
are shown) and lists one row of buttons per human asked: answers are taken in the order
they are clicked; a player who needs their own cards to answer clicks their "show my cards"
button and gets a cover screen, then their private view.

Stepping in (AP-7.7): while the turn player may act, the others may start a happening. The
table never asks them in turn (that would show who holds one): every other human has a
"step in" button, the same whether or not they hold a happening; pressing it covers the
table for them and shows their own cards and choices, with a button back to the turn player.

Everything here is read from the door's public facts (who is asked, who may step in) and the
seats' own views; the room never sees the whole state.
"""

from __future__ import annotations

from typing import Callable

from ...ai.reaction import arrival_answers
from ...play import Seat
from ..adapter import Affordances, GameUI
from ..physics import Physics
from .shown import Acts, Shown


class AtTheMouse:
    """The viewer at the bottom of the table, whose cards are shown, and the race in progress."""

    def __init__(self, door, seats: list[Seat], ui: GameUI, shown: Shown, physics: Physics, acts: Acts,
                 cover: Callable[[int], None]) -> None:
        self.door = door
        self.seats = seats
        self.ui = ui
        self.shown = shown
        self.physics = physics
        self.acts = acts
        #: puts a cover over the table until `seat` is at the mouse (the table's CoverScene)
        self._cover = cover
        humans = [i for i, s in enumerate(seats) if s.human]
        #: the seat drawn at the bottom, whose hand is on screen when `shown` is not None
        self.viewer: int = humans[0] if humans else 0
        #: whose hidden cards are on screen now (None: the public view of a race)
        self.showing: int | None = self.viewer
        #: the humans answering a race in the order they click, and the one served privately
        self.round: list[int] = []
        self.round_affs: dict[int, Affordances] = {}
        self.serving: int | None = None
        self.covered_for: int | None = None
        #: a human who stepped in between the turn player's actions (AP-7.7)
        self.stepping: int | None = None

    def humans(self) -> int:
        return sum(1 for s in self.seats if s.human)

    def view_from(self, seat: int) -> None:
        """Draw the table for `seat` (a lesson's pupil, a replay looked at from another seat)."""
        self.viewer = seat

    def hide_hands(self) -> None:
        """The public view: no hidden card face up (a hot-seat game before its first cover, a
        replay's public view)."""
        self.showing = None

    @property
    def looking(self) -> int | None:
        """The seat whose hidden cards are drawn face up (None in the public view)."""
        return self.viewer if self.showing is not None else None

    def choose_actor(self) -> int | None:
        """The seat the table waits for now (None: a race of humans, answered by buttons);
        covers the table when the player at the mouse must change."""
        is_human = self.acts.is_human
        actors = self.door.to_act()
        bots = [p for p in actors if not is_human(p)]
        humans = [p for p in actors if is_human(p)]
        acting: int | None
        if self.serving not in humans:
            self.serving = None
        if self.stepping is not None and self.stepping not in self.steppers():
            self.stepping = None
        self.round = []
        if self.stepping is not None:
            acting = self.stepping
        elif actors and arrival_answers(self.door.legal(actors[0])):  # the copies of a gesture (AP-7.6)
            # at one shared mouse nobody can race: seat order; else the human answers by
            # clicking while the computer players answer on their own clocks (bots.py)
            acting = actors[0] if self.humans() > 1 or not humans else humans[0]
        elif bots:
            acting = bots[0]  # computer players answer when the question opens
        elif humans and self.humans() > 1 and self.ui.answer_race(self.door.view(None)):
            self.round = humans
            acting = self.serving
        else:
            acting = humans[0] if humans else None
        if acting is not None and is_human(acting):
            if self.humans() > 1 and self.showing != acting and self.acts.windowed() and not self.shown.readonly:
                self.cover(acting)
        elif self.round:
            self.showing = None
        return acting

    def steppers(self) -> list[int]:
        """The humans who may step in now (AP-7.7), whatever they hold."""
        if self.shown.readonly:
            return []
        return [p for p in self.door.interjectors() if self.acts.is_human(p)]

    def step_in(self, seat: int | None) -> None:
        """`seat` steps in (a cover, then their own cards); None: back to the turn player."""
        self.stepping = seat
        self.acts.refresh()

    def race_affordances(self, acting: int | None) -> dict[int, Affordances]:
        door = self.door
        self.round_affs = {p: self.ui.affordances(door.view(p), p, door.legal(p)) for p in self.round} \
            if acting is None else {}
        return self.round_affs

    def cover(self, seat: int) -> None:
        if self.covered_for == seat:
            return
        self.covered_for = seat
        self._cover(seat)

    def uncover(self, seat: int) -> None:
        moved = seat != self.viewer
        self.viewer = seat
        self.showing = seat
        self.covered_for = None
        self.acts.refresh()
        if moved:
            self.physics.settle()  # a new player sits at the bottom: no cards flying about

    def serve(self, seat: int | None) -> None:
        """In a race, show `seat` their own cards to answer (None: back to everyone)."""
        self.serving = seat
        self.acts.refresh()
