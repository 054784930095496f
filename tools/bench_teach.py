"""How long teaching takes headless: checking every shipped scenario and lesson, and one
lesson step on the table. Prints medians (this machine is shared and noisy).

    python tools/bench_teach.py [--repeat 7]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tabletop.resources import asset  # noqa: E402
from tabletop.teach.catalog import catalog, find_lesson  # noqa: E402
from tabletop.teach.lesson import LessonRun, load_lesson  # noqa: E402
from tabletop.teach.lessoncheck import check_lesson  # noqa: E402
from tabletop.teach.scenario import run_file  # noqa: E402


def median_ms(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t0) * 1000)
    return statistics.median(times)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--repeat", type=int, default=7)
    args = p.parse_args()
    scenarios = sorted(asset("scenarios").rglob("*.toml"))
    lessons = [e.path for e in catalog()]
    run_file(scenarios[0])  # warm the card pools
    ms = median_ms(lambda: [run_file(f) for f in scenarios], args.repeat)
    print(f"{len(scenarios)} scenarios checked: median {ms:.1f} ms ({ms / len(scenarios):.2f} ms each)")
    ms = median_ms(lambda: [check_lesson(load_lesson(f)) for f in lessons], args.repeat)
    print(f"{len(lessons)} lessons checked: median {ms:.1f} ms ({ms / len(lessons):.2f} ms each)")
    lesson = find_lesson("aw-3-movement")

    def attempts():
        run = LessonRun(lesson)
        while not run.done:
            run.attempt(run.expected()[0])
    ms = median_ms(attempts, args.repeat)
    print(f"aw-3-movement completed through LessonRun: median {ms:.2f} ms")
    from tabletop.ui.app import App
    from tabletop.ui.lesson_scene import start_lesson
    app = App((1280, 800))
    scene = start_lesson(app, lesson)
    scene.begin()
    for _ in range(3):
        app.step(1 / 60, [])
    frames = []
    for _ in range(60):
        t0 = time.perf_counter()
        app.step(1 / 60, [])
        frames.append((time.perf_counter() - t0) * 1000)
    print(f"lesson table frame (glows + panel) at 1280x800: median {statistics.median(frames):.2f} ms")


if __name__ == "__main__":
    main()
