"""A computer player that fails never stalls the game: one line says which bot failed and
why, the seat falls back to the next simpler bot, and play goes on."""

from __future__ import annotations

import pytest

from tabletop.ai.bot import RandomBot
from tabletop.ai.greedy import GreedyBot
from tabletop.ai.search import SearchBot
from tabletop.play import COMPUTER, Seat

from drive import table


class BrokenSearch(SearchBot):
    def choose(self, game, view, actions):
        raise RuntimeError("the search tree is on fire")


class BrokenGreedy(GreedyBot):
    def choose(self, game, view, actions):
        raise ZeroDivisionError("division by zero")


class BrokenRandom(RandomBot):
    def choose(self, game, view, actions):
        raise KeyError("dice")


class Cheater(RandomBot):
    """Answers with an action of the other seat: the engine refuses it."""

    def choose(self, game, view, actions):
        return _other_seat(actions[0])


def _other_seat(action):
    import dataclasses
    return dataclasses.replace(action, seat=1 - action.seat)


def _run_until_seat_acts(a, t, seat: int, frames: int = 400) -> None:
    start = len(t.match.history)
    for _ in range(frames):
        a.step(1 / 60, [])
        if any(e.action.seat == seat for e in t.match.history[start:]):
            return
    raise AssertionError(f"seat {seat} never acted; toasts: {[x.text for x in t.shown.toasts]}")


@pytest.mark.parametrize("threaded", [False, True])
def test_a_search_bot_that_raises_falls_back_to_greedy_and_play_goes_on(threaded):
    a, t = table("afterworld", seats=[Seat("Ann", COMPUTER, "search"), Seat("Bo", COMPUTER, "random")], seed=4)
    t.computer.delay = 0.0
    t.computer.threaded = threaded
    t.computer.bots[0] = BrokenSearch(0, iterations=5)
    _run_until_seat_acts(a, t, 0)
    assert isinstance(t.computer.bots[0], GreedyBot)
    said = [x.text for x in t.shown.toasts] + [t.shown.last_refusal]
    assert ("Player 1's computer player (search) failed: RuntimeError: the search tree is on fire; "
            "greedy plays for Player 1 now.") in said
    assert "thinking" not in " ".join(t.ui.status(t.match.state, t.shown.looking))


def test_each_failure_seats_a_simpler_bot_down_to_the_first_legal_action():
    a, t = table("afterworld", seats=[Seat("Ann", COMPUTER, "greedy"), Seat("Bo", COMPUTER, "random")], seed=4)
    t.computer.delay = 0.0
    t.computer.bots[0] = BrokenGreedy(0)
    for _ in range(3):
        a.step(1 / 60, [])
    assert isinstance(t.computer.bots[0], RandomBot)
    assert "Player 1's computer player (greedy) failed: ZeroDivisionError: division by zero; random plays for Player 1 now." \
        == t.shown.last_refusal
    t.computer.bots[0] = BrokenRandom(0)
    _run_until_seat_acts(a, t, 0)
    assert t.shown.last_refusal.startswith("Player 1's computer player (random) failed: KeyError: 'dice'; the first legal action")


def test_a_bot_whose_action_the_engine_refuses_falls_back_too():
    a, t = table("afterworld", seats=[Seat("Ann", COMPUTER, "greedy"), Seat("Bo", COMPUTER, "random")], seed=4)
    t.computer.delay = 0.0
    cheat = Cheater(0)
    cheat.name = "greedy"
    t.computer.bots[0] = cheat
    _run_until_seat_acts(a, t, 0)
    assert isinstance(t.computer.bots[0], RandomBot)
    assert any("Player 1's computer player (greedy) failed: it chose an action the rules refuse" in x
               for x in [t.shown.last_refusal] + [x.text for x in t.shown.toasts])


def test_a_move_shown_while_the_position_changes_under_it_is_dropped_not_a_failure():
    """A computer player's action is being shown (animated) when the position changes under
    it (the same action arrives by Redo, or a human steps in): the shown action is not played
    on the new position, the bot is not called broken, and it thinks again."""
    a, t = table("afterworld", seats=[Seat("Ann", COMPUTER, "random"), Seat("Bo", COMPUTER, "random")], seed=4)
    t.computer.delay = 0.5
    stale = None
    for _ in range(3000):
        a.step(1 / 60, [])
        anim = t.computer.anim
        if anim is not None and anim.t == 0:
            continue
        if anim is not None:
            t.match.play(anim.action)  # the position moves on under the animation
            if t.game.refusal(t.match.state, anim.action) is not None:
                stale = anim
                break
            t.match.undo()
    assert stale is not None, "no animation whose action became illegal"
    before = dict(t.computer.bots)
    history = len(t.match.history)
    t.computer.anim.t = t.computer.anim.dur
    a.step(1 / 60, [])
    assert len(t.match.history) == history  # the stale action was not played
    assert t.computer.bots == before and all(isinstance(b, RandomBot) for b in t.computer.bots.values())
    assert "failed" not in t.shown.last_refusal
    _run_until_seat_acts(a, t, t.game.to_act(t.match.state)[0])  # and play goes on


def test_a_move_shown_after_an_undo_and_another_action_is_dropped():
    """The position changes under a shown action while the history keeps its length (the
    last action taken back and another played instead): the shown action is still stale,
    and is neither played on the new position nor called a failure."""
    a, t = table("afterworld", seats=[Seat("Ann", COMPUTER, "random"), Seat("Bo", COMPUTER, "random")], seed=4)
    t.computer.delay = 0.5
    t.match.undo_policy = "all"
    replaced = None
    for _ in range(3000):
        a.step(1 / 60, [])
        anim = t.computer.anim
        if anim is None or anim.t == 0 or not t.match.history:
            continue
        undone = t.match.undo().action
        seat = t.game.to_act(t.match.state)[0]
        others = [x for x in t.match.legal_actions(seat) if x != undone]
        if others:
            t.match.play(others[0])
            replaced = others[0]
            break
        t.match.play(undone)
    assert replaced is not None, "no shown action after an undo with another choice"
    history = len(t.match.history)
    t.computer.anim.t = t.computer.anim.dur
    a.step(1 / 60, [])
    assert len(t.match.history) == history and t.match.history[-1].action == replaced
    assert "failed" not in t.shown.last_refusal
    _run_until_seat_acts(a, t, t.game.to_act(t.match.state)[0])  # and play goes on
