"""What the window of a hosted game costs a player, beside a table at one computer, same run.

The host's own window is a client of its host over loopback (docs/network.md, "The windows"):
an action goes window -> loopback -> host thread (`Table.commit`, the view of every seat) ->
loopback -> window, and the table redraws when the update is taken in. Measured: from
`perform(action)` at the table until the table shows the new position, median over the
player's actions of whole Afterworld games against the host's computer player (random), beside
the same at a local `TableScene` (the action through `Table.commit`, the table redrawn at once)
with the same seats and seed.

    SDL_VIDEODRIVER=dummy .venv/bin/python tools/bench_netwin.py [--games 3]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tabletop.engine.history import Match  # noqa: E402
from tabletop.games.registry import entry  # noqa: E402
from tabletop.net.client import Client  # noqa: E402
from tabletop.net.host import Host  # noqa: E402
from tabletop.net.places import new_places  # noqa: E402
from tabletop.net.remote import RemoteTable  # noqa: E402
from tabletop.net.running import HostThread  # noqa: E402
from tabletop.play import Seat  # noqa: E402
from tabletop.ui.app import App  # noqa: E402
from tabletop.ui.games import make_ui  # noqa: E402
from tabletop.ui.layout import default_layout_name, load_layout  # noqa: E402
from tabletop.ui.netplay.scene import NetTableScene  # noqa: E402
from tabletop.ui.table import TableScene  # noqa: E402

LIMIT = 400  # actions of the player per game at most


def hosted(app: App, seed: int) -> list[float]:
    game = entry("afterworld").load()
    places = new_places(2, {1: "random"}, here=0, here_name="Ann")
    host = Host(game, places, seed=seed, bind="127.0.0.1", port=0)
    thread = HostThread(host)
    thread.start()
    remote = RemoteTable(Client(f"127.0.0.1:{host.port}", "Ann", token=places[0].token, patience=5))
    remote.start()
    end = time.monotonic() + 20
    while (remote.view is None or remote.game is None) and time.monotonic() < end:
        remote.poll()
        time.sleep(0.002)
    t = NetTableScene(remote)
    app.push(t)
    times = []
    try:
        while t.match.state.result is None and len(times) < LIMIT:
            app.step(1 / 60, [])
            if 0 in t.remote.to_act and t.match.legal and t.match.version == t.remote.version:
                old = t.match.version
                start = time.perf_counter()
                t.perform(t.match.legal[0])
                stop = time.monotonic() + 5
                while t.match.version == old and time.monotonic() < stop:
                    t.update(0)
                times.append(time.perf_counter() - start)
            else:
                time.sleep(0.001)
    finally:
        app.pop()
        thread.stop()
    return times


def local(app: App, seed: int) -> list[float]:
    game = entry("afterworld").load()
    match = Match(game, game.default_setup(seed, 2, ["Ann", "Computer"]), undo="fair")
    layout = load_layout(default_layout_name(game.name, 2))
    t = TableScene(match, make_ui(game, layout), layout, [Seat("Ann"), Seat("Computer", "computer", "random")],
                   threaded_bots=False, bot_delay=0.0)
    app.push(t)
    times = []
    try:
        while t.match.state.result is None and len(times) < LIMIT:
            app.step(1 / 60, [])
            t.settle()
            if t.shown.acting == 0 and match.legal_actions(0):
                start = time.perf_counter()
                t.perform(match.legal_actions(0)[0])
                times.append(time.perf_counter() - start)
    finally:
        app.pop()
    return times


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=3)
    args = ap.parse_args()
    os.environ["TABLETOP_HOME"] = tempfile.mkdtemp(prefix="bench-netwin-")
    app = App((1280, 800))
    net, here = [], []
    for g in range(args.games):
        net += hosted(app, 100 + g)
        here += local(app, 100 + g)
    print(f"an action at the table until it shows the new position (median of {len(net)} / {len(here)}): "
          f"hosted (the host's own window over loopback) {statistics.median(net) * 1000:.2f} ms; "
          f"at one computer {statistics.median(here) * 1000:.2f} ms")


if __name__ == "__main__":
    main()
