"""Screenshots of teaching, headless: a lesson step on the table and the rules reference.

    python tools/teach_screenshots.py                       # out/screenshots/teach-*.png, 1280x800
    python tools/teach_screenshots.py --size 1024x600
    python tools/teach_screenshots.py --lesson aw-4 --step 2 --rule AW-7.5

The lesson shot shows the step after a wrong move (its explanation in the panel, the
toast over the world) with the step's highlights glowing; the rules shot opens the
reference at the rule that explanation cites, then one with a search typed in.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from tabletop.teach.actions import read_action  # noqa: E402
from tabletop.teach.catalog import find_lesson  # noqa: E402
from tabletop.ui.app import App  # noqa: E402
from tabletop.ui.lesson_scene import start_lesson  # noqa: E402
from tabletop.ui.rules_scene import RulesScene  # noqa: E402


def frames(app: App, n: int = 3) -> None:
    for _ in range(n):
        app.step(1 / 30, [])


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--size", default="1280x800")
    p.add_argument("--lesson", default="aw-3-movement")
    p.add_argument("--step", type=int, default=3, help="the step to show (1 = first)")
    p.add_argument("--search", default="fortress", help="the search typed in the second rules shot")
    p.add_argument("--out", default="out/screenshots")
    args = p.parse_args(argv)
    size = tuple(int(v) for v in args.size.lower().split("x"))
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    os.environ.setdefault("TABLETOP_HOME", str(out / "home"))  # never touch the real progress file
    tag = f"{size[0]}x{size[1]}"
    app = App(size)
    lesson = find_lesson(args.lesson)
    scene = start_lesson(app, lesson)
    table, run = scene.table, scene.run
    frames(app)
    app.screenshot(str(out / f"teach-{lesson.name}-intro-{tag}.png"))
    scene.begin()
    while run.index < args.step - 1 and not run.done:
        scene.perform(run.expected()[0])
    table.settle()
    step = run.step
    if step is not None and step.mistakes:
        scene.perform(read_action(run.game, run.state, step.mistakes[0].do))
    frames(app, 12)
    table.settle()
    app.screenshot(str(out / f"teach-{lesson.name}-step{run.index + 1}-{tag}.png"))
    print("wrote", out / f"teach-{lesson.name}-step{run.index + 1}-{tag}.png")
    table.open_rules()
    frames(app)
    app.screenshot(str(out / f"teach-rules-at-{lesson.name}-{tag}.png"))
    print("wrote", out / f"teach-rules-at-{lesson.name}-{tag}.png")
    rules = app.top
    assert isinstance(rules, RulesScene)
    for ch in args.search:
        app.step(1 / 30, [pygame.event.Event(pygame.TEXTINPUT, text=ch)])
    frames(app)
    app.screenshot(str(out / f"teach-rules-search-{lesson.name}-{tag}.png"))
    print("wrote", out / f"teach-rules-search-{lesson.name}-{tag}.png")


if __name__ == "__main__":
    main()
