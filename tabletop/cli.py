"""The one entry point: `tabletop [command] ...`.

Without a command the title screen opens. Every user mistake (a broken file, an unknown
card, a bad option) ends with a clear message on stderr and exit code 2, never a
traceback.
"""

from __future__ import annotations

import argparse
import sys

from .engine.errors import DataError, TabletopError, UsageError

__all__ = ["UsageError", "main", "run"]


def _game_names(sep: str = " or ", quote: bool = False, prefix: str = "") -> str:
    """The registered games' names for help texts and messages: 'a or b'."""
    from .games.registry import names
    return sep.join(prefix + (f'"{n}"' if quote else n) for n in names())


# ---- deck (tabletop/deckcmd.py) ----------------------------------------------------------

def deck_check(paths: list[str], out=None) -> int:
    from .deckcmd import deck_check as check
    return check(paths, out)


def _configure_deck(p: argparse.ArgumentParser) -> None:
    from .deckcmd import configure
    configure(p)


# ---- layout -----------------------------------------------------------------------------

def layout_check(paths: list[str], out=None) -> int:
    """Check layout files; print every problem. 0 if all are clean, 2 otherwise."""
    out = out or sys.stdout
    from .ui.layout import check_layout, find_layout

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
    from .ui.layout import load_layout

    layout = load_layout(args.file)  # a broken layout: DataError, every problem, exit 2
    size = _window_size(args.size) if args.size else (round(layout.size[0]), round(layout.size[1]))
    _headless()
    from .ui.app import App
    from .ui.preview import render_preview

    import pygame

    app = App(size)
    try:
        full = render_preview(app, layout, args.output, zones=args.zones, seed=args.seed)
    except (OSError, pygame.error) as exc:
        raise UsageError(f"cannot write {args.output!r}: {exc}") from None
    note = "" if full else " (zones only: this game's table is not built yet)"
    print(f"{args.output}: {layout.name}, {size[0]}x{size[1]}{note}", file=out)
    return 0


def layout_edit(args) -> int:
    """Open the layout editor on a sample table of the layout."""
    from .ui.layout import find_layout, load_layout

    path = find_layout(args.file)
    layout = load_layout(path)
    size = _window_size(args.size) if args.size else (1280, 800)
    from .ui.app import App
    from .ui.editor import LayoutEditor
    from .ui.preview import sample_table

    table = sample_table(layout)
    if table is None:
        raise UsageError(f"the {layout.game} table is not built yet, so its layouts cannot be edited on it")
    app = App(size, title=f"tabletop: editing {path.name}")
    app.push(table)
    app.push(LayoutEditor(table, on_close=lambda: setattr(app, "running", False)))
    app.run()
    return 0


def _configure_layout(p: argparse.ArgumentParser) -> None:
    sub = p.add_subparsers(dest="layout_cmd", required=True, metavar="check|preview|edit")
    c = sub.add_parser("check", help="check layout files; every problem as file:line: key: what is wrong")
    c.add_argument("files", nargs="+", metavar="FILE", help="layout files or names of layouts")
    v = sub.add_parser("preview", help="draw a layout with a sample mid-game position into a PNG (no window)")
    v.add_argument("file", metavar="NAME|FILE", help="a layout name or file")
    v.add_argument("-o", "--output", required=True, metavar="OUT.png", help="the picture to write")
    v.add_argument("--size", help="window size, e.g. 1024x600 (default: the layout's own size)")
    v.add_argument("--zones", action="store_true", help="draw every zone's frame and name over the table")
    v.add_argument("--seed", type=int, default=2, help="seed of the sample game (default 2)")
    e = sub.add_parser("edit", help="move and resize the zones of a layout on a sample table; save as your own")
    e.add_argument("file", metavar="NAME|FILE", help="a layout name or file")
    e.add_argument("--size", help="window size, e.g. 1024x600 (default 1280x800)")


# ---- play -------------------------------------------------------------------------------

def _configure_play(p: argparse.ArgumentParser) -> None:
    p.add_argument("game", nargs="?", help=f"{_game_names()} (not needed with --resume)")
    p.add_argument("--resume", action="store_true", help="bring back the last game exactly as it was")
    p.add_argument("--players", type=int, default=2, help="seats (default 2)")
    p.add_argument("--seat", action="append", default=[], metavar="N=WHO",
                   help="who sits at seat N: human or a computer player (e.g. --seat 2=random)")
    p.add_argument("--bot", default="", help="computer player for every seat not given: easy, normal or hard "
                        "(default normal; random, greedy and search work too)")
    p.add_argument("--hotseat", action="store_true", help="every seat is a human at this mouse")
    p.add_argument("--layout", help="layout name or TOML file")
    p.add_argument("--deck", action="append", default=[], metavar="N=FILE",
                   help="seat N plays the deck in FILE (TOML or a text list; checked first)")
    p.add_argument("--seed", type=int, help="seed of the game (default: random)")
    p.add_argument("--size", default="1280x800", help="window size, e.g. 1024x600")


def _seats(args, players: int):
    from .ai.base import BOTS, DEFAULT_BOT
    from .play import COMPUTER, Seat

    default_bot = args.bot or DEFAULT_BOT
    if default_bot not in BOTS:
        raise UsageError(f"unknown computer player {default_bot!r}; the computer players are {', '.join(BOTS)}")
    seats = [Seat.of("", human=(i == 0 or args.hotseat), bot=default_bot) for i in range(players)]
    for item in args.seat:
        num, _, who = item.partition("=")
        if not num.isdigit() or not 1 <= int(num) <= players or not who:
            raise UsageError(f"--seat {item!r}: write N=human or N=BOT with N from 1 to {players}")
        i = int(num) - 1
        if who == "human":
            seats[i] = Seat.of("", True, default_bot)
        elif who in BOTS:
            seats[i] = Seat("", COMPUTER, who)
        else:
            raise UsageError(f"--seat {item!r}: unknown computer player {who!r}; "
                             f"the computer players are {', '.join(BOTS)}")
    return seats


def play_command(args) -> int:
    from .games import entry, get_game
    from .ui.launch import GameChoice, build_table

    if args.resume:
        return resume_command(args)
    if not args.game:
        raise UsageError("say which game: " + _game_names(", or ", prefix="tabletop play "))
    e = entry(args.game)  # an unknown game: UsageError naming the games
    name = e.name
    get_game(name)
    players = args.players
    problem = e.players_problem(players)
    if problem:
        raise UsageError(problem)
    size = _window_size(args.size)
    from .deckcmd import parse_deck_options
    decks = parse_deck_options(args.deck, get_game(name), players)  # every violation, before any window
    choice = GameChoice(name, players, _seats(args, players), layout=args.layout, seed=args.seed, decks=decks)
    table = build_table(choice)  # a broken layout or deck raises DataError before any window opens
    from .ui.app import App
    from .ui.title import TitleScene

    app = App(size)
    app.push(TitleScene(name))
    table.on_exit = lambda: app.replace(TitleScene(name))
    app.push(table)
    app.run()
    return 0


def _window_size(text: str) -> tuple[int, int]:
    try:
        parts = text.lower().split("x")
        assert len(parts) == 2 and all(p.strip().isdigit() and len(p.strip()) <= 40 for p in parts)
        size = (int(parts[0]), int(parts[1]))
    except (ValueError, AssertionError):
        raise UsageError(f"--size {text!r}: write WIDTHxHEIGHT such as 1280x800") from None
    if not all(MIN_SIDE <= v <= MAX_SIDE for v in size):
        raise UsageError(f"--size {text!r}: width and height must be from {MIN_SIDE} to {MAX_SIDE} pixels")
    return size


MIN_SIDE, MAX_SIDE = 200, 16384


def resume_command(args) -> int:
    from .ui.session import resumable, table_from_save

    path = resumable()
    if path is None:
        raise UsageError("there is no game to resume (the last one is finished, or none was played yet)")
    try:
        table = table_from_save(path)
    except DataError as err:  # a damaged autosave: named, set aside, the earlier one offered; exit 2
        from .ui.session import damaged_autosave
        raise UsageError(damaged_autosave(path, err)) from None
    from .ui.app import App
    from .ui.title import TitleScene

    app = App(_window_size(args.size))
    app.push(TitleScene(table.game.name))
    table.on_exit = lambda: app.replace(TitleScene(table.game.name))
    app.push(table)
    app.run()
    return 0


def replay_command(args) -> int:
    from pathlib import Path

    size = _window_size(args.size)
    if args.export:
        import os
        folder = Path(args.export)
        from .persist.diskio import writable_folder
        problem = writable_folder(folder) if not folder.exists() or folder.is_dir() else \
            "this is a file, not a folder: name a folder for the frames"
        if not problem and any(folder.glob("frame-*.png")):
            problem = "this folder already holds frames (frame-*.png): name an empty or new folder"
        if problem:
            raise UsageError(f"--export {args.export}: {problem}")
        if not 1 <= args.every <= 1_000_000:
            raise UsageError("--every must be from 1 to 1,000,000")
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        from .ui.replay import export_frames
        frames = export_frames(Path(args.file), Path(args.export), args.every, size)
        print(f"wrote {len(frames)} frames to {args.export}")
        return 0
    from .ui.replay import open_replay
    app, _ = open_replay(Path(args.file), size)
    app.run()
    return 0


def title_command(size=(1280, 800)) -> int:
    from .ui.app import App
    from .ui.title import TitleScene

    app = App(size)
    app.push(TitleScene())
    app.run()
    return 0


# ---- simulate -----------------------------------------------------------------------------

def _configure_simulate(p: argparse.ArgumentParser) -> None:
    p.add_argument("game", help=_game_names())
    p.add_argument("--games", type=int, default=100, help="number of games (default 100)")
    p.add_argument("--players", type=int, default=2, help="seats (default 2)")
    p.add_argument("--bots", default="random", help="bot per seat, comma separated (default random)")
    p.add_argument("--seed", type=int, default=1, help="seed of the first game (default 1)")
    p.add_argument("--jobs", type=int, default=1, help="games played at once, in parallel processes (default 1)")
    p.add_argument("--budget", metavar="N|Ts|N,Ts",
                   help="the search bot's budget per decision: N playouts (reproducible), a time such "
                        "as 0.5s (not reproducible), or both, whichever comes first (default 300,0.9s: "
                        "the report says whether the time cut any decision short)")
    p.add_argument("--swap", action=argparse.BooleanOptionalAction, default=True,
                   help="turn the seats every game when the bots differ, so each bot plays every "
                        "seat equally often (default on; --no-swap keeps the --bots order)")
    p.add_argument("--save", metavar="FOLDER", help="save every game as a replay in FOLDER")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.add_argument("--cards", action="store_true",
                   help="add per-card figures: games in which each card was played, the win rate "
                        "when played, games in which it was drawn but never playable")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                   help="a rules option of the game for every game, e.g. happening_copy=optional "
                        "(repeatable)")
    p.add_argument("--matchups", action="store_true",
                   help="two players: every pair of decks (the starter decks and every --deck), "
                        "each deck moving first and second, --games games each way; a table of "
                        "win %% with 95%% intervals")
    p.add_argument("--deck", action="append", default=[], metavar="FILE",
                   help="with --matchups: a deck of your own to play against the others (repeatable)")


# ---- scenario and lesson (teaching, tabletop/teach) -------------------------------------------

def _configure_scenario(p: argparse.ArgumentParser) -> None:
    sub = p.add_subparsers(dest="scenario_cmd", required=True, metavar="run")
    r = sub.add_parser("run", help="check scenario (or lesson) files headless, step by step")
    r.add_argument("files", nargs="+", metavar="FILE", help="scenario or lesson files, or folders of them")
    r.add_argument("--quiet", action="store_true", help="print only failures and the summary")


def scenario_command(args) -> int:
    from .commands.teach import scenario_run
    return scenario_run(args.files, quiet=args.quiet)


def _configure_lesson(p: argparse.ArgumentParser) -> None:
    p.add_argument("name", nargs="?", help="the lesson to open (without a name: list the lessons)")
    p.add_argument("--size", default="1280x800", help="window size, e.g. 1024x600")


def lesson_command(args) -> int:
    from .commands.teach import lesson_list
    if not args.name:
        return lesson_list()
    from .teach.catalog import find_lesson
    lesson = find_lesson(args.name)  # an unknown name or a broken file: a message, exit 2
    from .ui.lesson_scene import lesson_table, open_lesson
    lesson_table(lesson)  # a broken layout: a message, exit 2, before any window opens
    return open_lesson(lesson, _window_size(args.size))


def run(argv: list[str] | None = None) -> int:
    from .games.registry import entries
    titles = [e.title for e in entries()]
    parser = argparse.ArgumentParser(
        prog="tabletop",
        description=f"Play {' and '.join(titles)} at one table. "
                    "Without a command, the title screen opens.")
    sub = parser.add_subparsers(dest="cmd", metavar="COMMAND")
    pl = sub.add_parser("play", help="play a game at once (you against the computer by default)")
    _configure_play(pl)
    d = sub.add_parser("deck", help="check, export and build decks")
    _configure_deck(d)
    lay = sub.add_parser("layout", help="check, preview and edit table layouts")
    _configure_layout(lay)
    rp = sub.add_parser("replay", help="watch a saved or finished game, or export its frames as PNG")
    rp.add_argument("file", help="a replay or save file (finished games are kept in your data folder)")
    rp.add_argument("--export", metavar="FOLDER", help="write the positions as PNG files instead of opening a window")
    rp.add_argument("--every", type=int, default=1, help="with --export: every n-th position (default 1)")
    rp.add_argument("--size", default="1280x800", help="window or frame size")
    s = sub.add_parser("simulate", help="let computer players play many games headless")
    _configure_simulate(s)
    sc = sub.add_parser("scenario", help="check rules scenarios (position + actions + expected outcomes)")
    _configure_scenario(sc)
    le = sub.add_parser("lesson", help="open a lesson on the table (without a name: list the lessons)")
    _configure_lesson(le)
    from .commands import net
    net.configure_host(sub.add_parser("host", help="host a table that players join over the network"))
    net.configure_join(sub.add_parser("join", help="join a hosted table in a window (a computer player with --bot --headless)"))
    args = parser.parse_args(argv)
    _check_seed(getattr(args, "seed", None))
    if args.cmd == "deck":
        from .deckcmd import run as deck_run
        return deck_run(args, _window_size)
    if args.cmd == "layout" and args.layout_cmd == "check":
        return layout_check(args.files)
    if args.cmd == "layout" and args.layout_cmd == "preview":
        return layout_preview(args)
    if args.cmd == "layout" and args.layout_cmd == "edit":
        return layout_edit(args)
    if args.cmd == "simulate":
        from .commands.simulate import simulate_command
        return simulate_command(args)
    if args.cmd == "play":
        return play_command(args)
    if args.cmd == "replay":
        return replay_command(args)
    if args.cmd == "scenario":
        return scenario_command(args)
    if args.cmd == "lesson":
        return lesson_command(args)
    if args.cmd in ("host", "join"):
        if not args.headless:  # the window: tabletop/ui/netplay/commands.py
            from .commands import netwindow as window
            return window.host_window(args) if args.cmd == "host" else window.join_window(args)
        return net.host_command(args) if args.cmd == "host" else net.join_command(args)
    return title_command()


def _check_seed(seed: int | None) -> None:
    """A seed its saves can hold (any command that takes --seed)."""
    from .persist.document import MAX_SEED
    if seed is not None and not 0 <= seed <= MAX_SEED:
        shown = str(seed) if len(str(seed)) <= 24 else f"{str(seed)[:12]}... ({len(str(seed))} digits)"
        raise UsageError(f"--seed {shown}: a seed is a whole number from 0 to {MAX_SEED} "
                         "(a longer one could not be saved and read back)")


def main(argv: list[str] | None = None) -> int:
    try:
        return run(argv)
    except TabletopError as err:
        print(f"tabletop: {err}" if not isinstance(err, DataError) else str(err), file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
