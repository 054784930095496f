"""Every Austin Powers vibe requirement shows its amount: the chips of a bone's shag and
assassination requirements, of a swinger's special effect and of an agent's vibes carry their
numbers on a card in the hand at 1280x800 (and at 1024x600 where the row is high enough for
a number at the smallest legible size), and always in the preview, with the vibe's name; a
requirement of no vibes says so ("any") instead of an empty row ("Crikey, my flares!" showed an
empty shag row). What is drawn is read at the text-fit audit's hook, as the table draws it."""

from __future__ import annotations

import pygame
import pytest

from tabletop import words
from tabletop.games import get_game
from tabletop.ui import textfit
from tabletop.ui.austin_powers.artist import AustinPowersArtist
from tabletop.ui.austin_powers.phrases import vibe_label
from tabletop.ui.theme import Fonts

HAND_1280 = (79, 110)
HAND_1024 = (59, 83)


@pytest.fixture
def audit():
    textfit.enable()
    yield textfit
    textfit.enable(False)


def _requirements(card) -> list[tuple]:
    if card.kind == "bone":
        return [card.shag, card.assassination]
    if card.kind == "swinger":
        return [card.requirement]
    return [card.vibes]


def _shown(artist, card, size, fonts) -> list[str]:
    surf = artist.draw(("card", card.key), size, fonts)
    return [text for _, _, text in textfit._drawn.get(surf, [])]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_vibe_chip_on_a_hand_card_carries_its_number(audit, lang):
    words.set_language(lang)
    pygame.font.init()
    pool = get_game("austin-powers").pool
    artist, fonts = AustinPowersArtist(pool), Fonts()
    chips = small_chips = small_with = 0
    for card in pool:
        if card.kind == "happening":
            continue
        shown = _shown(artist, card, HAND_1280, fonts)
        # each vibe of each requirement: a chip with its number (and its letter where it fits)
        forms = {vibe_label(i, n, f) for need in _requirements(card) for i, n in enumerate(need) if n
                 for f in ("tight", "digit")}
        for need in _requirements(card):
            for i, n in enumerate(need):
                if n:
                    chips += 1
                    assert {vibe_label(i, n, "tight"), vibe_label(i, n, "digit")} & set(shown), \
                        (card.name, vibe_label(i, n), shown)
            if not any(need):
                assert words.tr("any") in shown, (card.name, shown)  # not an empty row
        assert all(text in forms or not text.isdigit() or text == str(getattr(card, "score", "")) for text in shown)
        small = _shown(artist, card, HAND_1024, fonts)
        for need in _requirements(card):
            for i, n in enumerate(need):
                if n:
                    small_chips += 1
                    small_with += bool({vibe_label(i, n, "tight"), vibe_label(i, n, "digit")} & set(small))
    assert chips > 100
    assert small_with >= 0.85 * small_chips, (small_with, small_chips)  # (a row beside a two-digit score: colour)
    assert audit.findings == []
    print(f"{lang}: {chips} chips with their numbers at {HAND_1280}, {small_with} of {small_chips} at {HAND_1024}")


def test_crikey_my_flares_says_its_shag_row_needs_nothing():
    words.set_language("en")
    pygame.font.init()
    pool = get_game("austin-powers").pool
    crikey = pool.find("Crikey, my flares!")
    assert not any(crikey.shag) and any(crikey.assassination)
    textfit.enable()
    try:
        shown = _shown(AustinPowersArtist(pool), crikey, HAND_1280, Fonts())
    finally:
        textfit.enable(False)
    assert "any" in shown and "2G" in shown
