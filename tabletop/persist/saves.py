"""Writing a save or a finished game's replay: the document of `persist.document`, written
atomically (`diskio.atomic_write`), so a crash in the middle of a write leaves the previous
file whole. The autosave's own files are written by `persist.autosave`."""

from __future__ import annotations

import json
from pathlib import Path

from ..engine.history import Match
from .diskio import atomic_write
from .document import SaveInfo, match_document
from .places import replay_path


def save_match(match: Match, path: str | Path, info: SaveInfo | None = None) -> Path:
    path = Path(path)
    atomic_write(path, json.dumps(match_document(match, info), indent=1, ensure_ascii=False))
    return path


def keep_replay(match: Match, info: SaveInfo | None = None) -> Path:
    """Keep a finished game in the replays folder (named by date, game and seed)."""
    return save_match(match, replay_path(match.game.name, match.setup.seed), info)
