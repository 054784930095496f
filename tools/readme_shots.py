"""The pictures at the top of README.md, made again from the program itself:

    python tools/readme_shots.py              # docs/img/*.png (English)
    python tools/readme_shots.py --lang ja    # docs/img/ja/*.png (Japanese)

Headless (SDL's dummy driver), 1280x800: Afterworld in the middle of a game, Austin Powers for
six, a lesson step after a wrong move, the deck builder, and the rules reference. Each is the
same scene the screenshot tools draw (tools/screenshots.py, tools/teach_screenshots.py), so the
pictures show what a player sees; run this after changing how the table looks.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import shutil
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tools")]

SIZE = (1280, 800)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--lang", default="en", choices=["en", "ja"])
    p.add_argument("--out", type=Path, default=None, help="default docs/img (docs/img/ja with --lang ja)")
    args = p.parse_args(argv)
    out = args.out or (ROOT / "docs" / "img" / ("ja" if args.lang == "ja" else ""))
    out.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix="readme-shots-"))
    os.environ["TABLETOP_HOME"] = str(work / "home")  # never the player's own saves or progress

    from tabletop.words import set_language
    set_language(args.lang)
    import screenshots
    import teach_screenshots

    from tabletop.ui.app import App
    from tabletop.ui.deckbuilder.scene import DeckBuilder

    app = App(SIZE)
    wanted = {("afterworld", 2, "midgame"): "afterworld.png", ("austin-powers", 6, "gesture"): "austin-powers-6.png"}
    for (game, players, moment), name in wanted.items():
        with contextlib.redirect_stdout(io.StringIO()):
            screenshots.shots(app, game, players, SIZE, None, 5, 0, work)
        shutil.copy(work / f"{game}-{players}p-{SIZE[0]}x{SIZE[1]}-{moment}.png", out / name)
        print("wrote", out / name)
    with contextlib.redirect_stdout(io.StringIO()):
        teach_screenshots.main(["--out", str(work), "--lesson", "aw-03-movement", "--step", "3"])
    tag = f"{SIZE[0]}x{SIZE[1]}"
    step = next(work.glob(f"teach-aw-03-movement-step*-{tag}.png"))
    shutil.copy(step, out / "lesson.png")
    shutil.copy(work / f"teach-rules-at-aw-03-movement-{tag}.png", out / "rules.png")
    print("wrote", out / "lesson.png", out / "rules.png")
    while app.top is not None:
        app.pop()
    builder = app.push(DeckBuilder("afterworld"))
    for _ in range(3):
        app.step(1 / 30, [])
    app.screenshot(str(out / "deck-builder.png"))
    print("wrote", out / "deck-builder.png")
    builder.stack.pop(builder)
    shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
