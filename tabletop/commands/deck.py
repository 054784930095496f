"""`tabletop deck check|export|edit`: deck files on the command line.

`check` takes TOML decks and text lists of either game and prints every problem as
``file:line: key: what is wrong [rule]``; `export` prints any deck as a text list; `edit`
opens the deck builder (tabletop/ui/deckbuilder).
"""

from __future__ import annotations

import argparse
import sys

from ..engine.errors import DataError


def configure(p: argparse.ArgumentParser) -> None:
    sub = p.add_subparsers(dest="deck_cmd", required=True, metavar="check|export|edit")
    c = sub.add_parser("check", help="check deck files (TOML or text lists) against the deck-building rules")
    c.add_argument("files", nargs="+", metavar="FILE")
    x = sub.add_parser("export", help="print a deck (TOML or text list) as a plain-text list")
    x.add_argument("file", metavar="FILE")
    e = sub.add_parser("edit", help="open the deck builder (a new deck, or FILE)")
    e.add_argument("game", help="the game, by the name `tabletop play` takes")
    e.add_argument("file", nargs="?", metavar="FILE", help="a deck file to open (TOML or text list)")
    e.add_argument("--size", help="window size, e.g. 1024x600 (default: the table size setting)")


def deck_check(paths: list[str], out=None) -> int:
    """Check deck files; print every problem. 0 if all are legal, 2 otherwise."""
    from ..persist.deckfiles import check_deck

    out = out or sys.stdout
    bad = 0
    told: set[str] = set()
    for path in paths:
        game, deck, problems = check_deck(path)
        if game is not None and game.name not in told:
            told.add(game.name)
            refused(game, out)
        if problems or deck is None or game is None:
            bad += 1
            for p in problems:
                print(p, file=out)
        else:
            sizes = ", ".join(f"{len(v)} {k}" for k, v in deck.deck.piles.items())
            print(f"{path}: legal {game.title} deck ({sizes})", file=out)
    return 2 if bad else 0


def refused(game, out) -> None:
    """Say which of the user's cards the game left out, and why (file, line, key)."""
    for p in getattr(game.pool, "refused", []):
        print(f"{p} (this card is left out)", file=out)


def deck_export(path: str, out=None) -> int:
    from ..persist.deckfiles import detect_game, export_text

    out = out or sys.stdout
    text = export_text(path)  # an unreadable deck raises DataError: every problem, exit 2
    refused(detect_game(path), sys.stderr)
    out.write(text)
    return 0


def deck_edit(args, size: tuple[int, int] | None) -> int:
    from ..games import UnknownGameError, canonical, get_game

    try:
        game = get_game(canonical(args.game))
    except UnknownGameError as exc:
        from ..engine.errors import UsageError
        raise UsageError(str(exc)) from None
    if args.file:
        from ..persist.deckfiles import read_deck
        read_deck(game, args.file)  # an unreadable file: every problem, exit 2, no window
    from ..ui.app import App
    from ..ui.deckbuilder.scene import DeckBuilder

    app = App(size, title=f"tabletop: {game.title} deck builder")
    app.push(DeckBuilder(game.name, args.file, on_close=lambda: setattr(app, "running", False)))
    app.run()
    return 0


def run(args, size_of) -> int:
    if args.deck_cmd == "check":
        return deck_check(args.files)
    if args.deck_cmd == "export":
        return deck_export(args.file)
    return deck_edit(args, size_of(args.size))


def parse_deck_options(items: list[str], game, players: int) -> list[str | None]:
    """``--deck N=FILE`` items as a file per seat; every violation of every file listed at once."""
    from ..engine.numbers import seat_item
    from ..persist.deckfiles import check_deck

    decks: list[str | None] = [None] * players
    problems = []
    for item in items:
        seat, path = seat_item(item, "--deck", players)
        _, _, found = check_deck(path, game)
        problems += found
        decks[seat] = path
    if problems:
        raise DataError(problems)
    return decks
