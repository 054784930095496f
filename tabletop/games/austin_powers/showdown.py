"""Shags and assassination attempts: legal targets, the showdown of Frickin' Bones, help, and
what happens to the cards afterwards (AP-5).

A showdown alternates between the two sides, starting with the target's (AP-5.3). A side
plays a bone whose requirement for THIS kind of battle its vibes meet, calls for help (3+
players, AP-5.5), or plays none, which ends the showdown (AP-5.4). A side that called for help
plays through helpers from then on: each time it is its turn, a help round asks the players
outside the battle; the first offer counts (AP-5.7).
"""

from __future__ import annotations

from ...engine.errors import IllegalActionError
from ...engine.game import Event
from ...words import T, msg
from .cards import Agent, Bone
from .facts import BONE
from .phrases import vibes as vibe_words
from .rules import refuse
from .state import APState, PlayedBone, Showdown, meets, others, seen_name, vibes
from . import victory

#: [kind]: an agent named to start a showdown that is not one on the player's field
_NOT_YOURS = {"shag": T("{card} is not an agent on your field: a shag is made by one of your own agents."),
              "assassination": T("{card} is not an agent on your field: an assassination attempt is made by "
                                 "one of your own agents.")}
#: [kind]: the log line of a showdown's start
_TRIES = {"shag": T("{who}'s {agent} tries to shag {owner}'s {target}. Showdown!"),
          "assassination": T("{who}'s {agent} tries to assassinate {owner}'s {target}. Showdown!")}


def controller(s: APState, cid: int) -> int | None:
    """The seat whose field holds agent `cid`, or None."""
    seat = s.owner.get(cid)
    if seat is not None and cid in s.fields[seat]:
        return seat
    return None


# ---- starting a showdown -------------------------------------------------------------------

def target_refusal(g, s: APState, seat: int, kind: str, agent: int, target: int) -> IllegalActionError | None:
    """Why `agent` of `seat` may not start a `kind` against `target` (AP-5.1, AP-5.2), or None."""
    by_key = g.by_key
    a = by_key.get(s.cards.get(agent, ""))
    if not isinstance(a, Agent) or agent not in s.fields[seat]:
        return refuse("AP-5.1", msg(_NOT_YOURS[kind], card=seen_name(by_key, s, agent, seat)))
    if kind == "shag" and not a.kiss:
        return refuse("AP-5.1", msg("{card} carries a Gun, not a Kiss: only Kiss agents make shags.", card=a.name))
    if kind == "assassination" and not a.gun:
        return refuse("AP-5.1", msg("{card} carries a Kiss, not a Gun: only Gun agents make assassination "
                                    "attempts.", card=a.name))
    t = by_key.get(s.cards.get(target, ""))
    tseat = controller(s, target)
    if not isinstance(t, Agent) or tseat is None:
        return refuse("AP-5.2", msg("{card} is not an agent in play: the target must be an agent on an "
                                    "opponent's field.", card=seen_name(by_key, s, target, seat)))
    if tseat == seat:
        return refuse("AP-5.2", msg("{card} is on your own field: the target must be an agent on an opponent's "
                                    "field.", card=t.name))
    if kind == "shag":
        if "shag-proof" in t.abilities:
            return refuse("AP-5.2", msg("{card} cannot be the target of a shag (card text).", card=t.name))
        if (a.gender == t.gender and "shag-any-gender" not in a.abilities
                and "irresistible" not in t.abilities):
            return refuse("AP-5.2", msg(_SAME_GENDER[a.gender], agent=a.name, target=t.name))
    else:
        if "bulletproof" in t.abilities:
            return refuse("AP-5.2", msg("{card} cannot be the target of an assassination attempt (card text).",
                                        card=t.name))
        if a.side == t.side:
            return refuse("AP-5.2", msg(_SAME_SIDE[a.side], agent=a.name, target=t.name))
    return None


#: [gender]: a shag between two agents of one gender
_SAME_GENDER = {"male": T("{agent} is male, like {target}: a shag needs an agent of the other gender."),
                "female": T("{agent} is female, like {target}: a shag needs an agent of the other gender.")}
#: [side]: an assassination between two agents of one side
_SAME_SIDE = {"austin": T("{agent} and {target} are both on the Austin Powers side: an assassination needs a "
                          "target of the other side."),
              "evil": T("{agent} and {target} are both on the Dr. Evil side: an assassination needs a target "
                        "of the other side.")}


def can_target(kind: str, a: Agent, t: Agent) -> bool:
    """Whether agent `a` may start `kind` against agent `t` of an opponent (AP-5.2): the fast
    test behind the legal lists (legal.py); it must agree with `target_refusal`."""
    if kind == "shag":
        return ("shag-proof" not in t.abilities
                and (a.gender != t.gender or "shag-any-gender" in a.abilities
                     or "irresistible" in t.abilities))
    return "bulletproof" not in t.abilities and a.side != t.side


def start(g, s: APState, seat: int, kind: str, agent: int, target: int,
          events: list[Event] | None) -> None:
    s.actions_used += 1
    tseat = controller(s, target)
    if tseat is None:
        raise ValueError(f"card #{target} is not an agent on a field")  # check() refused it
    s.showdown = Showdown(kind, agent, target, [seat, tseat])
    if events is not None:
        a, t = g.by_key[s.cards[agent]], g.by_key[s.cards[target]]
        line = msg(_TRIES[kind], who=s.names[seat], agent=a.name, owner=s.names[tseat], target=t.name)
        events.append(Event(kind, line, (agent, target), seat))


# ---- during the showdown -------------------------------------------------------------------

def usable_bones(g, s: APState, seat: int) -> list[int]:
    """The bones in `seat`'s hand whose requirement for this showdown their vibes meet."""
    shag = s.in_showdown().kind == "shag"
    facts = g.facts
    cards = s.cards
    have = None
    out = []
    for cid in s.hands[seat]:
        f = facts[cards[cid]]
        if f.bits & BONE:
            if have is None:
                have = vibes(g.by_key, s, seat)
            c = f.card
            if meets(have, c.shag if shag else c.assassination):
                out.append(cid)
    return out


def may_answer(s: APState) -> bool:
    """Whether the side to play is asked, judged on what everyone sees (AP-5.7): it may call
    for help, or holds cards. Its bones are never looked at: a side that holds no usable
    bone is asked too and may only play no bone."""
    sd = s.in_showdown()
    return (s.seats >= 3 and not sd.called[sd.to_play]) or bool(s.hands[sd.seats[sd.to_play]])


def bone_refusal(g, s: APState, seat: int, card: int, helper: bool) -> IllegalActionError | None:
    sd = s.in_showdown()
    c = g.by_key.get(s.cards.get(card, ""))
    if card not in s.hands[seat]:
        return refuse("AP-5.3", msg("You can only play a Frickin' Bone from your own hand."), public=True)
    if not isinstance(c, Bone):
        return refuse("AP-5.3", msg("{card} is not a Frickin' Bone.", card=c.name))
    if not helper and sd.called[sd.to_play]:
        return refuse("AP-5.5", msg("You called for help: until the showdown ends, only helpers play bones for "
                                    "your side."))
    need = c.requirement(sd.kind)
    have = vibes(g.by_key, s, seat)
    if not meets(have, need):
        yours = vibe_words([max(0, n) for n in have])
        template = _TOO_FEW_VIBES[sd.kind == "shag", helper, yours is not None]
        return refuse("AP-5.5" if helper else "AP-5.3", msg(template, card=c.name, need=vibe_words(need), yours=yours))
    return None


#: [a shag?, a helper?, any vibes?]: a bone whose requirement the player's vibes do not meet
_TOO_FEW_VIBES = {
    (True, False, True): T('"{card}" needs {need} for a shag; your vibes are {yours}.'),
    (True, False, False): T('"{card}" needs {need} for a shag; your vibes are nothing.'),
    (False, False, True): T('"{card}" needs {need} for an assassination; your vibes are {yours}.'),
    (False, False, False): T('"{card}" needs {need} for an assassination; your vibes are nothing.'),
    (True, True, True): T('"{card}" needs {need} for a shag, and a helper\'s own vibes count: yours are {yours}.'),
    (True, True, False): T('"{card}" needs {need} for a shag, and a helper\'s own vibes count: yours are nothing.'),
    (False, True, True): T('"{card}" needs {need} for an assassination, and a helper\'s own vibes count: yours '
                           'are {yours}.'),
    (False, True, False): T('"{card}" needs {need} for an assassination, and a helper\'s own vibes count: yours '
                            'are nothing.'),
}


def play_bone(g, s: APState, seat: int, card: int, events: list[Event] | None) -> None:
    sd = s.in_showdown()
    s.hands[seat].remove(card)
    side = sd.to_play
    sd.bones.append(PlayedBone(card, seat, side))
    sd.to_play = 1 - side
    sd.helping = False
    sd.helpers = []
    if events is not None:
        c = g.by_key[s.cards[card]]
        if seat != sd.seats[side]:  # a helper's bone
            line = msg('{who} throws down "{card}" for {whom}.', who=s.names[seat], card=c.name,
                       whom=s.names[sd.seats[side]])
        else:
            line = throws_down(s.names[seat], c.name)
        events.append(Event("bone", line, (card,), seat))


def throws_down(who: str, card: str):
    """ '{who} throws down "{card}".', without the full stop when the bone's line ends its own
    sentence ('... "Zip it!"')."""
    if card.endswith((".", "!", "?")):
        return msg('{who} throws down "{card}"', who=who, card=card)
    return msg('{who} throws down "{card}".', who=who, card=card)


def call_help(s: APState, seat: int, events: list[Event] | None) -> None:
    sd = s.in_showdown()
    sd.called[sd.to_play] = True
    if events is not None:
        events.append(Event("help", msg('{who}: "Somebody throw me a bone here!"', who=s.names[seat]), (), seat))


def open_help(g, s: APState, events: list[Event] | None) -> None:
    """A help round for the side to play: the players outside the battle, in seat order
    after the caller (AP-5.5, AP-5.7)."""
    sd = s.in_showdown()
    caller = sd.seats[sd.to_play]
    sd.helping = True
    sd.helpers = [p for p in others(s, caller) if p not in sd.seats]


def decline_help(s: APState, seat: int) -> None:
    s.in_showdown().helpers.remove(seat)


# ---- the end ---------------------------------------------------------------------------------

def finish(g, s: APState, events: list[Event] | None) -> None:
    """AP-5.4 and AP-5.6: the last bone wins (no bone: the acting side); cards move."""
    sd = s.in_showdown()
    win = sd.bones[-1].side if sd.bones else 0
    lose = 1 - win
    by_key = g.by_key
    for side, dest in ((win, s.scores), (lose, s.discards)):
        agent = sd.agent(side)
        seat = s.owner[agent]
        s.fields[seat].remove(agent)
        dest[seat].append(agent)
        for b in sd.bones:
            if b.side == side:
                dest[b.seat].append(b.card)
    s.showdown = None
    if events is not None:
        wseat = sd.seats[win]
        wa, la = by_key[s.cards[sd.agent(win)]], by_key[s.cards[sd.agent(lose)]]
        if not sd.bones:
            line = msg("{who} wins the showdown (nobody played a bone): {winner} goes to the score pile, {loser} "
                       "to the discard pile.", who=s.names[wseat], winner=wa.name, loser=la.name)
        else:
            line = msg("{who} wins the showdown ({last} played the last bone): {winner} goes to the score pile, "
                       "{loser} to the discard pile.", who=s.names[wseat], last=s.names[sd.bones[-1].seat],
                       winner=wa.name, loser=la.name)
        events.append(Event("showdown-won", line, (sd.agent(win), sd.agent(lose)), wseat))
        scored = [b for b in sd.bones if b.side == win]
        for b in scored:
            if b.seat != wseat:
                events.append(Event("score", msg('{who} scores "{card}" for helping.', who=s.names[b.seat],
                                                 card=by_key[s.cards[b.card]].name), (b.card,), b.seat))
    victory.check(g, s, events)
