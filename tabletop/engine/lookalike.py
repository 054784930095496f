"""Names that look alike: the confusable skeleton of Unicode's security mechanisms (UTS #39).

A card called "Jackal Spearmаn" with a Cyrillic а reads exactly like the shipped "Jackal
Spearman", and a deck list, a deck export or a log line would show it so. Two strings look
alike when their *skeletons* are equal: each character decomposed (NFD), replaced by the
prototype it is confusable with (Cyrillic а -> Latin a, Greek Ο -> Latin O, digit 0 -> O,
capital I and digit 1 -> l, m -> rn), decomposed again. The table of confusables is Unicode's
own (confusables.txt), as the `confusable-homoglyphs` package ships it; its JSON lists, for
each character, what it is confusable with, and the prototype of a character is the one
whose list is the character's alone. The table is read only when a name is compared (user
cards: engine/cards.py), not at every start.

>>> looks("Jackal Spearm\\u0430n") == looks("Jackal Spearman")
True
>>> set(looks("JackaI Spearman")) & set(looks("jackal spearman"))
{'jackalspearrnan'}
>>> set(looks("Nile Delta")) & set(looks("Nile Delia"))
set()
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

from .decklist import normalize


@lru_cache(maxsize=1)
def prototypes() -> dict[str, str]:
    """Character -> its prototype, for every confusable character that is not a prototype."""
    from confusable_homoglyphs.confusables import confusables_data as data

    out: dict[str, str] = {}
    for ch, found in data.items():
        if len(ch) != 1 or len(found) != 1:
            continue  # a sequence, or a prototype (confusable with many)
        target = found[0]["c"]
        back = data.get(target, [])
        if len(back) > 1:
            out[ch] = target
        elif len(back) == 1 and (target.isascii(), -ord(target[0])) > (ch.isascii(), -ord(ch)):
            out[ch] = target  # two that only look like each other: the ASCII one, else the first
    return out


def skeleton(text: str) -> str:
    """The UTS #39 skeleton of `text`: equal for strings that look alike."""
    table = prototypes()
    nfd = unicodedata.normalize("NFD", text)
    return unicodedata.normalize("NFD", "".join(table.get(ch, ch) for ch in nfd))


def looks(text: str) -> tuple[str, ...]:
    """How a name looks, for comparing names: two names look alike when they share one of
    these. Its skeleton with case, spaces and punctuation aside (`decklist.normalize`) before
    and after, so "Jackal Spearmаn" (Cyrillic а) and "JACKAL SPEARMAN" look like "Jackal
    Spearman"; and its skeleton as it is written, so "JackaI" (a capital i) looks like "Jackal"."""
    return tuple(dict.fromkeys((normalize(skeleton(normalize(text))), normalize(skeleton(text)))))
