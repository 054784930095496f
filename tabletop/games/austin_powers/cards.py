"""Austin Powers cards: the card classes, their TOML schema and the effect vocabulary.

A card file holds ``[[card]]`` tables. Every card has a ``type``: ``agent``, ``bone`` (a
Frickin' Bone), ``swinger`` or ``happening``, plus its side, colour dot and rarity::

    [[card]]
    key = "agent-honeytrap"
    name = "Agent Honeytrap"
    type = "agent"
    side = "austin"                 # "austin" (good) or "evil"
    dot = "red"                     # red, orange, blue, yellow, green, purple
    rarity = "common"               # common, uncommon, rare
    gender = "female"
    role = "kiss"                   # kiss (shagger) or gun (assassin)
    vibes = { shagadelic = 2, randy = 1 }
    score = 12
    ship = false                    # the Ship icon (AP-9)
    abilities = [ { do = "irresistible" } ]          # what the agent is (static text)
    when_played = [ { do = "draw", amount = 1 } ]    # happens when it is played
    action = [ { do = "draw", amount = 2 } ]         # a card-given action (AP-4.1)

Bones have ``shag`` and ``assassination`` requirements (vibe tables) and a ``score``; swingers
``plain`` and ``special`` effect lists and a ``requirement`` for the special one; happenings
``effects`` and a ``score``. Any card may carry a ``flavour`` line (for a bone: the line to
say aloud). The rules text printed on a card is generated from these effects (cardtext.py),
so a card always says exactly what the engine does. ``name_ja``, ``flavour_ja`` and ``text_ja``
give a card's Japanese name, flavour line and rules text; without ``text_ja`` the Japanese text
is generated from the same effects (`cardtext.card_text_ja`). The loader registers every
``name_ja`` with `words.add_names`, so a card's name in any sentence is shown in Japanese.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cached_property
from pathlib import Path

from ... import words
from ...engine.cards import IMAGE_FIELD, SHORT_NAME_FIELDS, Pool, image_path, load_pool, short_name_problems
from ...engine.effects import Effect, Verb, Vocabulary
from ...engine.errors import Problem
from ...engine.schema import Field, check_table
from ...engine.tomlfile import TomlDoc

VIBES = ("groovy", "shagadelic", "randy", "creepy")
VIBE_NAMES = ("Groovy", "Shagadelic", "Randy", "Creepy")
Vibes = tuple[int, int, int, int]
NO_VIBES: Vibes = (0, 0, 0, 0)

DOTS = ("red", "orange", "blue", "yellow", "green", "purple")
RARITIES = ("common", "uncommon", "rare")
KINDS = ("agent", "bone", "swinger", "happening")


@dataclass(frozen=True)
class Side:
    key: str
    name: str          # "Austin Powers"
    alignment: str     # "good" / "evil"
    back: str          # card-back colour
    unit: str          # what the score counts
    gesture: str       # the side's happening gesture (AP-7.2)

    def score_text(self, points: int) -> str:
        if self.key == "evil":
            return f"{points} billion dollars"
        return f"{points} mojo"


SIDES = {
    "austin": Side("austin", "Austin Powers", "good", "red", "mojo", "the peace sign"),
    "evil": Side("evil", "Dr. Evil", "evil", "blue", "billions of dollars",
                 "the little finger at the corner of the mouth"),
}


# ---- the effect vocabulary -------------------------------------------------------------

_WHO = Field(str, required=False, default="you", choices=("you", "target", "each-opponent", "everyone"),
             help="who is affected")
_AMOUNT = Field(int, required=False, default=1, lo=1, hi=6)
_WHOSE = Field(str, required=False, default="opponent", choices=("opponent", "yours", "any"))
_DELTA = Field(int, required=False, default=0, lo=-5, hi=5)

#: static abilities of agents: what the agent is, not something that happens
ABILITIES = Vocabulary([
    Verb("shag-any-gender", {}, "this agent may shag agents of either gender"),
    Verb("irresistible", {}, "any Kiss agent may shag this agent, whatever the genders"),
    Verb("shag-proof", {}, "this agent cannot be the target of a shag"),
    Verb("bulletproof", {}, "this agent cannot be the target of an assassination attempt"),
])

#: AP-4.4: the most actions one turn may hold, extra actions included; what an effect gives past
#: it is lost. The card checker states it with the `extra-action` verb, so a card whose action
#: gives actions back (``extra-action 6`` on an agent) is used at most this often in a turn.
MAX_ACTIONS_PER_TURN = 8

EFFECTS = Vocabulary([
    Verb("draw", {"amount": _AMOUNT, "who": _WHO}, "draw cards"),
    Verb("discard-random", {"amount": _AMOUNT, "who": _WHO}, "discard cards at random from hand"),
    Verb("vibes", {v: _DELTA for v in VIBES} | {"who": _WHO}, "change vibes until the end of the turn"),
    Verb("lose-score", {"amount": _AMOUNT, "who": _WHO}, "top cards of a score pile to the discard pile"),
    Verb("score-from-discard", {"amount": _AMOUNT, "who": _WHO}, "top cards of a discard pile to the score pile"),
    Verb("recycle", {"who": _WHO}, "shuffle the discard pile into the deck"),
    Verb("extra-action", {"amount": _AMOUNT},
         f"more actions this turn (a turn holds at most {MAX_ACTIONS_PER_TURN} actions in all, AP-4.4)"),
    Verb("booster", {"keep": Field(int, required=False, default=1, lo=1, hi=3),
                     "to": Field(str, required=False, default="hand", choices=("hand", "score")),
                     "who": _WHO}, "open a virtual booster (AP-12)"),
    Verb("discard-agent", {"whose": _WHOSE}, "discard a target agent"),
    Verb("return-agent", {"whose": _WHOSE}, "return a target agent to its owner's hand"),
    Verb("score-agent", {}, "put a target agent of yours into your score pile"),
])

#: verbs that need a target agent (the action names it as `target`)
CARD_TARGET_VERBS = frozenset({"discard-agent", "return-agent", "score-agent"})


def target_whose(effect: Effect) -> str:
    return "yours" if effect.verb == "score-agent" else effect.get("whose", "opponent")


def needs_card(effects: tuple[Effect, ...]) -> Effect | None:
    """The effect of the list that needs a target agent, if any."""
    for e in effects:
        if e.verb in CARD_TARGET_VERBS:
            return e
    return None


def needs_player(effects: tuple[Effect, ...]) -> bool:
    """Whether some effect of the list applies to a chosen target player."""
    return any(e.get("who") == "target" for e in effects)


# ---- card classes ------------------------------------------------------------------------

@dataclass(frozen=True, kw_only=True)
class Card:
    key: str
    name: str
    kind: str
    side: str
    dot: str
    rarity: str
    score: int = 0
    flavour: str = ""
    image: str = ""  # absolute path of a picture for the art area ("" = drawn by code)
    name_ja: str = ""  # the Japanese name, flavour and rules text ("" = none: the English is shown)
    flavour_ja: str = ""
    text_ja: str = ""  # the file's own, or generated by cardtext.card_text_ja when it is loaded
    short_name: str = ""  # what a small card shows where its name does not fit ("" = none)
    short_name_ja: str = ""

    @cached_property
    def text(self) -> str:
        """The rules text printed on the card, generated from its data."""
        from .cardtext import card_text
        return card_text(self)


@dataclass(frozen=True, kw_only=True)
class Agent(Card):
    gender: str
    role: str
    vibes: Vibes
    ship: bool = False
    abilities: frozenset[str] = frozenset()
    when_played: tuple[Effect, ...] = ()
    action: tuple[Effect, ...] = ()

    @property
    def kiss(self) -> bool:
        return self.role == "kiss"

    @property
    def gun(self) -> bool:
        return self.role == "gun"


@dataclass(frozen=True, kw_only=True)
class Bone(Card):
    shag: Vibes
    assassination: Vibes

    def requirement(self, kind: str) -> Vibes:
        return self.shag if kind == "shag" else self.assassination


@dataclass(frozen=True, kw_only=True)
class Swinger(Card):
    plain: tuple[Effect, ...]
    special: tuple[Effect, ...]
    requirement: Vibes


@dataclass(frozen=True, kw_only=True)
class Happening(Card):
    effects: tuple[Effect, ...]


# ---- reading card files ------------------------------------------------------------------

def _vibes_ok(value) -> str | None:
    for k, v in value.items():
        if k not in VIBES:
            from ...engine.schema import did_you_mean
            return f"unknown vibe {k!r}{did_you_mean(k, VIBES)}; the vibes are {', '.join(VIBES)}"
        if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= 9:
            return f"{k} must be a whole number from 0 to 9"
    return None


def vibes_of(table: dict) -> Vibes:
    return tuple(int(table.get(v, 0)) for v in VIBES)  # type: ignore[return-value]


_VIBE_TABLE = Field(dict, required=False, default={}, check=_vibes_ok,
                    help="a vibe table such as { groovy = 2, creepy = 1 }")

COMMON = {
    "key": Field(str, help="a short unique id such as 'agent-honeytrap'"),
    "name": Field(str, help="the printed name"),
    "type": Field(str, choices=KINDS),
    "side": Field(str, choices=tuple(SIDES)),
    "dot": Field(str, choices=DOTS),
    "rarity": Field(str, choices=RARITIES),
    "flavour": Field(str, required=False, default=""),
    "name_ja": Field(str, required=False, default="", help="the name in Japanese"),
    "flavour_ja": Field(str, required=False, default="", help="the flavour line in Japanese"),
    "text_ja": Field(str, required=False, default="", help="a Japanese rules text replacing the generated one"),
    "image": IMAGE_FIELD,
    **SHORT_NAME_FIELDS,
}
_SCORE = Field(int, lo=0, hi=50, help="the printed score")
_EFFECT_LIST = Field(list, required=False, default=[])

BY_KIND = {
    "agent": {
        "gender": Field(str, choices=("male", "female")),
        "role": Field(str, choices=("kiss", "gun")),
        "vibes": _VIBE_TABLE,
        "score": _SCORE,
        "ship": Field(bool, required=False, default=False),
        "abilities": _EFFECT_LIST,
        "when_played": _EFFECT_LIST,
        "action": _EFFECT_LIST,
    },
    "bone": {"shag": _VIBE_TABLE, "assassination": _VIBE_TABLE, "score": _SCORE},
    "swinger": {"plain": Field(list), "special": Field(list), "requirement": _VIBE_TABLE},
    "happening": {"effects": Field(list), "score": _SCORE},
}


def _effects(doc: TomlDoc, where: tuple, table: dict, key: str, context: str,
             problems: list[Problem]) -> tuple[Effect, ...]:
    """Parse one effect list and check that it makes sense where it stands."""
    value = table.get(key, [])
    before = len(problems)
    effects = EFFECTS.parse(doc, where + (key,), value, problems)
    if len(problems) > before:
        return ()
    cards = [i for i, e in enumerate(effects) if e.verb in CARD_TARGET_VERBS]
    for i, e in enumerate(effects):
        at = where + (key, i)
        if e.verb in CARD_TARGET_VERBS and context in ("happening", "when_played"):
            problems.append(doc.problem(at + ("do",), f"{e.verb!r} needs a target agent, which "
                                        f"{'a happening' if context == 'happening' else 'a when_played effect'} "
                                        "cannot name"))
        if e.get("who") == "target" and context == "when_played":
            problems.append(doc.problem(at + ("who",), "a when_played effect has no target player"))
        if e.verb == "extra-action" and context in ("happening", "when_played"):
            problems.append(doc.problem(at + ("do",), "'extra-action' only works in a swinger or an "
                                        "agent's action (the turn player's actions)"))
        if e.verb == "vibes" and not any(e.get(v) for v in VIBES):
            problems.append(doc.problem(at, "a 'vibes' effect must change at least one vibe"))
    if len(cards) > 1:
        problems.append(doc.problem(where + (key, cards[1]), "one effect list can name only one target agent"))
    if context == "happening" and effects and not needs_player(effects):
        problems.append(doc.problem(where + (key,), "a happening must do something to its target "
                                    "(an effect with who = \"target\")"))
    return effects


def parse_card(doc: TomlDoc, where: tuple, table: dict, problems: list[Problem]) -> Card | None:
    """Turn one [[card]] table into a card, or append problems and return None."""
    if not isinstance(table, dict):
        problems.append(doc.problem(where, "must be a table"))
        return None
    kind = table.get("type")
    fields = dict(COMMON)
    if kind in BY_KIND:
        fields.update(BY_KIND[kind])
    before = len(problems)
    v = check_table(doc, where, table, fields, problems, allow_extra=kind not in BY_KIND)
    if len(problems) > before or kind not in BY_KIND:
        return None
    base = dict(key=v["key"], name=v["name"], kind=kind, side=v["side"], dot=v["dot"],
                rarity=v["rarity"], flavour=v["flavour"], image=image_path(doc, v["image"]),
                name_ja=v["name_ja"], flavour_ja=v["flavour_ja"], short_name=v["short_name"],
                short_name_ja=v["short_name_ja"])
    problems += short_name_problems(doc, where, v)
    if kind == "agent":
        abilities = ABILITIES.parse(doc, where + ("abilities",), v["abilities"], problems)
        card: Card = Agent(**base, score=v["score"], gender=v["gender"], role=v["role"],
                           vibes=vibes_of(v["vibes"]), ship=v["ship"],
                           abilities=frozenset(a.verb for a in abilities),
                           when_played=_effects(doc, where, v, "when_played", "when_played", problems),
                           action=_effects(doc, where, v, "action", "action", problems))
        if not any(vibes_of(v["vibes"])):
            problems.append(doc.problem(where + ("vibes",), "an agent needs at least one vibe"))
    elif kind == "bone":
        card = Bone(**base, score=v["score"], shag=vibes_of(v["shag"]),
                    assassination=vibes_of(v["assassination"]))
    elif kind == "swinger":
        card = Swinger(**base, plain=_effects(doc, where, v, "plain", "plain", problems),
                       special=_effects(doc, where, v, "special", "special", problems),
                       requirement=vibes_of(v["requirement"]))
        for k in ("plain", "special"):
            if not v[k]:
                problems.append(doc.problem(where + (k,), "a swinger needs both a plain and a special effect"))
        if not any(card.requirement):
            problems.append(doc.problem(where + ("requirement",), "the special effect needs a vibe requirement"))
    else:
        card = Happening(**base, score=v["score"],
                         effects=_effects(doc, where, v, "effects", "happening", problems))
        if not v["effects"]:
            problems.append(doc.problem(where + ("effects",), "a happening needs at least one effect"))
    if len(problems) > before:
        return None
    from .cardtext import card_text_ja
    return replace(card, text_ja=v["text_ja"] or card_text_ja(card))


def load_cards(folder: Path, user_folder: Path | None = None) -> Pool:
    """Read every card file of `folder` (raises DataError listing every problem)."""
    """With `user_folder`: the user's own cards too (see docs/cards.md)."""
    pool = load_pool(folder, parse_card, user_folder)
    register_names(pool)
    return pool


def register_names(pool: Pool) -> None:
    """Every card's Japanese name, for the sentences that name a card (`words.name`)."""
    words.add_names("ja", {c.name: c.name_ja for c in pool if c.name_ja})
