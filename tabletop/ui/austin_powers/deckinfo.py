"""Austin Powers facts for the deck builder: filters by kind, side and colour dot; the six
dots against the 5 each of the 6-by-5 rule (AP-1.4), counts by card type and the vibe totals
of the agents."""

from __future__ import annotations

from collections import Counter

from ...games.austin_powers.cards import DOTS, KINDS, SIDES, VIBE_NAMES, VIBES, Agent
from ..deckbuilder.info import Bar, DeckInfo, Filter, StatBlock, having
from .artist import DOT_COLORS, KIND_TITLES, VIBE_COLORS, AustinPowersArtist

SHORT_KINDS = {"agent": "Agents", "bone": "Bones", "swinger": "Swingers", "happening": "Happenings"}
KIND_ORDER = {k: i for i, k in enumerate(KINDS)}
DOT_ORDER = {d: i for i, d in enumerate(DOTS)}


def summary(card) -> str:
    kind = KIND_TITLES.get(card.kind, card.kind)
    if isinstance(card, Agent):
        return f"{kind} · {card.role} · {card.score}"
    return f"{kind} · {card.score}" if card.score else kind


def stats(game, piles: dict[str, dict[str, int]]) -> list[StatBlock]:
    pool = game.pool
    main = piles.get("main", {})
    dots: Counter = Counter()
    kinds: Counter = Counter()
    vibes = [0, 0, 0, 0]
    for key, n in main.items():
        c = pool[key]
        dots[c.dot] += n
        kinds[c.kind] += n
        if isinstance(c, Agent):
            for i, v in enumerate(c.vibes):
                vibes[i] += v * n
    return [
        StatBlock("Colour dots (5 of each)", [Bar(d.capitalize(), dots[d], 5, DOT_COLORS[d]) for d in DOTS]),
        StatBlock("Cards by type", [Bar(SHORT_KINDS[k], kinds[k]) for k in KINDS]),
        StatBlock("Vibes of the agents", [Bar(VIBE_NAMES[i], vibes[i], color=VIBE_COLORS[i])
                                          for i in range(len(VIBES))]),
    ]


def info(game) -> DeckInfo:
    artist = AustinPowersArtist(game.pool)
    kinds = [("All types", None)] + [(KIND_TITLES[k], having("kind", k)) for k in KINDS]
    sides = [("Both sides", None)] + [(SIDES[s].name, having("side", s)) for s in SIDES]
    dots = [("Any dot", None)] + [(d.capitalize() + " dot", having("dot", d)) for d in DOTS]
    return DeckInfo(
        filters=[Filter("Type", kinds), Filter("Side", sides), Filter("Dot", dots)],
        sorts=[("Name", lambda c: c.name.casefold()),
               ("Dot", lambda c: (DOT_ORDER.get(c.dot, 9), c.name.casefold())),
               ("Type", lambda c: (KIND_ORDER.get(c.kind, 9), c.name.casefold())),
               ("Score", lambda c: (-c.score, c.name.casefold()))],
        chip=lambda c: DOT_COLORS.get(c.dot, (128, 128, 128)),
        summary=summary,
        side_of=lambda c: c.side,
        side_label="Side",
        sides=[(s, SIDES[s].name) for s in SIDES],
        pile_titles={"main": "Deck"},
        stats=stats,
        pile_sizes={"main": 30},
        face=lambda card, size, fonts: artist.draw(("card", card.key), size, fonts),
    )
