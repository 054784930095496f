"""AW-11 What each player may see: the view of one seat, and which actions reveal hidden cards."""

from aw_script import G, play, position

from tabletop.engine.game import HIDDEN
from tabletop.engine.serial import state_hash


def started(seed=4):
    s = G.new_state(G.default_setup(seed))
    for line in ("P{} keep", "P{} keep"):
        play(s, line.format(s.actor + 1))
    while s.step == "assign":
        seat = s.actor
        a = G.legal_actions(s, seat)[0]
        G.play(s, a)
    return s


def test_aw_11_1_hands_and_decks_are_hidden_everything_else_is_open():
    """AW-11.1: Ann sees her hand, not Bo's; both decks are bare sorted ids; the world, the
    divisions and discard piles are open; the generator state is not shown."""
    s = started()
    v = G.view(s, 0)
    assert all(v.cards[c] == s.cards[c] for c in s.sides[0].hand)
    assert all(v.cards[c] == HIDDEN for c in s.sides[1].hand)
    for side in v.sides:
        assert side.deck == sorted(side.deck) and all(v.cards[c] == HIDDEN for c in side.deck)
    assert all(v.cards[t] == s.cards[t] for t in s.world)
    assert all(v.cards[d.commander] == s.cards[d.commander] for side in s.sides for d in side.divisions)
    assert v.rng == 0 and len(v.sides[1].hand) == len(s.sides[1].hand)


def test_aw_11_1_changing_the_opponents_hidden_cards_cannot_change_the_view():
    """AW-11.1: swap cards between Bo's hand and deck and reorder his deck: Ann's view is the same."""
    s = started()
    before = state_hash(G.view(s, 0))
    t = G.clone(s)
    side = t.sides[1]
    a, b = side.hand[0], side.deck[-1]
    t.cards[a], t.cards[b] = t.cards[b], t.cards[a]
    t.cards[side.deck[0]], t.cards[side.deck[5]] = t.cards[side.deck[5]], t.cards[side.deck[0]]
    side.deck.reverse()
    side.hand.reverse()
    t.rng ^= 12345
    assert state_hash(G.view(t, 0)) == before
    assert state_hash(G.view(t, 1)) != state_hash(G.view(s, 1))


def test_aw_11_1_open_hands_option():
    """AW-11.1 [T]: with open_hands (teaching games) both hands are visible; decks stay hidden."""
    s = position({"options": {"open_hands": True}, "P2": {"hand": ["Berserker"]}})
    v = G.view(s, 0)
    assert v.cards[s.sides[1].hand[0]] == "berserker"
    assert all(v.cards[c] == HIDDEN for c in v.sides[1].deck)


def test_reveals_draws_and_shuffles_but_not_moves():
    """Fair undo needs to know which actions showed hidden cards: a mulligan and a pass that
    starts a new turn (draws) do; a move does not."""
    s = G.new_state(G.default_setup(2))
    before = G.clone(s)
    a = G.parse(s, f"P{s.actor + 1} mulligan")
    G.play(s, a)
    assert G.reveals(before, a, s)
    m = position({"step": "move", "P1": {"divisions": [{"units": ["Jackal Spearman"]}]}})
    before = G.clone(m)
    a = G.parse(m, "P1 move d1 b1")
    G.play(m, a)
    assert not G.reveals(before, a, m)
    e = position({"step": "battle", "actor": "P2"})
    before = G.clone(e)
    a = G.parse(e, "P2 pass")
    G.play(e, a)
    assert G.reveals(before, a, e)  # the next turn's draws


def test_aw_11_1_the_view_carries_neither_seed_nor_generator():
    """With the seed, a bot could replay the public actions and rebuild every shuffle."""
    from tabletop.games import get_game
    game = get_game("afterworld")
    s = game.new_state(game.default_setup(12345))
    v = game.view(s, 0)
    assert (v.seed, v.rng) == (0, 0) and s.seed == 12345
