"""Notation both ways, undo and redo, saves, and replays: a game is its seed plus its actions."""

import json

import pytest
from aw_script import G, cid, position

from tabletop.ai.base import RandomBot
from tabletop.ai.driver import play_bots
from tabletop.engine.errors import InvalidNotationError
from tabletop.engine.history import Match
from tabletop.engine.rng import Rng
from tabletop.engine.serial import to_data
from tabletop.games.afterworld.actions import Attack, Move, PlayEvent


def random_match(seed: int, steps: int) -> Match:
    m = Match(G, G.default_setup(seed))
    rng = Rng(seed)
    for _ in range(steps):
        if m.over:
            break
        legal = m.legal_actions(m.to_act()[0])
        m.play(legal[rng.randbelow(len(legal))])
    return m


def test_notation_examples():
    """The notation table of tabletop/games/afterworld/actions.py, both ways."""
    examples = {
        "P1 move d1 b2": Move(0, 1, 6), "P2 move d3 F2": Move(1, 3, 17),
        "P1 attack #12 #55": Attack(0, 12, 55), "P1 play #31": PlayEvent(0, 31),
        "P1 play #31 #55": PlayEvent(0, 31, 55), "P1 play #31 P2:d1": PlayEvent(0, 31, "P2:d1"),
        "P1 play #31 P1:d2 b3": PlayEvent(0, 31, "P1:d2", 10),
    }
    for text, action in examples.items():
        assert G.parse(None, text) == action and G.format(action) == text
    assert G.parse(None, "P2 play #31 d2 c3") == PlayEvent(1, 31, "P2:d2", 11)  # own division
    with pytest.raises(InvalidNotationError, match="expected a square a1..d4, F1 or F2"):
        G.parse(None, "P1 move d1 e5")
    with pytest.raises(InvalidNotationError, match="expected a division d1, d2 or d3"):
        G.parse(None, "P1 move d4 b2")
    with pytest.raises(InvalidNotationError, match="did you mean 'deploy'"):
        G.parse(None, "P1 deplyo #3 d1")


def test_every_legal_action_writes_and_reads_back_the_same():
    """Along random games, every legal action's notation parses back to the same action."""
    for seed in (1, 2):
        m = Match(G, G.default_setup(seed))
        rng = Rng(seed)
        n = 0
        while not m.over and n < 400:
            legal = m.legal_actions(m.to_act()[0])
            for a in legal:
                assert G.parse(m.state, G.format(a)) == a
            m.play(legal[rng.randbelow(len(legal))])
            n += 1


def test_card_names_work_in_notation_and_words_describe_actions():
    s = position({"names": ["Ann", "Bo"], "step": "muster", "P1": {"hand": ["Chariot Archer"]}})
    a = G.parse(s, 'P1 deploy "Chariot Archer" d1')
    assert a.unit == cid(s, "Chariot Archer")
    assert G.describe(s, a) == "Ann puts Chariot Archer into division d1 (Sekhmet's Lioness)."
    assert G.describe(s, G.parse(s, "P1 pass")) == "Ann passes."
    m = position({"names": ["Ann", "Bo"], "step": "move", "P1": {"divisions": [{"units": ["Jackal Spearman"]}]}})
    assert G.describe(m, G.parse(m, "P1 move d1 c1")) == "Ann moves division d1 (Sekhmet's Lioness) from F1 to c1."


def test_undo_and_redo_any_action():
    """Undo walks back through every state of a game, redo forward again (same hashes)."""
    m = random_match(11, 0)
    rng = Rng(11)
    hashes = [G.hash(m.state)]
    for _ in range(300):
        if m.over:
            break
        legal = m.legal_actions(m.to_act()[0])
        m.play(legal[rng.randbelow(len(legal))])
        hashes.append(G.hash(m.state))
    n = len(m.history)
    for i in range(n):
        m.undo()
        assert G.hash(m.state) == hashes[n - 1 - i]
    for _ in range(n):
        m.redo()
    assert G.hash(m.state) == hashes[-1]


def test_fair_undo_refuses_to_take_back_a_draw():
    m = Match(G, G.default_setup(3), undo="fair")
    m.play(f"P{m.state.actor + 1} mulligan")
    assert not m.can_undo()


def test_save_and_load_give_the_identical_state():
    """Any state to JSON and back: the same hash, and the game goes on identically."""
    for seed, steps in ((5, 50), (6, 400), (7, 1500)):
        m = random_match(seed, steps)
        data = json.loads(json.dumps(G.to_data(m.state)))
        back = G.from_data(data)
        assert G.hash(back) == G.hash(m.state) and back == m.state
        if not m.over:
            seat = m.to_act()[0]
            assert G.legal_actions(back, seat) == G.legal_actions(m.state, seat)


def test_corrupt_save_is_one_clear_error():
    m = random_match(5, 30)
    data = G.to_data(m.state)
    data["sides"][0]["hand"] = "nonsense"
    with pytest.raises(InvalidNotationError, match="not a Afterworld position: sides"):
        G.from_data(data)


def test_replay_from_seed_and_actions_reaches_the_identical_final_state():
    """A whole bot game replays from its setup and its action list to the same final state."""
    setup = G.default_setup(21)
    rec = play_bots(G, setup, [RandomBot(1), RandomBot(2)])
    assert rec.result is not None
    final = Match.replay(G, setup, rec.actions)
    saved = Match.setup_from_data(json.loads(json.dumps(to_data(setup))))
    again = Match.replay(G, saved, rec.actions)
    assert G.hash(final.state) == G.hash(again.state)
    assert final.state.result == rec.result
