"""The title screen: choose the game, the seats, the decks and the layout, then start."""

from drive import app, click

from tabletop.ui.table import TableScene
from tabletop.ui.title import TitleScene


def row_arrow(scene, label, right=True):
    i = [r.label for r in scene.rows].index(label)
    # each row registers (left, right, value) hit boxes in order
    left, rgt, _ = scene.hits[3 * i:3 * i + 3]
    return (rgt if right else left)[0].center


def test_choose_austin_powers_for_four_and_start():
    a = app()
    title = a.push(TitleScene("afterworld"))
    a.step(1 / 60, [])
    click(a, row_arrow(title, "Game"))
    assert title.game_row.value == "austin-powers"
    a.step(1 / 60, [])
    click(a, row_arrow(title, "Players"))
    click(a, row_arrow(title, "Players"))
    assert title.players_row.value == "4" and len(title.seat_rows) == 4
    assert title.layout_row.shown[title.layout_row.index] == "Austin Powers, 4 players (compact in a small window)"
    choice = title.choice()
    assert choice.players == 4 and [s.human for s in choice.seats] == [True, False, False, False]
    # the computer seats get the normal level unless changed; a click on the arrow changes one
    assert [s.bot for s in choice.seats[1:]] == ["normal"] * 3
    assert title.seat_rows[1].shown[:4] == ["Human", "Computer (easy)", "Computer (normal)", "Computer (hard)"]
    click(a, row_arrow(title, "Seat 3", right=False))
    assert title.choice().seats[2].bot == "easy"


def test_start_an_afterworld_game_with_a_chosen_deck():
    a = app()
    title = a.push(TitleScene("afterworld"))
    a.step(1 / 60, [])
    click(a, row_arrow(title, "Deck 1"))
    deck = title.deck_rows[0]
    assert deck.value != "auto"
    title.start()
    t = a.top
    assert isinstance(t, TableScene) and t.match.setup.decks[0].name == deck.shown[deck.index]
