"""Every card's hover preview, as the table shows it at a window size: sheets of PNG pictures.

    python tools/card_sheet.py --size 1024x600 --lang ja --out out/cards
    python tools/card_sheet.py --size 1280x800 --game afterworld --each --out out/cards

For each game (the shipped cards: decks and cards of your own config folder are left out), the
preview of every card is drawn with `tabletop.ui.cardpreview.card_preview` into the room the
game's table keeps for it at that window size (its default layout for two players), and the
previews are laid side by side on sheets the size of the window (`--each`: one PNG per card
too). Afterworld's units and commanders are drawn a second time with numbers in play that
differ from the printed ones (an item's bonus, a relic's unit limit), Austin Powers' cards a
second time as a card that cannot be played now (what it lacks on its red band), so the
sheets show those words as well.

Each sheet's file name says the game, language and size: cards-afterworld-en-1024x600-1.png.
The previews' rooms and sizes are printed, and a line for any preview larger than the window.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("TABLETOP_HOME", tempfile.mkdtemp(prefix="tabletop-cards-"))  # the shipped cards alone
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from tabletop import words  # noqa: E402
from tabletop.games import get_game  # noqa: E402
from tabletop.ui.cardpreview import card_preview  # noqa: E402

GAMES = ("afterworld", "austin-powers")


def faces(game_name: str, pool) -> list[tuple[str, tuple]]:
    """(a file name, the face) of every card, and of the cards drawn a second way."""
    out: list[tuple[str, tuple]] = []
    for card in pool:
        if game_name == "afterworld":
            out.append((card.key, ("card", card.key, 0)))
        else:
            out.append((card.key, ("card", card.key)))
    for card in pool:
        if game_name == "afterworld":
            if card.type == "unit":
                out.append((card.key + "-in-play", ("card", card.key, 0, (card.attack + 2, max(1, card.health - 1), 0))))
            elif card.type == "commander":
                out.append((card.key + "-in-play", ("card", card.key, 1, (getattr(card, "attack", 0), 0,
                                                                           card.unit_limit + 1))))
        elif card.kind in ("bone", "swinger"):
            need = card.shag if card.kind == "bone" else card.requirement
            if any(need):
                from tabletop.ui.austin_powers.phrases import vibes_words
                out.append((card.key + "-short", ("card", card.key, words.tr("needs {vibes}", vibes=vibes_words(need)))))
    return out


def room_for(game_name: str, size: tuple[int, int]) -> tuple[object, pygame.Rect]:
    """The game's table adapter and the room its table keeps for the preview at `size`."""
    from tabletop.engine.history import Match
    from tabletop.play import Seat
    from tabletop.ui.games import make_ui
    from tabletop.ui.layout import default_layout_name, load_layout
    from tabletop.ui.rooms.hud import preview_room
    from tabletop.ui.table import TableScene
    game = get_game(game_name)
    layout = load_layout(default_layout_name(game.name, 2))
    match = Match(game, game.default_setup(1, 2))
    table = TableScene(match, make_ui(game, layout), layout, [Seat(n) for n in match.state.names],
                       threaded_bots=False, seed=1)
    table.resized(size)
    aspect = layout.card_size[0] / layout.card_size[1]
    return table.ui, preview_room(table.hud, aspect), table.fonts


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--size", default="1280x800", help="the window's size, WxH")
    ap.add_argument("--lang", default="en", choices=list(words.LANGUAGES))
    ap.add_argument("--out", default="out/cards")
    ap.add_argument("--game", choices=GAMES, action="append", help="one game (default: both)")
    ap.add_argument("--each", action="store_true", help="one PNG per card as well")
    args = ap.parse_args(argv)
    try:
        size = tuple(int(v) for v in args.size.lower().split("x"))
        assert len(size) == 2 and min(size) > 0
    except (ValueError, AssertionError):
        print(f"card_sheet: --size {args.size!r}: give it as WIDTHxHEIGHT, e.g. 1024x600", file=sys.stderr)
        return 2
    words.set_language(args.lang)
    pygame.init()
    pygame.display.set_mode(size)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for game_name in args.game or GAMES:
        ui, room, fonts = room_for(game_name, size)
        pool = get_game(game_name).pool
        tag = f"{game_name}-{args.lang}-{size[0]}x{size[1]}"
        print(f"{tag}: the preview's room is {room.width}x{room.height} at {room.topleft}")
        sheet, x, y, row_h, n, big = None, 0, 0, 0, 0, []
        for name, face in faces(game_name, pool):
            img = card_preview(ui, face, fonts, size, room)
            if img.get_width() > size[0] - 12 or img.get_height() > size[1] - 12:
                print(f"  {name}: {img.get_width()}x{img.get_height()} is larger than the window")
            if img.get_width() > room.width or img.get_height() > room.height:
                big.append(f"{name} {img.get_width()}x{img.get_height()}")
            if args.each:
                pygame.image.save(img, str(out / f"card-{tag}-{name}.png"))
            if sheet is None or x + img.get_width() + 6 > size[0]:
                x, y, row_h = 6, y + row_h + 6, 0
            if sheet is None or y + img.get_height() + 6 > size[1]:
                if sheet is not None:
                    pygame.image.save(sheet, str(out / f"cards-{tag}-{n}.png"))
                n += 1
                sheet = pygame.Surface(size)
                sheet.fill((32, 52, 44))
                x, y, row_h = 6, 6, 0
            sheet.blit(img, (x, y))
            x += img.get_width() + 6
            row_h = max(row_h, img.get_height())
        if sheet is not None:
            pygame.image.save(sheet, str(out / f"cards-{tag}-{n}.png"))
        print(f"  {len(faces(game_name, pool))} previews on {n} sheets in {out}; "
              f"{len(big)} larger than the room" + (f" (the largest {max(big, key=lambda b: int(b.split()[-1].split('x')[1]))})"
                                                     if big else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
