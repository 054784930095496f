"""Lessons on the real table, driven with real mouse and key events (headless SDL)."""

import pygame
import pytest
from drive import app, click, drag, key, post, press_button, settle

from tabletop.engine.serial import state_hash
from tabletop.teach.actions import read_action
from tabletop.teach.catalog import Progress, catalog, find_lesson
from tabletop.ui.adapter import Button, Click, Drag
from tabletop.ui.lesson_picker import LessonPicker
from tabletop.ui.lesson_scene import LessonScene, start_lesson
from tabletop.ui.rules_scene import RulesScene


ON_TABLE = [e.name for e in catalog()]


def gesture(a, t, action) -> None:
    """Do `action` with the mouse, the way a player would."""
    g = t.ui.gesture(t.match.state, action)
    if isinstance(g, Drag):
        drag(a, t, g.piece, g.target, steps=3)
        options = getattr(a.top, "options", None)  # a drop that means several things: a menu
        if options is not None and a.top is not t:
            pairs = list(zip(a.top.widgets, options))
            pick = [w for w, o in pairs if o.action == action] or [w for w, o in pairs if o.action is None]
            click(a, (pick[0] if pick else a.top.widgets[-1]).rect.center)  # a greyed one: its reason
            if getattr(a.top, "options", None) is not None:
                key(a, pygame.K_ESCAPE)  # a greyed option leaves the menu open: close it
    elif isinstance(g, Click):
        click(a, t.screen_pos(g.piece))
    elif isinstance(g, Button):
        press_button(a, t, g.label)
    else:
        press_button(a, t, t.game.describe(t.match.state, action))
    settle(a, t, frames=1)


def open_lesson(name: str, size=(1280, 800)):
    a = app(size)
    scene = start_lesson(a, find_lesson(name))
    settle(a, scene.table, frames=1)
    assert scene.mode == "intro"
    key(a, pygame.K_SPACE)  # Start
    assert scene.mode == "step"
    return a, scene


def press_panel(a, scene, label: str) -> None:
    """Click the lesson panel's button `label`."""
    scene.place(a.screen)
    w = next(w for w in scene.widgets if w.label == label)
    click(a, w.rect.center)


@pytest.mark.parametrize("name", ON_TABLE)
def test_a_lesson_played_with_the_mouse_explains_wrong_moves_and_completes(name):
    a, scene = open_lesson(name)
    t, run = scene.table, scene.run
    while not run.done:
        if run.pending:  # a new exercise: the table stays until the learner asks for the next one
            before = state_hash(t.match.state)
            press_panel(a, scene, "Next exercise")
            assert not run.pending and state_hash(t.match.state) != before
            settle(a, t, frames=1)
        step = run.step
        index = run.index
        if step.trial is not None:  # a deck or a setup, tried with the panel's button
            press_panel(a, scene, {"deck": "Check this deck", "setup": "Set up this game"}[step.trial])
            assert run.index == index + 1 and scene.good
            assert all(f"[{r}]" in scene.message for r in step.cites), scene.message
            continue
        # every step glows something on the table, and each thing it names is found there
        assert len(scene.highlight_rects()) >= len(step.highlight) > 0
        if step.wrong is not None:  # the step asks for a wrong action: done when the table refuses it
            if step.by == "button":  # (no gesture means it: the panel's Try it asks the engine)
                press_panel(a, scene, "Try it")
            else:
                gesture(a, t, run.expected()[0])
            assert run.index == index + 1, scene.message
            assert f"[{step.rule}]" in scene.message and scene.good
            assert t.shown.toasts and f"[{step.rule}]" in t.shown.toasts[0].text   # the table refused it, as ever
            continue
        # a foreseen mistake, done with the mouse: refused with its rule, nothing played
        for m in step.mistakes[:1]:
            before = state_hash(t.match.state)
            gesture(a, t, read_action(t.game, t.match.state, m.do))
            assert state_hash(t.match.state) == before and run.index == index
            assert not scene.good and scene.message
            legal_prefix = step.explain_wrong or "That's legal, but this lesson wants you to"
            if m.rule and not scene.message.startswith(legal_prefix):  # (the same drop may mean a
                assert f"[{m.rule}]" in scene.message and f"[{m.rule}]" in t.shown.toasts[0].text  # legal action)
                if m.explain:
                    assert scene.message.endswith(m.explain)
        # a legal action that is not this step's: explained, not played
        other = next((x for x in t.game.legal_actions(t.match.state, run.learner) if not run.accepts(x)), None)
        if other is not None:
            before = state_hash(t.match.state)
            gesture(a, t, other)
            assert state_hash(t.match.state) == before and run.index == index
            assert scene.message.startswith(step.explain_wrong or "That's legal, but this lesson wants you to")
        gesture(a, t, run.expected()[0])
        assert run.index == index + 1, scene.message
        assert scene.good and scene.message == step.after
        assert all(r in scene.note for r in step.rules())  # the rules the step showed, named
        # the refusal of the mistake before does not stay on the table once it is put right
        assert not any(x.color == t.layout.colors["refused"] for x in t.shown.toasts)
    assert scene.mode == "done"
    assert name in Progress.load()
    a.step(1 / 60, [])  # the closing box draws


def test_undo_in_a_lesson_takes_back_the_step_and_redo_is_explained():
    a, scene = open_lesson("aw-01-food-and-gold")
    t = scene.table
    start = state_hash(t.match.state)
    gesture(a, t, scene.run.expected()[0])
    assert scene.run.index == 1
    key(a, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.run.index == 0 and state_hash(t.match.state) == start
    press_button(a, t, "Redo")
    assert "Undo goes back a whole step" in t.shown.toasts[0].text


def test_f1_after_a_refusal_opens_the_rules_at_the_cited_rule():
    a, scene = open_lesson("aw-03-movement")
    t = scene.table
    drag(a, t, "token:0:1", "square:6", steps=3)     # F1 to b2: two squares away
    assert "[AW-8.2]" in scene.message
    key(a, pygame.K_F1)
    assert isinstance(a.top, RulesScene)
    a.step(1 / 60, [])
    assert a.top.marked == "AW-8.2" and a.top.game == "afterworld" and a.top.scroll > 0
    key(a, pygame.K_ESCAPE)
    assert a.top is scene


def test_the_computer_never_moves_by_itself_during_a_lesson():
    a, scene = open_lesson("aw-03-movement")
    run = scene.run
    while run.index < len(run.lesson.steps) - 1:
        run.attempt(run.expected()[0])
    before = len(run.match.history)
    for _ in range(30):
        a.step(1 / 30, [])
    assert len(run.match.history) == before


def test_a_click_on_the_panel_does_not_reach_the_table():
    a, scene = open_lesson("aw-01-food-and-gold")
    r = scene.panel_rect(a.screen)
    before = state_hash(scene.table.match.state)
    click(a, (r.centerx, r.top + 20))
    assert state_hash(scene.table.match.state) == before and a.top is scene


def test_leave_lesson_button_goes_back_to_the_picker_with_ticks():
    a = app()
    picker = a.push(LessonPicker("afterworld"))
    a.step(1 / 60, [])
    first = next(r for r, e, _ in picker.rows if e.name == "aw-01-food-and-gold")
    click(a, first.center)
    scene = picker.current
    assert isinstance(a.top, LessonScene) and scene.run.lesson.name == "aw-01-food-and-gold"
    key(a, pygame.K_SPACE)
    scene.run.finish_with()
    scene.finish()
    a.step(1 / 60, [])
    labels = [w.label for w in scene.widgets]
    assert labels[0] == "Next: Building a division"
    click(a, scene.widgets[1].rect.center)  # Back to lessons
    assert a.top is picker
    assert "aw-01-food-and-gold" in picker.progress
    a.step(1 / 60, [])


@pytest.mark.parametrize("game,lesson,following", [("afterworld", "aw-05-battle", "aw-06-events"),
                                                   ("austin-powers", "ap-03-assassination",
                                                    "ap-04-swingers")])
def test_next_lesson_opens_the_following_one(game, lesson, following):
    a = app()
    picker = a.push(LessonPicker(game))
    picker.open(find_lesson(lesson))
    scene = picker.current
    key(a, pygame.K_SPACE)
    scene.run.finish_with()
    scene.finish()
    a.step(1 / 60, [])
    scene.place(a.screen)
    nxt = next(w for w in scene.widgets if w.label.startswith("Next: "))
    box = scene.box_rect(a.screen)
    fs = scene.font_size()
    assert scene.table.fonts.font(fs, True).size(nxt.label)[0] <= nxt.rect.width - 8  # its words fit
    assert all(box.contains(w.rect) for w in scene.widgets)
    key(a, pygame.K_SPACE)  # the primary button: Next
    assert picker.current is not scene and picker.current.run.lesson.name == following
    assert [type(s).__name__ for s in a.scenes] == ["LessonPicker", "TableScene", "LessonScene"]


def test_title_screen_has_lessons_and_rules():
    from tabletop.ui.title import TitleScene
    a = app()
    title = a.push(TitleScene("afterworld"))
    a.step(1 / 60, [])
    labels = [b.label for b in title.buttons]
    assert "Lessons" in labels and "Rules" in labels
    click(a, next(b for b in title.buttons if b.label == "Lessons").rect.center)
    assert isinstance(a.top, LessonPicker)
    key(a, pygame.K_ESCAPE)
    click(a, next(b for b in title.buttons if b.label == "Rules").rect.center)
    assert isinstance(a.top, RulesScene) and a.top.game == "afterworld"


def test_small_window_keeps_the_panel_readable():
    a, scene = open_lesson("aw-02-divisions", size=(800, 500))
    r = scene.panel_rect(a.screen)
    assert r.width >= 180 and a.screen.get_rect().contains(r)
    gesture(a, scene.table, scene.run.expected()[0])
    assert scene.run.index == 1
    post(a)


def test_lesson_command_opens_the_lesson_over_the_list(monkeypatch):
    import tabletop.ui.lesson_scene as ls
    from tabletop.cli import main
    seen = {}

    def fake_app(size):
        a = app(size)
        monkeypatch.setattr(a, "run", lambda: seen.setdefault("stack", [type(s).__name__ for s in a.scenes]))
        return a

    monkeypatch.setattr(ls, "App", fake_app)
    assert main(["lesson", "aw-4", "--size", "1024x600"]) == 0
    assert seen["stack"] == ["TitleScene", "LessonPicker", "TableScene", "LessonScene"]
    assert main(["lesson", "aw-4", "--size", "big"]) == 2


def test_a_lesson_is_not_saved_as_a_game():
    from tabletop.persist.places import saves_dir
    a, scene = open_lesson("aw-01-food-and-gold")
    key(a, pygame.K_s, pygame.KMOD_CTRL)
    assert "not saved" in scene.table.shown.toasts[0].text
    assert not saves_dir().exists() or not list(saves_dir().iterdir())
