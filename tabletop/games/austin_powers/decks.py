"""Deck rules (AP-1.3, AP-1.4, AP-1.5), the shipped starter decks and the default setup.

A deck file (format in tabletop/engine/cards.py) has one pile, ``[main]``, and names its side
with ``side = "austin"`` (the Austin Powers side) or ``side = "evil"`` (the Dr. Evil side).
Without a side, the side most of its cards belong to is assumed. Every problem is reported at
once, each ending with its rule id.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from ...engine.cards import DeckFile, load_deck
from ... import words as wording
from ...engine.errors import Problem, UsageError
from ...engine.game import DeckList, Setup
from ...engine.rng import Rng, seed_state
from ...engine.schema import did_you_mean
from .cards import DOTS, SIDES

DECK_SIZE = 30   # AP-1.3
PER_DOT = 5      # AP-1.4
#: a colour dot in words ("a red dot", "an orange dot"): each a word of the catalogs
DOT_PHRASES = {d: wording.T(f"{'an' if d == 'orange' else 'a'} {d} dot") for d in DOTS}


def deck_side(pool, deck: DeckList) -> str:
    """The deck's side: as written, else the side of most of its cards."""
    if deck.side in SIDES:
        return deck.side
    count = Counter(pool[k].side for k in deck.piles.get("main", []) if k in pool)
    return "evil" if count["evil"] > count["austin"] else "austin"


def list_problems(pool, deck: DeckList) -> list[tuple[str, str | None, str]]:
    """(rule id, card key or None, message) for every way `deck` breaks AP-1.3 / AP-1.4."""
    out: list[tuple[str, str | None, str]] = []
    main = deck.piles.get("main", [])
    side = deck_side(pool, deck)
    if deck.side and deck.side not in SIDES:
        out.append(("AP-1.1", "side", wording.msg("{side} is not a side{hint}: write side = \"austin\" or "
                                                  "side = \"evil\"",
                                                  side=repr(deck.side), hint=did_you_mean(deck.side, SIDES))))
    if len(main) != DECK_SIZE:
        out.append(("AP-1.3", None, wording.msg("the deck holds {n} cards; a deck needs exactly {size}",
                                                n=len(main), size=DECK_SIZE)))
    seen = set()
    for key in main:
        card = pool[key]
        if card.side != side and key not in seen:
            seen.add(key)
            out.append(("AP-1.3", key, wording.msg("{card} is a {side} card, but this deck plays the {deck} side: "
                                                   "a deck is all of one side", card=card.name,
                                                   side=SIDES[card.side].name, deck=SIDES[side].name)))
    dots = Counter(pool[k].dot for k in main)
    for dot in DOTS:
        if dots[dot] != PER_DOT:
            which = Counter(pool[k].name for k in main if pool[k].dot == dot)
            listed = ", ".join(f"{n} x{c}" if c > 1 else n for n, c in sorted(which.items()))
            n, mark = dots[dot], DOT_PHRASES[dot]
            text = (wording.msg("1 card with {dot} ({listed}); the 6-by-5 rule needs exactly {per} of each dot",
                                dot=mark, listed=listed, per=PER_DOT) if n == 1 else
                    wording.msg("{n} cards with {dot} ({listed}); the 6-by-5 rule needs exactly {per} of each dot",
                                n=n, dot=mark, listed=listed, per=PER_DOT)
                    if listed else
                    wording.msg("{n} cards with {dot}; the 6-by-5 rule needs exactly {per} of each dot",
                                n=n, dot=mark, per=PER_DOT))
            out.append(("AP-1.4", None, text))
    return out


def deck_problems(pool, deck: DeckFile) -> list[Problem]:
    probs = []
    for rule, key, msg in list_problems(pool, deck.deck):
        if key == "side":
            line, shown = deck.doc.line(("side",)), "side"
        elif key is not None:
            line, shown = deck.line_of("main", key), f"main.{key}"
        else:
            line, shown = deck.doc.line(("main",)), None
        probs.append(Problem(deck.path, line, shown, f"{msg} [{rule}]"))
    return probs


@lru_cache(maxsize=None)
def _starters(game) -> dict[str, tuple[DeckList, ...]]:
    by_side: dict[str, list[DeckList]] = {s: [] for s in SIDES}
    for path in game.starter_decks():
        d = load_deck(path, game.name, game.pool, game.deck_piles).deck
        by_side[deck_side(game.pool, d)].append(d)
    return {k: tuple(v) for k, v in by_side.items()}


def seat_sides(players: int) -> list[str]:
    """AP-1.2: seats alternate good and evil."""
    return ["austin" if i % 2 == 0 else "evil" for i in range(players)]


def default_setup(game, seed: int, players: int = 2, names: list[str] | None = None,
                  options: dict | None = None) -> Setup:
    """The shipped starter decks at alternating sides (AP-1.2). With two players, seat 1 plays
    Ministry Mods against Moon Base Syndicate (who moves first is drawn, AP-3). With three or
    more, a seat's place in the alternation and the starter deck of its side are dealt from
    the seed (AP-1.2 [T]): at a table of three the seat after the lone player of one side
    plays ahead of the seat before it, and the decks differ in strength from three to four
    players, so a fixed deal favoured seats (docs/balance.md, "Seats dealt by the seed")."""
    if not 2 <= players <= 6:  # as Afterworld's: a request the game cannot seat
        raise UsageError(f"The Austin Powers CCG is for 2 to 6 players, not {players} [AP-1.1]")
    starters = _starters(game)
    sides = seat_sides(players)
    turn = {side: 0 for side in SIDES}
    if players > 2:
        rng = Rng(seed_state(seed ^ 0xDEA1))
        shift = rng.randbelow(players)
        sides = sides[shift:] + sides[:shift]
        turn = {side: rng.randbelow(len(starters[side])) for side in SIDES}
    dealt: Counter = Counter()
    decks = []
    for side in sides:
        choices = starters[side]
        d = choices[(dealt[side] + turn[side]) % len(choices)]
        dealt[side] += 1
        decks.append(DeckList(d.name, {"main": list(d.piles["main"])}, side))
    names = list(names) if names else [f"Player {i + 1}" for i in range(players)]
    return Setup(game.name, seed, decks, names, dict(options or {}))


def setup_warnings(sides: list[str]) -> list[str]:
    """AP-1.2 [T]: warnings (not refusals) for uneven or non-alternating sides."""
    out = []
    n = len(sides)
    good = sides.count("austin")
    if n > 2 and abs(good - (n - good)) > 1:
        out.append(f"{good} Austin Powers and {n - good} Dr. Evil players: the sides should be as "
                   "even as possible (AP-1.2).")
    elif n > 2 and sum(sides[i] == sides[i - 1] for i in range(n)) > n % 2:
        # around the table (the last seat sits by the first); an odd table has one such pair
        out.append("Neighbouring seats play the same side: the seats should alternate good and evil "
                   "(AP-1.2).")
    return out
