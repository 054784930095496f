"""Evening Up at the end of every turn (AP-8)."""

from ap_script import G, card, legal, names, play, position, refused, texts, waiting

DECK = ["Smashing, darling!", "Crikey, my flares!", "Commander Paisley", "Agent Honeytrap",
        "Penny Farthing", "Cosmic Carol", "Fab gear, man!", "Dusty Springheel"]


def evening(p1_hand, p1_deck=DECK, p1_discard=(), p2_hand=("Zip it, minion.",) * 6, p2_deck=()):
    return position(phase="evening-hand", players=[
        dict(name="Ann", side="austin", hand=list(p1_hand), deck=list(p1_deck), discard=list(p1_discard)),
        dict(name="Bo", side="evil", hand=list(p2_hand), deck=list(p2_deck)),
    ])


def test_the_turn_player_may_discard_the_whole_hand_AP_8_1():
    s = evening(["My teeth are a national treasure!", "Steady on, I'm British!"])
    assert waiting(s) == [1] and legal(s) == ["P1 discard-hand", "P1 keep-hand"]
    events = play(s, "P1 discard-hand")
    assert texts(events)[0] == "Ann discards their whole hand (2 cards)."
    assert names(s, "discard", 1) == ["My teeth are a national treasure!", "Steady on, I'm British!"]
    assert names(s, "hand", 1) == DECK[:6]                     # six fresh cards, top first
    assert s.turn_player == 1 and s.turn == 2                  # Bo's turn begins


def test_keeping_the_hand_draws_up_to_six_AP_8_2():
    s = evening(["My teeth are a national treasure!", "Steady on, I'm British!"])
    play(s, "P1 keep-hand")
    assert names(s, "hand", 1) == ["My teeth are a national treasure!", "Steady on, I'm British!"] + DECK[:4]


def test_every_player_evens_up_and_discards_of_their_choice_down_to_six_AP_8_2():
    s = evening(["Crikey, my flares!"], p2_hand=["Zip it, minion."] * 5 + ["Lady Lacquer", "Minion Strike"],
                p2_deck=["Baron von Monocle"])
    s.hands[1].pop()                       # Bo: 6 + 1 = 7 cards, plus one more below
    s.hands[1].append(s.new_card("minion-strike", 1))
    s.hands[1].append(s.new_card("rocket-rita", 1))
    play(s, "P1 keep-hand")
    assert waiting(s) == [2]               # Bo has 8 cards: he discards two of his choice
    err = refused(s, f"P2 discard #{card(s, 'Crikey, my flares!')}")
    assert (err.rule, err.reason) == ("AP-8.2", "You can only discard a card from your own hand.")
    play(s, 'P2 discard "Lady Lacquer"')
    assert waiting(s) == [2] and s.turn_player == 0
    events = play(s, 'P2 discard "Rocket Rita"')
    assert names(s, "discard", 2) == ["Lady Lacquer", "Rocket Rita"]
    assert len(s.hands[1]) == 6 and len(s.hands[0]) == 6
    assert texts(events)[-1] == "Turn 2: Bo takes the turn."


def test_an_empty_deck_reshuffles_the_discard_pile_AP_8_3():
    s = evening(["Crikey, my flares!"], p1_deck=["Commander Paisley"],
                p1_discard=["Smashing, darling!", "Agent Honeytrap", "Cosmic Carol", "Penny Farthing",
                            "Dusty Springheel"])
    events = play(s, "P1 keep-hand")
    assert "Ann shuffles the discard pile to form a new deck." in texts(events)
    assert len(s.hands[0]) == 6 and names(s, "discard", 1) == [] and len(s.decks[0]) == 1
    assert sorted(names(s, "hand", 1) + names(s, "deck", 1)) == sorted(
        ["Crikey, my flares!", "Commander Paisley", "Smashing, darling!", "Agent Honeytrap",
         "Cosmic Carol", "Penny Farthing", "Dusty Springheel"])


def test_nothing_left_to_draw_the_player_simply_draws_no_more_AP_8_4():
    s = evening(["Crikey, my flares!"], p1_deck=["Commander Paisley"], p1_discard=["Agent Honeytrap"])
    play(s, "P1 keep-hand")
    assert names(s, "hand", 1) == ["Crikey, my flares!", "Commander Paisley", "Agent Honeytrap"]
    assert s.turn_player == 1


def test_an_empty_hand_skips_the_question_AP_8_1():
    s = position(players=[dict(side="austin", deck=DECK), dict(side="evil", hand=["Zip it, minion."] * 6)])
    play(s, "P1 end")
    assert len(s.hands[0]) == 6 and s.turn_player == 1
    assert G.to_act(s) == [1]
