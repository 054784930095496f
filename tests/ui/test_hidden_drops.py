"""The table shows nothing of a card the player cannot see, whatever is dropped where.

On positions of both games (Austin Powers with 2 to 6 players), a twin position is built
that differs only in what the player at the mouse cannot see (the other hands and the
decks, tests/hidden_twins.py). Two headless tables, one on each, get the same drops: every
card of the player's own hand (and every piece of theirs the table lets them pick up)
dropped on every place and every piece, the other players' face-down hand cards included.
What the player is shown (the refusal or hint, the toast, whether something was played)
must be the same on both tables, and so must the drop places the table lights up and what a
click on any piece does. The drops and clicks are counted.
"""

from __future__ import annotations

import pytest
from drive import table
from hidden_twins import twin
from test_refusals import position

from tabletop.engine.rng import Rng
from tabletop.games import get_game
from tabletop.play import Seat

POSITIONS = [("afterworld", 2, seed, n) for seed, n in ((2, 8), (3, 25), (4, 60), (5, 120))] + \
            [("austin-powers", p, seed, n) for p, seed, n in ((2, 2, 6), (3, 3, 20), (4, 2, 30),
                                                               (5, 6, 60), (6, 4, 40))]


def shown(t) -> tuple:
    return (t.shown.last_refusal, tuple(x.text for x in t.shown.toasts))


def seen_drops(name, players, seed, n):
    state = position(name, players, seed, n)
    game = get_game(name)
    actor = game.to_act(state)[0]
    # a real choice: an answer that is all the seat may do is given by the table, and the
    # computer players after it play on their own cards, which differ on the twin
    assert len(game.legal_actions(state, actor)) > 1, "a forced answer: pick another position"
    other = twin(game, state, actor, Rng(seed * 31 + 1))
    seats = [Seat.of(f"P{i + 1}", human=i == actor, bot="random") for i in range(players)]
    _, a = table(name, state=state, seats=seats, players=players, seed=seed)
    tables = [a]
    _, b = table(name, state=other, seats=seats, players=players, seed=seed)
    tables.append(b)
    assert a.shown.acting == b.shown.acting == actor
    view = game.view(state, actor)
    legal = game.legal_actions(state, actor)
    unseen_cards = {f"card:{c}" for c, k in view.cards.items() if k == "?"}
    mine = [pid for pid, piece in a.shown.pieces.items()
            if (piece.movable and piece.seat == actor) or pid in a.shown.aff.drags]
    assert mine and set(b.shown.pieces) == set(a.shown.pieces)
    places = list(dict.fromkeys([*a.shown.targets, *a.shown.pieces]))
    count = on_unseen = 0
    for pid in mine:
        for tid in places:
            if tid == pid:
                continue
            seen = []
            for t in tables:
                before = len(t.match.history)
                t.shown.last_refusal = ""
                t.shown.toasts = []
                t.input.drop(pid, tid)
                played = len(t.match.history) > before
                seen.append((played, shown(t)))
                if played:
                    t.match.undo()
                    t.refresh()
            assert seen[0] == seen[1], f"{pid} dropped on {tid}: {seen[0]} on one table, {seen[1]} on its twin"
            count += 1
            on_unseen += tid in unseen_cards
    assert a.shown.aff.drags == b.shown.aff.drags, "the drop places lit up differ"
    for pid, piece in a.shown.pieces.items():  # and a click on every piece, face-down ones too
        if a.ui.browse(a.match.state, piece, a.at_mouse.viewer) is not None:
            continue  # (opens a public pile)
        seen = []
        for t in tables:
            before = len(t.match.history)
            t.shown.last_refusal = ""
            t.shown.toasts = []
            t.input.click(pid)
            played = len(t.match.history) > before
            seen.append((played, shown(t)))
            if played:
                t.match.undo()
                t.refresh()
        assert seen[0] == seen[1], f"a click on {pid}: {seen[0]} on one table, {seen[1]} on its twin"
        count += 1
    for pid in mine:  # the legal drops are the engine's answer from the seat's view (find_actions)
        for tid in places:
            assert a.shown.aff.drop_actions(pid, tid) == game.find_actions(view, actor, legal, pid, tid)
    return count, on_unseen


@pytest.mark.parametrize("name,players,seed,n", POSITIONS)
def test_a_drop_shows_the_same_on_twins_that_differ_only_in_unseen_cards(name, players, seed, n):
    count, on_unseen = seen_drops(name, players, seed, n)
    print(f"{name} {players}p seed {seed}: {count} drops and clicks on each of two twin tables, "
          f"{on_unseen} drops on a card the player cannot see")
    assert count >= 100 and on_unseen >= 20, (count, on_unseen)


def test_an_event_dropped_on_a_face_down_card_of_the_other_hand_names_only_where_it_is():
    """The measured leak: "Whirlpool targets a unit in a division; Linden Shield is not one."
    Now the toast says the card is face down in the other hand, and names nothing."""
    game = get_game("afterworld")
    state = position("afterworld", 2, 3, 25)
    actor = game.to_act(state)[0]
    seats = [Seat.of(f"P{i + 1}", human=i == actor, bot="random") for i in range(2)]
    _, t = table("afterworld", state=state, seats=seats, seed=3)
    hidden = state.sides[1 - actor].hand
    names = {game.pool.by_key[state.cards[c]].name for c in hidden}
    dropped = 0
    for cid in state.sides[actor].hand:
        for h in hidden:
            t.shown.last_refusal = ""
            t.input.drop(f"card:{cid}", f"card:{h}")
            assert not any(n in t.shown.last_refusal for n in names), t.shown.last_refusal
            assert t.shown.last_refusal == "" or t.shown.last_refusal.endswith(("[AW-11.2]", "[AW-7.2]", "[AW-6.1]",
                                                                    "[AW-4.6]", "[AW-5.1]")), t.shown.last_refusal
            dropped += 1
    assert dropped >= 10
