"""The whole card wherever a card is looked at (issue 46: "the preview does not show the whole
card"): the deck builder's preview and a browsed pile's enlarged card show every word of the
card, its rules text and its flavour, as the table's hover preview does, at 1280 x 800 and
1024 x 600, in English and Japanese. (Both drew the card's small face made large: Call of
Valhalla showed its name, cost and picture, and not a word of what it does.)"""

from __future__ import annotations

import re

import pygame
import pytest
from drive import app, click, post, table
from test_deckbuilder import pool_row, type_text

from tabletop import words
from tabletop.games import get_game
from tabletop.games.afterworld import position
from tabletop.ui import cardpreview
from tabletop.ui.browse import BrowseScene
from tabletop.ui.deckbuilder.scene import DeckBuilder
from tabletop.ui.theme import Fonts

CARDS = [("afterworld", "Call of Valhalla"), ("austin-powers", "Dame Doris Discotheque")]


@pytest.fixture
def lang(request):
    words.set_language(request.param)
    yield request.param
    words.set_language("en")


def _drawn(monkeypatch, draw) -> str:
    """Every string `draw()` puts on the screen, one after another, without spaces or line
    breaks (a wrapped sentence reads whole again)."""
    seen: list[str] = []
    real = Fonts.text

    def spy(self, text, size, color, bold=False):
        seen.append(words.tr(text))
        return real(self, text, size, color, bold)

    monkeypatch.setattr(Fonts, "text", spy)
    cardpreview._cache.clear()  # (each card drawn anew, not taken from the previews kept)
    draw()
    monkeypatch.setattr(Fonts, "text", real)
    return re.sub(r"\s+", "", "".join(seen))


def _every_word(card) -> list[str]:
    return [re.sub(r"\s+", "", words.field(card, f)) for f in ("text", "flavour") if words.field(card, f)]


@pytest.mark.parametrize("lang", ["en", "ja"], indirect=True)
@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)])
@pytest.mark.parametrize("game,name", CARDS)
def test_the_deck_builder_previews_the_whole_card(monkeypatch, lang, size, game, name):
    a = app(size)
    b = a.push(DeckBuilder(game, None))
    a.step(1 / 60, [])
    type_text(a, name)
    a.step(1 / 60, [])
    at = pool_row(b, name)
    post(a, pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)))

    def draw():
        b._frame = None
        a.invalidate()
        a.step(1 / 60, [])
    said = _drawn(monkeypatch, draw)
    card = b.game.pool.find(name)
    assert b.preview_card() is card
    for part in _every_word(card):
        assert part in said, f"{part!r} is not drawn in the preview"
    a.pop()


@pytest.mark.parametrize("lang", ["en", "ja"], indirect=True)
@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)])
def test_a_browsed_pile_enlarges_the_whole_card(monkeypatch, lang, size):
    g = get_game("afterworld")
    st = position.build(g, {"P2": {"faction": "norse", "discard": ["Berserker", "Call of Valhalla"]}})
    a, t = table("afterworld", st, size=size)
    top = st.sides[1].discard[-1]
    click(a, t.screen_pos(f"card:{top}"))
    assert isinstance(a.top, BrowseScene)
    a.step(1 / 60, [])
    cell = next(rect for rect, face in a.top.cells if g.pool[face[1]].name == "Call of Valhalla")
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: cell.center)

    def draw():
        a.invalidate()
        a.step(1 / 60, [])
    said = _drawn(monkeypatch, draw)
    for part in _every_word(g.pool.find("Call of Valhalla")):
        assert part in said, f"{part!r} is not drawn on the enlarged card"
    post(a, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))


@pytest.mark.parametrize("lang", ["en", "ja"], indirect=True)
@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)])
@pytest.mark.parametrize("game", ["afterworld", "austin-powers"])
def test_the_deck_statistics_show_every_label_and_count_whole(monkeypatch, lang, size, game):
    """Each bar's label whole and clear of its neighbours' (「グルービー」 ran into 「シャガデリック」
    at 1024 x 600: every other label goes a line lower where one is wider than its column), and
    a listed count beside its label ("Fortress 0/1" lost its count to a third line never drawn)."""
    from tabletop.ui.deckbuilder import draw as builder_draw
    a = app(size)
    b = a.push(DeckBuilder(game, None))
    a.step(1 / 60, [])
    blocks = b.info.stats(b.game, b.model.piles)
    labels = {words.tr(bar.label) for block in blocks if len(block.bars) <= 6 for bar in block.bars}
    listed = [f"{words.tr(bar.label)} {bar.value}" + (f"/{bar.target}" if bar.target is not None else "")
              for block in blocks if len(block.bars) > 6 for bar in block.bars]
    placed: list[tuple[str, pygame.Rect]] = []
    real = builder_draw.blit_text

    def spy(surface, fonts, text, pos, size, color, **kw):
        r = real(surface, fonts, text, pos, size, color, **kw)
        placed.append((words.tr(text), r))
        return r

    monkeypatch.setattr(builder_draw, "blit_text", spy)
    said = _drawn(monkeypatch, lambda: (a.invalidate(), a.step(1 / 60, [])))
    drawn = [(t, r) for t, r in placed if t in labels]
    assert {t for t, _ in drawn} == labels
    crowded = [(t, u) for i, (t, r) in enumerate(drawn) for u, q in drawn[i + 1:] if r.colliderect(q)]
    assert not crowded, f"labels drawn over each other: {crowded}"
    for item in listed:
        assert re.sub(r"\s+", "", item) in said, f"{item!r} is not drawn whole"
    a.pop()


@pytest.mark.parametrize("lang", ["en", "ja"], indirect=True)
@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)])
def test_every_builder_button_holds_its_label(lang, size):
    """「コンピューターと／対戦」 took two lines in a button one line high at 1024 x 600, its
    lines over the button's edges: the buttons' bar is as tall as its tallest label needs."""
    from tabletop.ui.deckbuilder.geometry import BUTTONS
    from tabletop.ui.widgets import ButtonWidget
    a = app(size)
    b = a.push(DeckBuilder("afterworld", None))
    a.step(1 / 60, [])
    f = b.frame()
    labels = dict(BUTTONS)
    buttons = [it for it in f.items if it.kind == "button"]
    assert len(buttons) == len(BUTTONS)
    for it in buttons:
        w = ButtonWidget(labels[it.key], it.rect, lambda: None, primary=it.key == "play")
        need = w.height(b.fonts, f.small, 0)
        assert need <= it.rect.height, (words.tr(labels[it.key]), w.lines(b.fonts, f.small), need, it.rect)
        assert it.rect.bottom <= size[1]
    a.pop()
