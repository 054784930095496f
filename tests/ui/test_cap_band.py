"""Where a font's capitals sit is measured once per font, and a font made later never gets an
earlier font's measure (their ids may be the same once the first is gone)."""

from __future__ import annotations

import pygame

from tabletop.ui.theme import cap_band, shipped_font


def test_a_new_font_is_measured_afresh_even_where_an_old_one_lay_in_memory():
    pygame.font.init()
    measured = 0
    for px in (40, 9, 33, 11, 27, 8, 21, 14) * 3:
        font = pygame.font.Font(shipped_font(), px)
        ink = font.render("H", True, (255, 255, 255)).get_bounding_rect()
        assert cap_band(font) == (ink.top, ink.bottom), px
        measured += 1
        del font  # its memory is free for the next font
    assert measured == 24
