"""The resting loop's wait (tabletop/ui/waiting.py): it blocks until the soonest deadline, wakes
at once for a poke from another thread or for events already queued, and is not used where no
X connection can be waited on (the loop naps there)."""

from __future__ import annotations

import os
import socket
import threading
import time

import pygame

from tabletop.ui import waiting
from tabletop.ui.app import wake_up

from drive import app


def test_the_timeout_is_the_soonest_deadline_and_never_longer_than_a_rest():
    assert waiting.timeout_for([], 0.5) == 0.5
    assert waiting.timeout_for([0.2, 0.05, 3.0], 0.5) == 0.05
    assert waiting.timeout_for([7.0], 0.5) == 0.5
    assert waiting.timeout_for([-0.1], 0.5) == 0.0  # overdue: do not wait at all


def test_the_waits_are_short_just_after_input_then_block_until_the_deadline():
    assert waiting.block_for(0.5, since_input=0.05, settle=0.25, nap=0.01) == 0.01
    assert waiting.block_for(0.004, since_input=0.05, settle=0.25, nap=0.01) == 0.004
    assert waiting.block_for(0.5, since_input=3.0, settle=0.25, nap=0.01) == 0.5
    assert waiting.block_for(-1.0, since_input=3.0, settle=0.25, nap=0.01) == 0.0


def test_no_waiter_without_an_x_connection():
    assert waiting.for_window("dummy", {}) is None
    assert waiting.for_window("wayland", {"display": 1234}) is None
    assert waiting.for_window("x11", {}) is None  # no display pointer given
    assert waiting.for_window("x11", {"display": None}) is None
    assert app().waiter is None  # the tests' dummy driver: the loop naps


def test_the_naps_can_be_forced(monkeypatch):
    monkeypatch.setenv("TABLETOP_WAIT", "nap")
    assert waiting.for_window("x11", {"display": 1234}) is None


def _waiter(queued=lambda: 0):
    a, b = socket.socketpair()  # stands in for the X connection
    return waiting.Waiter(a.fileno(), queued), a, b


def test_the_wait_blocks_until_its_timeout_when_nothing_comes():
    w, a, b = _waiter()
    t0 = time.perf_counter()
    assert w.wait(0.15) is False
    assert time.perf_counter() - t0 >= 0.14
    assert w.waits == 1
    a.close(), b.close()


def test_data_on_the_connection_ends_the_wait():
    w, a, b = _waiter()
    threading.Timer(0.05, lambda: b.send(b"x")).start()
    t0 = time.perf_counter()
    assert w.wait(5.0) is True
    assert time.perf_counter() - t0 < 2.0
    a.close(), b.close()


def test_a_poke_from_another_thread_ends_the_wait_and_is_used_up():
    w, a, b = _waiter()
    threading.Timer(0.05, wake_up).start()  # what a computer player's thread or worker calls
    t0 = time.perf_counter()
    assert w.wait(5.0) is True
    assert time.perf_counter() - t0 < 2.0
    assert w.wait(0.05) is False  # the pipe was emptied: the next wait blocks again
    pygame.event.clear()
    a.close(), b.close()


def test_events_already_read_into_xlibs_queue_end_the_wait_at_once():
    w, a, b = _waiter(queued=lambda: 2)
    t0 = time.perf_counter()
    assert w.wait(5.0) is True
    assert time.perf_counter() - t0 < 0.5
    assert w.waits == 0  # it did not block
    a.close(), b.close()


def test_a_full_wake_pipe_does_not_block_the_poker():
    r, wfd = waiting._pipe()
    for _ in range(100000 // 256):
        try:
            os.write(wfd, b"!" * 256)
        except BlockingIOError:
            break
    waiting.poke()  # must return at once
    w = waiting.Waiter(r)
    assert w.wait(0.0) is True
    assert w.wait(0.0) is False


def test_the_resting_loop_uses_the_waiter_and_sees_an_event_posted_from_a_thread(monkeypatch):
    import tabletop.ui.app as appmod
    from tabletop.ui.title import TitleScene
    monkeypatch.setattr(appmod, "REST_SECONDS", 2.0)
    a = app()
    a.push(TitleScene())
    a.step(1 / 60, [])
    pygame.event.clear()
    w, s1, s2 = _waiter()
    monkeypatch.setattr(a, "waiter", w)
    a._last_event -= 10  # long after any input: the wait blocks until the key
    seen = []
    scene = a.top
    orig = scene.handle
    monkeypatch.setattr(scene, "handle", lambda ev: seen.append(ev.type) or orig(ev))

    def post():
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a"))
        waiting.poke()

    threading.Timer(0.05, post).start()
    t0 = time.perf_counter()
    a.rest()
    assert pygame.KEYDOWN in seen
    assert time.perf_counter() - t0 < 1.0, "the key ended the rest (not the 2 s deadline)"
    assert w.waits == 1, "the loop blocked in the waiter once, it did not nap"
    s1.close(), s2.close()
