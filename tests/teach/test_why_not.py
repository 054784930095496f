""""Why not?": a piece that cannot act now is explained in the engine's words, with its rule."""

import pygame
from drive import key, post, table

from tabletop.games.afterworld.position import build
from tabletop.games.austin_powers.position import build_position
from tabletop.teach.teachers import teacher
from tabletop.ui.whynot import why_not_piece

AW = teacher("afterworld")
AP = teacher("austin-powers")


def aw(data):
    return build(AW.game, data)


def test_afterworld_cards_and_tokens_say_why_they_cannot_act():
    s = aw({"step": "move", "P1": {"hand": ["Jackal Spearman", "Khopesh", "Sandstorm"], "divisions": [
        {"commander": "Sun Barque", "square": "b1", "moves": 3, "units": ["Desert Nomad"]},
        {"commander": "Anubis, Guide of the Dead"}]}})
    hand = s.sides[0].hand
    assert AW.why_not(s, 0, "token:0:1") == ("Sun Barque has 3 movement icons, so division d1 cannot move a "
                                             "fourth time this turn. [AW-8.2]")
    assert AW.why_not(s, 0, "token:0:2") == ("Division d2 has no units, and a division without units cannot "
                                             "move. [AW-7.6]")
    assert AW.why_not(s, 0, f"card:{hand[0]}") == "Units join divisions only in the Muster step. [AW-5.2]"
    assert AW.why_not(s, 0, f"card:{hand[2]}") == ("Sandstorm costs 1 Food and your pool holds 0 Food and "
                                                   "0 Gold. [AW-6.2]")
    assert AW.why_not(s, 0, f"card:{s.world[1]}") == ("Territories are expended for Food and Gold in your "
                                                      "part of the Muster step. [AW-5.2]")


def test_a_piece_that_can_act_needs_no_explanation():
    s = aw({"step": "muster", "P1": {"hand": ["Jackal Spearman"]}})
    assert AW.why_not(s, 0, f"card:{s.sides[0].hand[0]}") is None
    assert AW.why_not(s, 0, f"card:{s.world[1]}") is None
    assert AW.why_not(s, 0, "pile:0:deck") is None


def test_austin_powers_cards_say_why():
    s = build_position(AP.game, {"actions_used": 2, "players": [
        {"side": "austin", "hand": ["Agent Honeytrap", "Smashing, darling!", "Cosmic Carol"],
         "field": ["Commander Paisley"]},
        {"side": "evil", "field": ["Lady Lacquer"]}]})
    honey, bone, carol = s.hands[0]
    assert AP.why_not(s, 0, f"card:{honey}") == "You have used both of your actions this turn. [AP-4.1]"
    assert AP.why_not(s, 0, f"card:{bone}").endswith("[AP-5.3]")
    assert AP.why_not(s, 0, f"card:{carol}") is None      # a ship agent still flies free


def test_with_hints_on_hovering_an_unplayable_card_shows_why_not():
    s = aw({"step": "move", "P1": {"hand": ["Jackal Spearman"], "divisions": [
        {"commander": "Sun Barque", "units": ["Desert Nomad"]}]}})
    a, t = table("afterworld", s)
    spear = s.sides[0].hand[0]
    pos = t.screen_pos(f"card:{spear}")
    post(a, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    a.step(0.5, [])
    key(a, pygame.K_h)                                     # hints on: the tooltip is drawn
    a.step(0.5, [])
    assert t.shown.pointer.show_hints and t.input.hover_pid == f"card:{spear}"
    assert why_not_piece(t.door, t.shown, t.stage) == "Units join divisions only in the Muster step. [AW-5.2]"
    post(a, pygame.event.Event(pygame.MOUSEMOTION, pos=t.screen_pos("token:0:1"), rel=(0, 0), buttons=(0, 0, 0)))
    a.step(0.5, [])
    assert t.input.hover_pid == "token:0:1" and why_not_piece(t.door, t.shown, t.stage) == ""   # it can move: it glows instead
