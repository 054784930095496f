"""What a learner did is kept: a lesson finished is remembered, under a new name of the lesson
too; a broken settings file touches none of it and is said once and kept; a damaged progress
file gives back every lesson still readable in it, keeps the damaged file, and says so once.
The list of lessons shows what is done, what is next and how much of each game is learned."""

from __future__ import annotations

import json

from drive import app

from tabletop.persist import settings
from tabletop.persist.progress import Progress, progress_path
from tabletop.teach.catalog import catalog, next_to_learn, shares
from tabletop.ui.lesson_picker import LessonPicker
from tabletop.ui.lesson_scene import start_lesson
from tabletop.teach.catalog import find_lesson


def finish(name: str) -> None:
    a = app()
    scene = start_lesson(a, find_lesson(name))
    scene.begin()
    scene.run.finish_with()
    scene.finish()


def test_a_finished_lesson_survives_a_broken_settings_file_said_once_and_kept():
    settings.settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings.settings_path().write_text('{"language": "en", "scale": ')   # cut short
    finish("aw-01-food-and-gold")
    assert "aw-01-food-and-gold" in Progress.load()                      # remembered all the same
    from tabletop.ui.title import TitleScene
    a = app()
    title = a.push(TitleScene("afterworld"))
    assert "settings.json" in title.message and "settings.json.bad" in title.message   # said once
    assert TitleScene("afterworld").message == ""                        # and only once
    assert settings.save(language="en") == ""                            # the next change...
    bad = settings.settings_path().with_name("settings.json.bad")
    assert bad.read_text() == '{"language": "en", "scale": '            # ...keeps the broken file
    assert json.loads(settings.settings_path().read_text()) == {"language": "en"}
    assert "aw-01-food-and-gold" in Progress.load()


def test_a_damaged_progress_file_gives_back_every_lesson_still_readable():
    Progress({"aw-01-food-and-gold", "ap-02-shag-showdown"}, games=3).save()
    text = progress_path().read_text().replace('"version"', '"vers')     # a broken file
    progress_path().write_text(text)
    p = Progress.load()
    assert p.completed == {"aw-01-food-and-gold", "ap-02-shag-showdown"} and p.games == 3
    assert "damaged lesson progress" in p.warning and "2 completed lessons recovered" in p.warning
    assert progress_path().with_name("lessons.json.bad").read_text() == text   # kept as it was
    again = Progress.load()                                              # the good file is written back
    assert again.completed == p.completed and again.warning == ""


def test_progress_written_before_it_counted_games_still_reads():
    progress_path().parent.mkdir(parents=True, exist_ok=True)
    progress_path().write_text(json.dumps({"format": "tabletop-lessons", "version": 1,
                                           "completed": ["aw-1-food-and-gold"]}))
    p = Progress.load()
    assert p.completed == {"aw-1-food-and-gold"} and p.games == 0 and not p.warning
    first = catalog("afterworld")[0]
    assert first.name == "aw-01-food-and-gold" and "aw-1-food-and-gold" in first.was
    assert next_to_learn(p, "afterworld").name == "aw-02-divisions"      # done under its old name


def test_the_list_shows_what_is_done_what_is_next_and_the_share_of_rules():
    Progress({"aw-01-food-and-gold", "aw-02-divisions"}).save()
    a = app()
    picker = a.push(LessonPicker("afterworld"))
    a.step(1 / 60, [])
    aw = next(s for s in shares(Progress.load()) if s.game == "afterworld")
    assert aw.done == 2 and aw.learned == len(set(catalog("afterworld")[0].rules) | set(catalog("afterworld")[1].rules))
    assert picker.share_text(aw) == f"{aw.learned} of {aw.rules} rules learned · 2 of {aw.lessons} lessons done"
    assert picker.next["afterworld"] == "aw-03-movement"
    assert picker.entries[picker.focus].name == "aw-03-movement"        # Enter opens the next one
    done = [e.name for _, e, _ in picker.rows if picker.done(e)]
    assert done == ["aw-01-food-and-gold", "aw-02-divisions"]
    # every title whole in its row, at the smallest window too
    a2 = app((1024, 600))
    small = a2.push(LessonPicker("afterworld"))
    a2.step(1 / 60, [])
    for r, e, lines in small.rows:
        assert "".join(lines).replace(" ", "") == small.label(e).replace(" ", "")
        assert all(small.fonts.font(small.size).size(x)[0] <= r.width for x in lines)
        assert a2.screen.get_rect().contains(r)
