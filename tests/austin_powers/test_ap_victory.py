"""Winning at 100 points, the moment a score pile changes (AP-10)."""

from ap_script import G, legal, play, play_all, pile_worth, points, position, refused, texts, waiting


def test_the_first_to_100_wins_the_moment_the_score_pile_changes_AP_10_1():
    s = position(players=[dict(side="austin", field=["Agent Honeytrap"], score=pile_worth("austin", 90)),
                          dict(side="evil", field=["Baron von Monocle"])])
    assert points(s, 1) == 90
    events = play(s, 'P1 shag "Agent Honeytrap" "Baron von Monocle"')
    assert points(s, 1) == 102
    assert s.result.winners == (0,) and s.result.reason == "points"
    assert events[-1].text == "Player 1 wins with 102 mojo."
    assert G.to_act(s) == [] and legal(s) == []
    err = refused(s, "P1 end")
    assert (err.rule, err.reason) == ("AP-10.1", "The game is over.")


def test_a_happening_can_win_the_game_AP_10_1():
    s = position(players=[dict(side="evil", hand=["Dodgy Cloning Accident"], score=pile_worth("evil", 95)),
                          dict(side="austin", hand=["Crikey, my flares!"])])
    play_all(s, 'P1 gesture', "P2 copy", 'P1 show "Dodgy Cloning Accident"')
    assert s.result.winners == (0,) and s.result.detail == "Player 1 wins with 102 billion dollars."


def four(p1=0, p2=0, p3=0, p4=0):
    return position(players=[
        dict(name="Ann", side="austin", field=["Agent Honeytrap"], hand=["Smashing, darling!"],
             score=pile_worth("austin", p1)),
        dict(name="Bo", side="evil", field=["Baron von Monocle"], score=pile_worth("evil", p2)),
        dict(name="Cy", side="austin", field=["Commander Paisley"], hand=["Crikey, my flares!"],
             score=pile_worth("austin", p3)),
        dict(name="Di", side="evil", field=["Lady Lacquer"], hand=["Mwa-ha-ha... ahem."],
             score=pile_worth("evil", p4)),
    ])


def test_tie_at_100_the_highest_score_wins_AP_10_2():
    s = four(p2=95, p4=97)            # Bo scores Baron von Monocle (12), Di her bone (3)
    play_all(s, 'P1 shag "Agent Honeytrap" "Baron von Monocle"', "P2 help", 'P4 offer "Mwa-ha-ha... ahem."',
             "P1 no-bone")
    assert (points(s, 2), points(s, 4)) == (107, 100)
    assert s.result.winners == (1,)
    assert s.result.detail == "Bo wins with 107 billion dollars. (Di 100 reached 100 at the same moment.)"


def test_tie_at_100_equal_scores_turn_player_then_seat_order_AP_10_2():
    # Ann (turn player) wins a showdown helped by Cy: both reach exactly 100 -> Ann wins
    s = position(players=[
        dict(name="Ann", side="austin", field=["Agent Honeytrap"], score=pile_worth("austin", 88)),
        dict(name="Bo", side="evil", field=["Baron von Monocle"], hand=["Release the hamsters!"]),
        dict(name="Cy", side="austin", hand=["Crikey, my flares!"], score=pile_worth("austin", 97)),
    ])
    play_all(s, 'P1 shag "Agent Honeytrap" "Baron von Monocle"', 'P2 bone "Release the hamsters!"',
             "P1 help", 'P3 offer "Crikey, my flares!"', "P2 no-bone")
    assert (points(s, 1), points(s, 3)) == (100, 100)
    assert s.result.winners == (0,)
    # Bo defends, helped by Di: both exactly 100, neither is the turn player -> Bo, first after Ann
    s = four(p2=88, p4=97)
    play_all(s, 'P1 shag "Agent Honeytrap" "Baron von Monocle"', "P2 help", 'P4 offer "Mwa-ha-ha... ahem."',
             "P1 no-bone")
    assert (points(s, 2), points(s, 4)) == (100, 100)
    assert s.result.winners == (1,)


def still(rounds=None):
    """A quiet game at a table with a human (proposals on, AP-10.3)."""
    options = {"end_by_agreement": True} if rounds is None else {"stalemate_rounds": rounds}
    return position(options=options, players=[
        dict(name="Ann", side="austin", hand=["Crikey, my flares!"], score=pile_worth("austin", 20)),
        dict(name="Bo", side="evil", hand=["Zip it, minion."], score=pile_worth("evil", 30)),
    ])


def test_a_score_that_stands_still_ends_the_game_AP_10_3():
    s = still(rounds=1)  # one whole round without a change of score
    events = play_all(s, "P1 end", "P1 keep-hand", "P2 end")
    assert s.result is None
    events = play(s, "P2 keep-hand")  # Ann's turn again: a whole round has passed, nobody scored
    assert s.result.winners == (1,) and s.result.reason == "stalemate"
    assert events[-1].text == ("Nobody has scored for 1 round: the game ends. "
                               "Bo wins with 30 billion dollars.")
    assert legal(s) == []


def test_where_no_human_sits_fifteen_quiet_rounds_are_allowed_AP_10_3():
    from tabletop.games.austin_powers.state import UNATTENDED_OPTIONS
    assert UNATTENDED_OPTIONS == {"stalemate_rounds": 15, "end_by_agreement": False}
    s = position(options=UNATTENDED_OPTIONS, players=[
        dict(name="Ann", side="austin", hand=["Crikey, my flares!"], score=pile_worth("austin", 20)),
        dict(name="Bo", side="evil", hand=["Zip it, minion."], score=pile_worth("evil", 30)),
    ])
    assert "P1 propose-end" not in legal(s)
    assert refused(s, "P1 propose-end").rule == "AP-10.3"
    for _ in range(14):
        play_all(s, "P1 end", "P1 keep-hand", "P2 end", "P2 keep-hand")
    assert s.result is None and s.turn == 29
    play_all(s, "P1 end", "P1 keep-hand", "P2 end", "P2 keep-hand")
    assert s.result.reason == "stalemate" and s.result.winners == (1,)


def test_at_a_table_the_score_never_ends_a_game_by_itself_AP_10_3():
    from tabletop.games.austin_powers.state import ATTENDED_OPTIONS
    assert ATTENDED_OPTIONS == {"stalemate_rounds": 0, "end_by_agreement": True}
    assert G.unattended(G.default_setup(1), human=True).options == ATTENDED_OPTIONS
    assert G.unattended(G.default_setup(1)).options["stalemate_rounds"] == 15
    s = still()
    assert s.options.stalemate_rounds == 0
    for _ in range(40):
        play_all(s, "P1 end", "P1 keep-hand", "P2 end", "P2 keep-hand")
    assert s.result is None and s.turn == 81


def test_a_proposal_to_end_by_score_ends_the_game_if_everyone_accepts_AP_10_3():
    s = position(players=[
        dict(name="Ann", side="austin", score=pile_worth("austin", 20)),
        dict(name="Bo", side="evil", score=pile_worth("evil", 30)),
        dict(name="Cy", side="austin", score=pile_worth("austin", 10)),
    ], options={"end_by_agreement": True})
    events = play(s, "P2 propose-end")              # Bo steps in during Ann's turn
    assert texts(events) == ["Bo proposes to end the game by score: the highest score would win."]
    assert waiting(s) == [3, 1] and G.interjectors(s) == []
    assert legal(s, 3) == ["P3 accept-end", "P3 refuse-end"]
    play(s, "P3 accept-end")
    assert s.result is None and waiting(s) == [1]
    events = play(s, "P1 accept-end")
    assert s.result.reason == "agreed" and s.result.winners == (1,)
    assert events[-1].text == ("The players agree to end the game by score. Bo wins with "
                               "30 billion dollars.")


def test_one_refusal_and_the_game_goes_on_once_per_turn_AP_10_3():
    s = still()
    play_all(s, "P1 propose-end", "P2 refuse-end")
    assert s.result is None and s.proposal is None and waiting(s) == [1]
    assert "P1 propose-end" not in legal(s, 1)
    err = refused(s, "P1 propose-end")
    assert (err.rule, err.reason) == ("AP-10.3", "You have already proposed to end the game this turn.")
    play_all(s, "P1 end", "P1 keep-hand")
    assert "P1 propose-end" in legal(s, 1)          # Bo's turn: Ann may propose again


def test_computer_players_accept_when_they_are_not_ahead_AP_10_3():
    from tabletop.ai.greedy import GreedyBot
    s = still()                                      # Ann 20, Bo 30
    play(s, "P2 propose-end")
    bot = GreedyBot(1)
    assert G.format(bot.choose(G, G.view(s, 0), G.legal_actions(s, 0))) == "P1 accept-end"
    s = still()
    play(s, "P1 propose-end")
    assert G.format(bot.choose(G, G.view(s, 1), G.legal_actions(s, 1))) == "P2 refuse-end"


def test_a_bad_stalemate_option_is_refused():
    from tabletop.games.austin_powers.state import GameOptions
    assert GameOptions(stalemate_rounds=-1).problems() == [
        "stalemate_rounds must be a whole number, 0 or more, not -1"]
