"""Screenshots of every shipped layout with the sample mid-game position, headless.

    python tools/layout_shots.py                    # out/layouts/<layout>-<W>x<H>.png
    python tools/layout_shots.py afterworld-compact --sizes 1024x600,800x480 --zones

Each layout is drawn at the window size it was made for (its `layout.size`) and at the
smallest window the program allows (640 x 400), where a layout has to stay usable. A
game whose table is not built yet is drawn as its zones (frames and names).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tabletop.resources import layouts_dir  # noqa: E402
from tabletop.ui.app import MIN_SIZE, App  # noqa: E402
from tabletop.ui.layout import load_layout  # noqa: E402
from tabletop.ui.preview import render_preview  # noqa: E402


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("layouts", nargs="*", help="layout names (default: every shipped layout)")
    p.add_argument("--sizes", default="", help="window sizes, comma separated (default: the layout's own and 640x400)")
    p.add_argument("--zones", action="store_true", help="also draw the zone frames and names")
    p.add_argument("--out", default="out/layouts")
    args = p.parse_args()
    names = args.layouts or [f.stem for f in sorted(layouts_dir().glob("*.toml"))]
    out = Path(args.out)
    app = App(MIN_SIZE)
    for name in names:
        layout = load_layout(name)
        sizes = ([tuple(int(v) for v in s.split("x")) for s in args.sizes.split(",")] if args.sizes
                 else [(round(layout.size[0]), round(layout.size[1])), MIN_SIZE])
        for size in sizes:
            app.resize(size)
            path = out / f"{name}-{size[0]}x{size[1]}{'-zones' if args.zones else ''}.png"
            full = render_preview(app, layout, path, zones=args.zones)
            print("wrote", path, "" if full else "(zones only: the table of this game is not built yet)")


if __name__ == "__main__":
    main()
