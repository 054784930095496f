"""AW-9 Battle (with AW-2.2-2.4 and AW-7.5): forces, targets, the response window, damage all
at once, destruction, auto-return."""

from aw_script import G, cid, division, kinds, legal, names, play, position, refused, square, territory

from tabletop.games.afterworld import world


def invasion(**top):
    """Battle step, Ann's part: her d1 (Jackal Spearman 3/2, Chariot Archer 3/2) stands on c3,
    Bo's front-row square, where Bo's d1 (Berserker 4/1) and his territory Dwarven Forge (4) are."""
    data = {"names": ["Ann", "Bo"], "step": "battle",
            "P1": {"divisions": [{"commander": "Sun Barque", "square": "c3",
                                  "units": ["Jackal Spearman", "Chariot Archer"]}]},
            "P2": {"territories": {"c3": "Dwarven Forge"},
                   "divisions": [{"commander": "Jarl of the Fjords", "square": "c3", "units": ["Berserker"]}]}}
    data.update(top)
    return position(data)


def test_aw_9_1_to_9_5_a_battle_from_targets_to_damage_and_auto_return():
    """AW-9.1, AW-9.3, AW-9.4, AW-9.5, AW-2.2, AW-7.5: the Spearman kills the Berserker, the Archer hits Dwarven Forge for 3;
    the Berserker goes to the discard pile and Bo's emptied division returns to its fortress."""
    s = invasion()
    assert legal(s) == ["P1 fight c3", "P1 pass"]
    play(s, "P1 fight c3")
    assert sorted(legal(s)) == sorted(f"P1 attack #{a} #{t}" for a in (cid(s, "Jackal Spearman"), cid(s, "Chariot Archer"))
                                      for t in (cid(s, "Berserker"), territory(s, "c3")))
    refused(s, "P1 pass", "AW-9.3", "First give every unit of the battle on c3 a target.")
    play(s, 'P1 attack "Jackal Spearman" "Berserker"')
    events = play(s, 'P1 attack "Chariot Archer" "Dwarven Forge"')
    # both hands are empty: the response window closes by itself, then damage
    assert s.battle is None and s.fought == [world.parse_square("c3")]
    assert names(s, s.sides[1].discard) == ["Berserker"]
    assert s.damage[territory(s, "c3")] == 3 and territory(s, "c3") not in s.destroyed
    assert square(s, "P2", 1) == "F2"
    assert kinds(events)[-4:] == ["damage", "damage", "unit-destroyed", "division-returned"]
    assert events[-1].text == "Bo's division d1 returns to its fortress (it has no units left)."
    refused(s, "P1 fight c3", "AW-9.2", "You have already fought on c3 in this part of the Battle step.")


def test_aw_9_1_a_division_attacks_only_its_own_square():
    """AW-9.1: no units of Ann on b3, and a unit cannot target what is on another square."""
    s = invasion(P2={"divisions": [{"square": "c3", "units": ["Berserker"]}, {"square": "b3", "units": ["Einherjar"]}]})
    refused(s, "P1 fight b3", "AW-9.1", "You have no units on b3; a division fights only where it stands.")
    play(s, "P1 fight c3")
    refused(s, 'P1 attack "Jackal Spearman" "Einherjar"', "AW-9.1",
            "Einherjar is not an enemy unit or the enemy territory on c3; a unit attacks only what stands on its own square.")
    refused(s, 'P1 attack "Sun Barque" "Berserker"', "AW-9.3", "Sun Barque is not part of your force in the battle on c3.")


def test_aw_9_1_all_divisions_of_a_player_on_a_square_fight_as_one_force():
    """AW-9.1: Ann's d1 and d2 both stand on c3; one battle gives targets to the units of both
    (their commanders, Sun Barque and Thoth's Scribe, have no Attack): 3 + 2 damage lands."""
    s = invasion(P1={"divisions": [{"square": "c3", "units": ["Jackal Spearman"], "commander": "Sun Barque"},
                                   {"square": "c3", "units": ["Scarab Swarm"], "commander": "Thoth's Scribe"}]})
    play(s, "P1 fight c3")
    assert s.battle.strikers == [cid(s, "Jackal Spearman"), cid(s, "Scarab Swarm")]
    play(s, 'P1 attack "Jackal Spearman" "Dwarven Forge"', 'P1 attack "Scarab Swarm" "Dwarven Forge"')
    assert s.damage[territory(s, "c3")] == 5


def test_aw_9_2_a_battle_needs_units_and_something_to_attack():
    """AW-9.2: on her own square there is nothing to attack; a destroyed territory cannot be
    attacked again (AW-2.3)."""
    s = position({"step": "battle", "P1": {"divisions": [{"square": "b2", "units": ["Jackal Spearman"]},
                                                         {"square": "b3", "units": ["Scarab Swarm"]}]},
                  "P2": {"territories": {"b3": {"card": "Dwarven Forge", "destroyed": True}}}})
    refused(s, "P1 fight b2", "AW-9.2", "There is nothing to attack on b2: no enemy unit and no enemy territory.")
    refused(s, "P1 fight b3", "AW-2.3", "Dwarven Forge on b3 is already destroyed and there is no enemy unit there.")
    assert legal(s) == ["P1 pass"]


def test_aw_9_3_only_the_side_whose_part_it_is_deals_damage():
    """AW-9.3: in Ann's battle the Berserker does not strike back; Bo strikes in his own part."""
    s = invasion()
    play(s, "P1 fight c3", 'P1 attack "Jackal Spearman" "Dwarven Forge"', 'P1 attack "Chariot Archer" "Dwarven Forge"')
    assert cid(s, "Chariot Archer") not in s.damage
    play(s, "P1 pass")
    play(s, "P2 fight c3")
    play(s, 'P2 attack "Berserker" "Chariot Archer"')
    assert names(s, s.sides[0].discard) == ["Chariot Archer"]
    assert names(s, division(s, "P1", 1).units) == ["Jackal Spearman"]


def test_aw_9_3_a_commander_with_attack_strikes_and_without_deals_nothing():
    """AW-9.3: Set, Lord of the Red Desert strikes with Attack 2 (with his Scarab Swarm's 2: 4
    damage); Sun Barque, on the same square, has none and is no striker."""
    s = invasion(P1={"divisions": [{"commander": "Set, Lord of the Red Desert", "square": "c3",
                                    "units": ["Scarab Swarm"]},
                                   {"commander": "Sun Barque", "square": "c3", "units": ["Ushabti Servant"]}]})
    play(s, "P1 fight c3")
    assert names(s, s.battle.strikers) == ["Set, Lord of the Red Desert", "Scarab Swarm", "Ushabti Servant"]
    refused(s, 'P1 attack "Sun Barque" "Dwarven Forge"', "AW-9.3", "Sun Barque is not part of your force in the battle on c3.")
    play(s, 'P1 attack "Set, Lord of the Red Desert" "Dwarven Forge"', 'P1 attack "Scarab Swarm" "Dwarven Forge"',
         'P1 attack "Ushabti Servant" "Berserker"')
    assert s.damage[territory(s, "c3")] == 4


def test_aw_9_3_defender_strikes_back_option():
    """AW-9.3 [T] option defender_strikes_back: Bo's Berserker gets a target among the attackers,
    and all damage lands at once: both the Berserker and the Chariot Archer die."""
    s = invasion(options={"defender_strikes_back": True})
    play(s, "P1 fight c3", 'P1 attack "Jackal Spearman" "Berserker"', 'P1 attack "Chariot Archer" "Dwarven Forge"')
    assert s.battle.stage == "counter" and G.to_act(s) == [1]
    refused(s, 'P2 attack "Berserker" "Dwarven Forge"', "AW-9.3",
            "Dwarven Forge is not an attacking unit on c3; striking back, a unit targets a unit of the attacker.")
    play(s, 'P2 attack "Berserker" "Chariot Archer"')
    assert names(s, s.sides[0].discard) == ["Chariot Archer"] and names(s, s.sides[1].discard) == ["Berserker"]


def test_aw_9_4_response_window_defender_then_attacker():
    """AW-9.4: after targets, Bo answers first: Thor's Lightning kills the Chariot Archer, whose
    damage is then lost; Ann answers with Plague of Locusts on the Berserker. Then damage."""
    s = invasion(P1={"hand": ["Plague of Locusts"], "food": 1, "gold": 1,
                     "divisions": [{"commander": "Sun Barque", "square": "c3",
                                    "units": ["Jackal Spearman", "Chariot Archer"]}]},
                 P2={"hand": ["Thor's Lightning"], "gold": 2, "territories": {"c3": "Dwarven Forge"},
                     "divisions": [{"square": "c3", "units": ["Berserker", "Huskarl Shieldbearer"]}]})
    play(s, "P1 fight c3", 'P1 attack "Jackal Spearman" "Huskarl Shieldbearer"',
         'P1 attack "Chariot Archer" "Dwarven Forge"')
    assert s.battle.stage == "respond" and G.to_act(s) == [1]
    assert "P2 pass" in legal(s)
    refused(s, 'P1 play "Plague of Locusts" "Berserker"', "AW-5.1", "Ann may not act now: waiting for Bo.")
    events = play(s, 'P2 play "Thor\'s Lightning" "Chariot Archer"')
    assert names(s, s.sides[0].discard) == ["Chariot Archer"]
    # Bo's hand is empty now (everyone sees it): his part of the window ends by itself
    assert events[-1].text == "Bo has no cards in hand and passes."
    assert G.to_act(s) == [0]
    play(s, 'P1 play "Plague of Locusts" "Berserker"')
    # Ann's hand is now empty: her part of the window ends by itself and damage is dealt
    assert s.battle is None
    assert territory(s, "c3") not in s.damage  # the Archer's damage never came
    assert s.damage[cid(s, "Huskarl Shieldbearer")] == 3
    assert names(s, s.sides[1].discard) == ["Thor's Lightning", "Berserker"]


def test_aw_9_4_response_window_option_off():
    """AW-9.4 [T] option response_window=false: damage follows the last target at once."""
    s = invasion(P2={"hand": ["Thor's Lightning"], "gold": 2,
                     "divisions": [{"square": "c3", "units": ["Berserker"]}]}, options={"response_window": False})
    play(s, "P1 fight c3", 'P1 attack "Jackal Spearman" "Berserker"', 'P1 attack "Chariot Archer" "Berserker"')
    assert s.battle is None and names(s, s.sides[1].discard) == ["Berserker"]


def test_aw_9_6_damage_lasts_until_the_end_step():
    """AW-9.6: Night Raid deals 2 to Ann's Thebes (4) in the Move step; two more points in the
    Battle step destroy it. Damage left at the End is removed."""
    s = position({"names": ["Ann", "Bo"], "step": "move", "turn_player": "P2",
                  "P1": {"territories": {"b2": "Thebes", "c2": "Valley of the Kings"}},
                  "P2": {"faction": "japanese", "hand": ["Night Raid"], "food": 1,
                         "divisions": [{"square": "b2", "units": ["Ashigaru Pikeman"]},
                                       {"square": "c2", "units": ["Onna-musha Archer"]}]}})
    delta, oasis = territory(s, "b2"), territory(s, "c2")
    play(s, f'P2 play "Night Raid" #{delta}', "P2 pass", "P1 pass")
    assert s.damage[delta] == 2
    play(s, "P2 fight b2", f'P2 attack "Ashigaru Pikeman" #{delta}')
    assert delta in s.destroyed
    play(s, "P2 fight c2", f'P2 attack "Onna-musha Archer" #{oasis}')
    assert s.damage[territory(s, "c2")] == 2
    play(s, "P2 pass", "P1 pass")
    assert s.turn == 2 and not s.damage and territory(s, "b2") in s.destroyed


def test_aw_2_1_and_2_4_commanders_stay_items_follow_their_holder():
    """AW-2.1, AW-2.4: the Berserker with a Bearded Axe dies: the axe goes to the discard pile too;
    the Jarl (a commander) stays with his division, which returns home (AW-7.5)."""
    s = invasion(P2={"territories": {"c3": "Dwarven Forge"},
                     "divisions": [{"commander": "Jarl of the Fjords", "square": "c3", "items": ["Linden Shield"],
                                    "units": [{"card": "Berserker", "items": ["Bearded Axe"]}]}]})
    play(s, "P1 fight c3", 'P1 attack "Jackal Spearman" "Berserker"', 'P1 attack "Chariot Archer" "Berserker"')
    assert names(s, s.sides[1].discard) == ["Bearded Axe", "Berserker"]
    assert names(s, [division(s, "P2", 1).commander]) == ["Jarl of the Fjords"]
    assert s.items[division(s, "P2", 1).commander] == [cid(s, "Linden Shield")]
    assert square(s, "P2", 1) == "F2"


def test_aw_2_2_health_counts_items_and_bonuses():
    """AW-2.2: a Berserker (Health 1) with a Linden Shield (+2 Health) survives 2 damage (a Scarab Swarm's)."""
    s = invasion(P1={"divisions": [{"commander": "Sun Barque", "square": "c3", "units": ["Scarab Swarm", "Chariot Archer"]}]},
                 P2={"divisions": [{"square": "c3", "units": [{"card": "Berserker", "items": ["Linden Shield"]}]}]})
    play(s, "P1 fight c3", 'P1 attack "Scarab Swarm" "Berserker"', f'P1 attack "Chariot Archer" #{territory(s, "c3")}')
    assert cid(s, "Berserker") in division(s, "P2", 1).units and s.damage[cid(s, "Berserker")] == 2
