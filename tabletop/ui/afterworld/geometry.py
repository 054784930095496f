"""Where things lie on the Afterworld table: the squares of the world, the division tokens
on them, rows of cards in a zone, and which side of the layout each seat sits at.

The table turns for the player at the bottom (`bottom`, the seat whose hand is shown): their
empire, hand, divisions and piles lie at the bottom, the other's at the top; the layout's p1
zones are the bottom ones. A mixin of `AfterworldUI` (adapter.py).
"""

from __future__ import annotations

from ...games.afterworld import world
from ..layout import Layout


class AfterworldGeometry:
    layout: Layout
    bottom: int

    def _slot(self, seat: int) -> int:
        """Which of the layout's two sides (0: the bottom, p1 zones) `seat` sits at now."""
        return seat if self.bottom != 1 else 1 - seat

    def seat_zone(self, seat: int, kind: str) -> str:
        return f"p{self._slot(seat) + 1}.{kind}"

    def zone_label(self, zone: str, label: str) -> str:
        """Turned, the bottom zones hold P2's cards: their labels say so."""
        if self.bottom != 1:
            return label
        return label.replace("P1", "\0").replace("P2", "P1").replace("\0", "P2")

    def square_rect(self, sq: int) -> tuple[float, float, float, float]:
        x, y, w, h = self.layout.zones["world"].rect
        rh = h / 6
        row = world.row_of(sq)
        turned = self.bottom == 1  # the world seen from the other side: rows and columns reversed
        top = y + (row if turned else 5 - row) * rh
        if sq in (world.F1, world.F2):
            return (x + 2, top + 2, w - 4, rh - 4)
        cw = w / 4
        col = (sq - 1) % 4  # (world.column_of, on a territory square)
        if turned:
            col = 3 - col
        return (x + col * cw + 2, top + 2, cw - 4, rh - 4)

    def territory_size(self) -> tuple[float, float]:
        _, _, sw, sh = self.square_rect(1)
        cw, ch = self.layout.card_size
        tw = min(sw - 10, ch * 1.15, (sh - 24) * ch / cw)
        return (tw, tw * cw / ch)

    def token_size(self) -> float:
        _, _, sw, sh = self.square_rect(1)
        return max(12.0, min(30.0, sw / 4, sh / 4))

    def token_center(self, seat: int, number: int, sq: int) -> tuple[float, float]:
        """Tokens never hide each other: each division has its own slot on every square."""
        x, y, w, h = self.square_rect(sq)
        t = self.token_size()
        if sq in (world.F1, world.F2):
            # the fortress card sits in the middle: player 1's tokens to its left, player 2's right
            side = x + w * 0.2 if self._slot(seat) == 0 else x + w * 0.8
            return (side + (number - 2) * (t + 4), y + h / 2)
        cx = x + w / 2 + (number - 2) * (t + 4)
        cy = (y + h - t / 2 - 2) if self._slot(seat) == 0 else (y + t / 2 + 2)
        return (cx, cy)

    def _row(self, zone: str, n: int, item_w: float, pad: float = 4.0, left: float = 0.0) -> list[float]:
        """x centres of n cards of width item_w in a zone row, overlapping if they must."""
        x, _, w, _ = self.layout.zones[zone].rect
        x += left
        w -= left
        if n == 0:
            return []
        step = item_w + pad
        if n > 1 and pad + n * step > w:
            step = max(8.0, (w - 2 * pad - item_w) / (n - 1))
        return [x + pad + item_w / 2 + i * step for i in range(n)]

    def _card_size(self, zone: str, scale: float = 1.0) -> tuple[float, float]:
        z = self.layout.zones[zone]
        cw, ch = self.layout.card_size
        h = min(z.rect[3] - 8, ch * z.card_scale * scale)
        if z.kind in ("deck", "discard", "removed"):
            h = min(h, z.rect[3] - 22)
        return (h * cw / ch, h)

    def _strip_card_size(self, zone: str) -> tuple[float, float]:
        """Cards in a division strip: as high as the strip allows and wider than a hand card
        (the strip has room across, not up), so their names and numbers read."""
        cw, ch = self._card_size(zone)
        return (max(cw, ch * 0.92), ch)
