"""Where the program finds its data and keeps the user's files.

Shipped data (card pools, decks, lessons, fonts, layouts) is found next to the installed
package, never relative to the current folder: a non-editable install maps the project's
top-level ``assets/`` and ``layouts/`` folders into the package as ``tabletop/assets`` and
``tabletop/layouts``; a source checkout finds them at the top of the repository.

User files (own layouts, own cards and decks, lesson progress, saves, replays) go to the platform's folders:
``$XDG_CONFIG_HOME/tabletop`` and ``$XDG_DATA_HOME/tabletop`` on Linux, ``~/Library/
Application Support/tabletop`` on macOS, ``%APPDATA%\\tabletop`` on Windows. The variable
``TABLETOP_HOME`` puts both under one folder (tests use it).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent


def _shipped(name: str) -> Path:
    inside = PACKAGE / name
    if inside.is_dir():
        return inside
    return PACKAGE.parent / name


def assets_dir() -> Path:
    return _shipped("assets")


def layouts_dir() -> Path:
    return _shipped("layouts")


def asset(*parts: str) -> Path:
    return assets_dir().joinpath(*parts)


def _platform_dir(kind: str) -> Path:
    home = os.environ.get("TABLETOP_HOME")
    if home:
        return Path(home) / kind
    if sys.platform == "win32":
        base = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming")
        return base / "tabletop" / kind
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support" / "tabletop" / kind
    env = "XDG_CONFIG_HOME" if kind == "config" else "XDG_DATA_HOME"
    default = Path.home() / (".config" if kind == "config" else ".local/share")
    return Path(os.environ.get(env) or default) / "tabletop"


def config_dir() -> Path:
    """The user's settings folder (own layouts live in its ``layouts`` subfolder)."""
    return _platform_dir("config")


def _folder_name(game: str) -> str:
    return game.replace("-", "_")


def user_cards_dir(game: str) -> Path:
    """The user's own card files for the game called `game` (``cards/afterworld``,
    ``cards/austin_powers``: the game's name with ``_`` for ``-``)."""
    return config_dir() / "cards" / _folder_name(game)


def user_decks_dir(game: str) -> Path:
    """The user's own decks for the game called `game` (``decks/afterworld``, ``decks/austin_powers``)."""
    return config_dir() / "decks" / _folder_name(game)


def data_dir() -> Path:
    """The user's data folder: saves, autosave, replays, lesson progress."""
    return _platform_dir("data")
