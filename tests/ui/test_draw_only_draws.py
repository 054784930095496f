"""Drawing a scene changes nothing of it: where its rows, tabs and buttons lie (what a click
finds) is worked out by `lay_out`, which the app calls before each frame; `draw` only reads."""

import copy

import pygame
import pytest
from drive import app, table

from tabletop.ui.browse import BrowseScene
from tabletop.ui.lesson_picker import LessonPicker
from tabletop.ui.rules_scene import RulesScene
from tabletop.ui.loadscene import LoadScene, MessageScene
from tabletop.ui.title import TitleScene


def _look(scene) -> dict:
    """What a scene holds, with rectangles as plain tuples (compared before and after a draw)."""
    def plain(v):
        if isinstance(v, pygame.Rect):
            return tuple(v)
        if isinstance(v, (list, tuple)):
            return [plain(x) for x in v]
        if isinstance(v, dict):
            return {k: plain(x) for k, x in v.items()}
        if hasattr(v, "rect") and hasattr(v, "label"):  # a button
            return ("button", v.label, tuple(v.rect), v.enabled)
        if isinstance(v, (int, float, str, bool, type(None))):
            return v
        return type(v).__name__
    return {k: plain(v) for k, v in vars(scene).items() if not k.startswith("_")}


def _scenes():
    a, t = table("afterworld")
    fonts, colors = t.fonts, t.layout.colors
    faces = [p.face for p in t.shown.pieces.values() if p.face is not None][:30]
    return a, [
        MessageScene("This save cannot be opened", "The file is not JSON. " * 20, fonts, colors),
        LoadScene(fonts, colors),
        LessonPicker(),
        RulesScene(t.game.name, "AW-7.2", fonts, colors),
        BrowseScene(t, "Discard pile", faces * 3),
        TitleScene("austin-powers"),
    ]


@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)])
def test_drawing_a_scene_changes_nothing_of_it(size):
    a, scenes = _scenes()
    a.resize(size)
    checked = 0
    for scene in scenes:
        a.push(scene)
        a.step(1 / 60, [])  # laid out and drawn once
        before = copy.deepcopy(_look(scene))
        for other in ((900, 560), (700, 500)):  # a draw on another surface lays nothing out for it
            scene.draw(pygame.Surface(other))
        assert _look(scene) == before, type(scene).__name__
        checked += 1
        a.pop(scene)
    assert checked == 6


def test_what_a_click_finds_is_laid_out_before_the_first_frame():
    a, scenes = _scenes()
    picker = next(s for s in scenes if isinstance(s, LessonPicker))
    a.push(picker)  # pushed, not yet drawn
    assert picker.rows and picker.buttons  # a click now finds the rows and the Back button
    rules = next(s for s in scenes if isinstance(s, RulesScene))
    a.push(rules)
    assert len(rules.tabs) >= 2 and rules.close_rect.width > 0
    app()


def test_the_log_scrolls_no_further_than_its_lines_and_drawing_it_changes_nothing():
    from tabletop.ui.logview import LogView
    a, t = table("afterworld")
    log = LogView()
    lines = [(f"line {i}: Player puts a unit into a division.", (255, 255, 255)) for i in range(60)]
    rect = pygame.Rect(0, 0, 180, 200)
    most = log.most(t.fonts, rect, lines, 12)
    assert most > 0
    log.wheel(100, most)  # a hundred notches up: at the first line, no further
    assert log.scroll == most
    log.scroll = 10_000  # (whatever it holds) drawing does not write it
    log.draw(pygame.Surface((200, 220)), t.fonts, rect, lines, 12, t.layout.colors)
    assert log.scroll == 10_000
