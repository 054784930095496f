"""The whole Austin Powers card, for its preview: every word and every number of the card at the
preview's text size, the card as tall as they need (artist.py draws the cards on the table,
where a small card keeps its icons and numbers and leaves its words to this).

The card is laid out as a column of blocks, top to bottom: the name band (two lines where the
name needs them), the type line, then the body of its kind, each block measured before it is
drawn so that the card's height is their sum:

- an agent: its picture, its vibes as chips with their names and numbers ("2 Groovy"), then
  its ability and flavour beside the score badge;
- a Frickin' Bone: its line in quotes, the shag and the assassination requirement (each vibe
  a chip with its number; "no vibes needed" where a row asks for none), its flavour beside
  the score badge;
- a swinger: the plain effect, then the special one with the vibes it needs;
- a happening: the gesture, what it does and its flavour beside the score badge;
- where the card cannot be played now, what it lacks, on a red band at the bottom.
"""

from __future__ import annotations

from typing import Callable

import pygame

from ... import words
from ...games.austin_powers.cards import SIDES, Agent, Bone, Happening, Swinger
from ...words import T, tr
from ..cardkit import (WORDS_INSET, frame, inner_pad, name_band, name_fit, name_fit_height, new_card, part_lines,
                       words_height)
from ..cardkit import words as words_block
from ..theme import MIN_PX, Fonts, blit_wrapped, draw_whole, rounded, shade, wrapped_height, wraps_whole
from .artist import (CREAM, DOT_COLORS, FLAVOUR, GENDER_WORDS, INK, KIND_COLORS, KIND_TITLES, SIDE_COLORS, VIBE_COLORS,
                     AustinPowersArtist, agent_art, score_badge, score_unit)
from .cardbody import dot_radius, dot_room
from .icons import crosshair, gesture_icon, lips
from .. import cardimage
from .phrases import effects_words, vibe_label

#: an Austin Powers card's height for its width (the layouts' 72 x 100)
PORTRAIT = 100 / 72

Draw = Callable[[pygame.Surface, pygame.Rect], object]  # (what a drawing returns is not read)


def whole_card(artist: AustinPowersArtist, card, width: int, fonts: Fonts, px: float,
               short_words: str = "") -> pygame.Surface:
    """`card` whole, `width` pixels wide, its words at `px`: as tall as it needs."""
    w = width
    hb = round(w * PORTRAIT)  # the card's own height: its picture and bands are sized by it
    pad = max(1, w // 30)
    ip = inner_pad((w, hb))
    bw = w - 2 * ip - 4 * pad  # the body's width
    side = SIDE_COLORS.get(card.side, (120, 120, 120))
    bar_color = side if card.kind == "agent" else KIND_COLORS[card.kind]
    name = T("Frickin' Bone") if card.kind == "bone" else words.field(card, "name")
    blocks: list[tuple[int, Draw]] = []

    base = max(round(px * 2.1), fonts.font(MIN_PX, True).get_height() + 4)
    dr = dot_radius(base, False)
    room, inset = dot_room(dr, base, False)
    npx, nlines = name_fit(fonts, name, w - 2 * ip - 2 * pad - 4 - room, px * 1.6)
    bar_h = max(base, name_fit_height(fonts, npx, nlines))

    def title(s: pygame.Surface, r: pygame.Rect) -> None:
        bar = pygame.Rect(r.left - pad, r.top, r.width + 2 * pad, r.height)
        name_band(s, fonts, npx, nlines, bar, bar_color, right=room)
        dot_c = (bar.right - inset, bar.centery)
        pygame.draw.circle(s, (255, 255, 255), dot_c, dr + 1)
        pygame.draw.circle(s, DOT_COLORS.get(card.dot, (128, 128, 128)), dot_c, dr)
    blocks.append((bar_h, title))
    tpx = max(MIN_PX / fonts.scale, px * 0.95)
    type_rows = part_lines(fonts, _type_parts(card), bw, tpx, True)
    type_line = "\n".join(type_rows)
    if type_line:
        blocks.append((wrapped_height(fonts, type_line, bw, tpx, True),
                       lambda s, r: blit_wrapped(s, fonts, type_line, r, tpx, shade(bar_color, 0.6), bold=True)))
    body_h = hb - ip - 3 * pad - bar_h - (blocks[-1][0] if type_line else 0) - 2 * pad
    if isinstance(card, Agent):
        blocks += _agent(card, fonts, bw, body_h, px)
    elif isinstance(card, Bone):
        blocks += _bone(card, fonts, bw, px)
    elif isinstance(card, Swinger):
        blocks += _swinger(card, fonts, bw, px)
    elif isinstance(card, Happening):
        blocks += _happening(card, fonts, bw, body_h, px)
    if short_words:
        need = wrapped_height(fonts, short_words, bw - 2 * WORDS_INSET, px, True) + 2 * WORDS_INSET

        def band(s: pygame.Surface, r: pygame.Rect) -> None:
            rounded(s, (170, 30, 40), r, 4)
            blit_wrapped(s, fonts, short_words, r.inflate(-2 * WORDS_INSET, -2 * WORDS_INSET), px, (255, 255, 255),
                         bold=True)
        blocks.append((need, band))
    gap = max(3, pad)
    h = ip + pad + sum(b for b, _ in blocks) + gap * (len(blocks) - 1) + 2 * pad + ip
    h = max(h, hb)
    surf = new_card((w, h))
    frame(surf, CREAM, shade(side, 0.85), pad=ip)
    y = ip + pad
    for bh, draw in blocks:
        draw(surf, pygame.Rect(ip + 2 * pad, y, bw, bh))
        y += bh + gap
    return surf


def _type_parts(card) -> list[str]:
    """The type line's parts ("Agent", "female", "Ship", "Austin Powers"); a bone's band names its kind."""
    side = tr(SIDES[card.side].name)
    if card.kind == "bone":
        return [side]
    parts = [tr(KIND_TITLES[card.kind])]
    if isinstance(card, Agent):
        parts.append(tr(GENDER_WORDS.get(card.gender, card.gender)))
        if card.ship:
            parts.append(tr(T("Ship")))
    return parts + [side]


# ---- the chips of vibes ------------------------------------------------------------------------

def chips(fonts: Fonts, vibes, width: int, px: float) -> tuple[int, list[tuple[pygame.Rect, int, str]]]:
    """The vibes as chips with their names and numbers ("2 Groovy"), left to right, on as many
    rows as `width` needs: (the height, [(chip rect from (0, 0), vibe, words)])."""
    font = fonts.font(px, True)
    h = font.get_height() + 4
    gap = max(3, round(px * 0.3))
    out: list[tuple[pygame.Rect, int, str]] = []
    x = y = 0
    for i, n in enumerate(vibes):
        if not n:
            continue
        text = vibe_label(i, n)
        cw = font.size(text)[0] + 2 * max(4, round(px * 0.4))
        if x and x + cw > width:
            x, y = 0, y + h + gap
        out.append((pygame.Rect(x, y, cw, h), i, text))
        x += cw + gap
    return (y + h if out else 0), out


def draw_chips(surf: pygame.Surface, fonts: Fonts, laid: list, at: tuple[int, int], px: float) -> None:
    for r, i, text in laid:
        chip = r.move(at)
        rounded(surf, VIBE_COLORS[i], chip, max(2, chip.height // 3))
        draw_whole(surf, fonts, text, chip.inflate(-4, 0), px, (255, 255, 255), bold=True)


def _requirement(fonts: Fonts, vibes, width: int, px: float, head: str, icon, head_px: float | None = None,
                 head_color=INK, bg: tuple | None = (240, 232, 214)) -> tuple[int, Draw]:
    """A row that names a requirement ("Shag", "Special") and its chips beside the name (below
    it where they do not fit), or "no vibes needed" where it asks for none."""
    hpx = head_px or px
    font = fonts.font(hpx, True)
    line = max(font.get_height(), fonts.font(px, True).get_height()) + 4
    icon_w = round(line * 1.2) if icon else 0
    head_w = font.size(tr(head))[0] + icon_w + round(px * 0.6)
    none = tr(T("no vibes needed"))
    if any(vibes):
        beside_h, laid = chips(fonts, vibes, width - head_w, px)
        below = not laid or max(r.right for r, _, _ in laid) > width - head_w or beside_h > line
        if below:
            beside_h, laid = chips(fonts, vibes, width, px)
    else:
        laid, below = [], fonts.font(px).size(none)[0] > width - head_w
        beside_h = line
    h = (line + 3 + beside_h) if below else line

    def draw(s: pygame.Surface, r: pygame.Rect) -> None:
        if bg is not None:
            rounded(s, bg, r, max(2, line // 4))
        if icon:
            icon(s, (r.left + icon_w / 2, r.top + line / 2), line * 0.8)
        draw_whole(s, fonts, head, pygame.Rect(r.left + icon_w, r.top, head_w - icon_w, line), hpx, head_color,
                   bold=True, align="left")
        top = r.top + (line + 3 if below else (line - (laid[0][0].height if laid else line)) // 2)
        left = r.left + (2 if below else head_w)
        if laid:
            draw_chips(s, fonts, laid, (left, top), px)
        else:
            draw_whole(s, fonts, none, pygame.Rect(left, top, r.right - left, line), px, (110, 100, 104), align="left")
    return h, draw


# ---- the kinds ---------------------------------------------------------------------------------

def _footer(card, fonts: Fonts, width: int, px: float, text: str, flavour: str) -> tuple[int, Draw]:
    """The card's words and its score badge at the bottom right, with the score's unit: the
    words beside the badge, or above it where that takes less height."""
    r = max(round(px * 1.5), round(width * 0.11))
    unit = tr(score_unit(card.side))
    upx = MIN_PX / fonts.scale
    unit_h = fonts.font(upx, True).get_height()
    badge_w = max(2 * r, fonts.font(upx, True).size(unit)[0] + 2)
    badge_h = 2 * r + unit_h + 2
    tw = width - badge_w - 6
    has = bool(text or flavour)
    beside = words_height(fonts, text, tw, px, flavour) if has else 0
    above = words_height(fonts, text, width, px, flavour) + 4 if has else 0
    on_top = has and (above + badge_h < max(beside, badge_h)
                      or not all(wraps_whole(fonts, t, tw, px) for t in (text, flavour) if t))
    h = above + badge_h if on_top else max(beside, badge_h)

    def draw(s: pygame.Surface, box: pygame.Rect) -> None:
        if has:
            words_block(s, fonts, text, pygame.Rect(box.left, box.top, width if on_top else tw, box.height), px, INK,
                        flavour, FLAVOUR)
        cx = box.right - badge_w // 2
        cy = box.bottom - unit_h - 2 - r
        score_badge(s, fonts, card.score, card.side, (cx, cy), r, label=False)
        draw_whole(s, fonts, unit, pygame.Rect(box.right - badge_w, cy + r + 2, badge_w, unit_h), upx,
                   shade(SIDE_COLORS.get(card.side, INK), 0.6), bold=True)
    return h, draw


def _agent(card: Agent, fonts: Fonts, width: int, body_h: int, px: float) -> list[tuple[int, Draw]]:
    art_h = round(body_h * 0.42)
    out: list[tuple[int, Draw]] = [(art_h, lambda s, r: agent_art(s, fonts, card, r, False))]
    if any(card.vibes):
        h, laid = chips(fonts, card.vibes, width, px)
        out.append((h, lambda s, r: draw_chips(s, fonts, laid, r.topleft, px)))
    out.append(_footer(card, fonts, width, px, words.field(card, "text"), words.field(card, "flavour")))
    return out


def _bone(card: Bone, fonts: Fonts, width: int, px: float) -> list[tuple[int, Draw]]:
    quote = tr("\u201c{card}\u201d", card=words.field(card, "name"))
    qpx = px * 1.3  # the line large, as printed; smaller where a word of it would not fit a line
    while qpx > px and not wraps_whole(fonts, quote, width - 2 * WORDS_INSET, qpx):
        qpx = max(px, qpx - 0.5)
    qh = words_height(fonts, quote, width - 2 * WORDS_INSET, qpx) + 2 * WORDS_INSET

    def line(s: pygame.Surface, r: pygame.Rect) -> None:
        rounded(s, (255, 250, 236), r, max(2, width // 20))
        words_block(s, fonts, quote, r.inflate(-2 * WORDS_INSET, -2 * WORDS_INSET), qpx, INK)
    return [(qh, line),
            _requirement(fonts, card.shag, width - 4, px, T("Shag"), lips),
            _requirement(fonts, card.assassination, width - 4, px, T("Assassination"), crosshair),
            _footer(card, fonts, width, px, "", words.field(card, "flavour"))]


def _swinger(card: Swinger, fonts: Fonts, width: int, px: float) -> list[tuple[int, Draw]]:
    out: list[tuple[int, Draw]] = []
    inner = width - 2 * WORDS_INSET
    for word, fx, need, bg in ((T("Plain"), card.plain, None, (255, 250, 238)),
                               (T("Special"), card.special, card.requirement, (250, 236, 246))):
        head_px = px * 1.15
        if need is None:
            head_h = fonts.font(head_px, True).get_height() + 4
            def plain_head(s: pygame.Surface, r: pygame.Rect, word: str = word) -> None:
                draw_whole(s, fonts, word, r, head_px, KIND_COLORS["swinger"], bold=True, align="left")
            head: tuple[int, Draw] = (head_h, plain_head)
        else:
            head = _requirement(fonts, need, inner, px, word, None, head_px, KIND_COLORS["swinger"], None)
        text = effects_words(fx)
        th = words_height(fonts, text, inner, px)

        def box(s, r, head=head, text=text, th=th, bg=bg) -> None:
            rounded(s, bg, r, max(2, width // 20))
            inside = r.inflate(-2 * WORDS_INSET, -2 * WORDS_INSET)
            head[1](s, pygame.Rect(inside.left, inside.top, inside.width, head[0]))
            words_block(s, fonts, text, pygame.Rect(inside.left, inside.top + head[0] + 2, inside.width, th), px, INK)
        out.append((head[0] + 2 + th + 2 * WORDS_INSET, box))
    return out


def _happening(card: Happening, fonts: Fonts, width: int, body_h: int, px: float) -> list[tuple[int, Draw]]:
    art_h = round(body_h * 0.34)

    def art(s: pygame.Surface, r: pygame.Rect) -> None:
        rounded(s, shade(KIND_COLORS["happening"], 1.7), r, max(2, width // 20))
        if not cardimage.draw(s, card.image, r, max(2, width // 20), card.name):
            gesture_icon(s, card.side, r.center, r.height * 0.9)
    # the target of a happening is the last to copy its gesture (AP-7.6)
    text = words.field(card, "text").replace(tr(T("The target player")), tr(T("The last to copy")))
    return [(art_h, art), _footer(card, fonts, width, px, text, words.field(card, "flavour"))]
