"""The rules text printed on a card, generated from its effect data (one function).

Because the text is written from the very data the engine runs, a card always says exactly
what it does; no card carries words the engine ignores.

>>> from tabletop.engine.effects import Effect
>>> effect_sentence(Effect("draw", (("amount", 2), ("who", "target"))))
'The target player draws 2 cards.'
>>> vibe_text((2, 0, 0, 1))
'2 Groovy and 1 Creepy'
"""

from __future__ import annotations

from ...engine.effects import Effect
from .cards import VIBE_NAMES, VIBES, Agent, Bone, Card, Happening, Swinger, Vibes

_SUBJECT = {"you": "You", "target": "The target player", "each-opponent": "Each opponent",
            "everyone": "Every player"}
_HAS = {"you": "you have", "target": "the target player has", "each-opponent": "each opponent has",
        "everyone": "every player has"}
_WHOSE = {"opponent": "an opponent's field", "yours": "your field", "any": "any field"}
ABILITY_TEXT = {
    "shag-any-gender": "This agent may shag agents of either gender.",
    "irresistible": "Any Kiss agent may shag this agent, whatever their genders.",
    "shag-proof": "This agent cannot be the target of a shag.",
    "bulletproof": "This agent cannot be the target of an assassination attempt.",
}


def vibe_text(v: Vibes) -> str:
    """A requirement in words: '2 Groovy and 1 Creepy' ('nothing' when empty)."""
    parts = [f"{n} {VIBE_NAMES[i]}" for i, n in enumerate(v) if n]
    if not parts:
        return "nothing"
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def _cards(n: int) -> str:
    return "1 card" if n == 1 else f"{n} cards"


def _top(n: int) -> str:
    return "the top card" if n == 1 else f"the top {n} cards"


def effect_sentence(e: Effect) -> str:
    who = e.get("who", "you")
    subj = _SUBJECT[who]
    you = who == "you"
    s = "" if you else "s"
    poss = "your" if you else "their"
    n = e.get("amount", 1)
    if e.verb == "draw":
        return f"{subj} draw{s} {_cards(n)}."
    if e.verb == "discard-random":
        return f"{subj} discard{s} {_cards(n)} at random from {poss} hand."
    if e.verb == "vibes":
        deltas = [f"{e.get(k):+d} {VIBE_NAMES[i]}" for i, k in enumerate(VIBES) if e.get(k)]
        joined = deltas[0] if len(deltas) == 1 else ", ".join(deltas[:-1]) + " and " + deltas[-1]
        return f"Until the end of the turn, {_HAS[who]} {joined}."
    if e.verb == "lose-score":
        return f"{subj} put{s} {_top(n)} of {poss} score pile into {poss} discard pile."
    if e.verb == "score-from-discard":
        return f"{subj} put{s} {_top(n)} of {poss} discard pile into {poss} score pile."
    if e.verb == "recycle":
        return f"{subj} shuffle{s} {poss} discard pile into {poss} deck."
    if e.verb == "extra-action":
        return f"You may take {n} more action{'s' if n > 1 else ''} this turn."
    if e.verb == "booster":
        k = e.get("keep", 1)
        where = "hand" if e.get("to", "hand") == "hand" else "score pile"
        what = "the card" if k == 1 else f"the {k} cards"
        return (f"{subj} open{s} a virtual booster pack and put{s} {what} of {poss} side with the "
                f"highest score from it into {poss} {where}; the rest go back in the box.")
    if e.verb == "discard-agent":
        return f"Discard target agent on {_WHOSE[e.get('whose', 'opponent')]}."
    if e.verb == "return-agent":
        return f"Return target agent on {_WHOSE[e.get('whose', 'opponent')]} to its owner's hand."
    if e.verb == "score-agent":
        return "Put target agent on your field into your score pile."
    raise ValueError(f"no text for effect {e.verb!r}")


def effects_text(effects: tuple[Effect, ...], after_colon: bool = False) -> str:
    text = " ".join(effect_sentence(e) for e in effects)
    return text[:1].lower() + text[1:] if after_colon else text


def card_text(card: Card) -> str:
    """The whole rules text of a card (without name, flavour or printed numbers)."""
    if isinstance(card, Agent):
        parts = [ABILITY_TEXT[a] for a in sorted(card.abilities)]
        if card.when_played:
            parts.append("When you play this agent: " + effects_text(card.when_played, True))
        if card.action:
            parts.append("Action: " + effects_text(card.action, True))
        return " ".join(parts)
    if isinstance(card, Bone):
        return (f"Shag: needs {vibe_text(card.shag)}. "
                f"Assassination: needs {vibe_text(card.assassination)}.")
    if isinstance(card, Swinger):
        return (f"Plain: {effects_text(card.plain, True)} "
                f"Special (needs {vibe_text(card.requirement)}): {effects_text(card.special, True)}")
    if isinstance(card, Happening):
        return effects_text(card.effects)
    raise TypeError(card)
