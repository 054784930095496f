"""Afterworld's mouse: which click or button does which action.

Which drop does which action, and what any other drop means, is the engine's
(tabletop/games/afterworld/drops.py, asked through `Game.drop_map` and `Game.drop_meaning`
from the seat's view): a drop that means an action (a unit onto a division, even the
opponent's) is turned into that action, so the engine decides and names the rule; a drop
that means no action at all (a territory dragged onto the world) gets a hint quoting the
rules by id (`rule_hint`).
"""

from __future__ import annotations

from ...engine.actions import Action
from ...games.afterworld import world
from ...games.afterworld.actions import (Assign, Attach, Deploy, Expend, Fight, Keep, Move, Mulligan, Pass, PlayEvent,
                                          parse_division_ref)
from ...words import T, msg
from ..adapter import Button, Click, GameUI, Option, cards_to_play, undone_list


class AfterworldGestures(GameUI):
    """The gestures half of `AfterworldUI` (tabletop/ui/afterworld/adapter.py)."""

    card_of: dict

    # ---- gestures (the drops are the engine's: drops.py) ----------------------------------
    def gesture(self, s, a: Action):
        if isinstance(a, Expend):
            return Click(f"card:{a.territory}")
        if isinstance(a, Fight):
            return Button(msg("Fight on {square}", square=world.NAMES[a.square]))
        t = type(a)
        if t is Mulligan:
            return Button(T("Mulligan"))
        if t is Keep:
            return Button(T("Keep hand"), "Space", primary=True)
        if t is Pass:
            return Button(self._pass_label(s), "Space", primary=True)
        if isinstance(a, Assign) and self._next_in_order(s, a):
            # the commanders in the order the strips show them, one press each; a drag puts
            # any of them on any free strip all the same (the drops are the engine's). The
            # label stays short enough for its key beside it; the tip names the commander
            return Button(msg("Keep d{division} as shown", division=a.division), "Space", primary=True,
                          tip=self.game.describe(s, a))
        return self.engine_drag(s, a)

    @staticmethod
    def _next_in_order(s, a: Assign) -> bool:
        """`a` gives the first commander waiting the first division without one."""
        side = s.sides[a.seat]
        free = [d.number for d in side.divisions if not d.commander]
        return a.owner is None and bool(side.reserve) and bool(free) and \
            a.commander == side.reserve[0] and a.division == free[0]

    def _pass_label(self, s) -> str:
        if s.battle is not None:
            return T("No (more) events")
        return {"muster": T("End muster"), "move": T("End moves"), "battle": T("End battles")}.get(s.step, T("Pass"))

    def left_undone(self, s, seat, legal, action) -> str:
        """What ending the step leaves: Food and Gold unspent, territories not taken, cards that
        could be played, divisions that could still move, battles not fought."""
        if not isinstance(action, Pass):
            return ""
        side = s.sides[seat]
        parts: list[str] = []
        taken = {a.territory for a in legal if isinstance(a, Expend)}
        if s.battle is None and (side.food or side.gold) and any(isinstance(a, (Deploy, Attach, PlayEvent)) for a in legal):
            parts.append(msg("{food} Food and {gold} Gold unspent", food=side.food, gold=side.gold))
        if taken:
            parts.append(msg("1 territory to take Food and Gold from") if len(taken) == 1
                         else msg("{n} territories to take Food and Gold from", n=len(taken)))
        parts.append(cards_to_play(len({c for a in legal if isinstance(a, (Deploy, Attach, PlayEvent)) for c in a.card_ids()})))
        moving = {a.division for a in legal if isinstance(a, Move)}
        if moving:
            parts.append(msg("1 division that can still move") if len(moving) == 1
                         else msg("{n} divisions that can still move", n=len(moving)))
        fights = {a.square for a in legal if isinstance(a, Fight)}
        if fights:
            parts.append(msg("1 battle to fight") if len(fights) == 1 else msg("{n} battles to fight", n=len(fights)))
        return undone_list(parts)

    def drop_options(self, s, seat, piece, target, actions) -> list[Option]:
        """An event that sends a division to a square (Smoke and Shadows, Ink Cloud), dropped on
        the division: which square ("To b1 (Edo Market)"); dropped on the square: which
        division ("d2 (Jarl) goes there"). The menu's title names the card."""
        if actions and all(isinstance(a, PlayEvent) and a.to is not None and isinstance(a.target, str)
                           for a in actions):
            out = []
            on_square = not (target.startswith("division:") or target.startswith("token:"))
            for a in sorted(actions, key=lambda a: (a.target, a.to)):
                if on_square:
                    p, n = parse_division_ref(a.target)
                    commander = s.sides[p].divisions[n - 1].commander if 1 <= n <= 3 else 0
                    label = (msg("d{division} ({commander}) goes there", division=n, commander=self._name(s, commander))
                             if commander else msg("d{division} goes there", division=n))
                else:
                    territory = s.world[a.to] if 0 <= a.to < len(s.world) else 0
                    label = (msg("To {square} ({territory})", square=world.NAMES[a.to], territory=self._name(s, territory))
                             if territory else msg("To {square}", square=world.NAMES[a.to]))
                out.append(Option(label, a))
            return out
        return super().drop_options(s, seat, piece, target, actions)

    def _name(self, s, cid: int) -> str:
        key = s.cards.get(cid)
        return self.card_of[key].name if key in self.card_of else f"#{cid}"

    def animation(self, s, action, drops):
        if isinstance(action, Deploy):
            return (f"card:{action.unit}", f"token:{action.seat}:{action.division}")
        if isinstance(action, Expend):
            # a territory taken for Food and Gold turns where it lies (a click), as the player's
            # own does: it never flies to the pool over the division strips and back
            return (f"card:{action.territory}", f"card:{action.territory}")
        return super().animation(s, action, drops)
