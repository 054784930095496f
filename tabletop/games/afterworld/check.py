"""Why an action is illegal: every refusal names its rule id and says why in one sentence.

`check` is called by the core pipeline (tabletop/engine/game.py) after it has made sure the
game is not over and the seat may act. It raises `IllegalActionError` and never changes the
state. Cards are named by their printed names, squares by their names (world.py). What may be
done when is data: `MOMENTS` (the moments of each action) and `WAITING` (moments that wait for
particular actions), the shape of the Austin Powers engine's MOMENTS.
"""

from __future__ import annotations

import re
from typing import Any, Callable

from . import world
from .abilities import TARGETS, target_phrase
from .actions import (Assign, Attach, Attack, Deploy, Expend, Fight, Keep, Move, Mulligan, Pass,
                      PlayEvent, parse_division_ref)
from .legal import may_expend, may_play_events
from .rules import refuse
from .query import (ORDINAL, battle_targets, can_pay, enemy_territory_on, room_on, unit_limit)
from .state import AWState

_DIVREF = re.compile(r"^P[12]:d[1-3]$")

STEP_TITLES = {"mulligan": "the mulligan", "assign": "the assignment of commanders",
               "muster": "the Muster step", "move": "the Move step", "battle": "the Battle step"}




def _name(s: AWState, C, cid: int) -> str:
    return C[s.cards[cid]].name


def _known(s: AWState, cid, rule: str) -> None:
    if not isinstance(cid, int) or cid not in s.cards:
        raise refuse(rule, f"There is no card #{cid} in this game.")


def _in_hand(s: AWState, C, seat: int, cid: int, rule: str) -> None:
    _known(s, cid, rule)
    if cid not in s.sides[seat].hand:
        owner = s.owner[cid]
        seen = cid not in s.sides[owner].deck and (owner == seat or s.options.open_hands
                                                    or cid not in s.sides[owner].hand)
        what = _name(s, C, cid) if seen and owner == seat else f"#{cid}"
        raise refuse(rule, f"{what} is not in your hand.", public=True)  # AW-11.2: no unseen name


def _cost_text(food: int, gold: int) -> str:
    parts = [p for p in (f"{food} Food" if food else "", f"{gold} Gold" if gold else "") if p]
    return " and ".join(parts) or "nothing"


def _pay_check(s: AWState, C, seat: int, card) -> None:
    if not can_pay(s, seat, card.food_cost, card.gold_cost):
        side = s.sides[seat]
        raise refuse("AW-6.2", f"{card.name} costs {_cost_text(card.food_cost, card.gold_cost)} and your "
                               f"pool holds {side.food} Food and {side.gold} Gold.")


# ---- what may be done when, as data (the shape of Austin Powers' MOMENTS) -----------------

PLAY = ("muster", "move", "battle", "respond")  # the moments of a turn where events and passes go

#: which moments (`moment`) each action belongs to, and its rule and sentence when refused
MOMENTS: dict[type, tuple[tuple[str, ...], str, str]] = {
    Mulligan: (("mulligan",), "AW-4.5", "The mulligan is decided only once, before the first turn."),
    Keep: (("mulligan",), "AW-4.5", "The mulligan is decided only once, before the first turn."),
    Assign: (("assign",), "AW-4.6", "Commanders are assigned to divisions only before the first turn."),
    Expend: (PLAY, "AW-5.2", "Territories are expended for Food and Gold in your part of the Muster step."),
    Deploy: (("muster",), "AW-5.2", "Units join divisions only in the Muster step."),
    Attach: (("muster",), "AW-5.2", "Items are attached only in the Muster step."),
    PlayEvent: (PLAY, "AW-5.3", "Events are played in your own part of a step or in a battle's response window."),
    Move: (("move",), "AW-5.2", "Divisions move only in the Move step."),
    Fight: (("battle",), "AW-5.2", "Battles are fought only in the Battle step."),
    Attack: (("aim",), "AW-9.3", "There is no battle waiting for targets: start one with fight."),
    Pass: (PLAY, "AW-5.1", "There is nothing to pass now."),
}

#: the moments that wait for particular actions: any other is refused with the moment's own
#: rule and sentence ({square}: the square of the battle)
WAITING: dict[str, tuple[str, str]] = {
    "mulligan": ("AW-4.5", "Decide on the mulligan first: keep or mulligan."),
    "assign": ("AW-4.6", "Assign your commanders to divisions first."),
    "aim": ("AW-9.3", "First give every unit of the battle on {square} a target."),
    "respond": ("AW-9.4", "The battle on {square} is in its response window: play an event or pass."),
}


#: the order of the moments: setup (mulligan, then assign), then the turns; an action whose
#: moments are all past is refused in its own words ("decided only once"), not the moment's
ORDER = {"mulligan": 0, "assign": 1}


def moment(s: AWState) -> str:
    """What the game is at: a setup step, a step of the turn, or a battle's aim or response."""
    b = s.battle
    if b is not None:
        return "respond" if b.stage == "respond" else "aim"
    return s.step


def check(s: AWState, C, a) -> None:
    t = type(a)
    m = moment(s)
    moments, rule, sentence = MOMENTS[t]
    if m not in moments:
        past = all(ORDER.get(x, 2) < ORDER.get(m, 2) for x in moments)
        if m in WAITING and not past:
            rule, sentence = WAITING[m]
        square = world.NAMES[s.battle.square] if s.battle is not None else ""
        raise refuse(rule, sentence.format(square=square))
    rules = CHECKS.get(t)
    if rules is not None:
        rules(s, C, a)


def _check_assign(s: AWState, C, a: Assign) -> None:
    side = s.sides[a.seat]
    _known(s, a.commander, "AW-4.6")
    if a.commander not in side.reserve:
        raise refuse("AW-4.6", f"{_name(s, C, a.commander)} is not one of your commanders waiting for a division.")
    if a.owner is not None:  # written only for another seat's division (AfterworldGame.parse)
        raise refuse("AW-4.6", "A commander leads one of your own divisions, not the opponent's.")
    if not 1 <= a.division <= 3:
        raise refuse("AW-4.6", f"There is no division d{a.division}: divisions are d1, d2 and d3.")
    d = side.divisions[a.division - 1]
    if d.commander:
        raise refuse("AW-4.6", f"Division d{a.division} is already led by {_name(s, C, d.commander)}.")


def _check_expend(s: AWState, C, a: Expend) -> None:
    if not may_expend(s, a.seat):
        raise refuse("AW-5.2", "Territories are expended for Food and Gold in your part of the Muster step.")
    _known(s, a.territory, "AW-6.1")
    sq = s.world.index(a.territory) if a.territory in s.world else None
    if sq is None or world.square_owner(sq) != a.seat:
        raise refuse("AW-6.1", f"{_name(s, C, a.territory)} is not one of your territories.")
    if a.territory in s.destroyed:
        raise refuse("AW-2.3", f"{_name(s, C, a.territory)} is destroyed and produces nothing.")
    if a.territory in s.expended:
        raise refuse("AW-6.1", f"{_name(s, C, a.territory)} is already expended this turn.")


def _own_division(s: AWState, seat: int, n: int, rule: str):
    if not isinstance(n, int) or not 1 <= n <= 3:
        raise refuse(rule, f"There is no division d{n}: divisions are d1, d2 and d3.")
    return s.sides[seat].divisions[n - 1]


def _check_deploy(s: AWState, C, a: Deploy) -> None:
    _in_hand(s, C, a.seat, a.unit, "AW-7.2")
    card = C[s.cards[a.unit]]
    if card.type != "unit":
        raise refuse("AW-7.2", f"{card.name} is not a unit.")
    if a.owner is not None:  # written only for another seat's division (AfterworldGame.parse)
        raise refuse("AW-7.2", "A unit joins one of your own divisions, not the opponent's.")
    d = _own_division(s, a.seat, a.division, "AW-7.2")
    if not world.IN_EMPIRE[a.seat][d.square]:
        raise refuse("AW-7.2", f"Division d{d.number} stands on {world.NAMES[d.square]}, outside your empire; "
                               f"units join only divisions inside your own empire.")
    limit = unit_limit(s, C, d)
    if len(d.units) >= limit:
        raise refuse("AW-7.2", f"Division d{d.number} already holds {len(d.units)} "
                               f"unit{'s' if len(d.units) != 1 else ''}, the Unit Limit of "
                               f"{_name(s, C, d.commander)}.")


def _check_attach(s: AWState, C, a: Attach) -> None:
    _in_hand(s, C, a.seat, a.item, "AW-7.3")
    card = C[s.cards[a.item]]
    if not card.is_item:
        raise refuse("AW-7.3", f"{card.name} is not an item.")
    _known(s, a.holder, "AW-7.3")
    d = None
    for div in s.sides[a.seat].divisions:
        if div.commander == a.holder or a.holder in div.units:
            d = div
            break
    if d is None:
        raise refuse("AW-7.3", f"{_name(s, C, a.holder)} is not a commander or unit of one of your divisions.")
    is_commander = d.commander == a.holder
    if card.holder == "unit" and is_commander:
        raise refuse("AW-7.3", f"{card.name} can only be attached to a unit.")
    if card.holder == "commander" and not is_commander:
        raise refuse("AW-7.3", f"{card.name} can only be attached to a commander.")
    if not world.IN_EMPIRE[a.seat][d.square]:
        raise refuse("AW-7.3", f"Division d{d.number} stands on {world.NAMES[d.square]}, outside your empire; "
                               f"items are attached only inside your own empire.")
    _pay_check(s, C, a.seat, card)


def _check_event(s: AWState, C, a: PlayEvent) -> None:
    if not may_play_events(s, a.seat):
        if not s.options.events_in_every_step and s.step in ("move", "battle"):
            raise refuse("AW-5.3", "With this table's rules, events are played only in the Muster step "
                                   "and in a battle's response window.")
        raise refuse("AW-5.3", "You may play an event only in your own part of a step or in a battle's "
                               "response window.")
    _in_hand(s, C, a.seat, a.card, "AW-5.3")
    card = C[s.cards[a.card]]
    if card.type != "event":
        raise refuse("AW-5.3", f"{card.name} is not an event.")
    _pay_check(s, C, a.seat, card)
    check_target(s, C, a.seat, card, a.target, a.to)


def check_target(s: AWState, C, seat: int, card, target, to) -> None:
    """AW-2: the event's own text says what it may target."""
    cat, whose = TARGETS[card.target]
    step = any(e.verb == "move" and e["to"] == "step" for e in card.effects)
    if cat is None:
        if target is not None or to is not None:
            raise refuse("AW-2", f"{card.name} has no target.")
        return
    want = {"unit": "a unit", "territory": "a territory", "division": "a division"}[cat]
    if target is None:
        raise refuse("AW-2", f"{card.name} needs a target: {target_phrase(card.target)}.")
    if cat == "division":
        if not isinstance(target, str) or not _DIVREF.match(target):
            raise refuse("AW-2", f"{card.name} targets a division, such as P2:d1.")
        p, n = parse_division_ref(target)
        d = s.sides[p].divisions[n - 1]
        if whose == "own" and p != seat:
            raise refuse("AW-2", f"{card.name} targets one of your own divisions.")
        if whose == "enemy" and p == seat:
            raise refuse("AW-2", f"{card.name} targets an enemy division.")
        if not d.units:
            raise refuse("AW-2", f"Division {target} has no units, so {card.name} cannot target it.")
        if step:
            if to is None:
                raise refuse("AW-2", f"{card.name} moves a division: name the square it goes to.")
            if not isinstance(to, int) or to not in world.NEIGHBOURS[d.square]:
                dest = world.NAMES[to] if isinstance(to, int) and 0 <= to < 18 else str(to)
                raise refuse("AW-2", f"{dest} is not one square away from {world.NAMES[d.square]}, "
                                     f"where division {target} stands.")
            if not room_on(s, to):
                raise refuse("AW-3.7", f"{world.NAMES[to]} already holds {s.options.square_capacity} "
                                       f"divisions, as many as this table allows.")
        elif to is not None:
            raise refuse("AW-2", f"{card.name} does not move a division to a square.")
        return
    if to is not None:
        raise refuse("AW-2", f"{card.name} does not move a division to a square.")
    if not isinstance(target, int):
        raise refuse("AW-2", f"{card.name} targets {want}, not a division.")
    _known(s, target, "AW-2")
    tcard = C[s.cards[target]]
    tname = tcard.name
    owner = s.owner[target]
    if cat == "unit":
        from .query import find_unit
        if tcard.type != "unit" or find_unit(s, target) is None:
            raise refuse("AW-2", f"{card.name} targets a unit in a division; {tname} is not one.")
        if whose == "own" and owner != seat:
            raise refuse("AW-2", f"{card.name} targets one of your own units, and {tname} is not yours.")
        if whose == "enemy" and owner == seat:
            raise refuse("AW-2", f"{card.name} targets an enemy unit, and {tname} is yours.")
        return
    # territory
    if tcard.type != "territory" or target not in s.world:
        raise refuse("AW-2", f"{card.name} targets a territory; {tname} is not one.")
    if target in s.destroyed:
        raise refuse("AW-2.3", f"{tname} is destroyed and cannot be targeted.")
    if whose == "own" and owner != seat:
        raise refuse("AW-2", f"{card.name} targets one of your own territories, and {tname} is not yours.")
    if whose == "enemy":
        if owner == seat:
            raise refuse("AW-2", f"{card.name} targets an enemy territory, and {tname} is yours.")
        sq = s.world.index(target)
        if not any(d.square == sq for d in s.sides[seat].divisions):
            raise refuse("AW-2", f"{card.name} needs one of your divisions on {world.NAMES[sq]}, where "
                                 f"{tname} is.")


def _check_move(s: AWState, C, a: Move) -> None:
    d = _own_division(s, a.seat, a.division, "AW-7.1")
    if not isinstance(a.square, int) or not 0 <= a.square < 18:
        raise refuse("AW-3.2", f"There is no square {a.square}.")
    opts = s.options
    if not d.units and not opts.empty_divisions_move:
        raise refuse("AW-7.6", f"Division d{d.number} has no units, and a division without units cannot move.")
    commander = C[s.cards[d.commander]]
    icons = commander.icons
    if d.halted:
        if opts.engagement_stops_movement and _engaged(s, d):
            raise refuse("AW-8.4", f"Division d{d.number} entered a square held by an enemy division and "
                                   f"cannot move again this turn.")
        raise refuse("AW-8.3", f"Division d{d.number} is done moving: with this table's rules a division "
                               f"cannot move again once you have moved another one.")
    if d.moves >= len(icons):
        n = len(icons)
        raise refuse("AW-8.2", f"{commander.name} has {n} movement icon{'s' if n != 1 else ''}, so division "
                               f"d{d.number} cannot move a {ORDINAL[d.moves]} time this turn.")
    mask = world.ARROWS_TO[a.seat][d.square][a.square]
    frm, to = world.NAMES[d.square], world.NAMES[a.square]
    if not mask:
        if a.square == d.square:
            raise refuse("AW-8.2", f"Division d{d.number} is already on {to}.")
        raise refuse("AW-8.2", f"{to} is not one square away from {frm}: a division moves one square at a time"
                               + _fortress_hint(a.seat, d.square, a.square) + ".")
    icon = icons[d.moves]
    if not mask & icon:
        names = world.arrow_names(mask)
        if len(names) == 1:
            arrows = f"no {names[0]} arrow"
        else:
            arrows = "no " + ", ".join(names[:-1]) + f" or {names[-1]} arrow"
        raise refuse("AW-8.2", f"{commander.name} has {arrows} on icon {d.moves + 1}, the icon of this "
                               f"division's {ORDINAL[d.moves]} move this turn.")
    if not room_on(s, a.square):
        raise refuse("AW-3.7", f"{to} already holds {opts.square_capacity} divisions, as many as this table allows.")


def _fortress_hint(seat: int, frm: int, to: int) -> str:
    if to in (world.F1, world.F2) and world.row_of(frm) not in (1, 4):
        return " (a fortress is entered only from the back row next to it)"
    if frm in (world.F1, world.F2) and world.row_of(to) not in (1, 4):
        return " (a division leaving a fortress enters the back row next to it)"
    return ""


def _engaged(s: AWState, d) -> bool:
    return any(e.square == d.square and e.units for e in s.sides[1 - d.seat].divisions)


def _check_fight(s: AWState, C, a: Fight) -> None:
    sq = a.square
    if not isinstance(sq, int) or not 0 <= sq < 18:
        raise refuse("AW-3.2", f"There is no square {sq}.")
    name = world.NAMES[sq]
    if sq in s.fought:
        raise refuse("AW-9.2", f"You have already fought on {name} in this part of the Battle step.")
    if not any(d.square == sq and d.units for d in s.sides[a.seat].divisions):
        raise refuse("AW-9.1", f"You have no units on {name}; a division fights only where it stands.")
    enemy_units = any(d.square == sq and d.units for d in s.sides[1 - a.seat].divisions)
    if not enemy_units and enemy_territory_on(s, a.seat, sq) is None:
        if world.square_owner(sq) != a.seat and s.world[sq] in s.destroyed:
            raise refuse("AW-2.3", f"{_name(s, C, s.world[sq])} on {name} is already destroyed and there is "
                                   f"no enemy unit there.")
        raise refuse("AW-9.2", f"There is nothing to attack on {name}: no enemy unit and no enemy territory.")


def _check_attack(s: AWState, C, a: Attack) -> None:
    b = s.battle
    if b is None or b.stage not in ("aim", "counter"):
        raise refuse("AW-9.3", "There is no battle waiting for targets: start one with fight.")
    _known(s, a.striker, "AW-9.3")
    _known(s, a.target, "AW-9.3")
    counter = b.stage == "counter"
    strikers, aims = (b.defenders, b.counter_aims) if counter else (b.strikers, b.aims)
    sname = _name(s, C, a.striker)
    sq = world.NAMES[b.square]
    if a.striker not in strikers:
        raise refuse("AW-9.3", f"{sname} is not part of your force in the battle on {sq}.")
    if a.striker in aims:
        raise refuse("AW-9.3", f"{sname} already has a target: {_name(s, C, aims[a.striker])}.")
    if counter:
        targets = [u for d in s.sides[b.attacker].divisions if d.square == b.square for u in d.units]
        if a.target not in targets:
            raise refuse("AW-9.3", f"{_name(s, C, a.target)} is not an attacking unit on {sq}; striking back, "
                                   f"a unit targets a unit of the attacker.")
        return
    if a.target not in battle_targets(s, a.seat, b.square):
        tname = _name(s, C, a.target)
        if a.target in s.destroyed:
            raise refuse("AW-2.3", f"{tname} is destroyed and cannot be attacked again.")
        raise refuse("AW-9.1", f"{tname} is not an enemy unit or the enemy territory on {sq}; a unit attacks "
                               f"only what stands on its own square.")


#: the rules of each action once its moment is right (Pass, Mulligan and Keep need none)
CHECKS: dict[type, Callable[[AWState, Any, Any], None]] = {
    Assign: _check_assign, Expend: _check_expend, Deploy: _check_deploy, Attach: _check_attach,
    PlayEvent: _check_event, Move: _check_move, Fight: _check_fight, Attack: _check_attack}
