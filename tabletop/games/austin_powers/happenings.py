"""Happenings: the gesture, the copies, the last copier as target, the score (AP-7).

A player holding a happening makes their side's gesture (``gesture``); the happening stays
hidden in hand. Every other player then answers, in any order: ``copy`` or (with
happening_copy = optional) ``no-copy``; the order of the copies is the order of these
actions. When all have answered, the user shows a happening of their choice from hand
(``show #23``, as the source says: the card is picked when the gestures are in; with a single
happening in hand it is shown at once unless prompt_everyone is on). Its effects hit the last
copier, and it goes to the user's score pile. If nobody copied, no happening is used: it stays
in hand, no action is spent, and that player may not gesture again this turn.

Concretization of "any player, during any player's turn" (AP-7.1): the turn player uses a
happening as one of the two actions; the others are asked once per turn, in seat order,
after the turn player's actions (the *window*), and only if they hold a happening (unless
the option prompt_everyone is on).
"""

from __future__ import annotations

from ...engine.errors import IllegalActionError
from ...engine.game import Event
from .cards import SIDES, Happening
from .rules import refuse
from .state import APState, Gesture, others
from . import effects, victory


def happenings_in_hand(g, s: APState, seat: int) -> list[int]:
    by_key = g.by_key
    return [c for c in s.hands[seat] if isinstance(by_key[s.cards[c]], Happening)]


def holds_happening(g, s: APState, seat: int) -> bool:
    by_key = g.by_key
    return any(isinstance(by_key[s.cards[c]], Happening) for c in s.hands[seat])


def may_gesture(g, s: APState, seat: int, as_action: bool) -> bool:
    return holds_happening(g, s, seat) and not (as_action and s.gesture_failed)


def gesture_refusal(g, s: APState, seat: int, as_action: bool) -> IllegalActionError | None:
    if not holds_happening(g, s, seat):
        return refuse("AP-7.2", "You hold no happening: nobody gestures without one.")
    if as_action and s.gesture_failed:
        return refuse("AP-7.3", "Nobody copied your gesture this turn: your happenings stay in your "
                                "hand until next turn.")
    return None


def start(g, s: APState, seat: int, as_action: bool, events: list[Event] | None) -> None:
    s.gesture = Gesture(seat, others(s, seat), as_action=as_action)
    if events is not None:
        side = SIDES[s.sides[seat]]
        events.append(Event("gesture", f"{s.names[seat]} makes {side.gesture}: a happening! "
                                       "Copy it to be the target.", (), seat))


def copy(s: APState, seat: int, events: list[Event] | None) -> None:
    ge = s.in_gesture()
    ge.waiting.remove(seat)
    ge.copiers.append(seat)
    if events is not None:
        events.append(Event("copy", f"{s.names[seat]} copies the gesture.", (), seat))


def decline(s: APState, seat: int, events: list[Event] | None) -> None:
    s.in_gesture().waiting.remove(seat)
    if events is not None:
        events.append(Event("no-copy", f"{s.names[seat]} does not copy the gesture.", (), seat))


def _close(s: APState) -> None:
    ge = s.in_gesture()
    s.gesture = None
    if not ge.as_action and s.window and s.window[0] == ge.user:
        s.window.pop(0)


def nobody_copied(s: APState, events: list[Event] | None) -> None:
    """AP-7.3: no copy, no happening: it stays in hand and costs nothing."""
    ge = s.in_gesture()
    if ge.as_action:
        s.gesture_failed = True
    _close(s)
    if events is not None:
        events.append(Event("gesture-ignored", f"Nobody copies {s.names[ge.user]}'s gesture: the "
                                               "happening stays in hand.", (), ge.user))


def show_refusal(g, s: APState, seat: int, card: int) -> IllegalActionError | None:
    if card not in s.hands[seat]:
        return refuse("AP-7.4", "You can only show a happening from your own hand.")
    c = g.by_key[s.cards[card]]
    if not isinstance(c, Happening):
        return refuse("AP-7.4", f"{c.name} is not a happening: after your gesture you show a happening.")
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
        events.append(Event("happening", f"{s.names[user]} shows {c.name}: it hits {s.names[target]}, "
                                         "the last to copy.", (card,), user))
    effects.run(g, s, user, c.effects, None, target, events)
    s.scores[user].append(card)
    if events is not None:
        events.append(Event("score", f"{c.name} goes to {s.names[user]}'s score pile.", (card,), user))
    victory.check(g, s, events)
