"""Deck files of any kind for any game: find, read, check, export and write them.

A deck is a TOML file (format in tabletop/engine/cards.py) or a plain-text list
(tabletop/engine/decklist.py). The user's own decks live in the config folder's
``decks/afterworld`` and ``decks/austin_powers``, beside the shipped starters. Which game a
file is for comes from its ``game`` key (TOML), its ``# game:`` line (text), or else from the
game whose cards its lines name. Files are written with tomlkit, which keeps the comments and
the order of a deck that is saved over; reading stays with tomli (tabletop/engine/tomlfile.py).
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from ..engine.cards import DeckFile
from ..engine.decklist import MAX_LIST_BYTES, NameIndex, deck_list_text, read_list_text, read_meta
from ..engine.errors import DataError, Problem
from ..engine.game import DeckList, Game
from ..engine.jsonfile import read_text
from ..engine.tomlfile import load_toml
from ..games import UnknownGameError, canonical, entry, get_game, names

DECK_SUFFIXES = (".toml", ".txt", ".dek", ".deck")


def is_text(path) -> bool:
    return Path(path).suffix.lower() != ".toml"


def user_decks(game: Game) -> list[Path]:
    """The user's own deck files for `game`, sorted by name."""
    folder = entry(game.name).user_decks_folder()
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.iterdir() if p.is_file() and p.suffix.lower() in DECK_SUFFIXES)


def deck_title(path) -> str:
    """The name a deck file gives itself (for menus), or its file name."""
    path = Path(path)
    try:
        if is_text(path):
            meta = read_meta(read_list_text(path))
            return meta.get("name", (path.stem, 0))[0] or path.stem
        return str(load_toml(path).data.get("name", path.stem))
    except (OSError, UnicodeDecodeError, DataError):
        return path.stem


def _names_known(game: Game, text: str) -> int:
    index = NameIndex(game.pool)
    n = 0
    for raw in text.splitlines():
        m = re.match(r"^\s*\d+\s*[xX]?\s+(.+?)\s*(#.*)?$", raw)
        if m and index.find(m[1]):
            n += 1
    return n


def detect_game(path) -> Game:
    """The game a deck file is for; DataError if the file does not say and cannot be told."""
    path = Path(path)
    if not is_text(path):
        doc = load_toml(path)
        name = doc.data.get("game")
        if not isinstance(name, str):
            raise DataError(doc.problem(("game",), "missing: say which game the deck is for (game = "
                                                  + " or ".join(f'"{n}"' for n in names()) + ")"))
        try:
            return get_game(canonical(name))
        except UnknownGameError as exc:
            raise DataError(doc.problem(("game",), str(exc))) from None
    text = read_list_text(path)
    meta = read_meta(text)
    if "game" in meta:
        said, line = meta["game"]
        try:
            return get_game(canonical(said))
        except UnknownGameError as exc:
            raise DataError(Problem(str(path), line, "game", str(exc))) from None
    games = [get_game(g) for g in names()]
    best = max(games, key=lambda g: _names_known(g, text))
    if _names_known(best, text) == 0:
        example = next((f"'4 {c.name}'" for c in games[0].pool), "'4 <card name>'") if games else "'4 <card name>'"
        raise DataError(Problem(str(path), None, None, "no line names a card of any game: write lines such as "
                                                       f"{example}, and '# game: {games[0].name}' at the top"))
    return best


def read_deck(game: Game, path) -> DeckFile:
    """Read a deck file for `game`; a list of another game's cards is named as such."""
    try:
        return game.load_deck(path)
    except DataError as err:
        if is_text(path) and any("no card called" in p.message for p in err.problems):
            try:
                text = read_list_text(path)
            except DataError:
                raise err from None
            mine = _names_known(game, text)
            for other in (get_game(g) for g in names()):
                if other is not game and _names_known(other, text) > mine:
                    first = next((p.line for p in err.problems if "no card called" in p.message), None)
                    raise DataError(Problem(str(path), first, None,
                                            f"this is {_a(other.title)} deck list, not {game.title}: "
                                            f"its cards are {other.title} cards")) from None
            raise DataError([_other_game_card(game, p) for p in err.problems]) from None
        raise


def _a(word: str) -> str:
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word


def _other_game_card(game: Game, problem: Problem) -> Problem:
    """'no card called X' for a card of another game says which game it belongs to."""
    m = re.match(r"no card called '(.+?)'", problem.message)
    if not m:
        return problem
    for other in (get_game(g) for g in names()):
        card = NameIndex(other.pool).find(m[1]) if other is not game else None
        if card is not None:
            return Problem(problem.path, problem.line, problem.key,
                           f"{card.name} is {_a(other.title)} card, not {_a(game.title)} card")
    return problem


def check_deck(path, game: Game | None = None) -> tuple[Game | None, DeckFile | None, list[Problem]]:
    """(game, deck, every problem): reading mistakes, or else every deck-building rule broken."""
    try:
        game = game or detect_game(path)
        deck = read_deck(game, path)
    except DataError as err:
        return game, None, list(err.problems)
    return game, deck, game.deck_problems(deck)


def checked_deck(game: Game, path) -> DeckList:
    """A deck that may be played: DataError listing every violation otherwise."""
    _, deck, problems = check_deck(path, game)
    if problems:
        raise DataError(problems)
    assert deck is not None
    return deck.deck


def export_text(path) -> str:
    """A deck file of any kind as a text list (DataError if it cannot be read)."""
    game = detect_game(path)
    deck = read_deck(game, path)
    desc = ""
    if not is_text(path):
        desc = str(deck.doc.data.get("description", ""))
    return deck_list_text(deck.deck, game.pool, game.name, desc)


# ---- writing ----------------------------------------------------------------------------

def slug(name: str) -> str:
    s = re.sub(r"[^a-z0-9]+", "-", name.casefold()).strip("-")
    return s or "my-deck"


def deck_toml(game: Game, deck: DeckList, description: str = "", base: str | None = None) -> str:
    """`deck` as TOML text; over `base` (an existing deck file's text) keeping its comments."""
    import tomlkit

    doc = tomlkit.parse(base) if base else tomlkit.document()
    if not base:
        doc.add(tomlkit.comment(f"{game.title} deck; format: docs/cards.md"))
    doc["name"] = deck.name
    doc["game"] = game.name
    if deck.side or "side" in doc:
        doc["side"] = deck.side
    if description or "description" in doc:
        doc["description"] = description
    order = [p for p in game.deck_piles if p != "main"] + ["main"]
    for pile in order:
        keys = deck.piles.get(pile, [])
        counts = {k: keys.count(k) for k in dict.fromkeys(keys)}
        table = doc.get(pile)
        if table is None or not hasattr(table, "keys"):
            table = tomlkit.table()
            doc[pile] = table
        for ref in list(table.keys()):
            card = game.pool.find(ref)
            key = card.key if card else None
            if key in counts:
                table[ref] = counts.pop(key)
            else:
                del table[ref]
        for key, n in counts.items():
            table[key] = n
    return tomlkit.dumps(doc)


def write_text(path: Path, text: str) -> None:
    """Write `text` to `path` safely: a crash mid-write never leaves half a file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)


def save_deck(game: Game, deck: DeckList, path: Path, description: str = "") -> Path:
    """Write `deck` to `path` as TOML (``.toml``) or as a text list (any other suffix)."""
    path = Path(path)
    if is_text(path):
        write_text(path, deck_list_text(deck, game.pool, game.name, description))
    else:
        base = _old_toml(path)
        try:
            text = deck_toml(game, deck, description, base)
        except Exception:  # noqa: BLE001 - TOML of another shape: written anew (the user chose to replace it)
            text = deck_toml(game, deck, description, None)
        write_text(path, text)
    return path


def _old_toml(path: Path) -> str | None:
    """The TOML text a deck is saved over (its comments and order are kept), or None when
    there is none or it is not a TOML deck (not UTF-8, not TOML, not a table of piles)."""
    import tomlkit

    try:
        text = read_text(path, "TOML", MAX_LIST_BYTES) if path.is_file() else None
        if text is not None:
            tomlkit.parse(text)
    except (DataError, ValueError, TypeError, tomlkit.exceptions.TOMLKitError):
        return None
    return text


def user_deck_path(game: Game, name: str, text: bool) -> Path:
    return entry(game.name).user_decks_folder() / (slug(name) + (".txt" if text else ".toml"))
