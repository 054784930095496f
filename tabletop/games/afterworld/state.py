"""The Afterworld game state: plain data, changed in place by the engine after a full check.

Where each card is:

- ``Side.deck`` (last item = top), ``hand``, ``discard``, ``removed``, ``reserve`` (commanders
  not yet assigned to a division, AW-4.6), and ``Division.commander`` / ``units`` of the
  three divisions; ``world[square]`` is the territory (or fortress) card on each square;
  ``items[holder]`` lists the items attached to a commander or unit.
- Card conditions: ``damage`` (card id -> damage this turn), ``expended`` and ``destroyed``
  (sets of ids), ``attack_bonus`` / ``health_bonus`` (until end of turn).

Whose move it is: ``step`` ("mulligan", "assign", "muster", "move", "battle", "over") and
``actor`` (the seat whose part of the step it is); inside a battle, ``battle.stage`` says
who is choosing ("aim", "counter") or responding ("respond", ``battle.responder``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.engine.game import State

from .options import Options

STEPS = ("mulligan", "assign", "muster", "move", "battle", "over")


@dataclass(slots=True)
class Division:
    seat: int  # the owner
    number: int  # 1..3
    commander: int  # card id; 0 until assigned (AW-4.6)
    square: int
    units: list[int] = field(default_factory=list)
    moves: int = 0  # moves made this turn (AW-8.2)
    halted: bool = False  # may not move again this turn (AW-8.3 / AW-8.4 options)


@dataclass(slots=True)
class Side:
    """One player's piles, divisions and pool."""

    deck: list[int] = field(default_factory=list)  # last = top
    hand: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    removed: list[int] = field(default_factory=list)
    reserve: list[int] = field(default_factory=list)  # commanders not yet assigned
    divisions: list[Division] = field(default_factory=list)
    food: int = 0
    gold: int = 0
    kept: bool = False  # has decided on the mulligan (AW-4.5)


@dataclass(slots=True)
class Battle:
    """A battle in progress on one square (AW-9)."""

    square: int
    attacker: int
    strikers: list[int]  # attacker's units (and striking commanders), in order
    aims: dict[int, int] = field(default_factory=dict)  # striker -> target card
    stage: str = "aim"  # aim, counter (defender's targets), respond
    responder: int = 0
    defenders: list[int] = field(default_factory=list)  # defender's strikers (option)
    counter_aims: dict[int, int] = field(default_factory=dict)


@dataclass(slots=True)
class AWState(State):
    options: Options = field(default_factory=Options)
    first: int = 0
    turn: int = 0  # 1 on the first turn; 0 during setup
    turn_player: int = 0
    step: str = "mulligan"
    actor: int = 0
    world: list[int] = field(default_factory=list)  # square -> territory card id
    sides: list[Side] = field(default_factory=list)
    damage: dict[int, int] = field(default_factory=dict)
    expended: set[int] = field(default_factory=set)
    destroyed: set[int] = field(default_factory=set)
    items: dict[int, list[int]] = field(default_factory=dict)
    attack_bonus: dict[int, int] = field(default_factory=dict)
    health_bonus: dict[int, int] = field(default_factory=dict)
    fought: list[int] = field(default_factory=list)  # squares fought on in this part of Battle
    battle: Battle | None = None
