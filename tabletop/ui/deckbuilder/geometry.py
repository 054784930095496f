"""Where everything of the deck builder is at a window size: panels, rows, chips, buttons.

`frame(builder, size)` is a pure function of the builder's state and the window size; the
scene hit-tests the same `Frame` it draws, so a click lands on exactly what is shown. Text
sizes never go under the table's smallest size (theme.MIN_PX, at least 10 px) and scale with the window.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from ...words import T, tr
from ..theme import MIN_PX
from ..widgets import ButtonWidget

MIN_TEXT = MIN_PX  # the table's smallest text (tabletop/ui/theme.py)

BUTTONS = [("new", T("New from starter")), ("open", T("Open")), ("save", T("Save")),
           ("save_text", T("Save as text")), ("copy", T("Copy list")), ("paste", T("Paste list")),
           ("undo", T("Undo")), ("redo", T("Redo")), ("play", T("Play vs computer")), ("back", T("Back"))]


@dataclass
class Item:
    kind: str  # button, chip, field, pool, deck, plus, minus, side
    rect: pygame.Rect
    key: str = ""
    pile: str = ""
    index: int = 0


@dataclass
class Frame:
    s: float
    text: float            # body text size in px
    small: float           # secondary text
    head: float            # headings
    row_h: int
    top: pygame.Rect
    bar: pygame.Rect
    pool: pygame.Rect
    deck: pygame.Rect
    problems: pygame.Rect
    preview: pygame.Rect
    stats: pygame.Rect
    message: pygame.Rect
    bottom: pygame.Rect
    items: list[Item] = field(default_factory=list)
    pool_rows: list[tuple[Any, pygame.Rect]] = field(default_factory=list)
    deck_rows: list[tuple[str, str, pygame.Rect]] = field(default_factory=list)  # (kind, pile/key, rect)
    pool_more: int = 0
    deck_more: int = 0
    deck_fit: int = 1

    def at(self, pos) -> Item | None:
        for it in reversed(self.items):
            if it.rect.collidepoint(pos):
                return it
        return None


def deck_lines(b) -> list[tuple[str, str, str]]:
    """The deck panel's lines in order: a header per pile, then its cards (kind, pile, key)."""
    lines: list[tuple[str, str, str]] = []
    for pile in b.pile_order():
        lines.append(("head", pile, ""))
        for key in b.model.piles.get(pile, {}):
            lines.append(("card", pile, key))
    return lines


def sort_text(sort: str) -> str:
    """The sort chip's words ("Sort: Name"), in the player's language."""
    return tr("Sort: {sort}", sort=sort)


def _px(v: float) -> float:
    return max(MIN_TEXT, v)


def frame(b, size: tuple[int, int], fonts) -> Frame:
    w, h = size
    s = min(w / 1280, h / 800)
    text, small, head = _px(15 * s), _px(13 * s), _px(18 * s)
    row_h = max(round(text * 1.75), round(26 * s))
    m = max(6, round(10 * s))
    top = pygame.Rect(m, m, w - 2 * m, round(40 * s))
    bar = pygame.Rect(m, top.bottom + m // 2, w - 2 * m, round(36 * s))
    # the buttons' bar: as tall as the tallest label needs (コンピューターと／対戦 on two lines at 1024 x 600)
    font = fonts.font(small, bold=False)
    widths = [font.size(tr(label))[0] + round(22 * s) for _, label in BUTTONS]
    gap = max(4, round(8 * s))
    k = min(1.0, (w - 2 * m - gap * (len(BUTTONS) - 1)) / sum(widths))
    bar_h = max(ButtonWidget(label, pygame.Rect(0, 0, round(wd * k), 10), lambda: None, primary=action == "play")
                .height(fonts, small, round(40 * s)) for (action, label), wd in zip(BUTTONS, widths))
    bottom = pygame.Rect(m, h - m - bar_h, w - 2 * m, bar_h)
    message = pygame.Rect(m, bottom.top - round(26 * s) - m // 2, w - 2 * m, round(26 * s))
    body_top, body_bottom = bar.bottom + m, message.top - m // 2
    pool_w = round(w * 0.40)
    deck_w = round(w * 0.30)
    pool = pygame.Rect(m, body_top, pool_w - m, body_bottom - body_top)
    middle = pygame.Rect(pool.right + m, body_top, deck_w - m, body_bottom - body_top)
    deck = pygame.Rect(middle.left, middle.top, middle.width, round(middle.height * 0.6))
    problems = pygame.Rect(middle.left, deck.bottom + m, middle.width, middle.bottom - deck.bottom - m)
    right = pygame.Rect(middle.right + m, body_top, w - middle.right - 2 * m, body_bottom - body_top)
    preview = pygame.Rect(right.left, right.top, right.width, round(right.height * 0.5))
    stats = pygame.Rect(right.left, preview.bottom + m, right.width, right.bottom - preview.bottom - m)
    f = Frame(s, text, small, head, row_h, top, bar, pool, deck, problems, preview, stats, message, bottom)

    # the top line: the deck's name (click to rename) and its faction or side
    name_w = round(top.width * 0.34)
    f.items.append(Item("field", pygame.Rect(top.left + round(top.width * 0.30), top.top + 2, name_w,
                                             top.height - 4), key="name"))
    side = pygame.Rect(0, top.top + 2, round(top.width * 0.2), top.height - 4)
    side.left = f.items[-1].rect.right + m
    f.items.append(Item("side", side))

    # the filter line: search, a chip per filter, the sort
    x = bar.left
    search = pygame.Rect(x, bar.top, round(bar.width * 0.26), bar.height)
    f.items.append(Item("field", search, key="search"))
    x = search.right + m
    chips = [(i, b.pool.label(i)) for i in range(len(b.info.filters))] + [(-1, sort_text(b.pool.sort_label))]
    font = fonts.font(small)
    widest = [max(font.size(tr(o[0]))[0] for o in b.info.filters[i].options) if i >= 0 else
              max(font.size(sort_text(n))[0] for n, _ in b.info.sorts) for i, _ in chips]
    room = bar.right - x - m * len(chips)
    scale = min(1.0, room / max(1, sum(wd + 24 for wd in widest)))
    for (i, _), wd in zip(chips, widest):
        r = pygame.Rect(x, bar.top, round((wd + 24) * scale), bar.height)
        f.items.append(Item("chip", r, index=i))
        x = r.right + m

    # the buttons
    x = bottom.left
    for (action, _), wd in zip(BUTTONS, widths):
        r = pygame.Rect(round(x), bottom.top, round(wd * k), bottom.height)
        f.items.append(Item("button", r, key=action))
        x += wd * k + gap

    # the pool's rows
    head_h = round(head * 1.6)
    y = pool.top + head_h
    cards = b.pool.cards()
    fit = max(1, (pool.bottom - y - 4) // row_h)
    b_scroll = max(0, min(b.scroll["pool"], max(0, len(cards) - fit)))
    for card in cards[b_scroll:b_scroll + fit]:
        r = pygame.Rect(pool.left + 4, y, pool.width - 8, row_h - 2)
        f.pool_rows.append((card, r))
        f.items.append(Item("pool", r, key=card.key))
        y += row_h
    f.pool_more = len(cards) - b_scroll - len(f.pool_rows)

    # the deck's rows: a header per pile, then its cards
    lines = deck_lines(b)
    y = deck.top + head_h
    fit = f.deck_fit = max(1, (deck.bottom - y - 4) // row_h)
    d_scroll = max(0, min(b.scroll["deck"], max(0, len(lines) - fit)))
    for kind, pile, key in lines[d_scroll:d_scroll + fit]:
        r = pygame.Rect(deck.left + 4, y, deck.width - 8, row_h - 2)
        if kind == "head":
            f.deck_rows.append(("head", pile, r))
        else:
            f.deck_rows.append(("card", f"{pile}/{key}", r))
            f.items.append(Item("deck", r, key=key, pile=pile))
            bw = r.height
            minus = pygame.Rect(r.right - 2 * bw - 4, r.top, bw, r.height)
            plus = pygame.Rect(r.right - bw, r.top, bw, r.height)
            f.items.append(Item("minus", minus, key=key, pile=pile))
            f.items.append(Item("plus", plus, key=key, pile=pile))
        y += row_h
    f.deck_more = len(lines) - d_scroll - len(f.deck_rows)
    return f
