"""Live reload: saving the layout file of an open table redraws it with the new layout and
the game goes on; a broken save shows its problems and keeps the last good layout."""


import drive

from tabletop.resources import layouts_dir
from tabletop.ui.preview import sample_match
from tabletop.play import COMPUTER, Seat

BASE = (layouts_dir() / "afterworld.toml").read_text()


save = drive.save_as_editor


def wait(a, seconds=0.6):
    for _ in range(round(seconds * 60)):
        a.step(1 / 60, [])


def open_table(tmp_path, text=BASE):
    path = tmp_path / "mine.toml"
    save(path, text)
    match = sample_match("afterworld", 2, actions=40)  # a game in progress, player 1 to act
    seats = [Seat("Player 1"), Seat("Player 2", COMPUTER)]
    a, t = drive.table("afterworld", state=match.state, seats=seats, layout=str(path))
    assert a.top is t
    return a, t, path


def hand_card(t, seat=0):
    return next(p for p in t.shown.pieces.values() if p.zone == f"p{seat + 1}.hand")


def test_saving_the_layout_redraws_the_table_and_the_game_goes_on(tmp_path):
    a, t, path = open_table(tmp_path)
    before = (t.game.hash(t.match.state), len(t.match.history))
    assert t.layout.zones["p1.hand"].rect == (500, 645, 400, 125)
    save(path, BASE.replace("rect = [500, 645, 400, 125]", "rect = [500, 690, 380, 80]"))
    wait(a)
    assert t.layout.zones["p1.hand"].rect == (500, 690, 380, 80)
    x, y, w, h = t.layout.zones["p1.hand"].rect
    cx, cy = hand_card(t).center
    assert x <= cx <= x + w and y <= cy <= y + h  # the cards moved to the new place
    assert (t.game.hash(t.match.state), len(t.match.history)) == before
    assert "Layout reloaded from mine.toml" in t.shown.toasts[0].text


def test_a_broken_save_shows_the_messages_and_keeps_the_last_good_layout(tmp_path, capsys):
    a, t, path = open_table(tmp_path)
    good = t.layout
    broken = BASE.replace("rect = [905, 10, 145, 58]", "rect = [850, 10, 145, 58]").replace(
        'table = "#1d3a2f"', 'table = "green"')
    save(path, broken)
    wait(a)
    assert t.layout is good
    text = t.shown.toasts[0].text
    assert text.startswith("Layout not reloaded: mine.toml has 2 problems")
    line = next(i for i, l in enumerate(broken.splitlines(), 1) if "[850, 10" in l)
    assert f"{path}:{line}: zones.\"p2.pool\".rect: overlaps zone 'p2.hand'" in text
    assert "colors.table: 'green' is not a colour" in text
    assert f"{path}:{line}: zones.\"p2.pool\".rect" in capsys.readouterr().err
    # reported once, not twice a second
    t.shown.toasts = []
    wait(a)
    assert t.shown.toasts == []
    # fixed: the next save is used
    save(path, BASE.replace('table = "#1d3a2f"', 'table = "#402020"'))
    wait(a)
    assert t.layout is not good and t.layout.colors["table"] == (0x40, 0x20, 0x20, 255)


def test_a_change_to_the_layout_it_extends_is_seen_too(tmp_path):
    parent = tmp_path / "base.toml"
    save(parent, BASE)
    a, t, path = open_table(tmp_path, '[layout]\nname = "Mine"\nextends = "base.toml"\n\n[colors]\ntable = "#402020"\n')
    assert len(t.layout.sources) == 2
    save(parent, BASE.replace("rect = [1058, 440, 212, 234]", "rect = [1058, 440, 212, 200]"))
    wait(a)
    assert t.layout.zones["log"].rect == (1058, 440, 212, 200)
    assert t.layout.colors["table"] == (0x40, 0x20, 0x20, 255)


def test_a_file_turned_into_another_games_layout_is_refused(tmp_path):
    a, t, path = open_table(tmp_path)
    good = t.layout
    save(path, (layouts_dir() / "austin-powers-2.toml").read_text())
    wait(a)
    assert t.layout is good
    assert "the file is now a layout for austin-powers, 2 players" in t.shown.toasts[0].text


def test_nothing_is_read_while_the_file_is_unchanged(tmp_path, monkeypatch):
    a, t, path = open_table(tmp_path)
    import tabletop.ui.reload as reload

    calls = []
    monkeypatch.setattr(reload, "check_layout", lambda p: calls.append(p))
    wait(a, 1.5)
    assert calls == []
