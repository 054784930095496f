"""Happenings: the gesture, the copies, the last copier as target, the score (AP-7).

A player holding a happening makes their side's gesture (``gesture``); the happening stays
hidden in hand. Every other player then answers: ``copy`` (with the default happening_copy =
forced, the only answer: the source warns that with optional copies "the game does not work")
or, with happening_copy = optional, also ``no-copy``. When all have answered, the user shows a
happening of their choice from hand (``show #23``, as the source says: the card is picked when
the gestures are in; the user is asked even with a single happening in hand, so that nothing
shows how many they hold, and the table shows it for a player alone with computer players).
Its effects hit the last to copy, and it goes to the user's score pile. If nobody copied, no
happening is used: it stays in hand, no action is spent, and that player may not gesture again
that turn.

**The order of the copies is the order of the answers** (AP-7.4, AP-7.6 [T]), as at a real
table where the slowest to copy is hit. Every player asked may copy at any moment of the
gesture (`flow.to_act` lists them all, in seat order after the user), and the engine takes
the copies in the order they are committed. The engine knows no clock: the door that commits
them does, and says two things through the actions themselves:

- **the order**: it commits the copies in the order they arrive. At one shared mouse
  (hot-seat) the table asks in seat order after the user, which is then the only order (the
  players cannot race at one mouse). Against the computer each computer player copies after a
  reaction time of its own, drawn from its level and its seed (tabletop/ai/reaction.py, so a
  simulation reproduces), and a human copies by clicking; over the network the host commits
  in order of arrival, its own computer players after their reaction times. A simulation
  (tabletop/ai/driver.py) orders the copies by the same drawn reaction times.
- **a tie**: a copy that arrived within `TIE_SECONDS` (tabletop/ai/reaction.py) after the
  copy before it is committed as ``copy together``: the two came too close to tell which was
  later. Copies chained so form one group; when the last copy belongs to a group of two or
  more, the last is unclear and the user picks the target among them (AP-7.4): the legal
  shows then name it (``show #23 P3``), one per happening and candidate, and a show without a
  target, or with one outside the group, is refused. Otherwise the show names no target.

``copy together`` is the door's word on timing, not a player's choice: the legal list names
``copy`` only, and the check accepts ``copy together`` wherever ``copy`` is legal after a
first copy (a first copy has nothing to come together with, and is refused so). This is the
one action the check accepts that the legal list does not name, on purpose: bots and the
table choose among the listed actions, and every door that commits copies stamps them itself
(tabletop/ai/reaction.py `Race`, `Arrivals`), so a flag sent by a client is overwritten by the
host's own clock.

When (AP-7.7, our concretization of "any player, during any player's turn", AP-7.1): the turn
player uses a happening as one of the two actions, whenever they may take an action. Any
other player may start one, free, at any moment at which the turn player may take an action:
before the first, between the two, after the last and before Evening Up (the turn player
ends the actions with ``end``), never inside a showdown, a ship chain or another gesture.
Nobody is asked in turn: the engine lists these players as *interjectors*
(`AustinPowers.interjectors`), the same whether or not they hold a happening, and only a
player's own legal actions show whether they may gesture. A player whose gesture nobody
copied may not gesture again that turn.
"""

from __future__ import annotations

from ...engine.errors import IllegalActionError
from ...engine.game import Event
from ...words import T, msg
from .cards import Happening
from .facts import HAPPENING
from .rules import refuse
from .state import APState, Gesture, others
from . import effects, victory


def happenings_in_hand(g, s: APState, seat: int) -> list[int]:
    facts = g.facts
    cards = s.cards
    return [c for c in s.hands[seat] if facts[cards[c]].bits & HAPPENING]


def holds_happening(g, s: APState, seat: int) -> bool:
    facts = g.facts
    cards = s.cards
    for c in s.hands[seat]:
        if facts[cards[c]].bits & HAPPENING:
            return True
    return False



def gesture_refusal(g, s: APState, seat: int) -> IllegalActionError | None:
    if not holds_happening(g, s, seat):
        return refuse("AP-7.2", msg("You hold no happening: nobody gestures without one."))
    if seat in s.gestures_failed:
        return refuse("AP-7.3", msg("Nobody copied your gesture this turn: your happenings stay in your hand "
                                    "until next turn."))
    return None


def start(g, s: APState, seat: int, as_action: bool, events: list[Event] | None) -> None:
    s.gesture = Gesture(seat, others(s, seat), as_action=as_action)
    if events is not None:
        events.append(Event("gesture", msg(_GESTURES[s.sides[seat]], who=s.names[seat]), (), seat))


#: [side]: a gesture made (cards.SIDES' gesture words)
_GESTURES = {"austin": T("{who} makes the peace sign: a happening! Copy it to be the target."),
             "evil": T("{who} makes the little finger at the corner of the mouth: a happening! Copy it to be "
                       "the target.")}


def copy_refusal(s: APState, together: bool | None) -> IllegalActionError | None:
    if together is not None and together is not True:
        return refuse("AP-7.4", msg("A copy came together with the one before it, or not: {value} says neither.",
                                    value=repr(together)), public=True)
    if together and not s.in_gesture().copiers:
        return refuse("AP-7.4", msg("Nobody has copied the gesture yet: the first copy cannot come together with "
                                    "another."), public=True)
    return None


def copy(s: APState, seat: int, together: bool | None, events: list[Event] | None) -> None:
    ge = s.in_gesture()
    ge.waiting.remove(seat)
    if together:
        ge.together.append(seat)
    ge.copiers.append(seat)
    s.ignored.clear()  # somebody went along: gestures are answered again
    if events is not None:
        if together:
            line = msg("{who} copies the gesture at the same moment as {other}.", who=s.names[seat],
                       other=s.names[ge.copiers[-2]])
        else:
            line = msg("{who} copies the gesture.", who=s.names[seat])
        events.append(Event("copy", line, (), seat))


def decline(s: APState, seat: int, events: list[Event] | None) -> None:
    s.in_gesture().waiting.remove(seat)
    if events is not None:
        events.append(Event("no-copy", msg("{who} does not copy the gesture.", who=s.names[seat]), (), seat))


def _close(s: APState) -> None:
    s.gesture = None


def nobody_copied(s: APState, events: list[Event] | None) -> None:
    """AP-7.3: no copy, no happening: it stays in hand and costs nothing."""
    ge = s.in_gesture()
    s.gestures_failed.append(ge.user)
    if ge.user not in s.ignored:
        s.ignored.append(ge.user)
    _close(s)
    if events is not None:
        events.append(Event("gesture-ignored", msg("Nobody copies {who}'s gesture: the happening stays in hand.",
                                                   who=s.names[ge.user]), (), ge.user))


def show_refusal(g, s: APState, seat: int, card: int, target: int | None) -> IllegalActionError | None:
    if card not in s.hands[seat]:
        return refuse("AP-7.4", msg("You can only show a happening from your own hand."), public=True)
    c = g.by_key[s.cards[card]]
    if not isinstance(c, Happening):
        return refuse("AP-7.4", msg("{card} is not a happening: after your gesture you show a happening.",
                                    card=c.name))
    last = s.in_gesture().last()
    names = s.names
    if len(last) == 1:
        if target is not None:  # nothing to pick: the show names nobody
            return refuse("AP-7.4", msg("{who} copied last: the happening hits {who}.", who=names[last[0]]),
                          public=True)
        return None
    if target not in last:
        return refuse("AP-7.4", msg("The last copies came together ({who}): pick which of them the happening "
                                    "hits.", who=[names[p] for p in last]), public=True)
    return None


def show(g, s: APState, card: int, pick: int | None, events: list[Event] | None) -> None:
    """AP-7.4, AP-7.5: the happening hits the last copier (the user's `pick` when the last
    copies came together), then goes to the user's score pile."""
    ge = s.in_gesture()
    user = ge.user
    _close(s)
    if ge.as_action:
        s.actions_used += 1
    target = ge.copiers[-1] if pick is None else pick
    c = g.by_key[s.cards[card]]
    s.hands[user].remove(card)
    if events is not None:
        if pick is None:
            line = msg("{who} shows {card}: it hits {target}, the last to copy.", who=s.names[user], card=c.name,
                       target=s.names[target])
        else:
            line = msg("{who} shows {card}: the last copies came together, and {who} picks {target}.",
                       who=s.names[user], card=c.name, target=s.names[target])
        events.append(Event("happening", line, (card,), user))
    effects.run(g, s, user, c.effects, None, target, events)
    s.scores[user].append(card)
    if events is not None:
        events.append(Event("score", msg("{card} goes to {who}'s score pile.", card=c.name, who=s.names[user]),
                            (card,), user))
    victory.check(g, s, events)
