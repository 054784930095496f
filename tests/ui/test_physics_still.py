"""Cards that stand still are skipped by the physics step and the rest checks
(tabletop/ui/physics.py `Body.still`): they must wake for every change that moves them — a
new home, a new angle set from outside (the table's sync does that), a drop somewhere, a
grab — and never drift while skipped."""

from __future__ import annotations

import math

from tabletop.ui.physics import Physics


def _run(ph: Physics, seconds: float) -> None:
    for _ in range(round(seconds * 60)):
        ph.step(1 / 60)


def test_a_still_card_wakes_for_a_new_home_an_angle_a_place_and_a_grab():
    ph = Physics()
    ph.add("a", (100.0, 100.0), (64.0, 88.0))
    ph.add("b", (300.0, 100.0), (64.0, 88.0))
    _run(ph, 0.2)
    assert ph.bodies["a"].still is not None and ph.bodies["b"].still is not None  # skipped now
    assert ph.restless() == set() and ph.all_at_rest()
    ph.set_home("a", (500.0, 400.0))  # a new home: it glides there
    assert ph.restless() == {"a"}
    _run(ph, 1.5)
    assert ph.position("a") == (500.0, 400.0) and ph.all_at_rest()
    ph.bodies["b"].target_angle = math.pi / 2  # as the table's sync sets it: it turns
    assert not ph.at_rest("b")
    _run(ph, 0.5)
    assert ph.angle("b") == math.pi / 2 and ph.at_rest("b")
    _run(ph, 0.1)
    assert ph.bodies["b"].still is not None
    ph.place("b", (50.0, 50.0))  # put elsewhere at once: it flies home
    assert not ph.at_rest("b")
    _run(ph, 1.5)
    assert ph.position("b") == (300.0, 100.0)
    _run(ph, 0.1)
    ph.grab("b", (300.0, 100.0))  # held and moved by the hand
    for i in range(30):
        ph.move_mouse((300.0 + 5 * i, 100.0 + 3 * i), 1 / 60)
        ph.step(1 / 60)
    assert ph.position("b") != (300.0, 100.0)
    ph.release()
    _run(ph, 1.5)
    assert ph.position("b") == (300.0, 100.0) and ph.all_at_rest()
    # skipped for a long time, nothing drifts: the bodies stand exactly at home
    _run(ph, 3.0)
    assert ph.bodies["a"].body.position == (500.0, 400.0) and ph.bodies["b"].body.position == (300.0, 100.0)
    assert tuple(ph.bodies["a"].body.velocity) == (0.0, 0.0)


def test_tokens_are_never_skipped_they_push_one_another():
    ph = Physics()
    ph.add("t1", (100.0, 100.0), (20.0, 20.0), token=True)
    ph.add("t2", (160.0, 100.0), (20.0, 20.0), token=True)
    _run(ph, 0.3)
    assert ph.bodies["t1"].still is None and ph.bodies["t2"].still is None
    ph.set_home("t2", (100.0, 100.0))  # both want the same square: they push apart
    _run(ph, 1.0)
    x1, y1 = ph.position("t1")
    x2, y2 = ph.position("t2")
    assert math.dist((x1, y1), (x2, y2)) > 15
