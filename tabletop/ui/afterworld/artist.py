"""Afterworld card faces, backs and division tokens, drawn by code from card data.

Faces (the `face` tuples the adapter puts on pieces):

- ``("card", key, next_icon)``: a card's face; `next_icon` (1-3, or 0) marks the movement
  icon a commander's division uses next (AW-8.2).
- ``("back", faction)``: a hidden card; ``("territory-back", faction)``: a destroyed
  territory lying face down (AW-2.6).
- ``("token", seat, division, (r, g, b))``: a division token in its owner's colour and shape
  (round for the first player, square for the second: `seat_shape`).

Portrait cards: name bar, type line, a picture area (the movement grid for commanders,
the Attack/Health for units, the bonuses for items, the cost for events), the rules text.
Territories are landscape cards with Strength, Food and Gold. Every element is scaled to
the pixel size asked for, so the same code draws a hand card and the large preview.
"""

from __future__ import annotations

import pygame

from ... import words
from ...games.afterworld.cards import FACTION_TITLES
from ...words import T, msg, tr
from .. import cardimage
from ..cardkit import badge, card_back, frame, name_bar, name_lines, new_card, pill, text_box, two_lines_high
from ..theme import MIN_PX, Fonts, blit_text, draw_text, fit_line, rounded, shade

FACTION_COLORS = {
    "egyptian": (201, 162, 39),
    "japanese": (179, 40, 45),
    "norse": (79, 126, 168),
    "atlantean": (31, 158, 143),
}
FACTION_EMBLEMS = {"egyptian": T("ANKH"), "japanese": T("KAMI"), "norse": T("RUNE"), "atlantean": T("TIDE")}
TYPE_TITLES = {"territory": T("Territory"), "commander": T("Commander"), "unit": T("Unit"),
               "equipment": T("Equipment"), "relic": T("Relic"), "event": T("Event")}
PARCHMENT = (246, 240, 224)
GRID_LEGIBLE = 24  # px: a movement grid's arrows read at this size (3 cells of 8 px)
INK = (38, 32, 28)
ATTACK = (196, 62, 48)
HEALTH = (58, 140, 78)
STRENGTH = (110, 96, 150)
FOOD = (104, 150, 60)
GOLD = (214, 170, 40)
# (column, row) of each arrow in a 3x3 grid, arrow 0 = N (forward), clockwise
ARROW_CELLS = ((1, 0), (2, 0), (2, 1), (2, 2), (1, 2), (0, 2), (0, 1), (0, 0))


def seat_shape(surface: pygame.Surface, seat: int, color, center, r: int, width: int = 0) -> None:
    """A seat's piece shape, so that the two empires are told apart without their colours:
    the first player's tokens are round, the second player's square (corners rounded)."""
    if seat == 0:
        pygame.draw.circle(surface, color, center, r, width)
    else:
        side = round(r * 1.8)
        box = pygame.Rect(0, 0, side, side)
        box.center = center
        pygame.draw.rect(surface, color, box, width, border_radius=max(1, side // 8))


#: the ring round a number in play that differs from the printed one
CHANGED = (255, 214, 40)


def _stat_label(name: str, printed: int, now: int) -> str:
    """The word under a stat badge: with the printed number where it changed ("Attack (printed 3)")."""
    return name if now == printed else msg("{stat} (printed {n})", stat=name, n=printed)


def _grid_room(art_w: int, art_h: int, n: int) -> tuple[int, int, int]:
    """A commander's picture art_w x art_h with n movement grids side by side and the units
    pill below them: (the gap between grids, the largest grid side the width allows, the
    largest the height allows)."""
    n = max(1, n)
    gap = max(2, art_w // 30)
    return gap, (art_w - gap * (n + 1)) // n, art_h - 2 * gap - max(6, art_h // 5)


class AfterworldArtist:
    def __init__(self, pool) -> None:
        self.pool = pool
        self._now: tuple | None = None  # the numbers in play of the card being drawn

    def draw(self, face: tuple, size: tuple[int, int], fonts: Fonts) -> pygame.Surface:
        kind = face[0]
        if kind == "card":
            card = self.pool[face[1]]
            if card.type == "territory":
                return self.territory(card, size, fonts)
            return self.portrait(card, size, fonts, face[2] if len(face) > 2 else 0,
                                 face[3] if len(face) > 3 else None)
        if kind == "back":
            return card_back(size, shade(FACTION_COLORS.get(face[1], (90, 90, 90)), 0.55),
                             FACTION_EMBLEMS.get(face[1], "AW"), fonts, (240, 230, 200))
        if kind == "territory-back":
            return self.destroyed(face[1], size, fonts)
        if kind == "token":
            return self.token(face[1], face[2], face[3], size, fonts)
        if kind == "pile-empty":
            surf = new_card(size)
            rounded(surf, (255, 255, 255, 40), surf.get_rect(), max(2, min(size) // 12), 1)
            return surf
        raise ValueError(f"unknown face {face!r}")

    # ---- portrait cards ---------------------------------------------------------------
    def portrait(self, card, size, fonts: Fonts, next_icon: int, now: tuple | None = None) -> pygame.Surface:
        """Large (the preview, a wide hand): name, type line, picture, rules and flavour text.
        Small (a card on the table): the name, then a picture with the numbers and icons
        large enough to read; the words are in the preview. `now`: the numbers in play
        (Attack, Health, Units) where an item or an effect changed the printed ones: drawn
        where the printed ones are, ringed, and in the large card with the printed one beside."""
        self._now = now
        w, h = size
        color = FACTION_COLORS.get(card.faction, (120, 120, 120))
        surf = new_card(size)
        inner = frame(surf, PARCHMENT, shade(color, 0.55))
        pad = max(1, w // 30)
        small = w < 110
        bar_h = max(round(h * (0.2 if small else 0.12)), fonts.font(MIN_PX, True).get_height() + 4)
        name = words.field(card, "name")
        grown = 0
        if not small and fonts.font(max(MIN_PX / fonts.scale, bar_h * 0.55), True).size(tr(name))[0] > \
                inner.width - 2 * pad - 4:
            grown = round(bar_h * 0.7)  # the preview shows a long name whole, on two lines,
            bar_h += grown              # in room taken from the picture
        elif small and w >= 44 and \
                fonts.font(max(MIN_PX / fonts.scale, bar_h * 0.5), True).size(tr(name))[0] > inner.width - 2 * pad - 4:
            # a unit, item or event in a hand or a division: its picture holds only a few
            # numbers, so a long name takes two lines of it; a commander's only where its
            # grids keep the size the card's width gives them
            two = two_lines_high(fonts, MIN_PX / fonts.scale) + 2
            if len(name_lines(fonts, name, MIN_PX / fonts.scale, inner.width - 2 * pad - 4)) == 2:
                grown_h = max(bar_h, min(two, round(h * 0.42)))
                if card.type != "commander" or self._grids_fit(card, inner, pad, grown_h):
                    bar_h = grown_h
        bar = pygame.Rect(inner.left + pad, inner.top + pad, inner.width - 2 * pad, bar_h)
        name_bar(surf, fonts, name, bar, color)
        y = bar.bottom + pad
        if not small:
            type_h = max(round(h * 0.06), fonts.font(MIN_PX, True).get_height() + 2)
            tl = pygame.Rect(inner.left + 2 * pad, y, inner.width - 4 * pad, type_h)
            lim = msg("Limit {n}", n=card.limit)
            type_px = min(type_h * 0.95, max(MIN_PX, w * 0.062))
            lim_r = draw_text(surf, fonts, lim, tl, type_px, INK, align="right")
            type_line = msg("{type} \u00b7 {faction}", type=TYPE_TITLES.get(card.type, card.type),
                            faction=FACTION_TITLES.get(card.faction, card.faction.capitalize()))
            room = pygame.Rect(tl.left, tl.top, lim_r.left - tl.left - 8, tl.height)
            if fit_line(fonts, type_line, room.width, type_px, True)[0] != tr(type_line):
                type_line = TYPE_TITLES.get(card.type, card.type)  # the colour says the faction
            draw_text(surf, fonts, type_line, room, type_px, shade(color, 0.45), bold=True, align="left")
            y = tl.bottom + pad
        art_h = round(h * 0.40) - grown if not small else inner.bottom - y - 2 * pad
        art = pygame.Rect(inner.left + 2 * pad, y, inner.width - 4 * pad, art_h)
        rounded(surf, shade(color, 1.55), art, max(2, w // 24))
        cardimage.draw(surf, card.image, art, max(2, w // 24), card.name)  # the card's own picture, if any
        if w < 44:  # a pile's top card, a thumbnail: its name and colour; the rest in the preview
            return surf
        getattr(self, f"_art_{card.type if card.type in ('commander', 'unit', 'event') else 'item'}")(
            surf, card, art, fonts, next_icon)
        box = pygame.Rect(inner.left + 2 * pad, art.bottom + pad, inner.width - 4 * pad,
                          inner.bottom - art.bottom - 3 * pad)
        if not small and box.height > 8 and (card.text or card.flavour):
            text_box(surf, fonts, words.field(card, "text"), box, INK, (255, 252, 244),
                     flavour=words.field(card, "flavour"))
        return surf

    def _art_unit(self, surf, card, art, fonts, _next) -> None:
        r = max(6, min(art.height // 3, art.width // 5))
        lift = 0
        if r * 0.6 >= MIN_PX / fonts.scale:  # labelled: the labels stay inside the picture
            r = max(6, min(r, round((art.height * 0.78 - 5) / 2.9)))
            lift = fonts.font(r * 0.6, True).get_height() + 2 if r * 0.6 >= MIN_PX / fonts.scale else 0
        attack, health = (self._now[0], self._now[1]) if self._now else (card.attack, card.health)
        badge(surf, fonts, attack, (art.left + r + 3, art.bottom - r - 3 - lift), r, ATTACK,
              label=_stat_label(T("Attack"), card.attack, attack), changed=attack != card.attack)
        badge(surf, fonts, health, (art.right - r - 3, art.bottom - r - 3 - lift), r, HEALTH,
              label=_stat_label(T("Health"), card.health, health), changed=health != card.health)
        self._emblem(surf, card, art, fonts)

    def _art_item(self, surf, card, art, fonts, _next) -> None:
        cost_bottom = self._costs(surf, card, art, fonts)
        parts: list[tuple[str, tuple, bool]] = []  # (words, colour, a pill rather than a badge)
        if card.attack:
            parts.append((f"{card.attack:+d}", ATTACK, False))
        if card.health:
            parts.append((f"{card.health:+d}", HEALTH, False))
        if card.unit_limit:
            parts.append((msg("+{n} units", n=card.unit_limit), STRENGTH, True))
        r = max(6, min(art.height // 3, art.width // 5))
        if cost_bottom and parts:  # the bonuses stay below the costs and their labels
            r = max(6, min(r, (art.bottom - 5 - cost_bottom) // 2))
        x = art.left + r + 3
        for text, col, is_pill in parts:
            if is_pill:
                pr = pygame.Rect(0, 0, r * 4, r * 1.3)
                pr.midleft = (x - r, art.bottom - r - 3)
                pill(surf, fonts, text, pr, col)
                x += r * 4 + 4
            else:
                badge(surf, fonts, text, (x, art.bottom - r - 3), r, col)
                x += 2 * r + 4
        self._emblem(surf, card, art, fonts)

    def _art_event(self, surf, card, art, fonts, _next) -> None:
        self._costs(surf, card, art, fonts)
        self._emblem(surf, card, art, fonts)

    def _emblem(self, surf, card, art, fonts) -> None:
        if art.width < 80 or card.image:  # the card's own picture is its emblem
            return
        word = FACTION_EMBLEMS.get(card.faction, "")
        box = pygame.Rect(art.left + art.width * 0.25, art.top + 2, art.width * 0.5, art.height * 0.45)
        if card.type != "unit":  # items and events: the costs stand in the top right corner
            box.width = art.width * 0.35
            box.left = art.left + 4
        draw_text(surf, fonts, word, box, art.height * 0.22, shade(FACTION_COLORS.get(card.faction, (90, 90, 90)), 0.8),
                  bold=True)

    def _costs(self, surf, card, art, fonts) -> int:
        """The cost badges in the top right corner; returns where they end (0: none drawn)."""
        r = max(5, min(art.height // 4, art.width // 7))
        x = art.right - r - 3
        bottom = 0
        for value, col, small, label in ((card.gold_cost, GOLD, T("{n}G"), T("Gold")),
                                         (card.food_cost, FOOD, T("{n}F"), T("Food"))):
            if value:
                bottom = art.top + 2 * r + 3
                if art.width >= 80 and r * 0.6 >= MIN_PX / fonts.scale:
                    bottom += fonts.font(r * 0.6, True).get_height() + 2
                badge(surf, fonts, msg(small, n=value) if art.width < 80 else value, (x, art.top + r + 3), r, col,
                      label="" if art.width < 80 else label)
                x -= 2 * r + 4
        if not card.food_cost and not card.gold_cost and art.width >= 80:
            blit_text(surf, fonts, T("free"), (art.right - 4, art.top + 3), max(7, r * 0.9), INK, anchor="topright", box=art)
        return bottom

    @staticmethod
    def _grids_fit(card, inner: pygame.Rect, pad: int, bar_h: int) -> bool:
        """Whether a small commander's picture under a name band `bar_h` high still holds
        its grids as large as its width lets them be, or at least 24 px (arrows of 8 px
        cells, as the division strips at 1280x800 draw them), with the units pill below
        (as _art_commander lays them out)."""
        _, across, down = _grid_room(inner.width - 4 * pad, inner.height - 4 * pad - bar_h, len(card.icons))
        return down >= min(across, GRID_LEGIBLE)

    def _art_commander(self, surf, card, art, fonts, next_icon: int) -> None:
        n = len(card.icons)
        gap, across, down = _grid_room(art.width, art.height, n)
        cell = max(9, min(across, down))
        total = n * cell + (n - 1) * gap
        x0 = art.centerx - total // 2
        y0 = art.top + gap
        for i, mask in enumerate(card.icons, 1):
            rect = pygame.Rect(x0 + (i - 1) * (cell + gap), y0, cell, cell)
            self.grid(surf, fonts, rect, mask, i, marked=(i == next_icon))
        r = max(5, min(art.height // 5, art.width // 8))
        units = self._now[2] if self._now else card.unit_limit
        label = msg("Units {n}", n=units) if art.width >= 80 else msg("U{n}", n=units)
        if units != card.unit_limit and art.width >= 160:
            label = msg("Units {n} (printed {printed})", n=units, printed=card.unit_limit)
        pr = pygame.Rect(0, 0, r * (4.2 if len(label) < 10 else 7.5), r * 1.5)
        pr.midbottom = (art.centerx, art.bottom - 2)
        if units != card.unit_limit:
            rounded(surf, CHANGED, pr.inflate(4, 4), pr.height // 2 + 2)
        pill(surf, fonts, label, pr, STRENGTH)
        if getattr(card, "attack", 0):
            badge(surf, fonts, card.attack, (art.right - r - 2, art.bottom - r - 2), r, ATTACK)

    def grid(self, surf, fonts, rect: pygame.Rect, mask: int, number: int, marked: bool) -> None:
        """One movement icon: a 3x3 grid with arrows from the centre, and its number."""
        bg = (255, 248, 220) if not marked else (255, 225, 110)
        rounded(surf, bg, rect, max(2, rect.width // 8))
        border = (60, 50, 40) if not marked else (190, 110, 0)
        rounded(surf, border, rect, max(2, rect.width // 8), 2 if marked else 1)
        c = rect.width / 3
        cx, cy = rect.left + 1.5 * c, rect.top + 1.5 * c
        pygame.draw.circle(surf, (60, 50, 40), (round(cx), round(cy)), max(1, round(c * 0.18)))
        for a in range(8):
            if not mask >> a & 1:
                continue
            col, row = ARROW_CELLS[a]
            tx, ty = rect.left + (col + 0.5) * c, rect.top + (row + 0.5) * c
            dx, dy = tx - cx, ty - cy
            length = (dx * dx + dy * dy) ** 0.5
            ux, uy = dx / length, dy / length
            tip = (tx + ux * c * 0.2, ty + uy * c * 0.2)
            base = (cx + ux * c * 0.3, cy + uy * c * 0.3)
            width = max(1, round(c * 0.12))
            pygame.draw.line(surf, (150, 30, 20), base, tip, width)
            head = c * 0.32
            px, py = -uy, ux
            pts = [tip, (tip[0] - ux * head + px * head * 0.6, tip[1] - uy * head + py * head * 0.6),
                   (tip[0] - ux * head - px * head * 0.6, tip[1] - uy * head - py * head * 0.6)]
            pygame.draw.polygon(surf, (150, 30, 20), pts)
        nr = max(4, round(c * 0.42))
        pygame.draw.circle(surf, border, (rect.left + nr, rect.top + nr), nr)
        if nr * 1.5 * fonts.scale >= MIN_PX:  # a small icon keeps its arrows; its number is in the preview
            blit_text(surf, fonts, str(number), (rect.left + nr, rect.top + nr), nr * 1.5, (255, 255, 255),
                      bold=True, anchor="center", box=rect)

    # ---- territories ------------------------------------------------------------------
    def territory(self, card, size, fonts) -> pygame.Surface:
        w, h = size
        color = FACTION_COLORS.get(card.faction, (120, 120, 120))
        surf = new_card(size)
        border = (40, 30, 20) if card.fortress else shade(color, 0.55)
        inner = frame(surf, (236, 226, 196) if not card.fortress else (226, 210, 170), border)
        pad = max(1, h // 24)
        bar = pygame.Rect(inner.left + pad, inner.top + pad, inner.width - 2 * pad,
                          max(14 if h >= 44 else 7, round(h * 0.2)))  # 14: a 12 px name fits
        r = max(5, min(round(h * 0.2), w // 9))
        y = inner.bottom - r - pad * 2
        name = words.field(card, "name")
        if w < 150 and h >= 44:
            bar.height = self._name_lines(name, bar, y - r - pad, fonts)
        name_bar(surf, fonts, name, bar, color if not card.fortress else shade(color, 0.6))
        badge(surf, fonts, card.strength, (inner.left + r + pad * 2, y), r, STRENGTH, label=T("Str"))
        badge(surf, fonts, card.food, (inner.centerx, y), r, FOOD, label=T("Food"))
        badge(surf, fonts, card.gold, (inner.right - r - pad * 2, y), r, GOLD, label=T("Gold"))
        if w >= 150 and (card.text or card.flavour):
            box = pygame.Rect(inner.left + 3 * pad, bar.bottom + pad, inner.width - 6 * pad,
                              y - r - bar.bottom - 3 * pad)
            if box.height > 12:
                text_box(surf, fonts, words.field(card, "text"), box, INK, None, min_size=7,
                         flavour=words.field(card, "flavour"))
        elif card.fortress and h >= 40 and bar.bottom + pad + h * 0.16 <= y - r:
            draw_text(surf, fonts, T("FORTRESS"), pygame.Rect(inner.left, bar.bottom + pad, inner.width, h * 0.16),
                      h * 0.14, (90, 30, 20), bold=True)
        return surf

    @staticmethod
    def _name_lines(name: str, bar: pygame.Rect, floor: int, fonts: Fonts) -> int:
        """The name band's height on a territory on the world: a name too long for one line at
        the smallest legible size gets two lines where the band, grown down to the badges
        holds them; else the one line. A fortress gives up its FORTRESS word for the second
        line (every fortress's name says Fortress, and its square is labelled)."""
        room = bar.width - 4  # as name_bar's box
        if fonts.font(MIN_PX / fonts.scale, True).size(tr(name))[0] <= room:
            return bar.height
        if len(name_lines(fonts, name, MIN_PX / fonts.scale, room)) != 2:
            return bar.height
        two = two_lines_high(fonts, MIN_PX / fonts.scale) + 2
        return two if two <= floor - bar.top else bar.height

    def destroyed(self, faction, size, fonts) -> pygame.Surface:
        color = shade(FACTION_COLORS.get(faction, (90, 90, 90)), 0.35)
        surf = card_back(size, color, "", fonts)
        w, h = size
        pygame.draw.line(surf, (120, 30, 20), (w * 0.2, h * 0.2), (w * 0.8, h * 0.8), max(2, h // 14))
        pygame.draw.line(surf, (120, 30, 20), (w * 0.8, h * 0.2), (w * 0.2, h * 0.8), max(2, h // 14))
        if h >= 30:
            draw_text(surf, fonts, T("destroyed"), pygame.Rect(2, h - 3 - h * 0.2, w - 4, h * 0.2), h * 0.18, (230, 200, 190))
        return surf

    # ---- tokens -----------------------------------------------------------------------
    def token(self, seat: int, number: int, color, size, fonts) -> pygame.Surface:
        w, h = size
        surf = pygame.Surface(size, pygame.SRCALPHA)
        r = min(w, h) // 2 - 1
        c = (w // 2, h // 2)
        seat_shape(surf, seat, (0, 0, 0, 90), (c[0] + 1, c[1] + 2), r)
        seat_shape(surf, seat, shade(color, 0.5), c, r)
        inner = max(1, r - max(2, r // 6))
        seat_shape(surf, seat, color, c, inner)
        seat_shape(surf, seat, shade(color, 1.4), c, inner, max(1, r // 10))
        draw_text(surf, fonts, str(number), pygame.Rect(0, 0, w, h), r * 1.25, (20, 20, 20), bold=True)
        return surf
