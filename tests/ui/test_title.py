"""The title screen: choose the game, the seats, the decks and the layout, then start."""

from drive import app, click

from tabletop.ui.table import TableScene
from tabletop.ui.title import TitleScene


def row_arrow(scene, label, right=True):
    """Where the "<" or ">" of a setting is (its value's box, a few pixels in from the end)."""
    val = scene.row_rects[label]
    return (val.right - 8, val.centery) if right else (val.left + 8, val.centery)


def test_choose_austin_powers_for_four_and_start():
    from tabletop.persist.progress import Progress
    Progress(games=1).save()  # not a first game against the computer (that one is easy: test_first_game.py)
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


def test_a_setting_with_one_value_shows_no_arrows_and_coming_back_keeps_the_choices():
    a = app()
    title = a.push(TitleScene("afterworld"))
    a.step(1 / 60, [])
    assert title.players_row.shown == ["2 players"]  # not "2" first
    players = title.row_rects["Players"]
    assert not any(r.colliderect(players) for r, _ in title.hits)  # nothing to click: no arrows
    assert "Computer (greedy)" not in title.seat_rows[1].shown  # the levels, not the bots behind them
    click(a, row_arrow(title, "Game"))
    click(a, row_arrow(title, "Players"))
    click(a, row_arrow(title, "Players"))
    click(a, row_arrow(title, "Players"))
    click(a, row_arrow(title, "Players"))
    assert title.players_row.value == "6"
    title.start()
    table = a.top
    assert isinstance(table, TableScene) and table.match.state.seats == 6
    table.on_exit()  # the table's Leave: back to the title screen
    assert a.top is title and title.players_row.value == "6" and len(title.seat_rows) == 6
