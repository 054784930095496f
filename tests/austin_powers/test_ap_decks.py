"""Deck rules: 30 cards of one side, five of each colour dot, every problem at once (AP-1)."""

import io

from ap_script import G
from tabletop.cli import deck_check


def check(paths):
    out = io.StringIO()
    code = deck_check(paths, out)
    return code, out.getvalue()


def test_the_shipped_starters_are_legal_two_per_side():
    paths = [str(p) for p in G.starter_decks()]
    code, out = check(paths)
    assert code == 0
    assert out.count("legal Austin Powers CCG deck (30 main)") == 4
    sides = [G.load_deck(p).deck.side for p in paths]
    assert sorted(sides) == ["austin", "austin", "evil", "evil"]


def test_every_violation_is_reported_at_once_with_its_rule_AP_1_3_AP_1_4_AP_1_5(tmp_path):
    deck = tmp_path / "bad.toml"
    deck.write_text('''name = "Mixed Up"
game = "austin-powers"
side = "austin"

[main]
agent-honeytrap = 5
"Lady Lacquer" = 2
commander-paisley = 5
dusty-springheel = 5
squadron-leader-biggles-boom = 5
captain-lava-lamp = 4
''')
    code, out = check([str(deck)])
    lines = out.splitlines()
    assert code == 2
    assert f"{deck}:5: the deck holds 26 cards; a deck needs exactly 30 [AP-1.3]" in lines
    assert (f"{deck}:7: main.lady-lacquer: Lady Lacquer is a Dr. Evil card, but this deck plays the "
            "Austin Powers side: a deck is all of one side [AP-1.3]") in lines
    assert (f"{deck}:5: 7 cards with a red dot (Agent Honeytrap x5, Lady Lacquer x2); the 6-by-5 rule "
            "needs exactly 5 of each dot [AP-1.4]") in lines
    assert (f"{deck}:5: 0 cards with an orange dot; the 6-by-5 rule needs exactly 5 of each dot [AP-1.4]"
            ) in lines
    assert (f"{deck}:5: 4 cards with a purple dot (Captain Lava Lamp x4); the 6-by-5 rule needs exactly "
            "5 of each dot [AP-1.4]") in lines
    assert len(lines) == 5


def test_a_wrong_side_name_and_an_unknown_card(tmp_path):
    deck = tmp_path / "d.toml"
    deck.write_text('name = "x"\ngame = "austin-powers"\nside = "good"\n[main]\nagent-honeytrp = 1\n')
    code, out = check([str(deck)])
    assert code == 2
    assert "d.toml:5: main.agent-honeytrp: no card called 'agent-honeytrp' (did you mean 'Agent Honeytrap'?)" in out
    deck.write_text('name = "x"\ngame = "austin-powers"\nside = "good"\n[main]\nagent-honeytrap = 1\n')
    code, out = check([str(deck)])
    assert "d.toml:3: side: 'good' is not a side: write side = \"austin\" or side = \"evil\" [AP-1.1]" in out
