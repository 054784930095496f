"""Austin Powers cards drawn by code: every card of the pool at every size, side colours."""

import pygame
import pytest
from drive import app

from tabletop.games import get_game
from tabletop.ui.austin_powers.artist import AustinPowersArtist
from tabletop.ui.theme import Fonts

G = get_game("austin-powers")


@pytest.fixture(scope="module")
def artist():
    app()
    return AustinPowersArtist(G.pool), Fonts()


@pytest.mark.parametrize("size", [(36, 50), (72, 100), (302, 419)])
def test_every_card_is_drawn_at_every_size(artist, size):
    art, fonts = artist
    for card in G.pool:
        surf = art.draw(("card", card.key), size, fonts)
        assert surf.get_size() == size
        # the frame is the side's colour: red for Austin Powers, blue for Dr. Evil
        r, g, b, _ = surf.get_at((size[0] // 2, 0))
        assert (r > b) if card.side == "austin" else (b > r), card.name


def test_card_backs_are_red_for_austin_powers_and_blue_for_dr_evil(artist):
    art, fonts = artist
    for side, red in (("austin", True), ("evil", False)):
        surf = art.draw(("back", side), (72, 100), fonts)
        r, g, b = pygame.transform.average_color(surf)[:3]
        assert (r > 2 * b) if red else (b > 2 * r), (side, (r, g, b))
