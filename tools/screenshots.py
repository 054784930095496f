"""Screenshots of the table, headless: the opening, a mid-game and the game-over screen.

    python tools/screenshots.py afterworld                   # out/screenshots/afterworld-*.png
    python tools/screenshots.py austin-powers --players 4
    python tools/screenshots.py afterworld --size 1024x600 --layout afterworld-compact

Computer players (random, seeded) play the positions forward; the seat at the bottom is a
human's view (its hand face up, the others' hidden).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tabletop.engine.rng import Rng  # noqa: E402
from tabletop.ui.app import App  # noqa: E402
from tabletop.ui.gameover import GameOverScene  # noqa: E402
from tabletop.ui.launch import GameChoice, build_table  # noqa: E402
from tabletop.ui.table import SeatConfig  # noqa: E402


def advance(table, rng: Rng, until) -> None:
    """Play random legal actions for every seat until `until(state)` or the end."""
    m = table.match
    n = 0
    while not m.over and not until(m.state, n):
        seat = m.to_act()[0]
        legal = m.legal_actions(seat)
        m.play(legal[rng.randbelow(len(legal))])
        n += 1
    table.refresh()


def shoot(app: App, table, path: Path) -> None:
    table.settle()
    app.step(1 / 60, [])
    table.settle()
    app.screenshot(str(path))
    print("wrote", path)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("game", choices=["afterworld", "austin-powers"])
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--size", default="1280x800")
    p.add_argument("--layout", default=None)
    p.add_argument("--seed", type=int, default=5)
    p.add_argument("--mid", type=int, default=0, help="actions before the mid-game shot (default: a third of a game)")
    p.add_argument("--out", default="out/screenshots")
    args = p.parse_args()
    size = tuple(int(v) for v in args.size.split("x"))
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    tag = f"{args.game}-{args.players}p-{size[0]}x{size[1]}" + (f"-{args.layout}" if args.layout else "")
    app = App(size)
    seats = [SeatConfig("", True)] + [SeatConfig("", False, "random") for _ in range(args.players - 1)]
    table = build_table(GameChoice(args.game, args.players, seats, layout=args.layout, seed=args.seed),
                        threaded_bots=False)
    app.push(table)
    rng = Rng(args.seed)
    # the opening: the first turn has begun (setup decisions made), the human's part
    advance(table, rng, lambda s, n: getattr(s, "turn", 1) >= 1 and getattr(s, "step", "") not in ("mulligan", "assign")
            and table.game.to_act(s)[:1] == [0])
    shoot(app, table, out / f"{tag}-opening.png")
    target = args.mid or 180
    advance(table, rng, lambda s, n: n >= target and table.game.to_act(s)[:1] == [0])
    shoot(app, table, out / f"{tag}-midgame.png")
    advance(table, rng, lambda s, n: False)
    for _ in range(3):
        app.step(1 / 60, [])
    assert isinstance(app.top, GameOverScene), "the game-over screen did not open"
    shoot(app, table, out / f"{tag}-gameover.png")


if __name__ == "__main__":
    main()
