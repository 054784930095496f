"""Happenings: gesture, copies, the user's pick, the last copier as target, scoring (AP-7)."""

import pytest

from ap_script import G, card, legal, names, play, play_all, position, refused, texts, waiting


def table(options=None, p1_hand=("Jet-Lag Time Warp",), p3_hand=(), actions_used=0):
    return position(players=[
        dict(name="Ann", side="austin", hand=list(p1_hand), field=["Commander Paisley"]),
        dict(name="Bo", side="evil", score=["Baron von Monocle"], hand=["Zip it, minion."]),
        dict(name="Cy", side="austin", score=["Agent Honeytrap"], hand=list(p3_hand)),
        dict(name="Di", side="evil", score=["Lady Lacquer"], hand=["Zip it, minion."]),
    ], options=options or {}, actions_used=actions_used)


def test_a_happening_copied_by_two_players_hits_the_last_one_AP_7_3_AP_7_4_AP_7_5():
    s = table()
    events = play(s, "P1 gesture")
    assert texts(events) == ["Ann makes the peace sign: a happening! Copy it to be the target."]
    assert waiting(s) == [2, 3, 4]                # everyone else answers, in any order
    play(s, "P2 copy")
    play(s, "P3 no-copy")
    events = play(s, "P4 copy")                   # Ann holds one happening: it is shown at once
    assert texts(events)[1:] == [
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
    play_all(s, "P1 gesture", "P4 copy", "P3 no-copy", "P2 copy")
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
    assert legal(s, 3) == ["P3 copy"]
    err = refused(s, "P3 no-copy")
    assert (err.rule, err.reason) == (
        "AP-7.6", "With forced copies (happening_copy = forced) everyone copies the gesture; only the "
                  "order matters.")
    play_all(s, "P3 copy", "P2 copy", "P4 copy")
    assert names(s, "discard", 4) == ["Lady Lacquer"]
    assert names(s, "score", 3) == ["Agent Honeytrap"] and names(s, "score", 2) == ["Baron von Monocle"]


def test_the_other_players_use_happenings_in_the_window_after_the_actions_AP_7_1():
    # Cy holds a happening; Bo and Di hold none and are not asked (prompt_everyone is off)
    s = table(p1_hand=("Crikey, my flares!",), p3_hand=("Swinging Photo Shoot",))
    play(s, "P1 end")
    assert waiting(s) == [3] and legal(s) == ["P3 gesture", "P3 no-happening"]
    play(s, "P3 gesture")
    assert waiting(s) == [4, 1, 2]               # the turn player may copy too
    play_all(s, "P4 no-copy", "P1 copy", "P2 no-copy")
    assert names(s, "score", 3) == ["Agent Honeytrap", "Swinging Photo Shoot"]   # free, and scored
    assert s.phase == "evening-hand" and waiting(s) == [1]


def test_the_window_asks_each_holder_once_in_seat_order_AP_7_1():
    s = table(p1_hand=("Crikey, my flares!",), p3_hand=("Swinging Photo Shoot",))
    s.hands[1].append(s.new_card("minion-strike", 1))
    play(s, "P1 end")
    assert waiting(s) == [2]
    play(s, "P2 no-happening")
    assert waiting(s) == [3]
    play(s, "P3 no-happening")
    assert s.phase == "evening-hand"


def test_a_happening_needs_an_action_left_for_the_turn_player_AP_7_1():
    # two actions used; a ship agent in hand keeps the action part open (AP-9.1)
    s = table(actions_used=2, p1_hand=("Jet-Lag Time Warp", "Squadron Leader Biggles-Boom"))
    assert legal(s) == [f"P1 ship #{card(s, 'Squadron Leader Biggles-Boom')}", "P1 end"]
    err = refused(s, "P1 gesture")
    assert (err.rule, err.reason) == ("AP-4.1", "You have used both of your actions this turn.")


@pytest.mark.parametrize("mode", ["optional", "forced"])
def test_happening_copy_option_is_validated(mode):
    s = table(options={"happening_copy": mode})
    assert s.options.happening_copy == mode
    from tabletop.engine import DataError
    with pytest.raises(DataError, match="happening_copy must be 'optional' or 'forced'"):
        table(options={"happening_copy": "sometimes"})
