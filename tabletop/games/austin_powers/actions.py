"""Every action of the Austin Powers CCG and its one-line notation.

Each action names the card it uses (``#12``) and its target (a card ``#40`` or a seat
``P3``), the way a drag and drop does: the thing dragged, then where it is dropped.

===================================  =====================================================
notation                             meaning
===================================  =====================================================
``P1 agent #12``                     play agent #12 from hand (an action, AP-4.1)
``P1 shag #12 #40``                  shag with Kiss agent #12 targeting agent #40 (AP-5)
``P1 assassinate #13 #41``           assassination attempt by Gun agent #13 on #41 (AP-5)
``P1 swinger #22 plain``             use swinger #22's plain effect (AP-6)
``P1 swinger #22 special #40``       ... its special effect on target agent #40
``P1 swinger #22 special - P3``      ... its special effect on target player P3
``P1 use #30``                       the action printed on agent #30 (targets as above)
``P1 gesture``                       make your side's gesture: a happening is coming (AP-7.2);
                                     any other player may too, between actions (AP-7.7)
``P2 copy`` / ``P2 no-copy``         copy the gesture or not (AP-7.3)
``P3 copy together``                 a copy that came together with the one before it, too
                                     close to tell which was last (AP-7.4, AP-7.6: the table
                                     or the host says so, from the clock; happenings.py)
``P1 show #23``                      gestures in: show happening #23 from hand (AP-7.4)
``P1 show #23 P3``                   ... on P3, the user's pick when the last is unclear
``P2 propose-end``                   propose to end the game by score (AP-10.3)
``P1 accept-end`` / ``refuse-end``   answer that proposal (AP-10.3)
``P1 ship #24``                      a free ship agent, or an answer in a chain (AP-9)
``P2 no-ship``                       no answer to the ship agent (AP-9.2)
``P1 end``                           end the actions of the turn (AP-4.3)
``P2 bone #20``                      play a Frickin' Bone in the showdown (AP-5.3)
``P2 help``                          "throw me a bone": call for help (AP-5.5)
``P2 no-bone``                       play no bone: the showdown ends (AP-5.4)
``P3 offer #21`` / ``P3 no-offer``   offer a bone for the side that called, or not (AP-5.5)
``P1 discard-hand`` / ``keep-hand``  Evening Up: discard the whole hand or not (AP-8.1)
``P2 discard #31``                   Evening Up: discard a card down to six (AP-8.2)
===================================  =====================================================
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from ...engine.actions import Action, Notation, _opt, _parse_seat, arg, seat_text
from ...words import msg


@dataclass(frozen=True, slots=True)
class PlayAgent(Action):
    verb = "agent"
    card: int = arg("card")
    field: int | None = arg("opt_seat", None)  # whose field; None: the acting player's own


@dataclass(frozen=True, slots=True)
class Shag(Action):
    verb = "shag"
    agent: int = arg("card")
    target: int = arg("card")


@dataclass(frozen=True, slots=True)
class Assassinate(Action):
    verb = "assassinate"
    agent: int = arg("card")
    target: int = arg("card")


@dataclass(frozen=True, slots=True)
class UseSwinger(Action):
    verb = "swinger"
    card: int = arg("card")
    effect: str = arg("word")                 # "plain" or "special"
    target: int | None = arg("opt_card", None)
    player: int | None = arg("opt_seat", None)


@dataclass(frozen=True, slots=True)
class UseAgent(Action):
    verb = "use"
    card: int = arg("card")
    target: int | None = arg("opt_card", None)
    player: int | None = arg("opt_seat", None)


@dataclass(frozen=True, slots=True)
class Gesture(Action):
    verb = "gesture"


@dataclass(frozen=True, slots=True)
class ShowHappening(Action):
    verb = "show"
    may_be_given = True
    card: int = arg("card")
    #: the player it hits, named only when the last to copy is unclear (AP-7.4: the user picks)
    target: int | None = arg("opt_seat", None)


@dataclass(frozen=True, slots=True)
class Copy(Action):
    verb = "copy"
    #: True: this copy came together with the copy before it (the door that knows the clock
    #: says so, happenings.py); None: after it, or the first
    together: bool | None = arg("opt_together", None)


@dataclass(frozen=True, slots=True)
class NoCopy(Action):
    verb = "no-copy"
    quiet = True


@dataclass(frozen=True, slots=True)
class ProposeEnd(Action):
    verb = "propose-end"


@dataclass(frozen=True, slots=True)
class AcceptEnd(Action):
    verb = "accept-end"


@dataclass(frozen=True, slots=True)
class RefuseEnd(Action):
    verb = "refuse-end"


@dataclass(frozen=True, slots=True)
class Ship(Action):
    verb = "ship"
    card: int = arg("card")


@dataclass(frozen=True, slots=True)
class NoShip(Action):
    verb = "no-ship"
    quiet = True
    passes = True
    may_be_given = True


@dataclass(frozen=True, slots=True)
class EndActions(Action):
    verb = "end"


@dataclass(frozen=True, slots=True)
class PlayBone(Action):
    verb = "bone"
    card: int = arg("card")


@dataclass(frozen=True, slots=True)
class CallHelp(Action):
    verb = "help"


@dataclass(frozen=True, slots=True)
class NoBone(Action):
    verb = "no-bone"
    quiet = True
    passes = True
    may_be_given = True


@dataclass(frozen=True, slots=True)
class Offer(Action):
    verb = "offer"
    card: int = arg("card")


@dataclass(frozen=True, slots=True)
class NoOffer(Action):
    verb = "no-offer"
    quiet = True
    passes = True
    may_be_given = True


@dataclass(frozen=True, slots=True)
class DiscardHand(Action):
    verb = "discard-hand"


@dataclass(frozen=True, slots=True)
class KeepHand(Action):
    verb = "keep-hand"


@dataclass(frozen=True, slots=True)
class Discard(Action):
    verb = "discard"
    card: int = arg("card")


ACTION_CLASSES = [PlayAgent, Shag, Assassinate, UseSwinger, UseAgent, Gesture, Copy, NoCopy, ShowHappening,
                  ProposeEnd, AcceptEnd, RefuseEnd, Ship, NoShip, EndActions, PlayBone, CallHelp, NoBone, Offer, NoOffer,
                  DiscardHand, KeepHand, Discard]

#: the fields of each action class that name card instances (what `Action.card_ids` reads)
CARD_FIELDS: dict[type, tuple[str, ...]] = {
    cls: tuple(f.name for f in dataclasses.fields(cls) if f.metadata.get("kind") in ("card", "opt_card"))
    for cls in ACTION_CLASSES}
assert not any(f.metadata.get("kind") == "cards" for cls in ACTION_CLASSES for f in dataclasses.fields(cls))


class APNotation(Notation):
    """The core notation, writing optional trailing arguments only when they are given:
    ``P1 swinger #22 plain`` rather than ``P1 swinger #22 plain - -`` (both read back)."""

    def format(self, action: Action) -> str:
        parts = super().format(action).split(" ")
        args = action.args()
        while args and args[-1][2] is None and args[-1][1].startswith("opt_"):
            args.pop()
            parts.pop()
        return " ".join(parts)


def _parse_together(tok: str) -> bool:
    if tok == "together":
        return True
    raise ValueError(msg("expected 'together' (a copy that came with the one before it), got {tok}", tok=repr(tok)))


NOTATION = APNotation(ACTION_CLASSES, kinds={"opt_seat": _opt(seat_text, _parse_seat),
                                             "opt_together": _opt(lambda v: "together" if v else "-", _parse_together)})
