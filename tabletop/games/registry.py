"""The registry of games: one `GameEntry` per game, holding every fact the rest of the program
needs to know about it. Folders that are not a game's own ask the registry; they never spell
a game's name.

A game registers itself with one call, in its own package::

    register(GameEntry(name="afterworld", title="Afterworld", engine="tabletop.games.afterworld:load",
                       players=(2,), ...))

Everything that lives outside the rules (the table adapter, the bot hooks, the teacher, the
zones of its table) is named by a ``"module:attribute"`` string and imported only when asked
for, so the registry, like the rules, imports no pygame. A loader may also be a callable.

Where the entries come from, in this order (the way pytest finds its plugins):

1. the built-in games, `BUILTIN` (the one list of this program's own game packages);
2. the modules named in the environment variable ``TABLETOP_GAMES`` (comma separated), so a
   game that lives elsewhere (such as the test game of docs/architecture.md) runs through
   the real command line: ``TABLETOP_GAMES=mygames.chess tabletop simulate chess``;
3. installed packages that declare an entry point in the group ``tabletop.games``;
4. any `register` call made at run time.

>>> entry("aw").title
'Afterworld'
>>> entry("austin_powers").players
(2, 3, 4, 5, 6)
"""

from __future__ import annotations

import importlib
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Mapping

from ..engine.errors import UsageError
from ..engine.schema import did_you_mean
from ..words import msg

if TYPE_CHECKING:
    from ..engine.game import Game

#: the packages of the games shipped with the program; each registers itself on import
BUILTIN = ("tabletop.games.afterworld", "tabletop.games.austin_powers")
ENV = "TABLETOP_GAMES"
ENTRY_POINT_GROUP = "tabletop.games"

class UnknownGameError(UsageError, ValueError):
    """A game name that no entry answers to."""


def resolve(ref: Any) -> Any:
    """The object a loader reference means: ``"pkg.mod:attr"``, ``"pkg.mod"`` or a callable."""
    if not isinstance(ref, str):
        return ref
    module, _, attr = ref.partition(":")
    mod = importlib.import_module(module)
    return getattr(mod, attr) if attr else mod


@dataclass(frozen=True)
class GameEntry:
    """Everything the program knows about one game, apart from its rules.

    name: the name on the command line and in every file (``game = "afterworld"``).
    title: the name people read ("Austin Powers CCG").
    engine: loader of the `Game` object (called once per process).
    players: the numbers of seats the game allows; `players_rule` is the rule that says so.
    aliases: other names accepted on the command line and in files.
    cards, decks: the card pool and starter-deck folders; a relative folder is looked up in
        the shipped assets/, an absolute one is used as it is.
    table: the table adapter class (a `tabletop.ui.adapter.GameUI`), called (game, layout).
    zones: a function players -> [ZoneSpec]: which zones a layout of this game must place
        (pure data, read without pygame by `tabletop layout check` and the teachers).
    bot_hooks: the `tabletop.ai.hooks.GameHooks` class of the thinking bots ("" = generic).
    teacher: the `tabletop.teach.teachers.Teacher` class of lessons and scenarios.
    rules: the module whose ``RULES`` (id -> rule) the reference shows and searches.
    layouts: players -> the default layout (a shipped layout's name or a .toml file).
    deck_info: a function game -> the deck builder's `DeckInfo` (filters, sorts, statistics).
    user_folder: the folder name of the user's own cards and decks (``cards/NAME``,
        ``decks/NAME`` in the config folder); the game's name when empty.
    words: the game's own words: a folder holding ``<lang>/*.toml`` catalogs, as
        ``tabletop/words/<lang>/`` does (docs/words.md); read from when the game registers.
    """

    name: str
    title: str
    engine: Any
    players: tuple[int, ...] = (2,)
    players_rule: str = ""
    aliases: tuple[str, ...] = ()
    cards: str | Path = ""
    decks: str | Path = ""
    table: Any = ""
    zones: Any = ""
    bot_hooks: Any = ""
    teacher: Any = ""
    rules: Any = ""
    layouts: Mapping[int, str] = field(default_factory=dict)
    user_folder: str = ""
    deck_info: Any = ""
    words: str | Path = ""

    # ---- loaders -----------------------------------------------------------------------
    def load(self) -> "Game":
        game = resolve(self.engine)()
        game.deck_folder = self.deck_folder() if self.decks else None
        return game

    def table_class(self) -> Any:
        if not self.table:
            raise ImportError(f"{self.title} has no table yet")
        return resolve(self.table)

    def zone_specs(self, players: int) -> list:
        return list(resolve(self.zones)(players)) if self.zones else []

    def hooks_class(self) -> Any:
        return resolve(self.bot_hooks) if self.bot_hooks else None

    def teacher_class(self) -> Any:
        if not self.teacher:
            raise UsageError(msg("{game} has no lessons or scenarios", game=self.title))
        return resolve(self.teacher)

    def deck_info_of(self, game: "Game") -> Any:
        if not self.deck_info:
            raise ImportError(f"{self.title} has no deck builder")
        return resolve(self.deck_info)(game)

    def rules_module(self) -> Any:
        return resolve(self.rules) if self.rules else None

    # ---- facts -------------------------------------------------------------------------
    def folder(self, which: str | Path) -> Path:
        from ..resources import asset
        p = Path(which)
        return p if p.is_absolute() else asset(*p.parts)

    def card_folder(self) -> Path:
        return self.folder(self.cards)

    def deck_folder(self) -> Path:
        return self.folder(self.decks)

    def user_cards_folder(self) -> Path:
        from ..resources import user_cards_dir
        return user_cards_dir(self.user_folder or self.name)

    def user_decks_folder(self) -> Path:
        from ..resources import user_decks_dir
        return user_decks_dir(self.user_folder or self.name)

    def default_layout(self, players: int) -> str:
        if players in self.layouts:
            return self.layouts[players]
        return next(iter(self.layouts.values()), self.name)

    def players_problem(self, players: int) -> str | None:
        """Why `players` seats cannot play this game (with the rule id), or None."""
        if players in self.players:
            return None
        counts = self.players
        game, rule, low, high = self.title, self.players_rule, counts[0], counts[-1]
        if len(counts) == 1:
            if rule:
                return msg("{game} is for exactly {n} players [{rule}]", game=game, n=low, rule=rule)
            return msg("{game} is for exactly {n} players", game=game, n=low)
        if rule:
            return msg("{game} is for {low} to {high} players [{rule}]", game=game, low=low, high=high, rule=rule)
        return msg("{game} is for {low} to {high} players", game=game, low=low, high=high)


_ENTRIES: dict[str, GameEntry] = {}
_ALIASES: dict[str, str] = {}
_loaded = False


def register(e: GameEntry) -> GameEntry:
    """Add (or replace) a game's entry; returns it."""
    _ENTRIES[e.name] = e
    if e.words:
        from .. import words
        words.add_folder(e.words)
    for a in (e.name, *e.aliases, e.name.replace("-", "_"), e.name.replace("-", "")):
        _ALIASES[a.casefold()] = e.name
    return e


def unregister(name: str) -> None:
    """Forget a game (tests that register one of their own clean up with this)."""
    e = _ENTRIES.pop(name, None)
    for a in [a for a, n in _ALIASES.items() if n == name]:
        del _ALIASES[a]
    if e is not None and e.words:
        from .. import words
        words.remove_folder(e.words)
    if e is not None:
        from . import _load
        _load.cache_clear()


def _load_all() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    for mod in BUILTIN:
        importlib.import_module(mod)
    for mod in filter(None, (m.strip() for m in os.environ.get(ENV, "").split(","))):
        try:
            importlib.import_module(mod)
        except ImportError as exc:
            raise UsageError(f"{ENV}: cannot import the game module {mod!r}: {exc}") from None
    found: Any = ()
    try:
        from importlib.metadata import entry_points
        found = entry_points(group=ENTRY_POINT_GROUP)
    except Exception:  # noqa: BLE001 - a broken installed package must not stop the program
        pass
    for ep in found:
        ep.load()


def entries() -> list[GameEntry]:
    """Every registered game, built-in ones first (in BUILTIN's order, whichever was imported
    first), then the others in the order they registered."""
    _load_all()
    builtin = {mod: i for i, mod in enumerate(BUILTIN)}
    order = {name: n for n, name in enumerate(_ENTRIES)}

    def rank(e: GameEntry) -> tuple[int, int]:
        mod = getattr(e.engine, "__module__", "") or ""  # the package whose loader it names
        return (builtin.get(mod, len(builtin)), order[e.name])
    return sorted(_ENTRIES.values(), key=rank)


def names() -> list[str]:
    return [e.name for e in entries()]


def canonical(name: str) -> str:
    """The registered name of `name` (any case, or an alias); UnknownGameError if none."""
    _load_all()
    key = str(name).strip().casefold()
    if key in _ALIASES:
        return _ALIASES[key]
    raise UnknownGameError(msg("unknown game {name}{hint}; the games are {games}", name=repr(name),
                               hint=did_you_mean(name, _ENTRIES), games=list(_ENTRIES)))


def entry(name: str) -> GameEntry:
    return _ENTRIES[canonical(name)]


def title_of(name: str) -> str:
    """The title of a game, or `name` itself if no game answers to it."""
    try:
        return entry(name).title
    except UnknownGameError:
        return name
