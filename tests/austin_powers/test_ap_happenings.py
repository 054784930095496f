"""Happenings: gesture, copies, the user's pick, the last copier as target, scoring (AP-7)."""

import pytest

from ap_script import G, card, legal, names, play, play_all, position, refused, texts, waiting


def table(options=None, p1_hand=("Jet-Lag Time Warp",), p3_hand=(), actions_used=0):
    """Four players; copies optional (the answers in any order are what most tests read)
    unless `options` says otherwise."""
    return position(players=[
        dict(name="Ann", side="austin", hand=list(p1_hand), field=["Commander Paisley"]),
        dict(name="Bo", side="evil", score=["Baron von Monocle"], hand=["Zip it, minion."]),
        dict(name="Cy", side="austin", score=["Agent Honeytrap"], hand=list(p3_hand)),
        dict(name="Di", side="evil", score=["Lady Lacquer"], hand=["Zip it, minion."]),
    ], options={"happening_copy": "optional", **(options or {})}, actions_used=actions_used)


def test_a_happening_copied_by_two_players_hits_the_last_one_AP_7_3_AP_7_4_AP_7_5():
    s = table()
    events = play(s, "P1 gesture")
    assert texts(events) == ["Ann makes the peace sign: a happening! Copy it to be the target."]
    assert waiting(s) == [2, 3, 4]                # everyone else answers, in any order
    play(s, "P2 copy")
    play(s, "P3 no-copy")
    play(s, "P4 copy")
    # Ann holds one happening, yet she is asked which to show: nobody learns how many she holds
    assert waiting(s) == [1] and legal(s) == [f"P1 show #{card(s, 'Jet-Lag Time Warp')}"]
    events = play(s, 'P1 show "Jet-Lag Time Warp"')
    assert texts(events) == [
        "Ann shows Jet-Lag Time Warp: it hits Di, the last to copy.",
        "Lady Lacquer leaves Di's score pile for the discard pile.",
        "Jet-Lag Time Warp goes to Ann's score pile.",
    ]
    assert names(s, "score", 2) == ["Baron von Monocle"]      # Bo copied first: spared
    assert names(s, "discard", 4) == ["Lady Lacquer"]
    assert names(s, "score", 1) == ["Jet-Lag Time Warp"]      # AP-7.5: to the user's score pile
    assert s.actions_used == 1                                # AP-7.1: one of the two actions
    assert waiting(s) == [1]


def test_the_order_of_copies_is_the_order_of_the_actions_not_the_seats_AP_7_4():
    s = table()
    play_all(s, "P1 gesture", "P4 copy", "P3 no-copy", "P2 copy", 'P1 show "Jet-Lag Time Warp"')
    assert names(s, "discard", 2) == ["Baron von Monocle"]
    assert names(s, "score", 4) == ["Lady Lacquer"]


def test_the_user_picks_the_happening_once_the_gestures_are_in_AP_7_4():
    s = table(p1_hand=("Jet-Lag Time Warp", "Swinging Photo Shoot", "Crikey, my flares!"))
    play_all(s, "P1 gesture", "P2 no-copy", "P3 copy", "P4 no-copy")
    # Cy, a team-mate, is the target: Ann shows the friendly happening, not the nasty one
    assert waiting(s) == [1]
    assert legal(s) == [f"P1 show #{card(s, 'Jet-Lag Time Warp')}", f"P1 show #{card(s, 'Swinging Photo Shoot')}"]
    err = refused(s, 'P1 show "Crikey, my flares!"')
    assert (err.rule, err.reason) == ("AP-7.4", "Crikey, my flares! is not a happening: after your gesture "
                                                "you show a happening.")
    err = refused(s, "P1 end")
    assert (err.rule, err.reason) == ("AP-4.3", "You cannot end your actions now: Ann is choosing the "
                                                "happening to show.")
    play(s, 'P1 show "Swinging Photo Shoot"')
    assert names(s, "score", 1) == ["Swinging Photo Shoot"]
    assert names(s, "hand", 1) == ["Jet-Lag Time Warp", "Crikey, my flares!"]
    assert s.actions_used == 1


def test_the_gesture_names_no_card_and_needs_a_happening_AP_7_2():
    s = table()
    assert G.describe(s, G.parse(s, "P1 gesture")) == "Ann makes the peace sign: a happening!"
    play(s, "P1 gesture")
    assert G.view(s, 1).cards[card(s, "Jet-Lag Time Warp")] == "?"
    err = refused(table(p1_hand=("Smashing, darling!",)), "P1 gesture")
    assert (err.rule, err.reason) == ("AP-7.2", "You hold no happening: nobody gestures without one.")
    err = refused(s, "P1 gesture")
    assert (err.rule, err.reason) == ("AP-4.1", "Ann may not act now: waiting for Bo, Cy, Di.")


def test_the_dr_evil_side_gestures_with_the_little_finger_AP_7_2():
    s = position(players=[dict(side="evil", hand=["Minion Strike"]), dict(side="austin", hand=["Crikey, my flares!"])])
    events = play(s, "P1 gesture")
    assert "the little finger at the corner of the mouth" in texts(events)[0]


def test_nobody_copies_so_the_happening_stays_in_hand_and_costs_nothing_AP_7_3():
    s = table()
    events = play_all(s, "P1 gesture", "P2 no-copy", "P3 no-copy", "P4 no-copy")
    assert texts(events)[-1] == "Nobody copies Ann's gesture: the happening stays in hand."
    assert names(s, "hand", 1) == ["Jet-Lag Time Warp"]
    assert s.actions_used == 0 and waiting(s) == [1]
    err = refused(s, "P1 gesture")
    assert (err.rule, err.reason) == (
        "AP-7.3", "Nobody copied your gesture this turn: your happenings stay in your hand until next turn.")
    assert "P1 gesture" not in legal(s)


def test_forced_copies_everyone_copies_and_the_last_is_hit_AP_7_6():
    s = table(options={"happening_copy": "forced"})
    play(s, "P1 gesture")
    assert legal(s, 2) == ["P2 copy"]
    err = refused(s, "P2 no-copy")
    assert (err.rule, err.reason) == (
        "AP-7.6", "With forced copies (happening_copy = forced) everyone copies the gesture; only the "
                  "order matters.")
    play_all(s, "P2 copy", "P3 copy", "P4 copy", 'P1 show "Jet-Lag Time Warp"')  # seat order
    assert names(s, "discard", 4) == ["Lady Lacquer"]
    assert names(s, "score", 3) == ["Agent Honeytrap"] and names(s, "score", 2) == ["Baron von Monocle"]


def test_another_player_starts_a_happening_before_the_first_action_free_AP_7_7():
    # Cy holds a happening; Bo and Di hold none. Nobody is asked: the game waits for Ann, and
    # every other player may step in, whatever they hold (AP-7.7)
    s = table(p1_hand=("Crikey, my flares!",), p3_hand=("Swinging Photo Shoot",))
    assert waiting(s) == [1] and G.interjectors(s) == [1, 2, 3]
    assert legal(s, 3) == ["P3 gesture"]
    assert legal(s, 2) == [] and legal(s, 4) == []
    play(s, "P3 gesture")
    assert waiting(s) == [4, 1, 2]               # the turn player may copy too
    play_all(s, "P4 no-copy", "P1 copy", "P2 no-copy", 'P3 show "Swinging Photo Shoot"')
    assert names(s, "score", 3) == ["Agent Honeytrap", "Swinging Photo Shoot"]   # free, and scored
    assert s.actions_used == 0 and s.phase == "actions" and waiting(s) == [1]    # Ann's turn goes on


def test_between_and_after_the_actions_until_the_turn_player_ends_them_AP_7_7_AP_4_3():
    s = table(p1_hand=("Crikey, my flares!", "Commander Paisley", "Commander Paisley"),
              p3_hand=("Swinging Photo Shoot",))
    play(s, f"P1 agent #{card(s, 'Commander Paisley', 1, 'hand')}")
    assert legal(s, 3) == ["P3 gesture"]                                 # between the actions
    play(s, f"P1 agent #{card(s, 'Commander Paisley', 1, 'hand')}")
    assert s.actions_used == 2 and s.phase == "actions"                  # no end by itself
    assert legal(s, 1) == ["P1 end"]
    play_all(s, "P3 gesture", "P4 no-copy", "P1 copy", "P2 no-copy",      # after the last one
             'P3 show "Swinging Photo Shoot"')
    assert names(s, "score", 3)[-1] == "Swinging Photo Shoot"
    play(s, "P1 end")
    assert s.phase == "evening-hand" and G.interjectors(s) == []
    err = refused(s, "P3 gesture")
    assert (err.rule, err.reason) == ("AP-4.1", "Cy may not act now: waiting for Ann.")


def test_not_inside_a_showdown_or_a_ship_chain_AP_7_7():
    s = position(players=[
        dict(name="Ann", side="austin", field=["Agent Honeytrap"], hand=["Squadron Leader Biggles-Boom"]),
        dict(name="Bo", side="evil", field=["Baron von Monocle"], hand=["Minion Strike", "Zip it, minion."]),
        dict(name="Cy", side="evil", hand=["Minion Strike"]),
    ], options={"prompt_everyone": True})
    play(s, 'P1 shag "Agent Honeytrap" "Baron von Monocle"')
    assert waiting(s) == [2] and G.interjectors(s) == []
    err = refused(s, "P3 gesture")
    assert (err.rule, err.reason) == ("AP-4.1", "Cy may not act now: waiting for Bo.")
    err = refused(s, "P2 gesture")
    assert err.rule == "AP-7.7" and "showdown" in err.reason
    s = position(players=[
        dict(name="Ann", side="austin", field=["Agent Honeytrap"], hand=["Squadron Leader Biggles-Boom"]),
        dict(name="Bo", side="evil", hand=["Minion Strike", "Rocket Rita"]),
    ], options={"prompt_everyone": True})
    play(s, f"P1 ship #{card(s, 'Squadron Leader Biggles-Boom')}")
    assert waiting(s) == [2] and G.interjectors(s) == []
    err = refused(s, "P2 gesture")
    assert err.rule == "AP-7.7" and "ship" in err.reason


def test_only_a_happening_or_a_proposal_from_the_others_AP_7_7():
    s = table(p3_hand=("Swinging Photo Shoot", "Commander Paisley"))
    err = refused(s, f"P3 agent #{card(s, 'Commander Paisley', 3)}")
    assert (err.rule, err.reason) == ("AP-4.1", "It is Ann's turn: between the actions the others may "
                                                "only start a happening (AP-7.7) or propose to end the "
                                                "game (AP-10.3).")


def test_a_gesture_nobody_copies_is_not_made_again_that_turn_AP_7_3_AP_7_7():
    s = table(p3_hand=("Swinging Photo Shoot",))
    play_all(s, "P3 gesture", "P4 no-copy", "P1 no-copy", "P2 no-copy")
    assert names(s, "hand", 3) == ["Swinging Photo Shoot"]
    assert legal(s, 3) == []
    err = refused(s, "P3 gesture")
    assert err.rule == "AP-7.3"


def test_whom_the_game_asks_does_not_show_who_holds_a_happening_AP_7_7():
    """Swap the hidden cards (a happening in Bo's hand or not): every public thing is the same,
    and every other seat's view is the same."""
    counted = 0
    for bo_hand in (["Minion Strike"], ["Zip it, minion."]):
        s = position(players=[
            dict(name="Ann", side="austin", field=["Commander Paisley"], hand=["Crikey, my flares!"]),
            dict(name="Bo", side="evil", field=["Baron von Monocle"], hand=bo_hand, deck=["Lady Lacquer"]),
            dict(name="Cy", side="austin", hand=["Crikey, my flares!"]),
        ])
        public = (G.to_act(s), G.interjectors(s), G.waiting_text(s))
        views = {q: G.hash(G.view(s, q)) for q in (0, 2)}
        if counted == 0:
            first = (public, views)
            assert "P2 gesture" in legal(s, 2)          # Bo may step in: only he knows
        else:
            assert "P2 gesture" not in legal(s, 2)
            assert (public, views) == first
        counted += 1
        play(s, "P1 end")
        assert waiting(s) == [1]                      # nobody else is asked before Evening Up
    assert counted == 2


def test_a_happening_needs_an_action_left_for_the_turn_player_AP_7_1():
    # two actions used: the turn player may still play the free ship agent (AP-9.1) and end
    s = table(actions_used=2, p1_hand=("Jet-Lag Time Warp", "Squadron Leader Biggles-Boom"))
    assert legal(s, 1) == [f"P1 ship #{card(s, 'Squadron Leader Biggles-Boom')}", "P1 end"]
    err = refused(s, "P1 gesture")
    assert (err.rule, err.reason) == ("AP-4.1", "You have used both of your actions this turn.")


@pytest.mark.parametrize("mode", ["optional", "forced"])
def test_happening_copy_option_is_validated(mode):
    s = table(options={"happening_copy": mode})
    assert s.options.happening_copy == mode
    from tabletop.engine import DataError
    with pytest.raises(DataError, match="happening_copy must be 'optional' or 'forced'"):
        table(options={"happening_copy": "sometimes"})
