"""Starting a hosted game from the windows: the title screen's Host and Join, the host form's
refusals, the commands' words before a window opens, TLS, Austin Powers for three with a
watcher, a question to several seats, the host's own deck.

Everything binds 127.0.0.1 on a port the system picks; every wait is bounded (`until`), and
every test stops the host and the clients it started.
"""

from __future__ import annotations

import pygame
import pytest
from windows import click, gesture, host_app, other_app, until

from tabletop.engine.game import HIDDEN
from tabletop.ui.app import App
from tabletop.ui.netplay.lobby import NetWaitScene
from tabletop.ui.netplay.scene import NetTableScene
from tabletop.ui.netplay.start import host_scene, join_scene

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
        assert b.top.remote.seat == 1 and b.top.match.state.names[1] == "Player"
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
                    until([a, b, c], lambda: host.match.version != version or t.shown.toasts, what="taken")
                    acted += host.match.version != version
                    break
            else:  # the computer player may be asked: it answers after its reaction time (AP-7.6)
                until([a, b, c], lambda: host.match.version != version or host.match.over
                      or any(t.remote.seat in t.remote.to_act and (t.aff.buttons or t.aff.clicks or t.aff.drags)
                             for t in (ht, jt)), what="the computer")
            until([a, b, c], lambda: host.match.version in (ht.match.version, jt.match.version) or host.match.over,
                  what="in step")
        assert acted >= 4
        for t in (ht, jt, wt):
            t.draw(a.screen)  # every window draws its view (hidden cards as backs) without a fault
        true = host.match.state
        assert all(wt.match.state.cards[c] == HIDDEN for c in true.cards
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
