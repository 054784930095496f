"""The turn player's actions (AP-4): playing agents, swingers (AP-6), the actions printed on
agents, and the targets these effects name.

A swinger or an agent's action whose effects need a target agent names it as `target` (an
agent on the field the effect allows); one that hits a player names that opponent as
`player`. Fields an effect does not use must stay empty.
"""

from __future__ import annotations

from ...engine.errors import IllegalActionError
from ...engine.game import Event
from .cards import Agent, Swinger, needs_card, needs_player, target_whose
from .cardtext import vibe_text
from .rules import refuse
from .state import APState, meets, others, seen_name, vibes
from . import effects

WHOSE_WORDS = {"opponent": "an opponent's field", "yours": "your field", "any": "a field"}


def actions_left(s: APState) -> bool:
    return s.actions_used < s.actions_allowed


def no_action_left() -> IllegalActionError:
    return refuse("AP-4.1", "You have used both of your actions this turn.")


def put_on_field(g, s: APState, seat: int, card: int, events: list[Event] | None, how: str) -> None:
    s.hands[seat].remove(card)
    s.fields[seat].append(card)
    c = g.by_key[s.cards[card]]
    if events is not None:
        word = {"agent": "plays", "ship": "launches the ship agent", "ship-answer": "answers with the ship agent"}[how]
        events.append(Event(how, f"{s.names[seat]} {word} {c.name}.", (card,), seat))
    if c.when_played:
        effects.run(g, s, seat, c.when_played, None, None, events)


def agent_refusal(g, s: APState, seat: int, card: int, field: int | None = None) -> IllegalActionError | None:
    if card not in s.hands[seat]:
        return refuse("AP-4.1", "You can only play an agent from your own hand.", public=True)
    c = g.by_key[s.cards[card]]
    if not isinstance(c, Agent):
        return refuse("AP-4.1", f"{c.name} is a {_kind_word(c.kind)}, not an agent.")
    if field is not None:  # only a drop on someone else's field names one (the table's intent)
        whose = f"{s.names[field]}'s" if 0 <= field < s.seats and field != seat else "another player's"
        if field == seat:
            return refuse("AP-4.1", "An agent always goes onto your own field: name no field.")
        return refuse("AP-4.1", f"An agent is played onto your own field, not onto {whose}.")
    return None


def _kind_word(kind: str) -> str:
    return {"bone": "Frickin' Bone", "swinger": "swinger", "happening": "happening", "agent": "agent"}[kind]


# ---- targets ---------------------------------------------------------------------------------

def agent_targets(g, s: APState, seat: int, whose: str) -> list[int]:
    if whose == "yours":
        return list(s.fields[seat])
    seats = others(s, seat) if whose == "opponent" else range(s.seats)
    return [c for p in seats for c in s.fields[p]]


def target_options(g, s: APState, seat: int, fx) -> list[tuple[int | None, int | None]]:
    """Every (target agent, target player) pair that `fx` (an effect list) may name."""
    e = needs_card(fx)
    cards = [None] if e is None else agent_targets(g, s, seat, target_whose(e))
    players = others(s, seat) if needs_player(fx) else [None]
    return [(c, p) for c in cards for p in players]


def targets_refusal(g, s: APState, seat: int, fx, target, player, what: str,
                    rule: str) -> IllegalActionError | None:
    """Why the targets named do not fit the effect list `fx` (None if they do)."""
    e = needs_card(fx)
    if e is None and target is not None:
        return refuse(rule, f"{what} names no target agent.")
    if e is not None:
        whose = target_whose(e)
        if target is None:
            return refuse(rule, f"{what} needs a target agent on {WHOSE_WORDS[whose]}.")
        if target not in agent_targets(g, s, seat, whose):
            return refuse(rule, f"{seen_name(g.by_key, s, target, seat)} is not an agent on "
                                f"{WHOSE_WORDS[whose]}: {what} needs one there.")
    if not needs_player(fx) and player is not None:
        return refuse(rule, f"{what} names no target player.")
    if needs_player(fx):
        if player is None:
            return refuse(rule, f"{what} needs a target player (an opponent).")
        if not 0 <= player < s.seats or player == seat:
            return refuse(rule, f"{what} needs an opponent as its target player.")
    return None


# ---- swingers (AP-6) ---------------------------------------------------------------------------

def swinger_refusal(g, s: APState, seat: int, card: int, effect: str, target, player) -> IllegalActionError | None:
    if card not in s.hands[seat]:
        return refuse("AP-6.1", "You can only use a swinger from your own hand.", public=True)
    c = g.by_key[s.cards[card]]
    if not isinstance(c, Swinger):
        return refuse("AP-6.1", f"{c.name} is a {_kind_word(c.kind)}, not a swinger.")
    if effect not in ("plain", "special"):
        return refuse("AP-6.1", f"A swinger has a plain and a special effect, not {effect!r}.")
    if effect == "special":
        have = vibes(g.by_key, s, seat)
        if not meets(have, c.requirement):
            return refuse("AP-2.3", f"The special effect of {c.name} needs {vibe_text(c.requirement)}; "
                                    f"your vibes are {vibe_text((max(0, have[0]), max(0, have[1]), max(0, have[2]), max(0, have[3])))}.")
    fx = c.plain if effect == "plain" else c.special
    return targets_refusal(g, s, seat, fx, target, player, f"the {effect} effect of {c.name}", "AP-6.1")


def use_swinger(g, s: APState, seat: int, card: int, effect: str, target, player,
                events: list[Event] | None) -> None:
    s.actions_used += 1
    c = g.by_key[s.cards[card]]
    s.hands[seat].remove(card)
    if events is not None:
        events.append(Event("swinger", f"{s.names[seat]} uses {c.name} ({effect} effect).", (card,), seat))
    fx = c.plain if effect == "plain" else c.special
    effects.run(g, s, seat, fx, target, player, events)
    s.discards[seat].append(card)


# ---- actions printed on agents (AP-4.1, item 6) ------------------------------------------------

def use_refusal(g, s: APState, seat: int, card: int, target, player) -> IllegalActionError | None:
    c = g.by_key.get(s.cards.get(card, ""))
    if card not in s.fields[seat]:
        return refuse("AP-4.1", f"{seen_name(g.by_key, s, card, seat)} is not an agent on your field.")
    if not c.action:
        return refuse("AP-4.1", f"{c.name} has no action printed on it.")
    return targets_refusal(g, s, seat, c.action, target, player, f"the action of {c.name}", "AP-4.1")


def use_agent(g, s: APState, seat: int, card: int, target, player, events: list[Event] | None) -> None:
    s.actions_used += 1
    c = g.by_key[s.cards[card]]
    if events is not None:
        events.append(Event("use", f"{s.names[seat]} uses the action of {c.name}.", (card,), seat))
    effects.run(g, s, seat, c.action, target, player, events)
