"""The legal actions of an Austin Powers position, in the engine's fixed order, made fast.

`legal_actions` lists, for the seats asked now (flow.py `to_act`) and then for the players
who may step in while the turn player acts (AP-7.7, AP-10.3), exactly the actions that
`AustinPowers.check` accepts, in this order per seat:

- actions: agents to play (hand order), shags and assassinations (own field order, then the
  targets in seat order after the player), swingers (hand order; plain, then special, each
  with its targets), agents' printed actions, a gesture; then free ship agents, a proposal
  to end, ``end``. A player stepping in: a gesture, a proposal to end.
- bone: bones (hand order), a call for help (3+ players), ``no-bone``; help: offers,
  ``no-offer``; and so on for the other moments (see `_legal_for`).

Speed (the table, the bots' rollouts and the benchmarks list actions after every action):
each hand is read once; what a card key can do is worked out once per key (facts.py: its
kind bits, the targets its effects need); whether one agent may challenge another is
worked out once per pair of keys; and the actions themselves, frozen values, are made once
per set of arguments and shared by every list (`_Made`).
"""

from __future__ import annotations

import dataclasses
from typing import Any, Callable

from .actions import (AcceptEnd, Assassinate, CallHelp, Copy, Discard, DiscardHand, EndActions,
                      Gesture, KeepHand, NoBone, NoCopy, NoOffer, NoShip, Offer, PlayAgent,
                      PlayBone, ProposeEnd, RefuseEnd, Shag, Ship, ShowHappening, UseAgent,
                      UseSwinger)
from .cards import Agent, Card
from .facts import AGENT, HAPPENING, SHIP, SWINGER, Needs
from .happenings import happenings_in_hand, holds_happening
from .ships import ships_in_hand
from .showdown import can_target, usable_bones
from .state import APState, meets, moment_name, vibes
from . import flow

MAX_SEATS = 6  # AP-1.1


class _Made(dict):
    """Actions already made, by their constructor's arguments: an action is a frozen value, so
    one object serves every list. Emptied when it grows large (ids differ from game to game)."""

    LIMIT = 4096

    def __init__(self, make: Callable[..., Any]) -> None:
        super().__init__()
        self.make = make

    def __missing__(self, key: tuple) -> Any:
        if len(self) >= self.LIMIT:
            self.clear()
        a = self[key] = self.make(*key)
        return a


def _maker(cls) -> Callable[..., Any]:
    """`cls(*args)` for an action class whose every field is given: the frozen dataclass's
    `__init__` sets each field through `object.__setattr__`; this writes the instance dict at
    once (the way pickle rebuilds one). The same value: equal, same hash, same repr."""
    names = tuple(f.name for f in dataclasses.fields(cls))
    new = object.__new__
    if hasattr(new(cls), "__dict__"):
        def make(*args: Any) -> Any:
            if len(args) != len(names):
                raise TypeError(f"{cls.__name__} takes {len(names)} fields, not {len(args)}")
            a = new(cls)
            a.__dict__.update(zip(names, args))
            return a
        return make
    # a slots class (engine/actions.py): each field's slot descriptor sets it, past frozen
    setters = tuple(getattr(cls, n).__set__ for n in names)

    def make_slots(*args: Any) -> Any:
        if len(args) != len(names):
            raise TypeError(f"{cls.__name__} takes {len(names)} fields, not {len(args)}")
        a = new(cls)
        for put, v in zip(setters, args):
            put(a, v)
        return a

    return make_slots


def _by_seat(cls) -> tuple:
    return tuple(cls(p) for p in range(MAX_SEATS))


END, GESTURE, PROPOSE = _by_seat(EndActions), _by_seat(Gesture), _by_seat(ProposeEnd)
#: (a copy that came together with the one before, ``Copy(p, True)``, is the door's word on
#: timing, not a choice: it is accepted, never listed; happenings.py)
ACCEPT, REFUSE, COPY, NO_COPY = _by_seat(AcceptEnd), _by_seat(RefuseEnd), _by_seat(Copy), _by_seat(NoCopy)
CALL, NO_BONE, NO_OFFER, NO_SHIP = _by_seat(CallHelp), _by_seat(NoBone), _by_seat(NoOffer), _by_seat(NoShip)
DISCARD_HAND, KEEP_HAND = _by_seat(DiscardHand), _by_seat(KeepHand)
PLAY_AGENT, SHAG, ASSASSINATE = _Made(PlayAgent), _Made(_maker(Shag)), _Made(_maker(Assassinate))
SWING, USE, SHIP_ACT = _Made(_maker(UseSwinger)), _Made(_maker(UseAgent)), _Made(Ship)
BONE_ACT, OFFER, SHOW, DISCARD = _Made(PlayBone), _Made(Offer), _Made(_maker(ShowHappening)), _Made(Discard)

#: the other seats in seat order after a seat, by number of players: OTHERS[n][seat]
OTHERS = {n: tuple(tuple((p + i) % n for i in range(1, n)) for p in range(n))
          for n in range(1, MAX_SEATS + 1)}


def challenges(by_key: dict[str, Card]) -> dict[str, tuple[_Made, dict[str, bool]]]:
    """attacker key -> (its actions table: shags for a Kiss agent, else assassinations; target
    key -> whether it may start that showdown against the target, showdown.py `can_target`,
    AP-5.2), for every agent of the pool."""
    agents = [c for c in by_key.values() if isinstance(c, Agent)]
    out = {}
    for a in agents:
        kind = "shag" if a.kiss else "assassination"
        out[a.key] = (SHAG if kind == "shag" else ASSASSINATE,
                      {t.key: can_target(kind, a, t) for t in agents})
    return out


def legal_actions(g, s: APState, seat: int | None = None) -> list:
    m = moment_name(s)
    if m == "over":
        return []
    out: list = []
    if m == "actions":  # the turn player (flow.py `to_act`), then the others stepping in
        tp = s.turn_player
        if seat is None or seat == tp:
            _actions(g, s, tp, out)
        agree = s.options.end_by_agreement
        for p in OTHERS[len(s.names)][tp]:
            if seat is None or p == seat:
                if p not in s.gestures_failed and holds_happening(g, s, p):
                    out.append(GESTURE[p])
                if agree and p not in s.proposed:
                    out.append(PROPOSE[p])
        return out
    for p in flow.to_act(s, m):
        if seat is None or p == seat:
            _legal_for(g, s, p, m, out)
    return out


def _legal_for(g, s: APState, p: int, m: str, out: list) -> None:
    """The actions of seat `p` in a moment other than "actions" (see `_actions`)."""
    if m == "bone":
        out.extend(BONE_ACT[p, c] for c in usable_bones(g, s, p))
        if s.seats >= 3:
            out.append(CALL[p])
        out.append(NO_BONE[p])
    elif m == "gesture":
        out.append(COPY[p])
        if s.options.happening_copy == "optional":
            out.append(NO_COPY[p])
    elif m == "help":
        out.extend(OFFER[p, c] for c in usable_bones(g, s, p))
        out.append(NO_OFFER[p])
    elif m == "ship-answer":
        out.extend(SHIP_ACT[p, c] for c in ships_in_hand(g, s, p))
        out.append(NO_SHIP[p])
    elif m == "evening-hand":
        out.append(DISCARD_HAND[p])
        out.append(KEEP_HAND[p])
    elif m == "evening-discard":
        out.extend(DISCARD[p, c] for c in s.hands[p])
    elif m == "proposal":
        out.append(ACCEPT[p])
        out.append(REFUSE[p])
    elif m == "show":
        last = s.in_gesture().last()
        if len(last) == 1:
            out.extend(SHOW[p, c, None] for c in happenings_in_hand(g, s, p))
        else:  # the last copies came together: the user picks the target (AP-7.4)
            out.extend(SHOW[p, c, q] for c in happenings_in_hand(g, s, p) for q in last)


def _actions(g, s: APState, p: int, out: list) -> None:
    facts = g.facts
    cards = s.cards
    agents = []
    swingers = []
    ships = []
    happening = False
    for c in s.hands[p]:
        f = facts[cards[c]]
        bits = f.bits
        if bits:
            if bits & AGENT:
                agents.append(c)
            if bits & SHIP:
                ships.append(c)
            if bits & SWINGER:
                swingers.append(f)
                swingers.append(c)
            if bits & HAPPENING:
                happening = True
    if s.actions_used < s.actions_allowed:
        for c in agents:
            out.append(PLAY_AGENT[p, c])
        field = s.fields[p]
        if field:
            _starts(g, s, p, field, out)
        if swingers:
            _swingers(g, s, p, swingers, out)
        for c in field:
            f = facts[cards[c]]
            if f.action is not None:
                for t, q in _options(s, p, f.action):
                    out.append(USE[p, c, t, q])
        if happening and p not in s.gestures_failed:
            out.append(GESTURE[p])
    if s.ship_free:
        for c in ships:
            out.append(SHIP_ACT[p, c])
    if s.options.end_by_agreement and p not in s.proposed:
        out.append(PROPOSE[p])
    out.append(END[p])


def _starts(g, s: APState, p: int, field: list[int], out: list) -> None:
    """Shags and assassinations: every own agent against every opponent's (AP-5.1, AP-5.2)."""
    fields = s.fields
    targets = [c for q in OTHERS[len(s.names)][p] for c in fields[q]]
    if not targets:
        return
    cards = s.cards
    pairs = g.challenges
    for a in field:
        made, ok = pairs[cards[a]]
        for t in targets:
            if ok[cards[t]]:
                out.append(made[p, a, t])


def _swingers(g, s: APState, p: int, swingers: list, out: list) -> None:
    """Swingers (AP-6.1): the plain effect; the special one if the vibes meet its requirement
    (AP-2.3). `swingers`: Facts, id, Facts, id, ... in hand order."""
    have = vibes(g.by_key, s, p)
    for i in range(0, len(swingers), 2):
        f, c = swingers[i], swingers[i + 1]
        for t, q in _options(s, p, f.plain):
            out.append(SWING[p, c, "plain", t, q])
        if meets(have, f.card.requirement):
            for t, q in _options(s, p, f.special):
                out.append(SWING[p, c, "special", t, q])


NONE_ONLY: tuple = (None,)


def _options(s: APState, p: int, needs: Needs) -> list[tuple[Any, Any]]:
    """Every (target agent, target player) an effect list with these needs may name
    (turn.py `target_options`)."""
    whose, player = needs
    if whose is None:
        agents: Any = NONE_ONLY
    elif whose == "yours":
        agents = s.fields[p]
    else:
        fields = s.fields
        seats = OTHERS[len(s.names)][p] if whose == "opponent" else range(len(s.names))
        agents = [c for q in seats for c in fields[q]]
    players: Any = OTHERS[len(s.names)][p] if player else NONE_ONLY
    return [(c, q) for c in agents for q in players]
