"""No word the table draws is cut (issue 46): the screens of tools/screenshots.py (the opening, a
mid-game, a battle or a showdown, the game over, a gesture copied in hot-seat play), both
games, Austin Powers for 2 and 6 players, English and Japanese, 1280x800 and 1024x600. Every
text the table renders goes through `Fonts.text`; none may end in an ellipsis. And what used
to be cut is there whole: every player's name and score in the Austin Powers panels, the
status's prompt."""

from __future__ import annotations

import pytest
from drive import run_shots, screenshots_tool

from tabletop import words
from tabletop.ui import theme

CUT = ("\u2026", "...")


def _drawn(monkeypatch) -> set[str]:
    """Every text rendered from now on (a fresh cache, so that nothing is taken from before)."""
    seen: set[str] = set()
    real = theme.Fonts.text

    def text(self, t, size, color, bold=False):
        self._text.clear()  # (a text drawn before this test is drawn again, and seen)
        seen.add(words.tr(t))
        return real(self, t, size, color, bold)

    monkeypatch.setattr(theme.Fonts, "text", text)
    return seen


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)])
@pytest.mark.parametrize("game,players", [("afterworld", 2), ("austin-powers", 2), ("austin-powers", 6)])
def test_no_screen_of_the_screenshot_tools_draws_a_cut_word(monkeypatch, tmp_path, game, players, size, lang):
    seen = _drawn(monkeypatch)
    words.set_language(lang)
    run_shots(screenshots_tool(), game, players, size, tmp_path)
    cut = sorted(t for t in seen if t.rstrip().endswith(CUT))
    assert len(seen) > 100
    assert cut == [], f"{len(cut)} of {len(seen)} strings drawn cut: {cut[:12]}"


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)])
@pytest.mark.parametrize("players", [2, 6])
def test_every_austin_powers_panel_shows_its_player_and_score_whole(monkeypatch, lang, size, players):
    """Six panels across a 1024x600 window: each says its player's name and score whole, the
    score in full ("$41 billion") or short ("$41BN", 「41ビリオン」), never "$41 bi…" or
    "コンピュ…" (and nothing left out instead: the name and the number are drawn)."""
    from drive import settle, table

    from tabletop.games import get_game
    from tabletop.games.austin_powers.position import build_position
    from tabletop.games.austin_powers.state import score
    from tabletop.play import Seat
    from tabletop.ui.austin_powers.phrases import side_score
    g = get_game("austin-powers")
    agents = sorted((c for c in g.pool.by_key.values() if c.kind == "agent"), key=lambda c: -c.score)
    words.set_language(lang)
    seats = []
    for i in range(players):
        side = ("evil", "austin")[i % 2]  # (the longer unit at the bottom, in the largest panel)
        mine = [c.key for c in agents if c.side == side]
        seats.append(dict(name=words.tr("Computer {n}", n=i + 1) if i else words.tr("Player"), side=side,
                          score=mine[:3 + i % 3], hand=mine[-2:]))
    try:
        state = build_position(g, {"players": seats}, source="panels")
        seen = _drawn(monkeypatch)
        a, t = table("austin-powers", state=state, seats=[Seat(p["name"]) for p in seats], players=players, size=size,
                     layout=__import__("tabletop.ui.layout", fromlist=["x"]).default_layout_name("austin-powers", players, size))
        settle(a, t)
        assert not [s for s in seen if s.rstrip().endswith(CUT)]
        for p in range(players):
            pts = score(g.by_key, t.match.state, p)
            assert pts >= 20
            forms = {words.tr(side_score(seats[p]["side"], pts)), words.tr(side_score(seats[p]["side"], pts, short=True))}
            assert forms & seen, (p, forms, sorted(s for s in seen if str(pts) in s))
            assert seats[p]["name"] in seen, (seats[p]["name"], sorted(seen)[:40])
    finally:
        words.set_language("en")


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_in_a_compact_window_each_panel_names_its_player(monkeypatch, players):
    """At 1024x600 (the compact table) each player's panel draws its player's name at a size that
    reads (12 px or more): squeezed to 33 units, the others' names were drawn at 8 px, and a
    newcomer could not tell which panel was whose."""
    from drive import settle, table

    from tabletop.play import COMPUTER, Seat
    from tabletop.ui.austin_powers import cloth
    from tabletop.ui.layout import default_layout_name
    from tabletop.ui.theme import MIN_PX
    drawn: list[tuple[str, tuple[int, int], float]] = []
    real = cloth.draw_whole

    def spy(surface, fonts, text, rect, size, *args, **kw):
        r = real(surface, fonts, text, rect, size, *args, **kw)
        if r.width:  # (drawn, not left out)
            drawn.append((words.tr(text), surface.get_size(), size * fonts.scale))
        return r

    monkeypatch.setattr(cloth, "draw_whole", spy)
    a, t = table("austin-powers", seats=[Seat("You")] + [Seat(f"C{i}", COMPUTER, "random") for i in range(2, players + 1)],
                 players=players, size=(1024, 600),
                 layout=default_layout_name("austin-powers", players, (1024, 600)))
    settle(a, t)
    names = t.match.state.names
    for p in range(players):
        x, y, w, h = t.layout.zones[t.ui.seat_zone(p, "vibes")].rect
        size = __import__("pygame").Rect(t.transform.rect((x, y, w, h))).size
        px = [round(d[2], 1) for d in drawn if d[:2] == (names[p], size)]
        assert px and max(px) >= MIN_PX, f"{names[p]}'s panel draws its name at {px} px ({players} players)"
