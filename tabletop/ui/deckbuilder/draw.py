"""The deck builder in pixels: the bars, the pool, the deck, the verdict, the preview and the
statistics. Reads the builder and its `Frame`; changes nothing (draw never changes state).
"""

from __future__ import annotations

import pygame

from ... import words
from ...words import T, tr
from ..cardkit import fit_text
from ..cardpreview import MARGIN, card_preview, place
from ..theme import blit_text, blit_wrapped, draw_text, fit_line, rounded, shade, wrapped_height
from ..widgets import ButtonWidget, draw_tooltip
from .geometry import BUTTONS, MIN_TEXT, Frame, sort_text

LABELS = dict(BUTTONS)


def draw_builder(b, surface: pygame.Surface, f: Frame) -> None:
    c = b.colors
    surface.fill(shade(c["table"], 0.75))
    mouse = b.mouse
    hover = f.at(mouse)
    _top(b, surface, f, hover)
    _pool(b, surface, f, hover)
    _deck(b, surface, f, hover)
    _problems(b, surface, f)
    _stats(b, surface, f)
    _preview(b, surface, f)  # (a card taller than its panel lies over the statistics)
    if not b.message:
        hint = tr("Type to search · Enter adds the first card · Ctrl+Z / Ctrl+Y undo, redo · Ctrl+S save · "
                  "Ctrl+C / Ctrl+V copy, paste a text list · drop a deck file here to open it")
        r = f.message
        draw_text(surface, b.fonts, hint, pygame.Rect(r.left + 4, r.top, r.width - 8, r.height),  # shortened if need be
                  max(MIN_TEXT, fit_text(b.fonts, hint, r.width - 8, f.small)), c["muted"], align="left")
    if b.message:
        color = c["refused"] if b.message_bad else c["legal"]
        r = f.message
        size = f.small
        said = tr(b.message)
        text = said.split("\n")[0]
        extra = said.count("\n")
        if extra:
            text = tr("{line}  (+{n} more)", line=text, n=extra)
        text = text[:220]
        blit_text(surface, b.fonts, text, (r.left + 4, r.centery), max(MIN_TEXT, fit_text(b.fonts, text, r.width - 8, size)),
                  color, anchor="midleft")
    tips: list[str] = []
    for it in f.items:
        if it.kind != "button":
            continue
        enabled = b.button_enabled(it.key)
        w = ButtonWidget(LABELS[it.key], it.rect, lambda: None, enabled=enabled, primary=it.key == "play")
        w.draw(surface, b.fonts, c, it is hover, f.small)
        if it is hover and not enabled:
            why_not = b.button_why_not(it.key)
            if why_not:  # a greyed-out button says why (drawn last: over the rows)
                tips.append(tr("Why not? {reason}", reason=why_not))
    for tip in tips:
        draw_tooltip(surface, b.fonts, c, tip, mouse, f.small)
    if b.drag is not None and b.drag.moving:
        card = b.game.pool[b.drag.key]
        img = b.fonts.text(words.field(card, "name"), f.text, c["text"], bold=True)
        r = img.get_rect(midleft=(mouse[0] + 14, mouse[1]))
        box = r.inflate(16, 8)
        rounded(surface, c["button_hover"], box, 6)
        rounded(surface, c["selected"], box, 6, 2)
        surface.blit(img, r)


def _field(b, surface, rect, text: str, placeholder: str, focused: bool, f: Frame) -> None:
    c = b.colors
    rounded(surface, shade(c["panel"], 0.8), rect, 6)
    rounded(surface, c["selected"] if focused else c["zone_border"], rect, 6, 2 if focused else 1)
    shown = text + ("|" if focused else "")
    color = c["text"]
    if not text and not focused:
        shown, color = tr(placeholder), c["muted"]
    size = f.text
    clip = surface.get_clip()
    surface.set_clip(rect.inflate(-8, 0))
    img = b.fonts.text(shown, size, color)
    x = rect.left + 8 if img.get_width() < rect.width - 16 else rect.right - 8 - img.get_width()
    surface.blit(img, img.get_rect(midleft=(x, rect.centery)))
    surface.set_clip(clip)


def _top(b, surface, f: Frame, hover) -> None:
    c = b.colors
    head = tr("Deck builder · {game}", game=b.game.title)
    blit_text(surface, b.fonts, head, (f.top.left, f.top.centery),
              fit_text(b.fonts, head, round(f.top.width * 0.29), f.head, True),
              c["selected"], bold=True, anchor="midleft")
    for it in f.items:
        if it.kind == "field":
            if it.key == "name":
                _field(b, surface, it.rect, b.model.name if b.focus != "name" else b.name_edit, T("Deck name"),
                       b.focus == "name", f)
            else:
                _field(b, surface, it.rect, b.pool.query, T("Search name or rules text"), b.focus == "search", f)
        elif it.kind == "side":
            title = dict(b.info.sides).get(b.model.side, T("(choose)"))
            rounded(surface, c["button_hover" if it is hover else "button"], it.rect, 6)
            text = tr(b.info.side_label, side=title)
            blit_text(surface, b.fonts, text, it.rect.center, fit_text(b.fonts, text, it.rect.width - 10, f.text),
                      c["text"], anchor="center")
        elif it.kind == "chip":
            label = tr(b.pool.label(it.index)) if it.index >= 0 else sort_text(b.pool.sort_label)
            active = it.index >= 0 and b.pool.choice[it.index] != 0
            base = shade(c["legal"], 0.45) if active else c["button"]
            rounded(surface, c["button_hover"] if it is hover else base, it.rect, it.rect.height // 2)
            blit_text(surface, b.fonts, label, it.rect.center, max(MIN_TEXT, fit_text(b.fonts, label, it.rect.width - 8, f.small)),
                      c["text"], anchor="center")
    status = (tr("{n} cards · legal", n=b.model.size()) if not b.problems else
              tr("{n} cards · {problems} problems", n=b.model.size(), problems=len(b.problems)))
    blit_text(surface, b.fonts, status, (f.top.right, f.top.centery), f.text,
              c["legal"] if not b.problems else c["refused"], bold=True, anchor="midright")


def _panel(b, surface, rect, title: str, f: Frame, note: str = "") -> None:
    c = b.colors
    rounded(surface, c["panel"], rect, 8)
    blit_text(surface, b.fonts, tr(title), (rect.left + 10, rect.top + 6), f.head, c["label"], bold=True)
    if note:
        blit_text(surface, b.fonts, note, (rect.right - 10, rect.top + 6 + f.head * 0.15), f.small, c["muted"],
                  anchor="topright")


def _row(b, surface, r, card, left: str, right: str, hover: bool, f: Frame, right_pad: int = 0) -> None:
    c = b.colors
    if hover:
        rounded(surface, c["button"], r, 5)
    rad = max(4, round(r.height * 0.22))
    pygame.draw.circle(surface, b.info.chip(card), (r.left + rad + 4, r.centery), rad)
    x = r.left + 2 * rad + 10
    rimg = b.fonts.text(right, f.small, c["muted"]) if right else None
    room = r.right - right_pad - x - (rimg.get_width() + 10 if rimg else 0)
    size = fit_text(b.fonts, left, room, f.text)
    if size < MIN_TEXT:
        size = MIN_TEXT
        while len(left) > 3 and b.fonts.font(size).size(left + "…")[0] > room:
            left = left[:-1]
        left += "…"
    blit_text(surface, b.fonts, left, (x, r.centery), size, c["text"], anchor="midleft")
    if rimg:
        surface.blit(rimg, rimg.get_rect(midright=(r.right - right_pad - 4, r.centery)))


def _pool(b, surface, f: Frame, hover) -> None:
    n = len(b.pool.cards())
    _panel(b, surface, f.pool, T("Cards"), f, tr("{n} shown · click or drag to add, right-click removes", n=n))
    for card, r in f.pool_rows:
        inside = b.model.count(card.key)
        summary = b.info.summary(card)
        right = tr("{summary}   in deck {n}", summary=summary, n=inside) if inside else tr(summary)
        _row(b, surface, r, card, words.field(card, "name"), right, hover is not None and hover.kind == "pool"
             and hover.key == card.key, f)
    if not f.pool_rows:
        blit_wrapped(surface, b.fonts, tr("No card matches the search and the filters."),
                     f.pool.inflate(-20, -80), f.text, b.colors["muted"])
    if f.pool_more > 0:
        blit_text(surface, b.fonts, tr("{n} more below (wheel)", n=f.pool_more), (f.pool.centerx, f.pool.bottom - 2),
                  f.small, b.colors["muted"], anchor="midbottom")


def _deck(b, surface, f: Frame, hover) -> None:
    c = b.colors
    target = b.drag is not None and b.drag.moving and b.drag.source == "pool"
    _panel(b, surface, f.deck, b.model.name, f, tr("{n} cards", n=b.model.size()))
    if target:
        rounded(surface, c["legal"], f.deck, 8, 3)
    for kind, what, r in f.deck_rows:
        if kind == "head":
            pile = what
            n = b.model.size(pile)
            title = tr(b.info.pile_titles.get(pile, pile))
            blit_text(surface, b.fonts, title, (r.left + 2, r.centery), f.text, c["label"], bold=True,
                      anchor="midleft")
            want = b.info.pile_sizes.get(pile)
            shown = f"{n} / {want}" if want is not None else str(n)
            color = c["text"] if want is None else (c["legal"] if n == want else c["refused"])
            blit_text(surface, b.fonts, shown, (r.right - 4, r.centery), f.text, color, bold=True,
                      anchor="midright")
            continue
        pile, key = what.split("/", 1)
        card = b.game.pool[key]
        n = b.model.count(key, pile)
        hov = hover is not None and hover.key == key and hover.pile == pile
        _row(b, surface, r, card, tr("{n} × {card}", n=n, card=words.field(card, "name")), "",
             hov and hover.kind == "deck", f, right_pad=2 * r.height + 6)
        for sign, dx in (("−", 2 * r.height + 4), ("+", r.height)):
            br = pygame.Rect(r.right - dx, r.top, r.height, r.height)
            on = hov and hover.kind == ("minus" if sign == "−" else "plus")
            rounded(surface, c["button_hover"] if on else c["button"], br, 5)
            blit_text(surface, b.fonts, sign, br.center, f.text, c["text"], bold=True, anchor="center")
    if not any(b.model.piles.values()):  # under the last row of the deck, never over the rows
        below = max((r.bottom for _, _, r in f.deck_rows), default=f.deck.top + 40) + 12
        room = pygame.Rect(f.deck.left + 12, below, f.deck.width - 24, max(0, f.deck.bottom - below - 8))
        blit_wrapped(surface, b.fonts, tr("The deck is empty: click cards on the left (or drag them here), "
                                          "or start from a starter deck."), room, f.text, c["muted"])
    if f.deck_more > 0:
        blit_text(surface, b.fonts, tr("{n} more below (wheel)", n=f.deck_more), (f.deck.centerx, f.deck.bottom - 2),
                  f.small, c["muted"], anchor="midbottom")


def _problems(b, surface, f: Frame) -> None:
    c = b.colors
    title = tr("Legal deck") if not b.problems else tr("{n} problems", n=len(b.problems))
    _panel(b, surface, f.problems, title, f)
    inner = pygame.Rect(f.problems.left + 10, f.problems.top + round(f.head * 1.6), f.problems.width - 20,
                        f.problems.height - round(f.head * 1.6) - 6)
    if not b.problems:
        blit_wrapped(surface, b.fonts, tr("This deck keeps every deck-building rule. Save it or play it."), inner,
                     f.text, c["legal"])
        return
    y = inner.top
    size = f.small
    lh = b.fonts.font(size).get_linesize()
    first = min(b.scroll["problems"], len(b.problems) - 1)
    if first:
        blit_text(surface, b.fonts, tr("{n} more above (wheel)", n=first), (f.problems.right - 10, f.problems.top + 6),
                  size, c["muted"], anchor="topright")
    for i, (rule, text) in enumerate(b.problems[first:], first):
        tag = b.fonts.text(rule or tr("rule"), size, c["refused"], bold=True)
        lines = b.fonts.wrap(tr(text), size, inner.width - tag.get_width() - 8)
        if y + lh * len(lines) > inner.bottom:
            left = len(b.problems) - i
            blit_text(surface, b.fonts, tr("... and {n} more below (wheel)", n=left), (inner.left, min(y, inner.bottom - lh)),
                      size, c["muted"])
            return
        surface.blit(tag, (inner.left, y))
        for j, line in enumerate(lines):
            blit_text(surface, b.fonts, line, (inner.left + tag.get_width() + 8, y + j * lh), size, c["text"])
        y += lh * len(lines) + 3


def _preview(b, surface, f: Frame) -> None:
    c = b.colors
    r = f.preview
    rounded(surface, c["panel"], r, 8)
    card = b.preview_card()
    if card is None or b.info.face is None:
        blit_wrapped(surface, b.fonts, tr("Point at a card to see it here."), r.inflate(-24, -24), f.text, c["muted"])
        return
    aspect = 5 / 7 if b.info.portrait(card) else 7 / 5
    h = r.height - 12
    w = round(h * aspect)
    if w > r.width - 12:
        w = r.width - 12
        h = round(w / aspect)
    room = pygame.Rect(0, 0, w, h)
    room.center = r.center
    if b.info.artist is None:  # a game without whole cards: its face at the panel's size
        surface.blit(b.face(card, room.size), room)
        return
    # the whole card, every word of it, as tall as they need (over the statistics below where
    # the panel is not tall enough, never over the buttons' bar), as the table's preview shows it
    column = pygame.Rect(MARGIN, f.preview.top, surface.get_width() - 2 * MARGIN, f.stats.bottom - f.preview.top)
    window = (surface.get_width(), column.height + 2 * MARGIN)  # (the room it may take, from the panel's top)
    img = card_preview(_WholeCards.of(b.info), ("card", card.key), b.card_fonts, window, room)
    surface.blit(img, place(img, room, window).clamp(column))


class _WholeCards:
    """What the card preview asks of a table's adapter (its artist, a face drawn at a size), for
    the deck builder, which has no table: one per game's deck info."""

    _made: dict[int, "_WholeCards"] = {}

    def __init__(self, info) -> None:
        self.info, self.artist = info, info.artist

    @classmethod
    def of(cls, info) -> "_WholeCards":
        made = cls._made.get(id(info))
        if made is None or made.info is not info:
            made = cls._made[id(info)] = cls(info)
        return made

    def draw_face(self, face: tuple, size: tuple[int, int], fonts):
        return self.artist.draw(face, size, fonts)


def _stats(b, surface, f: Frame) -> None:
    c = b.colors
    r = f.stats
    rounded(surface, c["panel"], r, 8)
    blocks = b.info.stats(b.game, b.model.piles)
    y = r.top + 6
    size = f.small
    lh = b.fonts.font(size).get_linesize()
    for block in blocks:
        blit_text(surface, b.fonts, tr(block.title), (r.left + 10, y), size, c["label"], bold=True)
        y += lh + 2
        if len(block.bars) > 6:
            # a label and its count (not a sentence: the same order in every language)
            # (a label and its count on one line: "Fortress 0/1" never loses its count to the next)
            parts = [f"{tr(bar.label)}\u00a0{bar.value}" + (f"/{bar.target}" if bar.target is not None else "")
                     for bar in block.bars]
            listed = " · ".join(parts)
            used = blit_wrapped(surface, b.fonts, listed, pygame.Rect(r.left + 10, y, r.width - 20, wrapped_height(
                b.fonts, listed, r.width - 20, size)), size, c["text"])
            y += used + 6
            continue
        col_w = (r.width - 20) / len(block.bars)
        bar_h = max(18, min(round(lh * 4), round((r.height - 12) / len(blocks) - 2.6 * lh - 12)))
        top = max([bar.value for bar in block.bars] + [bar.target or 0 for bar in block.bars] + [1])
        # a label wider than its column (「シャガデリック」 at 1024 x 600): every other label a
        # line lower, so each has two columns' width, whole, and the bars give up that line
        labels = [tr(bar.label) for bar in block.bars]
        fits = [fit_line(b.fonts, label, col_w - 2, size, min_size=MIN_TEXT) for label in labels]
        stagger = any(not whole for whole, _ in fits)
        if stagger:
            fits = [fit_line(b.fonts, label, 2 * col_w - 6, size, min_size=MIN_TEXT) for label in labels]
            bar_h = max(18, bar_h - lh)
        ls = min([size] + [px for _, px in fits])
        for i, bar in enumerate(block.bars):
            x = r.left + 10 + i * col_w
            full = pygame.Rect(round(x + col_w * 0.2), y, round(col_w * 0.6), bar_h)
            fill_h = round(bar_h * bar.value / top)
            fill = pygame.Rect(full.left, full.bottom - fill_h, full.width, fill_h)
            ok = bar.target is None or bar.value == bar.target
            pygame.draw.rect(surface, shade(c["panel"], 1.25), full, border_radius=3)
            if fill_h:
                pygame.draw.rect(surface, bar.color, fill, border_radius=3)
            if bar.target is not None:
                ty = full.bottom - round(bar_h * bar.target / top)
                pygame.draw.line(surface, c["text"], (full.left - 3, ty), (full.right + 3, ty), 1)
            value = f"{bar.value}" + (f"/{bar.target}" if bar.target is not None else "")
            img = b.fonts.text(value, size, c["text"] if ok else c["refused"], bold=True)
            back = img.get_rect(center=full.center).inflate(6, 0)
            rounded(surface, shade(c["panel"], 0.8), back, 3)  # readable on any bar colour
            surface.blit(img, img.get_rect(center=full.center))
            below = full.bottom + 2 + (b.fonts.font(ls).get_linesize() if stagger and i % 2 else 0)
            blit_text(surface, b.fonts, labels[i], (x + col_w / 2, below), ls, c["muted"], anchor="midtop")
        y += bar_h + lh * (2 if stagger else 1) + 8
        if y > r.bottom:
            break
