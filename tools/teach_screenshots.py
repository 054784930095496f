"""Screenshots of teaching, headless: a lesson step on the table and the rules reference, or a
whole path of lessons.

    python tools/teach_screenshots.py                       # out/screenshots/teach-*.png, 1280x800
    python tools/teach_screenshots.py --size 1024x600
    python tools/teach_screenshots.py --lesson aw-4 --step 2 --rule AW-7.5
    python tools/teach_screenshots.py --path afterworld --lang ja   # every lesson of the game: its
                                                            # intro, each step done, the list

With ``--path`` the shots follow a learner through every lesson of the game in order: the
list of lessons (progress so far), each lesson's intro box, the panel after each step (a
wrong move shown where the step foresees one, the card preview beside the panel on one step
of each lesson), and the closing box.

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
    p.add_argument("--path", default="", help="a game: shoot its whole path of lessons")
    p.add_argument("--lang", default="en", choices=("en", "ja"))
    args = p.parse_args(argv)
    from tabletop import words
    words.set_language(args.lang)
    if args.path:
        shoot_path(args)
        return
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


def shoot_path(args) -> None:
    """Every lesson of `args.path`, as a learner goes through them (see the module's docstring)."""
    from tabletop.teach.catalog import catalog
    from tabletop.ui.lesson_picker import LessonPicker
    size = tuple(int(v) for v in args.size.lower().split("x"))
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    os.environ.setdefault("TABLETOP_HOME", str(out / "home"))
    tag = f"{args.path[:2]}-{args.lang}-{size[0]}x{size[1]}"
    app = App(size)

    def shot(name: str) -> None:
        frames(app, 4)
        path = out / f"path-{tag}-{name}.png"
        app.screenshot(str(path))
        print("wrote", path)

    for n, entry in enumerate(catalog(args.path), 1):
        picker = LessonPicker(args.path)
        app.push(picker)
        shot(f"{n:02}-0-list")
        picker.open(find_lesson(str(entry.path)))
        scene = picker.current
        run, table = scene.run, scene.table
        shot(f"{n:02}-1-intro")
        scene.begin()
        hovered = False
        while not run.done:
            if run.pending:
                shot(f"{n:02}-step{run.index + 1}-next-exercise")
                scene.next_exercise()
            step = run.step
            if step.trial is not None:
                shot(f"{n:02}-step{run.index + 1}")
                scene.try_step()
                continue
            if step.mistakes:
                scene.perform(read_action(run.game, run.state, step.mistakes[0].do))
                table.settle()
                shot(f"{n:02}-step{run.index + 1}-mistake")
            elif not hovered and step.highlight:
                card = next((pid for pid in table.shown.pieces if pid in run.highlight_ids()[0] and pid.startswith("card:")), None)
                if card is not None:
                    table.input.hover_pid, table.shown.pointer.hover_time = card, 5.0
                    shot(f"{n:02}-step{run.index + 1}-preview")
                    table.input.hover_pid, table.shown.pointer.hover_time = None, 0.0
                    hovered = True
            if step.wrong is not None and step.by == "button":
                scene.try_wrong()
            else:
                scene.perform(run.expected()[0])
            table.settle()
            shot(f"{n:02}-step{run.index}-done")
        shot(f"{n:02}-9-complete")
        while app.scenes:
            app.pop()


if __name__ == "__main__":
    main()
