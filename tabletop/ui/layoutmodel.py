"""The layout model: zones in table units, a layout's colours and fonts, and the transform
from table units to window pixels. Plain data; read and checked by tabletop/ui/layout.py.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

Color = tuple[int, int, int, int]

DEFAULT_COLORS: dict[str, str] = {
    "table": "#1d3a2f",        # the cloth
    "zone": "#24483a",         # a zone's background
    "zone_border": "#3d6b58",
    "label": "#a9c8b8",        # zone labels
    "text": "#f2efe6",         # main text
    "muted": "#9fb3aa",
    "panel": "#152a22",        # log, status, hint bar, dialogs
    "button": "#35594a",
    "button_hover": "#467563",
    "button_text": "#f2efe6",
    "legal": "#7cf29a",        # where a drop is legal
    "refused": "#ff6b5b",      # refusal messages
    "selected": "#ffd75e",
    # seat colours (tokens, names, panels): told apart by everyone, with any colour vision
    # (tests/ui/test_colour_blind.py: every pair stays apart under protanopia, deuteranopia
    # and tritanopia), and readable on the panels
    "p1": "#e0b03c",
    "p2": "#4d9de0",
    "p3": "#00d06f",
    "p4": "#d7ee1f",
    "p5": "#f600bc",
    "p6": "#14ffff",
}

_HEX = re.compile(r"^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$")


def parse_color(text: str) -> Color | None:
    """'#rgb', '#rrggbb' or '#rrggbbaa' -> (r, g, b, a); None if it is not a colour."""
    if not isinstance(text, str) or not _HEX.match(text):
        return None
    h = text[1:]
    if len(h) == 3:
        h = "".join(c * 2 for c in h)
    if len(h) == 6:
        h += "ff"
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4, 6))  # type: ignore[return-value]


def palette(colors: dict[str, str]) -> dict[str, Color]:
    """The program's own colours ('#rrggbb' strings it ships), parsed; one that does not
    parse is a mistake of the program, not of a user's file."""
    out: dict[str, Color] = {}
    for key, text in colors.items():
        color = parse_color(text)
        if color is None:
            raise ValueError(f"the colour {key} = {text!r} is not a colour")
        out[key] = color
    return out


@dataclass(frozen=True)
class Zone:
    name: str
    kind: str
    rect: tuple[float, float, float, float]
    z: int = 0
    facing: int = 0
    arrange: str = "row"
    card_scale: float = 1.0
    label: str = ""
    visible: bool = True
    color: Color | None = None
    solid: bool = True
    holds_cards: bool = False

    def contains(self, x: float, y: float) -> bool:
        rx, ry, rw, rh = self.rect
        return rx <= x < rx + rw and ry <= y < ry + rh


@dataclass
class Layout:
    """A checked layout, ready for drawing."""

    name: str
    game: str
    players: int
    size: tuple[float, float]
    card_size: tuple[float, float]
    hover_delay: float
    colors: dict[str, Color]
    font_file: str
    font_scale: float
    zones: dict[str, Zone]
    path: str
    sources: list[str] = field(default_factory=list)  # every file read, for live reload
    description: str = ""

    def zone(self, name: str) -> Zone:
        return self.zones[name]

    def color(self, name: str) -> Color:
        return self.colors[name]

    def transform(self, window: tuple[int, int]) -> "Transform":
        return Transform.fit(self.size, window)


@dataclass(frozen=True)
class Transform:
    """Table units to window pixels: a uniform scale and an offset that centres the table."""

    scale: float
    ox: float
    oy: float

    @classmethod
    def fit(cls, size: tuple[float, float], window: tuple[int, int]) -> "Transform":
        s = min(window[0] / size[0], window[1] / size[1])
        return cls(s, (window[0] - size[0] * s) / 2, (window[1] - size[1] * s) / 2)

    def point(self, x: float, y: float) -> tuple[float, float]:
        return (self.ox + x * self.scale, self.oy + y * self.scale)

    def rect(self, r) -> tuple[int, int, int, int]:
        x, y = self.point(r[0], r[1])
        return (round(x), round(y), max(1, round(r[2] * self.scale)), max(1, round(r[3] * self.scale)))

    def length(self, v: float) -> float:
        return v * self.scale

    def to_table(self, px: float, py: float) -> tuple[float, float]:
        return ((px - self.ox) / self.scale, (py - self.oy) / self.scale)
