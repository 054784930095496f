"""Austin Powers card faces, backs and icons, drawn by code from card data.

Faces (the `face` tuples the adapter puts on pieces):

- ``("card", key)``: a card's face. Every card shows its side (the frame: red for Austin
  Powers, blue for Dr. Evil), its colour dot (top right) and its kind. Agents show the Kiss
  (lips) or Gun icon, the gender sign, the Ship icon if they have it, their vibes and score;
  a Frickin' Bone its line, both requirements (shag and assassination) and its score; a
  swinger both effects, the special one with its vibe requirement; a happening its effect,
  the side's gesture and its score.
- ``("back", side)``: a hidden card (red backs for Austin Powers, blue for Dr. Evil).
- ``("pile-empty",)``: the outline of an empty pile.

Every element is scaled to the pixel size asked for, so the same code draws a card in an
opponent's small field and the large hover preview; small cards drop the words and keep
the icons and numbers. How the parts fit a face (the score badge's width, what a small
card's body has room for) is in cardbody.py.
"""

from __future__ import annotations


import pygame

from .. import cardimage, textbreak, textfit

from ... import words
from ...games.austin_powers.cards import SIDES, Agent, Bone, Happening, Swinger
from ...words import T, msg, tr
from ..cardkit import card_back, frame, name_bar, name_lines, new_card, short_name, text_box, two_lines_high
from .cardbody import (body_shows, bone_line, dot_radius, dot_room, score_radius, score_rect,
                       score_width)
from .phrases import effects_words, vibe_label
from .icons import bone_icon, crosshair, gender_sign, gesture_icon, gun, lips, ship
from ..theme import MIN_PX, Fonts, draw_whole, rounded, shade

SIDE_COLORS = {"austin": (196, 38, 52), "evil": (36, 84, 178)}
BACK_COLORS = {"austin": (178, 30, 42), "evil": (30, 70, 160)}
#: the side's name in capitals: on its card backs and on its player's panel
SIDE_WORDS = {"austin": T("AUSTIN POWERS"), "evil": T("DR. EVIL")}
BACK_WORDS = SIDE_WORDS
DOT_COLORS = {"red": (222, 44, 44), "orange": (245, 142, 30), "blue": (40, 104, 226),
              "yellow": (246, 212, 40), "green": (58, 172, 72), "purple": (150, 62, 194)}
#: AP-2.1: Groovy red, Shagadelic blue, Randy green, Creepy purple
VIBE_COLORS = ((214, 52, 52), (52, 104, 218), (50, 156, 64), (136, 66, 180))
VIBE_SHORT = ("G", "S", "R", "C")
KIND_COLORS = {"bone": (158, 116, 58), "swinger": (204, 64, 150), "happening": (28, 138, 140)}
KIND_TITLES = {"agent": T("Agent"), "bone": T("Frickin' Bone"), "swinger": T("Swinger"), "happening": T("Happening")}
GENDER_WORDS = {"male": T("male"), "female": T("female")}
CREAM = (250, 243, 226)
INK = (40, 30, 36)
FLAVOUR = (96, 74, 88)  # flavour text: dark enough to read on cream


def score_unit(side: str, short: bool = False) -> str:
    if side == "evil":
        return T("$BN") if short else T("billion")
    return T("MOJO") if short else T("mojo")


class AustinPowersArtist:
    def __init__(self, pool) -> None:
        self.pool = pool

    def draw(self, face: tuple, size: tuple[int, int], fonts: Fonts) -> pygame.Surface:
        kind = face[0]
        if kind == "card":
            card = self.pool[face[1]]
            surf = self.card(card, size, fonts)
            if len(face) > 2 and face[2]:
                self.short(surf, face[2], fonts)
            return surf
        if kind == "back":
            return self.back(face[1], size, fonts)
        if kind == "pile-empty":
            surf = new_card(size)
            rounded(surf, (255, 255, 255, 40), surf.get_rect(), max(2, min(size) // 12), 1)
            return surf
        raise ValueError(f"unknown face {face!r}")

    def aspect(self, face: tuple) -> float:
        """The width of a card for its height, as printed (the layouts' 72 x 100)."""
        return 72 / 100

    def whole(self, face: tuple, width: int, fonts: Fonts, px: float) -> pygame.Surface | None:
        """The card of `face` whole, `width` pixels wide, its words at `px` (wholecard.py): the
        preview; None for a face that is not a card's."""
        if face[0] != "card":
            return None
        from .wholecard import whole_card
        return whole_card(self, self.pool[face[1]], width, fonts, px, face[2] if len(face) > 2 and face[2] else "")

    def short(self, surf, words: str, fonts: Fonts) -> None:
        """A card that cannot be played now: greyed, with what it lacks on a red band."""
        w, h = surf.get_size()
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        veil.fill((40, 40, 48, 130))
        surf.blit(veil, (0, 0))
        # across the middle of the card: the score and the vibes at its bottom stay readable
        band = pygame.Rect(2, 0, w - 4, max(18, h // 5))
        px = MIN_PX / fonts.scale
        lines = fonts.wrap(words, px, band.width - 6, True)
        lh = fonts.font(px, True).get_height()
        whole = all(fonts.font(px, True).size(line)[0] <= band.width - 6 for line in lines)
        if whole and len(lines) > 1 and len(lines) * lh + 2 <= h * 0.6:
            band.height = max(band.height, len(lines) * lh + 2)  # as many lines as its words need
        band.centery = round(h * 0.55)
        rounded(surf, (170, 30, 40), band, 4)
        textfit.covered(surf, band)  # the band hides what lies under it (the text-fit audit)
        if whole and len(lines) * lh + 2 <= band.height:
            step = band.height // len(lines)
            for i, line in enumerate(lines):
                draw_whole(surf, fonts, line, pygame.Rect(band.left + 3, band.top + i * step, band.width - 6, step),
                           px, (255, 255, 255), bold=True)
        else:  # one line, or (too long for this card) the red band alone: the preview says what it lacks
            draw_whole(surf, fonts, words, band.inflate(-6, 0), band.height * 0.6, (255, 255, 255), bold=True)

    # ---- backs ------------------------------------------------------------------------
    def back(self, side: str, size, fonts: Fonts) -> pygame.Surface:
        color = BACK_COLORS.get(side, (90, 90, 90))
        surf = card_back(size, color, "", fonts)
        w, h = size
        # a swirl of circles: the sixties
        c = (w // 2, h // 2)
        for i, r in enumerate(range(max(4, min(w, h) // 2 - 4), 2, -max(3, min(w, h) // 10))):
            pygame.draw.circle(surf, shade(color, 1.25 if i % 2 else 0.75), c, r, max(1, min(w, h) // 30))
        word = tr(SIDE_WORDS.get(side, ""))
        size_px = h * 0.12
        while size_px * fonts.scale > MIN_PX and fonts.font(size_px, True).size(word)[0] > w - 12:
            size_px -= 0.5
        if fonts.font(size_px, True).size(word)[0] <= w - 12:  # a small back keeps its swirl, not a cut word
            img = fonts.text(word, size_px, (255, 240, 210), bold=True)
            box = img.get_rect(center=c).inflate(6, 2)
            rounded(surf, shade(color, 0.55), box, 3)
            draw_whole(surf, fonts, word, box, size_px, (255, 240, 210), bold=True)
        return surf

    # ---- faces ------------------------------------------------------------------------
    def card(self, card, size, fonts: Fonts) -> pygame.Surface:
        w, h = size
        side = SIDE_COLORS.get(card.side, (120, 120, 120))
        surf = new_card(size)
        inner = frame(surf, CREAM, shade(side, 0.85))
        pad = max(1, w // 30)
        small = w < 90
        tiny = w < 56
        bar_h = max(round(h * (0.12 if w >= 90 else 0.17)), fonts.font(MIN_PX, True).get_height() + 4)
        bar = pygame.Rect(inner.left + pad, inner.top + pad, inner.width - 2 * pad, bar_h)
        bar_color = side if card.kind == "agent" else KIND_COLORS[card.kind]
        # a bone's name is its line, printed large below: the bar names the kind
        name = T("Frickin' Bone") if card.kind == "bone" else words.field(card, "name")
        r = dot_radius(bar_h, small)
        room, inset = dot_room(r, bar_h, small)
        if small and not tiny:
            # a card in a hand: a name too long for one line at the smallest legible size
            # takes two lines of the body, where what the body shows still has its room
            two = two_lines_high(fonts, MIN_PX / fonts.scale) + 2
            body_w, body_h = inner.width - 4 * pad, inner.bottom - bar.bottom - 3 * pad
            short = short_name(card) if card.kind != "bone" else ""
            if two > bar.height and any(len(name_lines(fonts, n, MIN_PX / fonts.scale, bar.width - 4 - room)) == 2
                                        for n in (name, short) if n):
                now = body_shows(fonts, card, body_w, body_h)
                then = body_shows(fonts, card, body_w, body_h - (two - bar.height))
                if all(b or not a for a, b in zip(now, then)):
                    bar.height = two
        short = short_name(card) if card.kind != "bone" else T("Bone")  # a bone's band: its kind, short
        self._title(surf, fonts, name, card.dot, bar, bar_color, r, room, inset, short)
        y = bar.bottom + pad
        type_h = max(round(h * 0.07), fonts.font(MIN_PX, True).get_height() + 2)
        if not small and card.kind != "bone":
            kind, side_name = KIND_TITLES[card.kind], SIDES[card.side].name
            if isinstance(card, Agent):
                gender = GENDER_WORDS.get(card.gender, card.gender)
                line = (msg("{kind} · {gender} · Ship · {side}", kind=kind, gender=gender, side=side_name) if card.ship
                        else msg("{kind} · {gender} · {side}", kind=kind, gender=gender, side=side_name))
            else:
                line = msg("{kind} · {side}", kind=kind, side=side_name)
            for shown in (line, kind):  # the kind alone where the whole line does not fit (its colour says the side)
                if draw_whole(surf, fonts, shown, pygame.Rect(inner.left + 2 * pad, y, inner.width - 5 * pad - 2,
                                                              type_h), min(type_h, max(MIN_PX, w * 0.062)),
                              shade(bar_color, 0.6), bold=True, align="left").width:
                    break
            y += type_h + pad
        body = pygame.Rect(inner.left + 2 * pad, y, inner.width - 4 * pad, inner.bottom - y - 2 * pad)
        if isinstance(card, Agent):
            self._agent(surf, fonts, card, body, small, tiny)
        elif isinstance(card, Bone):
            self._bone(surf, fonts, card, body, small, tiny)
        elif isinstance(card, Swinger):
            self._swinger(surf, fonts, card, body, small, tiny)
        elif isinstance(card, Happening):
            self._happening(surf, fonts, card, body, small, tiny)
        return surf

    def _title(self, surf, fonts, name: str, dot: str, bar: pygame.Rect, color, r: int, room: int,
               inset: int, short: str = "") -> None:
        """The name band, with the colour dot of radius `r` `inset` pixels from its right end, in
        the `room` pixels kept free there (vertically centred: between the lines of a name on two)."""
        dot_c = (bar.right - inset, bar.centery)
        name_bar(surf, fonts, name, bar, color, right=room, short=short)
        pygame.draw.circle(surf, (255, 255, 255), dot_c, r + 1)
        pygame.draw.circle(surf, DOT_COLORS.get(dot, (128, 128, 128)), dot_c, r)

    # ---- agents -----------------------------------------------------------------------
    def _agent(self, surf, fonts, card: Agent, body: pygame.Rect, small: bool, tiny: bool) -> None:
        art_h = round(body.height * (0.42 if not small else 0.5))
        pip_h = max(7, round(body.height * (0.13 if not small else 0.2)))
        ink = fonts.text("0123456789", MIN_PX / fonts.scale, INK, True).get_bounding_rect().height
        if small and pip_h < ink + 3 and art_h - (ink + 3 - pip_h) >= 12:
            art_h -= ink + 3 - pip_h  # the vibes' row high enough for their numbers, from the picture
            pip_h = ink + 3
        art = pygame.Rect(body.left, body.top, body.width, art_h)
        agent_art(surf, fonts, card, art, small)
        y = art.bottom + max(2, body.height // 30)
        score_r = score_radius(card.kind, body.width, body.height, small)
        score_w = score_width(fonts, card.score, score_r)  # a pill round two digits on a small card
        row = pygame.Rect(body.left, y, body.width - (2 * score_r + 4 if not small else 0), pip_h)
        room = beside(fonts, card.vibes, row, score_rect(body, score_r, score_w), not small)
        if room is not None:
            vibe_pips(surf, fonts, card.vibes, room[0], show_names=not small, least=room[1])
        score_badge(surf, fonts, card.score, card.side, (body.right - score_r, body.bottom - score_r), score_r,
                    label=not small)
        text = words.field(card, "text")
        box = pygame.Rect(body.left, row.bottom + 3, body.width - score_w - 6, body.bottom - row.bottom - 4)
        if not small and box.height > 14 and (text or card.flavour):
            text_box(surf, fonts, text, box, INK, None, max_size=max(7, body.height * 0.07),
                     flavour=words.field(card, "flavour"), flavour_color=FLAVOUR)

    # ---- bones ------------------------------------------------------------------------
    def _bone(self, surf, fonts, card: Bone, body: pygame.Rect, small: bool, tiny: bool) -> None:
        line_h = bone_line(fonts, body.width, body.height, small, tiny)
        row_h = max(7, round(body.height * (0.15 if not small else 0.2)))
        gap = max(2, body.height // 25)
        ink = fonts.text("0123456789", MIN_PX / fonts.scale, INK, True).get_bounding_rect().height
        if small and row_h < ink + 4 and line_h - 2 * (ink + 4 - row_h) >= 6:
            # the rows high enough for the numbers of their chips, taken from the line above
            # (its words show on a small card only where they fit whole: the preview has them)
            line_h -= 2 * (ink + 4 - row_h)
            row_h = ink + 4
        line_box = pygame.Rect(body.left, body.top, body.width, line_h)
        rounded(surf, (255, 250, 236), line_box, max(2, body.width // 20))
        if not tiny:
            text_box(surf, fonts, tr("\u201c{card}\u201d", card=words.field(card, "name")), line_box.inflate(-2, -2),
                     INK, None,
                     max_size=max(7, line_h * 0.3))
        else:
            bone_icon(surf, line_box.center, line_box.height * 0.7)
        y = line_box.bottom + gap
        score_r = score_radius(card.kind, body.width, body.height, small)
        score_w = score_width(fonts, card.score, score_r)
        for need, icon_fn, word in ((card.shag, lips, T("Shag")), (card.assassination, crosshair, T("Assassination"))):
            row = pygame.Rect(body.left, y, body.width, row_h)
            rounded(surf, (240, 232, 214), row, max(2, row_h // 4))
            icon_fn(surf, (row.left + row_h * 0.55, row.centery), row_h * 0.85)
            x = row.left + row_h * 1.15
            if not small:
                chips = row.left + row.width * 0.6
                draw_whole(surf, fonts, word, pygame.Rect(x, row.top, chips - x - 3, row_h), row_h * 0.6, INK,
                           bold=True, align="left")
                x = chips
            room = beside(fonts, need, pygame.Rect(round(x), row.top + 1, round(row.right - x - 2), row_h - 2),
                          score_rect(body, score_r, score_w), False)
            if room is not None:
                vibe_pips(surf, fonts, need, room[0], empty=T("any"), least=room[1])
            y = row.bottom + max(2, body.height // 30)
        score_badge(surf, fonts, card.score, card.side, (body.right - score_r, body.bottom - score_r), score_r,
                    label=not small)
        if not small and card.flavour:
            box = pygame.Rect(body.left, y, body.width - score_w - 6, body.bottom - y)
            if box.height > 10:
                text_box(surf, fonts, words.field(card, "flavour"), box, FLAVOUR, None, max_size=max(7, body.height * 0.065))

    # ---- swingers ---------------------------------------------------------------------
    def _swinger(self, surf, fonts, card: Swinger, body: pygame.Rect, small: bool, tiny: bool) -> None:
        half = (body.height - 3) // 2
        plain = pygame.Rect(body.left, body.top, body.width, half)
        special = pygame.Rect(body.left, plain.bottom + 3, body.width, body.height - half - 3)
        for box, word, fx, need in ((plain, T("Plain"), card.plain, None), (special, T("Special"), card.special,
                                                                           card.requirement)):
            rounded(surf, (255, 250, 238) if need is None else (250, 236, 246), box, max(2, body.width // 20))
            head_h = max(7, round(box.height * (0.26 if not small else 0.4)))
            head = pygame.Rect(box.left + 2, box.top + 2, box.width - 4, head_h)
            # "Special", or its S where the word does not fit (a Japanese word is never cut: 特殊, not 特)
            initial = () if textbreak.is_cjk(tr(word)[0]) else (tr(word)[:1],)
            labels = ((tr(word),) if not small or not initial else ()) + initial
            r = pygame.Rect(head.left, head.top, 0, 0)
            for label in labels:
                r = draw_whole(surf, fonts, label, pygame.Rect(head.left, head.top, head.width * 0.4, head.height),
                               head_h * 0.85, KIND_COLORS["swinger"], bold=True, align="left")
                if r.width:
                    break
            if need is not None:
                vibe_pips(surf, fonts, need, pygame.Rect(r.right + 3, head.top, head.right - r.right - 3, head_h))
            if not tiny:
                text = pygame.Rect(box.left + 2, head.bottom + 1, box.width - 4, box.bottom - head.bottom - 3)
                if text.height > 6:
                    text_box(surf, fonts, effects_words(fx), text, INK, None, max_size=max(7, body.height * 0.075))

    # ---- happenings -------------------------------------------------------------------
    def _happening(self, surf, fonts, card: Happening, body: pygame.Rect, small: bool, tiny: bool) -> None:
        art_h = round(body.height * 0.34)
        art = pygame.Rect(body.left, body.top, body.width, art_h)
        rounded(surf, shade(KIND_COLORS["happening"], 1.7), art, max(2, body.width // 20))
        if not cardimage.draw(surf, card.image, art, max(2, body.width // 20), card.name):
            gesture_icon(surf, card.side, art.center, art.height * 0.9)
        score_r = score_radius(card.kind, body.width, body.height, small)
        score_badge(surf, fonts, card.score, card.side, (body.right - score_r, body.bottom - score_r), score_r,
                    label=not small)
        if not tiny:
            box = pygame.Rect(body.left, art.bottom + 3, body.width, body.bottom - art.bottom - 2 * score_r - 6)
            if box.height > 8:
                # the target of a happening is the last to copy its gesture (AP-7.6)
                text = words.field(card, "text").replace(tr(T("The target player")), tr(T("The last to copy")))
                text_box(surf, fonts, text, box, INK, None, max_size=max(7, body.height * 0.08),
                         flavour=words.field(card, "flavour") if not small else "", flavour_color=FLAVOUR)


# ---- the small pictures -------------------------------------------------------------------

def agent_art(surf, fonts: Fonts, card: Agent, art: pygame.Rect, small: bool) -> None:
    """An agent's picture: its own, or the Kiss lips or the Gun, its gender sign and the Ship."""
    rounded(surf, shade(SIDE_COLORS[card.side], 1.75), art, max(2, art.width // 20))
    cardimage.draw(surf, card.image, art, max(2, art.width // 20), card.name)  # its own picture, if any
    icon = min(art.height * 0.8, art.width * 0.42)
    role_c = (art.left + art.width * 0.3, art.centery)
    if card.kiss:
        lips(surf, role_c, icon)
    else:
        gun(surf, role_c, icon)
    gender_sign(surf, (art.left + art.width * 0.72, art.centery), icon * 0.62, card.gender)
    if card.ship:
        ship(surf, (art.right - icon * 0.28, art.top + icon * 0.3), icon * 0.42)
    if not small and art.width >= 80:
        word = T("KISS") if card.kiss else T("GUN")
        draw_whole(surf, fonts, word, pygame.Rect(art.left + 3, art.top + 2, art.width * 0.3, art.height * 0.3),
                   art.height * 0.16, shade(INK, 1.5), bold=True, align="left")


def vibe_pips(surf, fonts: Fonts, vibes, rect: pygame.Rect, show_names: bool = False, empty: str = "",
              least: int = 4) -> None:
    """The non-zero vibes as coloured chips with their numbers, left to right in `rect`; a chip at
    least `least` pixels wide. Each chip says as much as fits it whole: "2 Groovy", "2G", or the
    number alone (its colour says the vibe); a row too low for a number at the smallest legible
    size has coloured chips alone. A requirement of no vibes says `empty` ("any")."""
    items = [(i, v) for i, v in enumerate(vibes) if v]
    words = digits_fit(fonts, rect.height)
    if not items:
        if empty and words:
            draw_whole(surf, fonts, empty, rect, rect.height * 0.8, (110, 100, 104), align="left")
        return
    w, gap = pip_width(fonts, items, rect, show_names)
    x: float = rect.left
    for i, v in items:
        chip = pygame.Rect(round(x), rect.top, max(least, round(w)), rect.height)
        rounded(surf, VIBE_COLORS[i], chip, max(1, rect.height // 4))
        if words:
            forms = ("full", "tight", "digit") if show_names else ("tight", "digit")
            for form in forms:
                if draw_whole(surf, fonts, vibe_label(i, v, form), chip.inflate(-2, 0), rect.height * 0.8,
                              (255, 255, 255), bold=True).width:
                    break
        x += w + gap


def digits_fit(fonts: Fonts, height: int) -> bool:
    """Whether a row `height` pixels high holds a number at the smallest legible size."""
    ink = fonts.text("0123456789", MIN_PX / fonts.scale, (0, 0, 0), True).get_bounding_rect()
    return ink.height <= height


def pip_width(fonts: Fonts, items: list[tuple[int, int]], rect: pygame.Rect, show_names: bool) -> tuple[float, int]:
    """The width of each chip of the vibes `items` (index, value) in `rect`, and the gap between two."""
    gap = max(1, rect.height // 6)
    w = min(rect.height * (2.6 if show_names else 1.25), (rect.width - gap * (len(items) - 1)) / len(items))
    size = max(MIN_PX / fonts.scale, rect.height * 0.8)
    for form in ("tight", "digit"):  # a chip is never narrower than its number (with its letter where it can)
        widest = max(fonts.font(size, True).size(vibe_label(i, v, form))[0] for i, v in items) + 4
        if widest * len(items) + gap * (len(items) - 1) <= rect.width:
            return max(w, widest), gap
    return w, gap


def beside(fonts: Fonts, vibes, rect: pygame.Rect, badge: pygame.Rect,
           show_names: bool) -> tuple[pygame.Rect, int] | None:
    """`rect` for the vibe chips and their least width: cut short where they would reach under
    the score `badge` (a pill round two digits reaches further left than a circle), the chips
    narrower (down to 2 px) where they must; None where not even that fits beside it (a pile's
    top card 27 px wide: its number is worth more than specks of colour)."""
    items = [(i, v) for i, v in enumerate(vibes) if v]
    if not items or rect.bottom <= badge.top or rect.top >= badge.bottom:
        return rect, 4
    w, gap = pip_width(fonts, items, rect, show_names)
    if round(rect.left + (len(items) - 1) * (w + gap)) + max(4, round(w)) < badge.left - 1:  # the last chip's end
        return rect, 4
    rect = pygame.Rect(rect.left, rect.top, badge.left - 1 - rect.left, rect.height)
    least = min(4, (rect.width - gap * (len(items) - 1)) // len(items))
    return (rect, least) if least >= 2 else None


def score_badge(surf, fonts: Fonts, score: int, side: str, center, radius: int, label: bool = True) -> None:
    """The score in a yellow badge of `radius` round `center`; a number too wide for the circle
    at the smallest legible size gets a pill round it, its right end where the circle's is."""
    color = SIDE_COLORS.get(side, (100, 100, 100))
    cx, cy = (round(center[0]), round(center[1]))
    width = score_width(fonts, score, radius)
    ring = max(1, radius // 6)
    if width > 2 * radius:
        pill = pygame.Rect(0, 0, width, 2 * radius)
        pill.midright = (cx + radius, cy)
        pill.clamp_ip(surf.get_rect())
        rounded(surf, shade(color, 0.6), pill, radius)
        rounded(surf, (250, 214, 80), pill.inflate(-2 * ring, -2 * ring), radius - ring)
        cx = pill.centerx
    else:
        pygame.draw.circle(surf, shade(color, 0.6), (cx, cy), radius)
        pygame.draw.circle(surf, (250, 214, 80), (cx, cy), max(1, radius - ring))
    label = label and radius * 0.42 * fonts.scale >= MIN_PX
    box = pygame.Rect(0, 0, width - 2, round(radius * (1.1 if label else 2)))
    box.midbottom = (cx, cy + (radius * 0.3 if label else radius))
    draw_whole(surf, fonts, str(score), box, radius * 1.15, INK, bold=True)
    if label:
        unit = score_unit(side, True)
        draw_whole(surf, fonts, unit, pygame.Rect(cx - width // 2, cy + radius * 0.25, width, radius * 0.6),
                  radius * 0.42, shade(color, 0.6), bold=True)
