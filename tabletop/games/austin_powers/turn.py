"""The turn player's actions (AP-4): playing agents, swingers (AP-6), the actions printed on
agents, and the targets these effects name.

A swinger or an agent's action whose effects need a target agent names it as `target` (an
agent on the field the effect allows); one that hits a player names that opponent as
`player`. Fields an effect does not use must stay empty.
"""

from __future__ import annotations

from ...engine.errors import IllegalActionError
from ...engine.game import Event
from ...words import T, msg
from .cards import Agent, Swinger, needs_card, needs_player, target_whose
from .phrases import action_of, effect_of, vibes as vibe_words
from .rules import refuse
from .state import APState, meets, others, seen_name, vibes
from . import effects

#: a target agent missing, by the field it must be on (cards.target_whose)
_NEEDS_AGENT = {"opponent": T("{what} needs a target agent on an opponent's field."),
                "yours": T("{what} needs a target agent on your field."),
                "any": T("{what} needs a target agent on a field.")}
#: a card named as target agent that is not one on that field
_NOT_THERE = {"opponent": T("{card} is not an agent on an opponent's field: {what} needs one there."),
              "yours": T("{card} is not an agent on your field: {what} needs one there."),
              "any": T("{card} is not an agent on a field: {what} needs one there.")}
#: a card of the wrong kind: [its kind][what was wanted]
_WRONG_KIND = {
    ("bone", "agent"): T("{card} is a Frickin' Bone, not an agent."),
    ("swinger", "agent"): T("{card} is a swinger, not an agent."),
    ("happening", "agent"): T("{card} is a happening, not an agent."),
    ("bone", "swinger"): T("{card} is a Frickin' Bone, not a swinger."),
    ("happening", "swinger"): T("{card} is a happening, not a swinger."),
    ("agent", "swinger"): T("{card} is a agent, not a swinger."),
}
#: what a card placed on a field is said to do (put_on_field's `how`)
_PUT = {"agent": T("{who} plays {card}."),
        "ship": T("{who} launches the ship agent {card}."),
        "ship-answer": T("{who} answers with the ship agent {card}.")}


def actions_left(s: APState) -> bool:
    return s.actions_used < s.actions_allowed


def no_action_left(s: APState) -> IllegalActionError:
    """AP-4.1: no action left, counted as the turn has them (one in the first player's first
    turn, AP-4.5; two; more when a card gave some, AP-4.4)."""
    n = s.actions_allowed
    if n == 1:
        return refuse("AP-4.1", msg("You have used your one action of this turn."))
    if n == 2:
        return refuse("AP-4.1", msg("You have used both of your actions this turn."))
    return refuse("AP-4.1", msg("You have used all {n} of your actions this turn.", n=n))


def put_on_field(g, s: APState, seat: int, card: int, events: list[Event] | None, how: str) -> None:
    s.hands[seat].remove(card)
    s.fields[seat].append(card)
    c = g.by_key[s.cards[card]]
    if events is not None:
        events.append(Event(how, msg(_PUT[how], who=s.names[seat], card=c.name), (card,), seat))
    if c.when_played:
        effects.run(g, s, seat, c.when_played, None, None, events)


def agent_refusal(g, s: APState, seat: int, card: int, field: int | None = None) -> IllegalActionError | None:
    if card not in s.hands[seat]:
        return refuse("AP-4.1", msg("You can only play an agent from your own hand."), public=True)
    c = g.by_key[s.cards[card]]
    if not isinstance(c, Agent):
        return refuse("AP-4.1", msg(_WRONG_KIND[c.kind, "agent"], card=c.name))
    if field is not None:  # only a drop on someone else's field names one (the table's intent)
        if field == seat:
            return refuse("AP-4.1", msg("An agent always goes onto your own field: name no field."))
        if 0 <= field < s.seats:
            return refuse("AP-4.1", msg("An agent is played onto your own field, not onto {who}'s.",
                                        who=s.names[field]))
        return refuse("AP-4.1", msg("An agent is played onto your own field, not onto another player's."))
    return None


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
        return refuse(rule, msg("{what} names no target agent.", what=what))
    if e is not None:
        whose = target_whose(e)
        if target is None:
            return refuse(rule, msg(_NEEDS_AGENT[whose], what=what))
        if target not in agent_targets(g, s, seat, whose):
            return refuse(rule, msg(_NOT_THERE[whose], card=seen_name(g.by_key, s, target, seat), what=what))
    if not needs_player(fx) and player is not None:
        return refuse(rule, msg("{what} names no target player.", what=what))
    if needs_player(fx):
        if player is None:
            return refuse(rule, msg("{what} needs a target player (an opponent).", what=what))
        if not 0 <= player < s.seats or player == seat:
            return refuse(rule, msg("{what} needs an opponent as its target player.", what=what))
    return None


# ---- swingers (AP-6) ---------------------------------------------------------------------------

def swinger_refusal(g, s: APState, seat: int, card: int, effect: str, target, player) -> IllegalActionError | None:
    if card not in s.hands[seat]:
        return refuse("AP-6.1", msg("You can only use a swinger from your own hand."), public=True)
    c = g.by_key[s.cards[card]]
    if not isinstance(c, Swinger):
        return refuse("AP-6.1", msg(_WRONG_KIND[c.kind, "swinger"], card=c.name))
    if effect not in ("plain", "special"):
        return refuse("AP-6.1", msg("A swinger has a plain and a special effect, not {effect}.", effect=repr(effect)))
    if effect == "special":
        have = vibes(g.by_key, s, seat)
        if not meets(have, c.requirement):
            yours = vibe_words([max(0, n) for n in have])
            if yours is None:
                return refuse("AP-2.3", msg("The special effect of {card} needs {need}; your vibes are nothing.",
                                            card=c.name, need=vibe_words(c.requirement)))
            return refuse("AP-2.3", msg("The special effect of {card} needs {need}; your vibes are {yours}.",
                                        card=c.name, need=vibe_words(c.requirement), yours=yours))
    fx = c.plain if effect == "plain" else c.special
    return targets_refusal(g, s, seat, fx, target, player, effect_of(c.name, effect), "AP-6.1")


#: [special?]: the log line of a swinger used
_USES = (T("{who} uses {card} (plain effect)."), T("{who} uses {card} (special effect)."))


def use_swinger(g, s: APState, seat: int, card: int, effect: str, target, player,
                events: list[Event] | None) -> None:
    s.actions_used += 1
    c = g.by_key[s.cards[card]]
    s.hands[seat].remove(card)
    if events is not None:
        line = msg(_USES[effect == "special"], who=s.names[seat], card=c.name)
        events.append(Event("swinger", line, (card,), seat))
    fx = c.plain if effect == "plain" else c.special
    effects.run(g, s, seat, fx, target, player, events)
    s.discards[seat].append(card)


# ---- actions printed on agents (AP-4.1, item 6) ------------------------------------------------

def use_refusal(g, s: APState, seat: int, card: int, target, player) -> IllegalActionError | None:
    c = g.by_key.get(s.cards.get(card, ""))
    if card not in s.fields[seat]:
        return refuse("AP-4.1", msg("{card} is not an agent on your field.", card=seen_name(g.by_key, s, card, seat)))
    if not c.action:
        return refuse("AP-4.1", msg("{card} has no action printed on it.", card=c.name))
    return targets_refusal(g, s, seat, c.action, target, player, action_of(c.name), "AP-4.1")


def use_agent(g, s: APState, seat: int, card: int, target, player, events: list[Event] | None) -> None:
    s.actions_used += 1
    c = g.by_key[s.cards[card]]
    if events is not None:
        events.append(Event("use", msg("{who} uses the action of {card}.", who=s.names[seat], card=c.name),
                            (card,), seat))
    effects.run(g, s, seat, c.action, target, player, events)
