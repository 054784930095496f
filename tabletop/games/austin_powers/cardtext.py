"""The rules text printed on a card, generated from its effect data, in English and Japanese.

Because the text is written from the very data the engine runs, a card always says exactly
what it does; no card carries words the engine ignores. `card_text` writes the English;
`card_text_ja` the Japanese from the same data, in the words of the Japanese rule summary
(エージェント, 悩殺, 暗殺, 骨抜き, 駆け引き, ハプニング, ノリ ...): each Japanese sentence is one
whole template of the catalog ``tabletop/words/ja/cards.toml``, keyed by its English form (`T`
marks the keys, so the catalog test checks that each one is translated).

>>> from tabletop.engine.effects import Effect
>>> effect_sentence(Effect("draw", (("amount", 2), ("who", "target"))))
'The target player draws 2 cards.'
>>> vibe_text((2, 0, 0, 1))
'2 Groovy and 1 Creepy'
>>> effects_text_ja((Effect("draw", (("amount", 2), ("who", "target"))),))
'対象のプレイヤーはカードを2枚引く。'
"""

from __future__ import annotations

from typing import Any

from ... import words
from ...engine.effects import Effect
from ...words import T
from .cards import VIBE_NAMES, VIBES, Agent, Bone, Card, Happening, Swinger, Vibes

_SUBJECT = {"you": "You", "target": "The target player", "each-opponent": "Each opponent",
            "everyone": "Every player"}
_HAS = {"you": "you have", "target": "the target player has", "each-opponent": "each opponent has",
        "everyone": "every player has"}
_WHOSE = {"opponent": "an opponent's field", "yours": "your field", "any": "any field"}
ABILITY_TEXT = {
    "shag-any-gender": T("This agent may shag agents of either gender."),
    "irresistible": T("Any Kiss agent may shag this agent, whatever their genders."),
    "shag-proof": T("This agent cannot be the target of a shag."),
    "bulletproof": T("This agent cannot be the target of an assassination attempt."),
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


# ---- Japanese ----------------------------------------------------------------------------

_SUBJECT_JA = {"target": T("The target player"), "each-opponent": T("Each opponent"), "everyone": T("Every player"),
               # "you" after a sentence about another player (Japanese then says who it is)
               "you": T("You, who play the card,")}
_VIBE_JA = (T("{n} Groovy"), T("{n} Shagadelic"), T("{n} Randy"), T("{n} Creepy"))
_WHOSE_JA = {"opponent": T("an opponent's field"), "yours": T("your field"), "any": T("any field")}

# verb -> (the sentence when "you" do it, the sentence for another player as {who})
_PLAYER_JA = {
    "draw": (T("You draw {amount} cards."), T("{who} draws {amount} cards.")),
    "discard-random": (T("You discard {amount} cards at random from your hand."),
                       T("{who} discards {amount} cards at random from their hand.")),
    "vibes": (T("Until the end of the turn, you have {vibes}."), T("Until the end of the turn, {who} has {vibes}.")),
    "lose-score": (T("You put the top {amount} cards of your score pile into your discard pile."),
                   T("{who} puts the top {amount} cards of their score pile into their discard pile.")),
    "score-from-discard": (T("You put the top {amount} cards of your discard pile into your score pile."),
                           T("{who} puts the top {amount} cards of their discard pile into their score pile.")),
    "recycle": (T("You shuffle your discard pile into your deck."),
                T("{who} shuffles their discard pile into their deck.")),
}
_BOOSTER_JA = {
    ("you", "hand"): T("You open a virtual booster pack and put the {keep} cards of your side with the highest "
                       "score from it into your hand; the rest go back in the box."),
    ("who", "hand"): T("{who} opens a virtual booster pack and puts the {keep} cards of their side with the "
                       "highest score from it into their hand; the rest go back in the box."),
    ("you", "score"): T("You open a virtual booster pack and put the {keep} cards of your side with the highest "
                        "score from it into your score pile; the rest go back in the box."),
    ("who", "score"): T("{who} opens a virtual booster pack and puts the {keep} cards of their side with the "
                        "highest score from it into their score pile; the rest go back in the box."),
}


def ja(template: str, **params: Any) -> str:
    """`template`'s Japanese sentence from the catalog with `params` put in as they are
    (the English template itself when the catalog lacks it: the catalog test reports that)."""
    text = words.catalog("ja").get(template) or template
    return text.format(**params) if params else text


def vibe_text_ja(v: Vibes, signed: bool = False) -> str:
    """A requirement (or, `signed`, a change) in Japanese: 'グルービー2、クリーピー1'."""
    parts = [ja(_VIBE_JA[i], n=f"{n:+d}" if signed else n) for i, n in enumerate(v) if n]
    return "、".join(parts) if parts else ja(T("no vibes"))


def effect_sentence_ja(e: Effect, say_you: bool = False) -> str:
    """One effect in Japanese (the sentence `effect_sentence` says in English); `say_you`:
    name "you" as well (after a sentence about another player)."""
    who = e.get("who", "you")
    named = who != "you" or say_you
    subject = {"who": ja(_SUBJECT_JA[who])} if named else {}
    form = 1 if named else 0
    n = e.get("amount", 1)
    if e.verb == "vibes":
        deltas = tuple(e.get(k) or 0 for k in VIBES)
        return ja(_PLAYER_JA["vibes"][form], vibes=vibe_text_ja(deltas, signed=True), **subject)  # type: ignore[arg-type]
    if e.verb in _PLAYER_JA:
        return ja(_PLAYER_JA[e.verb][form], amount=n, **subject)
    if e.verb == "extra-action":
        return ja(T("You may take {amount} more actions this turn."), amount=n)
    if e.verb == "booster":
        where = "hand" if e.get("to", "hand") == "hand" else "score"
        return ja(_BOOSTER_JA[("who" if named else "you", where)], keep=e.get("keep", 1), **subject)
    if e.verb == "discard-agent":
        return ja(T("Discard target agent on {whose}."), whose=ja(_WHOSE_JA[e.get("whose", "opponent")]))
    if e.verb == "return-agent":
        return ja(T("Return target agent on {whose} to its owner's hand."),
                  whose=ja(_WHOSE_JA[e.get("whose", "opponent")]))
    if e.verb == "score-agent":
        return ja(T("Put target agent on your field into your score pile."))
    raise ValueError(f"no Japanese text for effect {e.verb!r}")


def effects_text_ja(effects: tuple[Effect, ...]) -> str:
    """Effects in Japanese, one sentence each (what `effects_text` says in English)."""
    out, others = [], False
    for e in effects:
        out.append(effect_sentence_ja(e, say_you=others))
        others = others or e.get("who", "you") != "you"
    return "".join(out)


def card_text_ja(card: Card) -> str:
    """The whole Japanese rules text of a card ("" where the English one is empty)."""
    if isinstance(card, Agent):
        parts = [ja(ABILITY_TEXT[a]) for a in sorted(card.abilities)]
        if card.when_played:
            parts.append(ja(T("When you play this agent: {effects}"), effects=effects_text_ja(card.when_played)))
        if card.action:
            parts.append(ja(T("Action: {effects}"), effects=effects_text_ja(card.action)))
        return "".join(parts)
    if isinstance(card, Bone):
        return ja(T("Shag: needs {shag}. Assassination: needs {assassination}."),
                  shag=vibe_text_ja(card.shag), assassination=vibe_text_ja(card.assassination))
    if isinstance(card, Swinger):
        return ja(T("Plain: {plain} Special (needs {vibes}): {special}"), plain=effects_text_ja(card.plain),
                  vibes=vibe_text_ja(card.requirement), special=effects_text_ja(card.special))
    if isinstance(card, Happening):
        return effects_text_ja(card.effects)
    raise TypeError(card)
