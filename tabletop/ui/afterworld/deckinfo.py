"""Afterworld facts for the deck builder: filters by type, faction and cost; counts by type
and the Food/Gold cost curve of the main deck (AW-1, AW-2)."""

from __future__ import annotations

from collections import Counter

from ...games.afterworld.cards import FACTION_TITLES, FACTIONS, TYPES
from ...words import T, msg
from ..deckbuilder.info import Bar, DeckInfo, Filter, StatBlock, having
from .artist import FACTION_COLORS, TYPE_TITLES, AfterworldArtist

FOOD = (120, 170, 70)
GOLD = (222, 180, 60)
TYPE_ORDER = {t: i for i, t in enumerate(("commander", "territory", "unit", "equipment", "relic", "event"))}


def _cost(card) -> int:
    return getattr(card, "food_cost", 0) + getattr(card, "gold_cost", 0)


#: an item's or event's line in the pool by its costs (food and gold, food, gold, none), each
#: sentence whole for the words of every language
COSTED = {"equipment": (T("Equipment · {food}F {gold}G"), T("Equipment · {food}F"), T("Equipment · {gold}G"),
                        T("Equipment · free")),
          "relic": (T("Relic · {food}F {gold}G"), T("Relic · {food}F"), T("Relic · {gold}G"), T("Relic · free")),
          "event": (T("Event · {food}F {gold}G"), T("Event · {food}F"), T("Event · {gold}G"), T("Event · free"))}


def summary(card) -> str:
    """A card's line in the pool: its type and numbers ("Unit · 3/2", "Relic · 1F 2G")."""
    if card.type == "unit":
        return msg("Unit · {attack}/{health}", attack=card.attack, health=card.health)
    if card.type == "territory":
        return msg("Territory · S{strength} F{food} G{gold}", strength=card.strength, food=card.food, gold=card.gold)
    if card.type == "commander":
        return msg("Commander · {n} units", n=card.unit_limit)
    f, g = card.food_cost, card.gold_cost
    forms = COSTED.get(card.type)
    if forms is None:  # (no such type in the card files' gate)
        return TYPE_TITLES.get(card.type, card.type)
    both, food, gold, free = forms
    return msg(both if f and g else food if f else gold if g else free, food=f, gold=g)


def stats(game, piles: dict[str, dict[str, int]]) -> list[StatBlock]:
    pool = game.pool
    main = piles.get("main", {})
    kinds: Counter = Counter()
    for key, n in main.items():
        kinds[pool[key].type] += n
    terr = piles.get("territories", {})
    forts = sum(n for k, n in terr.items() if pool[k].type == "territory" and pool[k].fortress)
    types = StatBlock(T("Cards by type"), [
        Bar(T("Units"), kinds["unit"]), Bar(T("Equipment"), kinds["equipment"]), Bar(T("Relics"), kinds["relic"]),
        Bar(T("Events"), kinds["event"]),
        Bar(T("Commanders"), sum(piles.get("commanders", {}).values()), 3),
        Bar(T("Territories"), sum(terr.values()) - forts, 8), Bar(T("Fortress"), forts, 1)])
    food: Counter = Counter()
    gold: Counter = Counter()
    for key, n in main.items():
        c = pool[key]
        if c.type in ("equipment", "relic", "event"):
            food[min(c.food_cost, 4)] += n
            gold[min(c.gold_cost, 4)] += n
    label = ["0", "1", "2", "3", "4+"]
    return [types,
            StatBlock(T("Food cost (items, events)"), [Bar(label[i], food[i], color=FOOD) for i in range(5)]),
            StatBlock(T("Gold cost (items, events)"), [Bar(label[i], gold[i], color=GOLD) for i in range(5)])]


def _cost_is(lo: int, hi: int):
    return lambda c: c.type in ("equipment", "relic", "event") and lo <= _cost(c) <= hi


def info(game) -> DeckInfo:
    artist = AfterworldArtist(game.pool)
    types = [(T("All types"), None)] + [(TYPE_TITLES.get(t, t), having("type", t)) for t in TYPES]
    factions = [(T("All factions"), None)] + [(FACTION_TITLES[f], having("faction", f)) for f in FACTIONS]
    costs = [(T("Any cost"), None), (T("Free"), lambda c: _cost(c) == 0),
             (T("Cost 1"), _cost_is(1, 1)), (T("Cost 2"), _cost_is(2, 2)), (T("Cost 3+"), _cost_is(3, 99))]
    return DeckInfo(
        filters=[Filter(T("Type"), types), Filter(T("Faction"), factions), Filter(T("Cost"), costs)],
        sorts=[(T("Name"), lambda c: c.name.casefold()),
               (T("Type"), lambda c: (TYPE_ORDER.get(c.type, 9), c.name.casefold())),
               (T("Cost"), lambda c: (_cost(c), c.name.casefold())),
               (T("Faction"), lambda c: (c.faction, TYPE_ORDER.get(c.type, 9), c.name.casefold()))],
        chip=lambda c: FACTION_COLORS.get(c.faction, (120, 120, 120)),
        summary=summary,
        side_of=lambda c: c.faction,
        side_label=T("Faction: {side}"),
        sides=[(f, FACTION_TITLES[f]) for f in FACTIONS],
        pile_titles={"commanders": T("Commanders"), "territories": T("Territories (1 fortress + 8)"),
                     "main": T("Main deck")},
        stats=stats,
        pile_sizes={"commanders": 3, "territories": 9, "main": 60},
        face=lambda card, size, fonts: artist.draw(("card", card.key), size, fonts),
        artist=artist,
        portrait=lambda c: c.type != "territory",
    )
