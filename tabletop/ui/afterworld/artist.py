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
Territories are landscape cards with Strength, Food and Gold (tabletop/ui/afterworld/boardfaces.py,
with the destroyed territories and the division tokens). Every element is scaled to
the pixel size asked for, so the same code draws a hand card and the large preview.
"""

from __future__ import annotations

import pygame

from ... import words
from ...games.afterworld.cards import FACTION_TITLES
from ...words import T, msg, tr
from .. import cardimage
from .boardfaces import FACTION_COLORS, FOOD, GOLD, INK, STRENGTH, destroyed, territory, token
from .emblems import emblem
from ..cardkit import (WORDS_INSET, badge, card_back, frame, inner_pad, name_band, name_bar, name_fit, name_fit_height,
                       name_lines, new_card, part_lines, pill, short_name, text_box,
                       two_lines_high, words_height)
from ..cardkit import words as words_block
from ..theme import MIN_PX, Fonts, blit_text, blit_wrapped, draw_whole, line_step, rounded, shade

FACTION_EMBLEMS = {"egyptian": T("ANKH"), "japanese": T("KAMI"), "norse": T("RUNE"), "atlantean": T("TIDE")}
TYPE_TITLES = {"territory": T("Territory"), "commander": T("Commander"), "unit": T("Unit"),
               "equipment": T("Equipment"), "relic": T("Relic"), "event": T("Event")}
PARCHMENT = (246, 240, 224)
#: a card's height for its width (the layouts' 64 x 88)
PORTRAIT = 88 / 64
GRID_LEGIBLE = 24  # px: a movement grid's arrows read at this size (3 cells of 8 px)
ATTACK = (196, 62, 48)
HEALTH = (58, 140, 78)
# (column, row) of each arrow in a 3x3 grid, arrow 0 = N (forward), clockwise
ARROW_CELLS = ((1, 0), (2, 0), (2, 1), (2, 2), (1, 2), (0, 2), (0, 1), (0, 0))


#: the ring round a number in play that differs from the printed one
CHANGED = (255, 214, 40)
#: the words that name the numbers in play in the preview: dark amber, read on cream
CHANGED_INK = (150, 84, 0)


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
                return territory(card, size, fonts)
            return self.portrait(card, size, fonts, face[2] if len(face) > 2 else 0,
                                 face[3] if len(face) > 3 else None)
        if kind == "back":
            return card_back(size, shade(FACTION_COLORS.get(face[1], (90, 90, 90)), 0.55),
                             FACTION_EMBLEMS.get(face[1], "AW"), fonts, (240, 230, 200))
        if kind == "territory-back":
            return destroyed(face[1], size, fonts)
        if kind == "token":
            return token(face[1], face[2], face[3], size, fonts)
        if kind == "pile-empty":
            surf = new_card(size)
            rounded(surf, (255, 255, 255, 40), surf.get_rect(), max(2, min(size) // 12), 1)
            return surf
        raise ValueError(f"unknown face {face!r}")

    def aspect(self, face: tuple) -> float:
        """The width of the card of `face` for its height, as printed: a territory lies on its side."""
        card = self.pool[face[1]] if face[0] == "card" else None
        return PORTRAIT if card is not None and card.type == "territory" else 1 / PORTRAIT

    def whole(self, face: tuple, width: int, fonts: Fonts, px: float) -> pygame.Surface | None:
        """The card of `face` whole, `width` pixels wide, its words at `px`, as tall as they need:
        the preview; None for a face that is not a card's."""
        if face[0] != "card":
            return None
        card = self.pool[face[1]]
        if card.type == "territory":
            return territory(card, (width, round(width / PORTRAIT)), fonts, whole=px)
        return self.portrait(card, (width, round(width * PORTRAIT)), fonts, face[2] if len(face) > 2 else 0,
                             face[3] if len(face) > 3 else None, whole=px)

    # ---- portrait cards ---------------------------------------------------------------
    def portrait(self, card, size, fonts: Fonts, next_icon: int, now: tuple | None = None,
                 whole: float | None = None) -> pygame.Surface:
        """Large (the preview, a wide hand): name, type line, picture, rules and flavour text.
        Small (a card on the table): the name, then a picture with the numbers and icons
        large enough to read; the words are in the preview. `now`: the numbers in play
        (Attack, Health, Units) where an item or an effect changed the printed ones: drawn
        where the printed ones are, ringed, and in the large card with the printed one beside.
        `whole`: the preview's text size; the card is then as tall as its words need at that
        size (its name, type line and picture sized by `size`), and shows every word."""
        self._now = now
        w, h = size
        color = FACTION_COLORS.get(card.faction, (120, 120, 120))
        pad = max(1, w // 30)
        small = w < 110 and not whole
        ip = inner_pad((w, h))
        inner_w = w - 2 * ip
        bar_h = max(round(whole * 2.1 * fonts.scale) if whole else round(h * (0.2 if small else 0.12)),
                    fonts.font(MIN_PX, True).get_height() + 4)
        name = words.field(card, "name")
        grown = 0
        if whole:  # the preview: the name whole, on as many lines as it needs
            npx, nlines = name_fit(fonts, name, inner_w - 2 * pad - 4, whole * 1.6)
            bar_h = max(bar_h, name_fit_height(fonts, npx, nlines))
        elif not small and fonts.font(max(MIN_PX / fonts.scale, bar_h * 0.55), True).size(tr(name))[0] > \
                inner_w - 2 * pad - 4:
            grown = round(bar_h * 0.7)  # the preview shows a long name whole, on two lines,
            bar_h += grown              # in room taken from the picture
        elif small and w >= 44 and fonts.font(max(MIN_PX / fonts.scale, bar_h * 0.5), True).size(tr(name))[0] > \
                inner_w - 2 * pad - 4:
            # a unit, item or event in a hand or a division: its picture holds only a few
            # numbers, so a long name takes two lines of it (its own name where it fits them,
            # else its short name where that needs two); a commander's only where its grids
            # keep the size the card's width gives them
            two = two_lines_high(fonts, MIN_PX / fonts.scale) + 2
            short = self._short(card)

            def one_line(n: str) -> bool:
                return fonts.font(max(MIN_PX / fonts.scale, bar_h * 0.5), True).size(tr(n))[0] <= inner_w - 2 * pad - 4
            if any(len(name_lines(fonts, n, MIN_PX / fonts.scale, inner_w - 2 * pad - 4)) == 2
                   for n in ((name,) if not short or one_line(short) else (name, short))):
                grown_h = max(bar_h, min(two, round(h * 0.42)))
                inner = pygame.Rect(ip, ip, inner_w, h - 2 * ip)
                if card.type != "commander" or self._grids_fit(card, inner, pad, grown_h):
                    bar_h = grown_h
        # where each part goes, from the top (the card's height may grow for its words below)
        bar = pygame.Rect(ip + pad, ip + pad, inner_w - 2 * pad, bar_h)
        y = bar.bottom + pad
        type_rows: list[tuple[str, str]] = []
        type_h = max(round(h * 0.06), fonts.font(MIN_PX, True).get_height() + 2)
        type_px = min(type_h * 0.95, max(MIN_PX, w * 0.062))
        if not small:
            type_rows = self._type_rows(card, fonts, inner_w - 4 * pad, type_px, whole is not None)
            y += len(type_rows) * type_h + pad
        art_h = round(h * 0.40) - (grown if not whole else 0) if not small else h - ip - y - 2 * pad
        art = pygame.Rect(ip + 2 * pad, y, inner_w - 4 * pad, art_h)
        box = pygame.Rect(ip + 2 * pad, art.bottom + pad, inner_w - 4 * pad, h - ip - art.bottom - 3 * pad)
        text, flavour, in_play = words.field(card, "text"), words.field(card, "flavour"), self._in_play_words(card)
        if whole:
            inside_w = box.width - 2 * WORDS_INSET
            need = (len(fonts.wrap(in_play, whole, inside_w, True)) * line_step(fonts, whole, True) if in_play else 0) \
                + words_height(fonts, text, inside_w, whole, flavour) + 2 * WORDS_INSET
            box.height = max(box.height, need)
            h = box.bottom + 3 * pad + ip
        surf = new_card((w, h))
        inner = frame(surf, PARCHMENT, shade(color, 0.55), pad=ip)
        if whole:
            name_band(surf, fonts, npx, nlines, bar, color)
        else:
            name_bar(surf, fonts, name, bar, color, short=self._short(card))
        for i, (left, right) in enumerate(type_rows):
            tl = pygame.Rect(inner.left + 2 * pad, bar.bottom + pad + i * type_h, inner.width - 4 * pad, type_h)
            lim_r = draw_whole(surf, fonts, right, tl, type_px, INK, align="right") if right else \
                pygame.Rect(tl.right + 8, tl.top, 0, 0)
            if left:
                draw_whole(surf, fonts, left, pygame.Rect(tl.left, tl.top, lim_r.left - tl.left - 8, tl.height), type_px,
                           shade(color, 0.45), bold=True, align="left")
        rounded(surf, shade(color, 1.55), art, max(2, w // 24))
        cardimage.draw(surf, card.image, art, max(2, w // 24), card.name)  # the card's own picture, if any
        if w < 44:  # a pile's top card, a thumbnail: its name and colour; the rest in the preview
            return surf
        getattr(self, f"_art_{card.type if card.type in ('commander', 'unit', 'event') else 'item'}")(
            surf, card, art, fonts, next_icon)
        if whole:
            rounded(surf, (255, 252, 244), box, max(1, round(whole) // 2))
            inside = box.inflate(-2 * WORDS_INSET, -2 * WORDS_INSET)
            used = 0
            if in_play:
                used = blit_wrapped(surf, fonts, in_play, inside, whole, CHANGED_INK, bold=True)
            words_block(surf, fonts, text, pygame.Rect(inside.left, inside.top + used, inside.width,
                                                       inside.height - used), whole, INK, flavour)
        elif not small and box.height > 8 and (card.text or card.flavour):
            text_box(surf, fonts, text, box, INK, (255, 252, 244), flavour=flavour)
        return surf

    def _type_rows(self, card, fonts: Fonts, width: int, px: float, whole: bool) -> list[tuple[str, str]]:
        """The type line's rows (left words, right words): "Unit · Japanese" and "Limit 3" on one
        row where they fit; in the preview on two where they do not; on a large card the
        faction gives way (its colour says it) and then the limit."""
        lim = msg("Deck limit {n}", n=card.limit)
        type_line = msg("{type} \u00b7 {faction}", type=TYPE_TITLES.get(card.type, card.type),
                        faction=FACTION_TITLES.get(card.faction, card.faction.capitalize()))
        kind = TYPE_TITLES.get(card.type, card.type)

        def wide(text: str, bold: bool = False) -> int:
            return fonts.font(px, bold).size(tr(text))[0]
        for limit in (lim,) if whole else (lim, msg("Limit {n}", n=card.limit)):
            if wide(type_line, True) + 8 + wide(limit) <= width:
                return [(type_line, limit)]
        if whole:  # the preview: the type line on as many rows as it needs, the limit beside its last or below
            rows = [(line, "") for line in part_lines(fonts, [TYPE_TITLES.get(card.type, card.type),
                                                              FACTION_TITLES.get(card.faction, card.faction)],
                                                      width, px, True)]
            if wide(rows[-1][0], True) + 8 + wide(lim) <= width:
                return rows[:-1] + [(rows[-1][0], lim)]
            return rows + [("", lim)]
        for limit in (lim, msg("Limit {n}", n=card.limit)):
            if wide(kind, True) + 8 + wide(limit) <= width:
                return [(kind, limit)]
        return [(kind, "")]

    def _in_play_words(self, card) -> str:
        """The numbers in play beside the printed ones, for the preview's words ("" if unchanged)."""
        if not self._now:
            return ""
        parts = []
        if card.type == "unit":
            for stat, printed, now in ((T("Attack"), card.attack, self._now[0]), (T("Health"), card.health, self._now[1])):
                if now != printed:
                    parts.append(msg("{stat} {now} (printed {n})", stat=stat, now=now, n=printed))
        elif card.type == "commander" and self._now[2] != card.unit_limit:
            parts.append(msg("{stat} {now} (printed {n})", stat=T("Unit limit"), now=self._now[2], n=card.unit_limit))
        if not parts:
            return ""
        return tr(msg("In play: {numbers}", numbers=parts[0] if len(parts) == 1 else
                      msg("{first}, {rest}", first=parts[0], rest=parts[1])))

    @staticmethod
    def _short(card) -> str:
        """The card's short name (a card file's `short_name`), in the reader's language."""
        return short_name(card)

    def _art_unit(self, surf, card, art, fonts, _next) -> None:
        r = max(6, min(art.height // 3, art.width // 5))
        lift = 0
        if r * 0.6 >= MIN_PX / fonts.scale:  # labelled: the labels stay inside the picture
            r = max(6, min(r, round((art.height * 0.78 - 5) / 2.9)))
            lift = fonts.font(r * 0.6, True).get_height() + 2 if r * 0.6 >= MIN_PX / fonts.scale else 0
        attack, health = (self._now[0], self._now[1]) if self._now else (card.attack, card.health)
        badge(surf, fonts, attack, (art.left + r + 3, art.bottom - r - 3 - lift), r, ATTACK,
              label=(_stat_label(T("Attack"), card.attack, attack), T("Attack")), changed=attack != card.attack)
        badge(surf, fonts, health, (art.right - r - 3, art.bottom - r - 3 - lift), r, HEALTH,
              label=(_stat_label(T("Health"), card.health, health), T("Health")), changed=health != card.health)
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
        """The faction's mark in the picture's free corner (a unit's top middle, an item's or
        event's top left: the costs stand top right); none where the card has its own picture."""
        if art.width < 80 or card.image:  # the card's own picture is its emblem
            return
        box = pygame.Rect(art.left + art.width * 0.3, art.top + 4, art.width * 0.4, art.height * 0.42)
        if card.type != "unit":
            box = pygame.Rect(art.left + 4, art.top + 4, art.width * 0.3, art.height * 0.42)
        emblem(surf, card.faction, box, shade(FACTION_COLORS.get(card.faction, (90, 90, 90)), 1.15))

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
                badge(surf, fonts, (msg(small, n=value), value) if art.width < 80 else value, (x, art.top + r + 3), r,
                      col, label="" if art.width < 80 else label)
                x -= 2 * r + 4
        if not card.food_cost and not card.gold_cost and art.width >= 80:
            free = pygame.Rect(art.centerx, art.top + 3, art.width // 2 - 4, max(r, fonts.font(MIN_PX, True).get_height()))
            draw_whole(surf, fonts, T("free"), free, max(MIN_PX, r * 0.9), INK, align="right")
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
        # the longest words that fit the pill: "Units 4", then "U4" (上限4), then the number
        labels = [msg("Units {n}", n=units), msg("U{n}", n=units), str(units)]
        if units != card.unit_limit and art.width >= 160:
            labels.insert(0, msg("Units {n} (printed {printed})", n=units, printed=card.unit_limit))
        size = r * 1.5 * 0.8
        attack = getattr(card, "attack", 0)
        room = art.width - 4 - (2 * r + 8 if attack else 0)  # clear of the Attack badge
        label = next((lb for lb in labels if fonts.font(max(MIN_PX / fonts.scale, size), True).size(tr(lb))[0]
                      + r * 1.2 <= room), labels[-1])
        pw = max(r * 4.2, fonts.font(max(MIN_PX / fonts.scale, size), True).size(tr(label))[0] + r * 1.2)
        pr = pygame.Rect(0, 0, min(pw, room), r * 1.5)
        pr.midbottom = (art.centerx, art.bottom - 2)
        if attack and pr.right > art.right - 2 * r - 6:  # beside the Attack badge, not under it
            pr.left = max(art.left + 2, art.right - 2 * r - 8 - pr.width)
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
