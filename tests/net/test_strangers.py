"""Nothing a client sends can hurt another: strings that are not text, controls, invisible and
direction characters, a copy of another player's name, silent connections by the dozen, too
many spectators, guessed join codes, a spectator's chat, a chat flood, a reader that does not
read. Each test plays the stranger against an in-process host on loopback and checks what the
other players see: their game goes on and they hear nothing of it."""

from __future__ import annotations

import json
import time
import unicodedata

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from tabletop.games.registry import entry
from tabletop.net.host import Host, new_places

from netkit import HostThread, Raw, start_host, unread_socket


def Limits(**kw):  # (imported where used: a host without limits fails these tests at that line)
    from tabletop.net.limits import Limits
    return Limits(**kw)


def _table(code: str = "", limits=None, computers: dict | None = None):
    game = entry("afterworld").load()
    extra = {"limits": limits} if limits is not None else {}
    ht = HostThread(Host(game, new_places(2, computers or {}), seed=2, code=code, **extra))
    return ht, game


def _hello(raw: Raw, name: str, **kw) -> dict:
    raw.send({"type": "hello", "protocol": 1, "name": name, **kw})
    return raw.until("welcome")


def _two(code: str = "", limits=None):
    ht, game = _table(code, limits)
    a, b = Raw(ht.host.port), Raw(ht.host.port)
    wa = _hello(a, "Ann", **({"code": code} if code else {}))
    wb = _hello(b, "Bob", **({"code": code} if code else {}))
    a.until("update")
    b.until("update")
    return ht, game, a, b, wa, wb


def _closed(raw: Raw, timeout: float = 3.0) -> int | None:
    """The close code the connection ends with (None: still open after `timeout`)."""
    end = time.monotonic() + timeout
    try:
        while time.monotonic() < end:
            raw.recv(max(0.01, end - time.monotonic()))
    except ConnectionClosed as closed:
        return closed.rcvd.code if closed.rcvd is not None else 1006
    except TimeoutError:
        return None
    return None


def test_a_lone_surrogate_is_refused_and_every_connection_goes_on():
    ht, game, a, b, wa, wb = _two()
    try:
        for frame in ({"type": "chat", "text": "boom \ud800"}, {"type": "act", "action": "P1 pass\udfff", "version": 0}):
            a.send(json.dumps(frame))  # JSON's "\ud800" escape: a string that is not Unicode text
            e = a.until("error")
            assert e["code"] == "bad-message" and "surrogate" in e["reason"]
        eve = Raw(ht.host.port)
        eve.send(json.dumps({"type": "hello", "protocol": 1, "name": "Eve\ud800", "watch": True}))
        assert eve.until("error")["code"] == "bad-message"
        a.send({"type": "chat", "text": "still here"})
        assert b.until("chat")["text"] == "still here"  # Bob hears Ann: the host sends as before
        late = Raw(ht.host.port)
        assert _hello(late, "Late", watch=True)["seat"] is None
        assert late.until("update")["view"]  # a new spectator gets the game, not a closed connection
        for raw in (a, b, late):
            raw.drain(0.2)
            assert _closed(raw, 0.3) is None
    finally:
        ht.stop()


@pytest.mark.parametrize("char", ["\x7f", "\x85", "\x9b", "\x1b", "\x00"])
def test_controls_c0_del_and_c1_are_refused_in_chat_and_names(char):
    ht, game, a, b, wa, wb = _two()
    try:
        a.send({"type": "chat", "text": f"hi{char}there"})
        e = a.until("error")
        assert e["code"] == "bad-message" and "control" in e["reason"]
        c = Raw(ht.host.port)
        c.send({"type": "hello", "protocol": 1, "name": f"Eve{char}", "watch": True})
        assert c.until("error")["code"] == "bad-message"
        assert [m for m in b.drain(0.3) if m["type"] == "chat"] == []
    finally:
        ht.stop()


@pytest.mark.parametrize("name", ["Eve\u200b", "\u202eevE", "Ev\u2066e", "Eve\u00ad", "\u3164", "Eve\u2800",
                                  "\u0410nn", "Eve\u200d\u200d"])
def test_names_with_invisible_direction_or_mixed_script_characters_are_refused(name):
    ht, game = _table()
    try:
        raw = Raw(ht.host.port)
        raw.send({"type": "hello", "protocol": 1, "name": name})
        e = raw.until("error")
        assert e["code"] == "bad-message" and "name" in e["reason"], e
        assert ht.host.places[0].joined is False  # no seat was taken
    finally:
        ht.stop()


def test_two_players_never_share_a_name():
    ht, game = _table()
    try:
        a, b, w = Raw(ht.host.port), Raw(ht.host.port), Raw(ht.host.port)
        assert _hello(a, "Ann")["name"] == "Ann"
        second = _hello(b, "ＡＮＮ ")  # fullwidth, another case, a space at its end: the same name
        assert second["name"] == "ＡＮＮ 2"
        third = _hello(w, "ann", watch=True)
        u = a.until("update")
        names = [s["name"] for s in u["seats"]] + [third["name"]]
        same = {"".join(unicodedata.normalize("NFKC", n).casefold().split()) for n in names}
        assert len(same) == 3, names
        w.send({"type": "chat", "text": "who am I"})
        assert a.until("chat")["name"] == third["name"] != "ann"
    finally:
        ht.stop()


def test_seventy_silent_connections_do_not_keep_a_player_out():
    ht, game, a, b, wa, wb = _two()
    try:
        b.close()
        a.until("update", test=lambda m: not m["seats"][1]["present"])
        silent = [Raw(ht.host.port) for _ in range(70)]
        assert len(ht.host.conns) == 1  # the table never heard of them (Ann only)
        back = Raw(ht.host.port)
        w = _hello(back, "Bob", token=wb["token"])
        assert w["seat"] == 1 and back.until("update")["seats"][1]["present"]
        codes = [_closed(s, 0.05) for s in silent[:60]]
        assert codes.count(1013) >= 60 - 4, codes  # a newer connection closed the older silent ones
        watcher = Raw(ht.host.port)
        assert _hello(watcher, "Wendy", watch=True)["seat"] is None
    finally:
        ht.stop()


def test_a_silent_connection_is_closed_soon():
    ht, game, a, b, wa, wb = _two(limits=Limits(hello_seconds=0.5))
    try:
        t0 = time.monotonic()
        quiet = Raw(ht.host.port)
        bye = quiet.until("bye", timeout=3)
        assert bye["code"] == "silent" and time.monotonic() - t0 < 2.0
        assert _closed(quiet, 2) == 4000
        assert Limits().hello_seconds <= 5  # and by default within five seconds
    finally:
        ht.stop()


def test_spectators_are_capped_per_table_and_per_address_and_players_still_come_back():
    ht, game, a, b, wa, wb = _two(limits=Limits(watchers=3, watchers_per_address=2))
    try:
        watchers = [Raw(ht.host.port) for _ in range(2)]
        for i, w in enumerate(watchers):
            assert _hello(w, f"W{i}", watch=True)["seat"] is None
        third = Raw(ht.host.port)
        third.send({"type": "hello", "protocol": 1, "name": "W3", "watch": True})
        bye = third.until("bye")
        assert bye["code"] == "watchers" and "address" in bye["reason"]
        other = Raw(ht.host.port, source="127.0.0.2")  # another address: the table's own cap
        assert _hello(other, "W4", watch=True)["seat"] is None
        fourth = Raw(ht.host.port, source="127.0.0.3")
        fourth.send({"type": "hello", "protocol": 1, "name": "W5", "watch": True})
        assert fourth.until("bye")["code"] == "watchers"
        b.close()
        back = Raw(ht.host.port)
        assert _hello(back, "Bob", token=wb["token"])["seat"] == 1  # a seat's token is never out of room
    finally:
        ht.stop()


def test_wrong_join_codes_are_throttled_per_address():
    ht, game = _table(code="K7QX-M3RT")
    try:
        answers = []
        for guess in ["AAAA-AAAA", "AAAA-AAAB", "AAAA-AAAC", "AAAA-AAAD", "AAAA-AAAE", "K7QX-M3RT"]:
            r = Raw(ht.host.port)
            r.send({"type": "hello", "protocol": 1, "name": "Eve", "code": guess})
            answers.append(r.until("bye")["code"])
        assert answers == ["code"] * 5 + ["wait"]  # even the right code waits its turn
        friend = Raw(ht.host.port, source="127.0.0.2")  # another address is not slowed down
        assert _hello(friend, "Ann", code="k7qx m3rt")["seat"] == 0  # case, spaces and dashes do not count
    finally:
        ht.stop()


def test_the_default_join_code_is_long(tmp_path):
    host, port, line = start_host(["afterworld"], tmp_path / "home")
    try:
        code = line.split("join code ")[1].split(";")[0].split(",")[0].strip()
        letters = code.replace("-", "")
        assert len(letters) >= 8 and letters.isalnum() and letters.upper() == letters, line
        assert not set(letters) & set("01ILOU")  # nothing read aloud or typed wrong
        # 30 letters, 8 of them: 39 bits; one guess every 3 seconds from an address (after 5)
        assert 30 ** 8 > 2 ** 39
    finally:
        host.kill()
        host.communicate(timeout=5)


def test_a_spectators_chat_can_be_muted():
    ht, game, a, b, wa, wb = _two()
    try:
        w = Raw(ht.host.port)
        ww = _hello(w, "Wendy", watch=True)
        a.drain(0.2)
        b.drain(0.2)
        w.send({"type": "chat", "text": "spoiler"})
        line = a.until("chat")
        assert line["watcher"] == ww["watcher"] and line["seat"] is None
        b.until("chat")
        a.send({"type": "mute", "spectators": True, "on": True})
        assert a.until("muted")["spectators"] is True
        b.send({"type": "mute", "watcher": ww["watcher"], "on": True})
        assert b.until("muted")["watchers"] == [ww["watcher"]]
        time.sleep(1.1)  # (the chat rate)
        w.send({"type": "chat", "text": "spoiler again"})
        assert w.until("chat", test=lambda m: m["text"] == "spoiler again")  # the spectator hears itself
        assert [m for m in a.drain(0.3) + b.drain(0.3) if m["type"] == "chat"] == []
        a.send({"type": "chat", "text": "players still talk"})
        assert b.until("chat")["text"] == "players still talk"
    finally:
        ht.stop()


def test_a_chat_flood_reaches_nobody():
    ht, game, a, b, wa, wb = _two()
    try:
        for i in range(40):
            a.send({"type": "chat", "text": f"line {i}"})
        heard = [m for m in b.drain(0.5) if m["type"] == "chat"]
        assert 1 <= len(heard) <= 6, len(heard)  # a burst of 5, then one a second
        assert any(m["type"] == "error" and m["code"] == "flood" for m in a.drain(0.3) + [])  or \
            any(json.loads(f).get("code") == "flood" for f in a.frames)
        assert ht.host.server.refused["flood"] >= 40 - len(heard) - 1
    finally:
        ht.stop()


def test_a_reader_too_slow_to_keep_up_is_closed_and_the_others_are_not():
    import sys
    limits = Limits(queue_bytes=32 * 1024)
    # the fast reader is a thread of this process, beside the host's: handed the interpreter
    # often, as a client in a process of its own always is (at the default 5 ms, the host's
    # burst of a whole random game once ran 32 KB ahead of it)
    switch = sys.getswitchinterval()
    sys.setswitchinterval(0.0005)
    ht, game = _table(limits=limits, computers={0: "random", 1: "random"})
    try:
        slow = unread_socket(ht.host.port, {"type": "hello", "protocol": 1, "name": "Slow", "watch": True})
        fast = Raw(ht.host.port)
        _hello(fast, "Fast", watch=True)
        end = time.monotonic() + 30
        last = None
        while time.monotonic() < end:  # the fast spectator reads the whole game as it goes
            m = fast.recv(5)
            if m["type"] == "update":
                last = m
                if m["result"] is not None:
                    break
        assert last is not None and last["result"] is not None
        assert ht.host.server.refused.get("slow") == 1
        end = time.monotonic() + 10
        while ht.host.server.links and len(ht.host.conns) > 1 and time.monotonic() < end:
            time.sleep(0.05)
        assert [c.name for c in ht.host.conns.values()] == ["Fast"]  # the slow one is gone...
        assert _closed(fast, 0.3) is None  # ...and the fast one read the whole game
        slow.close()
    finally:
        ht.stop()
        sys.setswitchinterval(switch)
