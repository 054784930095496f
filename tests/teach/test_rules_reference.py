"""The rules reference (F1): both games' rules, searchable, opening at a rule."""

import re
from pathlib import Path

import pygame
from drive import app, click, key, post

from tabletop.teach.rulebook import all_rules, find, rules_of, search
from tabletop.ui.layout import DEFAULT_COLORS, parse_color
from tabletop.ui.rules_scene import RulesScene
from tabletop.ui.theme import Fonts

COLORS = {k: parse_color(v) for k, v in DEFAULT_COLORS.items()}
ROOT = Path(__file__).resolve().parents[2]


def typed(a, text: str) -> None:
    post(a, *[pygame.event.Event(pygame.TEXTINPUT, text=ch) for ch in text])


def test_the_book_holds_both_games_with_sections_first():
    for game, prefix in (("afterworld", "AW"), ("austin-powers", "AP")):
        entries = rules_of(game)
        assert entries[0].id == f"{prefix}-1" and entries[0].section
        assert entries[1].id == f"{prefix}-1.1" and not entries[1].section
        ids = [e.id for e in entries]
        assert ids.index(f"{prefix}-10") > ids.index(f"{prefix}-9.1")  # natural order, not text order
        assert all(e.title for e in entries)
        assert all(e.text for e in entries if not e.section)


def test_every_rule_the_engines_cite_is_in_the_book():
    cited = set()
    for path in (ROOT / "tabletop" / "games").rglob("*.py"):
        cited |= set(re.findall(r'"(A[WP]-\d+(?:\.\d+)?)"', path.read_text()))
    known = {e.id for e in all_rules()}
    assert cited and cited <= known, sorted(cited - known)


def test_search_by_words_stems_and_ids():
    assert search("8.2", rules_of("afterworld"))[0].id == "AW-8.2"
    assert search("AP-5.5")[0].id == "AP-5.5"
    hits = [e.id for e in search("fortresses")]
    assert "AW-3.4" in hits and all(e.startswith("AW") for e in hits)
    assert search("throw me a bone")[0].id == "AP-5.5"
    assert [e.id for e in search("gesture copy")][:1] == ["AP-7.3"]
    assert search("xylophone") == []
    assert find("aw-7.5").title == "Auto-return"


def scene_at(rule=None, game="afterworld"):
    a = app()
    s = a.push(RulesScene(game, rule, Fonts(), COLORS))
    a.step(1 / 60, [])
    return a, s


def test_opens_at_the_rule_an_error_cites_and_marks_it():
    a, s = scene_at("AP-9.2", game="afterworld")
    assert s.game == "austin-powers" and s.marked == "AP-9.2"
    view, fs = s.view_rect(a.screen)
    top = s.offset_of("AP-9.2", view.width - 14, fs)
    assert s.scroll > 0 and 0 <= top - s.scroll < view.height / 2   # in view, near the top


def test_typing_searches_and_escape_closes_even_with_a_search_typed():
    a, s = scene_at()
    typed(a, "auto return")
    assert s.query == "auto return"
    assert [e.id for e in s.results()][0] == "AW-7.5"
    key(a, pygame.K_BACKSPACE)
    assert s.query == "auto retur"
    key(a, pygame.K_BACKSPACE, pygame.KMOD_CTRL)  # Ctrl+Backspace clears the search
    assert s.query == "" and a.top is s
    typed(a, "auto")
    key(a, pygame.K_ESCAPE)
    assert a.top is not s  # closed at once: a Space now goes to the table, not into the search


def test_a_space_starts_no_search():
    a, s = scene_at()
    typed(a, " ")
    assert s.query == ""


def test_a_search_with_no_match_here_moves_to_the_other_game():
    a, s = scene_at()
    typed(a, "swinger")
    assert s.game == "austin-powers" and s.results()[0].id.startswith("AP-6")
    a.step(1 / 60, [])


def test_tabs_wheel_and_keys_scroll_and_switch():
    a, s = scene_at()
    key(a, pygame.K_PAGEDOWN)
    a.step(1 / 60, [])
    assert s.scroll > 0
    post(a, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=50, flipped=False))
    a.step(1 / 60, [])
    assert s.scroll == 0
    key(a, pygame.K_TAB)
    assert s.game == "austin-powers"
    click(a, s.tabs[0][0].center)
    assert s.game == "afterworld"


def test_typing_h_in_the_reference_does_not_toggle_the_table_hints():
    from tabletop.teach.catalog import find_lesson
    from tabletop.ui.lesson_scene import lesson_table
    a = app()
    t, _ = lesson_table(find_lesson("aw-1-food-and-gold"))
    a.push(t)
    key(a, pygame.K_F1)
    assert isinstance(a.top, RulesScene)
    typed(a, "h")
    key(a, pygame.K_h)
    assert t.shown.pointer.show_hints is False and a.top.query == "h"
