"""Computer players think in a worker process: the table sends the view and the legal list
and plays the answer; a worker that dies is a failing bot like any other (the seat falls
back, play goes on)."""

from __future__ import annotations

import os
import signal
import time

from tabletop.ai.greedy import GreedyBot
from tabletop.ai.worker import shared_worker
from tabletop.ui.launch import GameChoice, build_table
from tabletop.play import COMPUTER, Seat

from drive import app


def _table(bots=("greedy", "random")):
    seats = [Seat("", COMPUTER, b) for b in bots]
    t = build_table(GameChoice("afterworld", 2, seats, seed=6), autosave=False)
    t.computer.delay = 0.0
    a = app()
    a.push(t)
    return a, t


def _run(a, t, actions: int, seconds: float = 60.0) -> None:
    start, end = len(t.match.history), time.perf_counter() + seconds
    while len(t.match.history) < start + actions and time.perf_counter() < end:
        a.step(1 / 60, [])
        time.sleep(0.002)
    assert len(t.match.history) >= start + actions, [x.text for x in t.shown.toasts]


def test_the_program_thinks_in_a_worker_process_and_plays_its_answers():
    a, t = _table()
    assert t.computer.mode == "process"
    _run(a, t, 6)
    worker = shared_worker()
    assert worker.pids() and os.getpid() not in worker.pids()
    assert t.shown.toasts == [] and isinstance(t.computer.bots[0], GreedyBot)


def test_a_dead_worker_is_a_failing_bot_the_seat_falls_back_and_play_goes_on():
    a, t = _table(("greedy", "greedy"))
    _run(a, t, 1)  # the worker is up
    seat = None
    for _ in range(3000):  # catch a computer player thinking, and kill its worker
        a.step(1 / 60, [])
        job = t.computer.job
        if job is not None and job.future is not None and not job.future.done():
            seat = job.seat
            for pid in shared_worker().pids():
                os.kill(pid, signal.SIGKILL)
            time.sleep(0.2)
            a.step(1 / 60, [])
            if t.shown.last_refusal:
                break
    assert seat is not None, "no computer player was seen thinking"
    said = t.shown.last_refusal
    assert said.startswith(f"{t.match.state.names[seat]}'s computer player (greedy) failed: its worker process stopped")
    assert said.endswith(f"random plays for {t.match.state.names[seat]} now.")
    _run(a, t, 2)  # a new worker; play goes on
