"""The cards in an Austin Powers hand read whole at 1280x800: a name too long for one line at
the smallest legible size ("Cosmic Carol", "Lady Lacquer", a bone's "Frickin' Bone") takes two
lines of the card's top, rather than ending in an ellipsis after four letters, where the body
below keeps all it shows (the score's number, a bone's quote, a happening's effect, a
swinger's P and S). The words are caught as the table draws them (the text-fit audit's hook),
on the faces the table draws; with the audit itself on, no text leaves its box or covers
another."""

from __future__ import annotations

import pygame
import pytest
from drive import table

from tabletop import words
from tabletop.games import get_game
from tabletop.ui import textfit
from tabletop.ui.cardkit import name_lines
from tabletop.ui.theme import MIN_PX


@pytest.fixture
def drawn(monkeypatch):
    lines: list[tuple[str, pygame.Rect]] = []
    monkeypatch.setattr(textfit, "ENABLED", True)
    monkeypatch.setattr(textfit, "record",
                        lambda surface, img, rect, text, box: lines.append((text, pygame.Rect(box or rect))))
    return lines


def _hand_size(t) -> tuple[int, int]:
    """The pixel size of the cards in the first seat's hand (all AP hand faces are ("card", key))."""
    hand = [p for p in t.shown.pieces.values() if p.kind == "card" and p.seat == 0 and "hand" in p.zone]
    assert hand and all(p.face[0] == "card" for p in hand)
    w, h = round(t.transform.length(hand[0].size[0])), round(t.transform.length(hand[0].size[1]))
    assert 56 <= w < 90, (w, h)  # a small card, not a tiny one
    return w, h


def _band_width(w: int, h: int) -> int:
    """The name band's width on a card w x h: the frame's inner body less the band's margins."""
    return w - 2 * max(1, min(w, h) // 28) - 2 * max(1, w // 30)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_card_in_a_hand_shows_its_whole_name(drawn, lang):
    words.set_language(lang)
    a, t = table("austin-powers", size=(1280, 800))
    size = _hand_size(t)
    names: dict[str, tuple[str, list[str]]] = {}  # by card: its name, the lines drawn in its band
    room = 0
    for card in get_game("austin-powers").pool.by_key.values():
        name = words.tr("Frickin' Bone") if card.kind == "bone" else words.field(card, "name")
        drawn.clear()
        t.painter.faces.clear()
        t.face(("card", card.key), size)
        # the name band draws first: its line, or its two lines (the second begins above the
        # first one's box's bottom; the body's texts all lie below the band)
        first = drawn[0][1]
        names[card.key] = (name, [text for text, box in drawn if box.top < first.bottom])
        room = max(room, first.width)
    assert len(names) >= 60, sorted(names)
    joiner = " " if lang == "en" else ""
    font = t.fonts.font(MIN_PX / t.fonts.scale, True)

    def fits(name: str) -> bool:  # on one or two lines of the box at the smallest legible size
        lines = name_lines(t.fonts, name, MIN_PX / t.fonts.scale, room)
        return len(lines) <= 2 and all(font.size(line)[0] <= room for line in lines)  # (a word too wide: one line)

    fit = {key for key, (name, _) in names.items() if fits(name)}
    cut = {name: lines for key, (name, lines) in names.items() if key in fit and joiner.join(lines) != name}
    assert not cut, (size, room, cut)
    # the name's box: the band less its margins (2 + 2) and no more than 16 px for the colour dot
    assert room >= _band_width(*size) - 4 - 16, (room, size)
    two = {key for key, (_, lines) in names.items() if len(lines) == 2}
    assert len(two) >= (20 if lang == "en" else 15), (size, room, sorted(two))
    print(f"{lang}: {len(names)} cards at {size}, {len(fit)} names fit {room} px, {len(two)} on two lines")


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("screen", [(1280, 800), (1024, 600)])
def test_no_text_on_a_hand_card_leaves_its_box_or_covers_another(lang, screen):
    words.set_language(lang)
    a, t = table("austin-powers", size=screen)
    size = _hand_size(t)
    textfit.enable()
    try:
        for card in get_game("austin-powers").pool.by_key.values():
            t.painter.faces.clear()
            t.face(("card", card.key), size)
        assert not textfit.findings, [str(f) for f in textfit.findings]
    finally:
        textfit.enable(False)
