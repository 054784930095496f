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


def test_the_red_threat_tags_are_explained_in_the_status():
    from tabletop.games.afterworld.query import threats
    s = build(G, {"step": "muster", "names": ["Ann", "Bo"], "P2": {"faction": "norse", "divisions": [
        {"commander": "Jarl of the Fjords", "square": "a2", "units": ["Berserker", "Berserker"]}]}})
    a, t = table("afterworld", s)
    found = threats(s, G.pool.by_key, 0)
    assert found
    legend = [line for line in t.ui.status(s, 0) if line.startswith("Red squares")]
    n, sq, attack, left = max(found, key=lambda f: f[2])
    assert legend and f'"d{n}: {attack} vs {left}"' in legend[0]
