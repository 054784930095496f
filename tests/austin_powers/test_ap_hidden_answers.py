"""Who is asked never shows what anyone holds (AP-5.7, issue 16): the ship answer, the help
round and the side to play in a showdown ask everyone concerned who holds a card, whether or
not they hold one that could be played; a player who holds nothing usable may only pass.

Each test builds the same position several times, changing only a hidden card in one hand,
and checks that everything public stays the same: who is asked (`to_act`), the moment, the
waiting words, and the view of every other seat, at each step until the question is over.
"""

import random

import pytest

from ap_script import G, card, legal, names, play, position, refused
from tabletop.engine.serial import state_hash
from tabletop.games.austin_powers import flow
from tabletop.games.austin_powers.actions import NoBone, NoOffer, NoShip


def public(s, secret_seat: int):
    """What everyone but `secret_seat` can see of state `s`."""
    others = [p for p in range(s.seats) if p != secret_seat]
    return (G.to_act(s), flow.mode(s), G.waiting_text(s), s.result is None,
            [G.hash(G.view(s, p)) for p in others])


def same_public_through(variants, secret_seat: int, script: list[str]):
    """Play `script` on every variant; after each action, compare what is public."""
    states = [position(**v) for v in variants]
    seen = [[public(s, secret_seat)] for s in states]
    for line in script:
        for s, out in zip(states, seen):
            play(s, line)
            out.append(public(s, secret_seat))
    assert all(out == seen[0] for out in seen[1:])
    return states


# ---- the ship answer (AP-9.2) ------------------------------------------------------------------

def fleet(bo_card):
    return dict(players=[
        dict(name="Ann", side="austin", hand=["Squadron Leader Biggles-Boom", "Agent Honeytrap"]),
        dict(name="Bo", side="evil", hand=[bo_card, "Lady Lacquer"]),
        dict(name="Cy", side="austin", hand=["Release the hamsters!"]),
    ])


def test_a_ship_answer_is_asked_whether_or_not_the_seat_holds_a_ship_agent_AP_5_7():
    with_ship, without = same_public_through(
        [fleet("Commodore Moonbase"), fleet("Zip it, minion.")], 1,
        ['P1 ship "Squadron Leader Biggles-Boom"', "P2 no-ship", "P3 no-ship"])
    for s in (with_ship, without):
        assert G.to_act(s) == [0] and s.ship_round is None and s.ship_free is False
    # step by step: Bo is asked in both; only his own legal list differs
    s = position(**fleet("Zip it, minion."))
    play(s, 'P1 ship "Squadron Leader Biggles-Boom"')
    assert G.to_act(s) == [1] and G.waiting_text(s) == "Bo may answer the ship agent (ship or no-ship)"
    assert legal(s) == ["P2 no-ship"]
    err = refused(s, 'P2 ship "Zip it, minion."')
    assert (err.rule, err.reason) == ("AP-9.1", "Zip it, minion. has no Ship icon: only ship agents "
                                                "are played this way.")
    t = position(**fleet("Commodore Moonbase"))
    play(t, 'P1 ship "Squadron Leader Biggles-Boom"')
    assert legal(t) == [f"P2 ship #{card(t, 'Commodore Moonbase')}", "P2 no-ship"]
    play(s, "P2 no-ship")
    assert G.to_act(s) == [2] and legal(s) == ["P3 no-ship"]       # Cy: a bone, no ship agent


def test_an_empty_hand_everyone_sees_is_passed_over_AP_5_7():
    data = fleet("Zip it, minion.")
    data["players"][2]["hand"] = []
    s = position(**data)
    play_line = 'P1 ship "Squadron Leader Biggles-Boom"'
    play(s, play_line)
    play(s, "P2 no-ship")
    assert G.to_act(s) == [0] and s.ship_round is None       # Cy holds nothing: not asked
    data["options"] = {"prompt_everyone": True}
    s = position(**data)
    play(s, play_line)
    play(s, "P2 no-ship")
    assert G.to_act(s) == [2] and legal(s) == ["P3 no-ship"]  # ... unless everyone is asked


# ---- the help round (AP-5.5) --------------------------------------------------------------------

def four(cy_card):
    return dict(players=[
        dict(name="Ann", side="austin", field=["Agent Honeytrap"], hand=["Smashing, darling!"]),
        dict(name="Bo", side="evil", field=["Baron von Monocle"], hand=["Release the hamsters!"]),
        dict(name="Cy", side="austin", field=["Commander Paisley"], hand=[cy_card, "Cosmic Carol"]),
        dict(name="Di", side="evil", field=["Lady Lacquer"], hand=["Rocket Rita"]),
    ])


# a bone Cy may throw for a shag (it needs nothing), one his vibes do not meet, and no bone at all
CY_CARDS = ["Crikey, my flares!", "Fab gear, man!", "Velma Venom"]


def test_a_help_round_asks_every_player_outside_the_battle_whatever_they_hold_AP_5_7():
    shag = 'P1 shag "Agent Honeytrap" "Baron von Monocle"'
    states = same_public_through([four(c) for c in CY_CARDS], 2, [shag, "P2 help", "P3 no-offer", "P4 no-offer"])
    for s in states:                 # nobody offered: Bo's side did not play, Ann wins (AP-5.5)
        assert s.showdown is None and names(s, "score", 1) == ["Agent Honeytrap"]
    usable, unmet, no_bone = (position(**four(c)) for c in CY_CARDS)
    for s in (usable, unmet, no_bone):
        play(s, shag)
        play(s, "P2 help")
        assert G.to_act(s) == [2, 3]                       # Cy and Di, in seat order after Bo
    assert legal(usable, 3) == [f"P3 offer #{card(usable, 'Crikey, my flares!')}", "P3 no-offer"]
    assert legal(unmet, 3) == legal(no_bone, 3) == ["P3 no-offer"]
    assert legal(unmet, 4) == ["P4 no-offer"]              # Di holds an agent only
    err = refused(unmet, 'P3 offer "Fab gear, man!"')
    assert (err.rule, err.reason) == (
        "AP-5.5", '"Fab gear, man!" needs 3 Shagadelic for a shag, and a helper\'s own vibes count: '
                  "yours are 2 Groovy.")
    err = refused(no_bone, 'P3 offer "Velma Venom"')
    assert (err.rule, err.reason) == ("AP-5.3", "Velma Venom is not a Frickin' Bone.")


# ---- the side to play in a showdown (AP-5.3, AP-5.4) ----------------------------------------

def duel(bo_hand):
    return dict(players=[
        dict(name="Ann", side="austin", field=["Agent Honeytrap"], hand=["Smashing, darling!"]),
        dict(name="Bo", side="evil", field=["Baron von Monocle"], hand=bo_hand),
    ])


def test_the_side_to_play_is_asked_even_without_a_usable_bone_AP_5_7():
    shag = 'P1 shag "Agent Honeytrap" "Baron von Monocle"'
    hands = [["Release the hamsters!"], ["Fab gear, man!"], ["Velma Venom"]]
    states = same_public_through([duel(h) for h in hands], 1, [shag, "P2 no-bone"])
    for s in states:
        assert s.showdown is None and names(s, "score", 1) == ["Agent Honeytrap"]
    usable, unmet, no_bone = (position(**duel(h)) for h in hands)
    for s in (usable, unmet, no_bone):
        play(s, shag)
        assert G.to_act(s) == [1] and G.waiting_text(s) == "it is Bo's turn in the showdown (bone, help or no-bone)"
    assert legal(usable) == [f"P2 bone #{card(usable, 'Release the hamsters!')}", "P2 no-bone"]
    assert legal(unmet) == legal(no_bone) == ["P2 no-bone"]
    err = refused(unmet, 'P2 bone "Fab gear, man!"')
    assert (err.rule, err.reason) == ("AP-5.3", '"Fab gear, man!" needs 3 Shagadelic for a shag; your '
                                                "vibes are 2 Creepy.")
    err = refused(no_bone, "P2 help")
    assert (err.rule, err.reason) == ("AP-5.5", "Calling for help needs three or more players: here "
                                                "nobody is outside the battle.")


def test_a_side_whose_hand_is_empty_loses_its_turn_at_once_AP_5_4():
    s = position(**duel([]))
    events = play(s, 'P1 shag "Agent Honeytrap" "Baron von Monocle"')
    assert s.showdown is None and names(s, "score", 1) == ["Agent Honeytrap"]
    assert "nobody played a bone" in events[-1].text or any("nobody played a bone" in e.text for e in events)


def test_the_passes_are_marked_for_the_table():
    assert NoShip.passes and NoOffer.passes and NoBone.passes
    assert not any(a.passes for a in G.legal_actions(position(**duel(["Velma Venom"])))
                   if type(a) not in (NoShip, NoOffer, NoBone))


# ---- every moment of real games: a seat's hidden cards never change what the others see ------

def redeal(s, seat: int, rng: random.Random):
    """`s` with `seat`'s hidden cards (hand and deck) dealt anew: the same numbers of cards."""
    t = G.clone(s)
    hidden = t.hands[seat] + t.decks[seat]
    keys = [t.cards[c] for c in hidden]
    rng.shuffle(keys)
    for c, k in zip(hidden, keys):
        t.cards[c] = k
    return t


@pytest.mark.parametrize("players,seed", [(2, 3), (3, 5), (4, 7)])
def test_in_real_games_nothing_public_depends_on_another_seats_hidden_cards(players, seed):
    """At every decision of a game, deal a waiting seat's hidden cards anew, play the same
    action on both, and compare who is asked next and what every other seat sees. Counted:
    the answers of ship agents, help rounds and showdowns this compared."""
    rng = random.Random(seed)
    s = G.new_state(G.unattended(G.default_setup(seed, players)))
    compared: dict[str, int] = {}
    steps = 0
    while s.result is None and steps < 1500:
        legal_now = G.legal_actions(s)
        action = legal_now[rng.randrange(len(legal_now))]
        for seat in range(players):
            if seat == action.seat or not s.hands[seat]:
                continue
            twin = redeal(s, seat, rng)
            a, b = G.clone(s), twin
            G.play(a, action)
            G.play(b, action)
            if G.reveals(s, action, a) or G.reveals(twin, action, b):
                continue  # the action itself showed hidden cards (a random discard, a draw)
            m = flow.mode(a)
            assert public(a, seat) == public(b, seat), (G.format(action), m)
            compared[m] = compared.get(m, 0) + 1
        G.play(s, action)
        steps += 1
    for m in ("ship-answer", "bone", "show"):
        assert compared.get(m, 0) > 0, compared
    if players >= 3:
        assert compared.get("help", 0) > 0, compared
