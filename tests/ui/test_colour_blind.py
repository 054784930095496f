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
