"""Where the cards of an open hand stand in their zone, so that every card's name can be read.

Cards that fit side by side stand in one row at their size. When they do not, these ways
are weighed and the one that shows the most of every card's name wins:

- one row of smaller cards, side by side;
- two staggered rows, like bricks: every other card a little lower, by the height of a card's
  name band (`strip(h)`: the units from a card's top edge to below its name, for a card `h`
  units high), so a lower card covers the bottom of its upper neighbours but never their
  names, and the cards of one row never touch.

- the same, the cards of each row overlapping (very many cards);
- one row of cards at their size overlapping (as before; a small zone with many cards).

A name shown in part shows whole in the preview, on hover, and a crowded hand opens in rows
of larger cards when the pointer rests on it (`tray_grid`, tabletop/ui/rooms/tray.py). A hidden hand (card backs) keeps
the plain overlapping row (`row_xs`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable


@dataclass(frozen=True)
class Spot:
    x: float       # centre, table units
    y: float
    lower: bool    # in the lower of two staggered rows (drawn over the upper row)


def row_xs(x: float, w: float, n: int, cw: float, pad: float = 4.0, least_step: float = 6.0) -> list[float]:
    """x centres of n cards of width cw in a row from `x`, overlapping if they must."""
    if n == 0:
        return []
    step = cw + pad
    if n > 1 and pad + n * step > w:
        step = max(least_step, (w - 2 * pad - cw) / (n - 1))
    return [x + pad + cw / 2 + i * step for i in range(n)]


def hand_spots(area: tuple[float, float, float, float], n: int, size: tuple[float, float],
               strip: Callable[[float], float], pad: float = 4.0, least_step: float = 6.0,
               least: float = 50.0) -> tuple[list[Spot], tuple[float, float]]:
    """The spots of n open cards in `area` (x, y, w, h: where the cards may stand) and their
    size, at most `size`. `strip(h)`: how far below its top edge a card `h` high has its name.
    Cards are made no narrower than `least` units nor than 0.7 of `size`."""
    x, y, w, h = area
    cw, ch = size
    cy = y + h / 2
    if n == 0:
        return [], size
    if n * (cw + pad) + pad <= w + 1e-9:
        return [Spot(sx, cy, False) for sx in row_xs(x, w, n, cw, pad, least_step)], size
    aspect = cw / ch
    # how much of each name shows, in units: a card's whole width, or the part of it the next
    # card leaves free (less a fifth: a centred name cut on both sides reads worse)
    overlap = max(least_step, (w - 2 * pad - cw) / max(1, n - 1))
    one = (w - (n + 1) * pad) / n  # one row of smaller cards, side by side
    # two staggered rows: the cards as high as the area allows below the step down
    low, two_h = 0.0, min(ch, h)
    if two_h + strip(two_h) > h:
        for _ in range(40):  # the highest card whose name band still fits above it
            mid = (low + two_h) / 2
            low, two_h = (mid, two_h) if mid + strip(mid) <= h else (low, mid)
        two_h = low
    two = min(two_h * aspect, (2 * w - (n + 3) * pad) / (n + 1))  # a row's cards stand apart
    row2 = two_h * aspect
    # (a staggered hand counts a tenth less: one row reads more easily at the same size)
    shown = {"overlap": 0.8 * min(cw, overlap), "one": one, "two": 0.9 * two,
             "two-overlap": 0.72 * min(row2, 2 * max(least_step, (w - 2 * pad - row2) / max(1, n - 1)))}
    floor = max(least, 0.7 * cw)  # smaller cards lose their numbers, their names go on one line
    for way, width in (("one", one), ("two", two), ("two-overlap", row2)):
        if width < floor:
            del shown[way]
    best = max(shown, key=lambda k: shown[k])
    if best == "overlap":
        return [Spot(sx, cy, False) for sx in row_xs(x, w, n, cw, pad, least_step)], size
    if best == "one":
        return [Spot(sx, cy, False) for sx in row_xs(x, w, n, one, pad, least_step)], (one, one / aspect)
    small = (two, two / aspect) if best == "two" else (two_h * aspect, two_h)
    return _staggered(x, y, w, h, n, small, strip, pad), small


def _staggered(x, y, w, h, n, size, strip, pad) -> list[Spot]:
    cw, ch = size
    drop = strip(ch)
    top = y + max(0.0, (h - ch - drop) / 2)
    step = min(cw + pad, (w - 2 * pad - cw) / max(1, n - 1))
    return [Spot(x + pad + cw / 2 + i * step, top + ch / 2 + (drop if i % 2 else 0.0), bool(i % 2))
            for i in range(n)]


def tray_grid(zone: tuple[float, float, float, float], span: tuple[float, float],
              bounds: tuple[float, float, float, float], n: int, size: tuple[float, float], pad: float = 6.0,
              most: float = 1.6, reach: float = 0.62) -> tuple[tuple[float, float, float, float], list[Spot],
                                                               tuple[float, float]]:
    """A crowded hand opened as a tray: its n cards side by side in rows, none over another,
    as large as the room allows (up to `most` times `size`). The tray spans `span` (x, width)
    across, keeps the edge of the zone nearer the table's edge, and grows towards the table's
    middle over at most `reach` of the table's height (`bounds`: the table). Returns the tray's
    rectangle, the cards' spots (first card top left) and their size."""
    _, zy, _, zh = zone
    zx, zw = span
    bx, by, bw, bh = bounds
    cw, ch = size
    high = max(zh, bh * reach)
    aspect = cw / ch
    ways = []  # (card width, rows, columns) for every number of rows
    for rows in range(1, n + 1):
        cols = -(-n // rows)
        w = min(cw * most, (zw - pad) / cols - pad)
        if rows * (w / aspect + pad) + pad > high:
            w = ((high - pad) / rows - pad) * aspect
        ways.append((w, rows, cols))
    largest = max(w for w, _, _ in ways)
    # the fewest rows whose cards are within an eighth of the largest size (the tray covers less)
    w, rows, cols = next(way for way in ways if way[0] >= 0.88 * largest)
    h = w / aspect
    th = rows * (h + pad) + pad
    grows_up = zy + zh / 2 > by + bh / 2
    ty = max(by, zy + zh - th) if grows_up else min(zy, by + bh - th)
    used = min(cols, n) * (w + pad) + pad  # (the tray is as wide as its cards)
    tx = zx + (zw - used) / 2
    spots = [Spot(tx + pad + w / 2 + (i % cols) * (w + pad), ty + pad + h / 2 + (i // cols) * (h + pad), False)
             for i in range(n)]
    return (tx, ty, used, th), spots, (w, h)
