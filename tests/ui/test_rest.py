"""The main loop rests: frames are drawn after input, while something moves, and when a
scene says its look changed; an idle table or title screen draws nothing."""

from __future__ import annotations

import pygame

from tabletop.play import COMPUTER, Seat

from drive import app, table


def _frames_of_rest(a, turns: int) -> int:
    before = a.frame
    for _ in range(turns):
        a.rest()
    return a.frame - before


def _settle(a, t):
    pygame.event.clear()  # the window's own events of the session so far (shown, focus...)
    for _ in range(400):  # draw until nothing moves any more
        if not a.dirty and not a.animating():
            return
        a.rest()
    raise AssertionError("the table never came to rest")


def test_an_idle_table_draws_no_frame_until_the_mouse_moves(monkeypatch):
    import tabletop.ui.app as appmod
    monkeypatch.setattr(appmod, "REST_SECONDS", 0.01)  # rest briefly: the test stays quick
    a, t = table("afterworld")
    _settle(a, t)
    assert t.shown.acting == 0 and t.shown.toasts == [] and t.log.banner is None
    assert _frames_of_rest(a, 5) == 0
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(300, 300), rel=(1, 1), buttons=(0, 0, 0)))
    assert _frames_of_rest(a, 1) == 1
    assert t.input.mouse == (300, 300)
    assert _frames_of_rest(a, 3) == 0


def test_a_toast_is_drawn_until_it_fades_then_the_table_rests(monkeypatch):
    import tabletop.ui.app as appmod
    monkeypatch.setattr(appmod, "REST_SECONDS", 0.01)
    a, t = table("afterworld")
    _settle(a, t)
    t.notice("Hello")
    t.shown.toasts[0].ttl = 0.6
    assert t.wake_in() is not None and t.wake_in() <= 0.1
    before = a.frame
    for _ in range(2000):  # until it has faded and its last frame is drawn (however busy the machine)
        a.rest()
        if not t.shown.toasts and not a.dirty:
            break
    # the fade (one frame or more: on a machine so busy that one rest outlasts the toast, none),
    # then the frame without it
    assert t.shown.toasts == [] and a.frame - before >= 1
    assert _frames_of_rest(a, 3) == 0


def test_a_computer_move_wakes_the_loop_and_is_drawn(monkeypatch):
    import tabletop.ui.app as appmod
    monkeypatch.setattr(appmod, "REST_SECONDS", 0.01)
    a, t = table("afterworld", seats=[Seat("Ann", COMPUTER, "random"), Seat("Bo", COMPUTER, "random")])
    t.computer.delay = 0.01
    t.computer.threaded = True  # its thread wakes the resting loop
    start, frames = len(t.match.history), a.frame
    for _ in range(300):
        a.rest()
        if len(t.match.history) >= start + 3:
            break
    assert len(t.match.history) >= start + 3 and a.frame > frames


def test_the_title_screen_rests():
    from tabletop.ui.title import TitleScene
    a = app()
    a.push(TitleScene())
    a.step(1 / 60, [])
    assert not a.dirty and not a.animating()
    assert all(s.wake_in() is None for s in a.updating())
