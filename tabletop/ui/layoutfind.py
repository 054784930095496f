"""Finding layouts: the shipped ones and the user's own, by name or by file, their headers
read quickly for lists, and the default layout of a game and player count.
"""

from __future__ import annotations

from pathlib import Path

from ..engine.errors import DataError, Problem
from ..engine.jsonfile import check_path
from ..engine.tomlfile import load_toml
from ..engine.schema import did_you_mean
from ..resources import config_dir, layouts_dir


def table_in(data: dict, key: str) -> dict:
    """`data[key]` if it is a TOML table, else an empty one (its problem is reported elsewhere)."""
    value = data.get(key)
    return value if isinstance(value, dict) else {}


def user_layouts_dir() -> Path:
    return config_dir() / "layouts"


def layout_files() -> list[Path]:
    """Shipped layouts, then the user's own (a user file shadows a shipped one of its name)."""
    found: dict[str, Path] = {}
    for folder in (layouts_dir(), user_layouts_dir()):
        if folder.is_dir():
            for p in sorted(folder.glob("*.toml")):
                found[p.stem] = p
    return list(found.values())


def find_layout(ref: str, relative_to: Path | None = None) -> Path:
    """A layout by name (the file name without .toml) or by file path."""
    p = check_path(ref if Path(ref).suffix == ".toml" else f"{ref}.toml")  # (a name too long: one message)
    p = Path(ref)
    if p.suffix == ".toml" or "/" in ref or "\\" in ref:
        if not p.is_absolute() and relative_to is not None:
            p = relative_to / p
        return p
    for cand in (user_layouts_dir() / f"{ref}.toml", layouts_dir() / f"{ref}.toml"):
        if cand.is_file():
            return cand
    names = [f.stem for f in layout_files()]
    raise DataError(Problem(ref, None, None, f"no layout called {ref!r}{did_you_mean(ref, names)}; "
                                             f"the layouts are {', '.join(names)}"))


def layout_header(path: Path, _depth: int = 0) -> dict:
    """The [layout] table of a file with what it takes from the layouts it extends (name,
    game, players...), read quickly for lists such as the title screen's; {} if unreadable."""
    try:
        data = load_toml(path).data  # the gate: a pipe, a loop, a huge number are no layout
    except DataError:
        return {}
    head = table_in(data, "layout")
    parent = head.get("extends")
    if isinstance(parent, str) and parent and _depth < 8:
        try:
            base = layout_header(find_layout(parent, Path(path).parent), _depth + 1)
        except DataError:
            base = {}
        base.pop("name", None)
        base.pop("description", None)
        return {**base, **head}
    return dict(head)


def default_layout_name(game: str, players: int, window: tuple[int, int] | None = None) -> str:
    """The layout a game is played on when none is chosen (its registry entry says which);
    for a window smaller than its design size, its compact variant where one exists (the
    text is then drawn at full size)."""
    from ..games.registry import entry
    name = entry(game).default_layout(players)
    if window is None:
        return name
    try:
        size = layout_header(find_layout(name)).get("size", [1280, 800])
        compact = find_layout(f"{name}-compact")
    except DataError:
        return name
    if (window[0] < size[0] or window[1] < size[1]) and compact.is_file():
        return f"{name}-compact"
    return name

