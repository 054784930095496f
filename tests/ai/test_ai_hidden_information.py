"""Bots see only what their seat may see (AW-11, AP-11): changing the cards a seat cannot
see (the opponents' hands, the order of every deck) changes neither the view the bot is
given nor, for a fixed seed, the bot's choice."""

import pytest
from ai_helpers import AP, AW, midgame_states

from tabletop.ai.base import make_bot
from tabletop.ai.hooks import hooks_for
from tabletop.engine.game import HIDDEN
from tabletop.engine.rng import Rng
from tabletop.engine.serial import canonical_json, state_hash


def hidden_piles(game, s, seat):
    """(opponents' hand cards, every deck) of the real state `s`, as seen by `seat`."""
    if game is AW:
        hands = [s.sides[p].hand for p in (0, 1) if p != seat]
        decks = [side.deck for side in s.sides]
    else:
        hands = [s.hands[p] for p in range(s.seats) if p != seat]
        decks = list(s.decks)
    return hands, decks


def other_hidden_cards(game, s, seat, rng):
    """A copy of `s` whose hidden cards differ: each opponent's hand swaps cards with their
    deck, and every deck (the seat's own too) is in another order."""
    t = game.clone(s)
    hands, decks = hidden_piles(game, t, seat)
    owner_deck = {t.owner[d[0]]: d for d in decks if d}
    for hand in hands:
        deck = owner_deck.get(t.owner[hand[0]]) if hand else None
        if not deck:
            continue
        for cid in hand:
            other = [c for c in deck if t.cards[c] != t.cards[cid]]
            if other:
                swap = other[rng.randbelow(len(other))]
                t.cards[cid], t.cards[swap] = t.cards[swap], t.cards[cid]
    for deck in decks:
        keys = [t.cards[c] for c in deck]
        rng.shuffle(keys)
        for c, k in zip(deck, keys):
            t.cards[c] = k
    return t


CASES = [(AW, 2, 11), (AW, 2, 12), (AP, 2, 13), (AP, 4, 14)]


@pytest.mark.parametrize("game,players,seed", CASES, ids=["aw-a", "aw-b", "ap-2", "ap-4"])
def test_hidden_cards_change_neither_the_view_nor_the_choice(game, players, seed):
    rng = Rng(seed)
    checked = 0
    for s in midgame_states(game, players, seed, every=9, count=4):
        seat = game.to_act(s)[0]
        t = other_hidden_cards(game, s, seat, rng)
        assert state_hash(t) != state_hash(s)  # the hidden cards really differ
        vs, vt = game.view(s, seat), game.view(t, seat)
        assert canonical_json(vs) == canonical_json(vt)
        legal = game.legal_actions(s, seat)
        assert legal == game.legal_actions(t, seat)
        for name, budget in (("greedy", None), ("search", "24")):
            a = make_bot(name, 99, budget).choose(game, vs, legal)
            b = make_bot(name, 99, budget).choose(game, vt, legal)
            assert a == b, f"{name} changed its mind: {game.format(a)} / {game.format(b)}"
        checked += 1
    assert checked == 4


@pytest.mark.parametrize("game,players,seed", CASES, ids=["aw-a", "aw-b", "ap-2", "ap-4"])
def test_a_determinized_view_keeps_every_visible_card_and_deals_only_hidden_ones(game, players, seed):
    hooks = hooks_for(game)
    for s in midgame_states(game, players, seed, every=11, count=3):
        seat = game.to_act(s)[0]
        view = game.view(s, seat)
        pools = hooks.hidden_pools(game, view)
        d = hooks.determinize(game, view, pools, Rng(seed))
        for cid, key in view.cards.items():
            if key == HIDDEN:
                assert d.cards[cid] != HIDDEN and d.cards[cid] in game.pool
            else:
                assert d.cards[cid] == key
        # the seat's own choices are the same in the dealt state as in the real one
        assert game.legal_actions(d, seat) == game.legal_actions(s, seat)


def test_afterworld_hidden_cards_come_from_the_owners_faction():
    s = midgame_states(AW, 2, 5, every=7, count=1)[0]
    seat = AW.to_act(s)[0]
    view = AW.view(s, seat)
    hooks = hooks_for(AW)
    d = hooks.determinize(AW, view, hooks.hidden_pools(AW, view), Rng(1))
    for p in (0, 1):
        faction = AW.card_of[s.cards[s.sides[p].divisions[0].commander]].faction
        for cid in s.sides[p].deck + s.sides[p].hand:
            assert AW.card_of[d.cards[cid]].faction == faction
    # the multiset of the seat's own deck is known exactly (starter deck, cards seen removed)
    own = sorted(s.cards[c] for c in s.sides[seat].deck)
    assert sorted(d.cards[c] for c in s.sides[seat].deck) == own


@pytest.mark.parametrize("game,players", [(AW, 2), (AP, 3)], ids=["aw", "ap"])
def test_a_view_carries_neither_the_seed_nor_the_generator(game, players):
    # with the seed, a program could shuffle the decks again and read every hidden card
    s = game.new_state(game.default_setup(77, players))
    for seat in range(players):
        v = game.view(s, seat)
        assert v.seed == 0 and v.rng == 0
