"""Actions and scores in words, for the log, the hot-seat prompts and the rules reference.

`describe` is called before the action is applied, and never names a card its user has not
shown yet (a gesture names no happening, AP-7.2).
"""

from __future__ import annotations

from typing import Any, Callable

from .actions import (Assassinate, CallHelp, Copy, Discard, DiscardHand, EndActions, Gesture,
                      KeepHand, NoBone, NoCopy, NoOffer, NoShip, Offer, PlayAgent,
                      PlayBone, ProposeEnd, AcceptEnd, RefuseEnd, Shag, Ship,
                      ShowHappening, UseAgent, UseSwinger)
from .cards import SIDES
from .state import APState, score, sentence


def _name(g, s: APState, cid: int | None) -> str:
    if cid is None or cid not in s.cards:
        return f"#{cid}"
    card = g.by_key.get(s.cards[cid])
    return card.name if card is not None else f"#{cid}"


def score_text(g, s: APState, seat: int) -> str:
    """A player's score in their side's unit: '45 mojo', '45 billion dollars'."""
    return SIDES[s.sides[seat]].score_text(score(g.by_key, s, seat))


def _on(g, s: APState, target, player) -> str:
    parts = []
    if target is not None:
        owner = s.owner.get(target)
        who = f"{s.names[owner]}'s " if owner is not None else ""
        parts.append(f"{who}{_name(g, s, target)}")
    if player is not None and 0 <= player < s.seats:
        parts.append(s.names[player])
    return f" on {' and '.join(parts)}" if parts else ""


def describe(g, s: APState, a) -> str:
    n = s.names[a.seat] if 0 <= a.seat < s.seats else f"P{a.seat + 1}"
    words = _WORDS.get(type(a))
    if words is None:
        return g.format(a)
    return words(g, s, a, n)


def _challenge(g, s: APState, a, n: str) -> str:
    verb = "shag" if isinstance(a, Shag) else "assassinate"
    owner = s.owner.get(a.target)
    whose = f"{s.names[owner]}'s " if owner is not None else ""
    return f"{n}'s {_name(g, s, a.agent)} tries to {verb} {whose}{_name(g, s, a.target)}."


def _gesture(g, s: APState, a, n: str) -> str:
    side = SIDES[s.sides[a.seat]] if 0 <= a.seat < s.seats else None
    return f"{n} makes {side.gesture if side else 'a gesture'}: a happening!"


def _ship(g, s: APState, a, n: str) -> str:
    if s.ship_round is not None:
        return f"{n} answers with the ship agent {_name(g, s, a.card)}."
    return f"{n} launches the ship agent {_name(g, s, a.card)} (free)."


def _offer(g, s: APState, a, n: str) -> str:
    sd = s.showdown
    for_whom = f" for {s.names[sd.seats[sd.to_play]]}" if sd is not None else ""
    return sentence(f"{n} throws \"{_name(g, s, a.card)}\"{for_whom}")


#: the words of each action class: (game, state before the action, action, player's name)
_WORDS: dict[type, Callable[[Any, APState, Any, str], str]] = {
    PlayAgent: lambda g, s, a, n: f"{n} plays {_name(g, s, a.card)}.",
    Shag: _challenge,
    Assassinate: _challenge,
    UseSwinger: lambda g, s, a, n: f"{n} uses {_name(g, s, a.card)} ({a.effect} effect){_on(g, s, a.target, a.player)}.",
    UseAgent: lambda g, s, a, n: f"{n} uses the action of {_name(g, s, a.card)}{_on(g, s, a.target, a.player)}.",
    Gesture: _gesture,
    ShowHappening: lambda g, s, a, n: f"{n} shows {_name(g, s, a.card)}.",
    Copy: lambda g, s, a, n: f"{n} copies the gesture.",
    NoCopy: lambda g, s, a, n: f"{n} does not copy the gesture.",
    ProposeEnd: lambda g, s, a, n: f"{n} proposes to end the game by score.",
    AcceptEnd: lambda g, s, a, n: f"{n} agrees to end the game by score.",
    RefuseEnd: lambda g, s, a, n: f"{n} wants to play on.",
    Ship: _ship,
    NoShip: lambda g, s, a, n: f"{n} does not answer with a ship agent.",
    EndActions: lambda g, s, a, n: f"{n} ends their actions.",
    PlayBone: lambda g, s, a, n: sentence(f"{n} throws down \"{_name(g, s, a.card)}\""),
    CallHelp: lambda g, s, a, n: f"{n}: \"Somebody throw me a bone here!\"",
    NoBone: lambda g, s, a, n: f"{n} plays no bone.",
    Offer: _offer,
    NoOffer: lambda g, s, a, n: f"{n} does not help.",
    DiscardHand: lambda g, s, a, n: f"{n} discards their whole hand.",
    KeepHand: lambda g, s, a, n: f"{n} keeps their hand.",
    Discard: lambda g, s, a, n: f"{n} discards {_name(g, s, a.card)}.",
}
