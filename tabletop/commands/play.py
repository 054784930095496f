"""`tabletop play`, `play --resume`, `replay`, and the title screen: the windows a command opens."""

from __future__ import annotations

import argparse

from ..engine.errors import DataError, UsageError
from ..engine.numbers import arg_whole, seat_item, whole

#: the window's smallest and largest side in pixels (--size)
MIN_SIDE, MAX_SIDE = 200, 16384


def game_names(sep: str = " or ", quote: bool = False, prefix: str = "") -> str:
    """The registered games' names for help texts and messages: 'a or b'."""
    from ..games.registry import names
    return sep.join(prefix + (f'"{n}"' if quote else n) for n in names())


def configure_play(p: argparse.ArgumentParser) -> None:
    p.add_argument("game", nargs="?", help=f"{game_names()} (not needed with --resume)")
    p.add_argument("--resume", action="store_true", help="bring back the last game exactly as it was")
    p.add_argument("--players", type=arg_whole(), default=2, help="seats (default 2)")
    p.add_argument("--seat", action="append", default=[], metavar="N=WHO",
                   help="who sits at seat N: human or a computer player (e.g. --seat 2=random)")
    p.add_argument("--bot", default="", help="computer player for every seat not given: easy, normal or hard "
                        "(default normal; a first game against the computer asks, easy unless you choose; "
                        "random, greedy and search work too)")
    p.add_argument("--hotseat", action="store_true", help="every seat is a human at this mouse")
    p.add_argument("--layout", help="layout name or TOML file")
    p.add_argument("--deck", action="append", default=[], metavar="N=FILE",
                   help="seat N plays the deck in FILE (TOML or a text list; checked first)")
    p.add_argument("--seed", help="seed of the game (default: random)")
    p.add_argument("--size", help="window size, e.g. 1024x600 (default: the table size setting, 100%%: 1280x800)")


def _seats(args, players: int):
    from ..ai.base import BOTS, DEFAULT_BOT
    from ..play import COMPUTER, Seat

    default_bot = args.bot or DEFAULT_BOT
    if default_bot not in BOTS:
        raise UsageError(f"unknown computer player {default_bot!r}; the computer players are {', '.join(BOTS)}")
    seats = [Seat.of("", human=(i == 0 or args.hotseat), bot=default_bot) for i in range(players)]
    for item in args.seat:
        i, who = seat_item(item, "--seat", players)
        if who == "human":
            seats[i] = Seat.of("", True, default_bot)
        elif who in BOTS:
            seats[i] = Seat("", COMPUTER, who)
        else:
            raise UsageError(f"--seat {item!r}: unknown computer player {who!r}; "
                             f"the computer players are {', '.join(BOTS)}")
    return seats


def play_command(args) -> int:
    from ..games import entry, get_game
    from ..ui.launch import GameChoice, build_table

    if args.resume:
        return resume_command(args)
    if not args.game:
        raise UsageError("say which game: " + game_names(", or ", prefix="tabletop play "))
    e = entry(args.game)  # an unknown game: UsageError naming the games
    name = e.name
    get_game(name)
    players = args.players
    problem = e.players_problem(players)
    if problem:
        raise UsageError(problem)
    size = window_size(args.size)
    from .deck import parse_deck_options
    decks = parse_deck_options(args.deck, get_game(name), players)  # every violation, before any window
    choice = GameChoice(name, players, _seats(args, players), layout=args.layout, seed=args.seed, decks=decks)
    from ..ui.app import App
    from ..ui.title import TitleScene
    from ..ui.welcome import begun_against_computer

    if _first_game(args, choice):  # the level is chosen in the window, easy unless one click says otherwise
        from ..ui.first_game import FirstGameScene
        from ..ui.layout import default_layout_name, load_layout
        load_layout(choice.layout or default_layout_name(name, players), game=name, players=players)  # broken: now
        app = App(size)
        app.push(TitleScene(name))
        app.push(FirstGameScene(choice, on_exit=lambda: _back_to_title(app, name)))
        app.run()
        return 0
    table = build_table(choice)  # a broken layout or deck raises DataError before any window opens
    if any(not s.human for s in choice.seats):
        begun_against_computer()
    app = App(size)
    app.push(TitleScene(name))
    table.on_exit = lambda: app.replace(TitleScene(name))
    app.push(table)
    app.run()
    return 0


def _back_to_title(app, name: str) -> None:
    from ..ui.title import TitleScene
    app.replace(TitleScene(name))


def _first_game(args, choice) -> bool:
    """A first game against the computer whose level the command line leaves open."""
    from ..persist.progress import Progress
    chosen = any(item.partition("=")[2] not in ("", "human") for item in args.seat)
    return (not args.bot and not chosen and any(not s.human for s in choice.seats)
            and Progress.load().games == 0)


def window_size(text: str | None) -> tuple[int, int] | None:
    """The window asked for by --size (None: none asked; the table-size setting decides)."""
    if text is None:
        return None
    try:
        parts = text.lower().split("x")
        assert len(parts) == 2
        size = (whole(parts[0], "", 0, 10 ** 40), whole(parts[1], "", 0, 10 ** 40))
    except (UsageError, AssertionError):
        raise UsageError(f"--size {text!r}: write WIDTHxHEIGHT such as 1280x800") from None
    if not all(MIN_SIDE <= v <= MAX_SIDE for v in size):
        raise UsageError(f"--size {text!r}: width and height must be from {MIN_SIDE} to {MAX_SIDE} pixels")
    return size


def resume_command(args) -> int:
    from ..ui.session import resumable, table_from_save

    path = resumable()
    if path is None:
        raise UsageError("there is no game to resume (the last one is finished, or none was played yet)")
    try:
        table = table_from_save(path)
    except DataError as err:  # a damaged autosave: named, set aside, the earlier one offered; exit 2
        from ..ui.session import damaged_autosave
        raise UsageError(damaged_autosave(path, err)) from None
    from ..ui.app import App
    from ..ui.title import TitleScene

    app = App(window_size(args.size))
    app.push(TitleScene(table.game.name))
    table.on_exit = lambda: app.replace(TitleScene(table.game.name))
    app.push(table)
    app.run()
    return 0


def replay_command(args) -> int:
    from pathlib import Path

    size = window_size(args.size)
    if args.export:
        import os
        folder = Path(args.export)
        from ..persist.diskio import writable_folder
        problem = writable_folder(folder)  # (a name too long, a file there: said, nothing written)
        if not problem and any(folder.glob("frame-*.png")):
            problem = "this folder already holds frames (frame-*.png): name an empty or new folder"
        if problem:
            raise UsageError(f"--export {args.export}: {problem}")
        if not 1 <= args.every <= 1_000_000:
            raise UsageError("--every must be from 1 to 1,000,000")
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        from ..ui.replay import export_frames
        frames = export_frames(Path(args.file), Path(args.export), args.every, size)
        print(f"wrote {len(frames)} frames to {args.export}")
        return 0
    from ..ui.replay import open_replay
    app, _ = open_replay(Path(args.file), size)
    app.run()
    return 0


def title_command(size=None) -> int:
    from ..ui.app import App
    from ..ui.title import TitleScene

    app = App(size)
    app.push(TitleScene())
    app.run()
    return 0
