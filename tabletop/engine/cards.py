"""Card pools and deck lists read from TOML, with every mistake located.

A card pool is a folder of TOML files, each holding ``[[card]]`` tables. Every card has a
`key` (a stable slug used in saves and decks) and a `name`; the game turns each table into
its own frozen card class through a `parse_card` function and reports problems with
`Problem`s located by `TomlDoc`. A deck file names its piles as tables of card = count:

    name = "Sands of the Jackal"
    game = "afterworld"
    side = "egyptian"

    [main]
    jackal-spearman = 3          # a card key...
    "Sun Barque" = 2             # ...or its printed name (or its Japanese one, name_ja)

Unknown cards get a did-you-mean. Whether a deck is legal is the game's business
(AW-1, AP-1): this module only reads.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Generic, Iterable, TypeVar

from .errors import DataError, Problem
from .decklist import card_names
from .lookalike import looks
from .decklist import normalize as fold  # names and keys as compared for clashes
from .game import DeckList
from .schema import Field, check_table, did_you_mean
from .tomlfile import TomlDoc, load_toml

C = TypeVar("C")


class Pool(Generic[C]):
    """All the cards a game knows, by key and by name. `refused`: the user's cards left out,
    each with why (a name a deck list cannot hold, a clash, a picture outside its folder)."""

    def __init__(self, cards: Iterable[C], refused: list[Problem] | None = None,
                 user_keys: Iterable[str] = ()) -> None:
        self.by_key: dict[str, C] = {}
        #: the keys of the cards read from the user's own files (a save that holds one depends on them)
        self.user_keys: set[str] = set(user_keys)
        self.by_name: dict[str, C] = {}
        self.by_fold: dict[str, C] = {}
        self.refused: list[Problem] = list(refused or ())
        for c in cards:
            self.by_key[c.key] = c  # type: ignore[attr-defined]
            self.by_name[c.name.casefold()] = c  # type: ignore[attr-defined]
            for n in card_names(c):
                self.by_fold.setdefault(fold(n), c)
            self.by_fold.setdefault(fold(c.key), c)  # type: ignore[attr-defined]

    def __getitem__(self, key: str) -> C:
        return self.by_key[key]

    def __contains__(self, key: str) -> bool:
        return key in self.by_key

    def __iter__(self):
        return iter(self.by_key.values())

    def __len__(self) -> int:
        return len(self.by_key)

    def find(self, ref: str) -> C | None:
        """A card by key or by printed name (any case), English or Japanese; None if unknown."""
        return self.by_key.get(ref) or self.by_name.get(ref.casefold()) or self.by_fold.get(fold(ref))

    def suggest(self, ref: str) -> str:
        names = [n for c in self.by_key.values() for n in card_names(c)]
        return did_you_mean(ref, names) or did_you_mean(ref, list(self.by_key))


CARD_FIELDS_COMMON = {
    "key": Field(str, help="a short unique id such as 'jackal-spearman'"),
    "name": Field(str, help="the printed name"),
}


#: a card's optional short names: what a small card on the table shows where its own name
#: cannot fit whole (the preview always shows the card's own name)
SHORT_NAME_FIELDS = {
    "short_name": Field(str, required=False, default="",
                        help="a shorter name for small cards, where the card's own name does not fit"),
    "short_name_ja": Field(str, required=False, default="",
                           help="the short name in Japanese (with name_ja)"),
}


def short_name_problems(doc: TomlDoc, where: tuple, v: dict) -> list[Problem]:
    """What is wrong with a card's `short_name` and `short_name_ja` (as `check_table` read them
    into `v`): a short name is shorter than the name it stands for, and one in Japanese
    stands for a Japanese name."""
    out = []
    for short, full in (("short_name", "name"), ("short_name_ja", "name_ja")):
        value, name = v.get(short, ""), v.get(full, "")
        if not value:
            continue
        if not value.strip():
            out.append(doc.problem(where + (short,), "a short name cannot be blank: leave it out instead"))
        elif not name:
            out.append(doc.problem(where + (short,), f"a short name in Japanese needs {full} (the name it shortens)"))
        elif len(value) >= len(name):
            out.append(doc.problem(where + (short,), f"{value!r} is not shorter than {full} {name!r}: "
                                   "a short name is for a name too long for a small card"))
    return out


def load_pool(folder: Path, parse_card: Callable[[TomlDoc, tuple, dict, list[Problem]], Any],
              user_folder: Path | None = None) -> Pool:
    """Read every ``*.toml`` in `folder`, then the user's own cards in `user_folder` (if it
    exists); raise DataError listing all problems of the shipped files' fields. A user's card
    that cannot be read (a value out of range, a missing field, a file that is no TOML) is left
    out with its file, line, key and reason (`Pool.refused`), and everything else loads.

    A card whose key or name reads like another card's (`fold`: case, spaces, punctuation
    and invisible characters aside), whose name a text deck list cannot hold (`name_problem`)
    or whose picture lies outside its card file's folder is refused naming the file, line and
    key (and the other card): a user's card is left out (`Pool.refused`) and the rest of the
    pool loads; in the shipped cards it is an error like any other."""
    problems: list[Problem] = []
    refused: list[Problem] = []
    cards = []
    user_keys: list[str] = []
    #: fold, or ("look", skeleton) -> (which card's what, where, shipped)
    seen: dict[str | tuple[str, str], tuple[str, str, bool]] = {}
    files = sorted(Path(folder).glob("*.toml"))
    if not files:
        raise DataError(Problem(str(folder), None, None, "no card files (*.toml) in this folder"))
    shipped = len(files)
    if user_folder is not None and Path(user_folder).is_dir():
        files += sorted(Path(user_folder).glob("*.toml"))
    lookalikes = len(files) > shipped  # the user's cards are compared by how they look too
    for n, path in enumerate(files):
        mine = n >= shipped  # a user's file: what is wrong in it is left out, not fatal
        wrong = refused if mine else problems
        try:
            doc = load_toml(path)
        except DataError as err:
            wrong.extend(err.problems)
            continue
        extra = set(doc.data) - {"card"}
        for k in sorted(extra):
            wrong.append(doc.problem((k,), "unknown key" + did_you_mean(k, ["card"])
                                     + " (card files hold [[card]] tables)"))
        tables = doc.data.get("card", [])
        if not isinstance(tables, list):
            wrong.append(doc.problem(("card",), "must be [[card]] tables"))
            continue
        for i, table in enumerate(tables):
            where = ("card", i)
            found: list[Problem] = []
            try:
                card = parse_card(doc, where, table, found)
            except (ValueError, TypeError, OverflowError) as exc:  # a value no check foresaw
                card, found = None, found or [doc.problem(where, f"cannot be read: {exc}")]
            if card is None or found:
                wrong.extend(found)
                continue
            odd = _card_problems(doc, where, table, card, seen, lookalikes and mine)
            if odd:
                wrong.extend(odd)
                continue
            for attr in _NAMED:
                if getattr(card, attr, ""):
                    val = getattr(card, attr)
                    said = (_WHAT[attr].format(card.name), f"{doc.path}:{doc.line(where + (attr,))}", n < shipped)
                    seen.setdefault(fold(val), said)
                    for look in (looks(val) if lookalikes else ()):
                        seen.setdefault(("look", look), said)
            cards.append(card)
            if mine:
                user_keys.append(card.key)
    if problems:
        raise DataError(problems)
    return Pool(cards, refused, user_keys)


#: what in a name breaks a text deck list line ``4 Name`` (engine/decklist.py), and why
_LIST_BREAKERS = (
    (re.compile(r"^[xX×]\s"), "begins with 'X ': a deck list line '4 X ...' reads as four times the rest"),
    (re.compile(r":\s*$"), "ends with ':': a deck list reads such a line as a section header"),
    (re.compile(r"(^|\s)(#|//)"), "holds ' #' or ' //': a deck list reads the rest of the line as a comment"),
)


def name_problem(name: str, what: str = "name") -> str | None:
    """Why `name` cannot be a card's name (or key), or None."""
    for ch in name:
        if unicodedata.category(ch) == "Cc":
            said = {"\n": "a line break", "\r": "a carriage return (CR)", "\t": "a tab"}.get(ch, "a control character")
            return f"holds {said} (U+{ord(ch):04X}): a {what} is one line of plain text"
    if not name.strip():
        return f"is empty or nothing but spaces: write the card's {what}"
    if not fold(name):
        return "has no letter or digit: a deck list could not name it"
    if what == "name":
        for pattern, why in _LIST_BREAKERS:
            if pattern.search(name):
                return why
    return None


#: what of a card a deck names it by (a Japanese name only when the card has one), and how a
#: clash message calls each
_NAMED = ("key", "name", "name_ja")
_WHAT = {"key": "the key of {}", "name": "the card {}", "name_ja": "the Japanese name of {}"}


def _card_problems(doc: TomlDoc, where: tuple, table: dict, card, seen: dict, lookalikes: bool = False) -> list[Problem]:
    """Why the card just parsed is refused (its name, a clash, its picture; with `lookalikes`, a
    name that looks like another's: engine/lookalike.py); [] if it is fine."""
    out = []
    named = [a for a in _NAMED if a != "name_ja" or bool(getattr(card, a, ""))]
    for attr in named:
        why = name_problem(getattr(card, attr), "key" if attr == "key" else "name")
        if why:
            out.append(doc.problem(where + (attr,), f"{getattr(card, attr)!r} {why}"))
    if out:
        return out
    for attr in named:
        val = getattr(card, attr)
        other = seen.get(fold(val))
        if other is not None:  # (a card's own key and name are registered after this check)
            whose = "a shipped card" if other[2] else "another card"
            out.append(doc.problem(where + (attr,), f"{val!r} is already used by {whose} at {other[1]} "
                                                     f"({other[0]}; names and keys are compared ignoring case, "
                                                     "spaces, punctuation and invisible characters)"))
            continue
        like = next((seen[("look", k)] for k in (looks(val) if lookalikes else ()) if ("look", k) in seen), None)
        if like is not None:
            whose = "a shipped card" if like[2] else "another card"
            shown = val.encode("ascii", "backslashreplace").decode("ascii")
            out.append(doc.problem(where + (attr,), f"{val!r} ({shown}) looks like {whose} at {like[1]} ({like[0]}; "
                                                     "names and keys are compared by how they look too: a Cyrillic, "
                                                     "Greek or other letter that looks like a Latin one is the same)"))
    if out:
        return out
    image = getattr(card, "image", "")
    raw = table.get("image", "") if isinstance(table, dict) else ""
    if image and isinstance(raw, str):
        why = picture_problem(doc, raw, image)
        if why:
            out.append(doc.problem(where + ("image",), why))
    return out


def picture_problem(doc: TomlDoc, raw: str, resolved: str) -> str | None:
    """Why a card's ``image = raw`` is refused: it must name a file inside the card file's
    folder (no absolute path, no '..', no link leading out of it)."""
    home = Path(doc.path).parent.resolve()
    rule = f"a picture must be a file inside the card file's folder ({home})"
    if Path(raw).is_absolute() or raw.startswith(("/", "\\")) or re.match(r"^[A-Za-z]:", raw):
        return f"{raw!r} is an absolute path: {rule}"
    if ".." in re.split(r"[/\\]", raw):
        return f"{raw!r} goes up with '..': {rule}"
    try:
        inside = Path(resolved).resolve().is_relative_to(home)
    except (OSError, RuntimeError):  # a symlink loop
        return f"{raw!r} is a loop of symbolic links: {rule}"
    if not inside:
        return f"{raw!r} is a link that leads out of the folder: {rule}"
    return None


def _image_ok(value: str) -> str | None:
    if value and not value.lower().endswith((".png", ".jpg", ".jpeg")):
        return "must name a PNG or JPG picture (a file ending in .png, .jpg or .jpeg)"
    return None


IMAGE_FIELD = Field(str, required=False, default="", check=_image_ok,
                    help="a PNG or JPG picture for the art area, relative to the card file")


def image_path(doc: TomlDoc, value: str) -> str:
    """A card's ``image = "..."`` made absolute: relative paths start at the card file's folder."""
    if not value:
        return ""
    path = Path(doc.path).parent / value
    try:
        return str(path.resolve())
    except (OSError, RuntimeError):  # a loop of symbolic links: refused by `picture_problem`
        return str(path.absolute())


DECK_FIELDS = {
    "name": Field(str, help="the deck's name"),
    "game": Field(str, help="which game the deck is for"),
    "side": Field(str, required=False, default=""),
    "description": Field(str, required=False, default=""),
}


@dataclass
class DeckFile:
    """A deck as read from disk, with the line of every entry for later messages."""

    deck: DeckList
    doc: TomlDoc
    entries: dict[str, list[tuple[str, int, int | None]]]  # pile -> (card key, count, line)

    @property
    def path(self) -> str:
        return self.doc.path

    def line_of(self, pile: str, key: str) -> int | None:
        for k, _, line in self.entries.get(pile, []):
            if k == key:
                return line
        return self.doc.line((pile,))


MAX_COPIES = 1000  # far above any deck rule; the cap keeps a typo from filling the memory


def load_deck(path: str | Path, game: str, pool: Pool, piles: tuple[str, ...]) -> DeckFile:
    """Read a deck file; raise DataError listing every unreadable entry at once."""
    doc = load_toml(path)
    problems: list[Problem] = []
    fields = dict(DECK_FIELDS)
    for pile in piles:
        fields[pile] = Field(dict, help=f"a [{pile}] table of card = count")
    head = check_table(doc, (), doc.data, fields, problems)
    for key in ("name", "side"):
        if isinstance(head.get(key), str) and any(unicodedata.category(ch) == "Cc" for ch in head[key]):
            problems.append(doc.problem((key,), f"{head[key]!r} holds a line break or another control character: "
                                                "a deck's name is one line"))
    if "game" in head and head["game"] != game:
        problems.append(doc.problem(("game",), f"this deck is for {head['game']!r}, not {game!r}"))
    out: dict[str, list[str]] = {}
    entries: dict[str, list[tuple[str, int, int | None]]] = {}
    for pile in piles:
        table = doc.data.get(pile)
        out[pile] = []
        entries[pile] = []
        if not isinstance(table, dict):
            continue
        for ref, count in table.items():
            where = (pile, ref)
            card = pool.find(ref)
            if card is None:
                problems.append(doc.problem(where, f"no card called {ref!r}{pool.suggest(ref)}"))
                continue
            if isinstance(count, bool) or not isinstance(count, int) or count < 1:
                problems.append(doc.problem(where, "the number of copies must be a whole number of 1 or more"))
                continue
            if count > MAX_COPIES:
                problems.append(doc.problem(where, f"{count} copies: no deck holds more than {MAX_COPIES} "
                                                   "copies of a card"))
                continue
            out[pile].extend([card.key] * count)
            entries[pile].append((card.key, count, doc.line(where)))
    if problems:
        raise DataError(problems)
    deck = DeckList(name=head["name"], piles=out, side=head.get("side", ""))
    return DeckFile(deck, doc, entries)
