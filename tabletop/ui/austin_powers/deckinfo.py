"""Austin Powers facts for the deck builder: filters by kind, side and colour dot; the six
dots against the 5 each of the 6-by-5 rule (AP-1.4), counts by card type and the vibe totals
of the agents."""

from __future__ import annotations

from collections import Counter

from ...games.austin_powers.cards import DOTS, KINDS, SIDES, VIBE_NAMES, VIBES, Agent
from ...words import T, msg
from ..deckbuilder.info import Bar, DeckInfo, Filter, StatBlock, having
from .artist import DOT_COLORS, KIND_TITLES, VIBE_COLORS, AustinPowersArtist

SHORT_KINDS = {"agent": T("Agents"), "bone": T("Bones"), "swinger": T("Swingers"), "happening": T("Happenings")}
DOT_TITLES = {"red": T("Red"), "orange": T("Orange"), "blue": T("Blue"), "yellow": T("Yellow"), "green": T("Green"),
              "purple": T("Purple")}
DOT_FILTERS = {"red": T("Red dot"), "orange": T("Orange dot"), "blue": T("Blue dot"), "yellow": T("Yellow dot"),
               "green": T("Green dot"), "purple": T("Purple dot")}
KIND_ORDER = {k: i for i, k in enumerate(KINDS)}
DOT_ORDER = {d: i for i, d in enumerate(DOTS)}


#: a card's line in the pool by its kind (and an agent's role), each sentence whole
SCORED = {"kiss": T("Agent · kiss · {score}"), "gun": T("Agent · gun · {score}"),
          "bone": T("Frickin' Bone · {score}"), "swinger": T("Swinger · {score}"), "happening": T("Happening · {score}")}


def summary(card) -> str:
    """A card's line in the pool: its kind, an agent's role, the score ("Agent · kiss · 12")."""
    template = SCORED.get(card.role if isinstance(card, Agent) else card.kind)
    if template is None or not (card.score or isinstance(card, Agent)):
        return KIND_TITLES.get(card.kind, card.kind)
    return msg(template, score=card.score)


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
        StatBlock(T("Colour dots (5 of each)"), [Bar(DOT_TITLES.get(d, d.capitalize()), dots[d], 5, DOT_COLORS[d])
                                                 for d in DOTS]),
        StatBlock(T("Cards by type"), [Bar(SHORT_KINDS[k], kinds[k]) for k in KINDS]),
        StatBlock(T("Vibes of the agents"), [Bar(VIBE_NAMES[i], vibes[i], color=VIBE_COLORS[i])
                                          for i in range(len(VIBES))]),
    ]


def info(game) -> DeckInfo:
    artist = AustinPowersArtist(game.pool)
    kinds = [(T("All types"), None)] + [(KIND_TITLES[k], having("kind", k)) for k in KINDS]
    sides = [(T("Both sides"), None)] + [(SIDES[s].name, having("side", s)) for s in SIDES]
    dots = [(T("Any dot"), None)] + [(DOT_FILTERS.get(d, d.capitalize() + " dot"), having("dot", d)) for d in DOTS]
    return DeckInfo(
        filters=[Filter(T("Type"), kinds), Filter(T("Side"), sides), Filter(T("Dot"), dots)],
        sorts=[(T("Name"), lambda c: c.name.casefold()),
               (T("Dot"), lambda c: (DOT_ORDER.get(c.dot, 9), c.name.casefold())),
               (T("Type"), lambda c: (KIND_ORDER.get(c.kind, 9), c.name.casefold())),
               (T("Score"), lambda c: (-c.score, c.name.casefold()))],
        chip=lambda c: DOT_COLORS.get(c.dot, (128, 128, 128)),
        summary=summary,
        side_of=lambda c: c.side,
        side_label=T("Side: {side}"),
        sides=[(s, SIDES[s].name) for s in SIDES],
        pile_titles={"main": T("Deck")},
        stats=stats,
        pile_sizes={"main": 30},
        face=lambda card, size, fonts: artist.draw(("card", card.key), size, fonts),
        artist=artist,
    )
