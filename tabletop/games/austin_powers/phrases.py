"""The parts of the Austin Powers engine's sentences that are phrases themselves, as sentences
of parts (tabletop.words): a count of vibes ("2 Groovy and 1 Creepy"), what a refused action
would have done ("the special effect of Moon Base"). Their English is exactly that of the
card text (cardtext.vibe_text), so every sentence reads as before; in another language the
whole phrase is translated, in its own word order.
"""

from __future__ import annotations

from tabletop.words import Msg, T, msg

#: the vibes a count names (bit i: vibe i of cards.VIBES is not 0) -> the phrase
_VIBES = {
    1: T("{groovy} Groovy"),
    2: T("{shagadelic} Shagadelic"),
    3: T("{groovy} Groovy and {shagadelic} Shagadelic"),
    4: T("{randy} Randy"),
    5: T("{groovy} Groovy and {randy} Randy"),
    6: T("{shagadelic} Shagadelic and {randy} Randy"),
    7: T("{groovy} Groovy, {shagadelic} Shagadelic and {randy} Randy"),
    8: T("{creepy} Creepy"),
    9: T("{groovy} Groovy and {creepy} Creepy"),
    10: T("{shagadelic} Shagadelic and {creepy} Creepy"),
    11: T("{groovy} Groovy, {shagadelic} Shagadelic and {creepy} Creepy"),
    12: T("{randy} Randy and {creepy} Creepy"),
    13: T("{groovy} Groovy, {randy} Randy and {creepy} Creepy"),
    14: T("{shagadelic} Shagadelic, {randy} Randy and {creepy} Creepy"),
    15: T("{groovy} Groovy, {shagadelic} Shagadelic, {randy} Randy and {creepy} Creepy"),
}


def vibes(v) -> Msg | None:
    """A count of vibes (groovy, shagadelic, randy, creepy) in words; None when all are 0."""
    mask = sum(1 << i for i, n in enumerate(v) if n)
    if not mask:
        return None
    return msg(_VIBES[mask], groovy=v[0], shagadelic=v[1], randy=v[2], creepy=v[3])


def effect_of(card: str, effect: str) -> Msg:
    """ "the plain effect of {card}" / "the special effect of {card}" (a swinger's two effects)."""
    if effect == "special":
        return msg("the special effect of {card}", card=card)
    return msg("the plain effect of {card}", card=card)


def action_of(card: str) -> Msg:
    return msg("the action of {card}", card=card)
