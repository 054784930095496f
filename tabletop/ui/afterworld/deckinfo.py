"""Afterworld facts for the deck builder: filters by type, faction and cost; counts by type
and the Food/Gold cost curve of the main deck (AW-1, AW-2)."""

from __future__ import annotations

from collections import Counter

from ...games.afterworld.cards import FACTION_TITLES, FACTIONS, TYPES
from ..deckbuilder.info import Bar, DeckInfo, Filter, StatBlock, having
from .artist import FACTION_COLORS, TYPE_TITLES, AfterworldArtist

FOOD = (120, 170, 70)
GOLD = (222, 180, 60)
TYPE_ORDER = {t: i for i, t in enumerate(("commander", "territory", "unit", "equipment", "relic", "event"))}


def _cost(card) -> int:
    return getattr(card, "food_cost", 0) + getattr(card, "gold_cost", 0)


def summary(card) -> str:
    kind = TYPE_TITLES.get(card.type, card.type)
    if card.type == "unit":
        return f"{kind} · {card.attack}/{card.health}"
    if card.type == "territory":
        return f"{kind} · S{card.strength} F{card.food} G{card.gold}"
    if card.type == "commander":
        return f"{kind} · {card.unit_limit} units"
    f, g = card.food_cost, card.gold_cost
    cost = " ".join(p for p in (f"{f}F" if f else "", f"{g}G" if g else "") if p) or "free"
    return f"{kind} · {cost}"


def stats(game, piles: dict[str, dict[str, int]]) -> list[StatBlock]:
    pool = game.pool
    main = piles.get("main", {})
    kinds: Counter = Counter()
    for key, n in main.items():
        kinds[pool[key].type] += n
    terr = piles.get("territories", {})
    forts = sum(n for k, n in terr.items() if pool[k].type == "territory" and pool[k].fortress)
    types = StatBlock("Cards by type", [
        Bar("Units", kinds["unit"]), Bar("Equipment", kinds["equipment"]), Bar("Relics", kinds["relic"]),
        Bar("Events", kinds["event"]),
        Bar("Commanders", sum(piles.get("commanders", {}).values()), 3),
        Bar("Territories", sum(terr.values()) - forts, 8), Bar("Fortress", forts, 1)])
    food: Counter = Counter()
    gold: Counter = Counter()
    for key, n in main.items():
        c = pool[key]
        if c.type in ("equipment", "relic", "event"):
            food[min(c.food_cost, 4)] += n
            gold[min(c.gold_cost, 4)] += n
    label = ["0", "1", "2", "3", "4+"]
    return [types,
            StatBlock("Food cost (items, events)", [Bar(label[i], food[i], color=FOOD) for i in range(5)]),
            StatBlock("Gold cost (items, events)", [Bar(label[i], gold[i], color=GOLD) for i in range(5)])]


def _cost_is(lo: int, hi: int):
    return lambda c: c.type in ("equipment", "relic", "event") and lo <= _cost(c) <= hi


def info(game) -> DeckInfo:
    artist = AfterworldArtist(game.pool)
    types = [("All types", None)] + [(TYPE_TITLES.get(t, t), having("type", t)) for t in TYPES]
    factions = [("All factions", None)] + [(FACTION_TITLES[f], having("faction", f)) for f in FACTIONS]
    costs = [("Any cost", None), ("Free", lambda c: _cost(c) == 0),
             ("Cost 1", _cost_is(1, 1)), ("Cost 2", _cost_is(2, 2)), ("Cost 3+", _cost_is(3, 99))]
    return DeckInfo(
        filters=[Filter("Type", types), Filter("Faction", factions), Filter("Cost", costs)],
        sorts=[("Name", lambda c: c.name.casefold()),
               ("Type", lambda c: (TYPE_ORDER.get(c.type, 9), c.name.casefold())),
               ("Cost", lambda c: (_cost(c), c.name.casefold())),
               ("Faction", lambda c: (c.faction, TYPE_ORDER.get(c.type, 9), c.name.casefold()))],
        chip=lambda c: FACTION_COLORS.get(c.faction, (120, 120, 120)),
        summary=summary,
        side_of=lambda c: c.faction,
        side_label="Faction",
        sides=[(f, FACTION_TITLES[f]) for f in FACTIONS],
        pile_titles={"commanders": "Commanders", "territories": "Territories (1 fortress + 8)",
                     "main": "Main deck"},
        stats=stats,
        pile_sizes={"commanders": 3, "territories": 9, "main": 60},
        face=lambda card, size, fonts: artist.draw(("card", card.key), size, fonts),
        portrait=lambda c: c.type != "territory",
    )
