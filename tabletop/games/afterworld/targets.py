"""Whom an event may name (AW-2): the checks of an event's target, each refusal one sentence.

`check_target` is called by `check` (tabletop/games/afterworld/check.py) once the event itself
may be played; the event's own `target` kind (tabletop/games/afterworld/abilities.py) says
what it names: a unit, a territory or a division, and whose.
"""

from __future__ import annotations

import re

from tabletop.words import T, msg

from . import world
from .abilities import TARGETS
from .actions import parse_division_ref
from .query import find_unit, room_on
from .rules import refuse
from .state import AWState

_DIVREF = re.compile(r"^P[12]:d[1-3]$")

#: an event of each target kind played without a target
_NEEDS = {
    "unit": T("{card} needs a target: a unit."),
    "enemy-unit": T("{card} needs a target: an enemy unit."),
    "own-unit": T("{card} needs a target: one of your units."),
    "enemy-territory": T("{card} needs a target: an enemy territory or fortress on a square where one of "
                         "your divisions stands."),
    "own-territory": T("{card} needs a target: one of your territories."),
    "enemy-division": T("{card} needs a target: an enemy division."),
    "own-division": T("{card} needs a target: one of your divisions."),
}


def known(s: AWState, cid, rule: str) -> None:
    """Refuse (citing `rule`) a card id that is no card of this game."""
    if not isinstance(cid, int) or cid not in s.cards:
        raise refuse(rule, msg("There is no card #{cid} in this game.", cid=cid))


def check_target(s: AWState, card_of, seat: int, card, target, to) -> None:
    """AW-2: the event's own text says what it may target."""
    cat, whose = TARGETS[card.target]
    step = any(e.verb == "move" and e["to"] == "step" for e in card.effects)
    name = card.name
    if cat is None:
        if target is not None or to is not None:
            raise refuse("AW-2", msg("{card} has no target.", card=name))
        return
    if target is None:
        raise refuse("AW-2", msg(_NEEDS[card.target], card=name))
    if cat == "division":
        _check_division(s, seat, card, whose, step, target, to)
        return
    if to is not None:
        raise refuse("AW-2", msg("{card} does not move a division to a square.", card=name))
    if not isinstance(target, int):
        if cat == "unit":
            raise refuse("AW-2", msg("{card} targets a unit, not a division.", card=name))
        raise refuse("AW-2", msg("{card} targets a territory, not a division.", card=name))
    known(s, target, "AW-2")
    tcard = card_of[s.cards[target]]
    tname = tcard.name
    owner = s.owner[target]
    if cat == "unit":
        if tcard.type != "unit" or find_unit(s, target) is None:
            raise refuse("AW-2", msg("{card} targets a unit in a division; {target} is not one.",
                                     card=name, target=tname))
        if whose == "own" and owner != seat:
            raise refuse("AW-2", msg("{card} targets one of your own units, and {target} is not yours.",
                                     card=name, target=tname))
        if whose == "enemy" and owner == seat:
            raise refuse("AW-2", msg("{card} targets an enemy unit, and {target} is yours.", card=name, target=tname))
        return
    # territory
    if tcard.type != "territory" or target not in s.world:
        raise refuse("AW-2", msg("{card} targets a territory; {target} is not one.", card=name, target=tname))
    if target in s.destroyed:
        raise refuse("AW-2.3", msg("{card} is destroyed and cannot be targeted.", card=tname))
    if whose == "own" and owner != seat:
        raise refuse("AW-2", msg("{card} targets one of your own territories, and {target} is not yours.",
                                 card=name, target=tname))
    if whose == "enemy":
        if owner == seat:
            raise refuse("AW-2", msg("{card} targets an enemy territory, and {target} is yours.",
                                     card=name, target=tname))
        sq = s.world.index(target)
        if not any(d.square == sq for d in s.sides[seat].divisions):
            raise refuse("AW-2", msg("{card} needs one of your divisions on {square}, where {target} is.",
                                     card=name, square=world.NAMES[sq], target=tname))


def _check_division(s: AWState, seat: int, card, whose: str, step: bool, target, to) -> None:
    name = card.name
    if not isinstance(target, str) or not _DIVREF.match(target):
        raise refuse("AW-2", msg("{card} targets a division, such as P2:d1.", card=name))
    p, n = parse_division_ref(target)
    d = s.sides[p].divisions[n - 1]
    if whose == "own" and p != seat:
        raise refuse("AW-2", msg("{card} targets one of your own divisions.", card=name))
    if whose == "enemy" and p == seat:
        raise refuse("AW-2", msg("{card} targets an enemy division.", card=name))
    if not d.units:
        raise refuse("AW-2", msg("Division {division} has no units, so {card} cannot target it.",
                                 division=target, card=name))
    if step:
        if to is None:
            raise refuse("AW-2", msg("{card} moves a division: name the square it goes to.", card=name))
        if not isinstance(to, int) or to not in world.NEIGHBOURS[d.square]:
            dest = world.NAMES[to] if isinstance(to, int) and 0 <= to < 18 else str(to)
            raise refuse("AW-2", msg("{to} is not one square away from {frm}, where division {division} stands.",
                                     to=dest, frm=world.NAMES[d.square], division=target))
        if not room_on(s, to):
            raise refuse("AW-3.7", msg("{square} already holds {n} divisions, as many as this table allows.",
                                       square=world.NAMES[to], n=s.options.square_capacity))
    elif to is not None:
        raise refuse("AW-2", msg("{card} does not move a division to a square.", card=name))
