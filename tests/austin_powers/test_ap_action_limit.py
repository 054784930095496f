"""AP-4.4: a turn holds at most eight actions, so an agent whose action gives actions back (a
legal user card: ``extra-action 6``) is used at most that often; the card checker states the
limit with the verb (issue 25, "effects that cannot loop")."""

from __future__ import annotations

import pytest

from tabletop.games import get_game
from tabletop.games.austin_powers.cards import EFFECTS, MAX_ACTIONS_PER_TURN
from tabletop.games.austin_powers.position import build_position
from tabletop.games.austin_powers.rules import RULES
from tabletop.resources import config_dir

LOOP_AGENT = """[[card]]
key = "loop-agent"
name = "Loop Agent"
type = "agent"
side = "austin"
dot = "purple"
rarity = "common"
gender = "male"
role = "gun"
vibes = { groovy = 1 }
score = 3
action = [ { do = "extra-action", amount = 6 } ]
"""


def _reset():
    import tabletop.games.austin_powers as ap
    get_game.cache_clear()
    ap.load.cache_clear()


@pytest.fixture
def loop_game():
    folder = config_dir() / "cards" / "austin_powers"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "loop.toml").write_text(LOOP_AGENT)
    _reset()
    yield get_game("austin-powers")
    _reset()


def test_the_card_checker_states_the_limit_and_the_rules_give_it_AP_4_4():
    assert f"at most {MAX_ACTIONS_PER_TURN} actions" in EFFECTS.verbs["extra-action"].help
    assert RULES["AP-4.4"].tag == "T" and "eight actions" in RULES["AP-4.4"].text


def test_an_agent_action_past_the_limit_gives_only_what_is_left_AP_4_4(loop_game):
    g = loop_game
    s = build_position(g, {"players": [dict(side="austin", field=["Loop Agent"]),
                                        dict(side="evil", field=["Baron von Monocle"])]},
                       source="test")
    events = []
    g.play(s, g.parse(s, 'P1 use "Loop Agent"'), events)
    assert s.actions_allowed == MAX_ACTIONS_PER_TURN
    assert s.actions_used == 1
    for _ in range(MAX_ACTIONS_PER_TURN - 1):
        events = []
        g.play(s, g.parse(s, 'P1 use "Loop Agent"'), events)
    assert s.actions_used == MAX_ACTIONS_PER_TURN
    assert any("at most 8 actions [AP-4.4]" in e.text for e in events)
    assert not any(a.verb == "use" for a in g.legal_actions(s, 0))
    err = g.refusal(s, g.parse(s, 'P1 use "Loop Agent"'))
    assert err is not None
    assert "AP-4.1" in str(err) or "AP-4.4" in str(err) or "action" in str(err)


def test_a_position_cannot_hold_more_extra_actions_than_the_limit():
    from tabletop.engine.errors import DataError
    with pytest.raises(DataError) as err:
        build_position(get_game("austin-powers"), {"players": [dict(side="austin"), dict(side="evil")],
                                                   "extra_actions": MAX_ACTIONS_PER_TURN - 1},
                       source="test position")
    assert "extra_actions" in str(err.value)
