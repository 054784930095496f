"""What a drop means in Afterworld, worked out from one seat's view (never the whole state).

The table maps the mouse to a piece and a place and asks the engine (`Game.find_actions`,
`Game.drop_meaning`); this module is the Afterworld half of that answer. Names:

- pieces: ``card:<id>``, ``token:<seat>:<n>`` (a division's token), ``pile:<seat>:<kind>``
- places: ``card:<id>``, ``square:<0-17>``, ``division:<seat>:<n>`` (its strip), ``token:<seat>:<n>``,
  ``pool:<seat>`` (the Food and Gold pool), ``table`` (the world, for an event without a
  target), or None (nowhere)

`drops_of` lists the drops that do a legal action; `meaning` says what any other drop means:
the action it would be, legal or not (so the engine says why not, worded for the seat: a card
it cannot see is named by where it lies only, AW-11.2), or the id of the rule to quote as a
hint, or "" for a drop that means nothing.
"""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.game import HIDDEN

from .actions import (Assign, Attach, Attack, Deploy, Expend, Move, PlayEvent, division_ref,
                      parse_division_ref)
from .state import AWState


def drops_of(card_of, v: AWState, seat: int, a: Action) -> tuple[tuple[str, str], ...]:
    """Every (piece, place) drop that does the legal action `a` of `seat`."""
    if isinstance(a, Expend):
        return ((f"card:{a.territory}", f"pool:{seat}"),)
    if isinstance(a, Deploy):
        p = a.seat if a.owner is None else a.owner
        return ((f"card:{a.unit}", f"division:{p}:{a.division}"), (f"card:{a.unit}", f"token:{p}:{a.division}"))
    if isinstance(a, Assign):
        p = a.seat if a.owner is None else a.owner
        return ((f"card:{a.commander}", f"division:{p}:{a.division}"),)
    if isinstance(a, Attach):
        return ((f"card:{a.item}", f"card:{a.holder}"),)
    if isinstance(a, Move):
        token = f"token:{a.seat}:{a.division}"
        territory = v.world[a.square] if 0 <= a.square < len(v.world) else 0
        on_card = ((token, f"card:{territory}"),) if territory else ()  # a territory means its square
        return ((token, f"square:{a.square}"),) + on_card
    if isinstance(a, Attack):
        return ((f"card:{a.striker}", f"card:{a.target}"),)
    if isinstance(a, PlayEvent):
        if a.to is not None and isinstance(a.target, str):
            # a division sent to a square: the card dropped on the division (a menu of the squares)
            # or on the square, or the territory there (a menu of the divisions, if several)
            p, n = parse_division_ref(a.target)
            territory = v.world[a.to] if 0 <= a.to < len(v.world) else 0
            on_card = ((f"card:{a.card}", f"card:{territory}"),) if territory else ()
            return ((f"card:{a.card}", f"division:{p}:{n}"), (f"card:{a.card}", f"token:{p}:{n}"),
                    (f"card:{a.card}", f"square:{a.to}")) + on_card
        if a.target is None:
            return ((f"card:{a.card}", "table"),)
        if isinstance(a.target, int):
            return ((f"card:{a.card}", f"card:{a.target}"),)
        p, n = parse_division_ref(a.target)
        return ((f"card:{a.card}", f"division:{p}:{n}"), (f"card:{a.card}", f"token:{p}:{n}"))
    return ()


def meaning(card_of, v: AWState, seat: int, piece: str, place: str | None) -> Action | str:
    """What dropping `piece` on `place` means: an action (legal or not), a rule id, or ""."""
    kind, _, rest = place.partition(":") if place is not None else ("", "", "")
    what, _, ref = piece.partition(":")
    if what == "token":
        p, n = (int(x) for x in ref.split(":"))
        if kind == "card" and rest.isdigit() and int(rest) in v.world:
            kind, rest = "square", str(v.world.index(int(rest)))  # a token dropped on a territory: its square
        if kind == "square":
            return Move(p, n, int(rest))
        return "AW-8"
    if what != "card" or place is None or not ref.isdigit():
        return ""
    cid = int(ref)
    key = v.cards.get(cid, HIDDEN)
    if key == HIDDEN:
        return ""  # a card this seat cannot see is not its to pick up
    card = card_of[key]
    side = v.sides[seat]
    in_hand = cid in side.hand
    p = n = 0
    owner = None
    if kind in ("division", "token"):
        p, n = (int(x) for x in rest.split(":"))
        owner = None if p == seat else p
    if cid in side.reserve:
        return Assign(seat, cid, n, owner) if kind == "division" else "AW-4.6"
    if card.type == "territory":
        return Expend(seat, cid) if kind == "pool" else "AW-6.1"
    if in_hand and card.type == "unit":
        return Deploy(seat, cid, n, owner) if kind in ("division", "token") else "AW-7.2"
    if in_hand and card.is_item:
        return Attach(seat, cid, int(rest)) if kind == "card" else "AW-7.3"
    if in_hand and card.type == "event":
        if kind == "card":
            return PlayEvent(seat, cid, int(rest))
        if kind in ("division", "token"):
            return PlayEvent(seat, cid, division_ref(p, n))
        return PlayEvent(seat, cid, None)
    if card.type in ("unit", "commander") and not in_hand:
        return Attack(seat, cid, int(rest)) if kind == "card" else "AW-9.3"
    return ""


def click_meaning(card_of, v: AWState, seat: int, piece: str) -> Action | None:
    """A click on a territory expends it (AW-6.1); a click on anything else means nothing."""
    what, _, ref = piece.partition(":")
    if what != "card" or not ref.isdigit():
        return None
    key = v.cards.get(int(ref), HIDDEN)
    if key != HIDDEN and card_of[key].type == "territory":
        return Expend(seat, int(ref))
    return None
