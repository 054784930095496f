"""Twin positions: a copy of a position that differs from it ONLY in what one seat cannot
see (tests/test_hidden_refusals.py, tests/ui/test_hidden_drops.py)."""

from __future__ import annotations

from tabletop.engine.rng import Rng


def hidden_piles(game, state, seat):
    """The piles of `state` whose order and cards `seat` cannot see (the lists themselves)."""
    if game.name == "afterworld":
        hands = [side.hand for p, side in enumerate(state.sides) if p != seat and not state.options.open_hands]
        return [side.deck for side in state.sides] + hands
    return [state.decks[p] for p in range(state.seats)] + \
           [state.hands[p] for p in range(state.seats) if p != seat]


def twin(game, state, seat, rng: Rng, decks_in_order: bool = False):
    """A copy of `state` that differs from it only in what `seat` cannot see; with
    `decks_in_order`, each hidden pile keeps the order of its ids (which id lies on top of a
    deck tells nothing of what card it is, since a shuffle deals the keys out to the ids:
    engine/game.py), only the cards they are change."""
    t = game.clone(state)
    piles = hidden_piles(game, t, seat)
    # the piles whose order is hidden too (Afterworld's view sorts the other hand as well)
    decks = 0 if decks_in_order else t.seats if game.name != "afterworld" else len(piles)
    by_owner: dict[int, list[int]] = {}
    for i, pile in enumerate(piles):
        if i < decks:
            rng.shuffle(pile)  # the order of a deck is hidden too
        for c in pile:
            by_owner.setdefault(t.owner[c], []).append(c)
    for ids in by_owner.values():
        keys = [t.cards[c] for c in ids]
        rng.shuffle(keys)
        for c, k in zip(ids, keys):
            t.cards[c] = k
    t.rng = Rng(rng.randbelow(2 ** 31) + 1).state
    assert game.view(t, seat) == game.view(state, seat), "the twin is seen alike"
    return t
