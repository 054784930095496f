"""A refusal says only what the acting seat could know (AW-11.2, AP-11.2).

From many positions of random play of both games (Austin Powers with 2 to 6 players), twin
positions are built that differ ONLY in what the acting seat cannot see: the cards behind
the ids of every other hand and every deck are swapped among themselves (per owner), the
ids of those piles put in another order, and the generator moved. For every candidate
action of the seat (its legal actions, and actions built from the kinds of action seen in
the game with every card argument replaced by cards of the seat's hand, cards it can see
and cards it cannot see) the engine's answer (`Game.refusal`, what `Match.play` raises and
what the table shows) must be word for word the same on the twins. The test counts the
twins and the actions it compared.
"""

from __future__ import annotations

import dataclasses

import pytest

from hidden_twins import twin

from tabletop.engine.game import HIDDEN
from tabletop.engine.rng import Rng
from tabletop.games import get_game

CONFIGS = [("afterworld", 2, seed) for seed in (11, 12, 13, 14)] + \
          [("austin-powers", p, seed) for p in (2, 3, 4, 5, 6) for seed in (21, 22)]

PLIES = 160          # random plies per game
EVERY = 4            # a position tested every EVERY plies
TWINS = 2            # twins per tested position


def card_fields(action):
    return [(f.name, f.metadata.get("kind")) for f in dataclasses.fields(action)
            if f.metadata.get("kind") in ("card", "opt_card")]


def candidates(game, state, seat, protos, rng: Rng):
    """The seat's legal actions, and the kinds of action of the game aimed at hand cards,
    seen cards and unseen cards."""
    view = game.view(state, seat)
    unseen = sorted(c for c, k in view.cards.items() if k == HIDDEN)
    seen = sorted(c for c, k in view.cards.items() if k != HIDDEN)
    hand = list(state.hands[seat]) if game.name != "afterworld" else list(state.sides[seat].hand)
    out = list(game.legal_actions(state, seat))
    assert not [a for a in out if set(a.card_ids()) & set(unseen)], "a legal action names a card its seat cannot see"
    pick = lambda ids, n: [ids[rng.randbelow(len(ids))] for _ in range(min(n, len(ids)))]  # noqa: E731
    for proto in protos:
        base = dataclasses.replace(proto, seat=seat)
        fields = card_fields(base)
        if not fields:
            out.append(base)
            continue
        for name, _ in fields:
            for cid in pick(unseen, 4) + pick(seen, 2) + pick(hand, 2):
                out.append(dataclasses.replace(base, **{name: cid}))
        if len(fields) > 1:  # a hand card aimed at an unseen one (an event on a card of the other hand)
            first, second = fields[0][0], fields[1][0]
            for a in hand + pick(seen, 3):
                for b in pick(unseen, 2):
                    out.append(dataclasses.replace(base, **{first: a, second: b}))
    return list(dict.fromkeys(out))


def words(game, state, action):
    err = game.refusal(state, action)
    return None if err is None else str(err)


def walk(name, players, seed):
    """(twins compared, actions compared, of which naming an unseen card) for one game."""
    game = get_game(name)
    state = game.new_state(game.unattended(game.default_setup(seed, players)))
    rng = Rng(seed * 7919)
    protos: dict[tuple, object] = {}
    twins = compared = unseen_named = 0
    for ply in range(PLIES):
        if state.result is not None:
            break
        seats = list(dict.fromkeys(game.to_act(state) + game.interjectors(state)))
        for s in seats:
            for a in game.legal_actions(state, s):
                key = (type(a), *(v for n, k, v in a.args() if k not in ("card", "opt_card", "cards")))
                protos.setdefault(key, a)
        if ply % EVERY == 0:
            for s in seats:
                acts = candidates(game, state, s, list(protos.values()), rng)
                view = game.view(state, s)
                unseen = {c for c, k in view.cards.items() if k == HIDDEN}
                first = [words(game, state, a) for a in acts]
                for _ in range(TWINS):
                    t = twin(game, state, s, rng)
                    twins += 1
                    for a, w in zip(acts, first):
                        got = words(game, t, a)
                        assert got == w, (f"{name} {players}p seed {seed} ply {ply}: P{s + 1}'s {game.format(a)} "
                                          f"is answered {w!r} here and {got!r} on a twin that differs "
                                          f"only in cards P{s + 1} cannot see")
                        compared += 1
                        unseen_named += any(c in unseen for c in a.card_ids())
        legal = game.legal_actions(state, game.to_act(state)[0])
        legal = [a for a in legal if not a.verb.startswith("propose")] or legal
        game.play(state, legal[rng.randbelow(len(legal))])
    return twins, compared, unseen_named


@pytest.mark.parametrize("name,players,seed", CONFIGS)
def test_twins_that_differ_only_in_unseen_cards_get_the_same_refusals(name, players, seed):
    twins, compared, unseen_named = walk(name, players, seed)
    print(f"{name} {players}p seed {seed}: {twins} twins, {compared} actions compared, "
          f"{unseen_named} of them naming a card the seat cannot see")
    assert twins >= 40 and compared >= 5000 and unseen_named >= 1000, (twins, compared, unseen_named)


def test_a_card_the_seat_cannot_see_is_refused_with_where_it_is_only():
    """Whirlpool (or any event) aimed at a card of the other hand: the words name the hand,
    not the card."""
    game = get_game("afterworld")
    from tabletop.games.afterworld.actions import Attach, Deploy, PlayEvent
    state = game.new_state(game.default_setup(3))
    seat = game.to_act(state)[0]
    other = 1 - seat
    hidden = state.sides[other].hand[0]
    mine = state.sides[seat].hand[0]
    for action in (PlayEvent(seat, mine, hidden), Attach(seat, mine, hidden), Deploy(seat, hidden, 1, None)):
        err = game.refusal(state, action)
        assert err is not None and err.rule == "AW-11.2", err
    # in the muster, past the mulligans and the commanders
    rng = Rng(5)
    while state.step != "muster" or game.to_act(state)[0] != state.turn_player:
        legal = game.legal_actions(state, game.to_act(state)[0])
        game.play(state, legal[rng.randbelow(len(legal))])
    seat = state.turn_player
    other = 1 - seat
    hidden = state.sides[other].hand[0]
    name = game.pool.by_key[state.cards[hidden]].name
    for mine in state.sides[seat].hand:
        err = game.refusal(state, PlayEvent(seat, mine, hidden))
        assert err is not None and err.rule == "AW-11.2" and name not in str(err), err
        assert str(err) == f"That card (#{hidden}) is face down in {state.names[other]}'s hand: you cannot see it. [AW-11.2]"
