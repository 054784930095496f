"""The lessons in Japanese: every text of every lesson file has its ``_ja`` twin, a lesson opened
in Japanese shows the Japanese step, verdicts and boxes, the list shows the Japanese titles,
and a twin of the wrong type is one clear problem naming file, line and key."""

import re
import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
from drive import app, key, settle  # noqa: E402

from tabletop import words  # noqa: E402
from tabletop.engine.errors import DataError  # noqa: E402
from tabletop.engine.tomlfile import load_toml  # noqa: E402
from tabletop.games import get_game  # noqa: E402
from tabletop.teach.actions import read_action  # noqa: E402
from tabletop.teach.catalog import catalog, find_lesson, lesson_files  # noqa: E402
from tabletop.teach.lesson import LessonRun  # noqa: E402
from tabletop.teach.lessonfile import SAY_LIMIT, load_lesson  # noqa: E402
from tabletop.ui import lesson_draw, lesson_picker  # noqa: E402
from tabletop.ui.lesson_picker import LessonPicker  # noqa: E402
from tabletop.ui.lesson_scene import start_lesson  # noqa: E402

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
TOP_TEXTS = ("title", "intro", "done")
STEP_TEXTS = ("say", "after", "explain_wrong")


@pytest.fixture
def ja():
    words.set_language("ja")
    try:
        yield
    finally:
        words.set_language("en")


def texts(data: dict):
    """(where, key, English, Japanese) of every text a learner reads in a lesson file's data."""
    for k in TOP_TEXTS:
        if k in data:
            yield "", k, data[k], data.get(f"{k}_ja")
    for i, step in enumerate(data.get("step", [])):
        for k in STEP_TEXTS:
            if k in step:
                yield f"step {i + 1}", k, step[k], step.get(f"{k}_ja")
        for j, m in enumerate(step.get("mistakes", [])):
            if "explain" in m:
                yield f"step {i + 1} mistake {j + 1}", "explain", m["explain"], m.get("explain_ja")


@pytest.mark.parametrize("path", lesson_files(), ids=lambda p: p.stem)
def test_every_text_of_a_lesson_has_its_japanese_twin(path):
    data = load_toml(path).data
    found = list(texts(data))
    assert len(found) >= 10
    missing = [f"{w} {k}" for w, k, en, jp in found if en and not jp]
    assert not missing, f"{path.name}: no Japanese for {missing}"
    english = [f"{w} {k}" for w, k, en, jp in found if jp and not JAPANESE.search(jp)]
    assert not english, f"{path.name}: not written in Japanese: {english}"
    for step in data["step"]:
        say = step["say_ja"]
        assert say.endswith(("。", "！")) and len(say) <= SAY_LIMIT, say


@pytest.mark.parametrize("path", lesson_files(), ids=lambda p: p.stem)
def test_the_japanese_texts_name_the_cards_in_japanese(path):
    data = load_toml(path).data
    pool = get_game(data["game"]).pool
    names = sorted({c.name for c in pool}, key=len, reverse=True)
    left = [(w, k, n) for w, k, _, jp in texts(data) for n in names if jp and n in jp]
    assert not left, f"{path.name}: English card names in the Japanese: {left}"


def test_a_twin_of_the_wrong_type_is_one_clear_problem(tmp_path):
    p = tmp_path / "lesson.toml"
    p.write_text('game = "afterworld"\ntitle = "x"\ntitle_ja = "エックス"\norder = 1\nintro = "x"\n'
                 '[position]\n[[step]]\nsay = "Pass."\nsay_ja = 3\ndo = "P1 pass"\n'
                 'mistakes = [ { do = "P1 pass", explain_ja = ["no"] } ]\n', encoding="utf-8")
    with pytest.raises(DataError) as e:
        load_lesson(p)
    text = str(e.value)
    assert f"{p}:9: step[0].say_ja: must be a text in quotes, not the number 3" in text
    assert f"{p}:11: step[0].mistakes[0].explain_ja: must be a text in quotes, not a list" in text
    assert len(e.value.problems) == 2


def test_a_misspelt_twin_is_named_with_the_right_key(tmp_path):
    p = tmp_path / "lesson.toml"
    p.write_text('game = "afterworld"\ntitle = "x"\norder = 1\nintro = "x"\nintro_jp = "エックス"\n'
                 '[position]\n[[step]]\nsay = "Pass."\ndo = "P1 pass"\n', encoding="utf-8")
    with pytest.raises(DataError) as e:
        load_lesson(p)
    assert f"{p}:5: intro_jp: unknown key (did you mean 'intro_ja'?)" in str(e.value)


def test_the_machine_says_its_verdicts_in_japanese(ja):
    run = LessonRun(find_lesson("aw-1-food-and-gold"))
    step = run.step
    v = run.attempt(read_action(run.game, run.state, 'P1 expend "Valley of the Kings"'))
    assert not v.accepted and v.legal
    assert v.message == ("その手は正しい手ですが、このレッスンでやってほしいのは次のことです："
                         "a1のナイル・デルタをクリックして使用済みにし、食料を得ましょう。")
    v = run.attempt(read_action(run.game, run.state, 'P1 expend "Mead Hall"'))
    assert v.rule == "AW-6.1" and "[AW-6.1]" in v.message
    assert v.message.endswith(" 行3と4はプレイヤー2の帝国です。使用済みにできるのは自分のテリトリーだけです。")
    v = run.attempt(read_action(run.game, run.state, 'P1 expend "Nile Delta"'))
    assert v.accepted and v.message == step.after_ja + "\n" + v.note
    assert v.note == "このステップのルール：AW-6.1 食料と黄金の生産 · AW-2.6 準備・使用済み・破壊"  # the rules, in Japanese
    v = run.attempt(read_action(run.game, run.state, 'P1 attach "Ankh of Life" "Jackal Spearman"'))
    assert v.accepted and v.rule == "AW-6.2" and v.message.startswith("生命のアンクのコストは")   # the try step
    words.set_language("en")
    v = run.attempt(read_action(run.game, run.state, 'P1 expend "Nile Delta"'))
    assert v.message.endswith(" A territory gives once per turn; it stands up again at the start of the next turn.")


class Drawn:
    """Every text the lesson overlay draws (its `blit_text`: the panel and boxes draw each line
    whole, having measured them; `joined` puts a wrapped Japanese text together again)."""

    def __init__(self, monkeypatch, module=lesson_draw):
        self.texts: list[str] = []
        for fn in ("blit_text", "blit_wrapped"):
            real = getattr(module, fn, None)
            if real is None:
                continue

            def record(surface, fonts, text, *args, _real=real, **kw):
                self.texts.append(text)
                return _real(surface, fonts, text, *args, **kw)

            monkeypatch.setattr(module, fn, record)

    @property
    def joined(self) -> str:
        return "".join(self.texts)


def test_a_lesson_opened_in_japanese_shows_its_japanese_texts_and_labels(ja, monkeypatch):
    drawn = Drawn(monkeypatch)
    lesson = find_lesson("aw-01-food-and-gold")
    a = app()
    scene = start_lesson(a, lesson, on_next=lambda name: None)
    settle(a, scene.table, frames=1)
    assert lesson.title_ja in drawn.texts and lesson.intro_ja in drawn.joined   # the intro box
    assert [w.label for w in scene.widgets] == ["始める", "やめる"]
    key(a, pygame.K_SPACE)  # Start
    drawn.texts.clear()
    a.step(1 / 60, [])
    assert scene.mode == "step"
    assert "a1のナイル・デルタをクリックして使用済みにし、食料を得ましょう。" in drawn.joined   # say_ja
    assert "レッスン1・ステップ1／6" in drawn.texts
    assert "Click the Nile Delta" not in " ".join(drawn.texts)
    assert [w.label for w in scene.widgets] == ["1つ戻る", "やめる"]
    scene.run.finish_with()
    scene.finish()
    drawn.texts.clear()
    a.step(1 / 60, [])
    assert "レッスン完了：テリトリー、食料と黄金" in drawn.texts
    assert scene.closing_text() == lesson.steps[-1].after_ja + "\n\n" + lesson.done_ja
    assert scene.widgets[0].label == "次へ：部隊の編成"


def test_the_list_of_lessons_shows_japanese_titles(ja, monkeypatch):
    seen: list[str] = []
    real = lesson_picker.blit_text

    def record(surface, fonts, text, *args, **kw):
        seen.append(text)
        return real(surface, fonts, text, *args, **kw)

    monkeypatch.setattr(lesson_picker, "blit_text", record)
    a = app()
    picker = a.push(LessonPicker("afterworld"))
    a.step(1 / 60, [])
    assert "レッスン" in seen
    assert "1. テリトリー、食料と黄金" in seen and "1. エージェントとノリ" in seen
    assert not any(e.title in " ".join(seen) for e in catalog())
    assert picker.buttons[0].label == "戻る"
    assert find_lesson("テリトリー、食料と黄金").name == "aw-01-food-and-gold"  # found by its Japanese title
