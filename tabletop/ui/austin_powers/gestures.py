"""Austin Powers' mouse: which gesture does which action, and which action a drop means.

A drop that means an action (an agent onto a field, even another player's; a Kiss agent onto
an agent, even your own) is turned into that action, so the engine decides and names the
rule; a drop that means no action at all (a bone dropped outside the showdown) gets a hint
quoting the rules by id (`rule_hint`). A swinger's effect the engine refuses is listed
greyed out with the engine's reason.
"""

from __future__ import annotations

from ...engine.actions import Action
from ...games.austin_powers import flow
from ...games.austin_powers.actions import (Assassinate, CallHelp, Copy, Discard, DiscardHand, EndActions,
                                            Gesture, KeepHand, NoBone, NoCopy, NoOffer, NoShip,
                                            ProposeEnd, AcceptEnd, RefuseEnd,
                                            Offer, PlayAgent, PlayBone, Shag, Ship, ShowHappening, UseAgent,
                                            UseSwinger)
from ...games.austin_powers.cards import Agent, Bone, Happening, Swinger, needs_card, needs_player
from ...games.austin_powers.cardtext import effects_text, vibe_text
from ...games.austin_powers.turn import target_options
from ..adapter import Affordances, Button, Click, Drag, GameUI, Option, Piece


class AustinPowersGestures(GameUI):
    """The gestures half of `AustinPowersUI` (tabletop/ui/austin_powers/adapter.py)."""

    C: dict

    # ---- gestures ---------------------------------------------------------------------
    def gesture(self, s, a: Action):
        t = type(a)
        if t in (PlayAgent, Ship):
            return Drag(f"card:{a.card}", f"field:{a.seat}")
        if t in (Shag, Assassinate):
            return Drag(f"card:{a.agent}", f"card:{a.target}")
        if t is UseSwinger:
            return Drag(f"card:{a.card}", self._aim(a.target, a.player))
        if t is UseAgent:
            if a.target is None and a.player is None:
                return Click(f"card:{a.card}")
            return Drag(f"card:{a.card}", self._aim(a.target, a.player))
        if t in (PlayBone, Offer, ShowHappening):
            return Drag(f"card:{a.card}", "showdown")
        if t is Discard:
            return Click(f"card:{a.card}")
        label = self._button_label(s, a)
        if label is None:
            return None
        primary = t in (EndActions, NoBone, NoOffer, NoCopy, NoShip, KeepHand, RefuseEnd) \
            or (t is Copy and not self.game.is_legal(s, NoCopy(a.seat)))  # the one answer (AP-7.6)
        return Button(label, "Space" if primary else "", primary)

    @staticmethod
    def _aim(target, player) -> str:
        if target is not None:
            return f"card:{target}"
        if player is not None:
            return f"seat:{player}"
        return "showdown"

    def _button_label(self, s, a) -> str | None:
        t = type(a)
        if t is Gesture:
            return "Pinky to the mouth!" if s.sides[a.seat] == "evil" else "Peace sign!"
        if t is Copy:
            user = s.gesture.user if s.gesture is not None else a.seat
            return "Copy: pinky" if s.sides[user] == "evil" else "Copy: peace sign"
        return {EndActions: "End actions", NoCopy: "Don't copy", ProposeEnd: "End by score?",
                AcceptEnd: "Accept: end by score", RefuseEnd: "Play on",
                NoShip: "No ship agent", CallHelp: "Throw me a bone!", NoBone: "No bone (pass)",
                NoOffer: "No offer", DiscardHand: "Discard whole hand", KeepHand: "Keep my hand"}.get(t)

    def affordances(self, s, seat: int) -> Affordances:
        aff = super().affordances(s, seat)
        for a in aff.actions():  # every legal action, each once
            t = type(a)
            if t is UseSwinger and (a.target is not None or a.player is not None):
                aff.add_drag(f"card:{a.card}", "showdown", a)  # dropped on the table: pick in the menu
                if a.player is not None:
                    aff.add_drag(f"card:{a.card}", f"field:{a.player}", a)
            elif t is UseAgent and a.player is not None:
                aff.add_drag(f"card:{a.card}", f"field:{a.player}", a)
            elif t is Discard:
                aff.add_drag(f"card:{a.card}", f"discard:{seat}", a)
            elif t is ShowHappening:
                aff.clicks[f"card:{a.card}"] = a
            elif t is Gesture:
                for cid in s.hands[seat]:
                    if isinstance(self.C[s.cards[cid]], Happening):
                        aff.add_drag(f"card:{cid}", "showdown", a)
        mode = flow.mode(s)
        if mode == "actions" and seat in self.game.to_act(s) \
                and not any(isinstance(a, Gesture) for _, a in aff.buttons):
            err = self.game.refusal(s, Gesture(seat))
            if err is not None:
                aff.disabled.append((Button(self._button_label(s, Gesture(seat))), str(err)))
        return aff

    def drop_options(self, s, seat, piece, target, actions) -> list[Option]:
        if actions and all(isinstance(a, UseSwinger) for a in actions):
            return self._swinger_options(s, seat, actions[0].card, actions)
        if len(actions) > 1 and {type(a) for a in actions} == {Ship, PlayAgent}:
            ship_a = next(a for a in actions if isinstance(a, Ship))
            play_a = next(a for a in actions if isinstance(a, PlayAgent))
            return [Option("Launch it free (ship agent): the others may answer with theirs", ship_a),
                    Option("Play it as one of your two actions: the others may answer too", play_a)]
        return super().drop_options(s, seat, piece, target, actions)

    def _swinger_options(self, s, seat: int, card: int, actions: list) -> list[Option]:
        """Both effects of a swinger; one the engine refuses is greyed out with its reason."""
        c = self.C[s.cards[card]]
        out = []
        for effect, fx in (("plain", c.plain), ("special", c.special)):
            head = "Plain" if effect == "plain" else f"Special (needs {vibe_text(c.requirement)})"
            mine = [a for a in actions if a.effect == effect]
            if mine:
                for a in mine:
                    out.append(Option(f"{head}{self._on(s, a.target, a.player)}: {effects_text(fx)}", a))
                continue
            if any(isinstance(a, UseSwinger) and a.card == card and a.effect == effect
                   for a in self.game.legal_actions(s, seat)):
                continue  # usable, just not on this target
            aims = target_options(self.game, s, seat, fx) or [(None, None)]
            t, p = aims[0]
            err = self.game.refusal(s, UseSwinger(seat, card, effect, t, p))
            out.append(Option(f"{head}: {effects_text(fx)}", None, str(err) if err else self.rule_hint("AP-6.1")))
        return out

    def _on(self, s, target, player) -> str:
        if target is not None:
            owner = s.owner.get(target)
            return f" on {s.names[owner]}'s {self.C[s.cards[target]].name}"
        if player is not None:
            return f" on {s.names[player]}"
        return ""

    def intent(self, s, seat: int, piece: Piece, target: str | None):
        if piece.card is None or target is None:
            return self.drop_hint(s, seat, piece)  # nothing: the card goes home
        cid = piece.card
        card = self.C.get(s.cards.get(cid, ""))
        kind, _, rest = target.partition(":")
        num = int(rest) if rest.isdigit() else None
        mode = flow.mode(s)
        if cid in s.hands[seat] and kind == "card" and num in s.hands[seat]:
            return ""  # put back on the hand: nothing meant
        if kind == "discard" and cid in s.hands[seat]:
            return Discard(seat, cid)
        if cid in s.hands[seat]:
            if isinstance(card, Agent):
                if kind == "field" and num is not None:
                    if mode == "ship-answer" and num == seat:
                        return Ship(seat, cid)
                    return PlayAgent(seat, cid, None if num == seat else num)
                if kind == "card" and num is not None and self.game.is_agent(s, num):
                    # meant: this agent against that one; the engine says why not from the hand
                    return (Shag if card.kiss else Assassinate)(seat, cid, num)
                return self.rule_hint("AP-4.1")
            if isinstance(card, Bone):
                if kind in ("showdown", "card"):
                    return Offer(seat, cid) if mode == "help" else PlayBone(seat, cid)
                return self.rule_hint("AP-5.3")
            if isinstance(card, Swinger):
                return self._swinger_intent(s, seat, cid, card, kind, num)
            if isinstance(card, Happening):
                if kind == "showdown":
                    return ShowHappening(seat, cid) if mode == "show" else Gesture(seat)
                return self.rule_hint("AP-7.2")
            return self.drop_hint(s, seat, piece)
        if cid in s.fields[seat] and isinstance(card, Agent):
            if kind == "card" and num is not None and self.game.is_agent(s, num):
                return (Shag if card.kiss else Assassinate)(seat, cid, num)
            if kind in ("seat", "field") and num is not None and num != seat and card.action:
                return UseAgent(seat, cid, None, num)
            return self.rule_hint("AP-5.1")
        return self.drop_hint(s, seat, piece)

    def _swinger_intent(self, s, seat, cid, card: Swinger, kind, num):
        if kind == "card" and num is not None:
            effect = "special" if needs_card(card.special) else "plain" if needs_card(card.plain) else "special"
            return UseSwinger(seat, cid, effect, num, None)
        if kind in ("seat", "field") and num is not None:
            effect = "plain" if needs_player(card.plain) else "special"
            return UseSwinger(seat, cid, effect, None, num)
        if kind == "showdown":
            return UseSwinger(seat, cid, "plain", *(target_options(self.game, s, seat, card.plain) or [(None, None)])[0])
        return self.rule_hint("AP-6.1")

    def click_intent(self, s, seat: int, piece: Piece):
        cid = piece.card
        if cid is None:
            return None
        if cid in s.hands[seat] and flow.mode(s) == "evening-discard":
            return Discard(seat, cid)
        card = self.C.get(s.cards.get(cid, ""))
        if cid in s.fields[seat] and isinstance(card, Agent) and card.action:
            return UseAgent(seat, cid)
        return None


    def animation(self, s, action):
        if isinstance(action, Discard):
            return (f"card:{action.card}", f"discard:{action.seat}")
        return super().animation(s, action)
