"""The status panel tells the player who acts what to do, and the others whom they wait for."""

from drive import table

from tabletop.games import get_game
from tabletop.games.afterworld.position import build

G = get_game("afterworld")


def test_what_to_do_is_said_to_the_player_who_does_it():
    s = build(G, {"step": "muster", "names": ["Ann", "Computer"], "turn_player": "P2", "actor": "P2"})
    a, t = table("afterworld", s)
    theirs = t.ui.status(s, 0)  # Ann looks on while the computer musters
    assert any("Waiting for Computer" in line for line in theirs)
    assert not any("Click territories" in line or "drag" in line.lower() for line in theirs)
    mine = t.ui.status(s, 1)  # the one who acts is told what to do
    assert not any("Waiting for" in line for line in mine) and len(mine) == 3 and mine[2]
