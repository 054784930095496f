"""Afterworld's mouse: which gesture does which action, and which action a drop means.

A drop that means an action (a unit onto a division, even the opponent's) is turned into
that action, so the engine decides and names the rule; a drop that means no action at all
(a territory dragged onto the world) gets a hint quoting the rules by id (`rule_hint`).
"""

from __future__ import annotations

from ...engine.actions import Action
from ...games.afterworld import world
from ...games.afterworld.actions import (Assign, Attach, Attack, Deploy, Expend, Fight, Keep, Move, Mulligan,
                                         Pass, PlayEvent, division_ref, parse_division_ref)
from ..adapter import Affordances, Button, Click, Drag, GameUI, Piece


class AfterworldGestures(GameUI):
    """The gestures half of `AfterworldUI` (tabletop/ui/afterworld/adapter.py)."""

    C: dict

    # ---- gestures ---------------------------------------------------------------------
    def gesture(self, s, a: Action):
        t = type(a)
        if t is Expend:
            return Click(f"card:{a.territory}")
        if t is Deploy:
            return Drag(f"card:{a.unit}", f"division:{a.seat}:{a.division}")
        if t is Assign:
            return Drag(f"card:{a.commander}", f"division:{a.seat}:{a.division}")
        if t is Attach:
            return Drag(f"card:{a.item}", f"card:{a.holder}")
        if t is Move:
            return Drag(f"token:{a.seat}:{a.division}", f"square:{a.square}")
        if t is Attack:
            return Drag(f"card:{a.striker}", f"card:{a.target}")
        if t is PlayEvent:
            if a.to is not None:
                return None  # a division and a square: offered as a choice
            if a.target is None:
                return Drag(f"card:{a.card}", "table")
            if isinstance(a.target, int):
                return Drag(f"card:{a.card}", f"card:{a.target}")
            p, n = parse_division_ref(a.target)
            return Drag(f"card:{a.card}", f"division:{p}:{n}")
        if t is Fight:
            return Button(f"Fight on {world.NAMES[a.square]}")
        if t is Mulligan:
            return Button("Mulligan")
        if t is Keep:
            return Button("Keep hand", "Space", primary=True)
        if t is Pass:
            return Button(self._pass_label(s), "Space", primary=True)
        return None

    def _pass_label(self, s) -> str:
        if s.battle is not None:
            return "No (more) events"
        return {"muster": "End muster", "move": "End moves", "battle": "End battles"}.get(s.step, "Pass")

    def affordances(self, s, seat: int) -> Affordances:
        aff = super().affordances(s, seat)
        for pid, drops in list(aff.drags.items()):
            for tid, action in list(drops.items()):
                if tid.startswith("division:"):
                    _, p, n = tid.split(":")
                    if type(action) in (Deploy, PlayEvent):
                        drops[f"token:{p}:{n}"] = action
        for pid, action in aff.clicks.items():
            if isinstance(action, Expend):
                aff.drags.setdefault(pid, {})[f"pool:{seat}"] = action
        return aff

    def intent(self, s, seat: int, piece: Piece, target: str | None):
        C = self.C
        if target is None or (target == "table" and piece.kind == "token"):
            return self.drop_hint(s, seat, piece)
        kind, _, rest = target.partition(":")
        if piece.kind == "token" and kind == "card":
            sq = s.world.index(int(rest)) if int(rest) in s.world else None
            if sq is not None:  # a token dropped on a territory means its square
                kind, rest = "square", str(sq)
        if piece.kind == "token":
            p, n = (int(v) for v in piece.pid.split(":")[1:])
            if kind == "square":
                return Move(p, n, int(rest))
            return self.rule_hint("AW-8")
        if piece.card is None:
            return self.drop_hint(s, seat, piece)
        cid = piece.card
        card = C[s.cards[cid]]
        side = s.sides[seat]
        in_hand = cid in side.hand
        if kind in ("division", "token"):
            p, n = (int(v) for v in rest.split(":"))
            owner = None if p == seat else p
        if cid in side.reserve:
            if kind == "division":
                return Assign(seat, cid, n, owner)
            return self.rule_hint("AW-4.6")
        if card.type == "territory":
            if kind == "pool":
                return Expend(seat, cid)
            return self.rule_hint("AW-6.1")
        if in_hand and card.type == "unit":
            if kind in ("division", "token"):
                return Deploy(seat, cid, n, owner)
            return self.rule_hint("AW-7.2")
        if in_hand and card.is_item:
            if kind == "card":
                return Attach(seat, cid, int(rest))
            return self.rule_hint("AW-7.3")
        if in_hand and card.type == "event":
            if kind == "card":
                return PlayEvent(seat, cid, int(rest))
            if kind in ("division", "token"):
                return PlayEvent(seat, cid, division_ref(p, n))
            return PlayEvent(seat, cid, None)
        if card.type in ("unit", "commander") and not in_hand and kind == "card":
            return Attack(seat, cid, int(rest))
        if card.type in ("unit", "commander") and not in_hand:
            return self.rule_hint("AW-9.3")
        return self.drop_hint(s, seat, piece)

    def click_intent(self, s, seat: int, piece: Piece):
        if piece.card is not None and self.C[s.cards[piece.card]].type == "territory":
            return Expend(seat, piece.card)
        return None

    def drop_hint(self, s, seat: int, piece: Piece) -> str:
        return self.rule_hint("AW-8") if piece.kind == "token" else ""

    def animation(self, s, action):
        if isinstance(action, Deploy):
            return (f"card:{action.unit}", f"token:{action.seat}:{action.division}")
        return super().animation(s, action)
