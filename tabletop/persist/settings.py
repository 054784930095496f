"""The player's settings that outlive a game: for now, the language of the table.

They are kept in ``settings.json`` in the data folder. A broken or unreadable file is not
lost work: the settings fall back to their defaults and the reason is kept (`problem`) for
the title screen to say, once; the next change first sets the broken file aside as
``settings.json.bad`` (an older one is never overwritten), then writes a good file. What the
player has learned and played lives in a file of its own (progress.py): a broken settings
file never touches it.
"""

from __future__ import annotations

import json
from pathlib import Path

from tabletop.engine.errors import DataError, TabletopError
from tabletop.engine.jsonfile import load_json
from tabletop.resources import data_dir
from tabletop.words import LANGUAGES, from_locale, msg

from .diskio import atomic_write

#: why the settings file could not be read, if it could not ("" when all is well)
problem = ""


def settings_path() -> Path:
    return data_dir() / "settings.json"


def _read() -> tuple[dict, str]:
    """The saved settings and "" , or {} and why the file cannot be read."""
    path = settings_path()
    if not path.exists():
        return {}, ""
    try:
        data = load_json(path, max_bytes=64 * 1024).data
    except DataError as err:
        return {}, msg("{why} (the settings are back to their defaults; the file is kept as {kept})",
                       why=str(err), kept=path.name + ".bad")
    if not isinstance(data, dict):
        return {}, msg("{path}: not a table of settings (the settings are back to their defaults; the file is "
                       "kept as {kept})", path=str(path), kept=path.name + ".bad")
    return data, ""


def load() -> dict:
    """The saved settings ({} when there are none or they cannot be read: see `problem`)."""
    global problem
    data, why = _read()
    if why:
        problem = why
    return data


def save(**changes) -> str:
    """Write `changes` over the saved settings; returns "" or why they could not be saved."""
    data, why = _read()
    data.update(changes)
    try:
        path = settings_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        bad = path.with_name(path.name + ".bad")
        if why and path.exists() and not bad.exists():
            path.replace(bad)  # the broken file is kept, never written over
        atomic_write(path, json.dumps(data, indent=1, ensure_ascii=False) + "\n")
    except (OSError, TabletopError) as err:
        return f"The settings could not be saved: {err}"
    return ""


def language(asked: str | None = None) -> str:
    """The language to show: `asked` (--lang), else the one chosen on the title screen, else
    the system's (LANG=ja_JP.UTF-8), else English."""
    if asked in LANGUAGES:
        return asked
    saved = load().get("language")
    if saved in LANGUAGES:
        return saved
    return from_locale()
