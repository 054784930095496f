"""A table a newcomer can read: card faces that fit at every size they are drawn at, the
smallest text, words that say who acts and what was done, buttons that look refused when
they are, tooltips inside the window."""

from __future__ import annotations

import pygame
import pytest
from drive import key, settle, table

from tabletop.engine.rng import Rng
from tabletop.games import get_game
from tabletop.ui import textfit
from tabletop.ui.layout import DEFAULT_COLORS, parse_color
from tabletop.ui.table import SeatConfig
from tabletop.ui.theme import MIN_PX, Fonts
from tabletop.ui.widgets import draw_tooltip

CTRL = pygame.KMOD_CTRL
#: card sizes in pixels as the tables draw them: piles, fields, strips, hands, the preview
CARD_SIZES = [(36, 50), (46, 62), (58, 80), (62, 86), (78, 84), (85, 117), (105, 146), (212, 292)]


@pytest.fixture
def audit():
    textfit.enable()
    yield textfit
    textfit.enable(False)


def _artist(game_name: str):
    game = get_game(game_name)
    if game_name == "afterworld":
        from tabletop.ui.afterworld.artist import AfterworldArtist
        return game, AfterworldArtist(game.pool), lambda c: ("card", c.key, 1)
    from tabletop.ui.austin_powers.artist import AustinPowersArtist
    return game, AustinPowersArtist(game.pool), lambda c: ("card", c.key)


@pytest.mark.parametrize("game_name", ["afterworld", "austin-powers"])
def test_every_card_face_fits_at_every_size_and_no_text_is_below_the_smallest(audit, game_name):
    pygame.font.init()
    game, artist, face = _artist(game_name)
    fonts = Fonts()
    drawn = 0
    for card in game.pool:
        for size in CARD_SIZES:
            artist.draw(face(card), size, fonts)
            drawn += 1
    backs = ["norse", "japanese", "egyptian", "atlantean"] if game_name == "afterworld" else ["austin", "evil"]
    for side in backs:  # the backs of a 4-player table: the side's words fit or are left out
        for size in [(20, 28), (26, 36), (31, 43), (36, 50), (62, 86)]:
            artist.draw(("back", side), size, fonts)
    assert drawn == len(list(game.pool)) * len(CARD_SIZES) > 100
    assert [str(f) for f in audit.findings] == []
    assert min(px for px, _ in fonts._fonts) >= MIN_PX >= 10


def test_the_preview_keeps_the_type_line_and_the_limit_apart(audit):
    pygame.font.init()
    game, artist, face = _artist("afterworld")
    unit = next(c for c in game.pool if c.type == "unit" and c.faction == "japanese")
    surf = artist.draw(face(unit), (212, 292), Fonts())
    assert audit.findings == []
    drawn = [text for _, _, text in textfit._drawn[surf]]
    assert "Unit \u00b7 Japanese" in drawn and f"Limit {unit.limit}" in drawn


def test_a_short_tooltip_is_as_wide_as_its_words_and_stays_in_the_window():
    pygame.font.init()
    surf = pygame.Surface((1280, 800))
    colors = {k: parse_color(v) for k, v in DEFAULT_COLORS.items()}
    rect = draw_tooltip(surf, Fonts(), colors, "Why not? Nothing to redo.", (1250, 300), 12)
    assert surf.get_rect().contains(rect) and rect.width < 220
    assert rect.right <= 1250  # beside the pointer, on the side where it fits


def _play_until(t, until, limit=3000):
    rng = Rng(3)
    m = t.match
    for _ in range(limit):
        if m.over or until(m):
            break
        legal = m.legal_actions(m.to_act()[0])
        m.play(legal[rng.randbelow(len(legal))])
    t.refresh()


def test_the_undo_button_is_greyed_with_the_reason_when_undo_would_be_refused():
    a, t = table("austin-powers", undo="fair", seats=[SeatConfig("You", True), SeatConfig("Computer", False)])
    _play_until(t, lambda m: m.history and m.history[-1].reveals and m.history[-1].action.seat == 0)
    settle(a, t)
    undo = t.button("Undo")
    assert not undo.enabled and "showed hidden cards" in undo.why_not
    before = len(t.match.history)
    key(a, pygame.K_z, CTRL)
    assert len(t.match.history) == before and "showed hidden cards" in t.toasts[0].text


def test_after_redo_the_message_says_redone_not_undone():
    a, t = table("afterworld", seats=[SeatConfig("You", True), SeatConfig("Computer", False)])
    seat = t.match.to_act()[0]
    assert seat == 0
    t.perform(t.match.legal_actions(seat)[0])
    key(a, pygame.K_z, CTRL)
    assert t.toasts[0].text.startswith("Undone: ")
    key(a, pygame.K_y, CTRL)
    assert t.toasts[0].text.startswith("Redone: ") and t.match.history[0].action.seat == 0


def test_the_afterworld_header_names_who_acts_in_the_muster():
    a, t = table("afterworld")
    from tabletop.games.afterworld.legal import actor
    _play_until(t, lambda m: m.state.turn >= 1 and m.state.step == "muster" and actor(m.state) != m.state.turn_player)
    s = t.state
    assert s.step == "muster" and actor(s) != s.turn_player
    head, second = t.ui.status(s, 0)[:2]
    assert head.endswith(f"{s.names[actor(s)]} acts")
    assert second.endswith(f"{s.names[s.turn_player]}'s turn")


def test_a_bone_banner_names_who_played_it_once():
    a, t = table("austin-powers")
    from tabletop.games.austin_powers.actions import PlayBone
    _play_until(t, lambda m: m.history and isinstance(m.history[-1].action, PlayBone))
    entry = t.match.history[-1]
    title, sub = t.ui.banner(t.state, entry)
    who = entry.before.names[entry.action.seat]
    assert title.startswith("\u201c") and not sub.startswith("-") and "  " not in sub
    assert sub.count(who) >= 1 and (f"({who}" in sub or sub.startswith(f"Played by {who}"))
