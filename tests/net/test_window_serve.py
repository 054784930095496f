"""The windows at a server of many tables, and the hosted windows' dead ends: the join form
lists a server's tables and opens one; a private table joined without its code asks for the
code in a field and joins with it; every hosted window's title says whose window it is; the
hint bar of a hosted table offers no save and no redo; a player who refused an undo reads
"You said no".

Everything binds 127.0.0.1 on a port the system picks; every wait is bounded (`until`), and
every test stops the server and the clients it started.
"""

from __future__ import annotations

import pygame
from windows import Tables, click, host_app, other_app, until

from tabletop.net.lounge import Lounge
from tabletop.ui.netplay.lobby import NetWaitScene
from tabletop.ui.netplay.scene import NetTableScene
from tabletop.ui.netplay.tables import TablesScene


def _type(a, text: str) -> None:
    a.step(1 / 60, [pygame.event.Event(pygame.TEXTINPUT, text=text)])


def test_the_join_form_lists_a_servers_tables_and_opens_one(tmp_path):
    from tabletop.ui.netplay import forms
    from tabletop.ui.title import TitleScene
    lounge = Lounge(tmp_path / "server")
    lounge.start()
    a = host_app()
    try:
        title = a.push(TitleScene("afterworld"))
        a.step(1 / 60, [])
        click(a, next(w for w in title.buttons if w.label == "Join a game").rect.center)
        form = a.top
        assert isinstance(form, forms.JoinForm)
        _type(a, f"127.0.0.1:{lounge.port}")
        click(a, next(w for w in form.buttons if w.label == "See the tables").rect.center)
        browser = a.top
        assert isinstance(browser, TablesScene)
        until([a], lambda: browser.tables is not None, what="the list of tables")
        assert browser.tables == []
        click(a, browser.button("Open a table").rect.center)
        until([a], lambda: isinstance(a.top, NetWaitScene) and a.top.remote.welcome is not None, what="joined")
        wait = a.top
        table = wait.remote.welcome["table"]
        assert table in lounge.tables and lounge.tables[table].code  # a private table: a code to tell friends
        assert "1 seat" in " ".join(wait.panel().lines) or any("free" in ln for ln in wait.panel().lines)
        assert pygame.display.get_caption()[0] == "tabletop - Player playing Afterworld at " \
                                                  f"127.0.0.1:{lounge.port}"
        wait.remote.stop()
    finally:
        while a.scenes:
            a.pop()
        lounge.stop()


def test_a_private_table_joined_without_its_code_asks_for_it():
    t = Tables(code="K7QX-M3RT")
    try:
        until([t.a], lambda: t.wait.remote.lobby is not None, what="hosting")
        j = t.join(code="")
        until([t.a, t.b], lambda: j.code_entry is not None, what="the host wants the code")
        panel = j.panel()
        assert [label for label, _ in panel.buttons] == ["Join", "Leave"] and panel.big[0][0] == "Join code"
        _type(t.b, "k7qx-m3rt")
        button = j.button("Join")
        assert button is not None
        click(t.b, button.rect.center)
        t.b.step(1 / 60, [])
        ht, jt = t.both_tables()
        assert jt.remote.seat == 1
        titles = {"host": pygame.display.get_caption()[0]}
        # each window's title says whose it is (both apps share SDL's one window: ask each scene)
        from tabletop.ui.netplay.scene import window_title
        assert window_title(True, "Ann", "Afterworld", False, t.address) == "tabletop - hosting Afterworld as Ann"
        assert window_title(False, "Bob", "Afterworld", False, t.address) == \
            f"tabletop - Bob playing Afterworld at {t.address}"
        assert titles["host"].startswith("tabletop - ")
        # the hint bar of a hosted table: no save, no redo
        assert "Ctrl+S" not in jt.ui.hint and "Ctrl+Y" not in jt.ui.hint and "Ctrl+Z" in jt.ui.hint
    finally:
        t.close()


def test_the_player_who_said_no_reads_you_said_no():
    t = Tables()
    try:
        t.join()
        ht, jt = t.both_tables()
        seen: list[str] = []
        jt.notice = lambda text: seen.append(str(text))  # type: ignore[method-assign]
        shown: list[str] = []
        ht.show_refusal = lambda text: shown.append(str(text))  # type: ignore[method-assign]
        jt._message({"type": "undo-result", "ask": 3, "done": False, "reason": "Bob said no", "by": 1})
        ht._message({"type": "undo-result", "ask": 3, "done": False, "reason": "Bob said no", "by": 1})
        assert seen == ["Not taken back: you said no."] and shown == ["Not taken back: Bob said no"]
    finally:
        t.close()
