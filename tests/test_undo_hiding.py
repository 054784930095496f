"""Undo never shows what was hidden (issue 48): after every action of many random games of every
game, each seat the match lets take the action back learned nothing from it.

The twin check: for a seat the fair undo lets take back an action, the same action played on a
twin of the position before it (a copy that differs only in what that seat cannot see:
tests/hidden_twins.py) leaves that seat the same view as the real one. An action that showed
the seat a card (drawn, played out of another hand, turned face up) would show it a different
card in the twin, so it must be a barrier for that seat; and every view key the seat holds
after an undoable action it held before. Then the action is taken back, for that seat, and
played again: the positions are the ones before and after. The counts are printed at the end.
"""

from __future__ import annotations

from collections import Counter

import pytest
from hidden_twins import twin

from reporting import report
from tabletop.engine.game import HIDDEN
from tabletop.engine.history import Match, UndoError
from tabletop.engine.rng import Rng
from tabletop.games import get_game
from tabletop.net.consent import undo_problem

COUNTS: Counter = Counter()


def _setup(game, seed: int, players: int):
    if game.name == "toy":
        from toygame import toy_setup
        return toy_setup(seed)
    return game.unattended(game.default_setup(seed, players), human=True)


def _learned(game, before, after, seat) -> list[int]:
    """The cards whose key `seat`'s view holds after the action and did not hold before."""
    was, now = game.view(before, seat).cards, game.view(after, seat).cards
    return [c for c, k in now.items() if k != HIDDEN and was.get(c) != k]


def _same_in_twin(game, before, action, after, seat, rng) -> bool:
    """Whether `action` leaves `seat` the same view on a twin of `before` as it did for real."""
    other = twin(game, before, seat, rng, decks_in_order=True)
    try:
        game.apply(other, action, None)
    except Exception:  # noqa: BLE001 - the action meant something else there: it told something
        return False
    return game.view(other, seat) == game.view(after, seat)


def _play(game_name: str, players: int, seed: int, limit: int) -> None:
    game = get_game(game_name)
    m = Match(game, _setup(game, seed, players), undo="fair")
    rng = Rng(seed * 7919 + players)
    seats = range(m.state.seats)
    while not m.over and len(m.history) < limit:
        seat = m.to_act()[0]
        legal = [a for a in m.legal_actions(seat) if a.verb != "propose-end"] or m.legal_actions(seat)
        action = legal[rng.randbelow(len(legal))]
        before = m.game.clone(m.state)
        m.play(action)
        after = m.game.clone(m.state)
        COUNTS[f"{game_name} actions"] += 1
        undoable = [s for s in seats if m.can_undo([s])]
        learned_by = {s: _learned(game, before, after, s) for s in seats}
        moved = before.rng != after.rng  # a shuffle, a random pick: every seat's barrier
        assert m.history[-1].shown == {s for s in seats if moved or learned_by[s]}
        for s in seats:
            learned = learned_by[s]
            if s in undoable:
                assert not learned, f"{game_name} seed {seed}: {m.history[-1].words} showed P{s + 1} " \
                                    f"{[after.cards[c] for c in learned]} and may be taken back"
                assert _same_in_twin(game, before, action, after, s, rng), \
                    f"{game_name} seed {seed}: {m.history[-1].words} tells P{s + 1} something and may be taken back"
                COUNTS[f"{game_name} twins alike"] += 1
            else:
                COUNTS[f"{game_name} barriers"] += 1
                if any(after.owner.get(c) != s for c in learned):
                    COUNTS[f"{game_name} barriers: another seat's card shown"] += 1
        # over the network a seat asks to take back its own last action: the same answer
        assert (undo_problem(m, action.seat, 1) == "") == (action.seat in undoable) or m.over
        if undoable:
            s = undoable[rng.randbelow(len(undoable))]
            m.undo(seats=[s])
            assert game.hash(m.state) == game.hash(before)
            m.redo()
            assert game.hash(m.state) == game.hash(after)
            COUNTS[f"{game_name} undos"] += 1
        else:
            with pytest.raises(UndoError, match="showed hidden cards"):
                m.undo(seats=list(seats))


@pytest.mark.parametrize("game_name,players,games,limit", [
    ("afterworld", 2, 10, 220), ("austin-powers", 2, 10, 220), ("austin-powers", 4, 4, 220),
    ("toy", 2, 10, 60), ("duel", 2, 10, 60),
])
def test_no_undoable_action_showed_the_undoing_seat_anything(extra_games, game_name, players, games, limit):
    for seed in range(1, games + 1):
        _play(game_name, players, seed, limit)
    assert COUNTS[f"{game_name} actions"] > games * 5
    assert COUNTS[f"{game_name} undos"] > 0 and COUNTS[f"{game_name} barriers"] > 0
    if game_name in ("afterworld", "austin-powers"):  # a card out of a hidden hand: the case
        assert COUNTS[f"{game_name} barriers: another seat's card shown"] > 0


@report
def _exercised() -> list[str]:
    games = sorted({k.split(" ")[0] for k in COUNTS})
    return [f"undo twins, {g}: {COUNTS[g + ' actions']} actions, {COUNTS[g + ' undos']} undone and played again, "
            f"{COUNTS[g + ' twins alike']} seat-actions alike in a twin, {COUNTS[g + ' barriers']} barriers "
            f"({COUNTS[g + ' barriers: another seat' + chr(39) + 's card shown']} for another seat's card shown)"
            for g in games]
