"""Actions and scores in words, for the log, the hot-seat prompts and the rules reference.

`describe` is called before the action is applied, and never names a card its user has not
shown yet (a gesture names no happening, AP-7.2).
"""

from __future__ import annotations

from typing import Any, Callable

from tabletop.words import T, msg

from .actions import (Assassinate, CallHelp, Copy, Discard, DiscardHand, EndActions, Gesture,
                      KeepHand, NoBone, NoCopy, NoOffer, NoShip, Offer, PlayAgent,
                      PlayBone, ProposeEnd, AcceptEnd, RefuseEnd, Shag, Ship,
                      ShowHappening, UseAgent, UseSwinger)
from .cards import SIDES
from .showdown import throws_down
from .state import APState, score


def _name(g, s: APState, cid: int | None) -> str:
    if cid is None or cid not in s.cards:
        return f"#{cid}"
    card = g.by_key.get(s.cards[cid])
    return card.name if card is not None else f"#{cid}"


def score_text(g, s: APState, seat: int) -> str:
    """A player's score in their side's unit: '45 mojo', '45 billion dollars'."""
    return SIDES[s.sides[seat]].score_text(score(g.by_key, s, seat))


def _on(g, s: APState, target, player) -> tuple[str, dict]:
    """The shape of what a swinger or an agent's action is used on (a key of `_USES_ON`) and its parts."""
    shape, parts = "", {}
    if target is not None:
        owner = s.owner.get(target)
        shape = "t" if owner is None else "ot"
        parts = {"target": _name(g, s, target), "owner": s.names[owner] if owner is not None else None}
    if player is not None and 0 <= player < s.seats:
        shape += "p"
        parts["player"] = s.names[player]
    return shape, parts


#: [what is used][the shape of its targets (`_on`)]: a swinger's effect or an agent's action
_USES_ON = {
    "plain": {"": T("{who} uses {card} (plain effect)."),
              "t": T("{who} uses {card} (plain effect) on {target}."),
              "ot": T("{who} uses {card} (plain effect) on {owner}'s {target}."),
              "p": T("{who} uses {card} (plain effect) on {player}."),
              "tp": T("{who} uses {card} (plain effect) on {target} and {player}."),
              "otp": T("{who} uses {card} (plain effect) on {owner}'s {target} and {player}.")},
    "special": {"": T("{who} uses {card} (special effect)."),
                "t": T("{who} uses {card} (special effect) on {target}."),
                "ot": T("{who} uses {card} (special effect) on {owner}'s {target}."),
                "p": T("{who} uses {card} (special effect) on {player}."),
                "tp": T("{who} uses {card} (special effect) on {target} and {player}."),
                "otp": T("{who} uses {card} (special effect) on {owner}'s {target} and {player}.")},
    "action": {"": T("{who} uses the action of {card}."),
               "t": T("{who} uses the action of {card} on {target}."),
               "ot": T("{who} uses the action of {card} on {owner}'s {target}."),
               "p": T("{who} uses the action of {card} on {player}."),
               "tp": T("{who} uses the action of {card} on {target} and {player}."),
               "otp": T("{who} uses the action of {card} on {owner}'s {target} and {player}.")},
}


def _uses(g, s: APState, a, n: str, what: str) -> str:
    table = _USES_ON.get(what)
    if table is None:  # neither plain nor special: refused, so never played nor logged
        return g.format(a)
    shape, parts = _on(g, s, a.target, a.player)
    return msg(table[shape], who=n, card=_name(g, s, a.card), **parts)


def describe(g, s: APState, a) -> str:
    n = s.names[a.seat] if 0 <= a.seat < s.seats else f"P{a.seat + 1}"
    words = _WORDS.get(type(a))
    if words is None:
        return g.format(a)
    return words(g, s, a, n)


#: [kind, the target has an owner?]: a shag or an assassination attempt started
_TRIES = {("shag", True): T("{who}'s {agent} tries to shag {owner}'s {target}."),
          ("shag", False): T("{who}'s {agent} tries to shag {target}."),
          ("assassinate", True): T("{who}'s {agent} tries to assassinate {owner}'s {target}."),
          ("assassinate", False): T("{who}'s {agent} tries to assassinate {target}.")}


def _challenge(g, s: APState, a, n: str) -> str:
    verb = "shag" if isinstance(a, Shag) else "assassinate"
    owner = s.owner.get(a.target)
    return msg(_TRIES[verb, owner is not None], who=n, agent=_name(g, s, a.agent),
               owner=s.names[owner] if owner is not None else None, target=_name(g, s, a.target))


#: [side, or None]: a gesture made (cards.SIDES' gesture words)
_GESTURES = {"austin": T("{who} makes the peace sign: a happening!"),
             "evil": T("{who} makes the little finger at the corner of the mouth: a happening!"),
             None: T("{who} makes a gesture: a happening!")}


def _gesture(g, s: APState, a, n: str) -> str:
    side = s.sides[a.seat] if 0 <= a.seat < s.seats else None
    return msg(_GESTURES[side], who=n)


def _ship(g, s: APState, a, n: str) -> str:
    if s.ship_round is not None:
        return msg("{who} answers with the ship agent {card}.", who=n, card=_name(g, s, a.card))
    return msg("{who} launches the ship agent {card} (free).", who=n, card=_name(g, s, a.card))


def _offer(g, s: APState, a, n: str) -> str:
    sd = s.showdown
    card = _name(g, s, a.card)
    if sd is not None:
        return msg('{who} throws "{card}" for {whom}.', who=n, card=card, whom=s.names[sd.seats[sd.to_play]])
    if card.endswith((".", "!", "?")):
        return msg('{who} throws "{card}"', who=n, card=card)
    return msg('{who} throws "{card}".', who=n, card=card)


#: the words of each action class: (game, state before the action, action, player's name)
_WORDS: dict[type, Callable[[Any, APState, Any, str], str]] = {
    PlayAgent: lambda g, s, a, n: msg("{who} plays {card}.", who=n, card=_name(g, s, a.card)),
    Shag: _challenge,
    Assassinate: _challenge,
    UseSwinger: lambda g, s, a, n: _uses(g, s, a, n, a.effect),
    UseAgent: lambda g, s, a, n: _uses(g, s, a, n, "action"),
    Gesture: _gesture,
    ShowHappening: lambda g, s, a, n: (msg("{who} shows {card}.", who=n, card=_name(g, s, a.card)) if a.target is None
                                       else msg("{who} shows {card} on {target}.", who=n, card=_name(g, s, a.card),
                                                target=s.names[a.target])),
    Copy: lambda g, s, a, n: (msg("{who} copies the gesture.", who=n) if not a.together
                              or s.gesture is None or not s.gesture.copiers
                              else msg("{who} copies the gesture at the same moment as {other}.", who=n,
                                       other=s.names[s.gesture.copiers[-1]])),
    NoCopy: lambda g, s, a, n: msg("{who} does not copy the gesture.", who=n),
    ProposeEnd: lambda g, s, a, n: msg("{who} proposes to end the game by score.", who=n),
    AcceptEnd: lambda g, s, a, n: msg("{who} agrees to end the game by score.", who=n),
    RefuseEnd: lambda g, s, a, n: msg("{who} wants to play on.", who=n),
    Ship: _ship,
    NoShip: lambda g, s, a, n: msg("{who} does not answer with a ship agent.", who=n),
    EndActions: lambda g, s, a, n: msg("{who} ends their actions.", who=n),
    PlayBone: lambda g, s, a, n: throws_down(n, _name(g, s, a.card)),
    CallHelp: lambda g, s, a, n: msg('{who}: "Somebody throw me a bone here!"', who=n),
    NoBone: lambda g, s, a, n: msg("{who} plays no bone.", who=n),
    Offer: _offer,
    NoOffer: lambda g, s, a, n: msg("{who} does not help.", who=n),
    DiscardHand: lambda g, s, a, n: msg("{who} discards their whole hand.", who=n),
    KeepHand: lambda g, s, a, n: msg("{who} keeps their hand.", who=n),
    Discard: lambda g, s, a, n: msg("{who} discards {card}.", who=n, card=_name(g, s, a.card)),
}
