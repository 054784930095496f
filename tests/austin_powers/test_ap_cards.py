"""The card pool: what each side offers, rules text from effect data, and located errors in
card files."""

from collections import Counter

import pytest

from ap_script import G
from tabletop.engine import DataError
from tabletop.games.austin_powers.cards import ABILITIES, EFFECTS, Agent, Bone, load_cards
from tabletop.games.austin_powers.cardtext import ABILITY_TEXT, effect_sentence
from tabletop.games.austin_powers.effects import HANDLERS


@pytest.mark.parametrize("side", ["austin", "evil"])
def test_each_side_offers_what_the_game_needs(side):
    cards = [c for c in G.pool if c.side == side]
    assert len(cards) >= 30
    agents = [c for c in cards if isinstance(c, Agent)]
    assert {(a.gender, a.role) for a in agents} == {("male", "kiss"), ("male", "gun"),
                                                    ("female", "kiss"), ("female", "gun")}
    assert sum(a.ship for a in agents) >= 3
    assert any("shag-any-gender" in a.abilities for a in agents)
    assert any("irresistible" in a.abilities for a in agents)
    assert any(a.action for a in agents)
    bones = [c for c in cards if isinstance(c, Bone)]
    assert all(b.shag != b.assassination for b in bones) and len(bones) >= 6
    kinds = Counter(c.kind for c in cards)
    assert kinds["swinger"] >= 6 and kinds["happening"] >= 6
    assert len({a.vibes for a in agents}) >= 6 and len({a.score for a in agents}) >= 6
    assert set(Counter(c.dot for c in cards)) == {"red", "orange", "blue", "yellow", "green", "purple"}
    assert set(Counter(c.rarity for c in cards)) == {"common", "uncommon", "rare"}


def test_every_effect_has_a_handler_and_words():
    assert set(HANDLERS) == set(EFFECTS.verbs)
    assert set(ABILITY_TEXT) == set(ABILITIES.verbs)
    for c in G.pool:
        for fx in ("when_played", "action", "plain", "special", "effects"):
            for e in getattr(c, fx, ()):
                assert effect_sentence(e)


def test_rules_text_is_generated_from_the_effects():
    by_name = {c.name: c for c in G.pool}
    assert by_name["Gadget Master Quill"].text == "Action: you draw 2 cards."
    assert by_name["Bernard Bellbottom"].text == "This agent may shag agents of either gender."
    assert by_name["Zip it, minion."].text == "Shag: needs 1 Randy. Assassination: needs 2 Creepy."
    assert by_name["Ministry Briefing"].text == (
        "Plain: you draw 1 card. Special (needs 2 Groovy): return target agent on an opponent's "
        "field to its owner's hand.")
    assert by_name["Jet-Lag Time Warp"].text == (
        "The target player puts the top card of their score pile into their discard pile.")
    assert by_name["Zip it, minion."].flavour == "(without looking up)"


def test_units_of_score():
    from tabletop.games.austin_powers.cards import SIDES
    assert SIDES["austin"].score_text(45) == "45 mojo"
    assert SIDES["evil"].score_text(45) == "45 billion dollars"


def test_a_broken_card_file_names_every_mistake_with_its_line(tmp_path):
    (tmp_path / "bad.toml").write_text('''
[[card]]
key = "a"
name = "Agent A"
type = "agent"
side = "austin"
dot = "pink"
rarity = "common"
gender = "male"
role = "kiss"
vibes = { grooovy = 2 }
score = 5

[[card]]
key = "b"
name = "Odd Happening"
type = "happening"
side = "evil"
dot = "red"
rarity = "rare"
score = 3
effects = [ { do = "discard-agent" }, { do = "draww", amount = 1 } ]

[[card]]
key = "a"
name = "Swing"
type = "swinger"
side = "evil"
dot = "red"
rarity = "rare"
plain = [ { do = "draw" } ]
special = [ { do = "draw", who = "them" } ]
''')
    with pytest.raises(DataError) as err:
        load_cards(tmp_path)
    text = [str(p) for p in err.value.problems]
    path = tmp_path / "bad.toml"
    assert f"{path}:7: card[0].dot: 'pink' is not one of 'red', 'orange', 'blue', 'yellow', 'green', 'purple'" in text
    assert any(t.startswith(f"{path}:11: card[0].vibes: unknown vibe 'grooovy' (did you mean 'groovy'?)") for t in text)
    assert any(t.startswith(f"{path}:22: card[1].effects[1].do: unknown effect 'draww' (did you mean 'draw'?)")
               for t in text)
    assert any("card[2].special[0].who: 'them' is not one of" in t for t in text)
    assert f"{path}:24: card[2].requirement: the special effect needs a vibe requirement" in text
    assert len(text) == 5


def test_effects_must_fit_where_they_stand(tmp_path):
    (tmp_path / "c.toml").write_text('''
[[card]]
key = "h"
name = "Bad Happening"
type = "happening"
side = "evil"
dot = "red"
rarity = "rare"
score = 3
effects = [ { do = "discard-agent" }, { do = "extra-action" } ]
''')
    with pytest.raises(DataError) as err:
        load_cards(tmp_path)
    text = "\n".join(str(p) for p in err.value.problems)
    assert "'discard-agent' needs a target agent, which a happening cannot name" in text
    assert "'extra-action' only works in a swinger or an agent's action" in text
    assert "a happening must do something to its target" in text
