"""Which cards of the pool the builder lists: the search text, the filter chips, the sort.

Plain data, no pygame. The search matches every word of the query against a card's name,
rules text and flavour (any order, any case).
"""

from __future__ import annotations

from .info import DeckInfo, search_text


class PoolView:
    def __init__(self, game, info: DeckInfo) -> None:
        self.game = game
        self.info = info
        self.query = ""
        self.choice = [0] * len(info.filters)  # the chosen option of every filter row
        self.sort = 0
        self._texts = {c.key: search_text(c) for c in game.pool}
        self._cache: tuple | None = None

    def cycle(self, i: int, step: int = 1) -> None:
        n = len(self.info.filters[i].options)
        self.choice[i] = (self.choice[i] + step) % n

    def cycle_sort(self, step: int = 1) -> None:
        self.sort = (self.sort + step) % len(self.info.sorts)

    def label(self, i: int) -> str:
        return self.info.filters[i].options[self.choice[i]][0]

    @property
    def sort_label(self) -> str:
        return self.info.sorts[self.sort][0]

    def reset(self) -> None:
        self.query = ""
        self.choice = [0] * len(self.info.filters)

    def cards(self) -> list:
        key = (self.query, tuple(self.choice), self.sort)
        if self._cache is not None and self._cache[0] == key:
            return self._cache[1]
        words = self.query.casefold().split()
        tests = [t for t in (f.options[c][1] for f, c in zip(self.info.filters, self.choice)) if t is not None]
        out = [c for c in self.game.pool
               if all(w in self._texts[c.key] for w in words) and all(t(c) for t in tests)]
        out.sort(key=self.info.sorts[self.sort][1])
        self._cache = (key, out)
        return out
