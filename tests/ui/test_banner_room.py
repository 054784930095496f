"""The banner that shows the line just played says it even where its room is low: at
1024x600 with six players (tools/screenshots.py's table) the showdown's free band is 28 px,
too low for "Showdown!" and a line under it with their margins, and the banner was an empty
frame. Now it shows its title alone there (the log has the rest), and while it is up the
"who vs who" line it stands over is not drawn (the banner names them). The words are caught
as the table draws them; the low band is given to the banner's layout."""

from __future__ import annotations

import pygame
import pytest
from drive import settle, table

from tabletop.engine.rng import Rng
from tabletop.play import COMPUTER, Seat
from tabletop.ui import textfit
from tabletop.ui.rooms import hud


@pytest.mark.parametrize("size", [(1024, 600), (1280, 800)])
def test_a_showdown_banner_draws_its_words_in_a_low_room(monkeypatch, size):
    drawn: list[str] = []
    monkeypatch.setattr(textfit, "ENABLED", True)
    monkeypatch.setattr(textfit, "record", lambda surface, img, rect, text, box: drawn.append(text))
    seats = [Seat("Ann")] + [Seat(f"C{i}", COMPUTER, "random") for i in range(1, 6)]
    a, t = table("austin-powers", seats=seats, players=6, size=size, seed=5)
    m, rng = t.match, Rng(5)
    for _ in range(3000):  # random play (nobody proposes to end by score) until a shag or an attempt
        if m.over or m.state.showdown is not None:
            break
        legal = [x for x in m.legal_actions(m.to_act()[0]) if getattr(x, "verb", "") != "propose-end"]
        m.play(legal[rng.randbelow(len(legal))])
    assert m.state.showdown is not None and not m.state.showdown.bones
    t.log.seen_entries = len(m.history) - 1
    t.refresh()
    drawn.clear()
    settle(a, t, 2)
    banner = t.log.banner
    assert banner is not None and banner.title == "Showdown!"
    assert "Showdown!" in drawn
    assert not any(" vs " in line for line in drawn)   # the banner stands where that line was


def test_a_banner_in_a_band_too_low_for_a_line_with_margins_shows_its_title_alone():
    seats = [Seat("Ann")] + [Seat(f"C{i}", COMPUTER, "random") for i in range(1, 6)]
    a, t = table("austin-powers", seats=seats, players=6, size=(1024, 600), seed=5)

    class Banner:
        title = "Showdown!"
        sub = "Computer 3's Captain Lava Lamp tries to shag Player's Miss Mojo Rising."

    room = pygame.Rect(179, 318, 514, 28)
    (w, h), rows = hud._lay_banner(t.hud, Banner, room)
    assert [r[0] for r in rows] == [Banner.title]
    top, line = rows[0][4], t.fonts.font(rows[0][1], True).get_linesize()
    assert h <= room.height and 0 <= top and top + line <= h   # inside its room, over nothing else
