"""Table layouts: TOML files that place every zone of a table, checked with clear messages.

The format is described for users in docs/layouts.md. In short: the table is a rectangle of
`layout.size` units (1280 x 800 by default) that the window scales uniformly; every zone is
``[zones."p1.hand"] rect = [x, y, w, h]`` in those units, with optional z-order, facing
(rotation of the cards for the seat that sits there), arrangement and card scale. A layout
may ``extends = "NAME"`` another (by name or by file) and override a few keys.

`check_layout` returns every problem at once, each as ``file:line: key: what is wrong``;
`load_layout` raises a DataError with them. No pygame here, so the checker is quick.
"""

from __future__ import annotations

import math

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine.errors import DataError, Problem
from ..engine.jsonfile import regular_file
from ..engine.schema import Field, check_table, did_you_mean
from ..engine.tomlfile import TomlDoc, format_key, load_toml
from .layoutfind import default_layout_name, find_layout, layout_files, layout_header, table_in, user_layouts_dir
from .layoutgeometry import Misplaced, geometry_problems
from .layoutmodel import DEFAULT_COLORS, Color, Layout, Transform, Zone, parse_color
from .zones import ARRANGEMENTS, ZoneSpec, player_counts, zones_for

__all__ = ["DEFAULT_COLORS", "Color", "Layout", "Misplaced", "Transform", "Zone", "check_layout",
           "default_layout_name", "find_layout", "geometry_problems", "layout_files", "layout_header",
           "load_layout", "parse_color", "user_layouts_dir"]


def _color_check(value: Any) -> str | None:
    if parse_color(value) is None:
        return f"{value!r} is not a colour: write \"#rrggbb\" such as \"#1d3a2f\""
    return None


FARTHEST = 100_000  # table units: far beyond any table, and well inside what pygame can draw


def _number(v: Any) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v)


def _rect_check(value: Any) -> str | None:
    if len(value) != 4 or not all(_number(v) for v in value):
        return "must be [x, y, width, height], four numbers"
    if value[2] <= 0 or value[3] <= 0:
        return "width and height must be more than 0"
    if any(abs(v) > FARTHEST for v in value):
        return f"must lie within {FARTHEST:,} table units"
    return None


def _pair_check(value: Any) -> str | None:
    if len(value) != 2 or not all(_number(v) and v > 0 for v in value):
        return "must be [width, height], two numbers more than 0"
    if any(v > FARTHEST for v in value):
        return f"must be at most {FARTHEST:,} table units"
    return None


#: a font file's most bytes (the shipped CJK font is about 370 KB; a full one some 20 MB)
FONT_MAX_BYTES = 64 * 1024 * 1024


def font_problem(path: Path) -> str | None:
    """None if `path` is a font pygame can draw with, else why not (the table would crash on it)."""
    import pygame

    try:
        regular_file(path, FONT_MAX_BYTES)  # the file gate: a pipe would block the table for ever
    except DataError as err:
        return f"{str(path)!r}: {err.problems[0].message}: name a .ttf or .otf font file"
    try:
        if not pygame.font.get_init():
            pygame.font.init()
        font = pygame.font.Font(str(path), 16)
        font.render("Ag", True, (0, 0, 0))
    except (pygame.error, OSError, ValueError, RuntimeError):
        return f"{str(path)!r} is not a font that can be read: name a .ttf or .otf font file"
    return None


def _game_check(value: Any) -> str | None:
    games = player_counts()
    if value in games:
        return None
    return f"{value!r} is not a game{did_you_mean(value, games)}: the games are {', '.join(games)}"


LAYOUT_FIELDS = {
    "name": Field(str, help="the layout's name as the title screen shows it"),
    "game": Field(str, check=lambda v: _game_check(v)),
    "players": Field(int, required=False, default=2, lo=2, hi=6),
    "size": Field(list, required=False, default=[1280, 800], check=_pair_check),
    "extends": Field(str, required=False, default=""),
    "description": Field(str, required=False, default=""),
}
CARD_FIELDS = {
    "size": Field(list, required=False, default=[72, 100], check=_pair_check,
                  help="card width and height in table units"),
    "hover_delay": Field(float, required=False, default=0.25, lo=0, hi=5),
}
FONT_FIELDS = {
    "file": Field(str, required=False, default="", help="a .ttf file; empty for the built-in font"),
    "scale": Field(float, required=False, default=1.0, lo=0.5, hi=3.0),
}
ZONE_FIELDS = {
    "rect": Field(list, check=_rect_check, help="[x, y, width, height] in table units"),
    "z": Field(int, required=False, default=0, lo=-100, hi=100),
    "facing": Field(int, required=False, default=0, choices=(0, 90, 180, 270)),
    "arrange": Field(str, required=False, default="", choices=("",) + ARRANGEMENTS),
    "card_scale": Field(float, required=False, default=1.0, lo=0.2, hi=4.0),
    "label": Field(str, required=False, default=""),
    "visible": Field(bool, required=False, default=True),
    "color": Field(str, required=False, default="", check=lambda v: None if v == "" else _color_check(v)),
}
TOP_KEYS = {"layout", "cards", "colors", "fonts", "zones"}

# ---- reading and checking --------------------------------------------------------------

@dataclass
class _Merged:
    data: dict
    owner: dict  # key path -> TomlDoc that set it
    docs: list[TomlDoc]


def _read_chain(path: Path, problems: list[Problem], seen: tuple[str, ...] = ()) -> _Merged | None:
    try:
        doc = load_toml(path)
    except DataError as err:
        problems.extend(err.problems)
        return None
    key = str(path.resolve())
    _check_structure(doc, problems)
    base: _Merged | None = None
    head = table_in(doc.data, "layout")
    parent = head.get("extends", "")
    if isinstance(parent, str) and parent:
        try:
            ppath = find_layout(parent, path.parent)
        except DataError as err:
            problems.append(doc.problem(("layout", "extends"), err.problems[0].message))
            ppath = None
        if ppath is not None:
            if str(ppath.resolve()) in seen + (key,):
                problems.append(doc.problem(("layout", "extends"),
                                            f"{parent!r} extends this file again: a layout cannot extend itself"))
            else:
                before = len(problems)
                base = _read_chain(ppath, problems, seen + (key,))
                if base is None and len(problems) == before:
                    problems.append(doc.problem(("layout", "extends"), f"cannot read {parent!r}"))
    merged = base or _Merged({}, {}, [])
    _merge(merged, doc, doc.data, ())
    merged.docs.append(doc)
    return merged


def _merge(m: _Merged, doc: TomlDoc, data: dict, path: tuple) -> None:
    target = m.data
    for k in path:
        target = target.setdefault(k, {})
    for k, v in data.items():
        if isinstance(v, dict) and k != "rect":
            if not isinstance(target.get(k), dict):
                target[k] = {}
            m.owner.setdefault(path + (k,), doc)
            _merge(m, doc, v, path + (k,))
        else:
            target[k] = v
            m.owner[path + (k,)] = doc


def _check_structure(doc: TomlDoc, problems: list[Problem]) -> None:
    """Per-file checks: unknown keys, types, colours. (Zones and overlaps: after merging.)"""
    data = doc.data
    for k in data:
        if k not in TOP_KEYS:
            problems.append(doc.problem((k,), "unknown table" + did_you_mean(k, TOP_KEYS)))
    tables = {"layout": LAYOUT_FIELDS, "cards": CARD_FIELDS, "fonts": FONT_FIELDS}
    for name, fields in tables.items():
        if name in data:
            # only the head of the chain must name itself; an extending file may override a few keys
            optional = {k: Field(f.typ, False, f.default, f.choices, f.lo, f.hi, f.item, f.check, f.help)
                        for k, f in fields.items()}
            check_table(doc, (name,), data[name], optional, problems)
    if "colors" in data:
        colors = data["colors"]
        if not isinstance(colors, dict):
            problems.append(doc.problem(("colors",), "must be a table of name = \"#rrggbb\""))
        else:
            fields = {k: Field(str, required=False, check=_color_check) for k in DEFAULT_COLORS}
            check_table(doc, ("colors",), colors, fields, problems)
    if "zones" in data:
        zones = data["zones"]
        if not isinstance(zones, dict):
            problems.append(doc.problem(("zones",), "must hold [zones.NAME] tables"))
        else:
            for zname, table in zones.items():
                optional = {k: Field(f.typ, False, f.default, f.choices, f.lo, f.hi, f.item, f.check, f.help)
                            for k, f in ZONE_FIELDS.items()}
                check_table(doc, ("zones", zname), table, optional, problems)


def _where(m: _Merged, path: tuple) -> TomlDoc:
    while path:
        if path in m.owner:
            return m.owner[path]
        path = path[:-1]
    return m.docs[-1]


def check_layout(path: str | Path) -> tuple[Layout | None, list[Problem]]:
    """Read and check a layout file (and what it extends). Returns (layout or None, problems)."""
    problems: list[Problem] = []
    path = Path(path)
    m = _read_chain(path, problems)
    if m is None:
        return None, problems
    top = m.docs[-1]
    data = m.data

    def loc(p: tuple, msg: str) -> None:
        problems.append(_where(m, p).problem(p, msg))

    head = table_in(data, "layout")
    counts_of = player_counts()
    for req, what in (("name", LAYOUT_FIELDS["name"].help), ("game", "one of " + ", ".join(counts_of))):
        if req not in head:
            problems.append(Problem(top.path, top.line(("layout",)) or 1, f"layout.{req}", f"missing ({what})"))
    said = head.get("game")
    game = said if isinstance(said, str) and said in counts_of else None  # (a list: reported below)
    players = head.get("players", 2)
    if not isinstance(players, int) or isinstance(players, bool):
        players = 2
    if game and players not in counts_of[game]:
        counts = counts_of[game]
        loc(("layout", "players"), f"{game} is for exactly {counts[0]} players" if len(counts) == 1
            else f"{game} is played by {counts[0]} to {counts[-1]} players")
        players = counts[0]
    size = head.get("size", LAYOUT_FIELDS["size"].default)
    if _pair_check(size) if isinstance(size, list) else True:
        size = LAYOUT_FIELDS["size"].default
    zones_data = table_in(data, "zones")
    zones: dict[str, Zone] = {}
    if game:
        specs = {z.name: z for z in zones_for(game, players)}
        for zname, table in zones_data.items():
            if zname not in specs:
                loc(("zones", zname), f"no zone called {zname!r} in a {players}-player {game} table"
                    + did_you_mean(zname, specs))
        for zname, spec in specs.items():
            table = zones_data.get(zname)
            if not isinstance(table, dict) or "rect" not in table:
                if table is not None and not isinstance(table, dict):
                    continue  # already reported: "must be a table"
                where = ("zones", zname) if table is not None else ("zones",)
                doc = _where(m, where)
                what = (f"missing zone: {spec.help} (add [zones.\"{zname}\"] with rect = [x, y, w, h])"
                        if table is None else "missing rect = [x, y, width, height]")
                problems.append(Problem(doc.path, doc.line(where) or doc.line(("layout",)) or 1,
                                        format_key(("zones", zname)), what))
                continue
            z = _zone(spec, table)
            if z is None:
                continue
            zones[zname] = z
        cards_t = table_in(data, "cards")
        card_size = cards_t.get("size", CARD_FIELDS["size"].default)
        if not isinstance(card_size, list) or _pair_check(card_size):
            card_size = CARD_FIELDS["size"].default
        _check_geometry(m, zones, size, card_size, loc)
    colors = dict(DEFAULT_COLORS)
    given = table_in(data, "colors")
    for k, v in given.items():
        if k in colors and parse_color(v) is not None:
            colors[k] = v
    cards = table_in(data, "cards")
    fonts = table_in(data, "fonts")
    font_file = fonts.get("file", "") if isinstance(fonts.get("file", ""), str) else ""
    if font_file:
        fpath = Path(font_file)
        if not fpath.is_absolute():
            fpath = Path(_where(m, ("fonts", "file")).path).parent / fpath
        if not fpath.is_file():
            loc(("fonts", "file"), f"no font file at {str(fpath)!r}")
        else:
            why = font_problem(fpath)
            if why:
                loc(("fonts", "file"), why)
        font_file = str(fpath)
    if problems:
        return None, problems
    card_size = cards.get("size", CARD_FIELDS["size"].default)
    layout = Layout(
        name=head["name"], game=str(game), players=players, size=(float(size[0]), float(size[1])),
        card_size=(float(card_size[0]), float(card_size[1])),
        hover_delay=float(cards.get("hover_delay", 0.25)),
        colors={k: parse_color(v) for k, v in colors.items()},  # type: ignore[misc]
        font_file=font_file, font_scale=float(fonts.get("scale", 1.0)),
        zones=zones, path=str(path), sources=[d.path for d in m.docs],
        description=head.get("description", ""))
    return layout, []


def _zone(spec: ZoneSpec, t: dict) -> Zone | None:
    rect = t.get("rect")
    if not isinstance(rect, list) or _rect_check(rect):
        return None
    arrange = t.get("arrange") or spec.arrange
    color = parse_color(t["color"]) if isinstance(t.get("color"), str) and t.get("color") else None
    try:
        x, y, w, h = (float(v) for v in rect)
        return Zone(spec.name, spec.kind, (x, y, w, h), int(t.get("z", 0)),
                    int(t.get("facing", 0)), arrange if arrange in ARRANGEMENTS else spec.arrange,
                    float(t.get("card_scale", 1.0)), str(t.get("label", "")), bool(t.get("visible", True)),
                    color, spec.solid, spec.holds_cards)
    except (TypeError, ValueError):
        return None




def _check_geometry(m: _Merged, zones: dict[str, Zone], size, card_size, loc) -> None:
    for p in geometry_problems(zones, size, card_size):
        if not p.other:
            loc(("zones", p.zone, "rect"), p.message)
            continue
        a, b = zones[p.other], zones[p.zone]
        later = b if _line_key(m, b) >= _line_key(m, a) else a  # blame the one written last
        loc(("zones", later.name, "rect"), p.seen_from(later.name))


def _line_key(m: _Merged, z: Zone) -> tuple:
    doc = _where(m, ("zones", z.name, "rect"))
    return (m.docs.index(doc) if doc in m.docs else 0, doc.line(("zones", z.name, "rect")) or 0)


def load_layout(ref: str | Path, game: str | None = None, players: int | None = None) -> Layout:
    """Find, read and check a layout; raise DataError with every problem.

    With `game`/`players`, also refuse a layout made for another game or player count."""
    path = find_layout(str(ref)) if not isinstance(ref, Path) else ref
    layout, problems = check_layout(path)
    if problems:
        raise DataError(problems)
    assert layout is not None
    if game is not None and layout.game != game:
        raise DataError(Problem(str(path), None, "layout.game", f"this layout is for {layout.game}, not {game}"))
    if players is not None and layout.players != players:
        raise DataError(Problem(str(path), None, "layout.players",
                                f"this layout is for {layout.players} players, not {players}"))
    return layout
