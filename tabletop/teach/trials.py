"""What a lesson tries outside a game in progress: a deck checked, a table set up, and a new
game dealt. The engine answers as it answers anyone; each problem cites its rule, and that
is what the learner reads.

A lesson step that checks a deck starts from a shipped starter deck and changes it:

    [step.deck]
    from = "egyptian"                               # a shipped deck, by its file name
    add = { main = { "Berserker" = 1 } }            # cards put in, pile by pile
    remove = { territories = { "Fortress of Heliopolis" = 1 } }
    side = "norse"                                  # optional: the faction (side) it names

A step that sets up a table names what is not as the rules want:

    [step.setup]
    players = 3                                     # seats (starter decks dealt around)
    sides = ["austin", "austin"]                    # or the side of each seat's deck

A lesson's (or a step's) position may be a new game dealt by the game itself, setup and
all (`new_game`), instead of a prepared one:

    [position]
    new_game = true
    seed = 3                # the deal
    first = "P1"            # who goes first (default: the seeded draw, AW-4.1)
    decks = ["egyptian", "norse"]   # shipped decks by file name (default: the game's own choice)
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine.cards import DeckFile
from ..engine.errors import DataError, Problem, RulesError, TabletopError
from ..engine.game import DeckList, Game, State
from ..engine.schema import Field, check_table, did_you_mean
from ..engine.tomlfile import Key, TomlDoc

DECK = {
    "from": Field(str, help="a shipped deck, by its file name"),
    "side": Field(str, required=False, default=None, help="the faction or side the deck names"),
    "add": Field(dict, required=False, default={}, help="cards put in: { pile = { card = copies } }"),
    "remove": Field(dict, required=False, default={}, help="cards taken out: { pile = { card = copies } }"),
    "at_once": Field(str, required=False, default=None,
                     help="the rule that every problem is reported at once (the deck has several)"),
}
SETUP = {
    "players": Field(int, required=False, default=None, lo=1, hi=12, help="how many seats"),
    "sides": Field(list, required=False, default=None, item=str, help="the side of each seat's deck"),
}
NEW_GAME = {
    "new_game": Field(bool, help="true: the game deals a new game itself"),
    "seed": Field(int, required=False, default=1),
    "first": Field(str, required=False, default=None, help="P1, P2...: who goes first"),
    "players": Field(int, required=False, default=2, lo=1, hi=12),
    "decks": Field(list, required=False, default=None, item=str, help="shipped decks by file name"),
    "names": Field(list, required=False, default=None, item=str),
}
_RULE = re.compile(r"\[((?:A[A-Z]-\d+(?:\.\d+)?)(?:,\s*A[A-Z]-\d+(?:\.\d+)?)*)\]\s*$")


@dataclass(frozen=True)
class Finding:
    """One thing the engine said of a deck or a setup: its words and the rules they cite."""

    text: str
    rules: tuple[str, ...]


def cited(text: str) -> tuple[str, ...]:
    """The rule ids a message ends with: ``"... [AW-1.2, AW-1.5]"`` -> ("AW-1.2", "AW-1.5")."""
    m = _RULE.search(text.strip())
    return tuple(r.strip() for r in m.group(1).split(",")) if m else ()


# ---- shipped decks ------------------------------------------------------------------------------

def shipped_deck(game: Game, name: str) -> Path | None:
    for p in game.starter_decks():
        if Path(p).stem == name:
            return Path(p)
    return None


def deck_names(game: Game) -> list[str]:
    return [Path(p).stem for p in game.starter_decks()]


# ---- a deck checked ---------------------------------------------------------------------------

def read_deck_step(game: Game, doc: TomlDoc, at: Key, table: Any, problems: list[Problem]) -> dict | None:
    """The checked `[step.deck]` table (None if broken: its problems are added)."""
    before = len(problems)
    v = check_table(doc, at, table, DECK, problems)
    if len(problems) > before or "from" not in v:
        return None
    if shipped_deck(game, v["from"]) is None:
        names = deck_names(game)
        problems.append(doc.problem(at + ("from",), f"no shipped deck {v['from']!r}{did_you_mean(v['from'], names)}; "
                                                   f"the decks are {', '.join(names)}"))
        return None
    for change in ("add", "remove"):
        for pile, cards in v[change].items():
            where = at + (change, pile)
            if pile not in game.deck_piles:
                problems.append(doc.problem(where, f"no pile {pile!r}; the piles are {', '.join(game.deck_piles)}"))
                continue
            if not isinstance(cards, dict):
                problems.append(doc.problem(where, "must be a table of card = copies"))
                continue
            for ref, n in cards.items():
                if game.pool.find(ref) is None:
                    problems.append(doc.problem(where + (ref,), f"no card called {ref!r}{game.pool.suggest(ref)}"))
                elif isinstance(n, bool) or not isinstance(n, int) or n < 1:
                    problems.append(doc.problem(where + (ref,), "the number of copies must be a whole number of 1 or more"))
    if len(problems) > before:
        return None
    try:
        deck = lesson_deck(game, v, doc.path)
    except ValueError as exc:
        problems.append(doc.problem(at + ("remove",), str(exc)))
        return None
    found = game.deck_problems(deck)
    if not found:
        problems.append(doc.problem(at, "this deck breaks no rule: a deck step shows a deck that does"))
        return None
    if v.get("at_once") is not None and len(found) < 2:
        problems.append(doc.problem(at + ("at_once",), "every problem at once shows with two problems or more; "
                                                        f"this deck has {len(found)}"))
        return None
    return v


def lesson_deck(game: Game, spec: dict, path: str) -> DeckFile:
    """The starter deck `spec["from"]` with the step's cards added and taken out, as a deck file
    the game's checker reads (each card's line: the step's)."""
    starter = game.load_deck(shipped_deck(game, spec["from"]))
    piles = {p: list(starter.deck.piles.get(p, [])) for p in game.deck_piles}
    for pile, cards in spec.get("remove", {}).items():
        for ref, n in cards.items():
            key = game.pool.find(ref).key
            for _ in range(n):
                if key not in piles[pile]:
                    raise ValueError(f"the {spec['from']} deck's {pile} holds no more {ref!r} to take out")
                piles[pile].remove(key)
    for pile, cards in spec.get("add", {}).items():
        for ref, n in cards.items():
            piles[pile].extend([game.pool.find(ref).key] * n)
    side = spec.get("side") or starter.deck.side
    data: dict[str, Any] = {"name": starter.deck.name, "side": side}
    entries: dict[str, list[tuple[str, int, int | None]]] = {}
    for pile, keys in piles.items():
        counts: dict[str, int] = {}
        for k in keys:
            counts[k] = counts.get(k, 0) + 1
        data[pile] = counts
        entries[pile] = [(k, n, None) for k, n in counts.items()]
    return DeckFile(DeckList(starter.deck.name, piles, side), TomlDoc(path, data), entries)


def check_deck(game: Game, spec: dict, path: str) -> list[Finding]:
    """What the game's deck check says of the step's deck, in the reader's language; with
    `at_once`, a last line that every problem was reported at once, citing that rule."""
    from ..words import tr
    found = [Finding(tr(p.message), cited(p.message)) for p in game.deck_problems(lesson_deck(game, spec, path))]
    if spec.get("at_once") and len(found) > 1:
        found.append(Finding(tr("{n} problems, every one reported at once, each with its rule", n=len(found))
                             + f" [{spec['at_once']}]", (spec["at_once"],)))
    return found


# ---- a table set up -------------------------------------------------------------------------------

def read_setup_step(game: Game, doc: TomlDoc, at: Key, table: Any, problems: list[Problem]) -> dict | None:
    before = len(problems)
    v = check_table(doc, at, table, SETUP, problems)
    if len(problems) > before:
        return None
    if v.get("players") is None and v.get("sides") is None:
        problems.append(doc.problem(at, "say what to set up: players = N, or sides = [...]"))
        return None
    if v.get("sides") is not None:
        known = sorted({d.side for d in _starters(game)})
        bad = [s for s in v["sides"] if s not in known]
        if bad:
            problems.append(doc.problem(at + ("sides",), f"no shipped deck of side {bad[0]!r}; "
                                                         f"the sides are {', '.join(known)}"))
            return None
    if not try_setup(game, v):
        problems.append(doc.problem(at, "this table can be set up: a setup step shows one the rules refuse"))
        return None
    return v


def _starters(game: Game) -> list[DeckList]:
    return [game.load_deck(p).deck for p in game.starter_decks()]


def try_setup(game: Game, spec: dict) -> list[Finding]:
    """Set up a table as the step says; what the game refuses (nothing: [])."""
    from ..engine.game import Setup
    starters = _starters(game)
    if spec.get("sides") is not None:
        decks = [next(d for d in starters if d.side == side) for side in spec["sides"]]
    else:
        decks = [starters[i % len(starters)] for i in range(spec["players"])]
    setup = Setup(game.name, 1, decks, [f"Player {i + 1}" for i in range(len(decks))])
    try:
        game.new_state(setup)
    except RulesError as err:
        return [Finding(f"{err.reason} [{err.rule}]" if hasattr(err, "reason") else str(err), (err.rule,))]
    except DataError as err:
        return [Finding(p.message, cited(p.message)) for p in err.problems]
    except TabletopError as err:
        return [Finding(str(err), cited(str(err)))]
    return []


# ---- a new game dealt ---------------------------------------------------------------------------

def is_new_game(data: Any) -> bool:
    return isinstance(data, dict) and "new_game" in data


def new_game(game: Game, data: dict, doc: TomlDoc, at: Key) -> State:
    """The state of a new game dealt as `data` says (setup and all); DataError if broken."""
    from ..engine.game import Setup
    from .checks import seat_index
    problems: list[Problem] = []
    v = check_table(doc, at, data, NEW_GAME, problems)
    if problems:
        raise DataError(problems)
    players = v["players"]
    names = v.get("names") or [f"Player {i + 1}" for i in range(players)]
    try:
        setup = game.default_setup(v["seed"], players, names)
    except TabletopError as exc:
        raise DataError(doc.problem(at + ("players",), str(exc))) from None
    if v.get("decks") is not None:
        decks = []
        for i, name in enumerate(v["decks"]):
            path = shipped_deck(game, name)
            if path is None:
                problems.append(doc.problem(at + ("decks", i), f"no shipped deck {name!r}"
                                                               f"{did_you_mean(name, deck_names(game))}"))
                continue
            decks.append(game.load_deck(path).deck)
        if len(v["decks"]) != players:
            problems.append(doc.problem(at + ("decks",), f"{len(v['decks'])} decks for {players} players"))
        if problems:
            raise DataError(problems)
        setup.decks = decks
    if v.get("first") is not None:
        first = seat_index(v["first"])
        if first is None or first >= players:
            raise DataError(doc.problem(at + ("first",), f"{v['first']!r} is not a seat of this game"))
        setup.first = first
    try:
        return game.new_state(setup)
    except TabletopError as exc:
        raise DataError(doc.problem(at, str(exc))) from None
