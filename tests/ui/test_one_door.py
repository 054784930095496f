"""The pygame table has one door: every action it plays is committed by tabletop/play's
`Table.commit` (a computer player's, a forced answer's, a human's)."""

from drive import app

from tabletop.play import COMPUTER, Seat
from tabletop.ui.launch import GameChoice, build_table


def test_the_pygame_table_commits_every_action_through_the_door():
    """A game of computer players on the real table: every entry of the history was
    committed by the door, by the computer players or as a forced answer."""
    seats = [Seat("", COMPUTER, "random"), Seat("", COMPUTER, "random")]
    t = build_table(GameChoice("afterworld", 2, seats, seed=4), threaded_bots=False, autosave=False)
    a = app()
    a.push(t)
    for _ in range(4000):
        if t.match.over or len(t.match.history) >= 60:
            break
        t.computer.settle() if t.computer.anim is not None else None
        t.update(1.0)
    n = len(t.match.history)
    assert n >= 20
    assert sum(t.door.counts.values()) == n
    assert t.door.counts.get("computer", 0) > 0
