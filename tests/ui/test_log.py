"""The log follows the history: a line per action appended, an undone action's lines gone,
another action in its place shown instead."""

from __future__ import annotations

from drive import table


def _words(t):
    return [line for line, _ in t.log.log_lines if not line.startswith("  ")]


def test_the_log_appends_drops_undone_lines_and_shows_what_replaced_them():
    a, t = table("austin-powers", undo="all")
    played = []
    for _ in range(4):
        seat = t.game.to_act(t.match.state)[0]
        action = t.game.legal_actions(t.match.state, seat)[0]
        assert t.play(action)
        played.append(t.match.history[-1].words)
        assert _words(t)[-1] == played[-1]
    assert _words(t)[-4:] == played
    t.match.undo()
    t.refresh()
    assert _words(t)[-3:] == played[:3] and played[3] not in _words(t)[-1:]
    seat = t.game.to_act(t.match.state)[0]
    legal = t.game.legal_actions(t.match.state, seat)
    other = legal[-1]
    assert t.play(other)
    assert _words(t)[-1] == t.match.history[-1].words and len(_words(t)) == len(t.match.history)


def _rows_shown(t):
    """The rows the log panel shows now, top to bottom (as its drawing picks them)."""
    import pygame
    log = t.log
    rect, size = log.log_rect(), log.text_size()
    seen = []
    real = t.fonts.text

    def spy(text, px, color, bold=False):
        seen.append(text)
        return real(text, px, color, bold)
    t.fonts.text = spy
    try:
        log.panel.draw(pygame.Surface(rect.size), t.fonts, pygame.Rect(0, 0, *rect.size), log.log_lines, size,
                       t.layout.colors)
    finally:
        del t.fonts.text
    out = []
    for text in seen:  # (a bar's words are measured, then drawn: once)
        if not out or text != out[-1]:
            out.append(text)
    return out


def _lines_shown(t):
    return [r for r in _rows_shown(t) if not r.startswith("^") and "below" not in r]


def _play_some(t, n):
    """`n` actions, each of the seat asked (through the door, as a computer player's would be)."""
    for _ in range(n):
        seat = t.game.to_act(t.match.state)[0]
        assert t.door.commit(t.game.legal_actions(t.match.state, seat)[-1], source="computer", seat=seat).ok


def test_the_log_follows_unless_scrolled_back_and_then_says_how_many_new_lines_are_below():
    """At the bottom the log shows each new line as it comes. A turn of the wheel back: it stays
    on the rows the reader looks at while the game goes on, and its last row says "N new lines
    below"; a click there returns to the newest line, and it follows again."""
    import pygame
    from drive import click, post

    from tabletop import words
    from tabletop.play import COMPUTER, Seat
    a, t = table("austin-powers", seats=[Seat("Ann"), Seat("Bo", COMPUTER)])
    t.computer.bots.clear()  # (Bo's moves are the test's)
    _play_some(t, 12)
    newest = words.tr(t.match.history[-1].words)
    assert newest in _lines_shown(t)[-4:]
    rect = t.log.log_rect()
    post(a, pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    post(a, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    assert t.log.panel.scroll == 3
    before = _lines_shown(t)
    _play_some(t, 3)
    after = _lines_shown(t)
    assert after == before, "the rows the reader looks at moved"
    n = t.log.panel.unread
    assert n >= 3 and words.tr("{n} new lines below", n=n) in _rows_shown(t)
    bar = t.log.panel.below(t.fonts, t.log.log_rect(), t.log.text_size())
    click(a, bar.center)
    assert t.log.panel.scroll == 0 and t.log.panel.unread == 0
    _play_some(t, 2)
    newest = words.tr(t.match.history[-1].words)
    assert newest in _lines_shown(t)[-4:], "it follows again"


def test_a_long_line_goes_on_in_rows_indented_further_than_any_line_starts():
    """「プレイヤーがカードを／1枚引いた。」: the row that goes on is indented further than any line
    starts (an action's line at the edge, the engine's lines under it a step in), so it never
    reads as a line without its subject."""
    import pygame

    from tabletop.ui.logview import LogView
    from tabletop.ui.theme import Fonts
    pygame.font.init()
    fonts = Fonts()
    lines = [("プレイヤー2がディスコ・ダンスバトルをプレイヤーに使った（汎用効果）。", (255, 255, 255)),
             ("  プレイヤーがカードを1枚引いた。", (200, 200, 200)),
             ("Player 1 puts Komainu Guardian into division d1 (Shogun of the Eastern Sea).", (255, 255, 255))]
    rows = LogView.wrap(fonts, 140, lines, 13)
    step = LogView.step(fonts, 13)
    by_line, i = [], 0
    for text, _ in lines:
        mine = []
        while i < len(rows) and (not mine or rows[i].x > step):
            mine.append(rows[i])
            i += 1
        by_line.append(mine)
    assert i == len(rows) and [len(m) > 1 for m in by_line] == [True, True, True]
    assert [m[0].x for m in by_line] == [0, step, 0]
    assert all(r.x == 2 * step for m in by_line for r in m[1:])
    assert "".join(r.text for r in by_line[1]) == "プレイヤーがカードを1枚引いた。"
    assert by_line[2][0].gap > 0  # a little space before an action's line
