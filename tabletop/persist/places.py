"""Where the data folder keeps a game's files: the autosave, the saves, the replays."""

from __future__ import annotations

import time
from pathlib import Path

from ..resources import data_dir


def autosave_path() -> Path:
    """The first table's autosave (other tables running at once use `slots.slot_path`)."""
    return data_dir() / "autosave.json"


def replays_dir() -> Path:
    return data_dir() / "replays"


def saves_dir() -> Path:
    return data_dir() / "saves"


def replay_path(game_name: str, seed: int) -> Path:
    """A new replay's file: named by date, game and seed."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    return replays_dir() / f"{stamp}-{game_name}-{seed}.json"
