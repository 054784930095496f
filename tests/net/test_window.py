"""The windows of a hosted game, driven by code in one process: the host's window (hosting
shows the address and the join code; its own player a client of its host over loopback) and a
joining player's window, both the ordinary table drawing only what the host sent their seat.

Everything binds 127.0.0.1 on a port the system picks; every wait is bounded (`until`), and
every test stops the host and the clients it started.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))

from drive import app as host_app, click, drag  # noqa: E402

from tabletop.engine.game import HIDDEN  # noqa: E402
from tabletop.engine.serial import to_data  # noqa: E402
from tabletop.ui.app import App  # noqa: E402
from tabletop.ui.netplay import scene as netscene  # noqa: E402
from tabletop.ui.netplay.lobby import NetWaitScene  # noqa: E402
from tabletop.ui.netplay.scene import NetTableScene  # noqa: E402
from tabletop.ui.netplay.start import host_scene, join_scene  # noqa: E402

_OTHER: list[App] = []


def other_app() -> App:
    """The joining player's "window" (SDL has one: both apps draw on it; nothing here reads pixels)."""
    if not _OTHER or pygame.display.get_surface() is None:
        _OTHER[:] = [App((1280, 800))]
    b = _OTHER[0]
    while b.scenes:
        b.pop()
    b.running = True
    return b


def until(apps, test, seconds: float = 15.0, what: str = "") -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        for a in apps:
            a.step(1 / 60, [])
        if test():
            return
        time.sleep(0.005)
    raise AssertionError(f"not within {seconds:g} s: {what}")


class Tables:
    """A hosted Afterworld game: Ann at the host's window (seat 1), Bob joining (seat 2)."""

    def __init__(self, seed: int = 5, code: str = "tiger") -> None:
        self.a, self.b = host_app(), other_app()
        self.wait = host_scene("afterworld", ["here", "remote"], name="Ann", bind="127.0.0.1", port=0,
                               code=code, seed=seed, takeover=None)
        self.a.push(self.wait)
        self.host = self.wait.hosting.host
        self.address = f"127.0.0.1:{self.host.port}"
        self.joins: list[NetWaitScene] = []

    def join(self, **kw) -> NetWaitScene:
        kw.setdefault("code", "tiger")
        j = join_scene(self.address, name="Bob", **kw)
        self.joins.append(j)
        self.b.push(j)
        return j

    def both_tables(self) -> tuple[NetTableScene, NetTableScene]:
        until([self.a, self.b], lambda: isinstance(self.a.top, NetTableScene) and isinstance(self.b.top, NetTableScene),
              what="both tables open")
        return self.a.top, self.b.top  # type: ignore[return-value]

    def close(self) -> None:
        for j in self.joins:
            j.remote.stop()
        self.wait.remote.stop()
        self.wait.hosting.stop()
        for a in (self.a, self.b):
            while a.scenes:
                a.pop()


@pytest.fixture
def tables():
    t = Tables()
    try:
        yield t
    finally:
        t.close()


def gesture(a: App, t: NetTableScene) -> bool:
    """Do one legal thing at table `t` the way a player would: a button, a click, a drag."""
    aff = t.aff
    if aff.buttons:
        w = t.button(aff.buttons[0][0].label)
        assert w is not None
        click(a, w.rect.center)
        return True
    if aff.clicks:
        click(a, t.visible_pos(next(iter(aff.clicks))))
        return True
    for pid, drops in aff.drags.items():
        for tid in drops:
            drag(a, t, pid, tid)
            if a.top is not t:  # several actions on one drop: the first choice
                choice = a.top
                click(a, choice.widgets[0].rect.center)  # type: ignore[attr-defined]
            return True
    return False


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
                until([a, b], lambda: host.match.version != version or t.toasts, what="the host took the action")
                assert not t.toasts or "Undone" in t.toasts[0].text, t.toasts[0].text
                played[seat] += 1
                break
        until([a, b], lambda: ht.match.version == jt.match.version == host.match.version, what="both windows in step")
    assert played[1] >= 3 and played[0] >= 2, played
    # every action came through the host's one door, as the seat of its connection
    assert host.table.counts.get("remote", 0) >= 5
    # each window shows exactly its seat's view of the host's position, and the same log words
    for seat, t in ((0, ht), (1, jt)):
        assert to_data(t.state) == to_data(host.game.view(host.match.state, seat))
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
    until([a, b], lambda: waiting.toasts and waiting.last_refusal, what="the refusal shown")
    assert tables.host.refused.get("refused", 0) == sent_before + 1
    assert "[AW-" in waiting.last_refusal and waiting.toasts[0].text == waiting.last_refusal


def test_the_joining_window_holds_no_hidden_card_of_the_other_seat(tables):
    a, b = tables.a, tables.b
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
    for piece in jt.pieces.values():
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
    keep = next(btn for btn, _ in asker.aff.buttons if "Keep" in btn.label)  # (a mulligan draws: not undone)
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


def test_the_title_screen_hosts_and_joins(monkeypatch):
    from tabletop.ui.netplay import forms
    from tabletop.ui.title import TitleScene
    a, b = host_app(), other_app()
    real = forms.host_scene
    monkeypatch.setattr(forms, "host_scene", lambda *args, **kw: real(*args, **{**kw, "bind": "127.0.0.1"}))
    title = a.push(TitleScene("afterworld"))
    a.step(1 / 60, [])
    click(a, next(w for w in title.buttons if w.label == "Host a game").rect.center)
    form = a.top
    assert isinstance(form, forms.HostForm)
    a.step(1 / 60, [])
    click(a, form.row_rects["Port"].center)
    for _ in range(4):
        a.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="")])
    a.step(1 / 60, [pygame.event.Event(pygame.TEXTINPUT, text="0")])
    code = form.code_row.text
    click(a, next(w for w in form.buttons if w.label == "Start hosting").rect.center)
    wait = a.top
    assert isinstance(wait, NetWaitScene), form.message
    try:
        port = wait.hosting.host.port
        until([a], lambda: wait.remote.lobby is not None, what="hosting")
        assert any(f":{port}" in ln and code in ln for ln in wait.panel().lines)
        jtitle = b.push(TitleScene("afterworld"))
        b.step(1 / 60, [])
        click(b, next(w for w in jtitle.buttons if w.label == "Join a game").rect.center)
        jform = b.top
        b.step(1 / 60, [pygame.event.Event(pygame.TEXTINPUT, text=f"127.0.0.1:{port}")])
        click(b, jform.row_rects["Join code"].center)
        b.step(1 / 60, [pygame.event.Event(pygame.TEXTINPUT, text=code)])
        click(b, next(w for w in jform.buttons if w.label == "Join").rect.center)
        until([a, b], lambda: isinstance(a.top, NetTableScene) and isinstance(b.top, NetTableScene),
              what="both tables open from the title screens")
        assert b.top.remote.seat == 1 and b.top.state.names[1] == "Player"
    finally:
        for s in (a.top, b.top):
            if isinstance(s, (NetTableScene, NetWaitScene)):
                s.remote.stop()
        wait.hosting.stop()
        for x in (a, b):
            while x.scenes:
                x.pop()


def test_the_host_form_says_what_cannot_be_hosted():
    from tabletop.ui.netplay.forms import HostForm
    a = host_app()
    form = a.push(HostForm("afterworld"))
    form.seat_rows[1].index = 0  # two players at this window
    form.start()
    assert a.top is form and "one player at this window" in form.message
    form.seat_rows[1].index = 2  # a computer player: nobody could join
    form.start()
    assert a.top is form and "No seat is remote" in form.message
    form.seat_rows[1].index = 1
    form.port_row.text = "port"
    form.start()
    assert a.top is form and "The port is a number" in form.message
    a.pop()


def test_the_commands_say_what_cannot_start_before_a_window(capsys):
    import socket

    from tabletop.cli import main
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        assert main(["host", "afterworld", "--bind", "127.0.0.1", "--port", str(port)]) == 2
    assert "cannot listen on 127.0.0.1" in capsys.readouterr().err
    assert main(["join", "127.0.0.1:1", "--bot", "easy"]) == 2
    assert "--headless" in capsys.readouterr().err
    assert main(["host", "afterworld", "--seat", "1=here", "--seat", "2=here"]) == 2
    assert "one player at this window" in capsys.readouterr().err


def test_a_remembered_token_of_another_game_is_forgotten_and_the_player_joins_anew(tables):
    from tabletop.ui.netplay import tokens
    a, b = tables.a, tables.b
    tokens.remember(tables.address, "a-token-of-an-older-game")
    tables.join()
    ht, jt = tables.both_tables()
    assert jt.remote.seat == 1 and tables.host.refused.get("token") == 1
    assert tokens.recall(tables.address) == tables.host.places[1].token


def test_the_joining_window_says_when_the_host_cannot_be_reached(tables):
    a, b = tables.a, tables.b
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


def test_a_tls_host_and_a_wss_join(tmp_path):
    import shutil
    import ssl
    import subprocess
    if shutil.which("openssl") is None:
        pytest.skip("openssl is not installed: no certificate can be made")
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    made = subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", str(key),
                           "-out", str(cert), "-days", "1", "-subj", "/CN=127.0.0.1",
                           "-addext", "subjectAltName=IP:127.0.0.1"], capture_output=True, timeout=60)
    if made.returncode != 0:
        pytest.skip(f"openssl could not make a certificate: {made.stderr[-200:]!r}")
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    ctx.load_cert_chain(str(cert), str(key))
    a, b = host_app(), other_app()
    wait = host_scene("afterworld", ["here", "remote"], name="Ann", bind="127.0.0.1", port=0, code="",
                      seed=3, takeover=None, ssl=ctx)
    a.push(wait)
    try:
        until([a], lambda: wait.remote.lobby is not None, what="the host's own window over TLS")
        assert dict(wait.panel().big)["Address"].startswith("wss://127.0.0.1:")
        j = join_scene(f"wss://127.0.0.1:{wait.hosting.host.port}", name="Bob", cafile=str(cert))
        b.push(j)
        until([a, b], lambda: isinstance(a.top, NetTableScene) and isinstance(b.top, NetTableScene),
              what="both tables over TLS")
        assert b.top.remote.seat == 1 and b.top.remote.client.url.startswith("wss://")
    finally:
        for x in (a, b):
            while x.scenes:
                x.pop()
        wait.hosting.stop()


def test_austin_powers_for_three_a_watcher_too(monkeypatch):
    """Three seats (the host's player, a remote player, a computer player) and a spectator:
    every window draws, and the players act through their windows."""
    a, b = host_app(), other_app()
    wait = host_scene("austin-powers", ["here", "remote", "easy"], name="Ann", bind="127.0.0.1", port=0,
                      code="", seed=11, takeover=None)
    a.push(wait)
    address = f"127.0.0.1:{wait.hosting.host.port}"
    c = App((1280, 800))
    try:
        b.push(join_scene(address, name="Bob"))
        until([a, b], lambda: isinstance(a.top, NetTableScene) and isinstance(b.top, NetTableScene), what="tables")
        c.push(join_scene(address, name="Cy", watch=True))
        until([a, b, c], lambda: isinstance(c.top, NetTableScene), what="the watcher's table")
        ht, jt, wt = a.top, b.top, c.top
        assert wt.remote.seat is None and wt.match.legal == [] and all(s.kind == "remote" for s in wt.seats)
        host = wait.hosting.host
        acted = 0
        for _ in range(60):
            if acted >= 4 or host.match.over:
                break
            version = host.match.version
            for app, t in ((a, ht), (b, jt)):
                if t.remote.seat in t.remote.to_act and t.match.version == version and gesture(app, t):
                    until([a, b, c], lambda: host.match.version != version or t.toasts, what="taken")
                    acted += host.match.version != version
                    break
            until([a, b, c], lambda: host.match.version in (ht.match.version, jt.match.version) or host.match.over,
                  what="in step")
        assert acted >= 4
        for t in (ht, jt, wt):
            t.draw(a.screen)  # every window draws its view (hidden cards as backs) without a fault
        true = host.match.state
        assert all(wt.state.cards[c] == HIDDEN for c in true.cards
                   if host.game.view(true, 0).cards[c] == HIDDEN)
    finally:
        for x in (a, b, c):
            while x.scenes:
                x.pop()
        wait.hosting.stop()


def test_a_question_to_several_seats_waits_at_each_window_for_its_own_player_only():
    """The host asks seats 1 and 2 at once: seat 2's window acts (it must not wait for seat 1,
    who answers at another computer, as a local table waits for a computer player)."""
    from types import SimpleNamespace

    from tabletop.games.registry import entry
    from tabletop.ui.netplay.match import NetGame
    game = entry("austin-powers").load()
    state = object()  # the position on screen (NetGame answers for it by identity)
    said = SimpleNamespace(state=state, to_act=[0, 1], may_step_in=[], legal=[], seat=1)
    g = NetGame(game, said)  # type: ignore[arg-type]
    assert g.to_act(state) == [1]
    said.seat = 2
    assert g.to_act(state) == [0, 1]  # not asked: whom the host waits for
    said.seat = None
    assert g.to_act(state) == [0, 1]  # a spectator


def test_the_host_s_own_deck_is_played_and_a_bad_one_is_named(tmp_path):
    from tabletop.engine.errors import DataError
    from tabletop.games.registry import entry
    game = entry("afterworld").load()
    starter = game.starter_decks()[-1]
    wait = host_scene("afterworld", ["here", "remote"], name="Ann", bind="127.0.0.1", port=0, code="",
                      seed=2, takeover=None, deck=str(starter))
    try:
        assert wait.hosting.host.places[0].deck is not None
        assert wait.hosting.host.places[0].deck.name == game.load_deck(starter).deck.name
    finally:
        wait.remote.stop()
        wait.hosting.stop()
    bad = tmp_path / "mine.txt"
    bad.write_text("4 No Such Card\n", encoding="utf-8")
    with pytest.raises(DataError) as err:
        host_scene("afterworld", ["here", "remote"], bind="127.0.0.1", port=0, deck=str(bad))
    assert "No Such Card" in str(err.value)


def test_the_player_who_joins_at_seat_two_sees_their_own_side_at_the_bottom(tables):
    tables.join()
    ht, jt = tables.both_tables()
    state = jt.match.state
    mine = [p for p in jt.pieces.values() if p.card in state.sides[1].hand]
    theirs = [p for p in jt.pieces.values() if p.card in state.sides[0].hand]
    assert jt.ui.bottom == 1 and mine and {p.zone for p in mine} == {"p1.hand"}  # the bottom row
    assert {p.zone for p in theirs} == {"p2.hand"} and all(p.face[0] == "back" for p in theirs)
    assert ht.ui.bottom == 0  # the host's player, at seat one, keeps the usual side
