"""AW-4 Setup: first player, random territory placement, opening hands, mulligan, commanders,
game-start effects; then the first turn begins."""

from aw_script import G, hand, names, play, refused

from tabletop.engine.game import DeckList, Setup
from tabletop.games.afterworld import world


def new_game(seed=3, first=0, options=None):
    """Ann's Egyptians are led by Sun Barque, Anubis and the Pharaoh (the starter deck brings
    Sekhmet's Lioness in Sun Barque's place: the game-start effects are Sun Barque's)."""
    egypt = G.starter("egyptian")
    egypt = DeckList(egypt.name, {**egypt.piles, "commanders": [
        "sun-barque", "anubis-guide-of-the-dead", "pharaoh-of-the-two-lands"]}, egypt.side)
    decks = [egypt, G.starter("norse")]
    return G.new_state(Setup("afterworld", seed, decks, ["Ann", "Bo"], options or {}, first))


def test_aw_4_1_first_player_is_chosen_or_drawn_by_the_seed():
    """AW-4.1: a given first player starts; otherwise the seed decides, the same way every time."""
    assert new_game(first=1).first == 1 and new_game(first=1).actor == 1
    drawn = {new_game(seed=n, first=None).first for n in range(20)}
    assert drawn == {0, 1}
    assert new_game(seed=5, first=None).first == new_game(seed=5, first=None).first


def test_aw_4_2_and_4_3_territories_dealt_at_random_fortress_on_its_square():
    """AW-4.2, AW-4.3: each empire's 8 squares hold its 8 other territories in a seeded random
    order, face up (nothing destroyed or expended); the fortress stands on F1 / F2."""
    s = new_game(seed=3)
    for seat, deck in enumerate([G.starter("egyptian"), G.starter("norse")]):
        fort = s.world[world.fortress_of(seat)]
        assert G.pool[s.cards[fort]].fortress and s.owner[fort] == seat
        squares = sorted(world.empire(seat) - {world.fortress_of(seat)})
        placed = sorted(s.cards[s.world[sq]] for sq in squares)
        assert placed == sorted(k for k in deck.piles["territories"] if not G.pool[k].fortress)
    assert not s.destroyed and not s.expended
    layouts = {tuple(s.cards[t] for t in new_game(seed=n).world) for n in range(6)}
    assert len(layouts) > 1  # the deal depends on the seed


def test_aw_4_4_opening_hands_of_six():
    """AW-4.4: decks are shuffled and each player draws 6."""
    s = new_game()
    assert [len(side.hand) for side in s.sides] == [6, 6]
    assert [len(side.deck) for side in s.sides] == [54, 54]
    assert s.step == "mulligan" and s.actor == 0


def test_aw_4_5_mulligan_first_player_first_once_each():
    """AW-4.5: Ann (first) puts her hand on the bottom and draws 6 new cards; Bo keeps."""
    s = new_game()
    old = list(s.sides[0].hand)
    top6 = s.sides[0].deck[-6:]
    refused(s, "P2 keep", "AW-5.1", "Bo may not act now: waiting for Ann.")
    refused(s, "P1 pass", "AW-4.5", "Decide on the mulligan first: keep or mulligan.")
    play(s, "P1 mulligan")
    assert sorted(s.sides[0].hand) == sorted(top6)
    assert sorted(s.sides[0].deck[:6]) == sorted(old)  # the old hand is at the bottom
    assert len(s.sides[0].deck) == 54
    play(s, "P2 keep")
    assert s.step == "assign" and s.actor == 0
    refused(s, "P1 mulligan", "AW-4.5", "The mulligan is decided only once, before the first turn.")


def test_aw_4_5_mulligan_order_option():
    """AW-4.5 [T]: with mulligan_random_order off, the hand goes under the deck in hand order."""
    s = new_game(options={"mulligan_random_order": False})
    old = [s.cards[c] for c in s.sides[0].hand]
    play(s, "P1 mulligan")
    assert [s.cards[c] for c in s.sides[0].deck[:6]] == old


def test_aw_4_6_and_4_7_commanders_take_divisions_then_game_start_effects():
    """AW-4.6: Ann assigns Sun Barque to d2 and Pharaoh to d1; the last commander takes d3 by
    itself. Tokens start on the fortresses. AW-4.7: Sun Barque draws a card and the Pharaoh adds
    1 Food and 1 Gold, then turn 1 starts and both players draw (the first player too)."""
    s = new_game()
    play(s, "P1 keep", "P2 keep")
    refused(s, 'P1 assign "Jarl of the Fjords" d1', "AW-4.6",
            "Jarl of the Fjords is not one of your commanders waiting for a division.")
    play(s, 'P1 assign "Sun Barque" d2')
    refused(s, 'P1 assign "Pharaoh of the Two Lands" d2', "AW-4.6", "Division d2 is already led by Sun Barque.")
    play(s, 'P1 assign "Pharaoh of the Two Lands" d1')
    assert names(s, [d.commander for d in s.sides[0].divisions]) == [
        "Pharaoh of the Two Lands", "Sun Barque", "Anubis, Guide of the Dead"]
    assert s.actor == 1 and s.step == "assign"
    play(s, 'P2 assign "Jarl of the Fjords" d1')
    events = play(s, 'P2 assign "Valkyrie Captain" d2')
    assert all(d.square == world.fortress_of(d.seat) for side in s.sides for d in side.divisions)
    assert s.step == "muster" and s.turn == 1 and s.actor == 0
    # Ann: 6 + Sun Barque's card + the turn's draw; Bo: 6 + the turn's draw (Skald is not in his set)
    assert [len(side.hand) for side in s.sides] == [8, 7]
    assert (s.sides[0].food, s.sides[0].gold) == (1, 1)
    texts = [e.text for e in events]
    assert "Sun Barque (Ann): game-start effect." in texts
    assert texts.index("Sun Barque (Ann): game-start effect.") < texts.index("Turn 1: Ann is the turn player.")
    assert len(hand(s, "P1")) == 8
