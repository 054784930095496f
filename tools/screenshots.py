"""Screenshots of the table, headless: the opening, a mid-game and the game-over screen.

    python tools/screenshots.py afterworld                   # out/screenshots/afterworld-*.png
    python tools/screenshots.py austin-powers --players 4
    python tools/screenshots.py austin-powers --players 2 3 4 5 6 --size 1280x800 1024x600
    python tools/screenshots.py afterworld --size 1024x600 --layout afterworld-compact

Computer players (random, seeded) play the positions forward; the seat at the bottom is a
human's view (its hand face up, the others' hidden). For the Austin Powers CCG there are
two more shots (Afterworld: a battle): a showdown (the line of the last bone shown large) and a gesture that the
others copy in hot-seat play (every seat human: one row of buttons per player).
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
from tabletop.play import COMPUTER, Seat  # noqa: E402


def advance(table, rng: Rng, until, limit: int = 5000) -> bool:
    """Play random legal actions for every seat until `until(state, n)` or the end. Nobody
    proposes to end the game by score (AP-10.3): a random seat would propose it early and the
    others accept, and the mid-game shot would show a game over at 0 points."""
    m = table.match
    n = 0
    while not m.over and not until(m.state, n) and n < limit:
        seat = m.to_act()[0]
        legal = m.legal_actions(seat)
        legal = [a for a in legal if getattr(a, "verb", "") != "propose-end"] or legal
        m.play(legal[rng.randbelow(len(legal))])
        n += 1
    table.refresh()
    return not m.over and n < limit


def shoot(app: App, table, path: Path) -> None:
    table.settle()
    app.step(1 / 60, [])
    table.settle()
    app.screenshot(str(path))
    print("wrote", path)


def new_table(app: App, game: str, players: int, layout, seed: int, hotseat: bool = False):
    seats = [Seat("")] + [Seat.of("", hotseat, "random") for _ in range(players - 1)]
    while app.scenes:
        app.pop()
    table = build_table(GameChoice(game, players, seats, layout=layout, seed=seed), threaded_bots=False)
    app.push(table)
    return table


def uncover(app: App, table) -> None:
    from tabletop.ui.cover import CoverScene
    while isinstance(app.top, CoverScene):
        seat = app.top.seat
        app.pop()
        table.uncover(seat)


def shots(app: App, game: str, players: int, size, layout, seed: int, mid: int, out: Path) -> None:
    tag = f"{game}-{players}p-{size[0]}x{size[1]}" + (f"-{layout}" if layout else "")
    table = new_table(app, game, players, layout, seed)
    rng = Rng(seed)
    # the opening: the first turn has begun (setup decisions made), the human's part
    advance(table, rng, lambda s, n: getattr(s, "turn", 1) >= 1 and getattr(s, "step", "") not in ("mulligan", "assign")
            and table.game.to_act(s)[:1] == [0])
    shoot(app, table, out / f"{tag}-opening.png")
    target = mid or (180 if game == "afterworld" else 25 * players)
    advance(table, rng, lambda s, n: n >= target and table.game.to_act(s)[:1] == [0])
    shoot(app, table, out / f"{tag}-midgame.png")
    if game == "afterworld":
        # a battle: the attackers aim at the units and territory on the square
        if advance(table, rng, lambda s, n: s.battle is not None):
            shoot(app, table, out / f"{tag}-battle.png")
    if game == "austin-powers":
        # a showdown with a bone on the table: the last line shown large
        if advance(table, rng, lambda s, n: s.showdown is not None and len(s.showdown.bones) >= 1):
            table.log.seen_entries = len(table.match.history) - 1
            table.refresh()
            shoot(app, table, out / f"{tag}-showdown.png")
    advance(table, rng, lambda s, n: False)
    for _ in range(3):
        app.step(1 / 60, [])
    assert isinstance(app.top, GameOverScene), "the game-over screen did not open"
    shoot(app, table, out / f"{tag}-gameover.png")
    if game == "austin-powers" and players > 2:
        # hot-seat: a gesture that every other player may copy, in the order they click
        table = new_table(app, game, players, layout, seed + 1, hotseat=True)
        rng = Rng(seed + 1)
        if advance(table, rng, lambda s, n: s.gesture is not None and s.gesture.waiting and len(s.gesture.copiers) == 1):
            uncover(app, table)
            shoot(app, table, out / f"{tag}-gesture.png")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("game", choices=["afterworld", "austin-powers"])
    p.add_argument("--players", type=int, nargs="+", default=[2])
    p.add_argument("--size", nargs="+", default=["1280x800"])
    p.add_argument("--layout", default=None)
    p.add_argument("--seed", type=int, default=5)
    p.add_argument("--mid", type=int, default=0, help="actions before the mid-game shot (default: a third of a game)")
    p.add_argument("--out", default="out/screenshots")
    p.add_argument("--lang", default="en", choices=["en", "ja"], help="the language of the table")
    args = p.parse_args()
    from tabletop.words import set_language
    set_language(args.lang)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    sizes = [tuple(int(v) for v in s.lower().split("x")) for s in args.size]
    app = App(sizes[0])
    for size in sizes:
        app.resize(size)
        for players in args.players:
            shots(app, args.game, players, size, args.layout, args.seed, args.mid, out)


if __name__ == "__main__":
    main()
