"""A newcomer's way in: the title offers "Learn to play" first and it opens the next lesson; a
first game against the computer is against the easy player, says so, and one click changes
the level, on the title screen and in `tabletop play` on a first run. (The "Resume" buttons
that say which game each brings back: tests/test_tables_at_once.py.)"""

from __future__ import annotations

import pygame
from drive import app, click

from tabletop.persist.progress import Progress
from tabletop.ui.first_game import FirstGameScene
from tabletop.ui.lesson_scene import LessonScene
from tabletop.ui.table import TableScene
from tabletop.ui.title import TitleScene


def button(scene, label):
    return next(b for b in scene.buttons if b.label == label)


def test_a_newcomer_is_offered_learn_to_play_first_and_it_opens_the_next_lesson():
    a = app()
    title = a.push(TitleScene("afterworld"))
    a.step(1 / 60, [])
    assert title.buttons[0].label == "Learn to play" and title.buttons[0].primary
    click(a, title.buttons[0].rect.center)
    assert isinstance(a.top, LessonScene) and a.top.run.lesson.name == "aw-01-food-and-gold"
    Progress({"aw-01-food-and-gold"}).save()
    a2 = app()
    title = a2.push(TitleScene("austin-powers"))
    a2.step(1 / 60, [])
    assert title.buttons[0].label == "Start game"           # not a newcomer any more
    assert title.learn_entry() is not None and title.learn_entry()[0] == "Learn to play"


def test_a_first_game_against_the_computer_is_easy_and_says_so():
    a = app()
    title = a.push(TitleScene("afterworld"))
    a.step(1 / 60, [])
    assert title.choice().seats[1].bot == "easy"
    assert "Seat 2 plays Computer (easy)" in title.note()
    # one click on the seat gives the next level
    val = title.row_rects["Seat 2"]
    click(a, (val.right - 8, val.centery))
    assert title.choice().seats[1].bot == "normal"
    click(a, (val.left + 8, val.centery))
    title.start()
    assert isinstance(a.top, TableScene) and a.top.seats[1].bot == "easy"
    assert Progress.load().games == 1
    # the next title screen plays the default level, and says nothing of a first game
    b = app()
    title = b.push(TitleScene("afterworld"))
    b.step(1 / 60, [])
    assert title.choice().seats[1].bot == "normal" and title.note() == ""


def test_play_on_a_first_run_asks_the_level_easy_unless_one_click_says_otherwise(monkeypatch):
    import tabletop.ui.app as app_module
    from tabletop.cli import main
    seen = {}

    def fake_app(size):
        a = app(size or (1280, 800))
        monkeypatch.setattr(a, "run", lambda: seen.setdefault("app", a))
        return a

    monkeypatch.setattr(app_module, "App", fake_app)
    assert main(["play", "afterworld", "--seed", "3"]) == 0
    a = seen.pop("app")
    first = a.top
    assert isinstance(first, FirstGameScene)
    a.step(1 / 60, [])
    labels = [b.label for b in first.buttons]
    assert labels == ["Play against Computer (easy)", "Play against Computer (normal)", "Play against Computer (hard)"]
    assert first.buttons[0].primary and "plays easy" in first.text()
    click(a, first.buttons[1].rect.center)                 # one click: normal
    assert isinstance(a.top, TableScene) and a.top.seats[1].bot == "normal"
    assert Progress.load().games == 1
    # a second run plays at once, the default level
    assert main(["play", "afterworld", "--seed", "3"]) == 0
    assert isinstance(seen["app"].top, TableScene) and seen["app"].top.seats[1].bot == "normal"


def test_enter_plays_the_first_game_against_the_easy_player(monkeypatch):
    import tabletop.ui.app as app_module
    from tabletop.cli import main
    seen = {}

    def fake_app(size):
        a = app(size or (1280, 800))
        monkeypatch.setattr(a, "run", lambda: seen.setdefault("app", a))
        return a

    monkeypatch.setattr(app_module, "App", fake_app)
    assert main(["play", "austin-powers", "--players", "3", "--seed", "1"]) == 0
    a = seen["app"]
    a.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")])
    assert isinstance(a.top, TableScene) and [s.bot for s in a.top.seats[1:]] == ["easy", "easy"]
