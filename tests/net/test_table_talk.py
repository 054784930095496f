"""Chat and quick messages with a mute, undo with consent, an away seat that others see and a
computer stand-in, and the commands' exit status 2 with a clear message."""

from __future__ import annotations

from tabletop.games.registry import entry
from tabletop.net.host import Host, new_places

from netkit import ROOT, HostThread, Raw, finish, join, start_host, tabletop


def _two(code=""):
    game = entry("afterworld").load()
    ht = HostThread(Host(game, new_places(2, {}), seed=2, code=code, takeover_after=0.3))
    a, b = Raw(ht.host.port), Raw(ht.host.port)
    for raw, name in ((a, "Ann"), (b, "Bob")):
        raw.send({"type": "hello", "protocol": 1, "name": name})
        raw.until("welcome")
    return ht, game, a, b, a.until("update"), b.until("update")


def test_chat_quick_and_mute():
    ht, game, a, b, ua, ub = _two()
    try:
        a.send({"type": "chat", "text": "good luck"})
        m = b.until("chat")
        assert (m["name"], m["text"], m["seat"]) == ("Ann", "good luck", 0)
        b.send({"type": "mute", "seat": 0, "on": True})
        assert b.until("muted")["seats"] == [0]
        a.send({"type": "quick", "key": "thinking"})
        assert a.until("chat", test=lambda m: "quick" in m)["quick"] == "thinking"  # the sender hears it; the muting one does not
        assert [m for m in b.drain(0.3) if m["type"] == "chat"] == []
        a.send({"type": "quick", "key": "not-a-quick-message"})
        assert a.until("error")["code"] == "bad-message"
    finally:
        ht.stop()


def test_undo_asks_the_other_and_covers_only_own_actions():
    ht, game, a, b, ua, ub = _two()
    try:
        mover, um, other = (a, ua, b) if ua["legal"] else (b, ub, a)
        # the other may not take back the mover's action
        match = ht.host.match
        quiet = []
        for text in um["legal"]:  # an action that shows no hidden card (those may not be undone)
            after = game.clone(match.state)
            action = game.parse(after, text)
            game.apply(after, action, None)
            if not game.reveals(match.state, action, after):
                quiet.append(text)
        assert quiet
        mover.send({"type": "act", "action": quiet[0], "version": um["version"]})
        u = mover.until("update")
        other.drain(0.2)
        other.send({"type": "undo"})
        r = other.until("undo-result")
        assert not r["done"] and "only their own" in r["reason"]
        mover.send({"type": "undo"})
        ask = other.until("undo-ask")
        assert ask["name"] in ("Ann", "Bob") and ask["actions"]
        other.send({"type": "consent", "ask": ask["ask"], "yes": False})
        refused = mover.until("undo-result")
        assert "said no" in refused["reason"] and refused["by"] == (1 if mover is a else 0)  # who said it
        mover.send({"type": "undo"})
        ask = other.until("undo-ask")
        other.send({"type": "consent", "ask": ask["ask"], "yes": True})
        assert mover.until("undo-result")["done"]
        mover.send({"type": "sync"})
        back = mover.until("update")
        assert back["version"] > u["version"] and back["log"] == [] and back["legal"] == um["legal"]
    finally:
        ht.stop()


def test_an_away_seat_is_shown_and_a_computer_keeps_its_place():
    ht, game, a, b, ua, ub = _two()
    try:
        token = None
        waiting = ua if ua["legal"] else ub
        gone, stays = (a, b) if waiting is ua else (b, a)
        gone.close()
        m = stays.until("update", test=lambda m: not m["seats"][waiting["seat"]]["present"])
        assert m["version"] == waiting["version"]  # play waits
        m = stays.until("update", timeout=5, test=lambda m: m["seats"][waiting["seat"]]["standin"])
        later = stays.until("update", timeout=5, test=lambda m: m["version"] > waiting["version"])
        assert later["log"]  # the stand-in played for the away seat
        assert token is None
    finally:
        ht.stop()


def test_the_commands_end_with_status_2_and_a_clear_message(tmp_path):
    home = tmp_path / "home"
    host, port, _ = start_host(["afterworld", "--code", "right"], home)
    try:
        busy = tabletop(["host", "afterworld", "--headless", "--bind", "127.0.0.1", "--port", str(port)], home)
        wrong = join(port, home, "--bot", "random", "--code", "wrong")
        (s1, _, e1), (s2, _, e2) = finish([busy, wrong], timeout=20)
        assert s1 == 2 and "cannot listen" in e1 and "--port" in e1, e1
        assert s2 == 2 and "join code is wrong" in e2, e2
    finally:
        host.kill()
        host.communicate(timeout=5)
    gone = join(port, home, "--bot", "random", "--patience", "0.5")
    (s3, _, e3), = finish([gone], timeout=20)
    assert s3 == 2 and "the host is gone" in e3, e3


def test_a_player_brings_their_deck_and_a_broken_one_is_refused(tmp_path):
    from tabletop.net.protocol import MAX_MESSAGE
    deck = (ROOT / "assets" / "afterworld" / "decks" / "norse.toml").read_text(encoding="utf-8")
    assert len(deck) < MAX_MESSAGE
    game = entry("afterworld").load()
    ht = HostThread(Host(game, new_places(2, {}), seed=2))
    try:
        bad = Raw(ht.host.port)
        bad.send({"type": "hello", "protocol": 1, "name": "Bad", "deck": "4 No Such Card\n", "deck_kind": "text"})
        bye = bad.until("bye")
        assert bye["code"] == "deck" and "No Such Card" in bye["reason"]
        a, b = Raw(ht.host.port), Raw(ht.host.port)
        a.send({"type": "hello", "protocol": 1, "name": "Ann", "deck": deck, "deck_kind": "toml"})
        b.send({"type": "hello", "protocol": 1, "name": "Bob"})
        a.until("update")
        assert ht.host.match.setup.decks[0].side == "norse" or "norse" in ht.host.match.setup.decks[0].name.lower()
    finally:
        ht.stop()
