"""Plain-text deck lists: the ``4 Card Name`` lines players paste into forums and chats.

A list holds one card per line with its count first (``4 Jackal Spearman``, ``4x Jackal
Spearman``). Names are matched ignoring case, spaces and punctuation (a card key works too),
in either language: a card's Japanese name (``name_ja``) reads as the card as well
(``2 ナイル・デルタ`` = ``2 Nile Delta``); a miss gets a did-you-mean. ``#`` starts a comment; blank lines are ignored. Three comment
lines at the top carry what a TOML deck says in keys: ``# name: ...``, ``# game: ...`` and
``# side: ...``. A game with several piles reads section headers naming them (Afterworld:
``Commanders``, ``Territories``, and ``Deck`` or ``Main`` for the main deck); without a header a
card goes to the pile its type belongs in (`Game.deck_pile_of`).

    # name: Sands of the Jackal
    # game: afterworld
    Commanders
    1 Sun Barque
    Deck
    4 Jackal Spearman

`parse_deck_list` turns the text into the same `DeckFile` a TOML deck gives, with the line of
every entry, so the deck rules (AW-1, AP-1) point at the line of the card they concern.
`deck_list_text` writes a deck back as such a list. Imports no pygame.

>>> from tabletop.engine.cards import Pool
>>> from types import SimpleNamespace as C
>>> pool = Pool([C(key="nile-delta", name="Nile Delta")])
>>> deck = parse_deck_list("2 nile delta\\n1 NILE-DELTA  # again\\n", "d.txt", pool, ("main",))
>>> deck.deck.piles, deck.line_of("main", "nile-delta")
({'main': ['nile-delta', 'nile-delta', 'nile-delta']}, 1)
>>> parse_deck_list("two Nile Delta\\n", "d.txt", pool, ("main",))
Traceback (most recent call last):
...
tabletop.engine.errors.DataError: d.txt:1: the count 'two' is not a number: write lines such as '2 Nile Delta'
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable, Iterable

from .errors import DataError, Problem
from .game import DeckList
from .tomlfile import Key, LinedDoc

MAX_COPIES = 1000  # as for TOML decks (engine.cards): far above any deck rule

if TYPE_CHECKING:
    from .cards import DeckFile

META_KEYS = ("name", "game", "side", "description")
_META = re.compile(r"^#\s*(name|game|side|description)\s*[:=]\s*(.*?)\s*$", re.IGNORECASE)
_ENTRY = re.compile(r"^(\S+?)\s*(?:[xX×]\s+|\s+)(.+)$")
_COUNT_X = re.compile(r"^(\d+)[xX×]$")


WORDS = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten".split())}


def normalize(name: str) -> str:
    """A name as matched (and compared for clashes, engine/cards.py): Unicode NFKC (a full-width
    or ligature letter is the plain one), case folded, letters and digits only: spaces,
    punctuation and invisible characters such as a zero-width space go
    (``Biggles-Boom`` = ``biggles boom``)."""
    text = unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", name).casefold())
    return "".join(ch for ch in text if ch.isalnum())


@dataclass
class TextDoc(LinedDoc):
    """A deck list's stand-in for a TomlDoc: its name for messages and the line of each part."""

    path: str
    lines: dict[Key, int] = field(default_factory=dict)
    text: str = ""

    @property
    def data(self) -> dict:
        return {}



def card_names(card) -> list[str]:
    """The names a deck line may call `card` by: its printed (English) name, then its
    Japanese one when it has one."""
    ja = getattr(card, "name_ja", "")
    return [card.name, ja] if ja else [card.name]


class NameIndex:
    """Cards of a pool by normalized name (English or Japanese) and key."""

    def __init__(self, pool: Iterable) -> None:
        self.cards = list(pool)
        self.by_norm: dict[str, object] = {}
        for c in self.cards:
            for n in card_names(c):
                self.by_norm.setdefault(normalize(n), c)
            self.by_norm.setdefault(normalize(c.key), c)

    def find(self, name: str):
        return self.by_norm.get(normalize(name))

    def suggest(self, name: str) -> str:
        names = {normalize(n): n for c in self.cards for n in card_names(c)}
        close = difflib.get_close_matches(normalize(name), list(names), n=1, cutoff=0.6)
        return f" (did you mean '{names[close[0]]}'?)" if close else ""


def _headers(piles: tuple[str, ...]) -> dict[str, str]:
    out = {}
    for p in piles:
        out[normalize(p)] = p
        out[normalize(p).rstrip("s")] = p
    if "main" in piles:
        out.update({"deck": "main", "maindeck": "main", "main": "main"})
    return out


def read_meta(text: str) -> dict[str, tuple[str, int]]:
    """The ``# name:``, ``# game:``, ``# side:`` comment lines: key -> (value, line)."""
    meta: dict[str, tuple[str, int]] = {}
    for lineno, raw in enumerate(text.splitlines(), 1):
        m = _META.match(raw.strip())
        if m and m[1].lower() not in meta:
            meta[m[1].lower()] = (m[2].strip().strip('"'), lineno)
    return meta


def parse_deck_list(text: str, path: str, pool, piles: tuple[str, ...],
                    pile_of: Callable[[object], str] | None = None, default_name: str = "") -> "DeckFile":
    """Read a text deck list against `pool`; raise DataError listing every bad line at once."""
    from .cards import DeckFile

    index = NameIndex(pool)
    headers = _headers(piles)
    doc = TextDoc(path, text=text)
    problems: list[Problem] = []
    meta = read_meta(text)
    for key, (_, at) in meta.items():
        doc.lines[(key,)] = at
    counts: dict[str, Counter] = {p: Counter() for p in piles}
    entries: dict[str, list[tuple[str, int, int | None]]] = {p: [] for p in piles}
    section: str | None = None
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#") or line.startswith("//"):
            continue
        line = re.sub(r"\s+(#|//).*$", "", line)
        bare = line.rstrip(":").strip()
        bare = re.sub(r"\s*\(\d+\)$", "", bare)
        if normalize(bare) in headers and not (line[:1].isascii() and line[:1].isdigit()):
            section = headers[normalize(bare)]
            doc.lines.setdefault((section,), lineno)
            continue
        if line.endswith(":"):
            names = ", ".join([p.capitalize() for p in piles if p != "main"] + ["Deck (or Main)"])
            problems.append(Problem(path, lineno, None, f"unknown section {bare!r}: the sections are {names}"))
            continue

        def bad(msg: str) -> None:
            problems.append(Problem(path, lineno, None, msg))

        m = _ENTRY.match(line)
        if not m:
            card = index.find(line)
            bad(f"a count is missing: write '1 {card.name}'" if card else
                f"{line!r} is not a deck line: write the count, then the card's name, such as '2 Nile Delta'")
            continue
        count_text, name = m[1], m[2].strip()
        mx = _COUNT_X.match(count_text)
        if mx:
            count_text = mx[1]
        if not (count_text.isascii() and count_text.isdigit()):  # '²' passes isdigit() alone
            card = index.find(name)
            n = WORDS.get(count_text.casefold(), 1 if card else 2)
            example = f"{n} {card.name if card else name}"
            bad(f"the count {count_text!r} is not a number: write lines such as {example!r}")
            continue
        count = int(count_text)
        card = index.find(name)
        if card is None:
            bad(f"no card called {name!r}{index.suggest(name)}")
            continue
        if count < 1:
            bad(f"{count} copies of {card.name}: the count must be 1 or more")
            continue
        pile = section or (pile_of(card) if pile_of else piles[0])
        if pile not in counts:
            pile = piles[0]
        if count + counts[pile][card.key] > MAX_COPIES:  # a typo of 10**100 must not fill the memory
            bad(f"{count_text[:12]}{'...' if len(count_text) > 12 else ''} copies of {card.name}: "
                f"no deck holds more than {MAX_COPIES} copies of a card")
            continue
        doc.lines.setdefault((pile,), lineno)
        if not counts[pile][card.key]:
            entries[pile].append((card.key, 0, lineno))
        counts[pile][card.key] += count
    if problems:
        raise DataError(problems)
    out = {p: [k for k, _, _ in entries[p] for _ in range(counts[p][k])] for p in piles}
    entries = {p: [(k, counts[p][k], line) for k, _, line in entries[p]] for p in piles}
    side = meta.get("side", ("", 0))[0]
    if not side:
        sides = Counter(getattr(c, "faction", None) or getattr(c, "side", "")
                        for p in piles for c in (pool[k] for k in out[p]))
        side = str(sides.most_common(1)[0][0] or "") if sides else ""
    name = meta.get("name", (default_name, 0))[0] or default_name
    deck = DeckList(name=name, piles=out, side=side)
    return DeckFile(deck, doc, entries)  # type: ignore[arg-type]


def one_line(text: str) -> str:
    """A header value kept on its one comment line: line breaks and other control characters
    become spaces (a deck name must not write lines of its own into the list)."""
    return re.sub(r"[\x00-\x1f\x7f-\x9f\u2028\u2029]+", " ", text).strip()


def deck_list_text(deck: DeckList, pool, game: str = "", description: str = "") -> str:
    """`deck` as a text list: the header comments, then a section per pile (main deck last)."""
    lines = [f"# name: {one_line(deck.name)}"]
    if game:
        lines.append(f"# game: {one_line(game)}")
    if deck.side:
        lines.append(f"# side: {one_line(deck.side)}")
    if description:
        lines.append(f"# description: {one_line(description)}")
    piles = [p for p in deck.piles if p != "main"] + (["main"] if "main" in deck.piles else [])
    several = len(piles) > 1
    for p in piles:
        counts = Counter(deck.piles[p])
        lines.append("")
        if several:
            lines.append("Deck" if p == "main" else p.capitalize())
        for key in dict.fromkeys(deck.piles[p]):
            lines.append(f"{counts[key]} {pool[key].name}")
    return "\n".join(lines) + "\n"


MAX_LIST_BYTES = 1024 * 1024  # a deck list is a few hundred bytes


def read_list_text(path) -> str:
    """A deck list's text through the program's file gate (size, UTF-8, no NUL byte); the
    UTF-8 byte-order mark some editors write is allowed here, since players paste these lists
    from anywhere."""
    from .jsonfile import decode, read_text

    try:
        return read_text(path, "deck list", MAX_LIST_BYTES)
    except DataError as err:
        if "UTF-8 byte-order mark" not in str(err):
            raise
    with open(path, "rb") as f:
        return decode(f.read(MAX_LIST_BYTES)[3:], str(path), "deck list")


def read_deck_list(path, game) -> "DeckFile":
    """Read a text deck list file for `game` (a `Game`); DataError for every mistake."""
    from pathlib import Path

    p = Path(path)
    text = read_list_text(p)
    meta = read_meta(text)
    if "game" in meta:
        said, line = meta["game"]
        if normalize(said) not in (normalize(game.name), normalize(game.title)):
            raise DataError(Problem(str(path), line, "game",
                                    f"this deck is for {said!r}, not {game.name!r}"))
    return parse_deck_list(text, str(path), game.pool, game.deck_piles, game.deck_pile_of,
                           default_name=p.stem.replace("-", " ").replace("_", " ").title())
