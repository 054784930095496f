"""Deck builder: the time of one frame while the pointer moves over the pool, and of one
change to the deck (add a card: the verdict, the statistics and the draft file), against a
bare full-screen fill and flip measured in the same run.

    python tools/bench_deckbuilder.py                       # Afterworld, 1280x800
    python tools/bench_deckbuilder.py --game austin-powers --size 1024x600

Every figure is a median. SDL's dummy video driver is used (no window). The user folder is
a fresh temporary one, so the draft file is written for real but nothing of yours is touched.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", default="afterworld")
    p.add_argument("--size", default="1280x800")
    p.add_argument("--frames", type=int, default=300)
    args = p.parse_args()
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["TABLETOP_HOME"] = tempfile.mkdtemp(prefix="bench-deckbuilder-")

    import pygame

    from tabletop.ui.app import App
    from tabletop.ui.deckbuilder.scene import DeckBuilder

    size = tuple(int(v) for v in args.size.split("x"))
    app = App(size)
    game = args.game
    b = app.push(DeckBuilder(game))
    starter = b.game.starter_decks()[0]
    b.model.open(starter)
    b.refresh()
    app.step(1 / 60, [])

    def timed(fn) -> float:
        t = time.perf_counter()
        fn()
        return (time.perf_counter() - t) * 1000

    rows = [r.center for _, r in b.frame().pool_rows]
    frames = []
    for i in range(args.frames):
        ev = pygame.event.Event(pygame.MOUSEMOTION, pos=rows[i % len(rows)], rel=(0, 0), buttons=(0, 0, 0))
        frames.append(timed(lambda: app.step(1 / 60, [ev])))
    keys = [c.key for c in b.game.pool]
    changes = []
    for i in range(min(args.frames, 200)):
        key = keys[i % len(keys)]
        changes.append(timed(lambda: (b.add(key), app.step(1 / 60, []))))
        b.model.undo()
        b.refresh()
    bare = []
    screen = app.screen
    for i in range(args.frames):
        bare.append(timed(lambda: (screen.fill((i % 255, 40, 40)), pygame.display.flip())))
    print(f"{game} {size[0]}x{size[1]}, {args.frames} frames, medians:")
    print(f"  builder frame, pointer over the pool:   {statistics.median(frames):7.2f} ms")
    print(f"  add a card + the frame after it:        {statistics.median(changes):7.2f} ms "
          f"(verdict, statistics, draft file)")
    print(f"  reference: bare fill and flip:          {statistics.median(bare):7.2f} ms")


if __name__ == "__main__":
    main()
