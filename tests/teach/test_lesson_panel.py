"""The lesson's words, whole: every step of every lesson, in English and Japanese, at 1280x800
and 1024x600, lays out a panel whose every line fits its width, no word ends in "…", no
button label is shortened, and everything lies in the window; a hovered card's preview and
the step's words show side by side."""

from __future__ import annotations

import pytest
from drive import app, settle

from tabletop import words
from tabletop.teach.catalog import catalog, find_lesson
from tabletop.ui.lesson_panel import MIN_PX, PAD
from tabletop.ui.lesson_scene import start_lesson
from tabletop.ui.theme import line_step, whole_size

SIZES = [(1280, 800), (1024, 600)]


def whole(scene, surface) -> list[str]:
    """What is not whole in the lesson's panel or box as it is laid out now."""
    scene.place(surface)
    panel = scene.panel
    fonts = scene.table.fonts
    bad = []
    screen = surface.get_rect()
    if not screen.contains(panel.rect):
        bad.append(f"the panel {panel.rect} leaves the window {screen.size}")
    inner = panel.rect.width - (2 * PAD if scene.mode == "step" else 48)
    if scene.mode == "step":
        texts = [t for t, _, _, _ in scene.panel_texts() if t]
    else:
        texts = [scene.title_text(), scene.intro_text() if scene.mode == "intro" else scene.closing_text()]
    for b, text in zip(panel.blocks, texts):
        if "".join("".join(b.lines).split()) != "".join(words.tr(text).split()):  # every letter, none left out
            bad.append(f"not whole: {text!r} drawn as {b.lines!r}")
    for b in panel.blocks:
        if b.size < MIN_PX:
            bad.append(f"{b.lines[:1]} drawn at {b.size:.1f} px")
        for line in b.lines:
            if fonts.font(b.size, b.bold).size(line.rstrip())[0] > inner + 1:
                bad.append(f"wider than the panel: {line!r}")
        if b.top + b.height(fonts) > panel.rect.bottom:
            bad.append(f"below the panel: {b.lines[-1]!r}")
    for w in panel.buttons:
        said = w.lines(fonts, panel.button_size)
        if "".join("".join(said).split()) not in ("".join(words.tr(w.label).split()),
                                                  "".join(words.tr(w._with_key()).split())):
            bad.append(f"button not whole: {w.label!r} drawn as {said!r}")
        px = whole_size(fonts, words.tr(w.label), w.rect.width - 8, panel.button_size, w.primary)
        if len(said) > 1 and any(fonts.font(px, w.primary).size(line)[0] > w.rect.width - 8 for line in said):
            bad.append(f"button wider than its label: {w.label!r}")
        if len(said) * line_step(fonts, px, w.primary) > w.rect.height + 2:
            bad.append(f"button too low for its lines: {w.label!r}")
        if not panel.rect.contains(w.rect):
            bad.append(f"button {w.label!r} outside the panel")
    return bad


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_word_of_every_lesson_is_shown_whole(size, lang):
    words.set_language(lang)
    problems = []
    checked = 0
    try:
        for e in catalog():
            a = app(size)
            scene = start_lesson(a, find_lesson(str(e.path)), on_next=lambda name: None)
            settle(a, scene.table, frames=1)
            problems += [f"{e.name} intro: {p}" for p in whole(scene, a.screen)]
            scene.begin()
            run = scene.run
            while not run.done:
                if run.pending:
                    problems += [f"{e.name} step {run.index + 1} (next exercise): {p}" for p in whole(scene, a.screen)]
                    scene.next_exercise()
                problems += [f"{e.name} step {run.index + 1}: {p}" for p in whole(scene, a.screen)]
                checked += 1
                step = run.step
                if step.trial is not None:
                    scene.try_step()
                elif step.mistakes:  # a refusal's words and the teacher's in the panel
                    from tabletop.teach.patterns import read_action
                    scene.perform(read_action(run.game, run.state, step.mistakes[0].do))
                    problems += [f"{e.name} step {run.index + 1} (a mistake): {p}" for p in whole(scene, a.screen)]
                    scene.perform(run.expected()[0])
                else:
                    scene.perform(run.expected()[0])
                settle(a, scene.table, frames=1)
            assert scene.mode == "done"
            problems += [f"{e.name} done: {p}" for p in whole(scene, a.screen)]
    finally:
        words.set_language("en")
    assert checked > 80
    assert not problems, "\n".join(problems[:20])


def test_a_hovered_card_and_the_step_show_together():
    a = app((1280, 800))
    scene = start_lesson(a, find_lesson("aw-03-movement"))
    settle(a, scene.table, frames=1)
    scene.begin()
    t = scene.table
    home = scene.panel_rect(a.screen).copy()
    pid = next(p for p in t.shown.pieces if p.startswith("card:") and t.game.pool[t.match.state.cards[int(p[5:])]].name == "Sun Barque")
    t.shown.pointer.hover_pid, t.shown.pointer.hover_time = pid, 5.0
    a.step(1 / 60, [])
    assert scene.preview_showing()
    preview = scene.preview_rect(a.screen)
    panel = scene.panel_rect(a.screen)
    assert preview is not None and not panel.colliderect(preview)    # both whole, side by side
    assert panel != home and a.screen.get_rect().contains(panel)
    assert not whole(scene, a.screen)
    t.shown.pointer.hover_pid, t.shown.pointer.hover_time = None, 0.0
    a.step(1 / 60, [])
    assert scene.panel_rect(a.screen) == home                        # back at home once it goes
