"""A player's panel in Austin Powers is drawn once and then blitted; a layout saved with other
colours draws it anew in them (the panel's cache holds the colours it was drawn in, not their
id, which a new layout's colours may get once the old are gone)."""

import pygame

import drive
from tabletop.resources import layouts_dir
from tabletop.play import COMPUTER, Seat

BASE = (layouts_dir() / "austin-powers-2.toml").read_text()
NAME = (255, 0, 255)


save = drive.save_as_editor


def name_pixels(a, t) -> int:
    """Pixels of the name colour inside player 1's panel on the window."""
    drive.settle(a, t)
    a.step(1 / 60, [])
    screen = pygame.display.get_surface()
    r = pygame.Rect(t.transform.rect(t.ui.rect(0, "vibes"))).clip(screen.get_rect())
    return sum(1 for x in range(r.left, r.right) for y in range(r.top, r.bottom)
               if tuple(screen.get_at((x, y)))[:3] == NAME)


def test_a_layout_saved_with_another_name_colour_redraws_the_panel(tmp_path):
    path = tmp_path / "mine.toml"
    save(path, BASE)
    a, t = drive.table("austin-powers", seats=[Seat("Ann"), Seat("Bob", COMPUTER)], layout=str(path))
    assert name_pixels(a, t) == 0
    save(path, BASE.replace('panel = "#24122e"', 'panel = "#24122e"\np1 = "#ff00ff"'))
    for _ in range(40):  # the file is polled: live reload within two thirds of a second
        a.step(1 / 60, [])
    assert t.layout.colors["p1"][:3] == NAME
    assert name_pixels(a, t) > 10  # "Ann" in the new colour
