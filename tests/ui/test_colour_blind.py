"""Colours never carry meaning alone: the seats' colours stay apart for every kind of colour
vision, and stay readable as text on the panels."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from colourblind import MATRICES, contrast, delta_e, simulate

from tabletop.ui.layout import load_layout

LAYOUTS = sorted((Path(__file__).resolve().parents[2] / "layouts").glob("*.toml"))


@pytest.mark.parametrize("path", LAYOUTS, ids=lambda p: p.stem)
def test_the_seats_colours_stay_apart_with_any_colour_vision(path):
    layout = load_layout(path)
    players = 6 if "austin" in path.stem else 2
    seats = [layout.colors[f"p{i}"] for i in range(1, players + 1)]
    worst = min((delta_e(simulate(a, k) if k else a, simulate(b, k) if k else b), k or "normal")
                for k in [None, *MATRICES] for a, b in itertools.combinations(seats, 2))
    assert worst[0] >= 15, f"{path.name}: two seats are only ΔE {worst[0]:.1f} apart with {worst[1]}"
    for seat in seats:  # names and log lines are written in these colours on the panels
        assert contrast(seat, layout.colors["panel"]) >= 4.5, (path.name, seat)


def test_the_check_sees_a_pair_that_only_colour_tells_apart():
    """Gold and green, the pair the old six-seat colours had: apart for most, not for protanopia."""
    gold, green = (224, 176, 60), (140, 198, 63)
    assert delta_e(gold, green) > 20
    assert delta_e(simulate(gold, "protanopia"), simulate(green, "protanopia")) < 6


def test_the_two_empires_tokens_differ_in_shape_not_only_in_colour():
    """Afterworld's division tokens, drawn as the table draws them but in one and the same colour:
    the first player's are round, the second player's square, so a player who cannot tell the
    seats' colours apart still tells whose division stands on a square."""
    from drive import table

    _, t = table("afterworld")
    faces = {k: p.face for k, p in t.shown.pieces.items() if p.kind == "token"}
    size = t.shown.pieces["token:0:1"].size
    grey = (128, 128, 128)
    one = t.ui.draw_face(("token", 0, 1, grey), (round(size[0]), round(size[1])), t.fonts)
    two = t.ui.draw_face(("token", 1, 1, grey), (round(size[0]), round(size[1])), t.fonts)
    w, h = one.get_size()
    differ = sum(1 for x in range(w) for y in range(h)
                 if (one.get_at((x, y)).a > 128) != (two.get_at((x, y)).a > 128))
    assert differ >= 0.08 * w * h, f"the tokens' outlines differ in only {differ} of {w * h} pixels"
    r = min(w, h) // 2 - 1
    corner = (w // 2 - round(r * 0.75), h // 2 - round(r * 0.75))  # inside a square, outside a circle
    assert one.get_at(corner).a < 128 and two.get_at(corner).a > 128
    assert {f[1] for f in faces.values()} == {0, 1}, "both empires have tokens on the table"
