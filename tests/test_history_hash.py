"""Undo from checkpoints, the state hash over parts, and the trusted path of `Match.play`.

A match keeps a snapshot only every CHECKPOINT_EVERY actions and rebuilds earlier positions by
replaying; the hash memoises the piles it has digested. These tests play random games of
both engines and compare against plain facts: the canonical JSON of every position seen.
"""

import dataclasses
import json

import pytest

from tabletop.ai.hooks import hooks_for
from tabletop.engine.errors import IllegalActionError
from tabletop.engine.history import CHECKPOINT_EVERY, Match
from tabletop.engine.rng import Rng
from tabletop.engine.serial import canonical_json
from tabletop.games import get_game

CASES = [("afterworld", 2, 3), ("austin-powers", 2, 5), ("austin-powers", 4, 8), ("austin-powers", 6, 2)]


def random_match(name, players, seed, actions):
    game = get_game(name)
    m = Match(game, game.default_setup(seed, players))
    rng = Rng(seed)
    seen = [canonical_json(m.state)]
    never = hooks_for(game).bots_never  # play on: no proposal to end the game
    while not m.over and len(m.history) < actions:
        legal = m.legal_actions(m.to_act()[0])
        legal = [a for a in legal if a.verb not in never] or legal
        m.play(legal[rng.randbelow(len(legal))])
        seen.append(canonical_json(m.state))
    return game, m, rng, seen


@pytest.mark.parametrize("name,players,seed", CASES)
def test_hash_equal_exactly_when_states_equal_and_undo_restores_it(name, players, seed):
    game, m, rng, seen = random_match(name, players, seed, 150)
    by_json, by_hash = {}, {}
    hashes = []
    for p in m.positions():
        h = game.hash(p)
        text = canonical_json(p)
        assert by_json.setdefault(text, h) == h, "equal states, different hashes"
        assert by_hash.setdefault(h, text) == text, "different states, equal hashes"
        # a rebuilt copy: another object with the same content (no memo to lean on)
        assert game.hash(game.from_data(json.loads(json.dumps(game.to_data(p))))) == h
        hashes.append(h)
    assert len(by_hash) == len(by_json) > 40
    crossed = 0
    while m.history:
        for _ in range(min(len(m.history), 1 + rng.randbelow(CHECKPOINT_EVERY + 5))):
            if len(m.history) % CHECKPOINT_EVERY == 0:
                crossed += 1
            m.undo()
        assert canonical_json(m.state) == seen[len(m.history)], "undo did not restore the position played"
        assert game.hash(m.state) == hashes[len(m.history)], "undo did not restore the hash"
    assert crossed >= 1


@pytest.mark.parametrize("name,players,seed", CASES[:2])
def test_hash_changes_when_any_pile_changes_in_place(name, players, seed):
    game, m, _, _ = random_match(name, players, seed, 60)
    s = m.state
    piles = []

    def walk(v):
        if dataclasses.is_dataclass(v):
            for f in dataclasses.fields(v):
                walk(getattr(v, f.name))
        elif isinstance(v, list):
            if all(isinstance(x, int) for x in v):
                piles.append(v)
            else:
                for x in v:
                    walk(x)
        elif isinstance(v, dict) and v and all(isinstance(k, int) for k in v):
            piles.append(v)
    walk(s)
    assert len(piles) > 8
    for p in piles:
        h = game.hash(s)  # the memo now holds this pile's digest
        if isinstance(p, list):
            p.append(999)
            assert game.hash(s) != h, "a card added to a pile did not change the hash"
            p.pop()
        else:
            k = next(iter(p))
            old = p[k]
            p[k] = old + 1 if isinstance(old, int) else "other"
            assert game.hash(s) != h, "a changed entry did not change the hash"
            p[k] = old
        assert game.hash(s) == h


@pytest.mark.parametrize("name,players,seed", CASES[:2])
def test_entries_rebuild_the_position_they_were_played_in(name, players, seed):
    game, m, _, seen = random_match(name, players, seed, 3 * CHECKPOINT_EVERY + 7)
    for i in (0, 1, CHECKPOINT_EVERY - 1, CHECKPOINT_EVERY, len(m.history) - 1):
        assert canonical_json(m.history[i].before) == seen[i]
    assert [canonical_json(p) for p in m.positions()] == seen


def test_only_the_current_legal_list_skips_the_check():
    game, m, rng, _ = random_match("austin-powers", 2, 2, 20)  # a seed whose 20th list names cards
    stale = m.legal_actions(m.to_act()[0])
    m.play(stale[0])
    # an action of a list handed out before the last action is checked again in full
    refused = [a for a in stale if not game.is_legal(m.state, a)]
    assert refused, "every action of the old list is still legal: pick another seed"
    before = canonical_json(m.state)
    with pytest.raises(IllegalActionError):
        m.play(refused[0])
    assert canonical_json(m.state) == before
    # an equal copy of a listed action is accepted; a foreign one is refused with the rule
    legal = m.legal_actions(m.to_act()[0])
    m.play(dataclasses.replace(legal[0]))
    with_card = [a for a in stale if hasattr(a, "card")]
    assert with_card
    wrong = dataclasses.replace(with_card[0], card=max(m.state.cards) + 1000)  # no such card
    before = canonical_json(m.state)
    with pytest.raises(IllegalActionError) as err:
        m.play(wrong)
    assert err.value.rule.startswith("AP-") and canonical_json(m.state) == before
