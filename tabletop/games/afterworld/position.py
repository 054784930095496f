"""Build an Afterworld position from plain data: tests, lessons and scenarios start from here.

The data is what a TOML file holds (cards by key or printed name, squares by name):

    step = "move"                  # muster, move or battle (default muster)
    turn = 3                       # default 1
    turn_player = "P1"             # default P1; "first" defaults to the turn player
    actor = "P2"                   # whose part of the step it is (default: the turn player)
    fought = ["c3"]                # squares already fought on in this part of the Battle step
    options = { engagement_stops_movement = true }

    [P1]
    faction = "egyptian"           # the starter deck that fills whatever is not given
    hand = ["Jackal Spearman", "plague-of-locusts"]
    deck = ["Scarab Swarm"]        # top card first; default: the starter's main deck
    discard = []                   # also: removed
    food = 2                       # and gold
    territories = { a1 = "Nile Delta", b1 = { card = "Giza Plateau", damage = 2 },
                    c2 = { card = "Red Desert", destroyed = true }, F1 = { expended = true } }

    [[P1.divisions]]               # d1, d2, d3 in order (missing ones: starter commanders)
    commander = "Sun Barque"
    square = "b2"                  # default: own fortress
    moves = 1                      # moves already made this turn (also: halted = true)
    items = ["Crook and Flail"]    # on the commander
    units = ["Jackal Spearman", { card = "Chariot Archer", damage = 1, items = ["Khopesh"] }]

Territory squares left out get the starter's territories in order (a1, b1, ... for P1;
a3, b3, ... for P2); a territory entry may leave out `card` to keep that default. Every
mistake is reported at once, located by key (and by line when the data came from a file).
Card ids are given in a fixed order, so a position always builds the same state.
"""

from __future__ import annotations

from typing import Any

from tabletop.engine.errors import DataError, Problem
from tabletop.engine.game import initial_rng
from tabletop.engine.schema import Field, check_table, did_you_mean
from tabletop.engine.tomlfile import TomlDoc, load_toml

from . import world
from .cards import FACTIONS
from .options import make_options
from .state import AWState, Division, Side

SEATS = ("P1", "P2")
DEFAULT_FACTION = ("egyptian", "norse")

TOP = {
    "step": Field(str, required=False, default="muster", choices=("muster", "move", "battle")),
    "turn": Field(int, required=False, default=1, lo=1),
    "turn_player": Field(str, required=False, default="P1", choices=SEATS),
    "first": Field(str, required=False, default=None, choices=SEATS),
    "actor": Field(str, required=False, default=None, choices=SEATS),
    "fought": Field(list, required=False, default=[], item=str),
    "options": Field(dict, required=False, default={}),
    "seed": Field(int, required=False, default=1),
    "names": Field(list, required=False, default=["Player 1", "Player 2"], item=str, lo=2, hi=2),
    "P1": Field(dict, required=False, default={}),
    "P2": Field(dict, required=False, default={}),
}
PLAYER = {
    "faction": Field(str, required=False, default=None, choices=FACTIONS),
    "hand": Field(list, required=False, default=[], item=str),
    "deck": Field(list, required=False, default=None, item=str),
    "discard": Field(list, required=False, default=[], item=str),
    "removed": Field(list, required=False, default=[], item=str),
    "food": Field(int, required=False, default=0, lo=0),
    "gold": Field(int, required=False, default=0, lo=0),
    "territories": Field(dict, required=False, default={}),
    "divisions": Field(list, required=False, default=[], hi=3),
}
TERRITORY = {
    "card": Field(str, required=False, default=None),
    "damage": Field(int, required=False, default=0, lo=0),
    "destroyed": Field(bool, required=False, default=False),
    "expended": Field(bool, required=False, default=False),
}
DIVISION = {
    "commander": Field(str, required=False, default=None),
    "square": Field(str, required=False, default=None),
    "moves": Field(int, required=False, default=0, lo=0, hi=3),
    "halted": Field(bool, required=False, default=False),
    "items": Field(list, required=False, default=[], item=str),
    "units": Field(list, required=False, default=[]),
}
UNIT = {
    "card": Field(str),
    "damage": Field(int, required=False, default=0, lo=0),
    "items": Field(list, required=False, default=[], item=str),
    "attack_bonus": Field(int, required=False, default=0),
    "health_bonus": Field(int, required=False, default=0),
}


def load_position(game, path) -> AWState:
    """A position from a TOML file; DataError lists every problem with its line."""
    doc = load_toml(path)
    return build(game, doc.data, doc)


def build(game, data: dict[str, Any], doc: TomlDoc | None = None, name: str = "<position>") -> AWState:
    """The state `data` describes. Raises DataError listing every problem at once."""
    if doc is None:
        doc = TomlDoc(name, data)
    return _Builder(game, doc).run(data)


class _Builder:
    def __init__(self, game, doc: TomlDoc) -> None:
        self.game = game
        self.pool = game.pool
        self.doc = doc
        self.problems: list[Problem] = []

    def problem(self, path: tuple, msg: str) -> None:
        self.problems.append(self.doc.problem(path, msg))

    def card(self, path: tuple, ref: str, types: tuple[str, ...]) -> str | None:
        c = self.pool.find(ref)
        if c is None:
            self.problem(path, f"no card called {ref!r}{self.pool.suggest(ref)}")
            return None
        if c.type not in types:
            want = {("equipment", "relic"): "an item", ("unit",): "a unit", ("territory",): "a territory",
                    ("commander",): "a commander"}.get(types, "a unit, an item or an event")
            self.problem(path, f"{c.name} is a {c.type}, not {want}")
            return None
        return c.key

    def square(self, path: tuple, text: str) -> int | None:
        try:
            return world.parse_square(text)
        except ValueError as exc:
            self.problem(path, str(exc) + did_you_mean(text, world.NAMES))
            return None

    def seat(self, text: str | None, default: int) -> int:
        return default if text is None else SEATS.index(text)

    def run(self, data: dict) -> AWState:
        top = check_table(self.doc, (), data, TOP, self.problems)
        try:
            options = make_options(top.get("options", {}))
        except ValueError as exc:
            self.problem(("options",), str(exc))
            options = make_options({})
        seed = top.get("seed", 1)
        names = top.get("names", ["Player 1", "Player 2"])
        s = AWState(seed=seed, rng=initial_rng(seed), names=list(names), cards={}, owner={}, next_id=1,
                    result=None, options=options)
        s.turn = top.get("turn", 1)
        s.turn_player = self.seat(top.get("turn_player"), 0)
        s.first = self.seat(top.get("first"), s.turn_player)
        s.actor = self.seat(top.get("actor"), s.turn_player)
        s.step = top.get("step", "muster")
        s.world = [0] * 18
        for i, sq_name in enumerate(top.get("fought", [])):
            sq = self.square(("fought", i), sq_name)
            if sq is not None:
                s.fought.append(sq)
        for seat, tag in enumerate(SEATS):
            self.player(s, seat, tag, top.get(tag) or {})
        if self.problems:
            raise DataError(self.problems)
        return s

    def pile(self, s: AWState, seat: int, path: tuple, refs: list[str], types) -> list[int]:
        out = []
        for i, ref in enumerate(refs):
            key = self.card(path + (i,), ref, types)
            if key is not None:
                out.append(s.new_card(key, seat))
        return out

    def player(self, s: AWState, seat: int, tag: str, data: dict) -> None:
        p = check_table(self.doc, (tag,), data, PLAYER, self.problems)
        faction = p.get("faction") or DEFAULT_FACTION[seat]
        try:
            starter = self.game.starter(faction)
        except KeyError:
            self.problem((tag, "faction"), f"no starter deck for faction {faction!r}")
            return
        side = Side()
        s.sides.append(side)
        main = ("unit", "equipment", "relic", "event")
        side.hand = self.pile(s, seat, (tag, "hand"), p.get("hand", []), main)
        deck_refs = p.get("deck")
        if deck_refs is None:
            deck_refs = list(starter.piles["main"])
        side.deck = self.pile(s, seat, (tag, "deck"), deck_refs, main)[::-1]  # top = last
        side.discard = self.pile(s, seat, (tag, "discard"), p.get("discard", []), main)
        side.removed = self.pile(s, seat, (tag, "removed"), p.get("removed", []), main)
        side.food = p.get("food", 0)
        side.gold = p.get("gold", 0)
        self.territories(s, seat, tag, starter, p.get("territories", {}))
        self.divisions(s, seat, tag, starter, p.get("divisions", []))

    def territories(self, s: AWState, seat: int, tag: str, starter, table: dict) -> None:
        card_of = self.pool
        fort_key = next(k for k in starter.piles["territories"] if card_of[k].fortress)
        others = [k for k in starter.piles["territories"] if not card_of[k].fortress]
        squares = [world.fortress_of(seat)] + sorted(world.EMPIRE[seat] - {world.fortress_of(seat)})
        given: dict[int, tuple[dict, Any]] = {}  # square -> (table, its key path)
        for name, entry in table.items():
            path = (tag, "territories", name)
            sq = self.square(path, name)
            if sq is None:
                continue
            if sq not in world.EMPIRE[seat]:
                self.problem(path, f"{world.NAMES[sq]} is not in {tag}'s empire")
                continue
            if isinstance(entry, str):
                entry = {"card": entry}
            t = check_table(self.doc, path, entry, TERRITORY, self.problems)
            given[sq] = (t, path)
        defaults = iter(others)
        for sq in squares:
            default = fort_key if sq == world.fortress_of(seat) else next(defaults, others[0])
            t, path = given.get(sq, ({}, None))
            key = default
            if t.get("card"):
                key = self.card(path + ("card",), t["card"], ("territory",)) or default
                if path is not None and card_of[key].fortress != (sq == world.fortress_of(seat)):
                    self.problem(path + ("card",), "a fortress stands on the fortress square, and only there")
            cid = s.new_card(key, seat)
            s.world[sq] = cid
            if t.get("damage"):
                s.damage[cid] = t["damage"]
            if t.get("destroyed"):
                s.destroyed.add(cid)
            if t.get("expended"):
                s.expended.add(cid)

    def divisions(self, s: AWState, seat: int, tag: str, starter, tables: list) -> None:
        commanders = list(starter.piles["commanders"])
        side = s.sides[seat]
        for n in (1, 2, 3):
            path = (tag, "divisions", n - 1)
            table = tables[n - 1] if n - 1 < len(tables) else {}
            d = check_table(self.doc, path, table, DIVISION, self.problems)
            key = commanders[n - 1]
            if d.get("commander"):
                key = self.card(path + ("commander",), d["commander"], ("commander",)) or key
            div = Division(seat, n, s.new_card(key, seat), world.fortress_of(seat))
            side.divisions.append(div)
            if d.get("square"):
                sq = self.square(path + ("square",), d["square"])
                if sq is not None:
                    div.square = sq
            div.moves = d.get("moves", 0)
            div.halted = d.get("halted", False)
            self.items(s, seat, path + ("items",), div.commander, d.get("items", []))
            for i, u in enumerate(d.get("units", [])):
                upath = path + ("units", i)
                if isinstance(u, str):
                    u = {"card": u}
                ut = check_table(self.doc, upath, u, UNIT, self.problems)
                if "card" not in ut:
                    continue
                ukey = self.card(upath + ("card",), ut["card"], ("unit",))
                if ukey is None:
                    continue
                cid = s.new_card(ukey, seat)
                div.units.append(cid)
                if ut.get("damage"):
                    s.damage[cid] = ut["damage"]
                if ut.get("attack_bonus"):
                    s.attack_bonus[cid] = ut["attack_bonus"]
                if ut.get("health_bonus"):
                    s.health_bonus[cid] = ut["health_bonus"]
                self.items(s, seat, upath + ("items",), cid, ut.get("items", []))

    def items(self, s: AWState, seat: int, path: tuple, holder: int, refs: list[str]) -> None:
        ids = self.pile(s, seat, path, refs, ("equipment", "relic"))
        if ids:
            s.items[holder] = ids


# ---- finding cards in a state (tests and lessons) ----------------------------------------------

def ids_named(game, s: AWState, ref: str) -> list[int]:
    """Ids of every card instance called `ref` (printed name or key), lowest first."""
    card = game.pool.find(ref)
    if card is None:
        raise KeyError(f"no card called {ref!r}{game.pool.suggest(ref)}")
    return sorted(c for c, k in s.cards.items() if k == card.key)

