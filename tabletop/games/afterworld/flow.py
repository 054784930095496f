"""How an Afterworld game runs: setup (AW-4), the steps of the turn (AW-5) and each action's effect.

`new_state` lays out a game from its `Setup`; `apply` carries out one checked action and
then moves the game on: when a player passes, the other player's part or the next step
begins, and the automatic steps (Ready, Draw, End) happen at once. Every part of a step ends
with an explicit pass. In a battle's response window (AW-9.4) both players are asked,
whatever their hidden hands hold: a responder with no event they could play gets a legal
list of only the pass (`actions.window_pass`), which the table gives for a lone human and a
bot plays at once, and which is logged as any pass. Only a responder with an empty hand
(which everyone sees) and nothing else to do is passed over. Skipping whoever holds no
playable event would tell everyone (the log, the other seat, the bots, the hot-seat cover)
what that hand holds.
"""

from __future__ import annotations

from tabletop.engine.errors import DataError, Problem
from tabletop.engine.game import Event, Setup, initial_rng
from tabletop.words import T, msg

from . import world
from .actions import (Assign, Attach, Attack, Deploy, Expend, Fight, Keep, Move, Mulligan, Pass,
                      PlayEvent, parse_division_ref)
from .legal import has_choice
from .options import make_options
from .query import attack_of, battle_targets, strikers_on, units_on
from .resolve import draw, leave_play, resolve_effects, settle  # noqa: F401  (leave_play re-exported)
from .state import AWState, Battle, Division, Side

HAND_SIZE = 6
#: the line that opens each step after the Muster step
STEP_OPENS = {"move": T("Move step: {who} first."), "battle": T("Battle step: {who} first.")}


# ---- setup (AW-4) -----------------------------------------------------------------------------

def new_state(card_of, setup: Setup) -> AWState:
    if len(setup.decks) != 2:
        raise DataError(Problem("setup", None, "decks",
                                msg("Afterworld is for exactly two players, not {n} [AW-1.1]", n=len(setup.decks))))
    try:
        options = make_options(setup.options)
    except ValueError as exc:
        raise DataError(Problem("setup", None, "options", str(exc))) from None
    s = AWState(seed=setup.seed, rng=initial_rng(setup.seed), names=list(setup.names), cards={}, owner={},
                next_id=1, result=None, options=options)
    rng = s.random()
    s.first = setup.first if setup.first is not None else rng.randbelow(2)  # AW-4.1
    s.keep(rng)
    s.turn_player = s.first
    s.world = [0] * 18
    for seat, deck in enumerate(setup.decks):
        side = Side()
        s.sides.append(side)
        side.reserve = [s.new_card(k, seat) for k in deck.piles.get("commanders", [])]
        terr = [s.new_card(k, seat) for k in deck.piles.get("territories", [])]
        forts = [t for t in terr if card_of[s.cards[t]].fortress]
        others = [t for t in terr if not card_of[s.cards[t]].fortress]
        if len(forts) != 1 or len(others) != 8 or len(side.reserve) != 3:
            raise DataError(Problem("setup", None, f"decks[{seat}]",
                                    msg("{deck}: needs 3 commanders and 1 fortress with 8 other territories "
                                        "[AW-1.2, AW-1.5]", deck=deck.name)))
        s.world[world.fortress_of(seat)] = forts[0]  # AW-4.3
        rng = s.random()
        rng.shuffle(others)  # AW-4.2: dealt at random, then all turned face up
        s.keep(rng)
        for sq, t in zip(sorted(world.EMPIRE[seat] - {world.fortress_of(seat)}), others):
            s.world[sq] = t
        side.deck = [s.new_card(k, seat) for k in deck.piles.get("main", [])]
        s.shuffle_pile(side.deck)  # AW-4.4
        side.divisions = [Division(seat, n, 0, world.fortress_of(seat)) for n in (1, 2, 3)]
    for seat in (s.first, 1 - s.first):
        draw(s, card_of, seat, HAND_SIZE, None)
    s.step = "mulligan"
    s.actor = s.first
    return s


# ---- the turn (AW-5) -------------------------------------------------------------------------------

def _log(ev, kind: str, text: str, seat=None, cards=()) -> None:
    """Append an event; callers test `ev is not None` first, so no text is built for nothing."""
    ev.append(Event(kind, text, tuple(cards), seat))


def start_game(s: AWState, card_of, ev) -> None:
    """AW-4.6/4.7: tokens are on the fortresses; game-start effects, first player's first."""
    for seat in (s.first, 1 - s.first):
        for d in s.sides[seat].divisions:
            card = card_of[s.cards[d.commander]]
            if card.at_start and s.result is None:
                if ev is not None:
                    _log(ev, "game-start", msg("{card} ({who}): game-start effect.", card=card.name, who=s.names[seat]),
                         seat, (d.commander,))
                resolve_effects(s, card_of, seat, card.at_start, None, None, ev, card.name)
    if s.result is None:
        begin_turn(s, card_of, ev)


def begin_turn(s: AWState, card_of, ev) -> None:
    """Ready and Draw (AW-5.2), then the turn player's part of the Muster step."""
    s.turn += 1
    if ev is not None:
        _log(ev, "turn", msg("Turn {turn}: {who} is the turn player.", turn=s.turn, who=s.names[s.turn_player]),
             s.turn_player)
    s.expended.clear()
    for side in s.sides:
        for d in side.divisions:
            d.moves = 0
            d.halted = False
    for seat in (s.turn_player, 1 - s.turn_player):
        if not draw(s, card_of, seat, 1, ev):
            return
    s.step = "muster"
    s.actor = s.turn_player
    s.fought = []
    if ev is not None:
        _log(ev, "step", msg("Muster step: {who} first.", who=s.names[s.actor]), s.actor)


def end_turn(s: AWState, card_of, ev) -> None:
    """End step (AW-5.2, AW-6.3, AW-9.6): damage, pools and until-end-of-turn effects go."""
    s.damage.clear()
    s.attack_bonus.clear()
    s.health_bonus.clear()
    for side in s.sides:
        side.food = side.gold = 0
    if ev is not None:
        _log(ev, "step", msg("End of turn {turn}: damage is removed and unspent Food and Gold vanish.",
                             turn=s.turn))
    s.turn_player = 1 - s.turn_player
    begin_turn(s, card_of, ev)


def end_part(s: AWState, card_of, ev) -> None:
    """The acting player has passed: the other player's part, or the next step."""
    b = s.battle
    if b is not None:  # response window (AW-9.4): defender, then attacker, then damage
        if b.responder != b.attacker:
            b.responder = b.attacker
        else:
            resolve_battle(s, card_of, ev)
        return
    s.fought = []
    if s.actor == s.turn_player:
        s.actor = 1 - s.turn_player
        return
    s.actor = s.turn_player
    if s.step == "muster":
        s.step = "move"
    elif s.step == "move":
        s.step = "battle"
    else:
        end_turn(s, card_of, ev)
        return
    if ev is not None:
        _log(ev, "step", msg(STEP_OPENS[s.step], who=s.names[s.actor]), s.actor)


def auto_pass(s: AWState, card_of, ev) -> None:
    """Pass over, in a battle's response window, a responder with an empty hand and nothing
    else to do: public facts only (a hand that holds no playable event is asked all the same)."""
    while s.result is None and s.battle is not None and s.battle.stage == "respond":
        seat = s.battle.responder
        if s.sides[seat].hand or has_choice(s, card_of, seat):
            return
        if ev is not None:
            ev.append(Event("pass", msg("{who} has no cards in hand and passes.", who=s.names[seat]), (), seat))
        end_part(s, card_of, ev)


# ---- battle (AW-9) -----------------------------------------------------------------------------------

def _targets_chosen(s: AWState, card_of, ev) -> None:
    b = s.battle
    assert b is not None, "no battle in progress"
    if b.stage == "aim" and s.options.defender_strikes_back:
        defender = 1 - b.attacker
        if units_on(s, b.attacker, b.square):
            b.defenders = strikers_on(s, card_of, defender, b.square)
            if b.defenders:
                b.stage = "counter"
                return
    if s.options.response_window:
        b.stage = "respond"
        b.responder = 1 - b.attacker
    else:
        resolve_battle(s, card_of, ev)


def _strike(s: AWState, card_of, aims: dict[int, int], seat: int, targets: list[int], sq: int,
            hits: dict[int, int]) -> None:
    """Add to `hits` the damage of each aimed striker of `seat` still on `sq` whose target is
    still there (a card that left in the response window deals or takes nothing)."""
    force = set(strikers_on(s, card_of, seat, sq))
    there = set(targets)
    for st, t in aims.items():
        if st in force and t in there:
            a = attack_of(s, card_of, st)
            if a:
                hits[t] = hits.get(t, 0) + a


def resolve_battle(s: AWState, card_of, ev) -> None:
    """AW-9.5: all damage at once, then destruction, auto-return and the winner check."""
    b = s.battle
    assert b is not None, "no battle in progress"
    sq = b.square
    hits: dict[int, int] = {}
    _strike(s, card_of, b.aims, b.attacker, battle_targets(s, b.attacker, sq), sq, hits)
    if b.counter_aims:
        _strike(s, card_of, b.counter_aims, 1 - b.attacker, units_on(s, b.attacker, sq), sq, hits)
    s.battle = None
    s.fought.append(sq)
    for t, n in hits.items():
        s.damage[t] = s.damage.get(t, 0) + n
        if ev is not None:
            ev.append(Event("damage", msg("{card} takes {n} damage.", card=card_of[s.cards[t]].name, n=n), (t,),
                            s.owner[t]))
    if ev is not None and not hits:
        ev.append(Event("battle", msg("The battle on {square} deals no damage.", square=world.NAMES[sq]), (),
                         b.attacker))
    settle(s, card_of, ev)


# ---- actions -------------------------------------------------------------------------------------------

def _pay(s: AWState, seat: int, food: int, gold: int) -> None:
    side = s.sides[seat]
    if side.food >= food:
        side.food -= food
    else:  # only with the option food_gold_substitute (checked before)
        side.gold -= food - side.food
        side.food = 0
    if side.gold >= gold:
        side.gold -= gold
    else:
        side.food -= gold - side.gold
        side.gold = 0


def apply(s: AWState, card_of, a, ev) -> None:
    seat = a.seat
    side = s.sides[seat]
    t = type(a)
    name = s.names[seat]
    if t is Pass:
        if ev is not None:
            _log(ev, "pass", msg("{who} passes.", who=name), seat)
        end_part(s, card_of, ev)
    elif t is Expend:
        card = card_of[s.cards[a.territory]]
        s.expended.add(a.territory)
        side.food += card.food
        side.gold += card.gold
        if ev is not None:
            _log(ev, "expend", msg("{who} expends {card} for {food} Food and {gold} Gold.", who=name, card=card.name,
                     food=card.food, gold=card.gold),
                 seat, (a.territory,))
    elif t is Deploy:
        card = card_of[s.cards[a.unit]]
        side.hand.remove(a.unit)
        side.divisions[a.division - 1].units.append(a.unit)
        if ev is not None:
            _log(ev, "deploy", msg("{who} puts {card} into division d{division}.", who=name, card=card.name,
                                         division=a.division), seat, (a.unit,))
        if card.on_deploy:
            resolve_effects(s, card_of, seat, card.on_deploy, None, None, ev, card.name)
    elif t is Attach:
        card = card_of[s.cards[a.item]]
        side.hand.remove(a.item)
        _pay(s, seat, card.food_cost, card.gold_cost)
        s.items.setdefault(a.holder, []).append(a.item)
        if ev is not None:
            _log(ev, "attach", msg("{who} attaches {card} to {holder}.", who=name, card=card.name,
                                         holder=card_of[s.cards[a.holder]].name), seat,
                 (a.item, a.holder))
        if card.on_attach:
            resolve_effects(s, card_of, seat, card.on_attach, None, None, ev, card.name)
    elif t is PlayEvent:
        card = card_of[s.cards[a.card]]
        side.hand.remove(a.card)
        _pay(s, seat, card.food_cost, card.gold_cost)
        target = a.target
        if isinstance(target, str):
            p, n = parse_division_ref(target)
            target = s.sides[p].divisions[n - 1]
        if ev is not None:
            _log(ev, "event", msg("{who} plays {card}.", who=name, card=card.name), seat, (a.card,))
        resolve_effects(s, card_of, seat, card.effects, target, a.to, ev, card.name)
        side.discard.append(a.card)
    elif t is Move:
        d = side.divisions[a.division - 1]
        frm = d.square
        d.square = a.square
        d.moves += 1
        opts = s.options
        if not opts.interleave_moves:
            for o in side.divisions:
                if o is not d and o.moves:
                    o.halted = True
        if opts.engagement_stops_movement and any(
                e.square == a.square and e.units for e in s.sides[1 - seat].divisions):
            d.halted = True
        if ev is not None:
            _log(ev, "move", msg("{who} moves division d{division} from {frm} to {to}.", who=name, division=d.number,
                                 frm=world.NAMES[frm], to=world.NAMES[a.square]), seat, (d.commander,))
    elif t is Fight:
        s.battle = Battle(a.square, seat, strikers_on(s, card_of, seat, a.square))
        if ev is not None:
            _log(ev, "battle", msg("{who} starts a battle on {square}.", who=name, square=world.NAMES[a.square]), seat)
    elif t is Attack:
        b = s.battle
        assert b is not None, "no battle in progress"  # check() refused an Attack without one
        aims = b.counter_aims if b.stage == "counter" else b.aims
        aims[a.striker] = a.target
        if ev is not None:
            _log(ev, "aim", msg("{card} targets {target}.", card=card_of[s.cards[a.striker]].name,
                                    target=card_of[s.cards[a.target]].name), seat,
                 (a.striker, a.target))
        if len(aims) == len(b.defenders if b.stage == "counter" else b.strikers):
            if b.stage == "counter":
                if s.options.response_window:
                    b.stage = "respond"
                    b.responder = 1 - b.attacker
                else:
                    resolve_battle(s, card_of, ev)
            else:
                _targets_chosen(s, card_of, ev)
    elif t is Mulligan or t is Keep:
        if t is Mulligan:
            hand = side.hand
            side.hand = []
            side.deck[0:0] = hand  # on the bottom of the deck (index 0 is the bottom card)
            if s.options.mulligan_random_order:
                s.shuffle_pile(side.deck[:len(hand)])
            draw(s, card_of, seat, HAND_SIZE, ev)
            if ev is not None:
                _log(ev, "mulligan", msg("{who} takes a mulligan.", who=name), seat)
        else:
            if ev is not None:
                _log(ev, "keep", msg("{who} keeps the opening hand.", who=name), seat)
        side.kept = True
        if not s.sides[1 - seat].kept:
            s.actor = 1 - seat
        else:
            s.step = "assign"
            s.actor = s.first
    elif t is Assign:
        _assign(s, card_of, side, a.commander, a.division, ev)
        if len(side.reserve) == 1:  # the last commander takes the last division
            last = next(d.number for d in side.divisions if not d.commander)
            _assign(s, card_of, side, side.reserve[0], last, ev)
        if not side.reserve:
            if s.sides[1 - seat].reserve:
                s.actor = 1 - seat
            else:
                start_game(s, card_of, ev)
    auto_pass(s, card_of, ev)


def _assign(s: AWState, card_of, side: Side, commander: int, n: int, ev) -> None:
    side.reserve.remove(commander)
    d = side.divisions[n - 1]
    d.commander = commander
    if ev is not None:
        _log(ev, "assign", msg("{who}: {card} leads division d{division}.", who=s.names[d.seat],
                                    card=card_of[s.cards[commander]].name, division=n), d.seat,
             (commander,))
