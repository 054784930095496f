"""Shags and assassination attempts, played out (AP-5)."""

from ap_script import card, legal, names, play, play_all, position, refused, texts, waiting


def duel(p1_hand=(), p1_field=("Agent Honeytrap",), p2_hand=(), p2_field=("Baron von Monocle",)):
    return position(players=[dict(side="austin", hand=list(p1_hand), field=list(p1_field)),
                             dict(side="evil", hand=list(p2_hand), field=list(p2_field))])


# ---- AP-5.1 / AP-5.2: who may act, who may be targeted ------------------------------------

def test_shag_targets_an_opponents_agent_of_the_other_gender_AP_5_2():
    s = duel(p2_field=("Lady Lacquer", "Baron von Monocle"))
    err = refused(s, 'P1 shag "Agent Honeytrap" "Lady Lacquer"')
    assert err.rule == "AP-5.2"
    assert err.reason == ("Agent Honeytrap is female, like Lady Lacquer: a shag needs an agent of "
                          "the other gender.")
    baron = card(s, "Baron von Monocle")
    assert f"P1 shag #{card(s, 'Agent Honeytrap')} #{baron}" in legal(s)
    assert [a for a in legal(s) if "shag" in a] == [f"P1 shag #{card(s, 'Agent Honeytrap')} #{baron}"]


def test_cards_that_bend_the_gender_rule_AP_5_2():
    # Bernard Bellbottom may shag either gender; Robo-Vixen 3000 may be shagged by anyone
    s = duel(p1_field=("Bernard Bellbottom", "Agent Honeytrap"),
             p2_field=("Baron von Monocle", "Robo-Vixen 3000", "Velma Venom"))
    shags = {a for a in legal(s) if " shag " in a}
    b, h = card(s, "Bernard Bellbottom"), card(s, "Agent Honeytrap")
    baron, robo = card(s, "Baron von Monocle"), card(s, "Robo-Vixen 3000")
    assert shags == {f"P1 shag #{b} #{baron}", f"P1 shag #{b} #{robo}",
                     f"P1 shag #{h} #{baron}", f"P1 shag #{h} #{robo}"}
    err = refused(s, 'P1 shag "Bernard Bellbottom" "Velma Venom"')
    assert (err.rule, err.reason) == ("AP-5.2", "Velma Venom cannot be the target of a shag (card text).")


def test_only_kiss_agents_shag_and_only_gun_agents_assassinate_AP_5_1():
    s = duel(p1_field=("Agent Honeytrap", "Commander Paisley"))
    err = refused(s, 'P1 shag "Commander Paisley" "Baron von Monocle"')
    assert (err.rule, err.reason) == (
        "AP-5.1", "Commander Paisley carries a Gun, not a Kiss: only Kiss agents make shags.")
    err = refused(s, 'P1 assassinate "Agent Honeytrap" "Baron von Monocle"')
    assert err.rule == "AP-5.1" and "only Gun agents make assassination attempts" in err.reason
    err = refused(s, 'P1 shag "Agent Honeytrap" "Commander Paisley"')
    assert err.reason == ("Commander Paisley is on your own field: the target must be an agent on "
                          "an opponent's field.")


def test_assassination_targets_the_other_side_not_a_teammate_AP_5_2():
    s = position(players=[dict(side="austin", field=["Commander Paisley"]),
                          dict(side="evil", field=["Baron von Monocle", "Sharkwrangler Sven"]),
                          dict(side="austin", field=["Agent Honeytrap"])])
    err = refused(s, 'P1 assassinate "Commander Paisley" "Agent Honeytrap"')
    assert (err.rule, err.reason) == (
        "AP-5.2", "Commander Paisley and Agent Honeytrap are both on the Austin Powers side: an "
                  "assassination needs a target of the other side.")
    err = refused(s, 'P1 assassinate "Commander Paisley" "Sharkwrangler Sven"')
    assert err.reason == "Sharkwrangler Sven cannot be the target of an assassination attempt (card text)."
    assert [a for a in legal(s) if "assassinate" in a] == [
        f"P1 assassinate #{card(s, 'Commander Paisley')} #{card(s, 'Baron von Monocle')}"]


def test_a_hidden_card_is_never_named_in_a_refusal():
    s = duel(p2_hand=["Robo-Vixen 3000"])
    hidden = card(s, "Robo-Vixen 3000")
    err = refused(s, f'P1 shag "Agent Honeytrap" #{hidden}')
    assert "Robo-Vixen" not in err.reason and f"#{hidden}" in err.reason


# ---- AP-5.3 / AP-5.4: the showdown ------------------------------------------------------------

def test_bones_alternate_starting_with_the_targets_side_AP_5_3():
    s = duel(p1_hand=["Smashing, darling!"], p2_hand=["Zip it, minion.", "Release the hamsters!"],
             p2_field=("Baron von Monocle", "Number Nine-and-a-Half"))
    play(s, 'P1 shag "Agent Honeytrap" "Baron von Monocle"')
    assert waiting(s) == [2]
    err = refused(s, 'P1 bone "Smashing, darling!"')
    assert err.rule == "AP-4.1" and "waiting for Player 2" in err.reason
    play(s, 'P2 bone "Zip it, minion."')
    assert waiting(s) == [1]
    play(s, 'P1 bone "Smashing, darling!"')
    assert waiting(s) == [2]


def test_each_bone_is_checked_against_the_requirement_for_this_kind_of_battle_AP_5_3():
    # "Mwa-ha-ha... ahem." needs 2 Shagadelic for a shag but nothing for an assassination
    s = duel(p1_field=("Agent Honeytrap", "Commander Paisley"),
             p2_hand=["Mwa-ha-ha... ahem.", "Release the hamsters!"])
    play(s, 'P1 shag "Agent Honeytrap" "Baron von Monocle"')
    err = refused(s, 'P2 bone "Mwa-ha-ha... ahem."')
    assert (err.rule, err.reason) == (
        "AP-5.3", '"Mwa-ha-ha... ahem." needs 2 Shagadelic for a shag; your vibes are 2 Creepy.')
    s = duel(p1_field=("Agent Honeytrap", "Commander Paisley"), p2_hand=["Mwa-ha-ha... ahem."])
    play(s, 'P1 assassinate "Commander Paisley" "Baron von Monocle"')
    assert f"P2 bone #{card(s, 'Mwa-ha-ha... ahem.')}" in legal(s)


def test_the_battling_agents_count_toward_their_controllers_vibes_AP_5_3():
    # Lady Lacquer alone gives her side the 2 Shagadelic that "Mwa-ha-ha... ahem." needs
    s = duel(p1_field=("Sir Reginald Velvet",), p2_field=("Lady Lacquer",), p2_hand=["Mwa-ha-ha... ahem."])
    play(s, 'P1 shag "Sir Reginald Velvet" "Lady Lacquer"')
    play(s, 'P2 bone "Mwa-ha-ha... ahem."')
    assert names(s, "score", 2) == ["Lady Lacquer", "Mwa-ha-ha... ahem."]


def test_no_bone_at_all_means_the_acting_side_wins_AP_5_4():
    s = duel(p2_hand=["Release the hamsters!"])
    play(s, 'P1 shag "Agent Honeytrap" "Baron von Monocle"')
    events = play(s, "P2 no-bone")
    assert "Player 1 wins the showdown (nobody played a bone)" in texts(events)[-1]
    assert names(s, "score", 1) == ["Agent Honeytrap"]
    assert names(s, "discard", 2) == ["Baron von Monocle"]
    assert names(s, "hand", 2) == ["Release the hamsters!"]


def test_the_side_that_played_the_last_bone_wins_and_cards_move_AP_5_4_AP_5_6():
    s = duel(p1_hand=["Smashing, darling!", "Crikey, my flares!"],
             p2_hand=["Zip it, minion.", "Release the hamsters!"],
             p2_field=("Baron von Monocle", "Number Nine-and-a-Half"))
    play_all(s, 'P1 shag "Agent Honeytrap" "Baron von Monocle"', 'P2 bone "Zip it, minion."',
             'P1 bone "Smashing, darling!"', 'P2 bone "Release the hamsters!"')
    events = play(s, "P1 no-bone")
    assert texts(events)[-1].startswith("Player 2 wins the showdown (Player 2 played the last bone)")
    assert names(s, "score", 2) == ["Baron von Monocle", "Zip it, minion.", "Release the hamsters!"]
    assert names(s, "discard", 1) == ["Agent Honeytrap", "Smashing, darling!"]
    assert names(s, "field", 1) == [] and names(s, "field", 2) == ["Number Nine-and-a-Half"]
    assert names(s, "hand", 1) == ["Crikey, my flares!"]
    assert s.showdown is None and s.actions_used == 1 and waiting(s) == [1]


def test_a_side_that_cannot_play_ends_the_showdown_by_itself_AP_5_4():
    s = duel(p1_hand=["Smashing, darling!"])
    events = play(s, 'P1 shag "Agent Honeytrap" "Baron von Monocle"')   # P2 holds no bone
    assert s.showdown is None and names(s, "score", 1) == ["Agent Honeytrap"]
    assert "nobody played a bone" in texts(events)[-1]


# ---- AP-5.5 / AP-5.6 / AP-5.7: throw me a bone ---------------------------------------------------

def table_of_four(**extra):
    return position(players=[
        dict(name="Ann", side="austin", field=["Agent Honeytrap"], hand=["Smashing, darling!"]),
        dict(name="Bo", side="evil", field=["Baron von Monocle"], hand=[]),
        dict(name="Cy", side="austin", field=["Commander Paisley"], hand=["Crikey, my flares!"]),
        dict(name="Di", side="evil", field=["Lady Lacquer", "Rocket Rita"],
             hand=["Mwa-ha-ha... ahem.", "My lair, my rules."]),
    ], **extra)


def test_four_players_a_helper_wins_the_showdown_and_scores_AP_5_5_AP_5_6():
    s = table_of_four()
    play(s, 'P1 shag "Agent Honeytrap" "Baron von Monocle"')
    assert waiting(s) == [2] and legal(s) == ["P2 help", "P2 no-bone"]   # Bo holds no bone
    events = play(s, "P2 help")
    assert texts(events) == ['Bo: "Somebody throw me a bone here!"']
    assert waiting(s) == [3, 4]                  # the players outside the battle, after Bo
    # Di's bone is checked against Di's own vibes (Lady Lacquer and Rocket Rita: 3 Shagadelic)
    events = play(s, 'P4 offer "Mwa-ha-ha... ahem."')
    assert texts(events) == ['Di throws down "Mwa-ha-ha... ahem." for Bo.']
    assert waiting(s) == [1]                     # the first offer closed the round: Cy keeps his card
    assert names(s, "hand", 3) == ["Crikey, my flares!"]
    events = play(s, "P1 no-bone")
    assert "Bo wins the showdown (Di played the last bone)" in texts(events)[-2]
    assert texts(events)[-1] == 'Di scores "Mwa-ha-ha... ahem." for helping.'
    assert names(s, "score", 2) == ["Baron von Monocle"]
    assert names(s, "score", 4) == ["Mwa-ha-ha... ahem."]          # the helper's own score pile
    assert names(s, "discard", 1) == ["Agent Honeytrap"]


def test_the_caller_keeps_playing_through_helpers_and_a_losing_helpers_bone_is_discarded_AP_5_5_AP_5_6():
    s = table_of_four()
    play_all(s, 'P1 shag "Agent Honeytrap" "Baron von Monocle"', "P2 help",
             'P4 offer "Mwa-ha-ha... ahem."', 'P1 bone "Smashing, darling!"')
    # Bo's side is to play again: the help round opens by itself, Bo is not asked
    assert waiting(s) == [3, 4] and s.showdown.helping
    err = refused(s, 'P2 no-bone')
    assert err.rule == "AP-4.1" and "Bo may not act now" in err.reason
    play_all(s, "P3 no-offer", "P4 no-offer")
    assert s.showdown is None
    assert names(s, "score", 1) == ["Agent Honeytrap", "Smashing, darling!"]
    assert names(s, "discard", 2) == ["Baron von Monocle"]
    assert names(s, "discard", 4) == ["Mwa-ha-ha... ahem."]        # the helper's bone, lost


def test_a_helper_uses_their_own_vibes_AP_5_5():
    s = table_of_four()
    play_all(s, 'P1 shag "Agent Honeytrap" "Baron von Monocle"', "P2 help")
    # any player outside the battle may help, whatever their side: Cy (Austin Powers) may
    # throw "Crikey, my flares!" for Bo, since it needs nothing for a shag
    assert f"P3 offer #{card(s, 'Crikey, my flares!')}" in legal(s, 3)
    s = position(players=[
        dict(side="austin", field=["Commander Paisley"]),
        dict(side="evil", field=["Baron von Monocle"]),
        dict(side="evil", field=["Rocket Rita"], hand=["How about no, Mister Spy?"]),
    ], options={"prompt_everyone": True})
    play_all(s, 'P1 assassinate "Commander Paisley" "Baron von Monocle"', "P2 help")
    err = refused(s, 'P3 offer "How about no, Mister Spy?"')
    assert (err.rule, err.reason) == (
        "AP-5.5", '"How about no, Mister Spy?" needs 3 Creepy for an assassination, and a helper\'s '
                  "own vibes count: yours are 1 Shagadelic and 1 Randy.")


def test_help_needs_three_players_AP_5_5():
    s = duel(p2_hand=["Release the hamsters!"])
    play(s, 'P1 shag "Agent Honeytrap" "Baron von Monocle"')
    assert "P2 help" not in legal(s)
    err = refused(s, "P2 help")
    assert (err.rule, err.reason) == ("AP-5.5", "Calling for help needs three or more players: here "
                                                "nobody is outside the battle.")


def test_nobody_offers_so_the_side_did_not_play_AP_5_5():
    s = table_of_four()
    play_all(s, 'P1 shag "Agent Honeytrap" "Baron von Monocle"', "P2 help", "P4 no-offer")
    events = play(s, "P3 no-offer")
    assert texts(events)[0] == "Nobody throws a bone for Bo."
    assert names(s, "score", 1) == ["Agent Honeytrap"]


def test_help_round_order_and_who_is_asked_AP_5_7():
    # Seat order after the caller; either may answer first; a player with no usable bone is
    # not asked unless the option prompt_everyone is on.
    s = table_of_four()
    play_all(s, 'P1 shag "Agent Honeytrap" "Baron von Monocle"', "P2 help")
    play(s, 'P3 offer "Crikey, my flares!"')                 # Cy answers before Di
    assert names(s, "hand", 4) == ["Mwa-ha-ha... ahem.", "My lair, my rules."]
    s = table_of_four()
    s.hands[2].clear()                                        # Cy holds nothing
    play_all(s, 'P1 shag "Agent Honeytrap" "Baron von Monocle"', "P2 help")
    assert waiting(s) == [4]
    s = table_of_four(options={"prompt_everyone": True})
    s.hands[2].clear()
    play_all(s, 'P1 shag "Agent Honeytrap" "Baron von Monocle"', "P2 help")
    assert waiting(s) == [3, 4] and legal(s, 3) == ["P3 no-offer"]
