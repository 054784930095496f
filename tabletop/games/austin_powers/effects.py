"""The interpreter of the effect vocabulary (cards.EFFECTS): what each verb does.

`run` applies an effect list for its user. ``who`` names the players hit: ``you``, the
``target`` player (a swinger's chosen opponent, or a happening's last copier),
``each-opponent`` or ``everyone``. Card-target verbs act on the action's target agent. The
win is checked whenever a score pile grows (AP-10.1); once the game is over nothing more
happens.
"""

from __future__ import annotations

from ...engine.game import Event
from ...words import T, msg
from .cards import VIBES
from .cards import MAX_ACTIONS_PER_TURN
from .state import APState, draw, others
from . import booster, victory


def _who(s: APState, user: int, who: str, player: int | None) -> list[int]:
    if who == "you":
        return [user]
    if who == "target":
        return [player] if player is not None else []
    if who == "each-opponent":
        return others(s, user)
    return [user] + others(s, user)


def _say(events, kind, template, cards=(), seat=None, **parts):
    """Log the sentence `template` (a T-marked template) with its parts, if a log is kept."""
    if events is not None:
        events.append(Event(kind, msg(template, **parts), tuple(cards), seat))


def run(g, s: APState, user: int, fx, target: int | None, player: int | None,
        events: list[Event] | None) -> None:
    for e in fx:
        if s.result is not None:
            return
        HANDLERS[e.verb](g, s, user, e, target, player, events)


def _draw(g, s, user, e, target, player, events):
    for p in _who(s, user, e.get("who", "you"), player):
        draw(g.by_key, s, p, e.get("amount", 1), events)


def _discard_random(g, s, user, e, target, player, events):
    for p in _who(s, user, e.get("who", "you"), player):
        hand = s.hands[p]
        for _ in range(e.get("amount", 1)):
            if not hand:
                break
            rng = s.random()
            cid = hand.pop(rng.randbelow(len(hand)))
            s.keep(rng)
            s.discards[p].append(cid)
            _say(events, "discard", T("{who} discards {card} at random."), (cid,), p, who=s.names[p],
                 card=g.by_key[s.cards[cid]].name)


def _vibes(g, s, user, e, target, player, events):
    deltas = [e.get(k, 0) for k in VIBES]
    for p in _who(s, user, e.get("who", "you"), player):
        m = s.vibe_mods[p]
        for i, d in enumerate(deltas):
            m[i] += d
        _say(events, "vibes", T("{who}'s vibes change until the end of the turn."), (), p, who=s.names[p])


def _move_top(g, s, user, e, player, events, source: str, dest: str, text: str) -> None:
    """Move the top `amount` cards of one pile to another, for each player hit."""
    for p in _who(s, user, e.get("who", "you"), player):
        src, dst = getattr(s, source)[p], getattr(s, dest)[p]
        for _ in range(min(e.get("amount", 1), len(src))):
            cid = src.pop()
            dst.append(cid)
            _say(events, dest[:-1], text, (cid,), p, name=g.by_key[s.cards[cid]].name, who=s.names[p])


def _lose_score(g, s, user, e, target, player, events):
    _move_top(g, s, user, e, player, events, "scores", "discards",
              T("{name} leaves {who}'s score pile for the discard pile."))
    victory.check(g, s, events)  # a score that falls is a change of score too (AP-10.3)


def _score_from_discard(g, s, user, e, target, player, events):
    _move_top(g, s, user, e, player, events, "discards", "scores",
              T("{who} scores {name} from the discard pile."))
    victory.check(g, s, events)


def _recycle(g, s, user, e, target, player, events):
    for p in _who(s, user, e.get("who", "you"), player):
        s.decks[p][:0] = s.discards[p]
        s.discards[p].clear()
        s.shuffle_pile(s.decks[p])
        _say(events, "reshuffle", T("{who} shuffles the discard pile into the deck."), (), p, who=s.names[p])


def _extra_action(g, s, user, e, target, player, events):
    """AP-4.4: never past `MAX_ACTIONS_PER_TURN` actions in the turn (a card whose action gives
    actions back could otherwise be used for ever)."""
    before = s.actions_allowed
    s.actions_allowed = min(MAX_ACTIONS_PER_TURN, before + e.get("amount", 1))
    got = s.actions_allowed - before
    if got == e.get("amount", 1):
        text = T("{who} may take {n} more action(s) this turn.")
    else:
        text = T("{who} may take {n} more action(s) this turn: a turn holds at most {most} actions [AP-4.4].")
    _say(events, "extra-action", text, (), user, who=s.names[user], n=got, most=MAX_ACTIONS_PER_TURN)


def _booster(g, s, user, e, target, player, events):
    to = e.get("to", "hand")
    for p in _who(s, user, e.get("who", "you"), player):
        booster.open_for(g, s, p, e.get("keep", 1), to, events)
    if to == "score":
        victory.check(g, s, events)


def _move_agent(g, s, target, dest_zone, events, text):
    seat = s.owner[target]
    s.fields[seat].remove(target)
    {"discard": s.discards, "hand": s.hands, "score": s.scores}[dest_zone][seat].append(target)
    _say(events, dest_zone, text, (target,), seat, name=g.by_key[s.cards[target]].name, owner=s.names[seat])


def _discard_agent(g, s, user, e, target, player, events):
    _move_agent(g, s, target, "discard", events, T("{name} goes to {owner}'s discard pile."))


def _return_agent(g, s, user, e, target, player, events):
    _move_agent(g, s, target, "hand", events, T("{name} returns to {owner}'s hand."))


def _score_agent(g, s, user, e, target, player, events):
    _move_agent(g, s, target, "score", events, T("{name} goes to {owner}'s score pile."))
    victory.check(g, s, events)


HANDLERS = {
    "draw": _draw,
    "discard-random": _discard_random,
    "vibes": _vibes,
    "lose-score": _lose_score,
    "score-from-discard": _score_from_discard,
    "recycle": _recycle,
    "extra-action": _extra_action,
    "booster": _booster,
    "discard-agent": _discard_agent,
    "return-agent": _return_agent,
    "score-agent": _score_agent,
}
