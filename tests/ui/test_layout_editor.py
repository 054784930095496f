"""The layout editor, driven with real mouse and key events over a real table: move and
resize zones on a grid, undo and redo, see problems in red, save a file that reloads
identically and keeps its comments."""

import dataclasses

import pygame

import drive

from tabletop.resources import layouts_dir
from tabletop.ui.editor import LayoutEditor
from tabletop.ui.layout import check_layout, load_layout, user_layouts_dir
from tabletop.ui.menu import PauseMenu
from tabletop.ui.preview import sample_match
from tabletop.play import COMPUTER, Seat
from tabletop.ui.title import TitleScene

BASE = (layouts_dir() / "afterworld.toml").read_text()
CTRL = pygame.KMOD_CTRL


def open_editor(layout="afterworld"):
    match = sample_match("afterworld", 2, actions=40)
    seats = [Seat("Player 1"), Seat("Player 2", COMPUTER)]
    a, t = drive.table("afterworld", state=match.state, seats=seats, layout=layout)
    drive.key(a, pygame.K_ESCAPE)
    menu = a.top
    assert isinstance(menu, PauseMenu)
    menu._place(a.screen)
    entry = next(w for w in menu.widgets if w.label == "Edit table layout")
    drive.click(a, entry.rect.center)
    assert isinstance(a.top, LayoutEditor) and menu not in a.scenes
    return a, t, a.top


def at(t, x, y):
    px, py = t.transform.point(x, y)
    return (round(px), round(py))


def mouse_drag(a, start, end, steps=6):
    drive.post(a, pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)))
    drive.post(a, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for i in range(1, steps + 1):
        p = (round(start[0] + (end[0] - start[0]) * i / steps), round(start[1] + (end[1] - start[1]) * i / steps))
        drive.post(a, pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0)))
    drive.post(a, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))


def type_text(a, text):
    drive.post(a, pygame.event.Event(pygame.TEXTINPUT, text=text))


def test_drag_a_zone_on_the_grid_and_the_table_follows(tmp_path):
    a, t, e = open_editor()
    before = t.game.hash(t.match.state)
    mouse_drag(a, at(t, 970, 720), at(t, 953, 707))  # p1.pool, 17 left and 13 up
    assert e.selected == "p1.pool"
    assert e.rects["p1.pool"] == (890, 630, 145, 125)  # 905-17 -> 890, 645-13 -> 630 on a 10-unit grid
    drive.settle(a, t, 1)
    assert t.layout.zones["p1.pool"].rect == (890, 630, 145, 125)  # the real table is redrawn with it
    assert t.game.hash(t.match.state) == before
    drive.key(a, pygame.K_g)  # grid off: exact units
    mouse_drag(a, at(t, 960, 715), at(t, 967, 718))
    assert e.rects["p1.pool"] == (897, 633, 145, 125)


def test_resize_by_a_corner_undo_and_redo(tmp_path):
    a, t, e = open_editor()
    drive.click(a, at(t, 1100, 550))  # the log (the preview lies over it: the smaller zone first)
    assert e.selected == "log"
    x, y, w, h = e.rects["log"]
    mouse_drag(a, e.zone_px("log").bottomright, at(t, x + w - 30, y + h - 42))
    assert e.rects["log"] == (1058, 440, 182, 190)  # edges to grid lines: right 1270 -> 1240, bottom 674 -> 630
    drive.key(a, pygame.K_z, CTRL)
    assert e.rects["log"] == (1058, 440, 212, 234)
    drive.key(a, pygame.K_y, CTRL)
    assert e.rects["log"] == (1058, 440, 182, 190)
    drive.key(a, pygame.K_RIGHT, pygame.KMOD_SHIFT)  # Shift+arrow: one grid step wider
    assert e.rects["log"] == (1058, 440, 192, 190)
    drive.key(a, pygame.K_z, CTRL)
    drive.key(a, pygame.K_z, CTRL)
    assert e.rects["log"] == (1058, 440, 212, 234)
    drive.key(a, pygame.K_z, CTRL)
    assert e.message == "Nothing to undo."


def test_a_second_click_picks_the_next_zone_under_the_pointer(tmp_path):
    a, t, e = open_editor()
    drive.click(a, at(t, 1100, 550))
    assert e.selected == "log"
    drive.click(a, at(t, 1100, 550))
    assert e.selected == "preview"
    drive.click(a, at(t, 1100, 550))
    assert e.selected == "log"


def test_overlaps_are_shown_and_block_saving_until_undone(tmp_path):
    a, t, e = open_editor()
    mouse_drag(a, at(t, 970, 720), at(t, 910, 695))  # p1.pool over p1.hand and p1.division3
    assert e.rects["p1.pool"] == (840, 620, 145, 125)
    assert {"p1.pool", "p1.hand", "p1.division3"} <= e.bad
    a.step(1 / 60, [])
    drive.key(a, pygame.K_s, CTRL)
    assert e.dialog is None
    assert e.message.startswith("Cannot save yet: p1.pool: overlaps zone 'p1.hand' by 60 x 100 units")
    drive.key(a, pygame.K_z, CTRL)
    assert e.problems == [] and e.bad == set()


def test_save_a_shipped_layout_as_your_own_it_reloads_identically(tmp_path):
    a, t, e = open_editor()
    drive.click(a, at(t, 1100, 550))
    mouse_drag(a, e.zone_px("log").midbottom, at(t, 1100, 640))
    drive.click(a, at(t, 600, 720))
    assert e.selected == "p1.hand"
    mouse_drag(a, e.zone_px("p1.hand").midright, at(t, 880, 720))
    assert e.rects["log"] == (1058, 440, 212, 200) and e.rects["p1.hand"] == (500, 645, 380, 125)
    assert e.problems == []
    rects = dict(e.rects)
    drive.key(a, pygame.K_s, CTRL)
    assert e.dialog is not None and e.dialog.text == "Afterworld (mine)"
    for _ in range(len("(mine)")):
        drive.key(a, pygame.K_BACKSPACE)
    type_text(a, "for my laptop")
    drive.key(a, pygame.K_RETURN)
    assert e.dialog is None, e.message
    path = user_layouts_dir() / "afterworld-for-my-laptop.toml"
    assert e.message == f"Saved as {path}."
    layout, problems = check_layout(path)
    assert problems == []
    shipped = load_layout("afterworld").zones
    assert layout.zones == {n: dataclasses.replace(z, rect=rects[n]) for n, z in shipped.items()}
    assert layout.name == "Afterworld for my laptop"
    title = TitleScene("afterworld")  # and it is offered on the title screen
    shown = title.layout_row.shown
    assert shown[:2] == ["Afterworld (compact in a small window)", "Afterworld"] and "Afterworld for my laptop" in shown
    assert title.layout_row.values[shown.index("Afterworld for my laptop")] == str(path)
    text = path.read_text()
    assert 'extends = "afterworld"' in text and "[zones.world]" not in text  # only what changed
    assert t.layout.path == str(path)  # the table now uses (and live-reloads) the saved file
    drive.key(a, pygame.K_ESCAPE)
    assert a.top is t and t.layout.zones == layout.zones


def test_save_your_own_file_in_place_keeps_its_comments(tmp_path):
    user_layouts_dir().mkdir(parents=True)
    mine = user_layouts_dir() / "mine.toml"
    original = BASE.replace('name = "Afterworld"', 'name = "Mine"').replace(
        "[zones.log]", "# the log: I like it long\n[zones.log]")
    mine.write_text(original)
    a, t, e = open_editor(str(mine))
    drive.click(a, at(t, 1100, 550))
    mouse_drag(a, e.zone_px("log").midtop, at(t, 1100, 460))  # top edge 440 -> 460
    assert e.rects["log"] == (1058, 460, 212, 214)
    drive.key(a, pygame.K_s, CTRL)
    assert e.dialog.text == "Mine"
    drive.key(a, pygame.K_RETURN)
    saved = mine.read_text()
    changed = [(x, y) for x, y in zip(original.splitlines(), saved.splitlines()) if x != y]
    assert changed == [("rect = [1058, 440, 212, 234]", "rect = [1058, 460, 212, 214]")]
    assert "# the log: I like it long" in saved
    assert load_layout(mine).zones == e.layout().zones


def test_esc_with_unsaved_changes_asks_then_puts_the_table_back(tmp_path):
    a, t, e = open_editor()
    mouse_drag(a, at(t, 970, 720), at(t, 953, 707))
    drive.settle(a, t, 1)
    assert t.layout.zones["p1.pool"].rect == (890, 630, 145, 125)
    drive.key(a, pygame.K_ESCAPE)
    assert a.top is e and "Unsaved changes" in e.message
    drive.key(a, pygame.K_ESCAPE)
    assert a.top is t
    assert t.layout.zones["p1.pool"].rect == (905, 645, 145, 125)


def test_layout_edit_command_opens_the_editor_on_a_sample_table(monkeypatch, tmp_path, capsys):
    from tabletop.cli import main
    from tabletop.ui.app import App

    seen = []
    monkeypatch.setattr(App, "run", lambda self: seen.append((self.screen.get_size(), list(self.scenes))))
    assert main(["layout", "edit", "afterworld-compact", "--size", "1024x600"]) == 0
    (size, scenes), = seen
    table, editor = scenes
    assert size == (1024, 600) and isinstance(editor, LayoutEditor) and editor.table is table
    assert table.layout.name == "Afterworld, compact (1024 x 600)" and not table.match.over
    bad = tmp_path / "bad.toml"
    bad.write_text(BASE.replace('table = "#1d3a2f"', 'table = "#zz"'))
    assert main(["layout", "edit", str(bad)]) == 2
    assert "colors.table: '#zz' is not a colour" in capsys.readouterr().err
