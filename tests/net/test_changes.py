"""Updates carry what changed: whole games of both games played through the network, every
seat and a spectator a client that keeps only what it was sent. After every update each
client's view (its last one with the update's changes applied, checked against the update's
hash) and log are compared with a fresh whole view and log made from the host's match at that
version; some actions are taken back on the way (an undo makes the log shorter). The test
counts the updates it compared and how many came as changes."""

from __future__ import annotations

import random

import pytest

from tabletop.engine.serial import to_data
from tabletop.games.registry import entry
from tabletop.net import views
from tabletop.net.changes import diff, view_hash
from tabletop.net.host import Host, new_places

from netkit import HostThread, Raw


def _fresh(host: Host, seat: int | None):
    """The view and log `seat` may see at the host's match, made from nothing kept."""
    match = host.match
    game, state = match.game, match.state
    view = views.public_view(game, state) if seat is None else game.view(state, seat)
    return to_data(view), [views.log_lines(e, seat) for e in match.history]


def _play(name: str, players: int, seed: int, most: int = 4000) -> tuple[int, int, int]:
    game = entry(name).load()
    ht = HostThread(Host(game, new_places(players, {}), seed=seed))
    rng = random.Random(seed)
    compared = changed = undone = 0
    try:
        clients = []
        for i in range(players):
            c = Raw(ht.host.port)
            c.send({"type": "hello", "protocol": 1, "name": f"P{i}"})
            assert c.until("welcome")["seat"] == i
            clients.append(c)
        watcher = Raw(ht.host.port)
        watcher.send({"type": "hello", "protocol": 1, "name": "W", "watch": True})
        watcher.until("welcome")
        everyone = [*clients, watcher]
        logs: list[list] = [[] for _ in everyone]
        last = [c.until("update") for c in everyone]
        version = ht.host.match.version

        def read_all(version: int) -> None:
            nonlocal compared, changed
            for k, c in enumerate(everyone):
                u = last[k] = c.until("update", test=lambda m: m["version"] == version)
                del logs[k][u["log_from"]:]
                logs[k].extend(u["log"])
                seat = None if c is watcher else k
                view, log = _fresh(ht.host, seat)
                assert u["view"] == view, (name, seed, version, seat, diff(view, u["view"])[:5])
                assert view_hash(u["view"]) == u["hash"]
                assert logs[k] == log, (name, seed, version, seat)
                compared += 1

        for _ in range(most):
            if ht.host.match.over:
                break
            movers = [k for k in range(players) if last[k]["legal"]]
            assert movers, "nobody may act"
            k = rng.choice(movers)
            legal = [a for a in last[k]["legal"] if not any(w in a for w in SHORTCUTS)] or last[k]["legal"]
            action = rng.choice(legal)
            clients[k].send({"type": "act", "action": action, "version": version})
            version += 1
            read_all(version)
            if rng.random() < 0.05 and not ht.host.match.over:  # ask to take it back
                clients[k].send({"type": "undo"})
                asked = [c.until("undo-ask", timeout=2, keep=True) for j, c in enumerate(clients) if j != k] \
                    if _undoable(ht.host, k) else []
                for j, c in enumerate(clients):
                    if j != k and asked:
                        c.send({"type": "consent", "ask": asked[0]["ask"], "yes": True})
                result = clients[k].until("undo-result", keep=True)
                if result["done"]:
                    undone += 1
                    version = ht.host.match.version
                    read_all(version)
        assert ht.host.match.over, f"{name} seed {seed}: no end in {most} actions"
        changed = sum(c.changed for c in everyone)
    finally:
        ht.stop()
    return compared, changed, undone


#: actions that end a game early (by agreement, by giving up): a whole game is wanted
SHORTCUTS = ("propose-end", "accept-end", "concede", "resign")


def _undoable(host: Host, seat: int) -> bool:
    from tabletop.net.consent import undo_problem
    return not undo_problem(host.match, seat, 1)


CASES = [("afterworld", 2, 11), ("austin-powers", 3, 13), ("austin-powers", 6, 15)]


@pytest.fixture(autouse=True)
def quick_hand_overs():
    """The clients' reading threads hand each frame over: at the default 5 ms switch interval
    most of this test's time is spent waiting for the GIL."""
    import sys
    old = sys.getswitchinterval()
    sys.setswitchinterval(0.0005)
    yield
    sys.setswitchinterval(old)
TOTALS = {"compared": 0, "changed": 0, "undone": 0}


@pytest.mark.parametrize("name,players,seed", CASES)
def test_every_update_made_whole_is_the_fresh_view(name, players, seed):
    compared, changed, undone = _play(name, players, seed)
    TOTALS["compared"] += compared
    TOTALS["changed"] += changed
    TOTALS["undone"] += undone
    assert compared >= 50 * (players + 1) and changed > 0.9 * compared, (compared, changed)  # 50 actions or more


def test_the_whole_games_took_actions_back_too():
    assert TOTALS["compared"] >= 1500 and TOTALS["undone"] >= 2, TOTALS
