"""The effect vocabulary of Afterworld cards, their targets, and the rules text made from them.

A card's ability is data (see tabletop/engine/effects.py): a list of ``{ do = "verb", ... }``
tables. This module declares the verbs the engine interprets (`VOCABULARY`), which kinds of
target an event may name (`TARGETS`), which verbs fit which target, and `effect_text`, the
one function that turns effects into the words printed on the card, so a card says exactly
what the engine does. The interpreter is tabletop/games/afterworld/resolve.py; a test
asserts that it handles every verb declared here.
"""

from __future__ import annotations

from tabletop.engine.effects import Effect, Verb, Vocabulary
from tabletop.engine.schema import Field

# target kind of an event -> what it names (unit, territory, division) and whose
TARGETS: dict[str, tuple[str | None, str]] = {
    "none": (None, ""),
    "unit": ("unit", "any"),
    "enemy-unit": ("unit", "enemy"),
    "own-unit": ("unit", "own"),
    "enemy-territory": ("territory", "enemy"),
    "own-territory": ("territory", "own"),
    "enemy-division": ("division", "enemy"),
    "own-division": ("division", "own"),
}

_AMOUNT = Field(int, lo=1, hi=20, help="how much, 1 to 20")

VOCABULARY = Vocabulary([
    Verb("damage", {"amount": _AMOUNT}, "deal damage to the target unit or territory"),
    Verb("heal", {"amount": _AMOUNT}, "remove damage from the target unit or territory"),
    Verb("buff", {"attack": Field(int, required=False, default=0, lo=-9, hi=9),
                  "health": Field(int, required=False, default=0, lo=0, hi=9)},
         "the target unit (or each unit of the target division) gets +Attack/+Health until end of turn"),
    Verb("draw", {"amount": Field(int, required=False, default=1, lo=1, hi=9)}, "draw cards"),
    Verb("gain", {"food": Field(int, required=False, default=0, lo=0, hi=9),
                  "gold": Field(int, required=False, default=0, lo=0, hi=9)},
         "add Food and Gold to your pool"),
    Verb("ready", {}, "ready the target territory"),
    Verb("expend", {}, "expend the target territory"),
    Verb("move", {"to": Field(str, choices=("fortress", "step"))},
         "move the target division to its fortress, or one square in any direction"),
    Verb("return", {}, "return the target unit to its owner's hand"),
    Verb("remove", {}, "remove the target unit from the game"),
    Verb("destroy", {}, "destroy the target unit"),
])

#: which target categories each verb acts on; () = acts on the player who plays the card
VERB_TARGETS: dict[str, tuple[str, ...]] = {
    "damage": ("unit", "territory"),
    "heal": ("unit", "territory"),
    "buff": ("unit", "division"),
    "draw": (),
    "gain": (),
    "ready": ("territory",),
    "expend": ("territory",),
    "move": ("division",),
    "return": ("unit",),
    "remove": ("unit",),
    "destroy": ("unit",),
}

SELF_VERBS = frozenset(v for v, t in VERB_TARGETS.items() if not t)


def verb_problem(effect: Effect, target: str) -> str | None:
    """Why `effect` cannot be used with an event target of kind `target`; None if it can."""
    cats = VERB_TARGETS[effect.verb]
    if not cats:
        return None
    cat = TARGETS[target][0]
    if cat is None:
        return (f"'{effect.verb}' needs a target: give the card target = one of "
                + ", ".join(repr(t) for t, (c, _) in TARGETS.items() if c in cats))
    if cat not in cats:
        return f"'{effect.verb}' cannot act on a {cat} (target {target!r})"
    if effect.verb == "buff" and not (effect.get("attack") or effect.get("health")):
        return "'buff' needs attack or health"
    if effect.verb == "gain" and not (effect.get("food") or effect.get("gold")):
        return "'gain' needs food or gold"
    return None


# ---- rules text ---------------------------------------------------------------------------

_PHRASE = {
    "unit": "a unit",
    "enemy-unit": "an enemy unit",
    "own-unit": "one of your units",
    "enemy-territory": "an enemy territory or fortress on a square where one of your divisions stands",
    "own-territory": "one of your territories",
    "enemy-division": "an enemy division",
    "own-division": "one of your divisions",
}


def target_phrase(target: str) -> str:
    """What an event of target kind `target` names, in words: "an enemy unit"."""
    return _PHRASE.get(target, "nothing")


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def _amount(n: int, one: str, many: str) -> str:
    return f"a {one}" if n == 1 else f"{n} {many}"


def _resources(food: int, gold: int) -> str:
    parts = []
    if food:
        parts.append(f"{food} Food")
    if gold:
        parts.append(f"{gold} Gold")
    return " and ".join(parts) or "nothing"


def stats_text(attack: int, health: int) -> str:
    """'+2 Attack and +1 Health'."""
    parts = []
    if attack:
        parts.append(f"{attack:+d} Attack")
    if health:
        parts.append(f"{health:+d} Health")
    return " and ".join(parts)


def effect_text(effects: tuple[Effect, ...], target: str = "none") -> str:
    """The card's words for `effects` aimed at an event target of kind `target`."""
    out = []
    first = True  # the first effect that uses the target names it in full, later ones say "it"
    cat = TARGETS[target][0]
    for e in effects:
        uses_target = bool(VERB_TARGETS[e.verb])
        t = (_PHRASE[target] if first else ("that division" if cat == "division" else "it")) \
            if uses_target else ""
        if uses_target:
            first = False
        v = e.verb
        if v == "damage":
            out.append(f"Deal {e['amount']} damage to {t}.")
        elif v == "heal":
            out.append(f"Remove {e['amount']} damage from {t}.")
        elif v == "buff":
            stats = stats_text(e.get("attack", 0), e.get("health", 0))
            if cat == "division":
                out.append(f"Each unit in {t} gets {stats} until end of turn.")
            else:
                out.append(f"{_cap(t)} gets {stats} until end of turn.")
        elif v == "draw":
            out.append(f"Draw {_amount(e.get('amount', 1), 'card', 'cards')}.")
        elif v == "gain":
            out.append(f"Add {_resources(e.get('food', 0), e.get('gold', 0))} to your pool.")
        elif v == "ready":
            out.append(f"Ready {t}.")
        elif v == "expend":
            out.append(f"Expend {t}.")
        elif v == "move":
            if e["to"] == "fortress":
                out.append(f"Send {t} back to its fortress.")
            else:
                out.append(f"Move {t} one square in any direction (this does not use up one of "
                           f"its moves).")
        elif v == "return":
            out.append(f"Return {t} to its owner's hand (its items go to the discard pile).")
        elif v == "remove":
            out.append(f"Remove {t} from the game.")
        elif v == "destroy":
            out.append(f"Destroy {t}.")
        else:  # pragma: no cover - the vocabulary and this function must agree
            raise AssertionError(f"no text for effect {v!r}")
    return " ".join(out)
