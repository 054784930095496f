"""The turn: two actions among agents, shags, assassinations, swingers, happenings and card
actions (AP-4), and swingers (AP-6)."""

from ap_script import G, card, legal, names, play, play_all, position, refused, texts, waiting


def my_turn(hand, field=("Commander Paisley",), p2_field=("Baron von Monocle",), p2_hand=(), deck=()):
    return position(players=[
        dict(name="Ann", side="austin", hand=list(hand), field=list(field), deck=list(deck)),
        dict(name="Bo", side="evil", hand=list(p2_hand), field=list(p2_field),
             deck=["Zip it, minion."] * 6),
    ])


def test_two_actions_then_the_turn_moves_on_AP_4_1():
    s = my_turn(["Agent Honeytrap", "Dusty Springheel", "Penny Farthing", "Squadron Leader Biggles-Boom"])
    play(s, 'P1 agent "Agent Honeytrap"')
    play(s, 'P1 agent "Dusty Springheel"')
    err = refused(s, 'P1 agent "Penny Farthing"')   # a ship agent in hand keeps the turn open
    assert (err.rule, err.reason) == ("AP-4.1", "You have used both of your actions this turn.")
    assert names(s, "field", 1) == ["Commander Paisley", "Agent Honeytrap", "Dusty Springheel"]


def test_the_turn_player_ends_the_actions_even_after_the_second_AP_4_3_AP_7_7():
    s = my_turn(["Agent Honeytrap", "Dusty Springheel", "Penny Farthing"])
    play(s, 'P1 agent "Agent Honeytrap"')
    events = play(s, 'P1 agent "Dusty Springheel"')
    assert texts(events) == ["Ann plays Dusty Springheel."]
    assert s.phase == "actions" and legal(s, 1) == ["P1 end"]
    events = play(s, "P1 end")
    assert texts(events) == ["Ann ends their actions."]
    assert s.phase == "evening-hand" and waiting(s) == [1]


def test_a_player_may_end_early_AP_4_3():
    s = my_turn(["Agent Honeytrap"])
    play(s, "P1 end")
    assert s.phase == "evening-hand"


def test_only_the_turn_player_chooses_actions_AP_4_1():
    s = my_turn(["Agent Honeytrap"], p2_hand=["Lady Lacquer"])
    err = refused(s, 'P2 agent "Lady Lacquer"')
    assert (err.rule, err.reason) == ("AP-4.1", "It is Ann's turn: between the actions the others may "
                                                "only start a happening (AP-7.7) or propose to end the "
                                                "game (AP-10.3).")
    err = refused(s, f"P1 agent #{card(s, 'Lady Lacquer')}")
    assert err.reason == "You can only play an agent from your own hand."
    err = refused(my_turn(["Smashing, darling!", "Agent Honeytrap"]), 'P1 agent "Smashing, darling!"')
    assert err.reason == "Smashing, darling! is a Frickin' Bone, not an agent."
    err = refused(s, "P1 no-bone")
    assert (err.rule, err.reason) == ("AP-5.4", "You cannot play no bone now: Ann is choosing an action.")


def test_every_kind_of_action_is_offered_AP_4_1():
    s = my_turn(["Agent Honeytrap", "Carnaby Row Spree", "Wardrobe Malfunction"],
                field=("Commander Paisley", "Gadget Master Quill"))
    kinds = {a.split()[1] for a in legal(s)}
    assert kinds == {"agent", "assassinate", "swinger", "gesture", "use", "end"}


def test_an_action_printed_on_an_agent_AP_4_1():
    s = my_turn([], field=("Gadget Master Quill",), deck=["Crikey, my flares!", "Smashing, darling!", "Cosmic Carol"])
    events = play(s, 'P1 use "Gadget Master Quill"')
    assert texts(events) == ["Ann uses the action of Gadget Master Quill.", "Ann draws 2 cards."]
    assert names(s, "hand", 1) == ["Crikey, my flares!", "Smashing, darling!"] and s.actions_used == 1
    err = refused(s, 'P1 use "Gadget Master Quill" "Baron von Monocle"')
    assert (err.rule, err.reason) == ("AP-4.1", "the action of Gadget Master Quill names no target agent.")


def test_a_played_agent_with_a_when_played_effect_AP_4_1():
    s = my_turn(["Penny Farthing"], deck=["Cosmic Carol"])
    play(s, 'P1 agent "Penny Farthing"')
    assert names(s, "hand", 1) == ["Cosmic Carol"]


# ---- swingers (AP-6) ----------------------------------------------------------------------

def test_a_swinger_plain_effect_is_always_allowed_then_discarded_AP_6_1():
    s = my_turn(["Carnaby Row Spree"], deck=["Cosmic Carol", "Agent Honeytrap", "Crikey, my flares!"])
    assert f"P1 swinger #{card(s, 'Carnaby Row Spree')} plain" in legal(s)
    play(s, 'P1 swinger "Carnaby Row Spree" plain')
    assert names(s, "hand", 1) == ["Cosmic Carol"] and names(s, "discard", 1) == ["Carnaby Row Spree"]


def test_a_swinger_special_effect_needs_its_vibes_AP_6_1_AP_2_3():
    s = my_turn(["Carnaby Row Spree"])
    err = refused(s, 'P1 swinger "Carnaby Row Spree" special')
    assert (err.rule, err.reason) == ("AP-2.3", "The special effect of Carnaby Row Spree needs 2 "
                                                "Shagadelic; your vibes are 2 Groovy.")
    s = my_turn(["Carnaby Row Spree"], field=("Agent Honeytrap",),
                deck=["Cosmic Carol", "Agent Honeytrap", "Crikey, my flares!"])
    play(s, 'P1 swinger "Carnaby Row Spree" special')
    assert len(s.hands[0]) == 3


def test_swinger_targets_an_agent_or_a_player_AP_6_1():
    s = my_turn(["Ministry Briefing", "Disco Dance-Off"], p2_hand=["Zip it, minion."], deck=["Cosmic Carol"] * 6)
    err = refused(s, 'P1 swinger "Ministry Briefing" special')
    assert err.reason == "the special effect of Ministry Briefing needs a target agent on an opponent's field."
    err = refused(s, 'P1 swinger "Ministry Briefing" special "Commander Paisley"')
    assert err.reason == ("Commander Paisley is not an agent on an opponent's field: the special effect of "
                          "Ministry Briefing needs one there.")
    play(s, 'P1 swinger "Ministry Briefing" special "Baron von Monocle"')
    assert names(s, "hand", 2) == ["Zip it, minion.", "Baron von Monocle"] and names(s, "field", 2) == []
    err = refused(s, 'P1 swinger "Disco Dance-Off" plain')
    assert err.reason == "the plain effect of Disco Dance-Off needs a target player (an opponent)."
    events = play(s, 'P1 swinger "Disco Dance-Off" plain - P2')
    assert texts(events)[1].startswith("Bo discards ") and texts(events)[1].endswith(" at random.")
    assert len(s.discards[1]) == 1 and names(s, "discard", 1) == ["Ministry Briefing", "Disco Dance-Off"]


def test_vibes_until_the_end_of_the_turn_then_gone_AP_2_2():
    s = my_turn(["Bachelor Pad Party", "Carnaby Row Spree"], field=("Agent Honeytrap",), deck=["Cosmic Carol"] * 9)
    play(s, 'P1 swinger "Bachelor Pad Party" special')        # +1 action, +1 Shagadelic, +1 Randy
    assert s.actions_allowed == 3
    from tabletop.games.austin_powers.state import vibes
    assert vibes(G.by_key, s, 0) == (0, 3, 2, 0)
    play_all(s, "P1 end", "P1 keep-hand")
    assert vibes(G.by_key, s, 0) == (0, 2, 1, 0)
