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
