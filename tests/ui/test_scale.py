"""The table size setting (tabletop/ui/scale.py): 100% to 200% of the standard table, by the
window where the screen has room; Ctrl+plus, Ctrl+minus, Ctrl+0 and the title screen's button
change it, and it is remembered."""

from __future__ import annotations

import json

import pygame
import pytest
from drive import app as drive_app, click, key, settle, table

from tabletop.persist import settings
from tabletop.play import COMPUTER, Seat
from tabletop.ui import scale
from tabletop.ui.theme import MIN_PX
from tabletop.ui.title import TitleScene


def test_the_steps_and_the_window():
    assert scale.clamp("huge") == 100 and scale.clamp(None) == 100 and scale.clamp(float("nan")) == 100
    assert scale.clamp(160) == 150 and scale.clamp(999) == 200
    assert scale.step(200, 1) == 200 and scale.step(100, -1) == 100 and scale.step(125, 1) == 150
    assert scale.window_for(150, (3840, 2160)) == (1920, 1200)
    w, h = scale.window_for(200, (1366, 768))  # no room: as large as the screen allows, its shape kept
    assert w <= 1366 * scale.ROOM and h <= 768 * scale.ROOM and abs(w / h - 1.6) < 0.01


@pytest.fixture(autouse=True)
def standard_size():
    yield
    drive_app((1280, 800)).scale = 100  # the window as the other tests expect it


@pytest.fixture
def big_screen(monkeypatch):
    monkeypatch.setattr(scale, "screen_size", lambda: (3840, 2160))


def _card_width(t) -> int:
    pid = next(p.pid for p in t.shown.pieces.values() if p.zone == "p1.hand")
    return t.transform.rect(t.shown.pieces[pid].rect)[2]


def test_ctrl_plus_draws_the_whole_table_larger_and_ctrl_0_back(big_screen):
    a, t = table("afterworld")
    settle(a, t)
    before = _card_width(t)
    key(a, pygame.K_EQUALS, pygame.KMOD_CTRL)
    key(a, pygame.K_EQUALS, pygame.KMOD_CTRL)
    settle(a, t)
    assert a.scale == 150 and a.screen.get_size() == (1920, 1200)
    assert t.shown.toasts and t.shown.toasts[0].text == "Table 150%"
    assert _card_width(t) == pytest.approx(before * 1.5, abs=2)
    assert json.loads(settings.settings_path().read_text())["scale"] == 150
    key(a, pygame.K_0, pygame.KMOD_CTRL)
    settle(a, t)
    assert a.scale == 100 and a.screen.get_size() == (1280, 800) and _card_width(t) == before


def _drawn_sizes(a, t) -> tuple[dict[str, float], int]:
    """The height in pixels of the tallest card of each zone, and the smallest text size asked
    for in one whole redraw of the table."""
    cards: dict[str, float] = {}
    for p in t.shown.pieces.values():
        if p.kind == "card":
            cards[p.zone] = max(cards.get(p.zone, 0), t.transform.rect(p.rect)[3])
    asked: list[int] = []
    fonts = t.fonts
    real_font, real_text = fonts.font, fonts.text

    def font(size, bold=False):
        asked.append(max(MIN_PX, round(size * fonts.scale)))
        return real_font(size, bold)

    def text(words, size, color, bold=False):
        asked.append(max(MIN_PX, round(size * fonts.scale)))
        return real_text(words, size, color, bold)

    fonts.font, fonts.text = font, text
    try:
        t.painter.forget()
        a.invalidate()
        a.step(1 / 60, [])
    finally:
        del fonts.font, fonts.text
    return cards, min(asked)


@pytest.mark.parametrize("screen", [(1280, 800), (1024, 600)])
@pytest.mark.parametrize("game,players", [("afterworld", 2), ("austin-powers", 6)])
def test_larger_means_larger_where_the_screen_has_no_more_room(monkeypatch, screen, game, players):
    """Issue 46: "Table 200%" on a 1280 x 800 screen took the compact layout and the board
    shrank (the world's cards 62 px high instead of 74, an Austin Powers hand 99 instead of
    110). Each step from 100% to 200% draws every card and the smallest text at least as large
    as the step below, and says the screen allows no more."""
    monkeypatch.setattr(scale, "screen_size", lambda: screen)
    seats = [Seat("You")] + [Seat(f"C{i}", COMPUTER) for i in range(2, players + 1)]
    a, t = table(game, players=players, seats=seats, size=screen)
    t.computer.bots.clear()
    t.auto_layout, t._picked = True, ""  # as when no layout was asked for
    scale.apply(a, 100)
    settle(a, t)
    before, smallest = _drawn_sizes(a, t)
    assert before and smallest >= 12
    for percent in scale.STEPS[1:]:
        key(a, pygame.K_EQUALS, pygame.KMOD_CTRL)
        settle(a, t)
        assert a.scale == percent
        assert t.shown.toasts[-1].text == f"Table {percent}%: as large as this screen allows"
        cards, least = _drawn_sizes(a, t)
        shrunk = {z: (before[z], h) for z, h in cards.items() if z in before and h < before[z]}
        assert not shrunk, f"at {percent}% these cards are drawn smaller than at the step below: {shrunk}"
        assert least >= smallest, f"at {percent}% the smallest text is {least} px, {smallest} px below"
        before, smallest = cards, least


def test_the_title_button_steps_the_size_and_a_new_window_opens_at_it(big_screen):
    a = drive_app((1280, 800))
    title = a.push(TitleScene())
    a.step(1 / 60, [])
    assert title.scale_button.label == "Table 100%"
    click(a, title.scale_button.rect.center)
    a.step(1 / 60, [])
    assert a.scale == 125 and title.scale_button.label == "Table 125%"
    assert a.screen.get_size() == (1600, 1000)
    assert settings.load()["scale"] == 125  # (the next start opens its window at it)


def test_a_broken_setting_is_the_standard_size():
    settings.settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings.settings_path().write_text('{"scale": "huge"}')
    assert scale.clamp(settings.load().get("scale")) == 100
