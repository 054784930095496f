"""Answers taken in order of arrival: how fast a computer player answers, and when two answers
came together (the copies of an Austin Powers gesture, AP-7.4 and AP-7.6).

Some answers count by their order: the last to copy a gesture is the target of the happening.
A game marks such an answer by a field ``together`` on its action class (`by_arrival`): the
engine takes the answers in the order they are committed and knows no clock, so whoever
commits them (the table, the network host, a simulation's driver) keeps the clock and says
two things through the actions: the order (it commits them as they arrive) and a tie
(`Arrivals.stamp`: an answer that came within `TIE_SECONDS` of the one before it is
committed with ``together=True``, and the game lets the user pick among those, AP-7.4).

A computer player answers after a reaction time of its own (`reaction_seconds`): drawn
from its level (`REACTION`: a median and a spread, log-normal) and a seed, so that a
simulation reproduces and, at the table, no two games wait alike. The seed is the bot's
own and the moment's (the number of actions played when the question opened), so each
computer player draws anew for every question, and the same game draws the same times.

At one shared mouse (hot-seat) the players cannot race: the table asks them in seat order
(tabletop/ui/rooms/seats.py) and nothing is timed.
"""

from __future__ import annotations

import dataclasses
import math
from typing import Any

from ..engine.actions import Action
from ..engine.rng import Rng, seed_state

#: two answers closer than this (seconds) came together: nobody can tell which was later
TIE_SECONDS = 0.15
#: the reaction time of each level: (median seconds, spread of its logarithm). The easy
#: player is slow (a newcomer beats it to a copy), the hard one quick
REACTION = {"easy": (1.5, 0.3), "normal": (1.1, 0.3), "hard": (0.8, 0.3)}
#: the older names of the levels (tabletop/ai/base.py)
LEVEL_OF = {"random": "easy", "greedy": "normal", "search": "hard"}
#: no reaction is quicker or slower than these (seconds)
FASTEST, SLOWEST = 0.3, 4.0


def level_of(bot) -> str:
    """The level whose reaction times a bot has (an unknown bot: normal)."""
    name = getattr(bot, "name", "normal")
    name = LEVEL_OF.get(name, name)
    return name if name in REACTION else "normal"


def reaction_seconds(level: str, seed: int, moment: int) -> float:
    """How long a computer player of `level` with `seed` takes to answer the question that
    opened after `moment` actions: log-normal about the level's median, within
    FASTEST..SLOWEST."""
    median, spread = REACTION.get(LEVEL_OF.get(level, level), REACTION["normal"])
    rng = Rng(seed_state((seed & 0xFFFFFFFF) * 0x9E3779B1 ^ (moment + 1) * 0x85EBCA77))
    u1 = (rng.u64() + 1) / 2.0 ** 64
    u2 = rng.u64() / 2.0 ** 64
    z = math.sqrt(-2.0 * math.log(u1)) * math.cos(2.0 * math.pi * u2)  # Box-Muller: one normal draw
    return min(SLOWEST, max(FASTEST, median * math.exp(spread * z)))


def bot_reaction(bot, moment: int) -> float:
    """`reaction_seconds` for a bot (its level and its seed)."""
    return reaction_seconds(level_of(bot), getattr(bot, "seed", 0), moment)


_COUNTS: dict[type, bool] = {}


def by_arrival(action: Action) -> bool:
    """Whether the order in which this answer arrives counts (its class has ``together``)."""
    cls = type(action)
    known = _COUNTS.get(cls)
    if known is None:
        known = _COUNTS[cls] = "together" in getattr(cls, "__dataclass_fields__", {})
    return known


def arrival_answers(legal: list[Action]) -> bool:
    """Whether a seat's legal actions answer a question in order of arrival."""
    return any(by_arrival(a) for a in legal)


def arrival_moment(game, state) -> bool:
    """Whether the seats asked now answer in order of arrival: a seat asked has an answer
    whose order counts."""
    if state.result is not None:
        return False
    asked = game.to_act(state)
    return bool(asked) and arrival_answers(game.legal_actions(state, asked[0]))


def stamped(action: Action, together: bool) -> Action:
    """`action` marked as come together with the answer before it, or not."""
    if not by_arrival(action):
        return action
    value = True if together else None
    if getattr(action, "together") == value:
        return action
    changes: dict[str, Any] = {"together": value}  # (a field of the game's own action class)
    return dataclasses.replace(action, **changes)


class Arrivals:
    """The clock of one question's answers: `stamp` each answer as it arrives, in order."""

    def __init__(self) -> None:
        #: the time the last answer whose order counts arrived (a decline, such as
        #: ``no-copy``, has no order and is not timed)
        self.last: float | None = None

    def stamp(self, action: Action, now: float) -> Action:
        """`action` as committed when it arrives at `now`: ``together`` when it came within
        TIE_SECONDS of the answer before it."""
        if not by_arrival(action):
            return action
        together = self.last is not None and now - self.last < TIE_SECONDS
        self.last = now
        return stamped(action, together)


class Race:
    """A door's clock for a question answered in order of arrival (the table's, bots.py; the
    network host's, tabletop/net/hostplayers.py): it opens when first seen, times each
    computer player's answer from then, and stamps every answer as it arrives.

    `now` is the door's clock in seconds (any origin); `played` the number of actions played,
    which names the question (the reaction times are drawn from it)."""

    def __init__(self) -> None:
        self.opened: int | None = None
        self.start = 0.0
        self.arrivals = Arrivals()
        self.reacts: dict[int, float] = {}

    def watch(self, racing: bool, played: int, now: float) -> bool:
        """Follow the game: `racing` says whether the seats asked now answer in order of
        arrival. Opens a new race (or closes the old one); whether one is on."""
        if not racing:
            self.opened = None
            return False
        if self.opened is None or self.opened > played:  # a new question (or Undo took it back)
            self.opened, self.start = played, now
            self.arrivals = Arrivals()
            self.reacts = {}
        return True

    def due_at(self, seat: int, bot) -> float:
        """When the computer player `bot` of `seat` answers (the door's clock)."""
        if seat not in self.reacts:
            self.reacts[seat] = bot_reaction(bot, self.opened or 0)
        return self.start + self.reacts[seat]

    def stamp(self, action: Action, now: float) -> Action:
        return self.arrivals.stamp(action, now)
