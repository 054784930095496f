"""Austin Powers' mouse: which click or button does which action, and the menus of a drop.

Which drop does which action, and what any other drop means, is the engine's
(tabletop/games/austin_powers/drops.py, asked through `Game.drop_map` and
`Game.drop_meaning` from the seat's view): a drop that means an action (an agent onto a
field, even another player's; a Kiss agent onto an agent, even your own) is turned into that
action, so the engine decides and names the rule; a drop that means no action at all (a bone
dropped outside the showdown) gets a hint quoting the rules by id (`rule_hint`). A swinger's
effect the engine refuses is listed greyed out with the engine's reason.
"""

from __future__ import annotations

from ...engine.actions import Action
from ...games.austin_powers.actions import (CallHelp, Copy, Discard, DiscardHand, EndActions,
                                            Gesture, KeepHand, NoBone, NoCopy, NoOffer, NoShip,
                                            ProposeEnd, AcceptEnd, RefuseEnd,
                                            PlayAgent, Ship, ShowHappening, UseAgent, UseSwinger)
from ...games.austin_powers.turn import target_options
from ...words import T, msg, tr
from ..adapter import Affordances, Button, Click, GameUI, Option, cards_to_play, undone_list
from .phrases import effects_words, vibes_words

#: the words of each way to use a swinger's effect (on a player's agent, on a player, on no one)
PLAIN_ON_CARD, SPECIAL_ON_CARD = T("Plain on {who}'s {card}: {effects}"), T("Special (needs {vibes}) on {who}'s {card}: {effects}")
PLAIN_ON_PLAYER, SPECIAL_ON_PLAYER = T("Plain on {who}: {effects}"), T("Special (needs {vibes}) on {who}: {effects}")
PLAIN, SPECIAL = T("Plain: {effects}"), T("Special (needs {vibes}): {effects}")


class AustinPowersGestures(GameUI):
    """The gestures half of `AustinPowersUI` (tabletop/ui/austin_powers/adapter.py)."""

    card_of: dict

    # ---- gestures (the drops are the engine's: drops.py) ----------------------------------
    def gesture(self, s, a: Action):
        t = type(a)
        if isinstance(a, UseAgent) and a.target is None and a.player is None:
            return Click(f"card:{a.card}")
        if isinstance(a, (Discard, ShowHappening)):
            return Click(f"card:{a.card}")  # (or dropped: on the discard pile, on the table)
        label = self._button_label(s, a)
        if label is None:
            return self.engine_drag(s, a)
        primary = t in (EndActions, NoBone, NoOffer, NoCopy, NoShip, KeepHand, RefuseEnd) \
            or (t is Copy and not self.game.is_legal(s, NoCopy(a.seat)))  # the one answer (AP-7.6)
        tip = self.rule_hint("AP-10.3") if t is ProposeEnd else ""  # the rule, in the game's words
        return Button(label, "Space" if primary else "", primary, tip)

    def _button_label(self, s, a) -> str | None:
        t = type(a)
        if t is Gesture:
            return T("Pinky to the mouth!") if s.sides[a.seat] == "evil" else T("Peace sign!")
        if t is Copy:
            user = s.gesture.user if s.gesture is not None else a.seat
            return T("Copy: pinky") if s.sides[user] == "evil" else T("Copy: peace sign")
        return {EndActions: T("End actions"), NoCopy: T("Don't copy"), ProposeEnd: T("End by score?"),
                AcceptEnd: T("Accept: end by score"), RefuseEnd: T("Play on"),
                NoShip: T("No ship agent"), CallHelp: T("Throw me a bone!"), NoBone: T("No bone (pass)"),
                NoOffer: T("No offer"), DiscardHand: T("Discard whole hand"), KeepHand: T("Keep my hand")}.get(t)

    def left_undone(self, s, seat, legal, action) -> str:
        """Ending the actions with actions left and cards that could be played; passing on a
        bone, an offer or a ship agent one could play. Not copying a gesture leaves nothing
        undone (it is a choice, AP-7.6), nor keeping the hand."""
        if isinstance(action, EndActions):
            cards = {c for a in legal if not isinstance(a, (EndActions, ProposeEnd)) for c in a.card_ids()}
            left = s.actions_allowed - s.actions_used
            if not cards:
                return ""
            return undone_list([msg("{n} action left", n=1) if left == 1 else msg("{n} actions left", n=left) if left else "",
                                cards_to_play(len(cards))])
        if isinstance(action, (NoBone, NoOffer, NoShip)):
            return super().left_undone(s, seat, legal, action)
        return ""

    def affordances(self, s, seat: int, legal: list[Action]) -> Affordances:
        aff = super().affordances(s, seat, legal)
        legal = aff.actions()
        if any(isinstance(a, EndActions) for a in legal) and not any(isinstance(a, Gesture) for a in legal):
            err = self.game.refusal(s, Gesture(seat))  # the turn player's actions: why no gesture
            label = self._button_label(s, Gesture(seat))
            if err is not None and label is not None:
                aff.disabled.append((Button(label), str(err)))
        return aff

    def drop_options(self, s, seat, piece, target, actions) -> list[Option]:
        if actions and all(isinstance(a, UseSwinger) for a in actions):
            return self._swinger_options(s, seat, actions[0].card, actions)
        if len(actions) > 1 and {type(a) for a in actions} == {Ship, PlayAgent}:
            ship_a = next(a for a in actions if isinstance(a, Ship))
            play_a = next(a for a in actions if isinstance(a, PlayAgent))
            return [Option(T("Launch it free (ship agent): the others may answer with theirs"), ship_a),
                    Option(T("Play it as one of your two actions: the others may answer too"), play_a)]
        return super().drop_options(s, seat, piece, target, actions)

    def _swinger_options(self, s, seat: int, card: int, actions: list) -> list[Option]:
        """Both effects of a swinger; one the engine refuses is greyed out with its reason."""
        c = self.card_of[s.cards[card]]
        out = []
        for effect, fx in (("plain", c.plain), ("special", c.special)):
            special = effect == "special"
            vibes = vibes_words(c.requirement) if special else ""
            mine = [a for a in actions if a.effect == effect]
            if mine:
                for a in mine:
                    out.append(Option(self._effect_words(s, special, vibes, fx, a.target, a.player), a))
                continue
            if any(isinstance(a, UseSwinger) and a.card == card and a.effect == effect
                   for a in self.game.legal_actions(s, seat)):
                continue  # usable, just not on this target
            aims = target_options(self.game, s, seat, fx) or [(None, None)]
            t, p = aims[0]
            err = self.game.refusal(s, UseSwinger(seat, card, effect, t, p))
            out.append(Option(self._effect_words(s, special, vibes, fx, None, None), None,
                              str(err) if err else self.rule_hint("AP-6.1")))
        return out

    def _effect_words(self, s, special: bool, vibes: str, fx, target, player) -> str:
        """A swinger's effect as its menu says it: "Plain on Ann's Vanessa: ...", now."""
        effects = effects_words(fx)
        if target is not None:
            who, name = s.names[s.owner.get(target)], self.card_of[s.cards[target]].name
            if special:
                return tr(SPECIAL_ON_CARD, vibes=vibes, who=who, card=name, effects=effects)
            return tr(PLAIN_ON_CARD, who=who, card=name, effects=effects)
        if player is not None:
            if special:
                return tr(SPECIAL_ON_PLAYER, vibes=vibes, who=s.names[player], effects=effects)
            return tr(PLAIN_ON_PLAYER, who=s.names[player], effects=effects)
        return tr(SPECIAL, vibes=vibes, effects=effects) if special else tr(PLAIN, effects=effects)
