"""Hot-seat: the table turns to the player at the mouse. Their hand lies at the bottom at full
size, their empire at the bottom of the world, the other hand face down at the top; the cover
between players stays."""

import pygame
from drive import drag, key, settle, table

from tabletop.games import get_game
from tabletop.games.afterworld import world
from tabletop.games.afterworld.position import build
from tabletop.play import COMPUTER, Seat

G = get_game("afterworld")
G_AP = get_game("austin-powers")


def test_the_second_player_sees_their_own_side_at_the_bottom():
    s = build(G, {"step": "muster", "names": ["Ann", "Bo"], "turn_player": "P2", "actor": "P2",
                  "P1": {"hand": ["Berserker"]}, "P2": {"faction": "atlantean", "hand": ["Whirlpool", "Ink Cloud"]}})
    a, t = table("afterworld", s, seats=[Seat("Ann"), Seat("Bo")])
    assert a.top is not t  # the cover: pass the mouse to Bo
    key(a, pygame.K_SPACE)
    settle(a, t)
    assert t.at_mouse.viewer == 1 and t.ui.bottom == 1
    bo = [p for p in t.shown.pieces.values() if p.card in s.sides[1].hand]
    ann = [p for p in t.shown.pieces.values() if p.card in s.sides[0].hand]
    assert {p.zone for p in bo} == {"p1.hand"} and {p.zone for p in ann} == {"p2.hand"}  # Bo's at the bottom
    assert all(p.face[0] == "card" for p in bo) and all(p.face[0] == "back" for p in ann)
    assert all(p.size[1] > 60 for p in bo)  # the full-size hand row, not the top strip
    # Bo's fortress lies at the bottom of the world, Ann's at the top
    assert t.ui.square_rect(world.F2)[1] > t.ui.square_rect(world.F1)[1]
    assert t.ui.zone_label("p1.hand", "P1 hand") == "P2 hand"
    # one player against the computer: the table keeps their side down whoever acts
    a, t = table("afterworld", s, seats=[Seat("Ann"), Seat("Bo", COMPUTER, "random")])
    assert t.ui.bottom == 0 and t.ui.square_rect(world.F1)[1] > t.ui.square_rect(world.F2)[1]


def test_austin_powers_turns_to_the_player_at_the_mouse_too():
    from test_ap_table import duel, humans, take_mouse

    a, t = table("austin-powers", duel(), humans("Ann", "Bo"))
    s = t.match.state
    honey, baron = (next(c for c in pile if G_AP.by_key[s.cards[c]].name == n)
                    for pile, n in ((s.fields[0], "Agent Honeytrap"), (s.fields[1], "Baron von Monocle")))
    drag(a, t, f"card:{honey}", f"card:{baron}")  # a shag: Bo answers first
    take_mouse(a, t, 1)
    assert t.ui.bottom == 1
    bo = [p for p in t.shown.pieces.values() if p.card in t.match.state.hands[1]]
    ann = [p for p in t.shown.pieces.values() if p.card in t.match.state.hands[0]]
    assert {p.zone for p in bo} == {"p1.hand"} and all(p.face[0] == "card" for p in bo)
    assert {p.zone for p in ann} == {"p2.hand"} and all(p.kind == "back" for p in ann)
    assert min(p.size[1] for p in bo) > max(p.size[1] for p in ann)  # the full-size row, the other small
