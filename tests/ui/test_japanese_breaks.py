"""Japanese lines break between phrases, as a Japanese reader expects: every long sentence of
the catalogs and every card's Japanese rules text and flavour, wrapped at the widths the table
uses, has no line that starts with a particle (…／の上に), no break inside a word of katakana
(ハニートラッ／プ) or inside one of the game's terms (捨て／札置き場), no line that is a lone
character (コンピューターの／番), and no line that ends in an ellipsis where it could go on."""

from __future__ import annotations

import pygame
import re

import pytest

from tabletop import words
from tabletop.games import get_game
from tabletop.ui import textbreak
from tabletop.ui.theme import Fonts

WIDTHS = (130, 180, 260, 400)
SIZE = 13


@pytest.fixture(scope="module")
def fonts():
    pygame.font.init()
    return Fonts()


def _sentences() -> list[str]:
    out = [v for v in words.catalog("ja").entries.values() if len(v) >= 20]
    out += [t for rule in words.catalog("ja").rules.values() for t in rule.values() if len(t) >= 20]
    for name in ("afterworld", "austin-powers"):
        for card in get_game(name).pool:
            out += [t for t in (card.text_ja, card.flavour_ja) if len(t) >= 12]
    # as drawn: each {part} written out (a number stands for any part: a break inside the name
    # of a part is never seen)
    out = [re.sub(r"\{\w+\}", "12", s) for s in out]
    return [p for s in out for p in s.split("\n") if any(textbreak.is_cjk(c) for c in p)]


def _bad_break(before: str, after: str, whole: str) -> str:
    """What is wrong with breaking `whole` between `before` and `after` ("" if nothing)."""
    if not before or not after:
        return ""
    if after[0] in textbreak.NO_START:
        return "a line starts with a closing mark"
    if after[0] in textbreak.PARTICLES and before[-1] not in textbreak.OPENERS:
        return "a line starts with a particle"
    if textbreak._katakana(before[-1]) and textbreak._katakana(after[0]):
        return "a word of katakana is broken"
    at = len(before)
    for term in textbreak.TERMS:
        start = whole.find(term)
        while start >= 0:
            if start < at < start + len(term):
                return f"{term} is broken"
            start = whole.find(term, start + 1)
    if textbreak.is_cjk(after[0]) and len(after.strip()) == 1:
        return "a lone character on a line"
    return ""


def test_the_catalogs_long_japanese_sentences_break_between_phrases(fonts):
    checked, breaks = 0, 0
    bad = []
    for sentence in _sentences():
        for width in WIDTHS:
            lines = fonts.wrap(sentence, SIZE, width)
            if any(fonts.font(SIZE).size(ln)[0] > width for ln in lines):
                continue  # (a width narrower than a word: the last resort, not the reading)
            done = ""
            for line, nxt in zip(lines, lines[1:]):
                done += line
                compact = sentence.replace(" ", "")
                why = _bad_break(done.replace(" ", ""), compact[len(done.replace(" ", "")):], compact)
                if why:
                    bad.append((why, line, nxt, width))
                breaks += 1
            for line in lines[:-1]:
                if textbreak.ends_in_ellipsis(line):
                    bad.append(("a line ends in an ellipsis", line, "", width))
            checked += 1
    assert not bad, bad[:10]
    assert checked > 1500 and breaks > 3000, (checked, breaks)
    print(f"{checked} Japanese sentences wrapped at {len(WIDTHS)} widths, {breaks} line breaks, all between phrases")


@pytest.mark.parametrize("text, whole", [
    ("自分の捨て札置き場の一番上のカード", "捨て札置き場"),
    ("エージェント・ハニートラップをフォン・モノクル男爵の上にドラッグします。", "ハニートラップ"),
    ("招集ステップ・コンピューターの番", "コンピューターの番"),
])
def test_the_issue_s_broken_words_stay_whole(fonts, text, whole):
    for width in range(60, 300, 6):
        lines = fonts.wrap(text, SIZE, width)
        if any(fonts.font(SIZE).size(ln)[0] > width for ln in lines):
            continue
        phrase = next(p for p in textbreak.pieces(text) if whole in p or p in whole)
        if fonts.font(SIZE).size(phrase.strip())[0] <= width:  # where its phrase fits a line
            assert any(whole in ln for ln in lines), (width, lines)
