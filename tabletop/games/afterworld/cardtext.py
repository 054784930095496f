"""Afterworld rules text in Japanese, made from the same card data as the English one.

`rules_text_ja(card)` says what `cards.rules_text(card)` says, sentence for sentence, in the
words of the Japanese rule summary (城塞, テリトリー, 司令官, 部隊, ユニット, 食料, 黄金 ...).
Each sentence is one whole template, keyed by its English form in the catalog
``tabletop/words/ja/cards.toml`` (`T` marks the keys, so the catalog test checks that every
one is translated); the numbers and the target's words are put into the template, so the
word order is the Japanese one. A card file's own ``text_ja`` replaces this text.

>>> from tabletop.engine.effects import Effect
>>> effects_text_ja((Effect("damage", (("amount", 3),)),), "enemy-unit")
'敵のユニット1体に3ダメージを与える。'
"""

from __future__ import annotations

from typing import Any

from tabletop import words
from tabletop.engine.effects import Effect
from tabletop.words import T

from .abilities import TARGETS, VERB_TARGETS

# what an event names, in full (the first effect that uses it) ...
_PHRASE = {
    "unit": T("a unit"),
    "enemy-unit": T("an enemy unit"),
    "own-unit": T("one of your units"),
    "enemy-territory": T("an enemy territory or fortress on a square where one of your divisions stands"),
    "own-territory": T("one of your territories"),
    "enemy-division": T("an enemy division"),
    "own-division": T("one of your divisions"),
}
# ... and in the effects after it
_AGAIN = {"unit": T("that unit"), "territory": T("that territory"), "division": T("that division")}


def ja(template: str, **params: Any) -> str:
    """`template`'s Japanese sentence from the catalog with `params` put in as they are
    (the English template itself when the catalog lacks it: the catalog test reports that)."""
    text = words.catalog("ja").get(template) or template
    return text.format(**params) if params else text


def stats_ja(attack: int, health: int) -> str:
    """'攻撃力+2、体力+1'."""
    if attack and health:
        return ja(T("{attack} Attack and {health} Health"), attack=f"{attack:+d}", health=f"{health:+d}")
    if attack:
        return ja(T("{attack} Attack"), attack=f"{attack:+d}")
    return ja(T("{health} Health"), health=f"{health:+d}")


def _resources(food: int, gold: int) -> str:
    if food and gold:
        return ja(T("{food} Food and {gold} Gold"), food=food, gold=gold)
    if food:
        return ja(T("{food} Food"), food=food)
    return ja(T("{gold} Gold"), gold=gold)


def _sentence(e: Effect, t: str, cat: str | None) -> str:
    v = e.verb
    if v == "damage":
        return ja(T("Deal {amount} damage to {target}."), amount=e["amount"], target=t)
    if v == "heal":
        return ja(T("Remove {amount} damage from {target}."), amount=e["amount"], target=t)
    if v == "buff":
        stats = stats_ja(e.get("attack", 0), e.get("health", 0))
        if cat == "division":
            return ja(T("Each unit in {target} gets {stats} until end of turn."), target=t, stats=stats)
        return ja(T("{target} gets {stats} until end of turn."), target=t, stats=stats)
    if v == "draw":
        n = e.get("amount", 1)
        return ja(T("Draw a card.")) if n == 1 else ja(T("Draw {amount} cards."), amount=n)
    if v == "gain":
        return ja(T("Add {resources} to your pool."), resources=_resources(e.get("food", 0), e.get("gold", 0)))
    if v == "ready":
        return ja(T("Ready {target}."), target=t)
    if v == "expend":
        return ja(T("Expend {target}."), target=t)
    if v == "move":
        if e["to"] == "fortress":
            return ja(T("Send {target} back to its fortress."), target=t)
        return ja(T("Move {target} one square in any direction (this does not use up one of its moves)."),
                  target=t)
    if v == "return":
        return ja(T("Return {target} to its owner's hand (its items go to the discard pile)."), target=t)
    if v == "remove":
        return ja(T("Remove {target} from the game."), target=t)
    if v == "destroy":
        return ja(T("Destroy {target}."), target=t)
    raise AssertionError(f"no Japanese text for effect {v!r}")  # pragma: no cover - as effect_text


def effects_text_ja(effects: tuple[Effect, ...], target: str = "none") -> str:
    """The Japanese words for `effects` aimed at an event target of kind `target`."""
    out = []
    first = True  # the first effect that uses the target names it in full, later ones say "that unit"
    cat = TARGETS[target][0]
    for e in effects:
        t = ""
        if VERB_TARGETS[e.verb]:
            t = ja(_PHRASE[target] if first else _AGAIN[cat or "unit"])
            first = False
        out.append(_sentence(e, t, cat))
    return "".join(out)


def rules_text_ja(card) -> str:
    """The Japanese rules text of `card` (a card of cards.py): "" where the English one is empty."""
    from .cards import Commander, Event, Item, Territory, Unit

    if isinstance(card, Territory):
        return ja(T("Fortress: if it is destroyed, its owner loses.")) if card.fortress else ""
    if isinstance(card, Commander):
        parts = []
        if card.attack:
            parts.append(ja(T("This commander strikes in battle with Attack {attack}."), attack=card.attack))
        if card.at_start:
            parts.append(ja(T("Game start: {effects}"), effects=effects_text_ja(card.at_start)))
        return "".join(parts)
    if isinstance(card, Unit):
        if not card.on_deploy:
            return ""
        return ja(T("When this unit joins a division: {effects}"), effects=effects_text_ja(card.on_deploy))
    if isinstance(card, Item):
        parts = [ja({"any": T("Attach to a commander or a unit."), "unit": T("Attach to a unit."),
                     "commander": T("Attach to a commander.")}[card.holder])]
        if card.attack or card.health:
            holder = {"any": T("Its holder gets {stats}."), "unit": T("The unit holding it gets {stats}."),
                      "commander": T("The commander holding it gets {stats}.")}[card.holder]
            parts.append(ja(holder, stats=stats_ja(card.attack, card.health)))
        if card.unit_limit:
            parts.append(ja(T("Its division's Unit Limit is {amount} higher."), amount=card.unit_limit))
        if card.on_attach:
            parts.append(ja(T("When attached: {effects}"), effects=effects_text_ja(card.on_attach)))
        return "".join(parts)
    if isinstance(card, Event):
        return effects_text_ja(card.effects, card.target)
    return ""
