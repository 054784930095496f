"""The rules reference in Japanese: every rule and section of both games has its Japanese title
and text, the F1 screen shows them with its own labels in Japanese, and its search finds a rule
by a Japanese word (and still by English words and ids)."""

import re
import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
from drive import app, post  # noqa: E402

from tabletop import words  # noqa: E402
from tabletop.teach.rulebook import all_rules, hint_text, rules_of, search  # noqa: E402
from tabletop.ui import rules_scene  # noqa: E402
from tabletop.ui.layout import DEFAULT_COLORS, parse_color  # noqa: E402
from tabletop.ui.rules_scene import RulesScene  # noqa: E402
from tabletop.ui.theme import Fonts  # noqa: E402

COLORS = {k: parse_color(v) for k, v in DEFAULT_COLORS.items()}
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
GAMES = ("afterworld", "austin-powers")


@pytest.fixture
def ja():
    words.set_language("ja")
    try:
        yield
    finally:
        words.set_language("en")


@pytest.mark.parametrize("game", GAMES)
def test_every_rule_and_section_has_a_japanese_title_and_text(game):
    cat = words.catalog("ja")
    entries = rules_of(game)
    assert sum(e.section for e in entries) >= 11 and len(entries) > 50
    missing, english = [], []
    for e in entries:
        got = cat.rule(e.id)
        if not got.get("title") or (e.text and not got.get("text")):
            missing.append(e.id)
            continue
        for part, en in (("title", e.title), ("text", e.text)):
            if en and not JAPANESE.search(got[part]):
                english.append(f"{e.id}.{part}")
    assert not missing, f"no Japanese title or text: {missing}"
    assert not english, f"not written in Japanese: {english}"


def test_the_catalog_translates_no_rule_that_does_not_exist():
    known = {e.id for e in all_rules()}
    assert set(words.catalog("ja").rules) == known


def test_a_rule_keeps_the_ids_it_cites_and_the_options_it_names():
    cat = words.catalog("ja")
    for e in all_rules():
        text = cat.rule(e.id).get("text", "")
        for cited in re.findall(r"A[WP]-\d+(?:\.\d+)?", e.text):
            assert cited in text, f"{e.id} cites {cited} in English but not in Japanese"
        for option in re.findall(r"\b[a-z]+(?:_[a-z]+)+\b", e.text):
            assert option in text, f"{e.id} names the option {option} in English but not in Japanese"


def test_rule_words_give_the_english_back_in_english():
    e = next(e for e in rules_of("afterworld") if e.id == "AW-8.2")
    assert words.rule_words(e.id, e.title, e.text) == ("One icon per move", e.text)
    assert words.rule_words(e.id, e.title, e.text, "ja")[0] == "1回の移動に1つのアイコン"


def test_search_finds_japanese_words_only_in_japanese_and_english_words_and_ids_in_both(ja):
    hits = [e.id for e in search("援助")]
    assert hits[0] == "AP-5.5"                                   # 援助を乞う: Throw me a bone
    castle = search("城塞", rules_of("afterworld"))
    assert castle and all("城塞" in e.shown()[0] + e.shown()[1] for e in castle)
    assert [e.id for e in search("自動帰還")][:1] == ["AW-7.5"]  # the title first
    assert search("auto return")[0].id == "AW-7.5"               # English still works
    assert search("8.2", rules_of("afterworld"))[0].id == "AW-8.2"
    words.set_language("en")
    assert search("城塞") == []


def test_a_hint_quotes_the_rule_in_the_readers_language(ja):
    assert hint_text("afterworld", "AW-7.5") == (
        "自動帰還：理由が何であれ、部隊が最後のユニットを失ったその瞬間に、その駒は持ち主の城塞に戻ります。 [AW-7.5]")
    words.set_language("en")
    assert hint_text("afterworld", "AW-7.5").startswith("Auto-return: The moment a division loses")


class Seen:
    """Every line the rules scene draws (its `blit_text`), in order."""

    def __init__(self, monkeypatch):
        self.lines: list[str] = []
        real = rules_scene.blit_text

        def record(surface, fonts, text, *args, **kw):
            self.lines.append(text)
            return real(surface, fonts, text, *args, **kw)

        monkeypatch.setattr(rules_scene, "blit_text", record)

    def text(self) -> str:
        return "".join(self.lines)


def typed(a, text: str) -> None:
    post(a, *[pygame.event.Event(pygame.TEXTINPUT, text=ch) for ch in text])


def test_the_rules_scene_in_japanese_shows_japanese_rules_labels_and_finds_a_japanese_word(ja, monkeypatch):
    seen = Seen(monkeypatch)
    a = app()
    s = a.push(RulesScene("afterworld", None, Fonts(), COLORS))
    a.step(1 / 60, [])
    shown = seen.text()
    assert "ルール一覧" in seen.lines                                  # the heading
    assert "ルールを検索（語句、または 8.2 のような番号）" in seen.lines  # the search box's hint
    assert "Tab：もう一方のゲーム" in seen.lines
    assert "AW-1  カード構成とデッキ構築" in shown                       # a section, in Japanese
    assert "アフターワールドは、ちょうど2人で遊ぶゲームです。" in shown     # AW-1.1's text
    assert "AW-1.7  問題はまとめて報告　（本アプリ独自のルール）" in shown       # a [T] rule says so
    assert "Two players" not in shown and "Rules reference" not in seen.lines

    seen.lines.clear()
    typed(a, "自動帰還")
    a.step(1 / 60, [])
    assert [e.id for e in s.results()][:1] == ["AW-7.5"]
    assert f"{len(s.results())}件" in seen.lines
    assert "AW-7.5  自動帰還" in seen.text()

    typed(a, "ぞう")   # nothing in either game holds both
    seen.lines.clear()
    a.step(1 / 60, [])
    assert s.results() == []
    assert s.no_match_text().endswith("のルールに「自動帰還ぞう」の語をすべて含むものはありません。")
    assert s.no_match_text() in seen.lines


def test_a_japanese_search_that_only_the_other_game_matches_moves_there(ja):
    a = app()
    s = a.push(RulesScene("afterworld", None, Fonts(), COLORS))
    a.step(1 / 60, [])
    typed(a, "駆け引き")
    assert s.game == "austin-powers" and s.results()[0].id.startswith("AP-6")


def test_the_scene_reads_again_when_the_language_changes():
    a = app()
    s = a.push(RulesScene("austin-powers", None, Fonts(), COLORS))
    a.step(1 / 60, [])
    view, fs = s.view_rect(a.screen)
    first = s.blocks(view.width - 14, fs)[0][1][0]
    assert first.startswith("AP-1  Players, sides, decks")
    words.set_language("ja")
    try:
        assert s.blocks(view.width - 14, fs)[0][1][0].startswith("AP-1  プレイヤー、陣営、デッキ")
        assert s.count_text(1) == "1件" and s.count_text(3) == "3件"
    finally:
        words.set_language("en")
    assert s.count_text(1) == "1 match" and s.count_text(3) == "3 matches"
