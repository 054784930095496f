"""AW-5 The turn and AW-6 Food and Gold: both players act in every step, the automatic steps,
when events may be played, producing and paying."""

from aw_script import cid, division, hand, kinds, legal, play, position, refused, square, territory

from tabletop.games.afterworld import world


def two_armies(**top):
    """Turn 1, Muster step, Ann (P1) is the turn player; each side has one unit in d1."""
    data = {"names": ["Ann", "Bo"], "step": "muster",
            "P1": {"hand": ["Chariot Archer", "Plague of Locusts"],
                   "divisions": [{"commander": "Sun Barque", "units": ["Jackal Spearman"]}]},
            "P2": {"hand": ["Raven Scout"],
                   "divisions": [{"commander": "Jarl of the Fjords", "units": ["Berserker"]}]}}
    data.update(top)
    return position(data)


def test_aw_5_1_both_players_act_in_every_step_turn_player_first():
    """AW-5.1: Muster Ann then Bo, Move Ann then Bo, Battle Ann then Bo; acting out of turn is refused."""
    s = two_armies()
    seen = []
    refused(s, "P2 pass", "AW-5.1", "Bo may not act now: waiting for Ann.")
    for _ in range(6):
        seen.append((s.step, s.names[s.actor]))
        play(s, f"P{s.actor + 1} pass")
    assert seen == [("muster", "Ann"), ("muster", "Bo"), ("move", "Ann"), ("move", "Bo"),
                    ("battle", "Ann"), ("battle", "Bo")]
    assert s.turn == 2 and s.turn_player == 1 and s.step == "muster" and s.names[s.actor] == "Bo"


def test_aw_5_1_no_summoning_sickness_a_unit_moves_and_fights_the_turn_it_arrives():
    """AW-5.1: the Chariot Archer joins d1 in Muster, marches out in Move and attacks in Battle."""
    s = two_armies()
    play(s, 'P1 deploy "Chariot Archer" d1', "P1 pass", "P2 pass")
    play(s, "P1 move d1 b1", "P1 move d1 b2")
    assert s.step == "move" and s.actor == 0
    play(s, "P1 pass", "P2 pass")
    assert s.step == "battle"
    assert legal(s) == ["P1 pass"] or "P1 fight b2" not in legal(s)  # b2 is Ann's own: nothing to attack


def test_aw_5_1_a_player_whose_only_action_is_pass_still_passes():
    """AW-5.1: Bo has no units and no card to play in the Move step; the game still waits for his
    pass (only an empty hand with nothing to do is passed over, in a battle's response window)."""
    s = position({"names": ["Ann", "Bo"], "step": "move",
                  "P1": {"divisions": [{"units": ["Jackal Spearman"]}]}})
    play(s, "P1 pass")
    assert s.step == "move" and s.names[s.actor] == "Bo" and legal(s) == ["P2 pass"]
    play(s, "P2 pass")
    assert s.step == "battle"


def test_aw_5_2_ready_draw_and_end_happen_by_themselves():
    """AW-5.2: at the End, damage, pools and until-end-of-turn bonuses go; the next turn readies
    everything, resets moves, and the new turn player draws first, then the other player."""
    s = two_armies()
    nile = territory(s, "a1")
    play(s, f"P1 expend #{nile}")
    assert nile in s.expended and s.sides[0].food == 2
    s.damage[territory(s, "b1")] = 2
    s.attack_bonus[cid(s, "Jackal Spearman")] = 2
    division(s, "P1", 1).moves = 2
    hands = [len(side.hand) for side in s.sides]
    events = []
    for _ in range(6):
        events = play(s, f"P{s.actor + 1} pass")
    assert not s.damage and not s.attack_bonus and not s.expended
    assert (s.sides[0].food, s.sides[0].gold) == (0, 0)
    assert division(s, "P1", 1).moves == 0
    assert [len(side.hand) for side in s.sides] == [hands[0] + 1, hands[1] + 1]
    draws = [e.seat for e in events if e.kind == "draw"]
    assert draws == [1, 0]  # Bo is the turn player of turn 2 and draws first
    assert kinds(events)[:2] == ["pass", "step"]


def test_aw_5_3_events_in_own_part_of_any_step_only():
    """AW-5.3: Ann plays Plague of Locusts in her part of the Move step once she has paid; Bo
    cannot play during her part; the option events_in_every_step=false keeps events to Muster."""
    data = {"names": ["Ann", "Bo"], "step": "move",
            "P1": {"hand": ["Plague of Locusts"], "food": 1, "gold": 1,
                   "divisions": [{"units": ["Jackal Spearman"]}]},
            "P2": {"hand": ["Thor's Lightning"], "gold": 2,
                   "divisions": [{"square": "b3", "units": ["Berserker"]}]}}
    s = position(data)
    refused(s, f'P2 play "Thor\'s Lightning" #{cid(position(data), "Jackal Spearman")}', "AW-5.1",
            "Bo may not act now: waiting for Ann.")
    play(s, 'P1 play "Plague of Locusts" "Berserker"')
    assert "Berserker" in [s.cards[c] and __import__("aw_script").G.pool[s.cards[c]].name for c in s.sides[1].discard]
    muster_only = position(dict(data, options={"events_in_every_step": False}))
    refused(muster_only, 'P1 play "Plague of Locusts" "Berserker"', "AW-5.3",
            "With this table's rules, events are played only in the Muster step and in a battle's "
            "response window.")


def test_aw_6_1_expending_territories_and_the_fortress_for_food_and_gold():
    """AW-6.1: expend a territory and the fortress for their Food and Gold; not twice, not a
    destroyed one, not the enemy's."""
    s = two_armies(P1={"territories": {"a1": "Nile Delta", "b1": {"card": "Red Desert", "destroyed": True},
                                       "F1": "Fortress of Heliopolis"},
                       "divisions": [{"units": ["Jackal Spearman"]}]})
    play(s, 'P1 expend "Nile Delta"', 'P1 expend "Fortress of Heliopolis"')
    assert (s.sides[0].food, s.sides[0].gold) == (3, 1)
    refused(s, 'P1 expend "Nile Delta"', "AW-6.1", "Nile Delta is already expended this turn.")
    refused(s, 'P1 expend "Red Desert"', "AW-2.3", "Red Desert is destroyed and produces nothing.")
    refused(s, f"P1 expend #{territory(s, 'a3')}", "AW-6.1",
            f"{__import__('aw_script').G.pool[s.cards[territory(s, 'a3')]].name} is not one of your territories.")


def test_aw_6_1_expend_only_in_muster_unless_option():
    """AW-5.2/AW-6.1: territories are expended in the Muster step; expend_any_time allows it in
    any step in which the player may play an event."""
    data = {"step": "battle", "P1": {"hand": ["Plague of Locusts"],
                                    "divisions": [{"units": ["Jackal Spearman"]}]}}
    s = position(data)
    refused(s, f"P1 expend #{territory(s, 'a1')}", "AW-5.2",
            "Territories are expended for Food and Gold in your part of the Muster step.")
    o = position(dict(data, options={"expend_any_time": True}))
    play(o, f"P1 expend #{territory(o, 'a1')}")
    assert o.sides[0].food == 2


def test_aw_6_2_paying_food_and_gold_and_no_substitution():
    """AW-6.2: Plague of Locusts costs 1 Food and 1 Gold; 2 Food cannot pay for it, unless the
    food_gold_substitute option is on."""
    data = {"step": "muster", "P1": {"hand": ["Plague of Locusts"], "food": 2,
                                    "divisions": [{"units": ["Jackal Spearman"]}]},
            "P2": {"divisions": [{"units": ["Berserker"]}]}}
    s = position(data)
    refused(s, 'P1 play "Plague of Locusts" "Berserker"', "AW-6.2",
            "Plague of Locusts costs 1 Food and 1 Gold and your pool holds 2 Food and 0 Gold.")
    assert not any(a.startswith("P1 play") for a in legal(s))
    o = position(dict(data, options={"food_gold_substitute": True}))
    play(o, 'P1 play "Plague of Locusts" "Berserker"')
    assert (o.sides[0].food, o.sides[0].gold) == (0, 0)


def test_aw_6_3_the_pool_empties_at_the_end_of_the_turn():
    """AW-6.3: unspent Food and Gold vanish at the End."""
    s = two_armies(P1={"food": 3, "gold": 2, "divisions": [{"units": ["Jackal Spearman"]}]})
    for _ in range(6):
        play(s, f"P{s.actor + 1} pass")
    assert (s.sides[0].food, s.sides[0].gold) == (0, 0) and s.turn == 2


def test_aw_2_6_and_ready_step_readies_expended_territories():
    """AW-2.6 / AW-5.2: expended (sideways) territories are ready again next turn."""
    s = two_armies()
    play(s, f"P1 expend #{territory(s, 'a1')}")
    for _ in range(6):
        play(s, f"P{s.actor + 1} pass")
    assert territory(s, "a1") not in s.expended
    assert square(s, "P1", 1) == world.NAMES[world.F1]
    assert len(hand(s, "P1")) >= 2
