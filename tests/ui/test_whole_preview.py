"""The card preview shows the whole card: every card of both games, drawn as the table's
preview draws it at 1024x600 and at 1280x800, in English and in Japanese, shows its name, its
rules text, its flavour and its numbers whole (the numbers in play beside the printed ones,
what a card lacks now on its band), no line cut with "…", nothing outside its box or over
another text, no text below the smallest legible size, and the preview inside the window.

The words are read as they are drawn (the text-fit audit's hook records every line drawn on
the preview's surface); a line broken inside a word would not read as the card's sentence and
fails here as a cut one does."""

from __future__ import annotations

import pygame
import pytest
from drive import table

from tabletop import words
from tabletop.games import get_game
from tabletop.ui import textbreak, textfit
from tabletop.ui.austin_powers.phrases import effects_words, vibe_label, vibes_words
from tabletop.ui.cardpreview import MARGIN, card_preview
from tabletop.ui.rooms.hud import preview_room
from tabletop.ui.theme import MIN_PX

SIZES = [(1024, 600), (1280, 800)]


@pytest.fixture
def audit():
    textfit.enable()
    yield textfit
    textfit.enable(False)


def _faces(game_name: str, pool):
    """(the face, what it must show) of every card, and of the cards drawn a second way: units
    and commanders with numbers in play, bones and swingers the player cannot pay for."""
    for card in pool:
        if game_name == "afterworld":
            yield ("card", card.key, 0), _aw_words(card, None)
            if card.type == "unit":
                now = (card.attack + 2, max(1, card.health - 1), 0)
                yield ("card", card.key, 0, now), _aw_words(card, now)
            elif card.type == "commander":
                now = (getattr(card, "attack", 0), 0, card.unit_limit + 1)
                yield ("card", card.key, 1, now), _aw_words(card, now)
        else:
            yield ("card", card.key), _ap_words(card, "")
            need = card.shag if card.kind == "bone" else card.requirement if card.kind == "swinger" else None
            if need is not None and any(need):
                lack = words.tr("needs {vibes}", vibes=vibes_words(need))
                yield ("card", card.key, lack), _ap_words(card, lack)


def _aw_words(card, now) -> list[str]:
    out = [words.field(card, "name"), words.field(card, "text"), words.field(card, "flavour")]
    if card.type == "territory":
        return out + [str(card.strength), str(card.food), str(card.gold)]
    out.append(words.tr("Deck limit {n}", n=card.limit))
    if card.type == "unit":
        out += [str(now[0] if now else card.attack), str(now[1] if now else card.health)]
        if now:
            out.append(words.tr("In play: {numbers}", numbers="").strip(" ：:"))
            out += [words.tr("(printed {n})", n=card.attack)] if words.language() == "en" else []
    return out


def _ap_words(card, lack: str) -> list[str]:
    out = [lack, words.field(card, "flavour")]
    if card.kind == "bone":
        out += [words.tr("\u201c{card}\u201d", card=words.field(card, "name")), str(card.score)]
        out += [vibe_label(i, n) for need in (card.shag, card.assassination) for i, n in enumerate(need) if n]
        if not any(card.shag) or not any(card.assassination):
            out.append(words.tr("no vibes needed"))
        return out
    out.append(words.field(card, "name"))
    if card.kind == "swinger":
        return out + [effects_words(card.plain), effects_words(card.special)] + \
            [vibe_label(i, n) for i, n in enumerate(card.requirement) if n]
    out += [str(card.score)]
    if card.kind == "agent":
        out += [words.field(card, "text")] + [vibe_label(i, n) for i, n in enumerate(card.vibes) if n]
    else:
        out.append(words.field(card, "text").replace(words.tr("The target player"), words.tr("The last to copy")))
    return out


def _squash(text: str) -> str:
    return "".join(text.split())


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game_name", ["afterworld", "austin-powers"])
def test_every_card_shows_whole_in_its_preview_at_both_window_sizes(audit, game_name, lang):
    words.set_language(lang)
    pool = get_game(game_name).pool
    checked, tallest = 0, 0
    for size in SIZES:
        a, t = table(game_name, size=size)
        aspect = t.layout.card_size[0] / t.layout.card_size[1]
        room = preview_room(t.hud, aspect)
        for face, shows in _faces(game_name, pool):
            audit.reset()
            img = card_preview(t.ui, face, t.fonts, size, room)
            lines = [text for _, _, text in textfit._drawn.get(img, [])]
            where = (game_name, lang, size, face)
            assert [str(f) for f in audit.findings] == [], where
            assert lines, where
            cut = [ln for ln in lines if ln.rstrip().endswith(("\u2026", "..."))]
            assert not cut, (where, cut)
            joined = _squash("".join(lines))
            missing = [s for s in shows if s and _squash(s) not in joined]
            assert not missing, (where, missing, lines)
            texts = [_squash(s) for s in shows if s]
            for before, after in zip(lines, lines[1:]):  # no line of a sentence starts inside a word
                if not any(_squash(before + after) in text for text in texts):
                    continue  # two texts of their own (a type line's parts, a label), not one broken
                assert after[:1] not in textbreak.NO_START, (where, before, after)
                if lang == "ja":
                    assert after[:1] not in textbreak.PARTICLES or before[-1:] in "、。", (where, before, after)
                    assert not (textbreak._katakana(before[-1]) and textbreak._katakana(after[0])), (where, before, after)
            assert img.get_width() <= size[0] - 2 * MARGIN and img.get_height() <= size[1] - 2 * MARGIN, where
            tallest = max(tallest, img.get_height())
            checked += 1
        assert min(px for px, _ in t.fonts._fonts) >= MIN_PX
    faces = len(list(_faces(game_name, pool)))
    assert checked == 2 * faces and faces > len(pool) >= 70
    print(f"{game_name} {lang}: {checked} previews whole, the tallest {tallest} px")


def test_a_preview_with_room_enough_is_the_card_as_the_room_holds_it():
    """A card whose words fit the room's card is drawn as large as the room holds its shape,
    as the preview always was; only a card with more words grows past it."""
    words.set_language("en")
    a, t = table("austin-powers", size=(1280, 800))
    room = pygame.Rect(0, 0, 300, 600)
    img = card_preview(t.ui, ("card", "agent-honeytrap"), t.fonts, (1280, 800), room)
    assert img.get_width() == 300 and img.get_height() <= 600
    small = card_preview(t.ui, ("card", "cloning-vat"), t.fonts, (1280, 800), pygame.Rect(0, 0, 150, 200))
    assert small.get_height() > 200  # its words need more than the room's card: it grows
