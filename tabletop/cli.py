"""The one entry point: `tabletop [command] ...`.

Without a command the title screen opens. Every user mistake (a broken file, an unknown
card, a bad option) ends with a clear message on stderr and exit code 2, never a
traceback.
"""

from __future__ import annotations

import argparse
import sys

from .commands.layout import configure_layout, layout_check, layout_edit, layout_preview
from .commands.play import configure_play, game_names, play_command, replay_command, title_command, window_size
from .engine.errors import DataError, TabletopError, UsageError
from .engine.numbers import arg_whole, whole

__all__ = ["UsageError", "main", "run"]


# ---- deck (tabletop/commands/deck.py) ---------------------------------------------------

def deck_check(paths: list[str], out=None) -> int:
    from .commands.deck import deck_check as check
    return check(paths, out)


def _configure_deck(p: argparse.ArgumentParser) -> None:
    from .commands.deck import configure
    configure(p)


# ---- layout -----------------------------------------------------------------------------


# ---- play -------------------------------------------------------------------------------




# ---- simulate -----------------------------------------------------------------------------

def _configure_simulate(p: argparse.ArgumentParser) -> None:
    p.add_argument("game", help=game_names())
    p.add_argument("--games", type=arg_whole(), default=100, help="number of games (default 100)")
    p.add_argument("--players", type=arg_whole(), default=2, help="seats (default 2)")
    p.add_argument("--bots", default="random", help="bot per seat, comma separated (default random)")
    p.add_argument("--seed", default=1, help="seed of the first game (default 1)")
    p.add_argument("--jobs", type=arg_whole(), default=1, help="games played at once, in parallel processes (default 1)")
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
    p.add_argument("--cluster", metavar="ADDRESS",
                   help="play the games on a Ray cluster: its head's HOST:PORT, auto (the cluster this "
                        "machine belongs to) or local (one started here with --jobs CPUs); the same "
                        "report as without it (needs the extra: pip install 'tabletop[cluster]')")


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
    p.add_argument("--size", help="window size, e.g. 1024x600 (default: the table size setting)")


def lesson_command(args) -> int:
    from .commands.teach import lesson_list
    if not args.name:
        return lesson_list()
    from .teach.catalog import find_lesson
    lesson = find_lesson(args.name)  # an unknown name or a broken file: a message, exit 2
    from .ui.lesson_scene import lesson_table, open_lesson
    lesson_table(lesson)  # a broken layout: a message, exit 2, before any window opens
    return open_lesson(lesson, window_size(args.size))


def run(argv: list[str] | None = None) -> int:
    from .games.registry import entries
    titles = [e.title for e in entries()]
    from .words import LANGUAGES
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--lang", choices=LANGUAGES, default=argparse.SUPPRESS,
                        help="the language of the table (default: the one chosen on the title screen, "
                             "else the system's)")
    parser = argparse.ArgumentParser(
        prog="tabletop", parents=[common],
        description=f"Play {' and '.join(titles)} at one table. "
                    "Without a command, the title screen opens.")
    sub = parser.add_subparsers(dest="cmd", metavar="COMMAND")

    def add(*a, **k) -> argparse.ArgumentParser:  # every command takes --lang too
        return sub.add_parser(*a, parents=[common], **k)
    pl = add("play", help="play a game at once (you against the computer by default)")
    configure_play(pl)
    d = add("deck", help="check, export and build decks")
    _configure_deck(d)
    lay = add("layout", help="check, preview and edit table layouts")
    configure_layout(lay)
    rp = add("replay", help="watch a saved or finished game, or export its frames as PNG")
    rp.add_argument("file", help="a replay or save file (finished games are kept in your data folder)")
    rp.add_argument("--export", metavar="FOLDER", help="write the positions as PNG files instead of opening a window")
    rp.add_argument("--every", type=arg_whole(), default=1, help="with --export: every n-th position (default 1)")
    rp.add_argument("--size", default="1280x800", help="window or frame size")
    s = add("simulate", help="let computer players play many games headless")
    _configure_simulate(s)
    sc = add("scenario", help="check rules scenarios (position + actions + expected outcomes)")
    _configure_scenario(sc)
    le = add("lesson", help="open a lesson on the table (without a name: list the lessons)")
    _configure_lesson(le)
    from .commands import net
    net.configure_host(add("host", help="host a table that players join over the network"))
    net.configure_join(add("join", help="join a hosted table in a window (a computer player with --bot --headless)"))
    from .commands import netserve
    netserve.configure_serve(add("serve", help="host many tables in one process: players list, open and join them"))
    args = parser.parse_args(argv)
    _no_empty_names(args)
    if getattr(args, "seed", None) is not None:
        args.seed = _check_seed(args.seed)
    from .persist import settings
    from .words import set_language
    set_language(settings.language(getattr(args, "lang", None)))
    if args.cmd == "deck":
        from .commands.deck import run as deck_run
        return deck_run(args, window_size)
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
    if args.cmd == "serve":
        return netserve.serve_command(args)
    if args.cmd in ("host", "join"):
        if not args.headless:  # the window: tabletop/commands/netwindow.py
            from .commands import netwindow as window
            return window.host_window(args) if args.cmd == "host" else window.join_window(args)
        return net.host_command(args) if args.cmd == "host" else net.join_command(args)
    return title_command()


#: the arguments that name a file or a folder (an empty one would be the current folder)
FILE_ARGS = ("file", "files", "output", "export", "save", "cert", "key", "cafile", "layout")


def _no_empty_names(args) -> None:
    """An empty file or folder name is one message, never the current folder walked or read."""
    for name in FILE_ARGS:
        value = getattr(args, name, None)
        for v in value if isinstance(value, list) else [value]:
            if isinstance(v, str) and not v.strip():
                shown = "FILE" if name in ("file", "files") else f"--{name}"
                raise UsageError(f"{shown} {v!r}: an empty name: name a file or folder")
    for v in getattr(args, "deck", None) or []:
        if isinstance(v, str) and not v.strip():
            raise UsageError(f"--deck {v!r}: an empty name: name a file")


def _check_seed(seed: int | str) -> int:
    """A seed its saves can hold (any command that takes --seed), read as every number is
    (tabletop/engine/numbers.py)."""
    from .persist.document import MAX_SEED
    try:
        return whole(str(seed), "--seed", 0, MAX_SEED)
    except UsageError:
        shown = str(seed) if len(str(seed)) <= 24 else f"{str(seed)[:12]}... ({len(str(seed))} digits)"
        raise UsageError(f"--seed {shown}: a seed is a whole number from 0 to {MAX_SEED} "
                         "(a longer one could not be saved and read back)") from None


def main(argv: list[str] | None = None) -> int:
    try:
        return run(argv)
    except TabletopError as err:
        print(f"tabletop: {err}" if not isinstance(err, DataError) else str(err), file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # the output went to a reader that stopped (`| head`): not an error
        import os
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # (no second error at exit)
        return 0
