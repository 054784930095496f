"""Why an action is illegal: every refusal names its rule id and says why in one sentence.

`check` is called by the core pipeline (tabletop/engine/game.py) after it has made sure the
game is not over and the seat may act. It raises `IllegalActionError` and never changes the
state. Cards are named by their printed names, squares by their names (world.py). What may be
done when is data: `MOMENTS` (the moments of each action) and `WAITING` (moments that wait for
particular actions), the shape of the Austin Powers engine's MOMENTS. An event's target is
checked in targets.py. Every sentence is a template of parts (tabletop.words.msg), so that the
table reads it in its own language.
"""

from __future__ import annotations

from typing import Any, Callable

from tabletop.words import T, msg

from . import world
from .actions import Assign, Attach, Attack, Deploy, Expend, Fight, Keep, Move, Mulligan, Pass, PlayEvent
from .legal import may_expend, may_play_events
from .query import battle_targets, can_pay, enemy_territory_on, room_on, unit_limit
from .rules import refuse
from .state import AWState
from .targets import check_target, known as _known


def _name(s: AWState, card_of, cid: int) -> str:
    return card_of[s.cards[cid]].name


def _in_hand(s: AWState, card_of, seat: int, cid: int, rule: str) -> None:
    _known(s, cid, rule)
    if cid not in s.sides[seat].hand:
        owner = s.owner[cid]
        seen = cid not in s.sides[owner].deck and (owner == seat or s.options.open_hands
                                                    or cid not in s.sides[owner].hand)
        if seen and owner == seat:
            raise refuse(rule, msg("{card} is not in your hand.", card=_name(s, card_of, cid)), public=True)
        raise refuse(rule, msg("#{cid} is not in your hand.", cid=cid), public=True)  # AW-11.2: no unseen name


def _pay_check(s: AWState, card_of, seat: int, card) -> None:
    if not can_pay(s, seat, card.food_cost, card.gold_cost):
        side = s.sides[seat]
        food, gold = card.food_cost, card.gold_cost
        if food and gold:
            template = T("{card} costs {food} Food and {gold} Gold"
                         " and your pool holds {have_food} Food and {have_gold} Gold.")
        elif food:
            template = T("{card} costs {food} Food"
                         " and your pool holds {have_food} Food and {have_gold} Gold.")
        else:
            template = T("{card} costs {gold} Gold"
                         " and your pool holds {have_food} Food and {have_gold} Gold.")
        raise refuse("AW-6.2", msg(template, card=card.name, food=food, gold=gold,
                                   have_food=side.food, have_gold=side.gold))


# ---- what may be done when, as data (the shape of Austin Powers' MOMENTS) -----------------

PLAY = ("muster", "move", "battle", "respond")  # the moments of a turn where events and passes go

#: which moments (`moment`) each action belongs to, and its rule and sentence when refused
MOMENTS: dict[type, tuple[tuple[str, ...], str, str]] = {
    Mulligan: (("mulligan",), "AW-4.5", T("The mulligan is decided only once, before the first turn.")),
    Keep: (("mulligan",), "AW-4.5", T("The mulligan is decided only once, before the first turn.")),
    Assign: (("assign",), "AW-4.6", T("Commanders are assigned to divisions only before the first turn.")),
    Expend: (PLAY, "AW-5.2", T("Territories are expended for Food and Gold in your part of the Muster step.")),
    Deploy: (("muster",), "AW-5.2", T("Units join divisions only in the Muster step.")),
    Attach: (("muster",), "AW-5.2", T("Items are attached only in the Muster step.")),
    PlayEvent: (PLAY, "AW-5.3", T("Events are played in your own part of a step or in a battle's response window.")),
    Move: (("move",), "AW-5.2", T("Divisions move only in the Move step.")),
    Fight: (("battle",), "AW-5.2", T("Battles are fought only in the Battle step.")),
    Attack: (("aim",), "AW-9.3", T("There is no battle waiting for targets: start one with fight.")),
    Pass: (PLAY, "AW-5.1", T("There is nothing to pass now.")),
}

#: the moments that wait for particular actions: any other is refused with the moment's own
#: rule and sentence ({square}: the square of the battle)
WAITING: dict[str, tuple[str, str]] = {
    "mulligan": ("AW-4.5", T("Decide on the mulligan first: keep or mulligan.")),
    "assign": ("AW-4.6", T("Assign your commanders to divisions first.")),
    "aim": ("AW-9.3", T("First give every unit of the battle on {square} a target.")),
    "respond": ("AW-9.4", T("The battle on {square} is in its response window: play an event or pass.")),
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


def check(s: AWState, card_of, a) -> None:
    t = type(a)
    m = moment(s)
    moments, rule, sentence = MOMENTS[t]
    if m not in moments:
        past = all(ORDER.get(x, 2) < ORDER.get(m, 2) for x in moments)
        if m in WAITING and not past:
            rule, sentence = WAITING[m]
        square = world.NAMES[s.battle.square] if s.battle is not None else ""
        raise refuse(rule, msg(sentence, square=square))
    rules = CHECKS.get(t)
    if rules is not None:
        rules(s, card_of, a)


def _check_assign(s: AWState, card_of, a: Assign) -> None:
    side = s.sides[a.seat]
    _known(s, a.commander, "AW-4.6")
    if a.commander not in side.reserve:
        raise refuse("AW-4.6", msg("{card} is not one of your commanders waiting for a division.",
                                   card=_name(s, card_of, a.commander)))
    if a.owner is not None:  # written only for another seat's division (AfterworldGame.parse)
        raise refuse("AW-4.6", msg("A commander leads one of your own divisions, not the opponent's."))
    if not 1 <= a.division <= 3:
        raise refuse("AW-4.6", msg("There is no division d{division}: divisions are d1, d2 and d3.",
                                   division=a.division))
    d = side.divisions[a.division - 1]
    if d.commander:
        raise refuse("AW-4.6", msg("Division d{division} is already led by {card}.",
                                   division=a.division, card=_name(s, card_of, d.commander)))


def _check_expend(s: AWState, card_of, a: Expend) -> None:
    if not may_expend(s, a.seat):
        raise refuse("AW-5.2", msg("Territories are expended for Food and Gold in your part of the Muster step."))
    _known(s, a.territory, "AW-6.1")
    sq = s.world.index(a.territory) if a.territory in s.world else None
    card = _name(s, card_of, a.territory)
    if sq is None or world.square_owner(sq) != a.seat:
        raise refuse("AW-6.1", msg("{card} is not one of your territories.", card=card))
    if a.territory in s.destroyed:
        raise refuse("AW-2.3", msg("{card} is destroyed and produces nothing.", card=card))
    if a.territory in s.expended:
        raise refuse("AW-6.1", msg("{card} is already expended this turn.", card=card))


def _own_division(s: AWState, seat: int, n: int, rule: str):
    if not isinstance(n, int) or not 1 <= n <= 3:
        raise refuse(rule, msg("There is no division d{division}: divisions are d1, d2 and d3.", division=n))
    return s.sides[seat].divisions[n - 1]


def _check_deploy(s: AWState, card_of, a: Deploy) -> None:
    _in_hand(s, card_of, a.seat, a.unit, "AW-7.2")
    card = card_of[s.cards[a.unit]]
    if card.type != "unit":
        raise refuse("AW-7.2", msg("{card} is not a unit.", card=card.name))
    if a.owner is not None:  # written only for another seat's division (AfterworldGame.parse)
        raise refuse("AW-7.2", msg("A unit joins one of your own divisions, not the opponent's."))
    d = _own_division(s, a.seat, a.division, "AW-7.2")
    if not world.IN_EMPIRE[a.seat][d.square]:
        raise refuse("AW-7.2", msg("Division d{division} stands on {square}, outside your empire; units join "
                                   "only divisions inside your own empire.",
                                   division=d.number, square=world.NAMES[d.square]))
    limit = unit_limit(s, card_of, d)
    n = len(d.units)
    if n >= limit:
        commander = _name(s, card_of, d.commander)
        if n == 1:
            raise refuse("AW-7.2", msg("Division d{division} already holds {n} unit, the Unit Limit of "
                                       "{commander}.", division=d.number, n=n, commander=commander))
        raise refuse("AW-7.2", msg("Division d{division} already holds {n} units, the Unit Limit of "
                                   "{commander}.", division=d.number, n=n, commander=commander))


def _check_attach(s: AWState, card_of, a: Attach) -> None:
    _in_hand(s, card_of, a.seat, a.item, "AW-7.3")
    card = card_of[s.cards[a.item]]
    if not card.is_item:
        raise refuse("AW-7.3", msg("{card} is not an item.", card=card.name))
    _known(s, a.holder, "AW-7.3")
    d = None
    for div in s.sides[a.seat].divisions:
        if div.commander == a.holder or a.holder in div.units:
            d = div
            break
    if d is None:
        raise refuse("AW-7.3", msg("{card} is not a commander or unit of one of your divisions.",
                                   card=_name(s, card_of, a.holder)))
    is_commander = d.commander == a.holder
    if card.holder == "unit" and is_commander:
        raise refuse("AW-7.3", msg("{card} can only be attached to a unit.", card=card.name))
    if card.holder == "commander" and not is_commander:
        raise refuse("AW-7.3", msg("{card} can only be attached to a commander.", card=card.name))
    if not world.IN_EMPIRE[a.seat][d.square]:
        raise refuse("AW-7.3", msg("Division d{division} stands on {square}, outside your empire; items are "
                                   "attached only inside your own empire.",
                                   division=d.number, square=world.NAMES[d.square]))
    _pay_check(s, card_of, a.seat, card)


def _check_event(s: AWState, card_of, a: PlayEvent) -> None:
    if not may_play_events(s, a.seat):
        if not s.options.events_in_every_step and s.step in ("move", "battle"):
            raise refuse("AW-5.3", msg("With this table's rules, events are played only in the Muster step "
                                       "and in a battle's response window."))
        raise refuse("AW-5.3", msg("You may play an event only in your own part of a step or in a battle's "
                                   "response window."))
    _in_hand(s, card_of, a.seat, a.card, "AW-5.3")
    card = card_of[s.cards[a.card]]
    if card.type != "event":
        raise refuse("AW-5.3", msg("{card} is not an event.", card=card.name))
    _pay_check(s, card_of, a.seat, card)
    check_target(s, card_of, a.seat, card, a.target, a.to)


def _check_move(s: AWState, card_of, a: Move) -> None:
    d = _own_division(s, a.seat, a.division, "AW-7.1")
    if not isinstance(a.square, int) or not 0 <= a.square < 18:
        raise refuse("AW-3.2", msg("There is no square {square}.", square=a.square))
    opts = s.options
    if not d.units and not opts.empty_divisions_move:
        raise refuse("AW-7.6", msg("Division d{division} has no units, and a division without units cannot "
                                   "move.", division=d.number))
    commander = card_of[s.cards[d.commander]]
    icons = commander.icons
    if d.halted:
        if opts.engagement_stops_movement and _engaged(s, d):
            raise refuse("AW-8.4", msg("Division d{division} entered a square held by an enemy division and "
                                       "cannot move again this turn.", division=d.number))
        raise refuse("AW-8.3", msg("Division d{division} is done moving: with this table's rules a division "
                                   "cannot move again once you have moved another one.", division=d.number))
    if d.moves >= len(icons):
        n = len(icons)
        template = _NO_MORE_MOVES[n != 1][min(d.moves, 3) - 1]
        raise refuse("AW-8.2", msg(template, commander=commander.name, n=n, division=d.number))
    mask = world.ARROWS_TO[a.seat][d.square][a.square]
    frm, to = world.NAMES[d.square], world.NAMES[a.square]
    if not mask:
        if a.square == d.square:
            raise refuse("AW-8.2", msg("Division d{division} is already on {square}.", division=d.number, square=to))
        hint = _fortress_hint(a.seat, d.square, a.square)
        raise refuse("AW-8.2", msg(_NOT_NEXT[hint], to=to, frm=frm))
    icon = icons[d.moves]
    if not mask & icon:
        raise refuse("AW-8.2", msg(_NO_ARROW[min(d.moves, 2)], commander=commander.name,
                                   arrows=_no_arrows(world.arrow_names(mask)), icon=d.moves + 1))
    if not room_on(s, a.square):
        raise refuse("AW-3.7", msg("{square} already holds {n} divisions, as many as this table allows.",
                                   square=to, n=opts.square_capacity))


#: [plural icons][moves - 1]: a division that has used every icon of its commander
_NO_MORE_MOVES = (
    (T("{commander} has {n} movement icon, so division d{division} cannot move a second time this turn."),
     T("{commander} has {n} movement icon, so division d{division} cannot move a third time this turn."),
     T("{commander} has {n} movement icon, so division d{division} cannot move a fourth time this turn.")),
    (T("{commander} has {n} movement icons, so division d{division} cannot move a second time this turn."),
     T("{commander} has {n} movement icons, so division d{division} cannot move a third time this turn."),
     T("{commander} has {n} movement icons, so division d{division} cannot move a fourth time this turn.")),
)

#: [moves]: the icon of the move has none of the arrows that lead to the square
_NO_ARROW = (
    T("{commander} has {arrows} on icon {icon}, the icon of this division's first move this turn."),
    T("{commander} has {arrows} on icon {icon}, the icon of this division's second move this turn."),
    T("{commander} has {arrows} on icon {icon}, the icon of this division's third move this turn."),
)

#: by `_fortress_hint`: the square is not next to the division's
_NOT_NEXT = {
    "": T("{to} is not one square away from {frm}: a division moves one square at a time."),
    "enter": T("{to} is not one square away from {frm}: a division moves one square at a time (a fortress "
               "is entered only from the back row next to it)."),
    "leave": T("{to} is not one square away from {frm}: a division moves one square at a time (a division "
               "leaving a fortress enters the back row next to it)."),
}


def _no_arrows(names: list[str]):
    """ "no forward arrow", "no forward-left or forward-right arrow", ...: the arrows missing."""
    if len(names) == 1:
        return msg("no {arrow} arrow", arrow=names[0])
    if len(names) == 2:
        return msg("no {arrow1} or {arrow2} arrow", arrow1=names[0], arrow2=names[1])
    return msg("no {arrow1}, {arrow2} or {arrow3} arrow", arrow1=names[:-2], arrow2=names[-2], arrow3=names[-1])


def _fortress_hint(seat: int, frm: int, to: int) -> str:
    if to in (world.F1, world.F2) and world.row_of(frm) not in (1, 4):
        return "enter"
    if frm in (world.F1, world.F2) and world.row_of(to) not in (1, 4):
        return "leave"
    return ""


def _engaged(s: AWState, d) -> bool:
    return any(e.square == d.square and e.units for e in s.sides[1 - d.seat].divisions)


def _check_fight(s: AWState, card_of, a: Fight) -> None:
    sq = a.square
    if not isinstance(sq, int) or not 0 <= sq < 18:
        raise refuse("AW-3.2", msg("There is no square {square}.", square=sq))
    name = world.NAMES[sq]
    if sq in s.fought:
        raise refuse("AW-9.2", msg("You have already fought on {square} in this part of the Battle step.",
                                   square=name))
    if not any(d.square == sq and d.units for d in s.sides[a.seat].divisions):
        raise refuse("AW-9.1", msg("You have no units on {square}; a division fights only where it stands.",
                                   square=name))
    enemy_units = any(d.square == sq and d.units for d in s.sides[1 - a.seat].divisions)
    if not enemy_units and enemy_territory_on(s, a.seat, sq) is None:
        if world.square_owner(sq) != a.seat and s.world[sq] in s.destroyed:
            raise refuse("AW-2.3", msg("{card} on {square} is already destroyed and there is no enemy unit "
                                       "there.", card=_name(s, card_of, s.world[sq]), square=name))
        raise refuse("AW-9.2", msg("There is nothing to attack on {square}: no enemy unit and no enemy "
                                   "territory.", square=name))


def _check_attack(s: AWState, card_of, a: Attack) -> None:
    b = s.battle
    if b is None or b.stage not in ("aim", "counter"):
        raise refuse("AW-9.3", msg("There is no battle waiting for targets: start one with fight."))
    _known(s, a.striker, "AW-9.3")
    _known(s, a.target, "AW-9.3")
    counter = b.stage == "counter"
    strikers, aims = (b.defenders, b.counter_aims) if counter else (b.strikers, b.aims)
    sname = _name(s, card_of, a.striker)
    sq = world.NAMES[b.square]
    if a.striker not in strikers:
        raise refuse("AW-9.3", msg("{card} is not part of your force in the battle on {square}.",
                                   card=sname, square=sq))
    if a.striker in aims:
        raise refuse("AW-9.3", msg("{card} already has a target: {target}.",
                                   card=sname, target=_name(s, card_of, aims[a.striker])))
    if counter:
        targets = [u for d in s.sides[b.attacker].divisions if d.square == b.square for u in d.units]
        if a.target not in targets:
            raise refuse("AW-9.3", msg("{card} is not an attacking unit on {square}; striking back, a unit "
                                       "targets a unit of the attacker.", card=_name(s, card_of, a.target), square=sq))
        return
    if a.target not in battle_targets(s, a.seat, b.square):
        tname = _name(s, card_of, a.target)
        if a.target in s.destroyed:
            raise refuse("AW-2.3", msg("{card} is destroyed and cannot be attacked again.", card=tname))
        raise refuse("AW-9.1", msg("{card} is not an enemy unit or the enemy territory on {square}; a unit "
                                   "attacks only what stands on its own square.", card=tname, square=sq))


#: the rules of each action once its moment is right (Pass, Mulligan and Keep need none)
CHECKS: dict[type, Callable[[AWState, Any, Any], None]] = {
    Assign: _check_assign, Expend: _check_expend, Deploy: _check_deploy, Attach: _check_attach,
    PlayEvent: _check_event, Move: _check_move, Fight: _check_fight, Attack: _check_attack}
