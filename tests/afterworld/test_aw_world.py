"""AW-3 The world and AW-8 Movement: squares, arrows seen from each side, fortress moves, icons."""

import pytest
from aw_script import legal_moves, play, position, refused, square

from tabletop.games.afterworld import world

BACK = {"P1": ["a1", "b1", "c1", "d1"], "P2": ["a4", "b4", "c4", "d4"]}
FORT = {"P1": "F1", "P2": "F2"}
ENEMY = {"P1": "P2", "P2": "P1"}


def move_position(seat, commander, at, faction=None, moves=0, **extra):
    """`seat` is in its Move step with division d1 (one unit) led by `commander` on `at`, and a
    second division waiting in its fortress (so the player still has something to do when d1
    has used all its moves: a player who could only pass is passed for automatically)."""
    unit = "Jackal Spearman" if (faction or "egyptian") == "egyptian" else "Berserker"
    player = {"divisions": [{"commander": commander, "square": at, "units": [unit], "moves": moves},
                            {"units": [unit]}]}
    if faction:
        player["faction"] = faction
    data = {"step": "move", "turn_player": seat, seat: player}
    data.update(extra)
    return position(data)


def test_aw_3_1_and_3_2_eighteen_named_squares():
    """AW-3.1, AW-3.2: two empires of 8 squares and a fortress; names a1..d4, F1, F2."""
    assert len(world.NAMES) == 18 and len(set(world.NAMES)) == 18
    assert world.NAMES[0] == "F1" and world.NAMES[17] == "F2"
    assert [world.row_of(world.parse_square(n)) for n in ("F1", "a1", "d2", "a3", "c4", "F2")] == [0, 1, 2, 3, 4, 5]
    assert world.empire(0) == {world.parse_square(n) for n in ["F1"] + BACK["P1"] + ["a2", "b2", "c2", "d2"]}
    assert len(world.empire(1)) == 9 and not world.empire(0) & world.empire(1)


def test_aw_3_3_forward_points_at_the_enemy_for_both_players():
    """AW-3.3: player 1's forward is up the board, player 2's forward is down it, and their left
    and right are swapped too."""
    s = move_position("P1", "Set, Lord of the Red Desert", "b2")
    assert legal_moves(s, "P1", 1) == ["a1", "a2", "a3", "b1", "b3", "c1", "c2", "c3"]
    play(s, "P1 move d1 c3")  # forward-right for player 1: up and to the right
    assert square(s, "P1", 1) == "c3"
    t = move_position("P2", "Skald of Odin", "b3", faction="norse")  # icon 1: forward-left, forward-right
    assert legal_moves(t, "P2", 1) == ["a2", "c2"]
    u = move_position("P2", "Jarl of the Fjords", "b4", faction="norse", moves=1)  # icon 2: forward only
    assert legal_moves(u, "P2", 1) == ["b3"]


@pytest.mark.parametrize("seat", ["P1", "P2"])
@pytest.mark.parametrize("arrow", ["forward-left", "forward", "forward-right"])
def test_aw_3_4_each_forward_arrow_leaves_own_fortress_to_any_back_row_square(seat, arrow):
    """AW-3.4: from its own fortress, ANY forward arrow reaches EVERY square of its own back row."""
    p = 0 if seat == "P1" else 1
    mask = 1 << world.ARROWS.index(arrow)
    assert [world.NAMES[x] for x in world.destinations(p, world.fortress_of(p), mask)] == BACK[seat]


@pytest.mark.parametrize("seat", ["P1", "P2"])
@pytest.mark.parametrize("arrow", ["back-left", "back", "back-right"])
@pytest.mark.parametrize("col", range(4))
def test_aw_3_4_each_backward_arrow_enters_own_fortress_from_every_back_row_square(seat, arrow, col):
    """AW-3.4: from each own back-row square, even a corner, every backward arrow enters the fortress."""
    p = 0 if seat == "P1" else 1
    sq = world.parse_square(BACK[seat][col])
    mask = 1 << world.ARROWS.index(arrow)
    assert [world.NAMES[x] for x in world.destinations(p, sq, mask)] == [FORT[seat]]


@pytest.mark.parametrize("seat", ["P1", "P2"])
@pytest.mark.parametrize("col", range(4))
def test_aw_3_5_enemy_fortress_both_directions_from_every_enemy_back_row_square(seat, col):
    """AW-3.5: forward arrows enter the enemy fortress from every enemy back-row square;
    backward arrows leave it to any of them."""
    p = 0 if seat == "P1" else 1
    enemy = ENEMY[seat]
    sq = world.parse_square(BACK[enemy][col])
    fort = world.fortress_of(1 - p)
    for arrow in ("forward-left", "forward", "forward-right"):
        assert world.destinations(p, sq, 1 << world.ARROWS.index(arrow)) == (fort,)
    for arrow in ("back-left", "back", "back-right"):
        got = [world.NAMES[x] for x in world.destinations(p, fort, 1 << world.ARROWS.index(arrow))]
        assert got == BACK[enemy]


@pytest.mark.parametrize("seat", ["P1", "P2"])
def test_aw_3_4_fortress_moves_in_play_both_directions(seat):
    """AW-3.4 in a game: Set (all eight arrows) leaves his fortress to the back-row square the
    player picks, and comes back into it from a corner square."""
    enemy_faction = {"P1": "egyptian", "P2": "egyptian"}[seat]
    for target in BACK[seat]:
        s = move_position(seat, "Set, Lord of the Red Desert", FORT[seat], faction=enemy_faction)
        assert target in legal_moves(s, seat, 1)
        play(s, f"{seat} move d1 {target}")
        assert square(s, seat, 1) == target
    for start in BACK[seat]:
        s = move_position(seat, "Anubis, Guide of the Dead", start, moves=1)  # icon 2: S SE SW
        assert legal_moves(s, seat, 1) == [FORT[seat]]
        play(s, f"{seat} move d1 {FORT[seat]}")
        assert square(s, seat, 1) == FORT[seat]


@pytest.mark.parametrize("seat", ["P1", "P2"])
def test_aw_3_5_enemy_fortress_moves_in_play_both_directions(seat):
    """AW-3.5 in a game: Sun Barque's forward arrows take it from any enemy back-row square into
    the enemy fortress; Anubis's backward icon takes it out again onto any enemy back-row square."""
    enemy = ENEMY[seat]
    for start in BACK[enemy]:
        s = move_position(seat, "Sun Barque", start)
        assert FORT[enemy] in legal_moves(s, seat, 1)
        play(s, f"{seat} move d1 {FORT[enemy]}")
        assert square(s, seat, 1) == FORT[enemy]
    s = move_position(seat, "Anubis, Guide of the Dead", FORT[enemy], moves=1)
    assert legal_moves(s, seat, 1) == BACK[enemy]


def test_aw_3_6_sideways_arrows_do_nothing_on_a_fortress_and_nothing_leaves_the_world():
    """AW-3.6: Frost Giant King (forward, back, left, right) in his own fortress can only go
    forward; on a corner square he cannot step off the edge."""
    s = move_position("P2", "Frost Giant King", "F2", faction="norse")
    assert legal_moves(s, "P2", 1) == BACK["P2"]
    refused(s, "P2 move d1 F1", "AW-8.2", "F1 is not one square away from F2: a division moves one square at a "
                                          "time (a fortress is entered only from the back row next to it).")
    t = move_position("P1", "Sekhmet's Lioness", "a2")  # N NE NW E W
    assert legal_moves(t, "P1", 1) == ["a3", "b2", "b3"]
    for p in (0, 1):
        fort = world.fortress_of(p)
        for arrow in ("left", "right"):
            assert world.destinations(p, fort, 1 << world.ARROWS.index(arrow)) == ()
        assert world.destinations(p, fort, 1 << world.ARROWS.index("back")) == ()


def test_aw_3_7_divisions_share_squares_and_option_caps_them():
    """AW-3.7: any number of divisions share a square; the square_capacity option limits it."""
    data = {"step": "move", "P1": {"divisions": [{"square": "b2", "units": ["Jackal Spearman"]},
                                                 {"square": "b2", "units": ["Scarab Swarm"]},
                                                 {"square": "b1", "units": ["Mummy Guardian"],
                                                  "commander": "Pharaoh of the Two Lands"}]},
            "P2": {"divisions": [{"square": "b2", "units": ["Berserker"]}]}}
    s = position(data)
    play(s, "P1 move d3 b2")
    assert square(s, "P1", 3) == "b2"
    capped = position(dict(data, options={"square_capacity": 3}))
    refused(capped, "P1 move d3 b2", "AW-3.7", "b2 already holds 3 divisions, as many as this table allows.")


def test_aw_8_1_and_8_2_second_and_third_moves_use_icons_2_and_3():
    """AW-8.1, AW-8.2: Sun Barque (icons: N NE NW / N / N S) moves out with icon 1, forward with
    icon 2, back with icon 3, and has no fourth move."""
    s = move_position("P1", "Sun Barque", "F1")
    assert legal_moves(s, "P1", 1) == BACK["P1"]
    play(s, "P1 move d1 b1")
    assert legal_moves(s, "P1", 1) == ["b2"]  # icon 2 has only the forward arrow
    refused(s, "P1 move d1 c2", "AW-8.2",
            "Sun Barque has no forward-right arrow on icon 2, the icon of this division's second move this turn.")
    play(s, "P1 move d1 b2")
    assert legal_moves(s, "P1", 1) == ["b1", "b3"]  # icon 3: forward and back
    refused(s, "P1 move d1 c2", "AW-8.2",
            "Sun Barque has no right arrow on icon 3, the icon of this division's third move this turn.")
    play(s, "P1 move d1 b3")
    assert square(s, "P1", 1) == "b3"
    refused(s, "P1 move d1 b4", "AW-8.2",
            "Sun Barque has 3 movement icons, so division d1 cannot move a fourth time this turn.")


def test_aw_8_2_a_move_with_an_arrow_the_icon_lacks_is_refused_with_the_reason():
    """AW-8.2: Pharaoh of the Two Lands only goes forward; a diagonal or a jump is refused."""
    s = move_position("P1", "Pharaoh of the Two Lands", "b2")
    refused(s, "P1 move d1 a3", "AW-8.2",
            "Pharaoh of the Two Lands has no forward-left arrow on icon 1, the icon of this division's "
            "first move this turn.")
    refused(s, "P1 move d1 b4", "AW-8.2", "b4 is not one square away from b2: a division moves one square at a time.")
    refused(s, "P1 move d1 b2", "AW-8.2", "Division d1 is already on b2.")
    f = move_position("P1", "Anubis, Guide of the Dead", "c1")
    refused(f, "P1 move d1 F1", "AW-8.2",
            "Anubis, Guide of the Dead has no back-right, back or back-left arrow on icon 1, the icon of "
            "this division's first move this turn.")


def test_aw_8_2_player_two_reads_arrows_from_own_side():
    """AW-8.2 with AW-3.3: player 2's Sun Barque on b4 moves 'forward' to b3, not to the edge."""
    s = move_position("P2", "Sun Barque", "b4", faction="egyptian", moves=1)
    assert legal_moves(s, "P2", 1) == ["b3"]
    play(s, "P2 move d1 b3")
    assert square(s, "P2", 1) == "b3"


def test_aw_8_3_divisions_move_in_any_order_and_interleave():
    """AW-8.3: move d1, then d2, then d1 again; the option interleave_moves=false forbids it."""
    data = {"step": "move", "P1": {"divisions": [
        {"commander": "Sun Barque", "units": ["Jackal Spearman"]},
        {"commander": "Pharaoh of the Two Lands", "units": ["Scarab Swarm"]}]}}
    s = position(data)
    play(s, "P1 move d1 a1", "P1 move d2 d1", "P1 move d1 a2")
    assert (square(s, "P1", 1), square(s, "P1", 2)) == ("a2", "d1")
    strict = position(dict(data, options={"interleave_moves": False}))
    play(strict, "P1 move d1 a1", "P1 move d2 d1")
    refused(strict, "P1 move d1 a2", "AW-8.3",
            "Division d1 is done moving: with this table's rules a division cannot move again once you "
            "have moved another one.")


def test_aw_8_4_engagement_option_stops_a_division_entering_an_enemy_square():
    """AW-8.4: off by default; with engagement_stops_movement a division stops on entering a square
    held by an enemy division with units."""
    data = {"step": "move", "P1": {"divisions": [{"commander": "Sun Barque", "square": "b2",
                                                  "units": ["Jackal Spearman"]},
                                                 {"units": ["Scarab Swarm"]}]},
            "P2": {"divisions": [{"square": "b3", "units": ["Berserker"]}]}}
    s = position(data)
    play(s, "P1 move d1 b3", "P1 move d1 b4")
    assert square(s, "P1", 1) == "b4"
    e = position(dict(data, options={"engagement_stops_movement": True}))
    play(e, "P1 move d1 b3")
    refused(e, "P1 move d1 b4", "AW-8.4",
            "Division d1 entered a square held by an enemy division and cannot move again this turn.")


def test_aw_7_6_a_division_without_units_cannot_move():
    """AW-7.6: an empty division stays put, unless the empty_divisions_move option is on."""
    data = {"step": "move", "P1": {"divisions": [{"commander": "Sun Barque"},
                                                 {"units": ["Scarab Swarm"]}]}}
    s = position(data)
    refused(s, "P1 move d1 b1", "AW-7.6", "Division d1 has no units, and a division without units cannot move.")
    o = position(dict(data, options={"empty_divisions_move": True}))
    play(o, "P1 move d1 b1")
    assert square(o, "P1", 1) == "b1"


def test_aw_5_2_moves_only_in_the_move_step():
    """AW-5.2: a move in the Muster step is refused."""
    s = position({"step": "muster", "P1": {"divisions": [{"units": ["Jackal Spearman"]}]}})
    refused(s, "P1 move d1 b1", "AW-5.2", "Divisions move only in the Move step.")
