"""The windows of a hosted game, driven by code in one process: the host's window (hosting
shows the address and the join code; its own player a client of its host over loopback) and a
joining player's window, both the ordinary table drawing only what the host sent their seat.

Everything binds 127.0.0.1 on a port the system picks; every wait is bounded (`until`), and
every test stops the host and the clients it started.
"""

from __future__ import annotations

import pytest
from windows import click, gesture, hosted_tables, until

from tabletop.engine.game import HIDDEN
from tabletop.engine.serial import to_data
from tabletop.ui.netplay import scene as netscene
from tabletop.ui.netplay.scene import NetTableScene


@pytest.fixture
def tables():
    yield from hosted_tables()


def test_hosting_shows_the_address_and_code_until_the_seats_fill(tables):
    a, b = tables.a, tables.b
    until([a], lambda: tables.wait.remote.lobby is not None, what="the host's lobby")
    a.step(1 / 60, [])
    panel = tables.wait.panel()
    text = " ".join(panel.lines)
    assert f"127.0.0.1:{tables.host.port}" in text and "tiger" in text
    assert dict(panel.big) == {"Address": f"127.0.0.1:{tables.host.port}", "Join code": "tiger"}
    assert "Seat 1: Ann (you)" in panel.lines and "Seat 2: free - waiting for a player" in panel.lines
    j = tables.join()
    until([a, b], lambda: j.remote.welcome is not None or isinstance(b.top, NetTableScene), what="Bob welcomed")
    ht, jt = tables.both_tables()
    assert ht.remote.seat == 0 and jt.remote.seat == 1
    assert [s.kind for s in jt.seats] == ["remote", "here"] and [s.kind for s in ht.seats] == ["here", "remote"]
    assert ht.panel() is None and jt.panel() is None  # every seat is taken: the table is clear


def test_a_few_actions_played_from_the_windows_go_through_the_host(tables):
    a, b = tables.a, tables.b
    tables.join()
    ht, jt = tables.both_tables()
    host = tables.host
    played = {0: 0, 1: 0}
    for _ in range(40):
        if played[1] >= 3 and played[0] >= 2:
            break
        version = host.match.version
        for seat, (app, t) in enumerate(((a, ht), (b, jt))):
            if seat in t.remote.to_act and t.match.version == version and gesture(app, t):
                until([a, b], lambda: host.match.version != version or t.shown.toasts, what="the host took the action")
                assert not t.shown.toasts or "Undone" in t.shown.toasts[0].text, t.shown.toasts[0].text
                played[seat] += 1
                break
        until([a, b], lambda: ht.match.version == jt.match.version == host.match.version, what="both windows in step")
    assert played[1] >= 3 and played[0] >= 2, played
    # every action came through the host's one door, as the seat of its connection
    assert host.table.counts.get("remote", 0) >= 5
    # each window shows exactly its seat's view of the host's position, and the same log words
    for seat, t in ((0, ht), (1, jt)):
        assert to_data(t.match.state) == to_data(host.game.view(host.match.state, seat))
        assert [e.words for e in t.match.history] == [e.words for e in host.match.history]
        assert [e.action.seat for e in t.match.history] == [e.action.seat for e in host.match.history]
    assert jt.computer.bots == {} and ht.computer.bots == {}  # nobody else's seat is played here


def test_a_refusal_of_the_host_is_shown_with_its_rule(tables):
    a, b = tables.a, tables.b
    tables.join()
    ht, jt = tables.both_tables()
    until([a, b], lambda: 1 in jt.remote.to_act or 0 in ht.remote.to_act, what="someone to act")
    waiting, app = (jt, b) if 1 not in jt.remote.to_act else (ht, a)
    # the seat that does not act now sends an action of its own: the host refuses it
    from tabletop.games.registry import entry
    game = entry("afterworld").load()
    action = game.parse(None, f"P{waiting.remote.seat + 1} keep")
    assert action not in waiting.match.legal
    sent_before = tables.host.refused.get("refused", 0)
    assert waiting.perform(action)  # sent (the table knows no rule: the host decides)
    until([a, b], lambda: waiting.shown.toasts and waiting.shown.last_refusal, what="the refusal shown")
    assert tables.host.refused.get("refused", 0) == sent_before + 1
    assert "[AW-" in waiting.shown.last_refusal and waiting.shown.toasts[0].text == waiting.shown.last_refusal


def test_the_joining_window_holds_no_hidden_card_of_the_other_seat(tables):
    b = tables.b
    tables.join()
    ht, jt = tables.both_tables()
    host = tables.host
    true = host.match.state
    mine = host.game.view(true, 1)
    hidden = {c for c, k in mine.cards.items() if k == HIDDEN}
    assert len(hidden) > 40  # the other hand and both decks
    # what the window draws from: its state, every entry's `before`, the host's lists
    states = [jt.match.state] + [e.before for e in jt.match.history]
    for s in states:
        assert all(s.cards[c] == HIDDEN for c in hidden)
    secret = {true.cards[c] for c in hidden} - {k for c, k in mine.cards.items() if k != HIDDEN}
    assert secret  # names that only the hidden cards bear
    for piece in jt.shown.pieces.values():
        words = repr(piece.face) + repr(getattr(piece, "preview", None)) + str(getattr(piece, "label", ""))
        assert not any(name in words for name in secret), piece.pid
    for lines in jt.remote.log:
        assert not any(name in line for line in lines for name in secret)
    b.show_whole()
    b.step(1 / 60, [])  # a frame drawn: every face the window drew is in the painter's cache
    assert jt.painter.faces and not any(name in repr(k) for k in jt.painter.faces for name in secret)
    assert not hasattr(jt.match, "setup") and jt.match.actions() == []


def test_a_player_away_is_shown_then_a_computer_may_keep_the_place_then_they_rejoin(tables, monkeypatch):
    monkeypatch.setattr(netscene, "STANDIN_AFTER", 0.3)
    a, b = tables.a, tables.b
    first = tables.join()
    ht, jt = tables.both_tables()
    token = first.remote.client.token
    jt.remote.stop()  # Bob's connection drops
    b.pop()
    until([a], lambda: ht.panel() is not None, what="the host's window sees Bob away")
    assert "Bob is away - waiting" in ht.panel().lines
    until([a], lambda: ht.button_at_panel("Let a computer play for Bob") is not None, seconds=5,
          what="the stand-in button")
    click(a, ht.button_at_panel("Let a computer play for Bob").rect.center)
    until([a], lambda: tables.host.places[1].standin, what="the host let a computer keep the place")
    until([a], lambda: any("computer player keeps the place" in ln for ln in (ht.panel().lines if ht.panel() else [])),
          seconds=5, what="the panel says so")
    from tabletop.ui.netplay import tokens
    assert tokens.recall(tables.address) == token  # this computer keeps the seat's token
    tables.join()  # Bob joins the same address again: his seat comes back to him
    until([a, b], lambda: isinstance(b.top, NetTableScene), what="Bob's table again")
    until([a, b], lambda: ht.panel() is None, what="the panel gone")
    back = b.top
    assert back.remote.seat == 1 and not tables.host.places[1].standin
    assert back.panel() is None


def test_undo_asks_the_other_window(tables):
    a, b = tables.a, tables.b
    tables.join()
    ht, jt = tables.both_tables()
    host = tables.host
    # the first seat to act plays, then asks to take it back
    until([a, b], lambda: jt.remote.to_act and ht.remote.to_act, what="someone to act")
    asker, app, other = (ht, a, jt) if 0 in ht.remote.to_act else (jt, b, ht)
    version = host.match.version
    keep = next(btn for btn, _ in asker.shown.aff.buttons if "Keep" in btn.label)  # (a mulligan draws: not undone)
    click(app, asker.button(keep.label).rect.center)
    until([a, b], lambda: host.match.version != version and asker.match.version == host.match.version,
          what="played")
    played = len(host.match.history)
    asker.undo()
    until([a, b], lambda: other.panel() is not None and other.panel().title == "Take back?", what="the ask shown")
    click(b if other is jt else a, other.button_at_panel("Allow").rect.center)
    until([a, b], lambda: len(host.match.history) < played, what="taken back")
    until([a, b], lambda: len(asker.match.history) == len(host.match.history), what="the window in step")
    assert other.panel() is None


def test_a_remembered_token_of_another_game_is_forgotten_and_the_player_joins_anew(tables):
    from tabletop.ui.netplay import tokens
    tokens.remember(tables.address, "a-token-of-an-older-game")
    tables.join()
    ht, jt = tables.both_tables()
    assert jt.remote.seat == 1 and tables.host.refused.get("token") == 1
    assert tokens.recall(tables.address) == tables.host.places[1].token


def test_the_joining_window_says_when_the_host_cannot_be_reached(tables):
    b = tables.b
    tables.join()
    ht, jt = tables.both_tables()
    tables.wait.hosting.stop()  # the host's computer goes away
    until([b], lambda: jt.panel() is not None and jt.panel().title == "Connection lost", seconds=10,
          what="the lost connection shown")


def test_closing_the_host_s_table_stops_the_hosting(tables):
    from tabletop.ui.app import Scene
    a, b = tables.a, tables.b
    tables.join()
    ht, jt = tables.both_tables()
    a.replace(Scene())  # (the game-over screen's "Title screen" does this)
    assert not tables.wait.hosting.alive
    until([b], lambda: jt.panel() is not None, seconds=10, what="the joining window told")


def test_the_player_who_joins_at_seat_two_sees_their_own_side_at_the_bottom(tables):
    tables.join()
    ht, jt = tables.both_tables()
    state = jt.match.state
    mine = [p for p in jt.shown.pieces.values() if p.card in state.sides[1].hand]
    theirs = [p for p in jt.shown.pieces.values() if p.card in state.sides[0].hand]
    assert jt.ui.bottom == 1 and mine and {p.zone for p in mine} == {"p1.hand"}  # the bottom row
    assert {p.zone for p in theirs} == {"p2.hand"} and all(p.face[0] == "back" for p in theirs)
    assert ht.ui.bottom == 0  # the host's player, at seat one, keeps the usual side
