"""Afterworld card classes and the reading of card pools from TOML.

Card files (assets/afterworld/cards/*.toml) hold ``[[card]]`` tables:

    [[card]]
    key = "sun-barque"            # stable id used by decks and saves
    name = "Sun Barque"
    type = "commander"            # territory, commander, unit, equipment, relic, event
    faction = "egyptian"          # egyptian, japanese, norse, atlantean
    limit = 1                     # printed Deck Limit (AW-1.6)
    icons = ["N NE NW", "N", "S"] # commander: 1-3 movement icons, compass letters, N = forward
    unit_limit = 4
    at_start = [ { do = "draw", amount = 1 } ]     # optional game-start effect (AW-4.7)
    flavour = "Ra's boat sails the sky by day and the underworld by night."
    name_ja = "太陽の船"           # optional Japanese name, flavour and rules text
    flavour_ja = "..."
    text_ja = "..."               # only where the generated Japanese text cannot say it well

Per type: territory (strength, food, gold); commander (icons, unit_limit, optional attack,
at_start); unit (attack, health, optional on_deploy); equipment/relic (food_cost, gold_cost,
attack/health/unit_limit bonuses for the holder, holder = "any"/"unit"/"commander", optional
on_attach); event (food_cost, gold_cost, target, effects). Every card's rules text is made
by `rules_text` from this data, and its Japanese one by `cardtext.rules_text_ja` (unless
the file gives ``text_ja``). The loader registers every ``name_ja`` with `words.add_names`, so
a card's name in any sentence is shown in Japanese. A fortress is a territory with FORTRESS in its name (AW-1.5,
any case).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from tabletop import words
from tabletop.engine.cards import IMAGE_FIELD, SHORT_NAME_FIELDS, Pool, image_path, load_pool, short_name_problems
from tabletop.engine.effects import Effect
from tabletop.engine.errors import Problem
from tabletop.engine.schema import Field, check_table
from tabletop.engine.tomlfile import TomlDoc

from . import world
from .abilities import SELF_VERBS, TARGETS, VOCABULARY, effect_text, stats_text, verb_problem
from .cardtext import rules_text_ja

FACTIONS = ("egyptian", "japanese", "norse", "atlantean")
FACTION_TITLES = {"egyptian": "Egyptian", "japanese": "Japanese", "norse": "Norse", "atlantean": "Atlantean"}
TYPES = ("territory", "commander", "unit", "equipment", "relic", "event")
MAIN_TYPES = ("unit", "equipment", "relic", "event")


@dataclass(frozen=True, kw_only=True)
class Card:
    key: str
    name: str
    type: str  # one of TYPES
    faction: str
    limit: int
    flavour: str = ""
    text: str = ""  # rules text, made from the data by rules_text
    name_ja: str = ""  # the Japanese name, flavour and rules text ("" = none: the English is shown)
    flavour_ja: str = ""
    text_ja: str = ""  # the file's own, or made from the data by cardtext.rules_text_ja
    image: str = ""  # absolute path of a picture for the art area ("" = drawn by code)
    short_name: str = ""  # what a small card shows where its name does not fit ("" = none)
    short_name_ja: str = ""

    @property
    def is_item(self) -> bool:
        return self.type in ("equipment", "relic")


@dataclass(frozen=True, kw_only=True)
class Territory(Card):
    strength: int
    food: int
    gold: int

    @property
    def fortress(self) -> bool:
        return "fortress" in self.name.casefold()


@dataclass(frozen=True, kw_only=True)
class Commander(Card):
    icons: tuple[int, ...]  # arrow masks, icon 1 first
    unit_limit: int
    attack: int = 0
    at_start: tuple[Effect, ...] = ()


@dataclass(frozen=True, kw_only=True)
class Unit(Card):
    attack: int
    health: int
    on_deploy: tuple[Effect, ...] = ()


@dataclass(frozen=True, kw_only=True)
class Item(Card):
    food_cost: int = 0
    gold_cost: int = 0
    attack: int = 0
    health: int = 0
    unit_limit: int = 0
    holder: str = "any"  # any, unit, commander
    on_attach: tuple[Effect, ...] = ()


@dataclass(frozen=True, kw_only=True)
class Event(Card):
    food_cost: int = 0
    gold_cost: int = 0
    target: str = "none"
    effects: tuple[Effect, ...] = field(default=())


def _small(lo=0, hi=20):
    return Field(int, lo=lo, hi=hi)


def _opt(lo=0, hi=20):
    return Field(int, required=False, default=0, lo=lo, hi=hi)


COMMON = {
    "key": Field(str, help="a short unique id such as 'jackal-spearman'"),
    "name": Field(str, help="the printed name"),
    "type": Field(str, choices=TYPES),
    "faction": Field(str, choices=FACTIONS),
    "limit": Field(int, lo=1, hi=60, help="the printed Deck Limit"),
    "flavour": Field(str, required=False, default=""),
    "name_ja": Field(str, required=False, default="", help="the name in Japanese"),
    "flavour_ja": Field(str, required=False, default="", help="the flavour line in Japanese"),
    "text_ja": Field(str, required=False, default="", help="a Japanese rules text replacing the generated one"),
    "image": IMAGE_FIELD,
    **SHORT_NAME_FIELDS,
}
_EFFECTS = Field(list, required=False, default=[])
BY_TYPE = {
    "territory": {"strength": _small(1, 60), "food": _small(), "gold": _small()},
    "commander": {"icons": Field(list, lo=1, hi=3, item=str, help="1 to 3 icons such as \"N NE NW\""),
                  "unit_limit": _small(1, 9), "attack": _opt(0, 9), "at_start": _EFFECTS},
    "unit": {"attack": _small(0), "health": _small(1), "on_deploy": _EFFECTS},
    "item": {"food_cost": _opt(), "gold_cost": _opt(), "attack": _opt(-9, 9), "health": _opt(0, 9),
             "unit_limit": _opt(0, 3),
             "holder": Field(str, required=False, default="any", choices=("any", "unit", "commander")),
             "on_attach": _EFFECTS},
    "event": {"food_cost": _opt(), "gold_cost": _opt(),
              "target": Field(str, required=False, default="none", choices=tuple(TARGETS)),
              "effects": Field(list, lo=1, help="a list of effect tables [ { do = ... } ]")},
}


def _self_effects(doc, where, value, problems, what) -> tuple[Effect, ...]:
    effects = VOCABULARY.parse(doc, where, value, problems)
    for i, e in enumerate(effects):
        if e.verb not in SELF_VERBS:
            problems.append(doc.problem(where + (i, "do"),
                                        f"{what} effects cannot have a target: use "
                                        + " or ".join(sorted(SELF_VERBS))))
        msg = verb_problem(e, "none")
        if msg:
            problems.append(doc.problem(where + (i,), msg))
    return effects


def parse_card(doc: TomlDoc, where: tuple, table: dict, problems: list[Problem]) -> Card | None:
    """Turn one ``[[card]]`` table into a card, appending located problems."""
    if not isinstance(table, dict):
        problems.append(doc.problem(where, "must be a table"))
        return None
    kind = table.get("type")
    group = "item" if kind in ("equipment", "relic") else str(kind)
    fields = dict(COMMON)
    fields.update(BY_TYPE.get(group, {}))
    before = len(problems)
    v = check_table(doc, where, table, fields, problems, allow_extra=group not in BY_TYPE)
    if len(problems) > before or group not in BY_TYPE:
        return None
    common = {k: v[k] for k in COMMON}
    common["image"] = image_path(doc, v["image"])
    problems += short_name_problems(doc, where, v)
    if kind == "territory":
        card: Card = Territory(**common, strength=v["strength"], food=v["food"], gold=v["gold"])
    elif kind == "commander":
        icons = []
        for i, text in enumerate(v["icons"]):
            try:
                icons.append(world.parse_icon(text))
            except ValueError as exc:
                problems.append(doc.problem(where + ("icons", i), str(exc)))
        at_start = _self_effects(doc, where + ("at_start",), v["at_start"], problems, "game-start")
        card = Commander(**common, icons=tuple(icons), unit_limit=v["unit_limit"], attack=v["attack"],
                         at_start=at_start)
    elif kind == "unit":
        on_deploy = _self_effects(doc, where + ("on_deploy",), v["on_deploy"], problems, "on_deploy")
        card = Unit(**common, attack=v["attack"], health=v["health"], on_deploy=on_deploy)
    elif group == "item":
        on_attach = _self_effects(doc, where + ("on_attach",), v["on_attach"], problems, "on_attach")
        if v["unit_limit"] and v["holder"] != "commander":
            problems.append(doc.problem(where + ("holder",),
                                        "an item that raises the Unit Limit must have holder = \"commander\""))
        if not (v["attack"] or v["health"] or v["unit_limit"] or on_attach):
            problems.append(doc.problem(where, "an item must do something: attack, health, "
                                               "unit_limit or on_attach"))
        card = Item(**common, food_cost=v["food_cost"], gold_cost=v["gold_cost"], attack=v["attack"],
                    health=v["health"], unit_limit=v["unit_limit"], holder=v["holder"],
                    on_attach=on_attach)
    else:
        effects = VOCABULARY.parse(doc, where + ("effects",), v["effects"], problems)
        for i, e in enumerate(effects):
            msg = verb_problem(e, v["target"])
            if msg:
                problems.append(doc.problem(where + ("effects", i), msg))
        if v["target"] != "none" and not any(e.verb not in SELF_VERBS for e in effects):
            problems.append(doc.problem(where + ("target",), "no effect of this event uses its target"))
        moves = [e for e in effects if e.verb == "move"]
        if len(moves) > 1:
            problems.append(doc.problem(where + ("effects",), "an event can move a division only once"))
        card = Event(**common, food_cost=v["food_cost"], gold_cost=v["gold_cost"], target=v["target"],
                     effects=effects)
    if kind == "territory" and "fortress" in card.name.casefold() and card.limit != 1:
        problems.append(doc.problem(where + ("limit",), "a fortress has a Deck Limit of 1"))
    if len(problems) > before:
        return None
    return _with_text(card)


def _with_text(card: Card) -> Card:
    import dataclasses
    return dataclasses.replace(card, text=rules_text(card), text_ja=card.text_ja or rules_text_ja(card))


def rules_text(card: Card) -> str:
    """The rules text printed on `card`, made from its data (what the engine does, in words)."""
    if isinstance(card, Territory):
        return "Fortress: if it is destroyed, its owner loses." if card.fortress else ""
    if isinstance(card, Commander):
        parts = []
        if card.attack:
            parts.append(f"This commander strikes in battle with Attack {card.attack}.")
        if card.at_start:
            parts.append("Game start: " + _lower_first(effect_text(card.at_start)))
        return " ".join(parts)
    if isinstance(card, Unit):
        return ("When this unit joins a division: " + _lower_first(effect_text(card.on_deploy))
                if card.on_deploy else "")
    if isinstance(card, Item):
        who = {"any": "Attach to a commander or a unit.", "unit": "Attach to a unit.",
               "commander": "Attach to a commander."}[card.holder]
        parts = [who]
        if card.attack or card.health:
            parts.append(f"Its holder gets {stats_text(card.attack, card.health)}.")
        if card.unit_limit:
            parts.append(f"Its division's Unit Limit is {card.unit_limit} higher.")
        if card.on_attach:
            parts.append("When attached: " + _lower_first(effect_text(card.on_attach)))
        return " ".join(parts)
    if isinstance(card, Event):
        return effect_text(card.effects, card.target)
    return ""


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


def load_cards(folder: Path, user_folder: Path | None = None) -> Pool:
    """The card pool in `folder`; DataError lists every problem of every file."""
    """With `user_folder`: the user's own cards too (see docs/cards.md)."""
    pool = load_pool(folder, parse_card, user_folder)
    register_names(pool)
    return pool


def register_names(pool: Pool) -> None:
    """Every card's Japanese name, for the sentences that name a card (`words.name`)."""
    words.add_names("ja", {c.name: c.name_ja for c in pool if c.name_ja})

