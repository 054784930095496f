"""The Austin Powers table's words made of parts, in the reader's language: a vibe with its
number ("2 Groovy", 「グルービー2」), a requirement of vibes, the effects of a card, the score
in the side's unit, and a list of players' names.

The English is what the table always wrote; the Japanese of the cards' sentences is the
engine's own (`cardtext.effects_text_ja`, `vibe_text_ja`), every other word the catalog's
(tabletop/words/ja/tables.toml, cards.toml).
"""

from __future__ import annotations

from ... import words
from ...games.austin_powers.cardtext import effects_text, effects_text_ja, vibe_text, vibe_text_ja
from ...words import T, msg, tr

#: a vibe with its number, in full ("2 Groovy") and short ("2 G"; without the space "2G")
VIBE_AMOUNTS = (T("{n} Groovy"), T("{n} Shagadelic"), T("{n} Randy"), T("{n} Creepy"))
VIBE_SHORT_AMOUNTS = (T("{n} G"), T("{n} S"), T("{n} R"), T("{n} C"))


def vibe_label(i: int, n: int, form: str = "full") -> str:
    """Vibe `i` with its number `n`, now: "full" ("2 Groovy"), "short" ("2 G"), "tight" ("2G")
    or "digit" ("2": on a chip of the vibe's colour)."""
    if form == "full":
        return tr(VIBE_AMOUNTS[i], n=n)
    if form == "digit":
        return str(n)
    text = tr(VIBE_SHORT_AMOUNTS[i], n=n)
    return text.replace(" ", "") if form == "tight" else text


def vibes_words(v) -> str:
    """A requirement of vibes in words, now ("2 Groovy and 1 Creepy", 「グルービー2、クリーピー1」)."""
    return vibe_text_ja(v) if words.language() == "ja" else vibe_text(v)


def effects_words(effects) -> str:
    """What a list of effects does, in words, now (the engine writes both languages)."""
    return effects_text_ja(effects) if words.language() == "ja" else effects_text(effects)


def side_score(side: str, points: int, short: bool = False) -> str:
    """'45 mojo', '$45 billion'; `short`: '$45BN' (as on a card's score badge) where the whole
    unit does not fit (rendered where it is drawn)."""
    if side == "evil":
        return msg("${n}BN", n=points) if short else msg("${n} billion", n=points)
    return msg("{n} mojo", n=points)


def name_list(names) -> str:
    """Players' names one after another: "Ann, Bob, Cy" in English (as the table always wrote
    them), 「Ann、Bob、Cy」 in Japanese; rendered where it is drawn."""
    names = list(names)
    if not names:
        return ""
    out = names[-1]
    for name in reversed(names[:-1]):
        out = msg("{first}, {rest}", first=name, rest=out)
    return out
