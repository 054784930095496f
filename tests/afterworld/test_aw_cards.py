"""The card pool: four factions of original cards, effects the engine interprets, rules text made
from the data, and clear messages for a broken card file."""

from collections import Counter

import pytest
from aw_script import G, cid, play, position, territory

from tabletop.engine.errors import DataError
from tabletop.games.afterworld.abilities import VOCABULARY
from tabletop.games.afterworld.cards import FACTIONS, load_cards, rules_text
from tabletop.games.afterworld.resolve import HANDLED_VERBS


@pytest.mark.parametrize("faction", FACTIONS)
def test_each_faction_has_the_cards_the_issue_asks_for(faction):
    cards = [c for c in G.pool if c.faction == faction]
    kinds = Counter(c.type for c in cards)
    commanders = [c for c in cards if c.type == "commander"]
    assert len(commanders) >= 5
    assert {len(c.icons) for c in commanders} >= {1, 2, 3} or len({len(c.icons) for c in commanders}) >= 2
    # no two commanders alike: the grids differ, or what they lead does (the Shogun of the
    # Eastern Sea and the Ronin Lord share a grid: 5 units against 4 and Attack 2)
    assert len({(c.icons, c.unit_limit, c.attack) for c in commanders}) == len(commanders)
    assert len({c.icons for c in commanders}) >= len(commanders) - 1
    assert len({c.unit_limit for c in commanders}) >= 3
    territories = [c for c in cards if c.type == "territory"]
    assert len(territories) >= 10 and sum(c.fortress for c in territories) == 1
    assert kinds["unit"] + kinds["equipment"] + kinds["relic"] + kinds["event"] >= 15
    assert kinds["equipment"] >= 1 and kinds["relic"] >= 1 and kinds["event"] >= 5 and kinds["unit"] >= 8


def test_grids_span_one_to_three_icons_across_the_pool():
    sizes = Counter(len(c.icons) for c in G.pool if c.type == "commander")
    assert set(sizes) == {1, 2, 3}


def test_every_effect_verb_is_interpreted_and_used():
    """No card carries text the engine ignores: every verb of the vocabulary has a rule in
    resolve.py, and the shipped cards use every verb."""
    assert HANDLED_VERBS == set(VOCABULARY.verbs)
    used = set()
    for c in G.pool:
        for attr in ("effects", "at_start", "on_deploy", "on_attach"):
            used.update(e.verb for e in getattr(c, attr, ()))
    assert used == set(VOCABULARY.verbs)


def test_rules_text_is_made_from_the_data():
    texts = {c.name: c.text for c in G.pool}
    assert all(c.text == rules_text(c) for c in G.pool)
    assert texts["Plague of Locusts"] == "Deal 3 damage to an enemy unit."
    assert texts["Embalming Rites"] == ("Return one of your units to its owner's hand (its items go to the "
                                        "discard pile). Draw a card.")
    assert texts["Deluge"] == ("Deal 3 damage to an enemy territory or fortress on a square where one of your "
                               "divisions stands. Expend it.")
    assert texts["Coral Priestess"] == "Game start: draw a card. Add 1 Food to your pool."
    assert texts["Crook and Flail"] == "Attach to a commander. Its division's Unit Limit is 1 higher."
    assert texts["Fimbulwinter"] == "Each unit in an enemy division gets -2 Attack until end of turn."
    assert texts["Set, Lord of the Red Desert"] == "This commander strikes in battle with Attack 2."
    assert all(c.text for c in G.pool if c.type in ("event", "equipment", "relic"))


def test_heal_ready_and_expend_effects_in_play():
    """The remaining verbs in a game: Runes of Mending heals, Rising of the Nile readies a
    territory, Deluge damages and expends an enemy territory."""
    s = position({"step": "muster", "P1": {"faction": "norse", "hand": ["Runes of Mending"],
                                          "divisions": [{"units": [{"card": "Einherjar", "damage": 2}]}]}})
    play(s, 'P1 play "Runes of Mending" "Einherjar"')
    assert cid(s, "Einherjar") not in s.damage
    e = position({"step": "muster", "P1": {"hand": ["Rising of the Nile"]}})
    delta = territory(e, "a1")
    play(e, f"P1 expend #{delta}", f'P1 play "Rising of the Nile" #{delta}')
    assert delta not in e.expended and e.sides[0].food == 2
    play(e, f"P1 expend #{delta}")
    assert e.sides[0].food == 4
    a = position({"step": "muster", "P1": {"faction": "atlantean", "hand": ["Deluge"], "food": 1, "gold": 1,
                                          "divisions": [{"square": "b3", "units": ["Eel Swarm"]}]},
                  "P2": {"territories": {"b3": "Ash Grove of Yggdrasil"}}})  # Strength 5: it stands
    t = territory(a, "b3")
    play(a, f'P1 play "Deluge" #{t}')
    assert a.damage[t] == 3 and t in a.expended


CARD = '''[[card]]
key = "test-captain"
name = "Test Captain"
type = "commander"
faction = "egyptian"
limit = 1
icons = ["N NX"]
unit_limit = 3
at_start = [{ do = "drwa", amount = 1 }]

[[card]]
key = "test-bolt"
name = "Test Bolt"
type = "event"
faction = "norse"
limit = 2
effects = [{ do = "damage", amount = 2 }]

[[card]]
key = "test-axe"
name = "Test Axe"
type = "equipment"
faction = "norse"
limit = 2
atack = 1
'''


def test_a_broken_card_file_reports_every_problem_with_line_and_key(tmp_path):
    (tmp_path / "test.toml").write_text(CARD)
    with pytest.raises(DataError) as e:
        load_cards(tmp_path)
    got = [str(p) for p in e.value.problems]
    f = str(tmp_path / "test.toml")
    assert f"{f}:7: card[0].icons[0]: 'NX' is not an arrow (N, NE, E, SE, S, SW, W, NW; north = forward)" in got
    assert any(g.startswith(f"{f}:9: card[0].at_start[0].do: unknown effect 'drwa' (did you mean 'draw'?)") for g in got)
    assert any(g.startswith(f"{f}:17: card[1].effects[0]: 'damage' needs a target") for g in got)
    assert f"{f}:25: card[2].atack: unknown key (did you mean 'attack'?)" in got
    assert len(got) == 4
