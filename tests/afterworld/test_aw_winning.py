"""AW-10 Winning: elimination, slash and burn, deck out with its four-step tiebreak, both losing."""

import pytest
from aw_script import G, play, position, refused, territory

P2_SQUARES = ["a3", "b3", "c3", "d3", "a4", "b4", "c4", "d4"]


def test_aw_10_1_elimination_when_a_fortress_falls():
    """AW-10.1: Bo's Fortress of Asgard (Strength 21) already has 18 damage; Ann's Jackal
    Spearman on F2 deals the last 3 and Ann wins at once. Nobody can act afterwards."""
    s = position({"names": ["Ann", "Bo"], "step": "battle",
                  "P1": {"divisions": [{"commander": "Sun Barque", "square": "F2", "units": ["Jackal Spearman"]}]},
                  "P2": {"territories": {"F2": {"damage": 18}}}})
    events = play(s, "P1 fight F2", f"P1 attack \"Jackal Spearman\" #{territory(s, 'F2')}")
    assert s.result.winners == (0,) and s.result.reason == "elimination"
    assert s.result.detail == "Bo's Fortress of Asgard is destroyed: Ann wins."
    assert events[-1].kind == "game-over"
    assert G.legal_actions(s) == [] and G.to_act(s) == []
    refused(s, "P1 pass", "AW-10", "The game is over.")


def test_aw_10_2_slash_and_burn_when_all_eight_territories_are_destroyed():
    """AW-10.2: seven of Bo's territories are destroyed; Ann destroys the eighth on c3."""
    p2 = {sq: {"destroyed": True} for sq in P2_SQUARES if sq != "c3"}
    p2["c3"] = {"damage": 3}
    s = position({"names": ["Ann", "Bo"], "step": "battle", "P2": {"territories": p2},
                  "P1": {"divisions": [{"commander": "Sun Barque", "square": "c3", "units": ["Chariot Archer"]}]}})
    play(s, "P1 fight c3", f"P1 attack \"Chariot Archer\" #{territory(s, 'c3')}")
    assert s.result.winners == (0,) and s.result.reason == "slash-and-burn"
    assert s.result.detail == "All eight territories of Bo are destroyed: Ann wins."


def deck_out(p1: dict, p2: dict, **top):
    """Bo passes the last part of turn 1; turn 2 is his, and his deck is empty: he must draw."""
    p2 = dict(p2, deck=[])
    data = {"names": ["Ann", "Bo"], "step": "battle", "actor": "P2", "P1": p1, "P2": p2}
    data.update(top)
    s = position(data)
    play(s, "P2 pass")
    return s


def test_aw_10_3_step_1_more_territories_standing():
    """AW-10.3 step 1: Ann has lost a territory, Bo none: Bo wins the deck-out he caused."""
    s = deck_out({"territories": {"b2": {"card": "Red Desert", "destroyed": True}}}, {})
    assert s.result.winners == (1,) and s.result.reason == "deck-out"
    assert s.result.detail == "Bo must draw from an empty deck. Bo wins on territories not destroyed (8 to 9)."


def test_aw_10_3_step_2_smaller_strength_of_destroyed_territories():
    """AW-10.3 step 2: one destroyed each; Ann lost Nile Delta (3), Bo Barley Fields (2)."""
    s = deck_out({"territories": {"b2": {"card": "Nile Delta", "destroyed": True}}},
                 {"territories": {"b3": {"card": "Barley Fields", "destroyed": True}}})
    assert s.result.winners == (1,)
    assert "printed Strength of destroyed territories (3 to 2)" in s.result.detail


def test_aw_10_3_step_3_larger_printed_attack_in_play():
    """AW-10.3 step 3: printed Attack only: Ann's Scarab Swarm (2, +2 from a Khopesh that does
    not count) against Bo's Einherjar (3)."""
    s = deck_out({"divisions": [{"units": [{"card": "Scarab Swarm", "items": ["Khopesh"]}]}]},
                 {"divisions": [{"units": ["Einherjar"]}]})
    assert s.result.winners == (1,)
    assert "printed Attack of units in play (2 to 3)" in s.result.detail


def test_aw_10_3_step_4_larger_printed_health_in_play():
    """AW-10.3 step 4: equal printed Attack (2 each); Ann's Scarab Swarm has Health 2, Bo's
    Shield-wall Veteran Health 3: Bo wins."""
    s = deck_out({"divisions": [{"units": ["Scarab Swarm"]}]},
                 {"divisions": [{"units": ["Shield-wall Veteran"]}]})
    assert s.result.winners == (1,)
    assert "printed Health of units in play (2 to 3)" in s.result.detail


@pytest.mark.parametrize("option, winners, reason", [("draw", (), "draw"), ("drawer-loses", (0,), "deck-out")])
def test_aw_10_3_equal_on_all_four_counts(option, winners, reason):
    """AW-10.3 [T]: equal on all four (Scarab Swarm 2/2 against Viking Raider 2/2): a draw (option
    deck_out_tie='drawer-loses': Bo loses)."""
    s = deck_out({"divisions": [{"units": ["Scarab Swarm"]}]},
                 {"divisions": [{"units": ["Viking Raider"]}]}, options={"deck_out_tie": option})
    assert s.result.winners == winners and s.result.reason == reason


def test_aw_10_3_deck_out_the_moment_an_effect_draws_from_an_empty_deck():
    """AW-10.3: Tea Ceremony draws 2 with one card left: the game ends in the middle of the turn."""
    s = position({"names": ["Ann", "Bo"], "step": "muster",
                  "P1": {"faction": "japanese", "hand": ["Tea Ceremony"], "food": 1, "deck": ["Katana"]},
                  "P2": {"territories": {"a3": {"card": "Frozen Tundra", "destroyed": True}}}})
    play(s, 'P1 play "Tea Ceremony"')
    assert s.result.reason == "deck-out" and s.result.winners == (0,)
    assert s.result.detail.startswith("Ann must draw from an empty deck.")


@pytest.mark.parametrize("option, winners", [("draw", ()), ("turn-player-wins", (0,))])
def test_aw_10_4_both_players_losing_at_once(option, winners):
    """AW-10.4 [T]: both fortresses fall in the same settling of damage (a set-up where Ann's
    fortress, Heliopolis (19), already carries 19 damage when Ann's Jackal Spearman deals the last 3
    to Bo's Asgard (21, 18 damage)): a draw, or with simultaneous_loss='turn-player-wins', Ann (the turn
    player) wins."""
    s = position({"names": ["Ann", "Bo"], "step": "battle", "options": {"simultaneous_loss": option},
                  "P1": {"territories": {"F1": {"damage": 19}},
                         "divisions": [{"commander": "Sun Barque", "square": "F2", "units": ["Jackal Spearman"]}]},
                  "P2": {"territories": {"F2": {"damage": 18}}}})
    play(s, "P1 fight F2", f"P1 attack \"Jackal Spearman\" #{territory(s, 'F2')}")
    assert s.result.winners == winners
    assert s.result.detail.startswith("Both players lose at once")
