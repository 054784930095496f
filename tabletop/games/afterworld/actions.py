"""Afterworld actions and their notation: each names the thing moved and where it goes.

| notation                    | meaning                                                        |
| --------------------------- | -------------------------------------------------------------- |
| ``P1 mulligan``             | put the opening hand under the deck and draw 6 anew (AW-4.5)   |
| ``P1 keep``                 | keep the opening hand (AW-4.5)                                  |
| ``P1 assign #61 d1``        | commander #61 leads division 1 (AW-4.6)                         |
| ``P1 expend #40``           | expend territory #40 for its Food and Gold (AW-6.1)             |
| ``P1 deploy #12 d2``        | put unit #12 from hand into division 2 (AW-7.2)                 |
| ``P1 deploy #12 d2 P2``     | the same into player 2's division 2: always refused (AW-7.2),   |
|                             | written so the engine can say why a unit dropped there is not   |
|                             | deployed (``P1 assign #61 d1 P2`` likewise, AW-4.6)             |
| ``P1 attach #20 #7``        | attach item #20 to commander or unit #7 (AW-7.3)                |
| ``P1 play #31``             | play event #31 that has no target (AW-5.3)                      |
| ``P1 play #31 #55``         | play event #31 on card #55 (a unit or a territory)              |
| ``P1 play #31 P2:d1``       | play event #31 on player 2's division 1                         |
| ``P1 play #31 P1:d2 b3``    | play event #31 moving P1's division 2 to square b3              |
| ``P1 move d1 b2``           | move division 1 to square b2 (a fortress move names F1 / F2 or  |
|                             | the back-row square it enters) (AW-8)                           |
| ``P1 fight c3``             | start a battle on square c3 (AW-9.2)                            |
| ``P1 attack #12 #55``       | unit #12 of the battle targets card #55 (AW-9.3)                |
| ``P1 pass``                 | end my part of this step, or of a battle's response window      |

Squares are ``a1``..``d4`` and ``F1``/``F2`` (tabletop/games/afterworld/world.py); divisions
of the acting player are ``d1``..``d3``; a division as an event target carries its seat,
``P2:d1`` (``d1`` alone is read as the acting player's own).
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass

from tabletop.engine.actions import Action, Notation, arg
from tabletop.words import msg

from . import world


@dataclass(frozen=True, slots=True)
class Mulligan(Action):
    verb = "mulligan"


@dataclass(frozen=True, slots=True)
class Keep(Action):
    verb = "keep"


@dataclass(frozen=True, slots=True)
class Assign(Action):
    verb = "assign"
    commander: int = arg("card")
    division: int = arg("division")
    owner: int | None = arg("opt_seat", None)  # whose division; None: the acting player's


@dataclass(frozen=True, slots=True)
class Expend(Action):
    verb = "expend"
    territory: int = arg("card")


@dataclass(frozen=True, slots=True)
class Deploy(Action):
    verb = "deploy"
    unit: int = arg("card")
    division: int = arg("division")
    owner: int | None = arg("opt_seat", None)  # whose division; None: the acting player's


@dataclass(frozen=True, slots=True)
class Attach(Action):
    verb = "attach"
    item: int = arg("card")
    holder: int = arg("card")


@dataclass(frozen=True, slots=True)
class PlayEvent(Action):
    verb = "play"
    card: int = arg("card")
    target: int | str | None = arg("target", None)  # card id, "P2:d1", or None
    to: int | None = arg("opt_square", None)

    def card_ids(self) -> list[int]:
        """The event, and the card it targets (a target may also be a division or none)."""
        return [self.card, self.target] if isinstance(self.target, int) else [self.card]


@dataclass(frozen=True, slots=True)
class Move(Action):
    verb = "move"
    division: int = arg("division")
    square: int = arg("square")


@dataclass(frozen=True, slots=True)
class Fight(Action):
    verb = "fight"
    square: int = arg("square")


@dataclass(frozen=True, slots=True)
class Attack(Action):
    verb = "attack"
    striker: int = arg("card")
    target: int = arg("card")


@dataclass(frozen=True)  # no slots: the response window's pass carries its flags (`window_pass`)
class Pass(Action):
    verb = "pass"
    quiet = True

    def __reduce__(self):  # a bot in a worker process answers with the same kind of pass
        return (window_pass if self.may_be_given else Pass, (self.seat,))


def window_pass(seat: int) -> Pass:
    """The pass of a battle's response window (AW-9.4), as the legal list hands it out.

    It is equal to ``Pass(seat)`` (so "P2 pass" is it), but it declines an answer
    (`Action.passes`) and may be given (`Action.may_be_given`): when it is all a responder
    may do, the table plays it for a lone human and a bot answers at once, so that nobody
    learns whether the hidden hand held an event. Any other pass ends a part of a step and
    is the player's own to make."""
    p = Pass(seat)
    object.__setattr__(p, "passes", True)
    object.__setattr__(p, "may_be_given", True)
    return p


ACTION_CLASSES = [Mulligan, Keep, Assign, Expend, Deploy, Attach, PlayEvent, Move, Fight, Attack, Pass]

_DIV = re.compile(r"^[dD]([1-3])$")
_SEAT_DIV = re.compile(r"^[pP]([12]):[dD]([1-3])$")


def division_ref(seat: int, number: int) -> str:
    """How an event names a division: ``P2:d1``."""
    return f"P{seat + 1}:d{number}"


def parse_division_ref(ref: str) -> tuple[int, int]:
    m = _SEAT_DIV.match(ref)
    if m is None:
        raise ValueError(msg("not a division such as P2:d1: {ref}", ref=repr(ref)))
    return int(m.group(1)) - 1, int(m.group(2))


def _parse_division(tok: str) -> int:
    m = _DIV.match(tok)
    if not m:
        raise ValueError(msg("expected a division d1, d2 or d3, got {tok}", tok=repr(tok)))
    return int(m.group(1))


def _parse_target(tok: str):
    if tok == "-":
        return None
    if tok.startswith("#") and tok[1:].isdigit():
        return int(tok[1:])
    m = _SEAT_DIV.match(tok)
    if m:
        return division_ref(int(m.group(1)) - 1, int(m.group(2)))
    if _DIV.match(tok):
        return tok.lower()  # completed with the acting seat by AfterworldGame.parse
    raise ValueError(msg("expected a card such as #12 or a division such as P2:d1, got {tok}", tok=repr(tok)))


def _format_target(v) -> str:
    if v is None:
        return "-"
    if isinstance(v, int):
        return f"#{v}"
    return v


def _parse_square(tok: str) -> int:
    return world.parse_square(tok)


KINDS = {
    "division": (lambda v: f"d{v}", _parse_division),
    "square": (world.square_name, _parse_square),
    "opt_square": (lambda v: "-" if v is None else world.square_name(v),
                   lambda t: None if t == "-" else _parse_square(t)),
    "target": (_format_target, _parse_target),
}


class AfterworldNotation(Notation):
    """The core notation, leaving out trailing optional arguments that are empty."""

    def format(self, action: Action) -> str:
        text = super().format(action)
        while text.endswith(" -"):
            text = text[:-2]
        return text


def make_notation() -> Notation:
    return AfterworldNotation(ACTION_CLASSES, KINDS)


def complete(action: Action) -> Action:
    """Fill in the seat of a division target written without one (``d2`` -> ``P1:d2``); drop
    the owner of a division that is the acting player's own (``d2 P1`` -> ``d2``)."""
    if isinstance(action, (Assign, Deploy)) and action.owner == action.seat:
        return dataclasses.replace(action, owner=None)  # one's own division is the default
    if isinstance(action, PlayEvent) and isinstance(action.target, str) and _DIV.match(action.target):
        return PlayEvent(action.seat, action.card, division_ref(action.seat, int(action.target[1])),
                         action.to)
    return action
