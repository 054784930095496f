"""The exact list of legal actions for the seat that must act, generated straight from the state.

`generate` yields every action `AfterworldGame.play` accepts now for `seat`; tests compare it
with a brute-force superset filtered through the checks (tests/afterworld/test_consistency.py).
It is a generator so that "has this seat anything to do besides passing?" can stop at the
first answer (`has_choice`).
"""

from __future__ import annotations

from typing import Iterator

from tabletop.engine.actions import Action

from . import world
from .abilities import TARGETS
from .actions import (Assign, Attach, Attack, Deploy, Expend, Fight, Keep, Move, Mulligan, Pass,
                      PlayEvent, division_ref)
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


def event_targets(s: AWState, C, seat: int, card) -> Iterator[tuple]:
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


def _events(s: AWState, C, seat: int) -> Iterator[Action]:
    side = s.sides[seat]
    for cid in side.hand:
        card = C[s.cards[cid]]
        if card.type != "event" or not can_pay(s, seat, card.food_cost, card.gold_cost):
            continue
        for target, to in event_targets(s, C, seat, card):
            yield PlayEvent(seat, cid, target, to)


def generate(s: AWState, C, seat: int) -> Iterator[Action]:
    if actor(s) != seat:
        return
    step = s.step
    side = s.sides[seat]
    b = s.battle
    if step == "mulligan":
        yield Mulligan(seat)
        yield Keep(seat)
        return
    if step == "assign":
        free = [d.number for d in side.divisions if not d.commander]
        for c in side.reserve:
            for n in free:
                yield Assign(seat, c, n)
        return
    if b is not None:
        if b.stage == "aim" or b.stage == "counter":
            strikers, aims = (b.strikers, b.aims) if b.stage == "aim" else (b.defenders, b.counter_aims)
            targets = battle_targets(s, seat, b.square) if b.stage == "aim" else \
                [u for d in s.sides[b.attacker].divisions if d.square == b.square for u in d.units]
            for st in strikers:
                if st not in aims:
                    for t in targets:
                        yield Attack(seat, st, t)
            return
        # response window
        yield from _events(s, C, seat)
        if s.options.expend_any_time:
            yield from _expends(s, seat)
        yield Pass(seat)
        return
    if step == "muster":
        yield from _expends(s, seat)
        divs = [d for d in side.divisions if _IN_EMPIRE[seat][d.square]]
        if divs:
            open_divs = [d for d in divs if len(d.units) < unit_limit(s, C, d)]
            for cid in side.hand:
                card = C[s.cards[cid]]
                t = card.type
                if t == "unit":
                    for d in open_divs:
                        yield Deploy(seat, cid, d.number)
                elif t == "equipment" or t == "relic":
                    if not can_pay(s, seat, card.food_cost, card.gold_cost):
                        continue
                    for d in divs:
                        if card.holder != "unit":
                            yield Attach(seat, cid, d.commander)
                        if card.holder != "commander":
                            for u in d.units:
                                yield Attach(seat, cid, u)
        yield from _events(s, C, seat)
    elif step == "move":
        opts = s.options
        for d in side.divisions:
            if d.halted or (not d.units and not opts.empty_divisions_move):
                continue
            icons = C[s.cards[d.commander]].icons
            if d.moves >= len(icons):
                continue
            for dest in _REACH[seat][d.square][icons[d.moves]]:
                if room_on(s, dest):
                    yield Move(seat, d.number, dest)
        if opts.expend_any_time:
            yield from _expends(s, seat)
        if opts.events_in_every_step:
            yield from _events(s, C, seat)
    elif step == "battle":
        squares = sorted({d.square for d in side.divisions if d.units})
        for sq in squares:
            if can_fight(s, seat, sq):
                yield Fight(seat, sq)
        if s.options.expend_any_time:
            yield from _expends(s, seat)
        if s.options.events_in_every_step:
            yield from _events(s, C, seat)
    yield Pass(seat)


def _expends(s: AWState, seat: int) -> Iterator[Action]:
    base = 0 if seat == 0 else 9
    w = s.world
    for sq in range(base, base + 9):
        t = w[sq]
        if t not in s.expended and t not in s.destroyed:
            yield Expend(seat, t)


def has_choice(s: AWState, C, seat: int) -> bool:
    """Whether `seat` has a legal action other than passing."""
    for a in generate(s, C, seat):
        if type(a) is not Pass:
            return True
    return False
