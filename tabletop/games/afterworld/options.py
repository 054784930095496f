"""Rules options: one switch for every table rule ([T]) of the spec that changes play.

Defaults are the spec as written. A group that owns the printed rulebook (or simply likes
another way) switches them in the game setup; the options travel inside the state, so a
save, a replay and a bot always play by the same rules.
"""

from __future__ import annotations

from dataclasses import dataclass, fields


@dataclass(slots=True)
class Options:
    #: AW-3.7: most divisions (of both players together) on one territory square; 0 = any number
    square_capacity: int = 0
    #: AW-4.5: a mulligan puts the hand on the bottom in random order (False: in hand order)
    mulligan_random_order: bool = True
    #: AW-5.2: territories may be expended in any step in which you may play an event, not only
    #: in Muster (so that events in a battle can be paid on the spot)
    expend_any_time: bool = False
    #: AW-5.3: events may be played in your own part of any step (False: only in Muster and in
    #: battle response windows)
    events_in_every_step: bool = True
    #: AW-6.2: Food and Gold may pay for each other
    food_gold_substitute: bool = False
    #: AW-7.6: a division without units may still move
    empty_divisions_move: bool = False
    #: AW-8.3: divisions may be moved in any order and interleaved (False: once you move another
    #: division, the one you moved before is done for the turn)
    interleave_moves: bool = True
    #: AW-8.4: entering a square with an enemy division that has units ends that division's moves
    engagement_stops_movement: bool = False
    #: AW-9.3: the defender's units strike back in the same battle (they get targets too)
    defender_strikes_back: bool = False
    #: AW-9.4: after targets are chosen, defender then attacker may play events
    response_window: bool = True
    #: AW-10.3: who wins a deck-out that is equal on all four counts: "draw" or "drawer-loses"
    deck_out_tie: str = "draw"
    #: AW-10.4: both players lose at once: "draw" or "turn-player-wins"
    simultaneous_loss: str = "draw"
    #: AW-11.1: hands are open to both players (teaching games)
    open_hands: bool = False


CHOICES = {
    "deck_out_tie": ("draw", "drawer-loses"),
    "simultaneous_loss": ("draw", "turn-player-wins"),
}

RULE_OF_OPTION = {
    "square_capacity": "AW-3.7",
    "mulligan_random_order": "AW-4.5",
    "expend_any_time": "AW-5.2",
    "events_in_every_step": "AW-5.3",
    "food_gold_substitute": "AW-6.2",
    "empty_divisions_move": "AW-7.6",
    "interleave_moves": "AW-8.3",
    "engagement_stops_movement": "AW-8.4",
    "defender_strikes_back": "AW-9.3",
    "response_window": "AW-9.4",
    "deck_out_tie": "AW-10.3",
    "simultaneous_loss": "AW-10.4",
    "open_hands": "AW-11.1",
}


def make_options(given: dict | None) -> Options:
    """Options with defaults, overridden by `given`; ValueError names a bad name or value."""
    from tabletop.engine.schema import did_you_mean
    given = dict(given or {})
    names = {f.name: f for f in fields(Options)}
    out = Options()
    for k, v in given.items():
        f = names.get(k)
        if f is None:
            raise ValueError(f"unknown rules option {k!r}{did_you_mean(k, names)}")
        default = getattr(out, k)
        if type(v) is not type(default):
            raise ValueError(f"rules option {k!r} must be {type(default).__name__}, not {v!r}")
        if k in CHOICES and v not in CHOICES[k]:
            raise ValueError(f"rules option {k!r} must be one of {', '.join(CHOICES[k])}, not {v!r}")
        if k == "square_capacity" and v < 0:
            raise ValueError("rules option 'square_capacity' must be 0 (any number) or more")
        setattr(out, k, v)
    return out
