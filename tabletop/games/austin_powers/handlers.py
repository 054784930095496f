"""What each Austin Powers action does and why one may be refused, as tables by action class.

`APPLY[type(action)](g, s, action, events)` changes the state in place (engine.py `apply`
then runs `flow.advance`); `REFUSAL[type(action)](g, s, action, mode)` says why the rule of
the action forbids it at this moment, or None (an action class without an entry has no rule
of its own beyond its moment, moments.py). The handlers only unpack the action's arguments
for the rules modules: `turn`, `showdown`, `happenings`, `ships`, `evening`, `victory`.
"""

from __future__ import annotations

from typing import Any, Callable

from ...engine.errors import IllegalActionError
from ...engine.game import Event
from ...words import msg
from .actions import (AcceptEnd, Assassinate, CallHelp, Copy, Discard, DiscardHand, EndActions,
                      Gesture, KeepHand, NoBone, NoCopy, NoOffer, NoShip, Offer, PlayAgent,
                      PlayBone, ProposeEnd, RefuseEnd, Shag, Ship, ShowHappening, UseAgent,
                      UseSwinger)
from .rules import refuse
from .state import APState
from . import evening, happenings, ships, showdown, turn, victory

Events = list[Event] | None


# ---- applying ---------------------------------------------------------------------------------
def _play_agent(g, s: APState, a, events: Events) -> None:
    s.actions_used += 1
    turn.put_on_field(g, s, a.seat, a.card, events, "agent")
    ships.open_chain(g, s, a.seat, a.card)  # AP-9.2: a ship agent as an action


def _ship(g, s: APState, a, events: Events) -> None:
    if s.ship_round is not None:
        ships.answer(g, s, a.seat, a.card, events)
    else:
        ships.play_free(g, s, a.seat, a.card, events)


def _no_bone(g, s: APState, a, events: Events) -> None:
    if events is not None:
        events.append(Event("no-bone", msg("{who} plays no bone.", who=s.names[a.seat]), (), a.seat))
    showdown.finish(g, s, events)


def _discard_hand(g, s: APState, a, events: Events) -> None:
    evening.discard_hand(s, a.seat, events)
    evening.draw_up(g, s, events)


APPLY: dict[type, Callable[[Any, APState, Any, Events], None]] = {
    PlayAgent: _play_agent,
    Shag: lambda g, s, a, ev: showdown.start(g, s, a.seat, "shag", a.agent, a.target, ev),
    Assassinate: lambda g, s, a, ev: showdown.start(g, s, a.seat, "assassination", a.agent, a.target, ev),
    UseSwinger: lambda g, s, a, ev: turn.use_swinger(g, s, a.seat, a.card, a.effect, a.target, a.player, ev),
    UseAgent: lambda g, s, a, ev: turn.use_agent(g, s, a.seat, a.card, a.target, a.player, ev),
    Gesture: lambda g, s, a, ev: happenings.start(g, s, a.seat, a.seat == s.turn_player, ev),
    ShowHappening: lambda g, s, a, ev: happenings.show(g, s, a.card, a.target, ev),
    Copy: lambda g, s, a, ev: happenings.copy(s, a.seat, a.together, ev),
    NoCopy: lambda g, s, a, ev: happenings.decline(s, a.seat, ev),
    ProposeEnd: lambda g, s, a, ev: victory.propose(s, a.seat, ev),
    AcceptEnd: lambda g, s, a, ev: victory.answer(s, a.seat, True, ev),
    RefuseEnd: lambda g, s, a, ev: victory.answer(s, a.seat, False, ev),
    Ship: _ship,
    NoShip: lambda g, s, a, ev: ships.decline(s, a.seat, ev),
    EndActions: lambda g, s, a, ev: evening.end_actions(s, ev),
    PlayBone: lambda g, s, a, ev: showdown.play_bone(g, s, a.seat, a.card, ev),
    Offer: lambda g, s, a, ev: showdown.play_bone(g, s, a.seat, a.card, ev),
    CallHelp: lambda g, s, a, ev: showdown.call_help(s, a.seat, ev),
    NoBone: _no_bone,
    NoOffer: lambda g, s, a, ev: showdown.decline_help(s, a.seat),
    DiscardHand: _discard_hand,
    KeepHand: lambda g, s, a, ev: evening.draw_up(g, s, ev),
    Discard: lambda g, s, a, ev: evening.discard(g, s, a.seat, a.card, ev),
}


# ---- refusing ---------------------------------------------------------------------------------
Refusal = IllegalActionError | None


def _no_copy(g, s: APState, a, m: str) -> Refusal:
    if s.options.happening_copy == "forced":
        return refuse("AP-7.6", msg("With forced copies (happening_copy = forced) everyone copies the gesture; "
                                    "only the order matters."))
    return None


def _call_help(g, s: APState, a, m: str) -> Refusal:
    if s.seats < 3:
        return refuse("AP-5.5", msg("Calling for help needs three or more players: here nobody is outside the "
                                    "battle."))
    sd = s.in_showdown()  # the MOMENTS gate let CallHelp through only in a showdown
    if sd.called[sd.to_play]:
        return refuse("AP-5.5", msg("Your side has already called for help in this showdown."))
    return None


REFUSAL: dict[type, Callable[[Any, APState, Any, str], Refusal]] = {
    PlayAgent: lambda g, s, a, m: turn.agent_refusal(g, s, a.seat, a.card, a.field),
    Shag: lambda g, s, a, m: showdown.target_refusal(g, s, a.seat, "shag", a.agent, a.target),
    Assassinate: lambda g, s, a, m: showdown.target_refusal(g, s, a.seat, "assassination", a.agent,
                                                            a.target),
    UseSwinger: lambda g, s, a, m: turn.swinger_refusal(g, s, a.seat, a.card, a.effect, a.target,
                                                        a.player),
    UseAgent: lambda g, s, a, m: turn.use_refusal(g, s, a.seat, a.card, a.target, a.player),
    Gesture: lambda g, s, a, m: happenings.gesture_refusal(g, s, a.seat),
    ProposeEnd: lambda g, s, a, m: victory.proposal_refusal(s, a.seat),
    ShowHappening: lambda g, s, a, m: happenings.show_refusal(g, s, a.seat, a.card, a.target),
    Copy: lambda g, s, a, m: happenings.copy_refusal(s, a.together),
    NoCopy: _no_copy,
    Ship: lambda g, s, a, m: ships.ship_refusal(g, s, a.seat, a.card, answering=m == "ship-answer"),
    PlayBone: lambda g, s, a, m: showdown.bone_refusal(g, s, a.seat, a.card, helper=False),
    Offer: lambda g, s, a, m: showdown.bone_refusal(g, s, a.seat, a.card, helper=True),
    CallHelp: _call_help,
    Discard: lambda g, s, a, m: evening.discard_refusal(s, a.seat, a.card),
}
