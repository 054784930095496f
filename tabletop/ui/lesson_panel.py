"""Where a lesson's words lie, measured before anything is drawn, so that every word is whole.

The step panel sits where the layout puts the log, its bottom right corner there. It holds
a heading, the step's sentence, the verdict (or what the step showed) and its buttons; when
they do not fit the log's place, the panel first grows to the left (over the table's edge),
then up, and only then do its letters get smaller, never below `MIN_PX`. While the card
under the pointer is previewed, the panel moves beside the preview, so the learner reads the
step and the card at once (the preview is the table's own, where the table puts it).

The intro and closing boxes are measured the same way: a box grows to hold its text and its
buttons, which stand on as many rows as their whole labels need.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable

import math

import pygame

from ..words import tr
from .theme import line_height
from .widgets import ButtonWidget

if TYPE_CHECKING:
    from .lesson_scene import LessonScene
    from .table import TableScene
    from .theme import Fonts

MIN_PX = 12          # the smallest letters a lesson draws (fontprobe's floor)
MIN_PANEL_PX = 180   # narrower log zones are widened to the left (small windows)
PAD = 10             # inside the panel's frame
GAP = 8              # between buttons, and between the panel and what it avoids


@dataclass
class Block:
    """Some wrapped words: their lines at one size."""

    lines: list[str]
    size: float
    bold: bool
    color: str       # a key of the layout's colours
    top: int = 0     # where the first line lies (set by the layout)

    def height(self, fonts: "Fonts") -> int:
        return text_height(fonts, len(self.lines), self.size, self.bold)


@dataclass
class Panel:
    rect: pygame.Rect
    blocks: list[Block] = field(default_factory=list)
    buttons: list[ButtonWidget] = field(default_factory=list)
    button_size: float = 14.0


#: a button of a panel or box: (label, what it does, primary, enabled, why not)
Spec = tuple[str, Callable[[], None], bool, bool, str]


def line_step(fonts: "Fonts", size: float, bold: bool = False) -> int:
    """The distance between two lines' tops (as `theme.blit_wrapped` steps)."""
    font = fonts.font(size, bold)
    return max(round(font.get_linesize() + 1), font.get_height())


def text_height(fonts: "Fonts", n: int, size: float, bold: bool = False) -> int:
    return 0 if n <= 0 else (n - 1) * line_step(fonts, size, bold) + line_height(fonts, size, bold)


def button_width(fonts: "Fonts", label: str, size: float, primary: bool) -> int:
    return fonts.font(size, primary).size(tr(label))[0] + 24


def button_rows(fonts: "Fonts", specs: list[Spec], size: float, width: int) -> list[list[int]]:
    """The buttons on rows no wider than `width`, in order, each label whole; a lone label
    wider than `width` has a row of its own (the caller widens the panel first)."""
    rows: list[list[int]] = [[]]
    used = 0
    for i, (label, _, primary, _, _) in enumerate(specs):
        w = button_width(fonts, label, size, primary)
        if rows[-1] and used + GAP + w > width:
            rows.append([])
            used = 0
        used += (GAP if rows[-1] else 0) + w
        rows[-1].append(i)
    return [r for r in rows if r]


def _place_buttons(fonts: "Fonts", specs: list[Spec], size: float, inner: pygame.Rect, bottom: int,
                   bh: int, centre: bool = False) -> list[ButtonWidget]:
    rows = button_rows(fonts, specs, size, inner.width)
    out = []
    y = bottom - len(rows) * bh - (len(rows) - 1) * GAP
    for row in rows:
        widths = [button_width(fonts, specs[i][0], size, specs[i][2]) for i in row]
        spare = inner.width - sum(widths) - GAP * (len(row) - 1)
        if not centre and spare > 0:  # a panel's row fills its width, shared out evenly
            widths = [w + spare // len(row) for w in widths]
            spare = 0
        x = inner.left + max(0, spare // 2)
        for i, w in zip(row, widths):
            label, fn, primary, enabled, why = specs[i]
            out.append(ButtonWidget(label, pygame.Rect(x, y, w, bh), fn, enabled=enabled, why_not=why,
                                    primary=primary))
            x += w + GAP
        y += bh + GAP
    return out


def buttons_height(fonts: "Fonts", specs: list[Spec], size: float, width: int, bh: int) -> int:
    n = len(button_rows(fonts, specs, size, width)) if specs else 0
    return n * bh + max(0, n - 1) * GAP


# ---- where things are on the table -------------------------------------------------------------

class Placing:
    """The lesson overlay's places on its table: what a step glows, the panel's home (the
    log), the room above it, where the card preview is, where the panel lies now."""

    table: "TableScene"
    glow_ids: list[str]
    glow_names: list[str]
    panel: "Panel | None"

    def place(self, surface) -> None:
        raise NotImplementedError

    def preview_showing(self) -> bool:
        raise NotImplementedError

    def highlight_rects(self) -> list[pygame.Rect]:
        """Screen rectangles of everything the current step names."""
        t = self.table
        tf = t.transform
        out: list[pygame.Rect] = []
        for pid in self.glow_ids:
            if pid in t.shown.pieces:
                p = t.shown.pieces[pid]
                x, y = t.physics.position(pid)
                w, h = p.size
                if abs(math.sin(t.physics.angle(pid))) > 0.7:
                    w, h = h, w
                out.append(pygame.Rect(tf.rect((x - w / 2, y - h / 2, w, h))))
            elif pid in t.shown.targets:
                out.append(pygame.Rect(tf.rect(t.shown.targets[pid].rect)))
        for name in self.glow_names:
            zone = t.layout.zones.get(name)
            if zone is not None:
                out.append(pygame.Rect(tf.rect(zone.rect)))
                continue
            b = t.button(name)
            if b is not None:
                out.append(b.rect.copy())
        return out

    def home_rect(self, surface) -> pygame.Rect:
        """Where the panel lives: the layout's log (at least `MIN_PANEL_PX` wide)."""
        t = self.table
        sw, sh = surface.get_size()
        zone = t.layout.zones.get("log")
        if zone is not None:
            r = pygame.Rect(t.transform.rect(zone.rect))
        else:
            r = pygame.Rect(sw - 300, sh - 260, 290, 250)
        if r.width < MIN_PANEL_PX:
            r.left = max(4, r.right - MIN_PANEL_PX)
            r.width = min(MIN_PANEL_PX, sw - 8)
        return r

    def room_above(self, surface) -> int:
        """How tall the panel may be at home without covering the table's buttons above it."""
        home = self.home_rect(surface)
        above = [w.rect for w in self.table.buttons.widgets
                 if w.rect.bottom <= home.bottom and w.rect.right > home.left and w.rect.left < home.right]
        top = max([r.bottom + 6 for r in above if r.bottom <= home.top + 4] or [home.top])
        return home.bottom - min(top, home.top)

    def preview_rect(self, surface) -> pygame.Rect | None:
        """Where the table shows the card under the pointer now (None: no preview), as the
        table's HUD places it (tabletop/ui/rooms/hud.py), its shadow included."""
        if not self.preview_showing():
            return None
        from .rooms.hud import preview_placed
        t = self.table
        pid = t.input.hover_pid
        face = t.shown.pieces[pid].preview if pid is not None else None
        if face is None or "preview" not in t.layout.zones:
            return None
        _, box = preview_placed(t.hud, face, surface.get_size())
        return box.inflate(12, 12).move(4, 6).union(box)

    def panel_rect(self, surface) -> pygame.Rect:
        """The step panel as it lies now (beside the preview while one shows)."""
        self.place(surface)
        return self.panel.rect if self.panel is not None else self.home_rect(surface)


# ---- the step panel --------------------------------------------------------------------------

def _measure(s: "LessonScene", texts: list[tuple[str, float, bool, str]], specs: list[Spec], min_w: int,
             max_w: int, fit_h: int, room_h: int) -> tuple[int, int, list[Block], float, int]:
    """(width, height, blocks, button size, button height) of a panel at least `min_w` and at
    most `max_w` wide: as narrow as holds it within `fit_h`, else as wide as it may be; its
    letters smaller only when even that is taller than `room_h`."""
    fonts = s.table.fonts
    shrink = 1.0
    while True:
        sizes = [max(MIN_PX, size * shrink) for _, size, _, _ in texts]
        bsize = max(MIN_PX, s.font_size() * 0.9 * shrink)
        bh = round(bsize * 2.0) + 4
        need_w = max([button_width(fonts, label, bsize, primary) for label, _, primary, _, _ in specs] or [0])
        width = min(max(min_w, need_w + 2 * PAD), max(max_w, need_w + 2 * PAD))
        while True:
            inner_w = width - 2 * PAD
            blocks = [Block(fonts.wrap(t, size, inner_w, bold), size, bold, color)
                      for (t, _, bold, color), size in zip(texts, sizes) if t]
            height = (2 * PAD + sum(b.height(fonts) for b in blocks) + GAP * len(blocks)
                      + buttons_height(fonts, specs, bsize, inner_w, bh))
            if height <= fit_h or width >= max_w:
                break
            width = min(max_w, width + 40)
        if height <= room_h or all(sz <= MIN_PX for sz in sizes) and bsize <= MIN_PX:
            return width, height, blocks, bsize, bh
        shrink *= 0.92


def lay_out_panel(s: "LessonScene", surface: pygame.Surface, texts: list[tuple[str, float, bool, str]],
                  specs: list[Spec]) -> Panel:
    """The panel for `texts` ((words, size, bold, colour) from the top) and its buttons: at
    home over the log, growing left and then up as its words need; beside the card preview
    while one is shown."""
    fonts = s.table.fonts
    sw, sh = surface.get_size()
    home = s.home_rect(surface)
    widest = max(home.width, min(sw - 16, max(round(sw * 0.6), 320)))
    tall = max(home.height, s.room_above(surface))  # up to the table's buttons above, if any
    width, height, blocks, bsize, bh = _measure(s, texts, specs, home.width, widest, tall, home.bottom - 8)
    rect = pygame.Rect(0, 0, width, max(height, home.height))
    rect.bottomright = home.bottomright
    avoid = s.preview_rect(surface)
    if avoid is not None and rect.colliderect(avoid):
        left_room = avoid.left - GAP - 4
        right_room = sw - 4 - (avoid.right + GAP)
        room = max(left_room, right_room)
        width, height, blocks, bsize, bh = _measure(s, texts, specs, min(home.width, room), room, tall,
                                                    home.bottom - 8)
        rect = pygame.Rect(0, 0, width, height)
        if left_room >= right_room:
            rect.bottomright = (avoid.left - GAP, home.bottom)
        else:
            rect.bottomleft = (avoid.right + GAP, home.bottom)
    rect.clamp_ip(surface.get_rect().inflate(-8, -8))
    y = rect.top + PAD
    for b in blocks:
        b.top = y
        y += b.height(fonts) + GAP
    inner = rect.inflate(-2 * PAD, -2 * PAD)
    buttons = _place_buttons(fonts, specs, bsize, inner, rect.bottom - PAD, bh)
    return Panel(rect, blocks, buttons, bsize)


# ---- the intro and closing boxes ---------------------------------------------------------------

def lay_out_box(s: "LessonScene", surface: pygame.Surface, title: str, text: str,
                specs: list[Spec]) -> Panel:
    """A box in the middle of the window with a title, its words and buttons, all whole."""
    fonts = s.table.fonts
    sw, sh = surface.get_size()
    shrink = 1.0
    while True:
        fs = max(MIN_PX, s.font_size() * shrink)
        tsize, bsize = max(MIN_PX, fs * 1.5), fs
        bh = round(bsize * 2.3)
        need_w = max(button_width(fonts, label, bsize, primary) for label, _, primary, _, _ in specs)
        width = min(sw - 24, max(420, round(fs * 42), need_w + 48))
        inner_w = width - 48
        head = Block(fonts.wrap(title, tsize, inner_w, True), tsize, True, "text")
        body = Block(fonts.wrap(text, max(MIN_PX, fs * 1.05), inner_w), max(MIN_PX, fs * 1.05), False, "text")
        height = (round(fs * 1.2) + head.height(fonts) + round(fs * 1.2) + body.height(fonts) + round(fs * 1.5)
                  + buttons_height(fonts, specs, bsize, inner_w, bh) + 18)
        if height <= sh - 24 or fs <= MIN_PX:
            break
        shrink *= 0.92
    rect = pygame.Rect(0, 0, width, min(height, sh - 24))
    rect.center = (sw // 2, sh // 2)
    head.top = rect.top + round(fs * 1.2)
    body.top = head.top + head.height(fonts) + round(fs * 1.2)
    inner = pygame.Rect(rect.left + 24, rect.top, inner_w, rect.height)
    buttons = _place_buttons(fonts, specs, bsize, inner, rect.bottom - 18, bh, centre=True)
    return Panel(rect, [head, body], buttons, bsize)
