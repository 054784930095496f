"""The 18-square world of Afterworld: squares, their names, arrows, and where a move can go.

All geometry lives here (AW-3, AW-8). A square is an int 0..17:

    row 5            F2              player 2's fortress (as wide as four squares)
    row 4     a4   b4   c4   d4      player 2's back row
    row 3     a3   b3   c3   d3      player 2's front row
    row 2     a2   b2   c2   d2      player 1's front row
    row 1     a1   b1   c1   d1      player 1's back row
    row 0            F1              player 1's fortress

Rows and columns are the spec's coordinates (AW-3.2): the letter is the column (0-3, ``a`` on
player 1's left), the digit the row. Square index = 0 for F1, 1 + 4*(row-1) + column for
the territory squares, 17 for F2.

Arrows are the eight directions of a movement icon, numbered clockwise from "forward"
(north on the card: always towards the opponent, AW-3.3). Player 2 sees the world turned
180 degrees, so each of their arrows is flipped on the shared board.

The two fortress squares follow AW-3.4/3.5: any arrow that changes the row into a fortress
row reaches that fortress whatever its sideways part, and any arrow that leaves a fortress
towards the world may end on any of the four squares of the neighbouring row (the mover
picks). Sideways arrows do nothing on a fortress; nothing leaves the world (AW-3.6).
`destinations` precomputes every answer, so move generation is a table lookup.

>>> [NAMES[s] for s in destinations(0, F1, parse_icon("N"))]      # out of one's own fortress
['a1', 'b1', 'c1', 'd1']
>>> [NAMES[s] for s in destinations(1, parse_square("b3"), parse_icon("NE"))]  # P2's forward-right
['a2']
>>> destinations(0, F1, parse_icon("E W"))                          # sideways in a fortress
()
"""

from __future__ import annotations

from tabletop.words import T

F1, F2 = 0, 17
SQUARES = range(18)
COLUMNS = "abcd"

#: the arrows' names (in refusals: "no forward-left arrow"), marked as words to translate
ARROWS = (T("forward"), T("forward-right"), T("right"), T("back-right"), T("back"), T("back-left"), T("left"),
          T("forward-left"))
COMPASS = ("N", "NE", "E", "SE", "S", "SW", "W", "NW")  # as printed on a movement grid
# (forward steps, rightward steps) of each arrow, from its owner's side
_DELTA = ((1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1))
ALL_ARROWS = 0xFF
FORWARD_ARROWS = (1 << 0) | (1 << 1) | (1 << 7)
BACKWARD_ARROWS = (1 << 3) | (1 << 4) | (1 << 5)


def row_of(sq: int) -> int:
    if sq == F1:
        return 0
    if sq == F2:
        return 5
    return 1 + (sq - 1) // 4


def column_of(sq: int) -> int | None:
    """0-3 on territory squares; None on a fortress square."""
    return None if sq in (F1, F2) else (sq - 1) % 4


def square_at(row: int, column: int | None = None) -> int:
    if row == 0:
        return F1
    if row == 5:
        return F2
    if column is None:
        raise ValueError(f"row {row} needs a column")
    return 1 + 4 * (row - 1) + column


def square_name(sq: int) -> str:
    if sq == F1:
        return "F1"
    if sq == F2:
        return "F2"
    return f"{COLUMNS[(sq - 1) % 4]}{row_of(sq)}"


NAMES = tuple(square_name(s) for s in SQUARES)
BY_NAME = {n.lower(): i for i, n in enumerate(NAMES)}


def parse_square(text: str) -> int:
    """A square from its name (``b3``, ``F1``; any case). Raises ValueError."""
    sq = BY_NAME.get(text.strip().lower())
    if sq is None:
        raise ValueError(f"expected a square a1..d4, F1 or F2, got {text!r}")
    return sq


def fortress_of(seat: int) -> int:
    return F1 if seat == 0 else F2


def empire(seat: int) -> frozenset[int]:
    """The 9 squares of `seat`'s empire: 8 territory squares and the fortress (AW-3.1)."""
    return frozenset(range(0, 9)) if seat == 0 else frozenset(range(9, 18))


EMPIRE = (empire(0), empire(1))
IN_EMPIRE = tuple(tuple(s in EMPIRE[p] for s in SQUARES) for p in (0, 1))


def square_owner(sq: int) -> int:
    """The seat whose empire holds `sq`."""
    return 0 if sq <= 8 else 1


def _step(seat: int, sq: int, arrow: int) -> tuple[int, ...]:
    fwd, right = _DELTA[arrow]
    if seat == 1:  # player 2's arrows are turned 180 degrees on the shared world
        fwd, right = -fwd, -right
    r = row_of(sq)
    nr = r + fwd
    if not 0 <= nr <= 5:
        return ()  # AW-3.6: no move leaves the world
    if r in (0, 5):  # leaving a fortress: sideways does nothing, else any square of the row
        if fwd == 0:
            return ()
        return tuple(square_at(nr, c) for c in range(4))
    if nr in (0, 5):  # entering a fortress: four squares wide, any of the three arrows
        return (square_at(nr),)
    nc = (sq - 1) % 4 + right  # a territory square (fortresses were handled above)
    if not 0 <= nc <= 3:
        return ()
    return (square_at(nr, nc),)


# DEST[seat][square][arrow] -> squares one move reaches
DEST = tuple(tuple(tuple(_step(p, s, a) for a in range(8)) for s in SQUARES) for p in (0, 1))
# ARROWS_TO[seat][from][to] -> bit mask of the arrows that go from -> to
ARROWS_TO = tuple(
    tuple(tuple(sum(1 << a for a in range(8) if t in DEST[p][s][a]) for t in SQUARES) for s in SQUARES)
    for p in (0, 1))


def _reach(p: int, s: int, mask: int) -> tuple[int, ...]:
    out: set[int] = set()
    for a in range(8):
        if mask >> a & 1:
            out.update(DEST[p][s][a])
    return tuple(sorted(out))


# REACH[seat][square][icon mask] -> sorted squares a move with that icon can reach
REACH = tuple(tuple(tuple(_reach(p, s, m) for m in range(256)) for s in SQUARES) for p in (0, 1))
# NEIGHBOURS[square] -> squares one step away by any arrow (the same from either side)
NEIGHBOURS = tuple(REACH[0][s][ALL_ARROWS] for s in SQUARES)


def destinations(seat: int, sq: int, mask: int) -> tuple[int, ...]:
    """Squares a division of `seat` on `sq` reaches in one move with an icon of `mask`."""
    return REACH[seat][sq][mask]


def arrow_names(mask: int) -> list[str]:
    return [ARROWS[a] for a in range(8) if mask >> a & 1]


def parse_icon(text: str) -> int:
    """An icon from compass letters such as ``"N NE NW"`` (north = forward). ValueError if bad."""
    mask = 0
    words = text.replace(",", " ").split()
    if not words:
        raise ValueError("an icon needs at least one arrow (N, NE, E, SE, S, SW, W, NW)")
    for w in words:
        w_up = w.upper()
        if w_up in COMPASS:
            bit = 1 << COMPASS.index(w_up)
        elif w.lower() in ARROWS:
            bit = 1 << ARROWS.index(w.lower())
        else:
            raise ValueError(f"{w!r} is not an arrow (N, NE, E, SE, S, SW, W, NW; north = forward)")
        if mask & bit:
            raise ValueError(f"arrow {w!r} is given twice")
        mask |= bit
    return mask

