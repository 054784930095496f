"""Ship agents and their chains (AP-9).

The turn player may play one ship agent per turn without spending an action (``ship #24``).
A ship agent can also be played as one of the two actions (``agent #24``). Either way, each
time the turn player places a ship agent, every other player in seat order gets one chance
to answer with a ship agent of their own (``ship #id`` or ``no-ship``). If at least one
answered, the turn player may play one more free ship agent this turn, and so on while
anyone keeps answering.
"""

from __future__ import annotations

from ...engine.errors import IllegalActionError
from ...engine.game import Event
from ...words import msg
from .cards import Agent
from .facts import SHIP
from .rules import refuse
from .state import APState, ShipRound, others
from . import turn


def is_ship(g, s: APState, cid: int) -> bool:
    c = g.by_key[s.cards[cid]]
    return isinstance(c, Agent) and c.ship


def ships_in_hand(g, s: APState, seat: int) -> list[int]:
    facts = g.facts
    cards = s.cards
    return [c for c in s.hands[seat] if facts[cards[c]].bits & SHIP]



def ship_refusal(g, s: APState, seat: int, card: int, answering: bool) -> IllegalActionError | None:
    if card not in s.hands[seat]:
        return refuse("AP-9.1", msg("You can only play a ship agent from your own hand."), public=True)
    c = g.by_key[s.cards[card]]
    if not (isinstance(c, Agent) and c.ship):
        return refuse("AP-9.1", msg("{card} has no Ship icon: only ship agents are played this way.", card=c.name))
    if not answering and not s.ship_free:
        return refuse("AP-9.2", msg("You have no free ship agent left this turn: you get another only when someone "
                                    "answers your last one."))
    return None


def play_free(g, s: APState, seat: int, card: int, events: list[Event] | None) -> None:
    s.ship_free = False
    s.ship_round = ShipRound(others(s, seat))
    turn.put_on_field(g, s, seat, card, events, "ship")


def open_chain(g, s: APState, seat: int, card: int) -> None:
    """AP-9.2: the turn player placed a ship agent as an action: the others may answer."""
    if seat == s.turn_player and is_ship(g, s, card):
        s.ship_round = ShipRound(others(s, seat))


def answer(g, s: APState, seat: int, card: int, events: list[Event] | None) -> None:
    rnd = s.in_ship_round()
    rnd.waiting.pop(0)
    rnd.answers += 1
    turn.put_on_field(g, s, seat, card, events, "ship-answer")


def decline(s: APState, seat: int, events: list[Event] | None) -> None:
    s.in_ship_round().waiting.pop(0)
    if events is not None:
        events.append(Event("no-ship", msg("{who} does not answer with a ship agent.", who=s.names[seat]), (), seat))


def close_round(s: APState, events: list[Event] | None) -> None:
    rnd = s.in_ship_round()
    s.ship_round = None
    if rnd.answers:
        s.ship_free = True
        if events is not None:
            events.append(Event("ship-chain", msg("{who} may play one more free ship agent.",
                                                  who=s.names[s.turn_player]), (), s.turn_player))
