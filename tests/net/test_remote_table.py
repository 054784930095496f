"""The table's side of a hosted game (`RemoteTable`): it holds what the host sent its seat
and its `commit` plays an action through the host; a refusal comes back with its rule."""

from __future__ import annotations

import time

from tabletop.engine.game import HIDDEN
from tabletop.games.registry import entry
from tabletop.net.client import Client
from tabletop.net.host import Host, new_places
from tabletop.net.remote import RemoteTable

from netkit import HostThread


def _until(rt: RemoteTable, test, timeout: float = 5.0) -> list[dict]:
    seen: list[dict] = []
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        seen += rt.poll()
        if test(seen):
            return seen
        time.sleep(0.01)
    raise AssertionError(f"not in time: {[m['type'] for m in seen]}")


def test_a_remote_table_draws_from_its_seat_and_commits_through_the_host():
    game = entry("afterworld").load()
    ht = HostThread(Host(game, new_places(2, {1: "random"}), seed=2))
    rt = RemoteTable(Client(f"127.0.0.1:{ht.host.port}", "Ann"))
    rt.start()
    try:
        _until(rt, lambda s: rt.view is not None and rt.legal)
        assert rt.seat == 0 and rt.view.names[0] == "Ann"
        other_hand = rt.view.sides[1].hand
        assert other_hand and all(rt.view.cards[c] == HIDDEN for c in other_hand)
        v = rt.version
        assert rt.commit(rt.legal[0])
        _until(rt, lambda s: rt.version > v)
        assert len(ht.host.match.history) >= 1 and ht.host.match.history[0].action.seat == 0
        assert rt.log and rt.log[0][0] == ht.host.match.history[0].words
        _until(rt, lambda s: rt.legal or rt.result)
        if rt.legal:
            forged = game.format(rt.legal[0]).replace("P1", "P2", 1)
            assert rt.commit(forged)
            seen = _until(rt, lambda s: any(m["type"] == "refused" for m in s))
            refused = [m for m in seen if m["type"] == "refused"][0]
            assert refused["rule"] == game.rule_turn and "P1 only" in refused["reason"]
    finally:
        rt.stop()
        ht.stop()
