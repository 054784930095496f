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
from .cards import SIDES, Agent, Bone
from .facts import BONE
from .cardtext import vibe_text
from .rules import refuse
from .state import APState, sentence, PlayedBone, Showdown, meets, others, seen_name, vibes
from . import victory

KIND_WORDS = {"shag": "a shag", "assassination": "an assassination attempt"}


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
        what = seen_name(by_key, s, agent, seat)
        return refuse("AP-5.1", f"{what} is not an agent on your field: {KIND_WORDS[kind]} is "
                                "made by one of your own agents.")
    if kind == "shag" and not a.kiss:
        return refuse("AP-5.1", f"{a.name} carries a Gun, not a Kiss: only Kiss agents make shags.")
    if kind == "assassination" and not a.gun:
        return refuse("AP-5.1", f"{a.name} carries a Kiss, not a Gun: only Gun agents make "
                                "assassination attempts.")
    t = by_key.get(s.cards.get(target, ""))
    tseat = controller(s, target)
    if not isinstance(t, Agent) or tseat is None:
        what = seen_name(by_key, s, target, seat)
        return refuse("AP-5.2", f"{what} is not an agent in play: the target must be an agent on "
                                "an opponent's field.")
    if tseat == seat:
        return refuse("AP-5.2", f"{t.name} is on your own field: the target must be an agent on "
                                "an opponent's field.")
    if kind == "shag":
        if "shag-proof" in t.abilities:
            return refuse("AP-5.2", f"{t.name} cannot be the target of a shag (card text).")
        if (a.gender == t.gender and "shag-any-gender" not in a.abilities
                and "irresistible" not in t.abilities):
            return refuse("AP-5.2", f"{a.name} is {a.gender}, like {t.name}: a shag needs an agent "
                                    "of the other gender.")
    else:
        if "bulletproof" in t.abilities:
            return refuse("AP-5.2", f"{t.name} cannot be the target of an assassination attempt "
                                    "(card text).")
        if a.side == t.side:
            return refuse("AP-5.2", f"{a.name} and {t.name} are both on the {SIDES[a.side].name} side: "
                                    "an assassination needs a target of the other side.")
    return None


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
        verb = "tries to shag" if kind == "shag" else "tries to assassinate"
        events.append(Event(kind, f"{s.names[seat]}'s {a.name} {verb} {s.names[tseat]}'s {t.name}. "
                                  "Showdown!", (agent, target), seat))


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
        return refuse("AP-5.3", "You can only play a Frickin' Bone from your own hand.", public=True)
    if not isinstance(c, Bone):
        return refuse("AP-5.3", f"{c.name} is not a Frickin' Bone.")
    if not helper and sd.called[sd.to_play]:
        return refuse("AP-5.5", "You called for help: until the showdown ends, only helpers play "
                                "bones for your side.")
    need = c.requirement(sd.kind)
    have = vibes(g.by_key, s, seat)
    if not meets(have, need):
        battle = "a shag" if sd.kind == "shag" else "an assassination"
        yours = vibe_text((max(0, have[0]), max(0, have[1]), max(0, have[2]), max(0, have[3])))
        if helper:
            return refuse("AP-5.5", f"\"{c.name}\" needs {vibe_text(need)} for {battle}, and a helper's "
                                    f"own vibes count: yours are {yours}.")
        return refuse("AP-5.3", f"\"{c.name}\" needs {vibe_text(need)} for {battle}; your vibes are {yours}.")
    return None


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
        helper = seat != sd.seats[side]
        for_whom = f" for {s.names[sd.seats[side]]}" if helper else ""
        events.append(Event("bone", sentence(f"{s.names[seat]} throws down \"{c.name}\"{for_whom}"),
                            (card,), seat))


def call_help(s: APState, seat: int, events: list[Event] | None) -> None:
    sd = s.in_showdown()
    sd.called[sd.to_play] = True
    if events is not None:
        events.append(Event("help", f"{s.names[seat]}: \"Somebody throw me a bone here!\"", (), seat))


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
            how = "nobody played a bone"
        else:
            how = f"{s.names[sd.bones[-1].seat]} played the last bone"
        events.append(Event("showdown-won", f"{s.names[wseat]} wins the showdown ({how}): {wa.name} "
                                            f"goes to the score pile, {la.name} to the discard pile.",
                            (sd.agent(win), sd.agent(lose)), wseat))
        scored = [b for b in sd.bones if b.side == win]
        for b in scored:
            if b.seat != wseat:
                events.append(Event("score", f"{s.names[b.seat]} scores \"{by_key[s.cards[b.card]].name}\" "
                                             "for helping.", (b.card,), b.seat))
    victory.check(g, s, events)
