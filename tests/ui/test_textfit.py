"""The text-fit audit over the screenshot scenes of both games: no text drawn outside its
box or over another text, at 1280x800, at 1024x600 and with six players."""

from __future__ import annotations


import pygame
import pytest

from tabletop import words
from tabletop.ui import textfit
from drive import run_shots, screenshots_tool
from tabletop.ui.theme import Fonts, blit_text, draw_text



@pytest.fixture
def audit():
    textfit.enable()
    yield textfit
    textfit.enable(False)
    textfit.SCREEN = True


def test_the_audit_sees_text_outside_its_box_and_text_over_text(audit):
    pygame.font.init()
    fonts = Fonts()
    surf = pygame.Surface((200, 60))
    box = pygame.Rect(10, 10, 40, 20)
    blit_text(surf, fonts, "far too long for its box", box.topleft, 14, (255, 255, 255), box=box)
    blit_text(surf, fonts, "over", (12, 12), 14, (255, 255, 255))
    kinds = sorted(f.kind for f in audit.findings)
    assert kinds == ["outside", "overlap"]
    audit.reset()
    # never cut with an ellipsis: not drawn, and the audit says it is left out
    drawn = draw_text(surf, fonts, "far too long for its box", box, 14, (255, 255, 255))
    assert drawn.width == 0 and [f.kind for f in audit.findings] == ["left out"]
    audit.reset()
    assert draw_text(surf, fonts, "fits", box, 14, (255, 255, 255)).width and audit.findings == []


def test_a_notice_covers_what_is_under_it_and_a_list_cuts_its_half_scrolled_line(audit):
    pygame.font.init()
    fonts = Fonts()
    surf = pygame.Surface((300, 120))
    blit_text(surf, fonts, "under the notice", (12, 12), 14, (255, 255, 255))
    audit.covered(surf, pygame.Rect(0, 0, 300, 40))  # an opaque panel over it
    blit_text(surf, fonts, "the notice", (12, 12), 14, (255, 255, 255))
    assert audit.findings == []
    view = pygame.Rect(10, 50, 200, 30)
    surf.set_clip(view)
    blit_text(surf, fonts, "half scrolled out", (12, 72), 14, (255, 255, 255))  # cut by the bottom
    assert audit.findings == []
    blit_text(surf, fonts, "a line far too long for the list's width", (12, 55), 14, (255, 255, 255))
    assert [f.kind for f in audit.findings] == ["outside"]


SCENES = [("afterworld", 2, (1280, 800)), ("afterworld", 2, (1024, 600)),
          ("austin-powers", 2, (1280, 800)), ("austin-powers", 4, (1024, 600)),
          ("austin-powers", 6, (1280, 800)), ("austin-powers", 6, (1024, 600)),
          ("afterworld", 2, (1024, 600), "ja"), ("austin-powers", 6, (1024, 600), "ja")]


@pytest.mark.parametrize("game,players,size,lang", [s if len(s) == 4 else (*s, "en") for s in SCENES])
def test_no_text_overflows_in_the_screenshot_scenes(audit, tmp_path, game, players, size, lang):
    words.set_language(lang)
    shots = screenshots_tool()
    shoot = shots.shoot
    seen = []

    def audited_shoot(app, table, path):
        audit.SCREEN = True  # the window is checked in the shots (the cards at rest)
        shoot(app, table, path)
        audit.SCREEN = False
        seen.append(path.name)

    shots.shoot = audited_shoot
    audit.SCREEN = False
    run_shots(shots, game, players, size, tmp_path)
    assert len(seen) >= 3  # opening, mid-game, game over (and a showdown)
    assert [str(f) for f in audit.findings] == []
