"""The exact list of legal actions for the seat that must act, generated straight from the state.

`generate` lists every action `AfterworldGame.play` accepts now for `seat`; tests compare it
with a brute-force superset filtered through the checks (tests/afterworld/test_consistency.py).
It builds a list (no generator: the lists are short, and the table, the bots and `Match` want
the whole of it) and hands out the same frozen action object again for the same action.
"""

from __future__ import annotations

from typing import Iterator

from tabletop.engine.actions import Action

from . import world
from .abilities import TARGETS
from .actions import (Assign, Attach, Attack, Deploy, Expend, Fight, Keep, Move, Mulligan, Pass,
                      PlayEvent, division_ref, window_pass)
from .query import battle_targets, can_fight, can_pay, room_on, unit_limit
from .state import AWState

_NEIGHBOURS = world.NEIGHBOURS
_REACH = world.REACH
_IN_EMPIRE = world.IN_EMPIRE


def actor(s: AWState) -> int | None:
    """The seat the game waits for, or None when it is over."""
    if s.result is not None:
        return None
    b = s.battle
    if b is not None:
        if b.stage == "respond":
            return b.responder
        if b.stage == "counter":
            return 1 - b.attacker
    return s.actor


def may_play_events(s: AWState, seat: int) -> bool:
    """AW-5.3: own part of a step (outside a battle), or a battle's response window."""
    b = s.battle
    if b is not None:
        return b.stage == "respond" and b.responder == seat
    if s.actor != seat or s.step not in ("muster", "move", "battle"):
        return False
    return s.step == "muster" or s.options.events_in_every_step


def may_expend(s: AWState, seat: int) -> bool:
    if s.step == "muster" and s.battle is None and s.actor == seat:
        return True
    return s.options.expend_any_time and may_play_events(s, seat)


def event_targets(s: AWState, card_of, seat: int, card) -> Iterator[tuple]:
    """(target, to) pairs an event may name; `to` only for a move of one square."""
    kind = card.target
    cat, whose = TARGETS[kind]
    if cat is None:
        yield None, None
        return
    if cat == "unit":
        for p in (0, 1):
            if (whose == "own" and p != seat) or (whose == "enemy" and p == seat):
                continue
            for d in s.sides[p].divisions:
                for u in d.units:
                    yield u, None
        return
    if cat == "territory":
        if whose == "own":
            base = 0 if seat == 0 else 9
            for sq in range(base, base + 9):
                t = s.world[sq]
                if t not in s.destroyed:
                    yield t, None
        else:
            squares = {d.square for d in s.sides[seat].divisions}
            for sq in sorted(squares):
                if world.square_owner(sq) != seat:
                    t = s.world[sq]
                    if t not in s.destroyed:
                        yield t, None
        return
    step = any(e.verb == "move" and e["to"] == "step" for e in card.effects)
    p = seat if whose == "own" else 1 - seat
    for d in s.sides[p].divisions:
        if not d.units:
            continue
        ref = division_ref(p, d.number)
        if step:
            for dest in _NEIGHBOURS[d.square]:
                if room_on(s, dest):
                    yield ref, dest
        else:
            yield ref, None


def _events(s: AWState, card_of, seat: int, out: list) -> None:
    side = s.sides[seat]
    cards = s.cards
    for cid in side.hand:
        card = card_of[cards[cid]]
        if card.type != "event" or not can_pay(s, seat, card.food_cost, card.gold_cost):
            continue
        for target, to in event_targets(s, card_of, seat, card):
            out.append(_made((PlayEvent, seat, cid, target, to)))


#: actions made by `generate`, by (class, seat, arguments...): an action is a frozen value, so
#: the same one is handed out again instead of being built anew for every list
_MADE: dict[tuple, Action] = {}
_MADE_MOST = 50_000  # then start again (a long session meets many card ids)


def _made(key: tuple) -> Action:
    a = _MADE.get(key)
    if a is None:
        if len(_MADE) >= _MADE_MOST:
            _MADE.clear()
        a = _MADE[key] = key[0](*key[1:])
    return a


_PASS = (Pass(0), Pass(1))
_WINDOW_PASS = (window_pass(0), window_pass(1))  # equal to _PASS, but the table may give it
_OPENING = ((Mulligan(0), Keep(0)), (Mulligan(1), Keep(1)))


def generate(s: AWState, card_of, seat: int) -> list[Action]:
    """Every legal action of `seat` now, in a fixed order (the bots pick by position)."""
    if actor(s) != seat:
        return []
    step = s.step
    side = s.sides[seat]
    b = s.battle
    if step == "mulligan":
        return list(_OPENING[seat])
    out: list[Action] = []
    if step == "assign":
        free = [d.number for d in side.divisions if not d.commander]
        for c in side.reserve:
            for n in free:
                out.append(_made((Assign, seat, c, n)))
        return out
    opts = s.options
    if b is not None:
        if b.stage == "aim" or b.stage == "counter":
            strikers, aims = (b.strikers, b.aims) if b.stage == "aim" else (b.defenders, b.counter_aims)
            targets = battle_targets(s, seat, b.square) if b.stage == "aim" else \
                [u for d in s.sides[b.attacker].divisions if d.square == b.square for u in d.units]
            for st in strikers:
                if st not in aims:
                    for t in targets:
                        out.append(_made((Attack, seat, st, t)))
            return out
        # response window
        _events(s, card_of, seat, out)
        if opts.expend_any_time:
            _expends(s, seat, out)
        out.append(_WINDOW_PASS[seat])
        return out
    if step == "muster":
        _expends(s, seat, out)
        in_empire = _IN_EMPIRE[seat]
        divs = [d for d in side.divisions if in_empire[d.square]]
        if divs:
            open_divs = [d for d in divs if len(d.units) < unit_limit(s, card_of, d)]
            cards = s.cards
            for cid in side.hand:
                card = card_of[cards[cid]]
                t = card.type
                if t == "unit":
                    for d in open_divs:
                        out.append(_made((Deploy, seat, cid, d.number)))
                elif t == "equipment" or t == "relic":
                    if not can_pay(s, seat, card.food_cost, card.gold_cost):
                        continue
                    holder = card.holder
                    for d in divs:
                        if holder != "unit":
                            out.append(_made((Attach, seat, cid, d.commander)))
                        if holder != "commander":
                            for u in d.units:
                                out.append(_made((Attach, seat, cid, u)))
        _events(s, card_of, seat, out)
    elif step == "move":
        reach = _REACH[seat]
        for d in side.divisions:
            if d.halted or (not d.units and not opts.empty_divisions_move):
                continue
            icons = card_of[s.cards[d.commander]].icons
            if d.moves >= len(icons):
                continue
            for dest in reach[d.square][icons[d.moves]]:
                if room_on(s, dest):
                    out.append(_made((Move, seat, d.number, dest)))
        if opts.expend_any_time:
            _expends(s, seat, out)
        if opts.events_in_every_step:
            _events(s, card_of, seat, out)
    elif step == "battle":
        squares = sorted({d.square for d in side.divisions if d.units})
        for sq in squares:
            if can_fight(s, seat, sq):
                out.append(_made((Fight, seat, sq)))
        if opts.expend_any_time:
            _expends(s, seat, out)
        if opts.events_in_every_step:
            _events(s, card_of, seat, out)
    out.append(_PASS[seat])
    return out


def _expends(s: AWState, seat: int, out: list) -> None:
    base = 0 if seat == 0 else 9
    w = s.world
    expended = s.expended
    destroyed = s.destroyed
    for sq in range(base, base + 9):
        t = w[sq]
        if t not in expended and t not in destroyed:
            out.append(_made((Expend, seat, t)))


def has_choice(s: AWState, card_of, seat: int) -> bool:
    """Whether `seat` has a legal action other than passing."""
    for a in generate(s, card_of, seat):
        if type(a) is not Pass:
            return True
    return False
