"""A refusal for want of actions counts the turn's real number of them (AP-4.1): one in the
first player's first turn (AP-4.5), two in a turn, more when a card gave some (AP-4.4)."""

from ap_script import play_all, position, refused


def one_turn(actions_allowed):
    s = position(players=[
        dict(name="Ann", side="austin", hand=["Agent Honeytrap", "Commander Paisley", "Agent Honeytrap",
                                                  "Commander Paisley"]),
        dict(name="Bo", side="evil", hand=["Minion Strike"]),
    ])
    s.actions_allowed = actions_allowed
    for _ in range(actions_allowed):
        play_all(s, f"P1 agent #{s.hands[0][-1]}")             # an agent onto the field: an action
    return s


def test_the_first_turn_with_one_action_says_one_action_AP_4_1_AP_4_5():
    s = one_turn(1)
    err = refused(s, f"P1 agent #{s.hands[0][0]}")
    assert (err.rule, err.reason) == ("AP-4.1", "You have used your one action of this turn.")


def test_a_turn_of_two_says_both():
    s = one_turn(2)
    err = refused(s, f"P1 agent #{s.hands[0][0]}")
    assert (err.rule, err.reason) == ("AP-4.1", "You have used both of your actions this turn.")


def test_a_turn_with_extra_actions_says_how_many():
    s = one_turn(3)
    err = refused(s, f"P1 agent #{s.hands[0][0]}")
    assert (err.rule, err.reason) == ("AP-4.1", "You have used all 3 of your actions this turn.")


def test_the_words_are_japanese_too():
    s = one_turn(1)
    err = refused(s, f"P1 agent #{s.hands[0][0]}")
    assert err.reason.render("ja") == "このターンのアクションは1回だけで、もう使いました。"
    s = one_turn(3)
    err = refused(s, f"P1 agent #{s.hands[0][0]}")
    assert err.reason.render("ja") == "このターンのアクションは3回とも使いました。"
