"""What a drop means in the Austin Powers CCG, worked out from one seat's view (never the
whole state).

The table maps the mouse to a piece and a place and asks the engine (`Game.find_actions`,
`Game.drop_meaning`); this module is the Austin Powers half of that answer. Names:

- pieces: ``card:<id>``
- places: ``card:<id>``, ``field:<seat>`` (a player's field), ``seat:<seat>`` (a player),
  ``discard:<seat>``, ``showdown`` (the middle of the table), or None (nowhere)

`drops_of` lists the drops that do a legal action; `meaning` says what any other drop means:
the action it would be, legal or not (an agent onto another player's field, a Kiss agent
onto an agent, even one face down in a hand: the engine says why not, worded for the seat,
AP-11.2), or the id of the rule to quote as a hint, or "" for a drop that means nothing.
"""

from __future__ import annotations

from ...engine.actions import Action
from ...engine.game import HIDDEN
from .actions import (Assassinate, Discard, Gesture, Offer, PlayAgent, PlayBone, Shag, Ship, ShowHappening,
                      UseAgent, UseSwinger)
from .cards import Agent, Bone, Happening, Swinger, needs_card, needs_player
from .state import APState, moment_name
from .turn import target_options


def _aim(target, player) -> str:
    if target is not None:
        return f"card:{target}"
    if player is not None:
        return f"seat:{player}"
    return "showdown"


def drops_of(g, v: APState, seat: int, a: Action) -> tuple[tuple[str, str], ...]:
    """Every (piece, place) drop that does the legal action `a` of `seat`."""
    card = f"card:{getattr(a, 'card', None)}"
    if isinstance(a, (PlayAgent, Ship)):
        return ((card, f"field:{a.seat}"),)
    if isinstance(a, (Shag, Assassinate)):
        return ((f"card:{a.agent}", f"card:{a.target}"),)
    if isinstance(a, UseSwinger):
        out = [(card, _aim(a.target, a.player))]
        if a.target is not None or a.player is not None:
            out.append((card, "showdown"))  # dropped on the table: pick in the menu
            if a.player is not None:
                out.append((card, f"field:{a.player}"))
        return tuple(dict.fromkeys(out))
    if isinstance(a, UseAgent):
        if a.target is None and a.player is None:
            return ()  # a click
        out = [(card, _aim(a.target, a.player))]
        if a.player is not None:
            out.append((card, f"field:{a.player}"))
        return tuple(out)
    if isinstance(a, ShowHappening):  # onto the table; with a target picked (AP-7.4), onto them too
        if a.target is None:
            return ((card, "showdown"),)
        return ((card, "showdown"), (card, f"seat:{a.target}"), (card, f"field:{a.target}"))
    if isinstance(a, (PlayBone, Offer)):
        return ((card, "showdown"),)
    if isinstance(a, Discard):
        return ((card, f"discard:{seat}"),)
    if isinstance(a, Gesture):  # a happening dropped on the table starts the gesture
        return tuple((f"card:{c}", "showdown") for c in v.hands[seat]
                     if isinstance(g.by_key.get(v.cards[c]), Happening))
    return ()


def _visible_agent(g, v: APState, cid: int) -> bool:
    """An agent, or a card this seat cannot see (the engine answers for it, AP-11.2)."""
    key = v.cards.get(cid, "")
    return key == HIDDEN or isinstance(g.by_key.get(key), Agent)


def meaning(g, v: APState, seat: int, piece: str, place: str | None) -> Action | str:
    """What dropping `piece` on `place` means: an action (legal or not), a rule id, or ""."""
    what, _, ref = piece.partition(":")
    if what != "card" or not ref.isdigit() or place is None:
        return ""  # nothing: the card goes home
    cid = int(ref)
    card = g.by_key.get(v.cards.get(cid, ""))
    kind, _, rest = place.partition(":")
    num = int(rest) if rest.isdigit() else None
    hand = v.hands[seat]
    if cid in hand and kind == "card" and num in hand:
        return ""  # put back on the hand: nothing meant
    if kind == "discard" and cid in hand:
        return Discard(seat, cid)
    mode = moment_name(v)
    if cid in hand:
        if isinstance(card, Agent):
            if kind == "field" and num is not None:
                if mode == "ship-answer" and num == seat:
                    return Ship(seat, cid)
                return PlayAgent(seat, cid, None if num == seat else num)
            if kind == "card" and num is not None and _visible_agent(g, v, num):
                # meant: this agent against that one; the engine says why not from the hand
                return (Shag if card.kiss else Assassinate)(seat, cid, num)
            return "AP-4.1"
        if isinstance(card, Bone):
            if kind in ("showdown", "card"):
                return Offer(seat, cid) if mode == "help" else PlayBone(seat, cid)
            return "AP-5.3"
        if isinstance(card, Swinger):
            return _swinger(g, v, seat, cid, card, kind, num)
        if isinstance(card, Happening):
            if kind == "showdown":
                return ShowHappening(seat, cid) if mode == "show" else Gesture(seat)
            if mode == "show" and kind in ("seat", "field") and num is not None and v.gesture is not None:
                # on a player: the user's pick when the last copies came together (AP-7.4)
                return ShowHappening(seat, cid, num if len(v.gesture.last()) > 1 else None)
            return "AP-7.2"
        return ""
    if cid in v.fields[seat] and isinstance(card, Agent):
        if kind == "card" and num is not None and _visible_agent(g, v, num):
            return (Shag if card.kiss else Assassinate)(seat, cid, num)
        if kind in ("seat", "field") and num is not None and num != seat and card.action:
            return UseAgent(seat, cid, None, num)
        return "AP-5.1"
    return ""


def _swinger(g, v: APState, seat: int, cid: int, card: Swinger, kind: str, num: int | None) -> Action | str:
    if kind == "card" and num is not None:
        effect = "special" if needs_card(card.special) else "plain" if needs_card(card.plain) else "special"
        return UseSwinger(seat, cid, effect, num, None)
    if kind in ("seat", "field") and num is not None:
        effect = "plain" if needs_player(card.plain) else "special"
        return UseSwinger(seat, cid, effect, None, num)
    if kind == "showdown":
        return UseSwinger(seat, cid, "plain", *(target_options(g, v, seat, card.plain) or [(None, None)])[0])
    return "AP-6.1"


def click_meaning(g, v: APState, seat: int, piece: str) -> Action | None:
    """A click discards in the evening's discard (AP-8.2) and uses an agent's printed action."""
    what, _, ref = piece.partition(":")
    if what != "card" or not ref.isdigit():
        return None
    cid = int(ref)
    if cid in v.hands[seat] and moment_name(v) == "evening-discard":
        return Discard(seat, cid)
    card = g.by_key.get(v.cards.get(cid, ""))
    if cid in v.fields[seat] and isinstance(card, Agent) and card.action:
        return UseAgent(seat, cid)
    return None
