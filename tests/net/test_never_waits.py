"""A host that never waits: while its own computer player thinks, while the disk is slow, the
other clients' messages are answered; a computer client thinking a long time still reads
what the host sends. Each test holds the slow part back on purpose and checks that something
else was answered meanwhile (an order, not a time)."""

from __future__ import annotations

import asyncio
import threading
import time

from tabletop.ai.bot import Bot
from tabletop.games.registry import entry
from tabletop.net import computer as computer_module
from tabletop.net.client import Client
from tabletop.net.computer import ComputerPlayer
from tabletop.net.host import Host, new_places
from tabletop.net.saving import HostSave
from tabletop.persist import autosave

from netkit import HostThread, Raw


def _hello(raw: Raw, name: str, **kw) -> dict:
    raw.send({"type": "hello", "protocol": 1, "name": name, **kw})
    return raw.until("welcome")


def test_the_hosts_computer_player_thinks_while_the_others_are_answered():
    game = entry("afterworld").load()
    ht = HostThread(Host(game, new_places(2, {1: "hard"}), seed=4))
    try:
        ann, watcher = Raw(ht.host.port), Raw(ht.host.port)
        _hello(ann, "Ann")
        _hello(watcher, "Wendy", watch=True)
        answered = 0
        u = ann.until("update")
        for _ in range(40):  # Ann acts; as soon as the hard player must think, the watcher asks for the position
            if not (0 in u["to_act"] and u["legal"]):
                u = ann.until("update", timeout=30, test=lambda m: 0 in m["to_act"] and m["legal"] or m["result"])
            if u["result"] is not None:
                break
            ann.send({"type": "act", "action": u["legal"][-1], "version": u["version"]})
            after = u = ann.until("update", timeout=30, test=lambda m, v=u["version"]: m["version"] > v)
            if 1 not in after["to_act"] or len(after["legal"]) > 0:
                continue
            moves = ht.host.players.moves
            watcher.drain(0.05)
            watcher.send({"type": "sync"})
            synced = watcher.until("update", timeout=30)
            if ht.host.players.moves == moves and synced["version"] == after["version"]:
                answered += 1  # answered while the computer player was still thinking
            if answered >= 3:
                break
        assert answered >= 3
    finally:
        ht.stop()


def test_a_slow_disk_holds_back_a_card_shown_and_nothing_else(tmp_path, monkeypatch):
    gate = threading.Event()
    slow = {"on": False}
    flush = autosave.Autosaver.flush

    def slow_flush(self, timeout: float = 5.0) -> bool:
        if slow["on"]:
            gate.wait(10)
        return flush(self, timeout)
    monkeypatch.setattr(autosave.Autosaver, "flush", slow_flush)
    game = entry("afterworld").load()
    ht = HostThread(Host(game, new_places(2, {}), seed=2, save=HostSave(tmp_path / "table")))
    try:
        a, b = Raw(ht.host.port), Raw(ht.host.port)
        _hello(a, "Ann")
        _hello(b, "Bob")
        ua, ub = a.until("update"), b.until("update")
        mover, um, other = (a, ua, b) if ua["legal"] else (b, ub, a)
        match = ht.host.match
        showing = [t for t in um["legal"] if _shows(game, match.state, t)]  # its update must wait for the disk
        assert showing
        slow["on"] = True
        mover.send({"type": "act", "action": showing[0], "version": um["version"]})
        time.sleep(0.3)
        other.send({"type": "chat", "text": "are you there?"})
        heard = mover.until("chat", timeout=3)  # answered while the save is still on its way
        assert heard["text"] == "are you there?"
        assert [m for m in mover.drain(0.3) + other.drain(0.3) if m["type"] == "update"] == []  # not before it is on disk
        gate.set()
        u = mover.until("update", timeout=5)
        assert u["version"] == um["version"] + 1
        # an action that shows nothing is told at once, the disk as slow as before
        gate.clear()
        slow["on"] = False
        for _ in range(50):  # (played on until an action that shows nothing comes)
            a.drain(0.1)
            b.drain(0.1)
            mover, um, other = (a, a.position, b) if a.position["legal"] else (b, b.position, a)
            quiet = [t for t in um["legal"] if not _shows(game, ht.host.match.state, t)]
            if quiet:
                break
            mover.send({"type": "act", "action": um["legal"][0], "version": um["version"]})
        assert quiet
        slow["on"] = True
        mover.send({"type": "act", "action": quiet[0], "version": um["version"]})
        assert other.until("update", timeout=3)["version"] == um["version"] + 1
        gate.set()
    finally:
        gate.set()
        ht.stop()


def _shows(game, state, text: str) -> bool:
    after = game.clone(state)
    action = game.parse(after, text)
    game.apply(after, action, None)
    return game.reveals(state, action, after)


class SlowBot(Bot):
    """A computer player that takes a second to choose (a search)."""

    needs_view = True

    def choose(self, game, view, actions):
        time.sleep(1.0)
        return actions[0]


def test_a_computer_client_reads_the_host_while_it_thinks(monkeypatch):
    monkeypatch.setattr(computer_module, "make_bot", lambda level, seed: SlowBot(seed))
    game = entry("afterworld").load()
    ht = HostThread(Host(game, new_places(2, {}), seed=2))
    order: list[str] = []
    ann = Raw(ht.host.port)
    try:
        client = Client(f"127.0.0.1:{ht.host.port}", "Bot", patience=5)  # (seat 1, the first to act at seed 2)
        player = ComputerPlayer(client, "slow", 1)
        heard = player.on_message

        async def on_message(m: dict) -> None:
            if m["type"] == "chat":
                order.append("chat")
            await heard(m)
        client.on_message = on_message
        act = client.act

        async def acting(text, version=None):
            order.append("act")
            return await act(text, version)
        client.act = acting  # type: ignore[method-assign]

        async def run() -> None:
            task = asyncio.ensure_future(client.run())
            await asyncio.sleep(0.3)
            _hello(ann, "Ann")
            for _ in range(200):
                await asyncio.sleep(0.02)
                if client.position is not None and client.seat in client.position["to_act"]:
                    break
            ann.send({"type": "chat", "text": "your turn"})
            for _ in range(200):
                await asyncio.sleep(0.02)
                if "act" in order:
                    break
            client.stop()
            task.cancel()
        t = threading.Thread(target=lambda: asyncio.run(run()))
        t.start()
        t.join(20)
        assert client.seat == 0
        assert order[:2] == ["chat", "act"], order  # the chat came in while the bot thought
    finally:
        ht.stop()
