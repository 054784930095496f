"""Candidate actions derived from a game's own notation, for the consistency tests.

The consistency tests put a broad superset of actions through the engine's checks and demand
that exactly the generated legal list is accepted. The superset is not a hand-kept list of
action shapes (a new action class it forgot would go untested): it is derived from the game's
`Notation`, class by class and argument by argument, so every action class the game can write
is tried by construction.

- every class of `game.notation.by_verb`, for every seat (and one seat past the last);
- each argument from the domain of its notation kind: a card is any card id of the position
  (and None where the kind is optional), several cards are none, one or two of them, a seat is
  any seat or one past the last, and every other kind (a whole number, a word, a game's own
  kind such as an Afterworld square) is any value that kind takes in a legal action seen so
  far in the run (`Domains.learn`), plus a few values no legal action has;
- the product of the domains, sampled down to `per_class` actions per class with the run's
  seeded generator, and always with every legal action of the position.

`Domains.tried` counts the candidates of each class, so a test can assert that none was
left out.
"""

from __future__ import annotations

import itertools
from collections import Counter

from tabletop.engine.actions import _spec
from tabletop.engine.rng import Rng

#: values of a number-like kind that no legal action may have (out of every range)
ODD_INTS = (-1, 0, 99)


class Domains:
    """What each argument kind may be, learnt from the legal actions of a run."""

    def __init__(self, game, seed: int = 0, per_class: int = 120) -> None:
        self.game = game
        self.rng = Rng(seed)
        self.per_class = per_class
        self.seen: dict[str, set] = {}
        self.tried: Counter = Counter()

    def learn(self, legal) -> None:
        for a in legal:
            for name, kind in _spec(type(a)):
                value = getattr(a, name)
                if kind in ("card", "opt_card", "cards"):
                    continue
                self.seen.setdefault(kind, set()).add(value)

    def values(self, kind: str, state) -> list:
        seats = list(range(state.seats)) + [state.seats]
        cards = sorted(state.cards)
        if kind == "card":
            return cards
        if kind == "opt_card":
            return [None] + cards
        if kind == "cards":
            ones = [(c,) for c in cards]
            pairs = [(a, b) for a, b in zip(cards, cards[1:])]
            return [()] + ones + pairs
        if kind in ("seat", "opt_seat"):
            return ([None] if kind == "opt_seat" else []) + seats
        seen = sorted(self.seen.get(kind, ()), key=repr)
        extra: list = [None] if kind.startswith("opt_") else []
        if kind in ("int", "opt_int"):
            extra += [v for v in ODD_INTS if v not in seen]
        elif kind in ("word", "opt_word"):
            extra += ["nonsense"]
        return extra + seen

    def candidates(self, state, legal=()) -> list:
        """Every class, every seat, arguments from their domains (sampled), and `legal`."""
        out = list(legal)
        for verb, cls in sorted(self.game.notation.by_verb.items()):
            fields = _spec(cls)
            domains = [range(state.seats + 1)] + [self.values(kind, state) for _, kind in fields]
            size = 1
            for d in domains:
                size *= max(1, len(d))
            if size <= self.per_class:
                combos = list(itertools.product(*domains))
            else:
                combos = [tuple(d[self.rng.randbelow(len(d))] if d else None for d in domains)
                          for _ in range(self.per_class)]
            for combo in combos:
                try:
                    action = cls(*combo)
                except TypeError:
                    continue
                out.append(action)
                self.tried[verb] += 1
        return out
