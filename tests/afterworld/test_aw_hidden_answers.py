"""Who is asked in a battle's response window never shows what a hand holds (AW-9.4, issue 16).

The responder is asked whether or not they hold an event they could play; one who holds
none may only pass (a pass the table may give: `actions.window_pass`). Only an empty hand,
which everyone sees, is passed over. Each test builds the same position several times,
changing only a hidden card, and checks that everything the other seat can see stays the
same: who is asked, the moment, the log lines it may read and its view, action by action.
"""

import random

import pytest

from aw_script import G, legal, play, position
from tabletop.games.afterworld.actions import Pass


def public(s, events, secret_seat: int):
    """What the seat other than `secret_seat` sees of state `s` and of the events just logged."""
    other = 1 - secret_seat
    b = s.battle
    return (G.to_act(s), s.step, None if b is None else (b.stage, b.responder), s.result is None,
            G.hash(G.view(s, other)),
            [(e.kind, e.text, e.cards, e.seat) for e in events if e.private in (None, other)])


def invasion(bo_hand, ann_hand=("Scarab Swarm",)):
    """Battle step, Ann's part: her d1 attacks Bo's d1 and his Dwarven Forge on c3. Bo has 2
    Gold and no Food (so Thor's Lightning is playable, Plague of Locusts is not)."""
    return position({"names": ["Ann", "Bo"], "step": "battle",
                     "P1": {"hand": list(ann_hand),
                            "divisions": [{"commander": "Sun Barque", "square": "c3",
                                           "units": ["Jackal Spearman", "Chariot Archer"]}]},
                     "P2": {"hand": list(bo_hand), "gold": 2, "territories": {"c3": "Dwarven Forge"},
                            "divisions": [{"commander": "Jarl of the Fjords", "square": "c3",
                                           "units": ["Berserker"]}]}})


SCRIPT = ["P1 fight c3", 'P1 attack "Jackal Spearman" "Berserker"', 'P1 attack "Chariot Archer" "Dwarven Forge"',
          "P2 pass", "P1 pass"]
#: a playable event; an event Bo cannot pay for; a unit (no event at all)
BO_HANDS = [["Thor's Lightning"], ["Plague of Locusts"], ["Einherjar"]]


def test_the_defender_is_asked_in_the_window_whatever_his_hand_holds_AW_9_4():
    states = [invasion(h) for h in BO_HANDS]
    seen = [[public(s, [], 1)] for s in states]
    for i, line in enumerate(SCRIPT):
        for s, out in zip(states, seen):
            if i == 3:  # Bo's turn to answer: asked in every variant, with the pass he may make
                assert s.battle.stage == "respond" and G.to_act(s) == [1] and "P2 pass" in legal(s)
            out.append(public(s, play(s, line), 1))
    assert all(out == seen[0] for out in seen[1:])
    assert all(s.battle is None and s.fought for s in states)  # damage was dealt after Ann's pass


def test_with_nothing_to_play_the_pass_is_all_and_the_table_may_give_it_AW_9_4():
    for hand in BO_HANDS[1:]:
        s = invasion(hand)
        play(s, *SCRIPT[:3])
        only = G.legal_actions(s)
        assert [G.format(a) for a in only] == ["P2 pass"]
        assert only[0].may_be_given and only[0].passes and only[0] == Pass(1)
        events = play(s, "P2 pass")
        assert [e.text for e in events] == ["Bo passes."]  # like any pass: nothing about the hand
    s = invasion(BO_HANDS[0])
    play(s, *SCRIPT[:3])
    assert sorted(G.format(a) for a in G.legal_actions(s))[0].startswith("P2 pass")
    assert len(G.legal_actions(s)) > 1
    assert all(a.passes == (type(a) is Pass) for a in G.legal_actions(s))  # a chosen pass: at once too


def test_only_the_window_pass_may_be_given_the_pass_that_ends_a_step_is_the_players_own():
    s = invasion(["Einherjar"])
    step_pass = G.legal_actions(s)[-1]
    assert G.format(step_pass) == "P1 pass" and not step_pass.may_be_given and not step_pass.passes
    assert not Pass.may_be_given and not Pass(0).may_be_given  # a parsed pass is a plain one
    assert G.parse(s, "P1 pass") == step_pass


def test_an_empty_hand_everyone_sees_is_passed_over_AW_9_4():
    s = invasion([], ann_hand=["Scarab Swarm"])
    events = play(s, *SCRIPT[:3])
    assert events[-1].text == "Bo has no cards in hand and passes."
    assert G.to_act(s) == [0] and [G.format(a) for a in G.legal_actions(s)] == ["P1 pass"]  # Ann is asked
    play(s, "P1 pass")
    assert s.battle is None


def test_a_bot_in_a_worker_process_answers_with_the_same_kind_of_pass():
    import pickle
    s = invasion(["Einherjar"])
    play(s, *SCRIPT[:3])
    back = pickle.loads(pickle.dumps(G.legal_actions(s)[0]))
    assert back.may_be_given and back.passes and back == Pass(1)
    assert not pickle.loads(pickle.dumps(Pass(1))).may_be_given


# ---- every moment of real games: a hidden hand never changes what the other seat sees ---------

def redeal(s, seat: int, rng: random.Random):
    """`s` with `seat`'s hidden cards (hand and deck) dealt anew: the same numbers of cards."""
    t = G.clone(s)
    side = t.sides[seat]
    hidden = side.hand + side.deck
    keys = [t.cards[c] for c in hidden]
    rng.shuffle(keys)
    for c, k in zip(hidden, keys):
        t.cards[c] = k
    return t


def _event_choice(s, seat: int) -> bool:
    return any(type(a) is not Pass for a in G.legal_actions(s, seat))


@pytest.mark.parametrize("seed", [3, 8])
def test_in_real_games_the_window_never_depends_on_the_responders_hidden_cards(seed):
    """At every decision of a random game, deal the waiting seat's hidden cards anew, play the
    same action on both, and compare what the acting seat sees next. Counted: the moments
    that opened a response window for the re-dealt seat, and among them those where one deal
    could play an event and the other could not (the moments the old skip gave away)."""
    rng = random.Random(seed)
    s = G.new_state(G.unattended(G.default_setup(seed, 2)))
    windows = differing = steps = 0
    while s.result is None and steps < 3000:
        legal_now = G.legal_actions(s)
        action = legal_now[rng.randrange(len(legal_now))]
        seat = 1 - action.seat
        if s.sides[seat].hand or s.sides[seat].deck:
            twin = redeal(s, seat, rng)
            a, b = G.clone(s), twin
            ea, eb = [], []
            G.play(a, action, ea)
            G.play(b, action, eb)
            if not (G.reveals(s, action, a) or G.reveals(twin, action, b)):
                assert public(a, ea, seat) == public(b, eb, seat), G.format(action)
                if a.battle is not None and a.battle.stage == "respond" and a.battle.responder == seat:
                    windows += 1
                    differing += _event_choice(a, seat) != _event_choice(b, seat)
        G.play(s, action)
        steps += 1
    assert windows >= 5 and differing >= 1, (windows, differing)
