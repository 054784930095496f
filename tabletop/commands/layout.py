"""`tabletop layout check | preview | edit`: table layouts from the command line."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from ..engine.errors import DataError, UsageError
from .play import window_size


def layout_check(paths: list[str], out=None) -> int:
    """Check layout files; print every problem. 0 if all are clean, 2 otherwise."""
    out = out or sys.stdout
    from ..ui.layout import check_layout, find_layout

    bad = 0
    for ref in paths:
        try:
            path = find_layout(ref)
        except DataError as err:
            for p in err.problems:
                print(p, file=out)
            bad += 1
            continue
        layout, problems = check_layout(path)
        if problems:
            bad += 1
            for p in problems:
                print(p, file=out)
        elif layout is not None:
            print(f"{path}: good {layout.game} layout for {layout.players} players "
                  f"({len(layout.zones)} zones)", file=out)
    return 2 if bad else 0


def _headless() -> None:
    import os

    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def layout_preview(args, out=None) -> int:
    """Draw a layout headless with a sample mid-game position into a PNG."""
    out = out or sys.stdout
    from ..ui.layout import load_layout

    from ..persist.diskio import output_problem, place_new

    target = Path(args.output)
    problem = output_problem(target, (".png",), args.force)  # before any drawing: nothing replaced unasked
    if problem:
        raise UsageError(f"-o {args.output}: {problem}")
    layout = load_layout(args.file)  # a broken layout: DataError, every problem, exit 2
    size = window_size(args.size) or (round(layout.size[0]), round(layout.size[1]))
    _headless()
    from ..ui.app import App
    from ..ui.preview import render_preview

    import pygame

    app = App(size)
    tmp = target.absolute().parent / f".{target.stem}.{os.getpid()}.tmp.png"
    try:
        full = render_preview(app, layout, tmp, zones=args.zones, seed=args.seed)
        place_new(tmp, target, args.force)
    except FileExistsError:
        raise UsageError(f"-o {args.output}: a file of that name is there already: add --force to replace it") from None
    except (OSError, pygame.error) as exc:
        raise UsageError(f"cannot write {args.output!r}: {exc}") from None
    finally:
        if tmp.exists():
            tmp.unlink()
    note = "" if full else " (zones only: this game's table is not built yet)"
    print(f"wrote {target.absolute()}: {layout.name}, {size[0]}x{size[1]}{note}", file=out)
    return 0


def layout_edit(args) -> int:
    """Open the layout editor on a sample table of the layout."""
    from ..ui.layout import find_layout, load_layout

    path = find_layout(args.file)
    layout = load_layout(path)
    size = window_size(args.size) if args.size else (1280, 800)
    from ..ui.app import App
    from ..ui.editor import LayoutEditor
    from ..ui.preview import sample_table

    table = sample_table(layout)
    if table is None:
        raise UsageError(f"the {layout.game} table is not built yet, so its layouts cannot be edited on it")
    app = App(size, title=f"tabletop: editing {path.name}")
    app.push(table)
    app.push(LayoutEditor(table, on_close=lambda: setattr(app, "running", False)))
    app.run()
    return 0


def configure_layout(p: argparse.ArgumentParser) -> None:
    sub = p.add_subparsers(dest="layout_cmd", required=True, metavar="check|preview|edit")
    c = sub.add_parser("check", help="check layout files; every problem as file:line: key: what is wrong")
    c.add_argument("files", nargs="+", metavar="FILE", help="layout files or names of layouts")
    v = sub.add_parser("preview", help="draw a layout with a sample mid-game position into a PNG (no window)")
    v.add_argument("file", metavar="NAME|FILE", help="a layout name or file")
    v.add_argument("-o", "--output", required=True, metavar="OUT.png",
                   help="the picture to write (PNG; in a folder that exists; never over a file without --force)")
    v.add_argument("--force", action="store_true", help="replace the picture if OUT.png is there already")
    v.add_argument("--size", help="window size, e.g. 1024x600 (default: the layout's own size)")
    v.add_argument("--zones", action="store_true", help="draw every zone's frame and name over the table")
    v.add_argument("--seed", default=2, help="seed of the sample game (default 2)")
    e = sub.add_parser("edit", help="move and resize the zones of a layout on a sample table; save as your own")
    e.add_argument("file", metavar="NAME|FILE", help="a layout name or file")
    e.add_argument("--size", help="window size, e.g. 1024x600 (default 1280x800)")
