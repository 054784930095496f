"""Ship agents and their chains of answers (AP-9)."""

from ap_script import card, legal, names, play, play_all, position, refused, texts, waiting


def fleet(actions_used=0):
    return position(actions_used=actions_used, players=[
        dict(name="Ann", side="austin", hand=["Squadron Leader Biggles-Boom", "Captain Lava Lamp",
                                              "Cosmic Carol", "Agent Honeytrap"]),
        dict(name="Bo", side="evil", hand=["Commodore Moonbase", "Rocket Rita"]),
        dict(name="Cy", side="austin", hand=["Flight Officer Go-Go"]),
        dict(name="Di", side="evil", hand=["Laser Pilot Zed", "Zip it, minion."]),
    ])


def test_a_free_ship_agent_on_top_of_the_two_actions_AP_9_1_AP_4_2():
    s = fleet(actions_used=2)
    assert waiting(s) == [1]                  # both actions used, yet a ship agent can still fly
    play(s, 'P1 ship "Squadron Leader Biggles-Boom"')
    assert names(s, "field", 1) == ["Squadron Leader Biggles-Boom"] and s.actions_used == 2


def test_a_chain_of_three_answers_AP_9_2():
    s = fleet()
    events = play(s, 'P1 ship "Squadron Leader Biggles-Boom"')
    assert texts(events) == ["Ann launches the ship agent Squadron Leader Biggles-Boom."]
    assert waiting(s) == [2]                                  # seat order: Bo, Cy, Di
    assert legal(s) == [f"P2 ship #{card(s, 'Commodore Moonbase')}", f"P2 ship #{card(s, 'Rocket Rita')}",
                        "P2 no-ship"]
    play(s, 'P2 ship "Commodore Moonbase"')
    assert waiting(s) == [3]
    play(s, 'P3 ship "Flight Officer Go-Go"')
    events = play(s, 'P4 ship "Laser Pilot Zed"')
    assert texts(events) == ["Di answers with the ship agent Laser Pilot Zed.",
                             "Ann may play one more free ship agent."]
    assert [names(s, "field", p) for p in (2, 3, 4)] == [["Commodore Moonbase"], ["Flight Officer Go-Go"],
                                                          ["Laser Pilot Zed"]]
    play(s, 'P1 ship "Captain Lava Lamp"')                   # the chain goes on
    assert waiting(s) == [2]
    play(s, "P2 no-ship")
    # Cy's hand is empty (everyone sees it): not asked. Di holds no ship agent, but nobody else
    # may learn that: she is asked, and may only pass (AP-5.7).
    assert waiting(s) == [4] and legal(s) == ["P4 no-ship"]
    play(s, "P4 no-ship")
    assert waiting(s) == [1] and s.ship_free is False
    err = refused(s, 'P1 ship "Cosmic Carol"')
    assert (err.rule, err.reason) == (
        "AP-9.2", "You have no free ship agent left this turn: you get another only when someone "
                  "answers your last one.")
    assert s.actions_used == 0


def test_no_answer_no_second_free_ship_but_it_can_still_be_played_as_an_action_AP_9_2():
    s = fleet()
    play_all(s, 'P1 ship "Squadron Leader Biggles-Boom"', "P2 no-ship", "P3 no-ship", "P4 no-ship")
    assert not any(a.startswith("P1 ship") for a in legal(s))
    events = play(s, 'P1 agent "Cosmic Carol"')               # a ship agent as an action ...
    assert texts(events) == ["Ann plays Cosmic Carol."]
    assert s.actions_used == 1 and waiting(s) == [2]          # ... opens the chain too
    play(s, 'P2 ship "Commodore Moonbase"')
    play_all(s, "P3 no-ship", "P4 no-ship")
    assert s.ship_free is True and waiting(s) == [1]          # Bo answered: one more free ship
    assert f"P1 ship #{card(s, 'Captain Lava Lamp')}" in legal(s, 1)


def test_a_ship_agent_as_the_first_action_opens_a_chain_AP_9_2():
    s = fleet()
    play(s, 'P1 agent "Squadron Leader Biggles-Boom"')
    assert s.actions_used == 1 and s.ship_free is True and waiting(s) == [2]
    play_all(s, "P2 no-ship", "P3 no-ship", "P4 no-ship")
    assert s.ship_free is True and waiting(s) == [1]          # the free one is still there


def test_an_agent_without_the_ship_icon_opens_no_chain_AP_9_2():
    s = fleet()
    play(s, 'P1 agent "Agent Honeytrap"')
    assert s.ship_round is None and s.actions_used == 1 and waiting(s) == [1]


def test_only_ship_agents_fly_free_AP_9_1():
    s = fleet()
    err = refused(s, 'P1 ship "Agent Honeytrap"')
    assert (err.rule, err.reason) == ("AP-9.1", "Agent Honeytrap has no Ship icon: only ship agents "
                                                "are played this way.")


def test_answers_come_in_seat_order_and_only_from_the_asked_player_AP_9_2():
    s = fleet()
    play(s, 'P1 ship "Squadron Leader Biggles-Boom"')
    err = refused(s, 'P3 ship "Flight Officer Go-Go"')
    assert err.rule == "AP-4.1" and "Cy may not act now: waiting for Bo" in err.reason
