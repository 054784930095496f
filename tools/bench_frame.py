"""Frame time of a busy mid-game table, against one bare full-screen fill and flip.

    python tools/bench_frame.py                                  # Afterworld, 1280x800
    python tools/bench_frame.py --game austin-powers --players 6
    python tools/bench_frame.py --frames 600 --size 1920x1080

The busy frame: a mid-game position, a card dragged across the table (so its legal drop
places glow and physics runs), the pointer over another card (so the preview shows), the
log full. Every figure is a median. The reference, one bare fill and flip of the same
window, is measured between the busy frames (in blocks of ten, taking turns), so that both
see the same load of a shared machine. The table sends the window only what changed
(`App.present`); after each block of bare frames the first busy frame is sent whole
(--whole: every busy frame sent whole, for comparison). The CPU time of this process per
frame is printed beside the wall time. The run also counts how many card faces were drawn
anew during the measured frames: faces that did not change must come from the cache (0).

By default SDL's dummy video driver is used (no window); with DISPLAY set (a real screen or
Xvfb) pass --window to measure with a real window and a real flip. Under X11 the program
sends its pixels to the X server directly (tabletop/ui/app.py); SDL_FRAMEBUFFER_ACCELERATION=1
in the environment measures SDL's OpenGL texture path instead (both frames, the same way).

Then the idle CPU (process CPU time over wall time, --idle seconds each) of three windows in
the same run: a bare window that fills and flips at 60 frames a second (the reference), the
title screen and an Afterworld table waiting for the human, both run by the program's own
main loop (`App.rest`, which draws only when something changes), with its wait as the program
chooses it (under X11 blocked in select(), tabletop/ui/waiting.py) and, for comparison, with
the naps it falls back to elsewhere. With a real window it then measures the first-input
latency after a rest of --rest seconds: another X connection moves the pointer into the window
and the time until the table has seen the motion is taken (median of --latency tries; the
reference: the same move seen by a loop that only pumps SDL's events, without rest).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", default="afterworld")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--size", default="1280x800")
    p.add_argument("--frames", type=int, default=300)
    p.add_argument("--seed", type=int, default=5)
    p.add_argument("--window", action="store_true", help="use the real video driver (needs DISPLAY)")
    p.add_argument("--idle", type=float, default=5.0, help="seconds of each idle CPU measurement (0: none)")
    p.add_argument("--latency", type=int, default=9, help="tries of the first-input latency (0: none)")
    p.add_argument("--rest", type=float, default=1.0, help="seconds of rest before each latency try")
    p.add_argument("--whole", action="store_true", help="send every busy frame whole (no partial update)")
    p.add_argument("--profile", type=int, default=0, metavar="N",
                   help="also print the N functions that take the most time (cProfile) in the busy frames")
    args = p.parse_args()
    if not args.window:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

    import pygame

    from tabletop.engine.rng import Rng
    from tabletop.ui.app import App
    from tabletop.ui.launch import GameChoice, build_table
    from tabletop.play import COMPUTER, Seat

    size = tuple(int(v) for v in args.size.split("x"))
    app = App(size)
    seats = [Seat("")] + [Seat("", COMPUTER, "random") for _ in range(args.players - 1)]
    table = build_table(GameChoice(args.game, args.players, seats, seed=args.seed), threaded_bots=False)
    app.push(table)
    m = table.match
    rng = Rng(args.seed)
    n = 0
    # forward to a busy position where the human may drag something
    while not m.over and (n < 150 or m.to_act()[0] != 0 or not table.shown.aff.drags):
        seat = m.to_act()[0]
        legal = m.legal_actions(seat)
        m.play(legal[rng.randbelow(len(legal))])
        n += 1
        if m.to_act() and m.to_act()[0] == 0:
            table.refresh()
    table.refresh()
    table.settle()
    for _ in range(5):
        app.step(1 / 60, [])
    drag_pid = next(iter(table.shown.aff.drags))
    hover = next((pid for pid, pc in table.shown.pieces.items() if pc.preview and pid != drag_pid), None)
    start = table.screen_pos(drag_pid)
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
                      pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
    screen = app.screen
    bare: list[float] = []
    cpu: dict[str, list[float]] = {"bare": [], "busy": [], "hover": []}  # this process's CPU time
    prof = None

    def bare_frame() -> None:
        if prof is not None:
            prof.disable()
        c0, t0 = time.process_time(), time.perf_counter()
        screen.fill((30, 60, 40))
        pygame.display.flip()
        bare.append(time.perf_counter() - t0)
        cpu["bare"].append(time.process_time() - c0)
        if prof is not None:
            prof.enable()

    sent: dict[str, list[int]] = {"busy": [], "hover": []}  # pixels sent to the window per frame
    real_update, real_flip = pygame.display.update, pygame.display.flip
    area = [0]

    def update(rects=None):
        area[0] += sum(pygame.Rect(r).width * pygame.Rect(r).height for r in rects) if rects is not None else w * h
        real_update(rects)

    def flip():
        area[0] += w * h
        real_flip()

    def frame(times: list, kind: str, events: list, i: int) -> None:
        if i % BLOCK == 0:
            for _ in range(BLOCK):
                bare_frame()
            app.show_whole()  # the bare frames were drawn in the window
        if args.whole:
            app.show_whole()
        area[0] = 0
        pygame.display.update, pygame.display.flip = update, flip
        c0, t0 = time.process_time(), time.perf_counter()
        app.step(1 / 60, events)
        times.append(time.perf_counter() - t0)
        pygame.display.update, pygame.display.flip = real_update, real_flip
        sent[kind].append(area[0])
        cpu[kind].append(time.process_time() - c0)

    builds0 = table.painter.face_builds
    partial0 = app.partial_frames
    drawn0, stale0 = table.painter.partial_draws, table.painter.stale_draws
    busy = []
    w, h = size
    if args.profile:
        import cProfile
        prof = cProfile.Profile()
        prof.enable()
    for i in range(args.frames):
        # the dragged card sweeps across the table
        x = round(w * (0.1 + 0.8 * (i % 120) / 120))
        y = round(h * (0.3 + 0.4 * ((i // 120) % 2)))
        ev = [pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(1, 0, 0))]
        frame(busy, "busy", ev, i)
    dragged_builds = table.painter.face_builds - builds0
    partial = app.partial_frames - partial0
    if prof is not None:
        prof.disable()
    # hovering: the preview shows
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y), button=1)])
    table.settle()
    hover_frames = []
    if hover:
        hp = table.screen_pos(hover)
        app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=hp, rel=(0, 0), buttons=(0, 0, 0))])
        table.shown.pointer.hover_time = 10
        builds1 = table.painter.face_builds
        if prof is not None:
            prof.enable()
        for i in range(args.frames // 2):
            frame(hover_frames, "hover", [], i)
        if prof is not None:
            prof.disable()
        hover_builds = table.painter.face_builds - builds1
    else:
        hover_builds = 0
    med = statistics.median
    print(f"{args.game}, {args.players} players, {w}x{h}, driver {pygame.display.get_driver()}, "
          f"{len(table.shown.pieces)} pieces, {args.frames} frames")
    print(f"  bare fill + flip:             median {med(bare) * 1e3:.3f} ms (in turns with the busy frames)")
    print(f"  busy frame (drag + glow):     median {med(busy) * 1e3:.3f} ms "
          f"= {med(busy) / med(bare):.2f}x bare; p95 {sorted(busy)[int(len(busy) * 0.95)] * 1e3:.3f} ms")
    if hover_frames:
        print(f"  busy frame (hover preview):   median {med(hover_frames) * 1e3:.3f} ms "
              f"= {med(hover_frames) / med(bare):.2f}x bare")
    cb = med(cpu["bare"])
    print(f"  CPU time of this process per frame (median): bare {cb * 1e3:.3f} ms, busy drag "
          f"{med(cpu['busy']) * 1e3:.3f} ms = {med(cpu['busy']) / cb:.2f}x"
          + (f", hover {med(cpu['hover']) * 1e3:.3f} ms = {med(cpu['hover']) / cb:.2f}x" if hover_frames else ""))
    print(f"  pixels sent to the window per frame (median): drag {med(sent['busy']):.0f}, "
          f"hover {med(sent['hover']) if sent['hover'] else 0:.0f}, bare {w * h}; frames drawn in part "
          f"(the surface kept): {table.painter.partial_draws - drawn0}, begun in part and drawn whole: "
          f"{table.painter.stale_draws - stale0}")
    print(f"  busy frames sent to the window in part: {partial} of {len(busy)} (drag)"
          + (" (--whole)" if args.whole else ""))
    print(f"  card faces drawn anew while dragging: {dragged_builds}; while hovering: {hover_builds} "
          f"(0 = every unchanged face came from the cache)")
    if prof is not None:
        import pstats
        print(f"profile of the busy frames (drag, then hover), top {args.profile} by own time:")
        pstats.Stats(prof, stream=sys.stdout).sort_stats("tottime").print_stats(args.profile)
    if args.idle > 0:
        idle_report(app, args.idle)
    if args.window and args.latency > 0:
        latency_report(app, args.latency, args.rest)


#: bare frames and busy frames take turns in blocks of this many
BLOCK = 10


def _cpu_share(run, seconds: float) -> float:
    """Process CPU time over wall time while `run(until)` runs until the wall clock `until`."""
    w0, c0 = time.perf_counter(), time.process_time()
    run(w0 + seconds)
    return (time.process_time() - c0) / (time.perf_counter() - w0)


def idle_report(app, seconds: float) -> None:
    import pygame

    from tabletop.ui.launch import GameChoice, build_table
    from tabletop.play import COMPUTER, Seat
    from tabletop.ui.title import TitleScene

    def bare(until: float) -> None:
        clock = pygame.time.Clock()
        while time.perf_counter() < until:
            pygame.event.pump()
            app.screen.fill((30, 60, 40))
            pygame.display.flip()
            clock.tick(60)

    def program(until: float) -> None:
        pygame.event.clear()
        while time.perf_counter() < until:
            app.rest()

    def settle(ready=lambda: True) -> None:
        end = time.perf_counter() + 30
        while time.perf_counter() < end:  # the cards fly to their places, then the table rests
            app.rest()
            if ready() and not app.dirty and not app.animating():
                break

    def measure(scene, ready=lambda: True) -> tuple[float, int]:
        app.replace(scene)
        settle(ready)
        frames = app.frame
        share = _cpu_share(program, seconds)
        return share, app.frame - frames

    waiter = app.waiter
    rows = []
    for how in (["select", "naps"] if waiter is not None else ["naps"]):
        app.waiter = waiter if how == "select" else None
        title, title_frames = measure(TitleScene())
        seats = [Seat(""), Seat("", COMPUTER, "search")]
        table = build_table(GameChoice("afterworld", 2, seats, seed=5), autosave=False)
        idle_table, table_frames = measure(table, lambda: table.shown.acting == 0 and not table.computer.busy)
        assert table.shown.acting == 0 and table.is_human(0), "the idle table waits for the human"
        rows.append((how, title, title_frames, idle_table, table_frames))
    app.waiter = waiter
    ref = _cpu_share(bare, seconds)
    print(f"idle CPU (process CPU time / wall time, {seconds:g} s each, driver {pygame.display.get_driver()}):")
    print(f"  bare window, fill + flip at 60 fps: {ref * 100:.2f}% of a core")
    for how, title, title_frames, idle_table, table_frames in rows:
        print(f"  title screen ({how}):{' ' * (15 - len(how))}{title * 100:.2f}% = {title / ref:.3f}x bare "
              f"({title_frames} frames drawn)")
        print(f"  Afterworld table, human to act ({how}): {idle_table * 100:.2f}% = {idle_table / ref:.3f}x bare "
              f"({table_frames} frames drawn)")


def latency_report(app, tries: int, rest: float) -> None:
    """The first-input latency after a rest: the pointer moved by another X connection."""
    import ctypes
    import ctypes.util
    import threading

    import pygame

    info = pygame.display.get_wm_info()
    lib = ctypes.CDLL(ctypes.util.find_library("X11") or "libX11.so.6")
    lib.XOpenDisplay.restype = ctypes.c_void_p
    lib.XOpenDisplay.argtypes = [ctypes.c_char_p]
    lib.XWarpPointer.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong] + [ctypes.c_int] * 2 + \
        [ctypes.c_uint] * 2 + [ctypes.c_int] * 2
    lib.XFlush.argtypes = [ctypes.c_void_p]
    lib.XCloseDisplay.argtypes = [ctypes.c_void_p]
    dpy = lib.XOpenDisplay(None)
    if not dpy:
        print("first-input latency: no second X connection")
        return
    table = app.top
    w, h = app.screen.get_size()

    def one(resting: bool, i: int) -> float | None:
        pos = (w // 3 + 37 * i, h // 3 + 11 * (i % 5))
        sent: list[float] = []

        def move() -> None:
            # (the moves fall at phases spread over a nap and off the loop's half-second beats)
            time.sleep((rest + 0.013 + 0.1 * i / tries) if resting else 0.2)
            sent.append(time.perf_counter())  # (before: the main thread may take the GIL at once)
            lib.XWarpPointer(dpy, 0, info["window"], 0, 0, 0, 0, pos[0], pos[1])
            lib.XFlush(dpy)

        th = threading.Thread(target=move)
        pygame.event.clear()
        th.start()
        end = time.perf_counter() + rest + 2
        seen = None
        while time.perf_counter() < end and seen is None:
            if resting:
                app.rest()
                if table.input.mouse == pos:
                    seen = time.perf_counter()
            else:
                for ev in pygame.event.get():
                    if ev.type == pygame.MOUSEMOTION and ev.pos == pos:
                        seen = time.perf_counter()
        th.join()
        return (seen - sent[0]) * 1e3 if seen is not None and sent else None

    waiter = app.waiter
    rows = []
    for how in (["select", "naps"] if waiter is not None else ["naps"]):
        app.waiter = waiter if how == "select" else None
        got = [x for x in (one(True, i) for i in range(tries)) if x is not None]
        rows.append((how, got))
    app.waiter = waiter
    ref = [x for x in (one(False, i) for i in range(tries)) if x is not None]
    lib.XCloseDisplay(dpy)
    med = statistics.median
    print(f"first-input latency after {rest:g} s of rest (median of {tries}, pointer moved by another X client):")
    if ref:
        print(f"  reference, a loop that only pumps events: {med(ref):.2f} ms")
    for how, got in rows:
        if got and ref:
            print(f"  the table resting ({how}): {med(got):.2f} ms (max {max(got):.2f} ms; seen {len(got)} of {tries})")
        else:
            print(f"  the table resting ({how}): the move was not seen")


if __name__ == "__main__":
    main()
