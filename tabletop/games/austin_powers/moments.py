"""Which moment of the game each Austin Powers action belongs to (as data), and the words
that say what the game waits for when an action comes at the wrong moment."""

from __future__ import annotations

from .actions import (AcceptEnd, Assassinate, CallHelp, Copy, Discard, DiscardHand, EndActions,
                      Gesture, KeepHand, NoBone, NoCopy, NoOffer, NoShip, Offer, PlayAgent,
                      PlayBone, ProposeEnd, RefuseEnd, Shag, Ship, ShowHappening, UseAgent,
                      UseSwinger)
from .state import APState, AtGesture, AtProposal, AtShipRound, AtShowdown, moment
from ...words import T, msg

# which moments (flow.mode) each action belongs to, and its rule and words when refused (what the
# player "cannot ... now", engine.py)
MOMENTS: dict[type, tuple[tuple[str, ...], str, str]] = {
    PlayAgent: (("actions",), "AP-4.1", T("play an agent")),
    Shag: (("actions",), "AP-4.1", T("start a shag")),
    Assassinate: (("actions",), "AP-4.1", T("start an assassination attempt")),
    UseSwinger: (("actions",), "AP-6.1", T("use a swinger")),
    UseAgent: (("actions",), "AP-4.1", T("use an agent's action")),
    Gesture: (("actions",), "AP-7.7", T("start a happening")),
    Copy: (("gesture",), "AP-7.3", T("copy a gesture")),
    NoCopy: (("gesture",), "AP-7.3", T("decline a gesture")),
    ShowHappening: (("show",), "AP-7.4", T("show a happening")),
    ProposeEnd: (("actions",), "AP-10.3", T("propose to end the game")),
    AcceptEnd: (("proposal",), "AP-10.3", T("accept a proposal to end the game")),
    RefuseEnd: (("proposal",), "AP-10.3", T("refuse a proposal to end the game")),
    Ship: (("actions", "ship-answer"), "AP-9.1", T("play a ship agent")),
    NoShip: (("ship-answer",), "AP-9.2", T("decline to answer a ship agent")),
    EndActions: (("actions",), "AP-4.3", T("end your actions")),
    PlayBone: (("bone",), "AP-5.3", T("play a Frickin' Bone")),
    CallHelp: (("bone",), "AP-5.5", T("call for help")),
    NoBone: (("bone",), "AP-5.4", T("play no bone")),
    Offer: (("help",), "AP-5.5", T("offer a bone")),
    NoOffer: (("help",), "AP-5.5", T("decline to help")),
    DiscardHand: (("evening-hand",), "AP-8.1", T("discard your whole hand")),
    KeepHand: (("evening-hand",), "AP-8.1", T("keep your hand")),
    Discard: (("evening-discard",), "AP-8.2", T("discard down to six cards")),
}
COSTS_ACTION = frozenset({PlayAgent, Shag, Assassinate, UseSwinger, UseAgent, Gesture})
#: what a player other than the turn player may do while the turn player may act
INTERJECTIONS = frozenset({Gesture, ProposeEnd})


def waiting_text(s: APState) -> str:
    """What the game waits for now, as a part of a refusal ("You cannot ... now: {waiting}.")."""
    at = moment(s)
    m = at.name
    nm = s.names
    if isinstance(at, AtProposal):
        return msg("{who} proposed to end the game by score and the others are answering (accept-end or "
                   "refuse-end)", who=nm[at.proposal.proposer])
    if isinstance(at, AtGesture):
        if m == "gesture":
            return msg("{who} made a gesture and the others are answering it (copy or no-copy)",
                       who=nm[at.gesture.user])
        return msg("{who} is choosing the happening to show", who=nm[at.gesture.user])
    if isinstance(at, AtShipRound):
        return msg("{who} may answer the ship agent (ship or no-ship)", who=nm[at.ship_round.waiting[0]])
    if isinstance(at, AtShowdown):
        sd = at.showdown
        if m == "help":
            return msg("{who} called for help and the players outside the battle are answering (offer or "
                       "no-offer)", who=nm[sd.seats[sd.to_play]])
        return msg("it is {who}'s turn in the showdown (bone, help or no-bone)", who=nm[sd.seats[sd.to_play]])
    if m == "actions":
        return msg("{who} is choosing an action", who=nm[s.turn_player])
    if m == "evening-hand":
        return msg("{who} decides whether to discard their whole hand", who=nm[s.turn_player])
    return msg("the players above six cards are discarding")
