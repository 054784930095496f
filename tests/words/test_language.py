"""The language of the table: chosen on the title screen (remembered), asked for with --lang,
taken from the system's locale otherwise; a switch shows every word anew at once, the game on
the table going on as it was."""

from __future__ import annotations

import json
import re

import pygame
import pytest
from drive import app, click, settle

from tabletop import cli, words
from tabletop.persist import settings
from tabletop.ui import theme
from tabletop.ui.title import TitleScene


def drawn_words(monkeypatch) -> list[str]:
    """Every text the drawing helpers put on screen from now on (after translation)."""
    seen: list[str] = []
    real = theme.tr

    def spy(text, **params):
        out = real(text, **params)
        seen.append(out)
        return out

    monkeypatch.setattr(theme, "tr", spy)
    return seen


def test_the_title_screens_language_button_switches_at_once_and_is_remembered(monkeypatch):
    a = app()
    title = a.push(TitleScene("afterworld"))
    a.step(1 / 60, [])
    assert title.language_button.label == "日本語"  # it names the other language in its own words
    seen = drawn_words(monkeypatch)
    click(a, title.language_button.rect.center)
    assert words.language() == "ja"
    seen.clear()
    a.step(1 / 60, [pygame.event.Event(pygame.USEREVENT)])
    assert "ゲーム開始" in seen and "ゲーム開始" not in [s for s in seen if re.search("[A-Za-z]{4}", s)]
    assert "Start game" not in seen
    assert json.loads(settings.settings_path().read_text(encoding="utf-8")) == {"language": "ja"}
    assert title.language_button.label == "English"
    # the next start shows Japanese without being asked
    words.set_language("en")
    assert settings.language() == "ja"


def test_switching_during_a_game_keeps_the_game_and_redraws_its_words(monkeypatch):
    from drive import table
    a, t = table("afterworld")
    settle(a, t)
    before = (len(t.match.history), t.match.state.turn)
    seen = drawn_words(monkeypatch)
    words.set_language("ja")
    a.step(1 / 60, [])
    assert (len(t.match.history), t.match.state.turn) == before  # nothing of the game is lost
    assert "元に戻す" in " ".join(seen)  # the Undo button, in Japanese at once
    assert not any(s.startswith("Undo") for s in seen)


def test_lang_on_the_command_line_beats_the_saved_choice_and_the_locale(monkeypatch, capsys):
    settings.save(language="en")
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    assert settings.language() == "en"          # the saved choice beats the locale
    assert settings.language("ja") == "ja"      # --lang beats both
    settings.settings_path().unlink()
    assert settings.language() == "ja"          # nothing chosen: the system's locale
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert settings.language() == "en"          # a language we do not have: English
    with pytest.raises(SystemExit) as stop:
        cli.main(["--lang", "xx", "play"])
    assert stop.value.code == 2 and "invalid choice: 'xx'" in capsys.readouterr().err


def test_a_broken_settings_file_says_so_and_loses_nothing(monkeypatch):
    monkeypatch.setattr(settings, "problem", settings.problem)  # (what it says is not left for the next test)
    path = settings.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"language": "ja",', encoding="utf-8")
    monkeypatch.setenv("LANG", "C.UTF-8")
    assert settings.language() == "en"
    assert "settings.json:1" in settings.problem and "defaults" in settings.problem
    assert settings.save(language="ja") == ""
    assert settings.language() == "ja"


def test_a_scenario_run_prints_its_refusals_in_the_language_asked(tmp_path, capsys):
    """The command line stays English, but a game's own words follow --lang."""
    scenario = cli_root() / "assets" / "scenarios" / "afterworld" / "auto-return.toml"
    assert cli.main(["scenario", "run", str(scenario)]) == 0
    english = capsys.readouterr().out
    assert "refused [AW-9.2]: You have already fought on c3 in this part of the Battle step." in english
    assert cli.main(["--lang", "ja", "scenario", "run", str(scenario)]) == 0
    out = capsys.readouterr().out
    refused = next(line for line in out.splitlines() if "refused [AW-9.2]" in line)
    sentence = refused.split(":", 1)[1]
    assert "c3" in sentence and not re.search("[A-Za-z]{3,}", sentence), refused  # its own words in Japanese


def cli_root():
    from pathlib import Path
    return Path(__file__).resolve().parents[2]


def test_english_and_japanese_glyphs_are_all_in_the_shipped_font():
    """Every character of every catalog, card file and lesson can be drawn by the font we ship."""
    from fontTools.ttLib import TTFont
    font = TTFont(theme.shipped_font())
    have = set(font.getBestCmap())
    texts: list[str] = []
    cat = words.catalog("ja")
    texts += list(cat.entries.values()) + [v for r in cat.rules.values() for v in r.values()]
    root = cli_root()
    for path in list((root / "assets").rglob("*.toml")) + list((root / "tabletop" / "words").rglob("*.toml")):
        texts.append(path.read_text(encoding="utf-8"))
    missing = sorted({c for t in texts for c in t if c.isprintable() and ord(c) not in have})
    assert not missing, f"the font cannot draw {''.join(missing)!r}: run python tools/make_fonts.py"
    assert len(have) > 1000
    pygame.font.init()
    f = pygame.font.Font(theme.shipped_font(), 16)
    assert f.size("ナイル・デルタ")[0] > f.size("ナ")[0] * 5  # drawn, not one box per string
