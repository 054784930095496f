"""The engine's discipline (AP-11 and the core contract): legal lists, refusals that change
nothing, notation both ways, undo/redo, saves, replays, views, reveals."""

import json

import pytest

from candidates import Domains
from ap_script import G, card, names, play, position
from tabletop.engine import DeckList, Match, RulesError, Setup
from tabletop.engine.history import UndoError
from tabletop.engine.rng import Rng
from tabletop.engine.serial import state_hash
from tabletop.games.austin_powers.actions import (ACTION_CLASSES, Assassinate, CallHelp, Copy, Discard,
                                                  DiscardHand, EndActions, Gesture, KeepHand, NoBone,
                                                  NoCopy, NoOffer, NoShip, Offer, PlayAgent, ProposeEnd, AcceptEnd, RefuseEnd,
                                                  PlayBone, Shag, Ship, ShowHappening, UseAgent,
                                                  UseSwinger)


def random_states(seed: int, players: int, every: int = 1, options=None):
    """Yield (state, legal actions) along one random game."""
    s = G.new_state(G.default_setup(seed, players, options=options))
    rng = Rng(seed)
    n = 0
    while s.result is None and n < 5000:
        legal = G.legal_actions(s, G.to_act(s)[0])
        if n % every == 0:
            yield s, legal
        G.play(s, legal[rng.randbelow(len(legal))])
        n += 1
    yield s, []


def check_zones(s):
    ids = [c for c, _ in G.card_locations(s)]
    assert len(ids) == len(set(ids)) and set(ids) == set(s.cards)


# ---- legal actions are exactly what play accepts -------------------------------------------

@pytest.mark.parametrize("players,seed,opts", [
    (2, 1, None), (3, 2, None), (4, 3, None), (5, 4, None), (6, 5, None),
    (4, 6, {"happening_copy": "forced"}), (3, 7, {"prompt_everyone": True}),
])
def test_legal_actions_equal_what_play_accepts(players, seed, opts):
    """On positions of a random game, the actions `play` accepts among candidates derived from
    the notation (tests/candidates.py: every action class by construction) are the legal list."""
    checked = 0
    domains = Domains(G, seed)
    for s, _ in random_states(seed, players, every=9, options=opts):
        if checked >= 20:
            break
        before = state_hash(s)
        legal = G.legal_actions(s)
        assert len(set(legal)) == len(legal)
        domains.learn(legal)
        accepted = {a for a in domains.candidates(s, legal) if G.refusal(s, a) is None}
        assert accepted == set(legal)
        assert state_hash(s) == before            # refusals (and listing) changed nothing
        for a in legal:                           # every legal action applies cleanly
            t = G.clone(s)
            G.play(t, a)
            check_zones(t)
        checked += 1
    assert set(domains.tried) == set(G.notation.by_verb), "an action class was never tried"


def test_every_refused_play_leaves_the_state_untouched():
    domains = Domains(G, 11)
    for s, _ in random_states(11, 4, every=23):
        legal = set(G.legal_actions(s))
        domains.learn(legal)
        h = state_hash(s)
        for a in domains.candidates(s)[:400]:
            if a not in legal:
                try:
                    G.play(s, a)
                except Exception as exc:  # noqa: BLE001
                    assert type(exc).__name__ == "IllegalActionError", exc
                assert state_hash(s) == h


def test_random_games_end_with_a_winner_at_100_for_2_to_6_players():
    from tabletop.ai import RandomBot
    from tabletop.ai.driver import play_bots
    for players in range(2, 7):
        for seed in (1, 2):
            rec = play_bots(G, G.default_setup(seed, players), [RandomBot(seed * 7 + i) for i in range(players)])
            assert rec.result is not None and rec.result.reason == "points"
            assert len(rec.result.winners) == 1


def test_simulate_command_plays_four_player_games(capsys):
    from tabletop.cli import main
    assert main(["simulate", "austin-powers", "--players", "4", "--games", "3", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "3 games, 4 players" in out and "endings: points 3" in out


# ---- notation, undo, saves, replays ------------------------------------------------------

def test_every_legal_action_writes_and_reads_back():
    for players in (2, 5):
        for s, legal in random_states(3, players, every=3):
            for a in legal:
                text = G.format(a)
                assert G.parse(None, text) == a, text
                assert isinstance(G.describe(s, a), str)


def test_notation_table():
    s = position(players=[dict(side="austin", hand=["Disco Dance-Off"], field=["Agent Honeytrap"]),
                          dict(side="evil", field=["Baron von Monocle"])])
    assert G.format(UseSwinger(0, 1, "plain", None, 1)) == "P1 swinger #1 plain - P2"
    assert G.format(UseSwinger(0, 1, "special", 3)) == "P1 swinger #1 special #3"
    assert G.parse(None, "P1 swinger #1 plain - P2") == UseSwinger(0, 1, "plain", None, 1)
    assert G.parse(s, 'P1 shag "Agent Honeytrap" "Baron von Monocle"') == Shag(0, 2, 3)
    assert {cls.verb for cls in ACTION_CLASSES} == {
        "agent", "shag", "assassinate", "swinger", "use", "gesture", "copy", "no-copy", "show", "propose-end",
        "accept-end", "refuse-end",
        "ship", "no-ship", "end", "bone", "help", "no-bone", "offer", "no-offer", "discard-hand",
        "keep-hand", "discard"}


def test_undo_redo_replay_and_json_round_trip_of_a_whole_game():
    setup = G.default_setup(21, 3)
    m = Match(G, setup)
    rng = Rng(21)
    hashes = [G.hash(m.state)]
    while not m.over:
        legal = m.legal_actions(m.to_act()[0])
        m.play(legal[rng.randbelow(len(legal))])
        hashes.append(G.hash(m.state))
    for i in range(len(m.history)):
        m.undo()
        assert G.hash(m.state) == hashes[-2 - i]
    while m.can_redo():
        m.redo()
    assert G.hash(m.state) == hashes[-1]
    again = Match.replay(G, Match.setup_from_data(json.loads(json.dumps(m.record()["setup"]))), m.actions())
    assert G.hash(again.state) == hashes[-1]
    data = json.loads(json.dumps(G.to_data(m.state)))
    assert G.hash(G.from_data(data)) == hashes[-1]


def test_a_corrupt_save_is_one_clear_message():
    from tabletop.engine import InvalidNotationError
    data = G.to_data(G.new_state(G.default_setup(1, 2)))
    data["hands"] = "many"
    with pytest.raises(InvalidNotationError, match="not a Austin Powers CCG position: hands"):
        G.from_data(data)


def test_the_same_game_with_and_without_events():
    setup = G.default_setup(5, 4)
    a, b = G.new_state(setup), G.new_state(setup)
    rng = Rng(5)
    while a.result is None:
        legal = G.legal_actions(a, G.to_act(a)[0])
        act = legal[rng.randbelow(len(legal))]
        G.play(a, act)
        G.play(b, act, [])
    assert state_hash(a) == state_hash(b)


# ---- what each seat may see (AP-11.1) --------------------------------------------------------

def test_a_view_hides_hands_and_decks_and_cannot_leak_them_AP_11_1():
    for s, _ in random_states(8, 4, every=40):
        v = G.view(s, 0)
        assert v.rng == 0 and v.seed == 0
        assert all(v.cards[c] == s.cards[c] for c in s.hands[0] + [c for f in s.fields for c in f])
        assert all(v.cards[c] == "?" for p in (1, 2, 3) for c in s.hands[p])
        assert all(v.cards[c] == "?" for d in s.decks for c in d)
        assert all(v.decks[p] == sorted(s.decks[p]) for p in range(4))
        # changing which cards the others hold or will draw changes nothing P1 can see
        t = G.clone(s)
        hidden = [c for p in (1, 2, 3) for c in t.hands[p] + t.decks[p]] + t.decks[0]
        keys = [t.cards[c] for c in hidden]
        keys.reverse()
        for c, k in zip(hidden, keys):
            t.cards[c] = k
        t.rng ^= 12345
        assert state_hash(G.view(t, 0)) == state_hash(v)


def test_reveals_draws_shuffles_and_shown_happenings_but_not_chosen_plays():
    s = position(players=[dict(side="austin", hand=["Agent Honeytrap", "Wardrobe Malfunction"],
                               deck=["Cosmic Carol"] * 6),
                          dict(side="evil", hand=["Zip it, minion."], deck=["Lady Lacquer"] * 6)])
    m = Match(G, Setup("austin-powers", 1, [], []), state=s, undo="fair")
    m.play('P1 agent "Agent Honeytrap"')
    assert not m.history[-1].reveals
    assert m.can_undo([0]) and not m.can_undo([1])  # P2 saw the card come out of P1's hand: not for P2
    m.play('P1 gesture')
    m.play("P2 copy")
    assert m.can_undo()                     # a copy shows nothing
    m.play('P1 show "Wardrobe Malfunction"')  # the happening is shown, a card is discarded at random
    assert m.history[-1].reveals and not m.can_undo()
    with pytest.raises(UndoError, match="showed hidden cards"):
        m.undo()


# ---- setup (AP-1, AP-3) ---------------------------------------------------------------------

def test_default_setup_alternates_sides_and_deals_six_AP_1_2_AP_3_1():
    for players in range(2, 7):
        setup = G.default_setup(4, players)
        s = G.new_state(setup)
        sides = [d.side for d in setup.decks]
        assert s.sides == sides
        # the seats alternate around the table (the deal of the places: test_ap_seat_deal.py)
        assert sum(sides[i] == sides[i - 1] for i in range(players)) == (players % 2 if players > 2 else 0)
        assert all(len(h) == 6 and len(d) == 24 for h, d in zip(s.hands, s.decks))
        check_zones(s)
    six = G.default_setup(4, 6)
    assert six.decks[0].name != six.decks[2].name      # same side, different starters


def test_setup_refusals_AP_1_1_AP_1_2():
    d = G.default_setup(1, 2).decks
    with pytest.raises(RulesError, match=r"for 2 to 6 players, not 1"):
        G.new_state(Setup("austin-powers", 1, d[:1], ["A"]))
    with pytest.raises(RulesError, match="With two players the sides must differ"):
        G.new_state(Setup("austin-powers", 1, [d[0], d[0]], ["A", "B"]))
    short = DeckList("short", {"main": d[0].piles["main"][:29]}, "austin")
    with pytest.raises(RulesError) as err:
        G.new_state(Setup("austin-powers", 1, [short, d[1]], ["A", "B"]))
    assert err.value.rule == "AP-1.3" and "holds 29 cards" in str(err.value)
    from tabletop.games.austin_powers.decks import setup_warnings
    assert G.setup_warnings(G.default_setup(1, 5)) == []
    assert setup_warnings(["austin", "evil", "austin", "evil"]) == []
    assert "alternate" in setup_warnings(["austin", "austin", "evil", "evil"])[0]
    assert "as even as possible" in setup_warnings(["austin", "austin", "austin", "evil"])[0]


def test_names_resolve_to_interchangeable_copies():
    s = position(players=[dict(side="austin", hand=["Agent Honeytrap", "Agent Honeytrap"]),
                          dict(side="evil")])
    a = G.parse(s, 'P1 agent "Agent Honeytrap"')
    assert a == PlayAgent(0, min(s.hands[0]))
    play(s, 'P1 agent "Agent Honeytrap"')
    assert names(s, "field", 1) == ["Agent Honeytrap"] and card(s, "Agent Honeytrap", 1, "hand")
