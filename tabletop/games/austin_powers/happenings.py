"""Happenings: the gesture, the copies, the last copier as target, the score (AP-7).

The user gestures with a happening still hidden in hand (``gesture #23``). Every other
player then answers, in any order: ``copy`` or (with happening_copy = optional) ``no-copy``.
The order of the copies is the order of these actions. When all have answered, the
happening is shown, its effects hit the last copier, and it goes to the user's score pile; if
nobody copied, it stays in hand, costs nothing, and cannot be gestured again this turn.

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


def holds_happening(g, s: APState, seat: int) -> bool:
    by_key = g.by_key
    return any(isinstance(by_key[s.cards[c]], Happening) for c in s.hands[seat])


def gesture_refusal(g, s: APState, seat: int, card: int) -> IllegalActionError | None:
    c = g.by_key.get(s.cards.get(card, ""))
    if card not in s.hands[seat]:
        return refuse("AP-7.2", "You can only gesture with a happening from your own hand.")
    if not isinstance(c, Happening):
        return refuse("AP-7.2", f"{c.name} is not a happening: nobody gestures without one.")
    if card in s.tried:
        return refuse("AP-7.3", f"Nobody copied your gesture for {c.name} this turn: it stays in "
                                "your hand until next turn.")
    return None


def legal_gestures(g, s: APState, seat: int) -> list[int]:
    by_key = g.by_key
    return [c for c in s.hands[seat] if isinstance(by_key[s.cards[c]], Happening) and c not in s.tried]


def start(g, s: APState, seat: int, card: int, as_action: bool, events: list[Event] | None) -> None:
    s.gesture = Gesture(seat, card, others(s, seat), as_action=as_action)
    if events is not None:
        side = SIDES[s.sides[seat]]
        events.append(Event("gesture", f"{s.names[seat]} makes {side.gesture}: a happening! "
                                       "Copy it to be the target.", (), seat))


def copy(s: APState, seat: int, events: list[Event] | None) -> None:
    ge = s.gesture
    ge.waiting.remove(seat)
    ge.copiers.append(seat)
    if events is not None:
        events.append(Event("copy", f"{s.names[seat]} copies the gesture.", (), seat))


def decline(s: APState, seat: int, events: list[Event] | None) -> None:
    s.gesture.waiting.remove(seat)
    if events is not None:
        events.append(Event("no-copy", f"{s.names[seat]} does not copy the gesture.", (), seat))


def resolve(g, s: APState, events: list[Event] | None) -> None:
    """Everyone answered: use the happening on the last copier, or keep it in hand."""
    ge = s.gesture
    s.gesture = None
    user = ge.user
    if not ge.as_action and s.window and s.window[0] == user:
        s.window.pop(0)
    if not ge.copiers:
        s.tried.append(ge.card)
        if events is not None:
            events.append(Event("gesture-ignored", f"Nobody copies {s.names[user]}'s gesture: the "
                                                   "happening stays in hand.", (), user))
        return
    if ge.as_action:
        s.actions_used += 1
    target = ge.copiers[-1]
    card = g.by_key[s.cards[ge.card]]
    s.hands[user].remove(ge.card)
    if events is not None:
        events.append(Event("happening", f"{s.names[user]} shows {card.name}: it hits {s.names[target]}, "
                                         "the last to copy.", (ge.card,), user))
    effects.run(g, s, user, card.effects, None, target, events)
    s.scores[user].append(ge.card)
    if events is not None:
        events.append(Event("score", f"{card.name} goes to {s.names[user]}'s score pile.", (ge.card,), user))
    victory.check(g, s, events)
