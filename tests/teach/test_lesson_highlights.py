"""A lesson step lights only cards its words name: a pupil told "drag a bone" while two cards
glow must be told which two (in English and in Japanese, by the card's name in each)."""

from __future__ import annotations

from tabletop.games import get_game
from tabletop.teach.catalog import find_lesson, lesson_files
from tabletop.words import field


def _lit_cards_not_named():
    seen, missing = 0, []
    for path in lesson_files():
        lesson = find_lesson(str(path))
        cards = {c.name: c for c in get_game(lesson.game).pool}
        for i, step in enumerate(lesson.steps, 1):
            for ref in step.highlight:
                card = cards.get(ref)
                if card is None:  # a zone, a square, a division, a button: the step's words place it
                    continue
                seen += 1
                for lang, words in (("en", step.say + " " + step.after), ("ja", step.say_ja + " " + step.after_ja)):
                    if lang == "ja" and not step.say_ja:
                        continue
                    if field(card, "name", lang).lower() not in words.lower():
                        missing.append(f"{path.name} step {i} ({lang}): {field(card, 'name', lang)!r} is lit, never named")
    return seen, missing


def test_every_card_a_step_lights_is_named_in_its_words():
    seen, missing = _lit_cards_not_named()
    assert seen >= 20  # (the lessons light cards: the check reads them)
    assert missing == []
