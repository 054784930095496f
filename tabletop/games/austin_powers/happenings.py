"""Happenings: the gesture, the copies, the last copier as target, the score (AP-7).

A player holding a happening makes their side's gesture (``gesture``); the happening stays
hidden in hand. Every other player then answers: ``copy`` (with the default
happening_copy = forced, the only answer: the source warns that with optional copies "the
game does not work", and only the order counts: they are asked one at a time, in seat order
after the user, so the target is the player before the user) or, with happening_copy =
optional, also ``no-copy`` (then in any order; the order of the copies is the order of these
actions). When all have answered, the user shows a happening of their choice from hand
(``show #23``, as the source says: the card is picked when the gestures are in; the user is
asked even with a single happening in hand, so that nothing shows how many they hold, and
the table shows it for a player alone with computer players). Its effects hit the last
copier, and it goes to the user's score pile. If nobody copied, no happening is used: it stays
in hand, no action is spent, and that player may not gesture again this turn.

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


def copy(s: APState, seat: int, events: list[Event] | None) -> None:
    ge = s.in_gesture()
    ge.waiting.remove(seat)
    ge.copiers.append(seat)
    s.ignored.clear()  # somebody went along: gestures are answered again
    if events is not None:
        events.append(Event("copy", msg("{who} copies the gesture.", who=s.names[seat]), (), seat))


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


def show_refusal(g, s: APState, seat: int, card: int) -> IllegalActionError | None:
    if card not in s.hands[seat]:
        return refuse("AP-7.4", msg("You can only show a happening from your own hand."), public=True)
    c = g.by_key[s.cards[card]]
    if not isinstance(c, Happening):
        return refuse("AP-7.4", msg("{card} is not a happening: after your gesture you show a happening.",
                                    card=c.name))
    return None


def show(g, s: APState, card: int, events: list[Event] | None) -> None:
    """AP-7.4, AP-7.5: the happening hits the last copier, then goes to the user's score pile."""
    ge = s.in_gesture()
    user = ge.user
    _close(s)
    if ge.as_action:
        s.actions_used += 1
    target = ge.copiers[-1]
    c = g.by_key[s.cards[card]]
    s.hands[user].remove(card)
    if events is not None:
        events.append(Event("happening", msg("{who} shows {card}: it hits {target}, the last to copy.",
                                             who=s.names[user], card=c.name, target=s.names[target]), (card,), user))
    effects.run(g, s, user, c.effects, None, target, events)
    s.scores[user].append(card)
    if events is not None:
        events.append(Event("score", msg("{card} goes to {who}'s score pile.", card=c.name, who=s.names[user]),
                            (card,), user))
    victory.check(g, s, events)
