"""Actions in words, as the log shows them: "Ann moves division d1 (Sun Barque) from F1 to b1."

`describe` is called before the action is applied, so it can name what the action touches.
"""

from __future__ import annotations

from . import world
from .actions import (Assign, Attach, Attack, Deploy, Expend, Fight, Keep, Move, Mulligan, Pass,
                      PlayEvent, parse_division_ref)
from .state import AWState


def _card(s: AWState, C, cid) -> str:
    key = s.cards.get(cid) if isinstance(cid, int) else None
    if key is None or key not in C:
        return f"#{cid}"
    return C[key].name


def _division(s: AWState, C, seat: int, n: int) -> str:
    d = s.sides[seat].divisions[n - 1] if 1 <= n <= 3 else None
    if d is None or not d.commander:
        return f"division d{n}"
    return f"division d{n} ({_card(s, C, d.commander)})"


def describe(s: AWState, C, a) -> str:
    who = s.names[a.seat] if 0 <= a.seat < len(s.names) else f"P{a.seat + 1}"
    t = type(a)
    if t is Pass:
        if s.battle is not None and s.battle.stage == "respond":
            return f"{who} plays nothing more in the response window."
        return f"{who} passes."
    if t is Mulligan:
        return f"{who} puts the hand under the deck and draws 6 new cards."
    if t is Keep:
        return f"{who} keeps the opening hand."
    if t is Assign:
        return f"{who} gives {_card(s, C, a.commander)} command of division d{a.division}."
    if t is Expend:
        return f"{who} expends {_card(s, C, a.territory)}."
    if t is Deploy:
        return f"{who} puts {_card(s, C, a.unit)} into {_division(s, C, a.seat, a.division)}."
    if t is Attach:
        return f"{who} attaches {_card(s, C, a.item)} to {_card(s, C, a.holder)}."
    if t is PlayEvent:
        text = f"{who} plays {_card(s, C, a.card)}"
        if isinstance(a.target, int):
            text += f" on {_card(s, C, a.target)}"
        elif isinstance(a.target, str):
            try:
                p, n = parse_division_ref(a.target)
                text += f" on {s.names[p]}'s {_division(s, C, p, n)}"
            except (AttributeError, IndexError):
                text += f" on {a.target}"
        if a.to is not None and 0 <= a.to < 18:
            text += f", to {world.NAMES[a.to]}"
        return text + "."
    if t is Move:
        frm = ""
        if 1 <= a.division <= 3:
            frm = f" from {world.NAMES[s.sides[a.seat].divisions[a.division - 1].square]}"
        to = world.NAMES[a.square] if isinstance(a.square, int) and 0 <= a.square < 18 else a.square
        return f"{who} moves {_division(s, C, a.seat, a.division)}{frm} to {to}."
    if t is Fight:
        return f"{who} starts a battle on {world.NAMES[a.square]}."
    if t is Attack:
        return f"{who}: {_card(s, C, a.striker)} attacks {_card(s, C, a.target)}."
    return repr(a)
