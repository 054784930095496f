"""Afterworld with the mouse: real pygame events posted to a headless table (issue 4)."""

import pygame
import pytest
from drive import click, drag, key, press_button, settle, table

from tabletop.games import get_game
from tabletop.games.afterworld import position, world
from tabletop.ui.gameover import GameOverScene
from tabletop.play import COMPUTER, Seat

GAME = get_game("afterworld")


def pos(data):
    return position.build(GAME, {"names": ["Ann", "Bo"], **data})


def cid(s, name):
    """The one card called `name` that is not in a deck (in a hand, a division or the world)."""
    decks = {c for side in s.sides for c in side.deck}
    ids = [c for c, k in s.cards.items() if GAME.pool[k].name == name and c not in decks]
    assert len(ids) == 1, (name, ids)
    return ids[0]


def sq(name):
    return world.parse_square(name)


def test_deploy_a_unit_by_dragging_it_onto_a_division_strip_or_its_token():
    a, t = table("afterworld", pos({"P1": {"hand": ["Jackal Spearman", "Chariot Archer"],
                                           "divisions": [{"commander": "Sun Barque"}]}}))
    s = t.match.state
    spear, archer = cid(s, "Jackal Spearman"), cid(s, "Chariot Archer")
    drag(a, t, f"card:{spear}", "division:0:1")
    assert t.match.state.sides[0].divisions[0].units == [spear]
    assert "Ann puts Jackal Spearman into division d1 (Sun Barque)." in [line for line, _ in t.log.log_lines]
    settle(a, t)
    drag(a, t, f"card:{archer}", "token:0:2")
    assert t.match.state.sides[0].divisions[1].units == [archer]
    assert t.shown.pieces[f"card:{archer}"].zone == "p1.division2"


def test_expend_a_territory_by_clicking_it():
    a, t = table("afterworld", pos({"P1": {"territories": {"a1": "Nile Delta"}}}))
    s = t.match.state
    delta = s.world[sq("a1")]
    food, gold = s.sides[0].food, s.sides[0].gold
    card = GAME.pool[s.cards[delta]]
    click(a, t.screen_pos(f"card:{delta}"))
    assert delta in t.match.state.expended
    assert (t.match.state.sides[0].food, t.match.state.sides[0].gold) == (food + card.food, gold + card.gold)
    settle(a, t)
    assert t.shown.pieces[f"card:{delta}"].angle == pytest.approx(3.14159 / 2, abs=1e-3)  # turned sideways
    click(a, t.screen_pos(f"card:{delta}"))  # once more: refused, and said why
    assert t.shown.toasts and "AW-6.1" in t.shown.toasts[0].text


def test_move_a_token_out_of_the_fortress_along_the_grid_and_refuse_a_wrong_arrow():
    """Sun Barque: icon 1 = N NE NW, icon 2 = N, icon 3 = N S."""
    a, t = table("afterworld", pos({"step": "move", "P1": {"divisions": [
        {"commander": "Sun Barque", "square": "F1", "units": ["Jackal Spearman"]}]}}))
    drag(a, t, "token:0:1", f"square:{sq('c1')}")       # out of the fortress to any back-row square
    assert t.match.state.sides[0].divisions[0].square == sq("c1")
    settle(a, t)
    drag(a, t, "token:0:1", f"square:{sq('c2')}")       # second move: icon 2, forward
    assert t.match.state.sides[0].divisions[0].square == sq("c2")
    settle(a, t)
    before = GAME.hash(t.match.state)
    drag(a, t, "token:0:1", f"square:{sq('d3')}")       # icon 3 has no forward-right arrow
    assert GAME.hash(t.match.state) == before
    assert t.shown.toasts and "AW-8.2" in t.shown.toasts[0].text and "icon 3" in t.shown.toasts[0].text
    settle(a, t)  # the token flew home
    assert t.physics.position("token:0:1") == pytest.approx(t.ui.token_center(0, 1, sq("c2")))
    a.step(1 / 60, [])  # the refusal is drawn without trouble
    drag(a, t, "token:0:1", f"square:{sq('c1')}")       # icon 3, backward
    assert t.match.state.sides[0].divisions[0].square == sq("c1")


@pytest.mark.parametrize("back", ["a1", "b1", "c1", "d1"])
def test_into_the_fortress_from_every_back_row_square(back):
    """A backward arrow takes a division from any back-row square into its own fortress (AW-3.4)."""
    a, t = table("afterworld", pos({"step": "move", "P1": {"divisions": [
        {"commander": "Sun Barque", "square": back, "moves": 2, "units": ["Jackal Spearman"]}]}}))
    # while dragging, the fortress lights up as a legal drop
    legal = t.shown.aff.drags["token:0:1"]
    assert f"square:{world.F1}" in legal
    drag(a, t, "token:0:1", f"square:{world.F1}")
    assert t.match.state.sides[0].divisions[0].square == world.F1


def invasion():
    return pos({"step": "battle",
                "P1": {"divisions": [{"commander": "Sun Barque", "square": "c3",
                                      "units": ["Jackal Spearman", "Chariot Archer"]}]},
                "P2": {"territories": {"c3": "Mead Hall"},
                       "divisions": [{"commander": "Jarl of the Fjords", "square": "c3", "units": ["Berserker"]}]}})


def test_assign_targets_fight_see_the_emptied_division_jump_home_and_undo_it():
    a, t = table("afterworld", invasion())
    s = t.match.state
    spear, archer, berserker = cid(s, "Jackal Spearman"), cid(s, "Chariot Archer"), cid(s, "Berserker")
    hall = s.world[sq("c3")]
    press_button(a, t, "Fight on c3")
    assert t.match.state.battle is not None
    # only the legal targets light up for the Spearman: the Berserker and Mead Hall
    assert set(t.shown.aff.drags[f"card:{spear}"]) == {f"card:{berserker}", f"card:{hall}"}
    drag(a, t, f"card:{spear}", f"card:{berserker}")
    settle(a, t)
    drag(a, t, f"card:{archer}", f"card:{hall}")
    settle(a, t)
    s = t.match.state
    assert berserker in s.sides[1].discard
    assert s.sides[1].divisions[0].square == world.F2
    assert t.physics.position("token:1:1") == pytest.approx(t.ui.token_center(1, 1, world.F2))
    assert s.damage[hall] == 3
    assert any("returns to its fortress" in line for line, _ in t.log.log_lines)
    key(a, pygame.K_z, pygame.KMOD_CTRL)
    settle(a, t)
    s = t.match.state
    assert s.sides[1].divisions[0].units == [berserker] and s.sides[1].divisions[0].square == sq("c3")
    assert t.physics.position("token:1:1") == pytest.approx(t.ui.token_center(1, 1, sq("c3")))


def test_a_drop_in_the_wrong_place_flies_home_with_the_reason():
    a, t = table("afterworld", pos({"P1": {"hand": ["Jackal Spearman"], "divisions": [{"commander": "Sun Barque"}]}}))
    spear = cid(t.match.state, "Jackal Spearman")
    home = t.physics.position(f"card:{spear}")
    drag(a, t, f"card:{spear}", "division:1:1")  # the opponent's division
    assert t.match.state.sides[1].divisions[0].units == [] and spear in t.match.state.sides[0].hand
    assert "your own divisions" in t.shown.toasts[0].text and "AW-7.2" in t.shown.toasts[0].text
    settle(a, t)
    assert t.physics.position(f"card:{spear}") == pytest.approx(home)


def test_while_dragging_only_legal_places_light_up():
    a, t = table("afterworld", pos({"P1": {"hand": ["Jackal Spearman"],
                                           "divisions": [{"commander": "Sun Barque"}, {"square": "b3"}]}}))
    spear = cid(t.match.state, "Jackal Spearman")
    # division 2 stands outside the empire (AW-7.2): only d1 and d3 (strip or token) are legal
    assert set(t.shown.aff.drags[f"card:{spear}"]) == {"division:0:1", "token:0:1", "division:0:3", "token:0:3"}


def test_hot_seat_covers_the_table_when_the_player_changes():
    from tabletop.ui.cover import CoverScene
    a, t = table("afterworld", pos({"step": "muster"}))
    press_button(a, t, "End muster")
    assert isinstance(a.top, CoverScene)
    click(a, (640, 400))
    assert a.top is t and t.at_mouse.viewer == 1


def test_a_whole_game_between_two_computer_players_reaches_the_game_over_screen():
    a, t = table("afterworld", seats=[Seat("Ann", COMPUTER, "random"), Seat("Bo", COMPUTER, "random")], seed=4)
    t.computer.delay = 0.0
    for _ in range(5000):
        a.step(1 / 60, [])
        if isinstance(a.top, GameOverScene):
            break
    assert isinstance(a.top, GameOverScene)
    assert t.match.state.result is not None
    a.step(1 / 60, [])
    assert t.painter.face_builds > 0


def test_the_discard_pile_can_be_browsed():
    from tabletop.ui.browse import BrowseScene
    a, t = table("afterworld", pos({"P2": {"discard": ["Berserker", "Shield-wall Veteran", "Einherjar"]}}))
    top = t.match.state.sides[1].discard[-1]
    click(a, t.screen_pos(f"card:{top}"))
    assert isinstance(a.top, BrowseScene)
    assert [GAME.pool[f[1]].name for f in a.top.faces] == ["Einherjar", "Shield-wall Veteran", "Berserker"]
    a.step(1 / 60, [])
    key(a, pygame.K_ESCAPE)
    assert a.top is t


def test_commanders_wait_in_the_empty_strips_and_are_dragged_onto_a_division():
    """AW-4.6: after the mulligans, each player gives each commander a division."""
    s = GAME.new_state(GAME.default_setup(3))
    while s.step == "mulligan":
        GAME.play(s, GAME.parse(s, f"P{GAME.to_act(s)[0] + 1} keep"))
    seat = GAME.to_act(s)[0]
    a, t = table("afterworld", s)
    t.at_mouse.viewer = seat
    t.refresh()
    settle(a, t)
    first = s.sides[seat].reserve[0]
    assert t.shown.pieces[f"card:{first}"].zone == f"p{seat + 1}.division1"  # waiting in an empty strip
    drag(a, t, f"card:{first}", f"division:{seat}:3")
    assert t.match.state.sides[seat].divisions[2].commander == first


def test_space_gives_the_waiting_commanders_the_strips_they_wait_in_one_by_one():
    """A newcomer at the commanders step need not drag: Space (the button names who leads what)
    gives the first waiting commander the first free division, as the strips show them."""
    s = GAME.new_state(GAME.default_setup(3))
    while s.step == "mulligan":
        GAME.play(s, GAME.parse(s, f"P{GAME.to_act(s)[0] + 1} keep"))
    seat = GAME.to_act(s)[0]
    a, t = table("afterworld", s)
    t.at_mouse.viewer = seat
    t.refresh()
    settle(a, t)
    waiting = list(s.sides[seat].reserve)
    buttons = [b for b, _ in t.ui.affordances(t.door.view(seat), seat, t.door.legal(seat)).buttons]
    name = GAME.pool[t.match.state.cards[waiting[0]]].name
    assert [b.label for b in buttons] == ["Keep d1 as shown"] and name in buttons[0].tip
    for n in range(3):
        key(a, pygame.K_SPACE)
        settle(a, t)
        assert t.match.state.sides[seat].divisions[n].commander == waiting[n]
    assert not t.match.state.sides[seat].reserve
