"""Bad traffic is refused without disturbing the game or the other clients: forged seats, out
of turn, stale versions, garbage, oversized and deeply nested messages, unknown kinds, a
flood, wrong join codes. The host's state hash and version stay as they were, the other
player's connection receives nothing meanwhile, and play goes on."""

from __future__ import annotations

import json

import pytest
from websockets.exceptions import ConnectionClosed

from tabletop.games.registry import entry
from tabletop.net.host import Host, new_places

from netkit import HostThread, Raw


@pytest.fixture
def table():
    game = entry("afterworld").load()
    ht = HostThread(Host(game, new_places(2, {}), seed=2, code="sekrit"))
    a, b = Raw(ht.host.port), Raw(ht.host.port)
    for raw, name in ((a, "Ann"), (b, "Bob")):
        raw.send({"type": "hello", "protocol": 1, "name": name, "code": "sekrit"})
        raw.until("welcome")
    ua, ub = a.until("update"), b.until("update")
    yield ht, game, a, b, ua, ub
    for raw in (a, b):
        raw.close()
    ht.stop()


def _acting(a, b, ua, ub):
    return (a, ua, b, ub) if ua["legal"] else (b, ub, a, ua)


def test_every_kind_of_bad_traffic_is_refused_and_nothing_changes(table):
    ht, game, a, b, ua, ub = table
    host = ht.host
    mover, um, other, uo = _acting(a, b, ua, ub)
    mover.drain(0.3)
    other.drain(0.3)
    before = (game.hash(host.match.state), host.match.version)
    me, them = um["seat"], uo["seat"]
    legal = um["legal"][0]
    mine, theirs = f"P{me + 1}", f"P{them + 1}"

    # a forged seat: the mover sends an action of the other seat
    mover.send({"type": "act", "action": legal.replace(mine, theirs, 1), "version": um["version"]})
    r = mover.until("refused")
    assert r["rule"] == game.rule_turn and f"plays for {mine} only" in r["reason"]
    # out of turn: the other seat acts in its own name while the game waits for the mover
    other.send({"type": "act", "action": legal.replace(mine, theirs, 1), "version": uo["version"]})
    r = other.until("refused")
    assert r["rule"] and r["reason"]
    # a stale version: refused, and the current position sent at once
    mover.send({"type": "act", "action": legal, "version": um["version"] + 1000})
    assert mover.until("stale")["version"] == um["version"]
    assert mover.until("update")["version"] == um["version"]
    # garbage, binary, oversized, deep, unknown kinds and fields, wrong types
    bad = ["}{ not json", b"\x00\xff\x10", "x" * 40_000, "[" * 30_000, '{"type": "shout"}',
           '{"type": "act", "action": "P1 pass", "version": 1, "seat": 1}',
           '{"type": "act", "action": 7, "version": 1}', '{"type": "act", "action": "a", "version": NaN}',
           '{"type": "chat", "text": "hi", "text": "twice"}', "[1, 2]", '{"type": "hello", "protocol": 1}']
    for frame in bad:
        mover.send(frame)
        e = mover.until("error")
        assert e["code"] == "bad-message" and e["reason"]
    other.drain(0.3)  # its own refusal above
    # a flood (from a watcher): dropped with a word, then the connection is closed; none reaches the game
    flooder = Raw(host.port)
    flooder.send({"type": "hello", "protocol": 1, "name": "Flo", "code": "sekrit", "watch": True})
    flooder.until("update")
    try:
        for _ in range(3000):
            flooder.send({"type": "act", "action": legal, "version": 0})
    except ConnectionClosed:
        pass
    with pytest.raises(ConnectionClosed) as closed:
        for _ in range(5000):
            flooder.recv(3)  # what was sent before the close, then the close
    assert closed.value.rcvd.code == 1008
    assert any(json.loads(f).get("code") == "flood" for f in flooder.frames)
    # wrong join codes and a forged token: turned away, nobody else told
    for hello in ({"code": "guess"}, {}, {"token": "not-a-token"}):
        intruder = Raw(host.port)
        intruder.send({"type": "hello", "protocol": 1, "name": "Eve", **hello})
        bye = intruder.until("bye")
        assert bye["code"] in ("code", "token")
        with pytest.raises((ConnectionClosed, TimeoutError)):
            intruder.recv(2)
    # a frame beyond what the transport reads closes that connection only
    big = Raw(host.port)
    big.send("y" * (2 * 1024 * 1024))
    with pytest.raises((ConnectionClosed, TimeoutError)):
        big.recv(3)
    ht.settle()
    assert (game.hash(host.match.state), host.match.version) == before
    assert host.server.refused["bad"] >= len(bad) and host.server.refused["flood"] > 100
    mover.drain(0.3)
    assert [m["type"] for m in other.drain(0.3)] == ["update"]  # only the watchers coming and going
    # play goes on: the mover's legal action is taken, both hear of it
    mover.send({"type": "act", "action": legal, "version": um["version"]})
    assert mover.until("update")["version"] == um["version"] + 1
    assert other.until("update")["version"] == um["version"] + 1


def test_a_spectator_may_not_act_and_sees_no_hand(table):
    ht, game, a, b, ua, ub = table
    watcher = Raw(ht.host.port)
    watcher.send({"type": "hello", "protocol": 1, "name": "Wendy", "code": "sekrit", "watch": True})
    assert watcher.until("welcome")["seat"] is None
    u = watcher.until("update")
    assert u["seat"] is None and u["legal"] == []
    state = ht.host.match.state
    for seat in range(2):
        hand = state.sides[seat].hand
        assert hand and all(u["view"]["cards"][str(c)] == "?" for c in hand)
        own = json.loads(json.dumps(ua if ua["seat"] == seat else ub))
        assert any(own["view"]["cards"][str(c)] != "?" for c in hand)  # its own player sees it
    watcher.send({"type": "act", "action": (ua["legal"] or ub["legal"])[0], "version": u["version"]})
    assert "spectator" in watcher.until("refused")["reason"]
    watcher.close()
