"""A job for `run_games` that needs a lock of its module: it reports whether it got the lock
within two seconds. A worker forked from a process whose other thread holds the lock inherits
it held, by a thread that does not exist in the worker, and never gets it."""

from __future__ import annotations

import threading

LOCK = threading.Lock()


def take_the_lock(job) -> bool:
    got = LOCK.acquire(timeout=2.0)
    if got:
        LOCK.release()
    return got
