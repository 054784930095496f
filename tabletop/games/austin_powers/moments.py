"""Which moment of the game each Austin Powers action belongs to (as data), and the words
that say what the game waits for when an action comes at the wrong moment."""

from __future__ import annotations

from .actions import (AcceptEnd, Assassinate, CallHelp, Copy, Discard, DiscardHand, EndActions,
                      Gesture, KeepHand, NoBone, NoCopy, NoOffer, NoShip, Offer, PlayAgent,
                      PlayBone, ProposeEnd, RefuseEnd, Shag, Ship, ShowHappening, UseAgent,
                      UseSwinger)
from .state import APState, AtGesture, AtProposal, AtShipRound, AtShowdown, moment

# which moments (flow.mode) each action belongs to, and its rule and words when refused
MOMENTS: dict[type, tuple[tuple[str, ...], str, str]] = {
    PlayAgent: (("actions",), "AP-4.1", "play an agent"),
    Shag: (("actions",), "AP-4.1", "start a shag"),
    Assassinate: (("actions",), "AP-4.1", "start an assassination attempt"),
    UseSwinger: (("actions",), "AP-6.1", "use a swinger"),
    UseAgent: (("actions",), "AP-4.1", "use an agent's action"),
    Gesture: (("actions",), "AP-7.7", "start a happening"),
    Copy: (("gesture",), "AP-7.3", "copy a gesture"),
    NoCopy: (("gesture",), "AP-7.3", "decline a gesture"),
    ShowHappening: (("show",), "AP-7.4", "show a happening"),
    ProposeEnd: (("actions",), "AP-10.3", "propose to end the game"),
    AcceptEnd: (("proposal",), "AP-10.3", "accept a proposal to end the game"),
    RefuseEnd: (("proposal",), "AP-10.3", "refuse a proposal to end the game"),
    Ship: (("actions", "ship-answer"), "AP-9.1", "play a ship agent"),
    NoShip: (("ship-answer",), "AP-9.2", "decline to answer a ship agent"),
    EndActions: (("actions",), "AP-4.3", "end your actions"),
    PlayBone: (("bone",), "AP-5.3", "play a Frickin' Bone"),
    CallHelp: (("bone",), "AP-5.5", "call for help"),
    NoBone: (("bone",), "AP-5.4", "play no bone"),
    Offer: (("help",), "AP-5.5", "offer a bone"),
    NoOffer: (("help",), "AP-5.5", "decline to help"),
    DiscardHand: (("evening-hand",), "AP-8.1", "discard your whole hand"),
    KeepHand: (("evening-hand",), "AP-8.1", "keep your hand"),
    Discard: (("evening-discard",), "AP-8.2", "discard down to six cards"),
}
COSTS_ACTION = frozenset({PlayAgent, Shag, Assassinate, UseSwinger, UseAgent, Gesture})
#: what a player other than the turn player may do while the turn player may act
INTERJECTIONS = frozenset({Gesture, ProposeEnd})


def waiting_text(s: APState) -> str:
    at = moment(s)
    m = at.name
    nm = s.names
    if isinstance(at, AtProposal):
        return (f"{nm[at.proposal.proposer]} proposed to end the game by score and the others are "
                "answering (accept-end or refuse-end)")
    if isinstance(at, AtGesture):
        if m == "gesture":
            return f"{nm[at.gesture.user]} made a gesture and the others are answering it (copy or no-copy)"
        return f"{nm[at.gesture.user]} is choosing the happening to show"
    if isinstance(at, AtShipRound):
        return f"{nm[at.ship_round.waiting[0]]} may answer the ship agent (ship or no-ship)"
    if isinstance(at, AtShowdown):
        sd = at.showdown
        if m == "help":
            return (f"{nm[sd.seats[sd.to_play]]} called for help and the players outside the battle are "
                    "answering (offer or no-offer)")
        return f"it is {nm[sd.seats[sd.to_play]]}'s turn in the showdown (bone, help or no-bone)"
    if m == "actions":
        return f"{nm[s.turn_player]} is choosing an action"
    if m == "evening-hand":
        return f"{nm[s.turn_player]} decides whether to discard their whole hand"
    return "the players above six cards are discarding"
