"""In Japanese, the table shows no English: every string drawn in the screenshot scenes of both
games (Afterworld; Austin Powers for 2, 4 and 6, at 1280x800 and 1024x600: the opening, a
mid-game, a showdown or a gesture, the game over) is looked at, and a word of English in it
fails the test, with where it was drawn."""

from __future__ import annotations

import re

import pytest
from drive import run_shots, screenshots_tool

from tabletop import words
from tabletop.ui import theme

#: what may stay in Latin letters in Japanese: keys, rule ids, squares, file names, the program
ALLOWED = re.compile(r"\b(?:Ctrl|Shift|Esc|Space|Tab|Enter|Home|End|F1|OK|[HMV]|[A-Z]{2}-[\d.]+|"
                     r"[a-dF][1-4]|d[1-3]|tabletop|toml|json|U\d|\w+\.(?:toml|json|png))\b")
ENGLISH = re.compile(r"[A-Za-z]{3,}")


SCENES = [("afterworld", 2, (1280, 800)), ("afterworld", 2, (1024, 600)),
          ("austin-powers", 2, (1280, 800)), ("austin-powers", 6, (1024, 600))]


@pytest.mark.parametrize("game,players,size", SCENES)
def test_no_english_word_is_drawn_in_japanese(monkeypatch, tmp_path, game, players, size):
    seen: dict[str, str] = {}
    real = theme.tr

    def spy(text, **params):
        out = real(text, **params)
        if ENGLISH.search(ALLOWED.sub("", out)):
            seen.setdefault(out, str(text))
        return out

    monkeypatch.setattr(theme, "tr", spy)
    words.set_language("ja")
    run_shots(screenshots_tool(), game, players, size, tmp_path)
    assert len(list(tmp_path.glob("*.png"))) >= 3
    left = sorted(seen)
    assert not left, f"{len(left)} strings still in English:\n" + "\n".join(repr(s) for s in left[:80])
