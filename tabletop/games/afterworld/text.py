"""Actions in words, as the log shows them: "Ann moves division d1 (Sun Barque) from F1 to b1."

`describe` is called before the action is applied, so it can name what the action touches.
"""

from __future__ import annotations

from tabletop.words import T, msg

from . import world
from .actions import (Assign, Attach, Attack, Deploy, Expend, Fight, Keep, Move, Mulligan, Pass,
                      PlayEvent, parse_division_ref)
from .state import AWState


def _card(s: AWState, card_of, cid) -> str:
    key = s.cards.get(cid) if isinstance(cid, int) else None
    if key is None or key not in card_of:
        return f"#{cid}"
    return card_of[key].name


def _commander(s: AWState, card_of, seat: int, n: int) -> str | None:
    """The name of the commander of `seat`'s division `n`, or None (no such division, or not led)."""
    d = s.sides[seat].divisions[n - 1] if 1 <= n <= 3 else None
    return _card(s, card_of, d.commander) if d is not None and d.commander else None


def describe(s: AWState, card_of, a) -> str:
    who = s.names[a.seat] if 0 <= a.seat < len(s.names) else f"P{a.seat + 1}"
    t = type(a)
    if t is Pass:
        if s.battle is not None and s.battle.stage == "respond":
            return msg("{who} plays nothing more in the response window.", who=who)
        return msg("{who} passes.", who=who)
    if t is Mulligan:
        return msg("{who} puts the hand under the deck and draws 6 new cards.", who=who)
    if t is Keep:
        return msg("{who} keeps the opening hand.", who=who)
    if t is Assign:
        return msg("{who} gives {card} command of division d{division}.",
                   who=who, card=_card(s, card_of, a.commander), division=a.division)
    if t is Expend:
        return msg("{who} expends {card}.", who=who, card=_card(s, card_of, a.territory))
    if t is Deploy:
        card, commander = _card(s, card_of, a.unit), _commander(s, card_of, a.seat, a.division)
        if commander is None:
            return msg("{who} puts {card} into division d{division}.", who=who, card=card, division=a.division)
        return msg("{who} puts {card} into division d{division} ({commander}).", who=who, card=card,
                   division=a.division, commander=commander)
    if t is Attach:
        return msg("{who} attaches {card} to {holder}.",
                   who=who, card=_card(s, card_of, a.item), holder=_card(s, card_of, a.holder))
    if t is PlayEvent:
        return _event(s, card_of, a, who)
    if t is Move:
        to = world.NAMES[a.square] if isinstance(a.square, int) and 0 <= a.square < 18 else a.square
        n, commander = a.division, _commander(s, card_of, a.seat, a.division)
        if not 1 <= n <= 3:
            return msg("{who} moves division d{division} to {to}.", who=who, division=n, to=to)
        frm = world.NAMES[s.sides[a.seat].divisions[n - 1].square]
        if commander is None:
            return msg("{who} moves division d{division} from {frm} to {to}.", who=who, division=n, frm=frm, to=to)
        return msg("{who} moves division d{division} ({commander}) from {frm} to {to}.", who=who, division=n,
                   commander=commander, frm=frm, to=to)
    if t is Fight:
        return msg("{who} starts a battle on {square}.", who=who, square=world.NAMES[a.square])
    if t is Attack:
        return msg("{who}: {card} attacks {target}.",
                   who=who, card=_card(s, card_of, a.striker), target=_card(s, card_of, a.target))
    return repr(a)


def _event(s: AWState, card_of, a: PlayEvent, who: str) -> str:
    """An event played: on nothing, a card or a division, and perhaps to a square."""
    card = _card(s, card_of, a.card)
    to = world.NAMES[a.to] if a.to is not None and 0 <= a.to < 18 else None
    if isinstance(a.target, str):
        try:
            p, n = parse_division_ref(a.target)
            owner = s.names[p]
        except (AttributeError, IndexError):
            return _on(who, card, a.target, to)
        commander = _commander(s, card_of, p, n)
        if commander is None:
            return msg(_ON_DIVISION[to is not None], who=who, card=card, owner=owner, division=n, to=to)
        return msg(_ON_LED_DIVISION[to is not None], who=who, card=card, owner=owner, division=n,
                   commander=commander, to=to)
    if isinstance(a.target, int):
        return _on(who, card, _card(s, card_of, a.target), to)
    if to is None:
        return msg("{who} plays {card}.", who=who, card=card)
    return msg("{who} plays {card}, to {to}.", who=who, card=card, to=to)


def _on(who: str, card: str, target: str, to: str | None) -> str:
    if to is None:
        return msg("{who} plays {card} on {target}.", who=who, card=card, target=target)
    return msg("{who} plays {card} on {target}, to {to}.", who=who, card=card, target=target, to=to)


#: [to a square?]: an event on a division (with its commander, or not yet led)
_ON_LED_DIVISION = (T("{who} plays {card} on {owner}'s division d{division} ({commander})."),
                    T("{who} plays {card} on {owner}'s division d{division} ({commander}), to {to}."))
_ON_DIVISION = (T("{who} plays {card} on {owner}'s division d{division}."),
                T("{who} plays {card} on {owner}'s division d{division}, to {to}."))
