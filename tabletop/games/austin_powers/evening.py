"""Evening Up, the end of every turn (AP-8), and the change of turn.

1. the turn player ends the actions (``end``): until then the others may start a happening
   (AP-7.7, happenings.py);
2. the turn player may discard their whole hand (``discard-hand`` / ``keep-hand``);
3. every player below six draws up to six at once, in seat order from the turn player,
   reshuffling their discard pile when the deck runs out (AP-8.3, AP-8.4);
4. every player above six discards cards of their choice, one ``discard #id`` at a time;
5. the next player's turn begins; "until the end of the turn" effects end.
"""

from __future__ import annotations

from ...engine.errors import IllegalActionError
from ...engine.game import Event
from ...words import msg
from .rules import refuse
from .state import ACTIONS_PER_TURN, HAND_SIZE, APState, draw


def end_actions(s: APState, events: list[Event] | None) -> None:
    """The action part is over: Evening Up begins (AP-8)."""
    s.phase = "evening-hand"
    if events is not None:
        events.append(Event("end-actions", msg("{who} ends their actions.", who=s.names[s.turn_player]), (),
                            s.turn_player))


def discard_hand(s: APState, seat: int, events: list[Event] | None) -> None:
    hand = s.hands[seat]
    n = len(hand)
    s.discards[seat].extend(hand)
    hand.clear()
    if events is not None:
        events.append(Event("discard-hand", msg("{who} discards their whole hand ({n} cards).", who=s.names[seat], n=n),
                            (), seat))


def draw_up(g, s: APState, events: list[Event] | None) -> None:
    """AP-8.2: everyone below six draws up to six; then those above six discard."""
    n = s.seats
    for i in range(n):
        p = (s.turn_player + i) % n
        short = HAND_SIZE - len(s.hands[p])
        if short > 0:
            draw(g.by_key, s, p, short, events)
    s.phase = "evening-discard"


def discard_refusal(s: APState, seat: int, card: int) -> IllegalActionError | None:
    if card not in s.hands[seat]:
        return refuse("AP-8.2", msg("You can only discard a card from your own hand."), public=True)
    return None


def discard(g, s: APState, seat: int, card: int, events: list[Event] | None) -> None:
    s.hands[seat].remove(card)
    s.discards[seat].append(card)
    if events is not None:
        events.append(Event("discard", msg("{who} discards {card} down to six cards.", who=s.names[seat],
                                           card=g.by_key[s.cards[card]].name), (card,), seat))


def next_turn(s: APState, events: list[Event] | None) -> None:
    s.turn_player = (s.turn_player + 1) % s.seats
    s.turn += 1
    s.phase = "actions"
    s.actions_used = 0
    s.actions_allowed = ACTIONS_PER_TURN
    s.ship_free = True
    s.gestures_failed.clear()
    s.proposed.clear()
    for m in s.vibe_mods:
        m[0] = m[1] = m[2] = m[3] = 0
    if events is not None:
        events.append(Event("turn", msg("Turn {turn}: {who} takes the turn.", turn=s.turn, who=s.names[s.turn_player]),
                            (), s.turn_player))
