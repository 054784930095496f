"""Lines break only where a reader expects: between words in English, between phrases in
Japanese, never before 、 or 。 (nor after 「); and no character is lost or added on the way:
every string of the catalogs, wrapped at several widths, reads the same as the string drawn
as one piece."""

from __future__ import annotations

import pygame
import pytest

from tabletop import words
from tabletop.ui.textbreak import NO_END, NO_START, pieces
from tabletop.ui.theme import Fonts

WIDTHS = (60, 120, 220, 400)


@pytest.fixture(scope="module")
def fonts():
    pygame.font.init()
    return Fonts()


def _catalog():
    cat = words.catalog("ja")
    return list(cat.entries.items())


def test_every_string_wrapped_reads_as_the_string_in_one_piece(fonts):
    checked = 0
    for english, japanese in _catalog():
        for text, joiner in ((english, " "), (japanese, "")):
            for para in text.split("\n"):
                for width in WIDTHS:
                    lines = fonts.wrap(para, 14, width)
                    if joiner:  # English: the lines are the words, split at spaces (a word too
                        # long for the line is cut with a hyphen)
                        longest = max((fonts.font(14).size(w)[0] for w in para.split()), default=0)
                        if longest <= width:  # every word fits: the lines are the words, in order
                            # (a word with a hyphen may break after it: Biggles-|Boom)
                            joined = lines[0] if lines else ""
                            for ln in lines[1:]:
                                glued = joined.endswith("-") and (joined.split()[-1] + ln.split()[0]) in para
                                joined += ("" if glued else " ") + ln
                            assert joined.split() == para.split(), (para, width, lines)
                        cut = "".join(ln[:-1] if ln.endswith("-") and ln[-2:-1].isalpha() and i + 1 < len(lines)
                                      and lines[i + 1][:1].isalpha() and (ln.split()[-1] + lines[i + 1][:1]) not in para
                                      else ln for i, ln in enumerate(lines))
                        assert "".join(cut.split()) == "".join(para.split()), (para, width, lines)
                    else:
                        whole = "".join(ln[:-1] if ln.endswith("-") and i + 1 < len(lines) and ln[-2:-1].isascii()
                                        and ln[-2:-1].isalpha() and lines[i + 1][:1].isalpha()
                                        and (ln.split()[-1] + lines[i + 1].split()[0]) not in para else ln
                                        for i, ln in enumerate(lines))
                        assert whole.replace(" ", "") == para.replace(" ", ""), (para, width, lines)
                        for line in lines[1:]:
                            assert line[:1] not in NO_START, (para, width, lines)
                        for line in lines[:-1]:
                            assert line[-1:] not in NO_END, (para, width, lines)
                    checked += 1
    assert checked > 4000  # (every entry of every catalog, both languages, four widths)


def test_japanese_breaks_between_phrases_not_inside_words():
    parts = pieces("ナイル・デルタを消耗して食料を2得る。")
    assert "".join(parts) == "ナイル・デルタを消耗して食料を2得る。"
    assert parts[0] == "ナイル・デルタを"  # the name stays whole
    assert all(not p.startswith("。") for p in parts)


def test_a_closing_mark_never_starts_a_line(fonts):
    text = "あなたは、このカードを、いま使えません。"
    for width in range(30, 200, 7):
        for line in fonts.wrap(text, 14, width)[1:]:
            assert line[0] not in "、。", (width, line)
