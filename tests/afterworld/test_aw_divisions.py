"""AW-7 Divisions: putting units in, attaching items, unit limits, and auto-return by any cause;
with the card effects (AW-2.5) that make units leave."""

from aw_script import G, cid, division, legal, names, play, position, refused, square


def muster(p1=None, p2=None, **top):
    data = {"names": ["Ann", "Bo"], "step": "muster", "P1": p1 or {}, "P2": p2 or {}}
    data.update(top)
    return position(data)


def test_aw_7_1_three_divisions_each_led_by_a_commander():
    """AW-7.1: each player has divisions d1-d3, each a commander with its units and items."""
    s = muster({"divisions": [{"commander": "Sun Barque", "units": ["Jackal Spearman"], "items": ["Crook and Flail"]}]})
    assert [d.number for d in s.sides[0].divisions] == [1, 2, 3]
    assert names(s, [d.commander for d in s.sides[0].divisions]) == [
        "Sun Barque", "Anubis, Guide of the Dead", "Pharaoh of the Two Lands"]
    d1 = division(s, "P1", 1)
    assert names(s, d1.units) == ["Jackal Spearman"] and names(s, s.items[d1.commander]) == ["Crook and Flail"]


def test_aw_7_2_units_join_divisions_inside_own_empire_up_to_the_unit_limit():
    """AW-7.2: into d1 on Ann's own front row, on a destroyed square too; never into d2 standing in
    Bo's empire; and not beyond Sun Barque's Unit Limit of 3."""
    s = muster({"hand": ["Scarab Swarm", "Mummy Guardian", "Desert Nomad"],
                "territories": {"b2": {"card": "Red Desert", "destroyed": True}},
                "divisions": [{"commander": "Sun Barque", "square": "b2", "units": ["Jackal Spearman", "Chariot Archer"]},
                              {"square": "b3", "units": ["Medjay Scout"]}]})
    refused(s, 'P1 deploy "Scarab Swarm" d2', "AW-7.2",
            "Division d2 stands on b3, outside your empire; units join only divisions inside your own empire.")
    play(s, 'P1 deploy "Scarab Swarm" d1')
    assert names(s, division(s, "P1", 1).units) == ["Jackal Spearman", "Chariot Archer", "Scarab Swarm"]
    refused(s, 'P1 deploy "Mummy Guardian" d1', "AW-7.2",
            "Division d1 already holds 3 units, the Unit Limit of Sun Barque.")
    play(s, 'P1 deploy "Mummy Guardian" d3')
    refused(s, f"P1 deploy #{cid(s, 'Jackal Spearman')} d3", "AW-7.2", "Jackal Spearman is not in your hand.")


def test_aw_7_2_a_relic_raises_the_unit_limit():
    """AW-7.2 with Crook and Flail (+1 Unit Limit on the commander): a fourth unit fits."""
    s = muster({"hand": ["Scarab Swarm", "Crook and Flail"], "gold": 2,
                "divisions": [{"commander": "Sun Barque", "units": ["Jackal Spearman", "Chariot Archer", "Desert Nomad"]}]})
    assert 'P1 deploy #%d d1' % cid(s, "Scarab Swarm") not in legal(s)
    play(s, 'P1 attach "Crook and Flail" "Sun Barque"', 'P1 deploy "Scarab Swarm" d1')
    assert len(division(s, "P1", 1).units) == 4 and s.sides[0].gold == 0


def test_aw_7_3_items_attach_inside_own_empire_to_the_right_holder():
    """AW-7.3: Khopesh goes on a unit (not a commander), only in Ann's empire, and is paid (AW-6.2)."""
    s = muster({"hand": ["Khopesh", "Crook and Flail"], "gold": 1,
                "divisions": [{"commander": "Sun Barque", "units": ["Jackal Spearman"]},
                              {"square": "a3", "units": ["Chariot Archer"]}]})
    refused(s, 'P1 attach "Khopesh" "Sun Barque"', "AW-7.3", "Khopesh can only be attached to a unit.")
    refused(s, 'P1 attach "Khopesh" "Chariot Archer"', "AW-7.3",
            "Division d2 stands on a3, outside your empire; items are attached only inside your own empire.")
    refused(s, 'P1 attach "Crook and Flail" "Sun Barque"', "AW-6.2",
            "Crook and Flail costs 2 Gold and your pool holds 0 Food and 1 Gold.")
    play(s, 'P1 attach "Khopesh" "Jackal Spearman"')
    assert names(s, s.items[cid(s, "Jackal Spearman")]) == ["Khopesh"] and s.sides[0].gold == 0


def test_aw_7_3_items_on_enemy_cards_are_refused():
    """AW-7.3: an item goes only on a commander or unit of your own divisions."""
    s = muster({"hand": ["Ankh of Life"], "food": 1, "gold": 1}, {"divisions": [{"units": ["Berserker"]}]})
    refused(s, 'P1 attach "Ankh of Life" "Berserker"', "AW-7.3",
            "Berserker is not a commander or unit of one of your divisions.")


def test_aw_7_4_units_never_change_division():
    """AW-7.4: no action moves a unit between divisions; a unit in play is not in the hand."""
    s = muster({"divisions": [{"units": ["Jackal Spearman"]}, {"units": []}]})
    assert not any(a.startswith("P1 deploy") for a in legal(s))
    refused(s, f"P1 deploy #{cid(s, 'Jackal Spearman')} d2", "AW-7.2", "Jackal Spearman is not in your hand.")


def test_aw_7_5_auto_return_after_an_event_destroys_the_last_unit():
    """AW-7.5: Judgement of Ma'at destroys Bo's only unit on b2; his division goes home at once."""
    s = muster({"hand": ["Judgement of Ma'at"], "gold": 2},
               {"divisions": [{"square": "b2", "units": ["Berserker"]}, {"square": "c2", "units": ["Einherjar", "Viking Raider"]}]})
    events = play(s, 'P1 play "Judgement of Ma\'at" "Berserker"')
    assert square(s, "P2", 1) == "F2"
    assert [e.text for e in events][-2:] == ["Berserker (Bo) is destroyed.",
                                             "Bo's division d1 returns to its fortress (it has no units left)."]
    assert names(s, s.sides[0].discard) == ["Judgement of Ma'at"]


def test_aw_7_5_and_2_5_auto_return_after_removal_and_return_to_hand():
    """AW-7.5, AW-2.5: Tidal Wave removes Ann's last unit of d1 (removed pile, not discard);
    Whirlpool returns the last unit of d2 to her hand. Both divisions go home."""
    s = position({"names": ["Ann", "Bo"], "step": "muster", "turn_player": "P2",
                  "P1": {"divisions": [{"square": "b3", "units": ["Jackal Spearman"]},
                                       {"square": "c3", "units": [{"card": "Chariot Archer", "items": ["Khopesh"]}]},
                                       {"square": "c3", "units": ["Scarab Swarm"]}]},
                  "P2": {"faction": "atlantean", "hand": ["Tidal Wave", "Whirlpool"], "food": 3, "gold": 1}})
    play(s, 'P2 play "Tidal Wave" "Jackal Spearman"')
    assert names(s, s.sides[0].removed) == ["Jackal Spearman"] and not s.sides[0].discard
    assert square(s, "P1", 1) == "F1"
    play(s, 'P2 play "Whirlpool" "Chariot Archer"')
    assert "Chariot Archer" in names(s, s.sides[0].hand) and names(s, s.sides[0].discard) == ["Khopesh"]
    assert square(s, "P1", 2) == "F1" and square(s, "P1", 3) == "c3"


def test_aw_7_5_own_event_that_returns_the_last_unit_sends_the_division_home():
    """AW-7.5 any cause: Embalming Rites returns Ann's own last unit of d1 to her hand and draws."""
    s = muster({"hand": ["Embalming Rites"], "food": 1, "deck": ["Scarab Swarm"],
                "divisions": [{"square": "c2", "units": ["Mummy Guardian"]}]})
    play(s, 'P1 play "Embalming Rites" "Mummy Guardian"')
    assert names(s, s.sides[0].hand) == ["Mummy Guardian", "Scarab Swarm"]
    assert square(s, "P1", 1) == "F1"


def test_moving_events_and_buffs():
    """Card effects: Smoke and Shadows moves a division one square (not using a move), Divine Wind
    sends an enemy division home, Bushido Oath gives each unit +1 Attack and +1 Health until end of turn
    (Samurai Retainer 2/3 and Ashigaru Pikeman 2/2 become 3/4 and 3/3)."""
    s = position({"names": ["Ann", "Bo"], "step": "move",
                  "P1": {"faction": "japanese", "hand": ["Smoke and Shadows", "Divine Wind", "Bushido Oath"],
                         "food": 1, "gold": 3,
                         "divisions": [{"square": "b2", "units": ["Samurai Retainer", "Ashigaru Pikeman"]}]},
                  "P2": {"divisions": [{"square": "c3", "units": ["Berserker"]}]}})
    refused(s, 'P1 play "Smoke and Shadows" P1:d1 d4', "AW-2",
            "d4 is not one square away from b2, where division P1:d1 stands.")
    play(s, 'P1 play "Smoke and Shadows" d1 c3')
    assert square(s, "P1", 1) == "c3" and division(s, "P1", 1).moves == 0
    play(s, 'P1 play "Divine Wind" P2:d1')
    assert square(s, "P2", 1) == "F2"
    play(s, 'P1 play "Bushido Oath" P1:d1')
    from tabletop.games.afterworld.query import attack_of, health_of
    assert [attack_of(s, G.card_of, u) for u in division(s, "P1", 1).units] == [3, 3]
    assert [health_of(s, G.card_of, u) for u in division(s, "P1", 1).units] == [4, 3]
    refused(position({"step": "muster", "P1": {"hand": ["Blessing of Isis"], "food": 1}}),
            'P1 play "Blessing of Isis" P1:d1', "AW-2", "Division P1:d1 has no units, so Blessing of Isis cannot target it.")
