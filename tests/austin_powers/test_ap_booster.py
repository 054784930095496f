"""Virtual boosters for the cards that use one (AP-12.1)."""

from collections import Counter

from ap_script import G, names, play_all, position, texts
from tabletop.engine import Match, Setup
from tabletop.games.austin_powers import booster


def ledger(seed=3):
    return position(seed=seed, players=[dict(name="Eve", side="evil", field=["Mr. Ledger, Evil Accountant"]),
                                        dict(name="Al", side="austin", hand=["Crikey, my flares!"])])


def test_a_booster_holds_one_rare_three_uncommons_and_seven_commons_AP_12_1():
    s = ledger()
    pack = booster.open_pack(G, G.clone(s))
    assert len(pack) == 11
    assert Counter(c.rarity for c in pack) == {"rare": 1, "uncommon": 3, "common": 7}
    assert [c.key for c in booster.open_pack(G, G.clone(s))] == [c.key for c in pack]   # seeded
    assert any([c.key for c in booster.open_pack(G, G.clone(ledger(seed))) ] != [c.key for c in pack]
               for seed in range(4, 10))


def test_an_agents_action_opens_a_booster_and_keeps_the_best_card_of_its_side_AP_12_1():
    s = ledger()
    pack = booster.open_pack(G, G.clone(s))
    best = sorted((c for c in pack if c.side == "evil"), key=lambda c: (-c.score, c.name))[0]
    before = set(s.cards)
    m = Match(G, Setup("austin-powers", 3, [], []), state=s, undo="fair")
    events = m.play('P1 use "Mr. Ledger, Evil Accountant"').events
    assert texts(events)[1] == "Eve opens a booster pack and keeps 1 card of their side for their hand."
    assert events[1].private is None and events[2].private == 0  # only Eve reads which card
    assert events[2].text.startswith(f"Eve keeps {best.name} (the pack: ")
    assert names(m.state, "hand", 1) == [best.name]
    new = set(m.state.cards) - before
    assert len(new) == 1 and m.state.owner[new.pop()] == 0
    assert not m.can_undo()                     # the pack was opened: no taking it back
    ids = [c for c, _ in G.card_locations(m.state)]
    assert sorted(ids) == sorted(m.state.cards)


def test_a_happening_opens_a_booster_for_its_target_AP_12_1():
    s = position(players=[dict(name="Al", side="austin", hand=["Mystery Parcel from the Ministry"]),
                          dict(name="Eve", side="evil", hand=["Zip it, minion."])])
    play_all(s, 'P1 gesture', "P2 copy")
    hand = names(s, "hand", 2)
    assert hand[0] == "Zip it, minion." and len(hand) in (1, 2)
    assert all(G.by_key[s.cards[c]].side == "evil" for c in s.hands[1])


def test_the_shared_log_says_the_same_whichever_cards_the_booster_hides_AP_12_1():
    """The pack differs with the seed (hidden cards); every public line stays the same."""
    public, private = set(), set()
    for seed in range(3, 12):
        m = Match(G, Setup("austin-powers", seed, [], []), state=ledger(seed), undo="fair")
        events = m.play('P1 use "Mr. Ledger, Evil Accountant"').events
        if len(m.state.hands[0]) != 1:
            continue  # a pack without an evil card: fewer cards kept, which the hand shows anyway
        public.add(tuple(e.text for e in events if e.private is None))
        private.add(tuple(e.text for e in events if e.private is not None))
    assert len(private) > 1      # the hidden card really changed
    assert len(public) == 1      # and nobody else can tell
