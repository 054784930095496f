"""`tabletop scenario run FILE...` and `tabletop lesson [NAME]`: the command-line side of teaching.

`scenario_run` prints each step as it goes (ok / FAILED with expected and actual) and a
summary; it returns 2 if any file is broken or any step fails, never raising for a user's
mistake. `lesson_list` prints the lessons with their progress; opening a lesson on the
table is the UI's job (tabletop/ui/lesson_scene.py).
"""

from __future__ import annotations

import sys
from pathlib import Path

from ..teach.catalog import Progress, catalog


def expand(paths: list[str]) -> list[Path]:
    """Files as given; a folder stands for every .toml file under it. A name that cannot be
    a file's (empty: not the current folder; too long) is a DataError naming it."""
    from ..engine.jsonfile import check_path
    out: list[Path] = []
    for p in paths:
        path = check_path(p)
        if path.is_dir():
            out.extend(sorted(path.rglob("*.toml")))
        else:
            out.append(path)
    return out


def scenario_run(paths: list[str], out=None, quiet: bool = False) -> int:
    """Run scenario (or lesson) files; 0 if all pass, 2 otherwise."""
    from ..teach.scenario import run_file
    out = out or sys.stdout

    def echo(line: str) -> None:
        print(line, file=out)

    files = expand(paths)
    if not files:
        folders = [p for p in paths if Path(p).is_dir()]
        echo(f"{folders[0]}: no scenario files (*.toml) in this folder" if folders else "no scenario files given")
        return 2
    passed = failed = broken = 0
    for path in files:
        report = run_file(path, None if quiet else echo)
        if report.broken:
            broken += 1
            if quiet:
                for line in report.broken:
                    echo(line)
        elif report.ok:
            passed += 1
            if not quiet:
                echo(f"  passed: {len(report.steps)} step{'s' if len(report.steps) != 1 else ''}")
        else:
            failed += 1
            bad = next(s for s in report.steps if not s.ok)
            if quiet:
                echo(f"{path}: FAILED at {bad.label}")
                for d in bad.details:
                    echo(f"    {d}")
            else:
                rest = f"; {report.skipped} later step{'s' if report.skipped != 1 else ''} not run" \
                    if report.skipped else ""
                echo(f"  FAILED at {bad.label.split(':')[0]}{rest}")
    parts = [f"{passed} passed"]
    if failed:
        parts.append(f"{failed} failed")
    if broken:
        parts.append(f"{broken} broken")
    echo(f"{len(files)} file{'s' if len(files) != 1 else ''}: " + ", ".join(parts))
    return 0 if not failed and not broken else 2


def lesson_list(out=None) -> int:
    """Print every shipped lesson with a tick for the completed ones, and per game how much
    of it is learned (rules, lessons) and which lesson comes next."""
    from ..games.registry import title_of
    from ..teach.catalog import is_done, next_to_learn, shares
    out = out or sys.stdout
    progress = Progress.load()
    if progress.warning:
        print(progress.warning, file=sys.stderr)
    by_game = {s.game: s for s in shares(progress)}
    game = None
    for e in catalog():
        if e.game != game:
            game = e.game
            share = by_game.get(game) if game else None
            head = f"{title_of(game) if game else 'unreadable lessons'}:"
            if share is not None:
                nxt = next_to_learn(progress, game)
                head += (f" {share.learned} of {share.rules} rules learned, {share.done} of {share.lessons} lessons done"
                         + (f"; next: {nxt.name}" if nxt is not None else "; all done"))
            print(head, file=out)
        tick = "[x]" if is_done(e, progress) else "[ ]"
        extra = f"  (cannot be read: {e.problem})" if e.problem else ""
        print(f"  {tick} {e.name:<34} {e.title}{extra}", file=out)
    print("Open one with: tabletop lesson NAME", file=out)
    return 0
