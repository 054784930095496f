"""What is drawn over the table: the status panel, the log, the buttons and race rows, the
"why not?" tooltips, the hint bar, the banner of the line just played, the card preview and
the toasts. Drawing only: nothing here changes state.
"""

from __future__ import annotations

import re

import pygame

from .. import textfit
from ..adapter import GameUI
from ..cardpreview import card_preview, place
from ..theme import blit_wrapped, draw_text, draw_whole, first_fit, rounded, wrapped_height
from ..widgets import draw_tooltip, player_name
from ... import words
from ...words import T
from .column import GAP, PAD
from .hudparts import SameObject
from .shown import Acts, Shown, Stage

HINT_TEXT = T("Drag to play · Click to act · Tab/Enter: play with the keys · Space: pass / next · Ctrl+Z: undo · "
             "Ctrl+Y: redo · H: show legal moves · F1: rules · Ctrl+S: save · M: sound · Esc: menu")


class TableHud:
    """What is drawn over the table, from what it shows (it draws; it changes nothing)."""

    def __init__(self, stage: Stage, shown: Shown, ui: GameUI, door, log, computer, at_mouse, buttons, keys,
                 acts: Acts, column=None) -> None:
        self.stage = stage
        self.shown = shown
        self.ui = ui
        self.door = door
        self.log = log
        self.computer = computer
        self.at_mouse = at_mouse
        self.buttons = buttons
        self.keys = keys
        self.acts = acts
        #: the panels' column: the status lines and where the status stands (column.py)
        self.column = column
        #: the painter that draws this frame: its kept parts, its still layer and card faces
        self.painter = None

    # the module's drawing functions read what they draw through the HUD (`hud`)
    @property
    def layout(self):
        return self.stage.layout

    @property
    def fonts(self):
        return self.stage.fonts

    @property
    def transform(self):
        return self.stage.transform

    def tip(self) -> str:
        """The tooltip of what lies under the resting pointer ("" for none)."""
        return _tip(self)

    def draw(self, surface, over: list | None, painter) -> None:
        """The HUD over the table, drawn by `painter` (whose kept parts and faces it uses)."""
        self.painter = painter
        draw_hud(self, surface, over)


def draw_hud(hud: TableHud, surface, over: list | None = None) -> None:
    """The HUD over the table. `over`: what was drawn over the still layer this frame (the
    moving cards); the status, log, buttons and hint bar are kept drawn while they and what
    lies under them do not change (tabletop/ui/rooms/hudparts.py)."""
    colors = hud.layout.colors
    tr = hud.transform
    shown = hud.shown
    names = shown.names
    fs = hud_text_size(hud)
    painter = hud.painter
    assert painter is not None
    parts = painter.parts
    if over is None:
        over = [surface.get_rect()]  # nothing known of what lies under: every part afresh
    under = painter.layer_builds  # which still layer lies under the parts
    look = (SameObject(colors), SameObject(hud.fonts), fs)
    # status
    column = hud.column
    r = column.status_rect() if column is not None else None
    if r is not None:
        lines = tuple((text, kind, *column.size_of(text, kind, r.width)) for text, kind in column.shown_lines()
                      if kind != "thinking" or hud.computer.busy)
        parts.paint(surface, "status", [r], (under, tuple(r), lines, look),
                    lambda s: _draw_status(hud, s, r, lines), over)
    # log
    z = hud.layout.zones.get("log")
    if z is not None:
        log = hud.log
        rect = log.log_rect()
        parts.paint(surface, "log", [rect], (under, tuple(rect), log.panel.scroll, log.panel.unread,
                                               SameObject(log.log_lines), look),
                    lambda s: draw_log(hud, s, rect, log_text_size(hud), colors), over)
    # buttons
    mouse = shown.pointer.mouse
    hovered = hud.buttons.widget_at(mouse)
    widgets = hud.buttons.widgets
    rows = hud.buttons.round_names
    key = (under, SameObject(widgets), tuple((w.label, tuple(w.rect), w.enabled, w.primary, w.key) for w in widgets),
           next((i for i, w in enumerate(widgets) if w is hovered), -1),
           tuple((seat, tuple(rect), names[seat]) for seat, rect in rows), look)
    parts.paint(surface, "buttons", [w.rect for w in widgets] + [rect for _, rect in rows], key,
                lambda s: _draw_buttons(hud, s, hovered, fs), over)
    if hovered is not None and not hovered.enabled and hovered.why_not:
        over.append(_tooltip(hud, surface, words.tr("Why not? {why}", why=hovered.why_not), mouse))
    elif hovered is not None and hovered.tip:  # what a button does, in the game's words
        over.append(_tooltip(hud, surface, hovered.tip, mouse))
    elif hovered is None and (tip := _tip(hud)):  # a tag's legend, a panel in words
        over.append(_tooltip(hud, surface, tip, mouse))
    elif hovered is None and shown.pointer.show_hints:
        from ..whynot import why_not_piece  # a piece that cannot act: the engine says why
        why = why_not_piece(hud.door, shown, hud.stage)
        if why:
            over.append(_tooltip(hud, surface, words.tr("Why not? {why}", why=why), mouse))
    # hint bar
    z = hud.layout.zones.get("hint")
    if z is not None and z.visible:
        r = pygame.Rect(tr.rect(z.rect))
        text = hud.keys.hint() if hud.keys.focus is not None else (hud.ui.hint or HINT_TEXT)
        skip = hud.keys.skip_hint() if hud.keys.focus is None else ""
        if skip:  # what Space would skip comes first; the keys after it, as many as fit
            text = words.tr("{first} · {rest}", first=skip, rest=text)
        parts.paint(surface, "hint", [r], (under, tuple(r), text, look),
                    lambda s: _draw_hint(hud, s, r, text, fs), over)
    draw_banner(hud, surface, over)
    draw_preview(hud, surface, over)
    ring = hud.keys.draw(surface)  # the keyboard's focus, over everything of the table
    if ring is not None:
        over.append(ring)
    # toasts
    for toast in shown.toasts:
        board = hud.layout.zones.get(hud.ui.board)
        if board is not None:
            br = pygame.Rect(tr.rect(board.rect))
            center = (br.centerx, br.centery)
            width = min(br.width - 20, round(tr.length(520)))
        else:
            center = surface.get_rect().center
            width = 520
        over.append(toast.draw(surface, hud.fonts, center, max(200, width), fs * 1.05, colors).inflate(4, 4))


def _draw_status(hud: TableHud, surface, r: pygame.Rect, lines) -> None:
    """The status: whose turn, which step, what to do (then the legends, what the others did),
    each line whole: the column made it as tall as they need (ui/rooms/column.py)."""
    colors = hud.layout.colors
    rounded(surface, colors["panel"], r, 6)
    y = r.top + PAD
    color = {"head": colors["text"], "last": colors.get("mark", (255, 150, 60))}
    for text, kind, size, bold in lines:
        h = wrapped_height(hud.fonts, text, r.width - 16, size, bold)
        blit_wrapped(surface, hud.fonts, text, pygame.Rect(r.left + 8, y, r.width - 16, h), size,
                     color.get(kind, colors["muted"]), bold=bold)
        y += h + GAP


def _draw_buttons(hud: TableHud, surface, hovered, fs: float) -> None:
    colors = hud.layout.colors
    for w in hud.buttons.widgets:
        w.draw(surface, hud.fonts, colors, w is hovered, fs)
    for seat, rect in hud.buttons.round_names:
        color = colors.get(f"p{seat + 1}", colors["text"])
        rounded(surface, colors["panel"], rect, 5)
        box = rect.inflate(-12, 0)
        draw_whole(surface, hud.fonts, player_name(hud.fonts, hud.shown.names[seat], seat, box.width, fs), box, fs, color,
                   bold=True, align="left")


def _draw_hint(hud: TableHud, surface, r: pygame.Rect, text: str, fs: float) -> None:
    rounded(surface, hud.layout.colors["panel"], r, 4)
    # one line, fitted by its letters (a bar of the standard layout drawn at 1024x600 is lower
    # than the font's whole line box); where it is too long, its last parts are left out whole
    line = hint_line(hud.fonts, text, r.width - 10, fs * 0.85)
    if line:
        draw_whole(surface, hud.fonts, line, r.inflate(-10, 0), fs * 0.85, hud.layout.colors["muted"], align="left")


def hint_line(fonts, text: str, width: int, size: float) -> str:
    """`text` (parts one after another: "Drag to play · F1: rules · ...") as it fits `width`
    pixels whole: all of it, or its first parts ("" when not even the first fits)."""
    text = words.tr(text)
    parts = HINT_PARTS.split(text)
    seps = HINT_PARTS.findall(text)
    for n in range(len(parts), 0, -1):
        line = "".join(p + (seps[i] if i < n - 1 else "") for i, p in enumerate(parts[:n]))
        if first_fit(fonts, [line], width, size) is not None:
            return line
    return ""


#: where a hint's parts meet: " · " (Japanese " ・ ", never the ・ inside a phrase)
HINT_PARTS = re.compile(r"\s+[·・]\s+")


def hud_text_size(hud) -> float:
    """The HUD's text size in pixels at the table's scale."""
    return max(10, hud.transform.length(13))


def log_text_size(hud) -> float:
    """The log's text size in pixels (as the HUD's other text, a little smaller)."""
    return hud_text_size(hud) * 0.95


def draw_log(hud: TableHud, surface, rect: pygame.Rect, size: float, colors: dict) -> None:
    """The log panel, drawn on a copy of what lies under it (its lines are clipped to it)."""
    panel = surface.subsurface(rect.clip(surface.get_rect())).copy()  # what lies under it
    hud.log.panel.draw(panel, hud.fonts, panel.get_rect(), hud.log.log_lines, size, colors)
    surface.blit(panel, rect.topleft)


def draw_preview(hud: TableHud, surface, over: list) -> None:
    """The card under the pointer, large, in the preview zone (a kept part)."""
    z = hud.layout.zones.get("preview")
    ptr, pieces = hud.shown.pointer, hud.shown.pieces
    pid = ptr.hover_pid
    if z is None or pid is None or ptr.dragging or pid not in pieces or hud.acts.covered():
        return
    p = pieces[pid]
    face = p.preview
    if face is None or ptr.hover_time < hud.layout.hover_delay:
        return
    img, box = preview_placed(hud, face, surface.get_size())
    shade = box.inflate(12, 12).move(4, 6)

    painter = hud.painter
    assert painter is not None

    def draw(s) -> None:
        s.blit(_shadow(shade.size), shade)
        s.blit(img, box)

    # kept drawn like the panels (its shadow is translucent: what lies under it is in the key;
    # when it goes, the parts say where it was: hudparts.py `finish`)
    rects = [shade, box]
    painter.parts.paint(surface, "preview", rects, (painter.layer_builds, p.preview, tuple(box), SameObject(hud.fonts)), draw, over)


def preview_placed(hud: TableHud, face: tuple, window: tuple[int, int]) -> tuple[pygame.Surface, pygame.Rect]:
    """The card preview of `face`, whole (ui/cardpreview.py), and where the HUD puts it in a
    window of `window` pixels (a lesson's panel keeps out of its way)."""
    artist = getattr(hud.ui, "artist", None)  # the card's shape is its game's (a territory lies on its side)
    aspect = artist.aspect(face) if artist is not None and hasattr(artist, "aspect") \
        else hud.layout.card_size[0] / hud.layout.card_size[1]
    r = preview_room(hud, aspect)
    img = card_preview(hud.ui, face, hud.fonts, window, r)
    return img, preview_box(hud, img, r, window)


def preview_box(hud: TableHud, img: pygame.Surface, room: pygame.Rect, window: tuple[int, int]) -> pygame.Rect:
    """Where the preview `img` goes: in its `room` (ui/cardpreview.py `place`); a card taller than
    the room would reach over the status or the buttons there, so it stands beside the panels'
    column instead, over the board (on the window's other side where the pointer is there)."""
    box = place(img, room, window)
    panels = [r for r in (hud.column.status_rect() if hud.column is not None else None,
                          *(w.rect for w in hud.buttons.widgets)) if r is not None]
    if box.collidelist(panels) < 0:
        return box
    mouse = hud.shown.pointer.mouse
    column = room.unionall(panels)
    for left in (column.left - img.get_width() - 8, 8, column.right + 8):
        other = img.get_rect(topleft=(left, room.top))
        other = other.clamp(pygame.Rect(8, 8, window[0] - 16, window[1] - 16))
        if other.collidelist(panels) < 0 and not other.collidepoint(mouse):
            return other
    return box


def preview_room(hud: TableHud, aspect: float) -> pygame.Rect:
    """The part of the preview zone that covers neither the prompt (status) nor the buttons shown:
    of the pieces left beside each, the one that holds the largest card of `aspect`."""
    room = pygame.Rect(hud.transform.rect(hud.layout.zones["preview"].rect))
    for name in ("status", "buttons"):
        z = hud.layout.zones.get(name)
        if z is None or not z.visible:
            continue
        ob = pygame.Rect(hud.transform.rect(z.rect))
        if name == "status" and hud.column is not None:
            ob = hud.column.status_rect() or ob  # as tall as its words now
        if name == "buttons" and hud.buttons.widgets:  # the buttons there now, not the whole zone
            ob = hud.buttons.widgets[0].rect.unionall([w.rect for w in hud.buttons.widgets])
        ob = ob.inflate(8, 8)
        if not room.colliderect(ob):
            continue
        pieces = [pygame.Rect(room.left, room.top, ob.left - room.left, room.height),
                  pygame.Rect(ob.right, room.top, room.right - ob.right, room.height),
                  pygame.Rect(room.left, room.top, room.width, ob.top - room.top),
                  pygame.Rect(room.left, ob.bottom, room.width, room.bottom - ob.bottom)]
        pieces = [pc for pc in pieces if pc.width > 0 and pc.height > 0]
        if not pieces:
            continue
        room = max(pieces, key=lambda pc: min(pc.width, pc.height * aspect))
    return room


_shadows: dict = {}


def _shadow(size: tuple[int, int]) -> pygame.Surface:
    """The preview's translucent shadow (kept by size: it was made anew every frame)."""
    img = _shadows.get(size)
    if img is None:
        if len(_shadows) > 16:
            _shadows.clear()
        img = _shadows[size] = pygame.Surface(size, pygame.SRCALPHA)
        img.fill((0, 0, 0, 110))
    return img


def _tip(hud: TableHud) -> str:
    """What lies under a resting pointer, in words, where no card is under it (a card has its
    preview): the legend of a tag on the board, a player's panel spelled out (the adapter's
    `tip_at`)."""
    ptr = hud.shown.pointer
    if ptr.hover_pid is not None or ptr.dragging or ptr.press or ptr.rest < hud.layout.hover_delay or hud.acts.covered():
        return ""
    return hud.ui.tip_at(hud.shown.view, hud.shown.viewer, hud.transform.to_table(*ptr.mouse))


def _tooltip(hud: TableHud, surface, text: str, pos) -> pygame.Rect:
    return draw_tooltip(surface, hud.fonts, hud.layout.colors, text, pos, max(10, hud.transform.length(12)))


def board_rect(hud: TableHud) -> pygame.Rect | None:
    board = hud.layout.zones.get(hud.ui.board)
    return pygame.Rect(hud.transform.rect(board.rect)) if board is not None else None


#: the banner's text laid out: (banner, room, fonts) -> (box size, lines); one is kept
_banner_layout: list = [None, None]


def draw_banner(hud: TableHud, surface, over: list) -> None:
    """The line just played, large, for a moment (a bone's words in a showdown...), inside the
    board's free part (the adapter's `banner_area`), shrunk to fit there; a kept part while it
    does not fade."""
    b = hud.log.banner
    br = board_rect(hud)
    if b is None or br is None:
        return
    tr = hud.transform
    left = b.ttl - b.t
    alpha = 255 if left > 0.5 else max(0, int(255 * left / 0.5))
    area = hud.ui.banner_area(hud.shown.view)
    room = pygame.Rect(tr.rect(area)) if area is not None else br.inflate(-round(tr.length(20)), -round(tr.length(12)))
    key = (SameObject(b), tuple(room), SameObject(hud.fonts), SameObject(hud.layout.colors), tr.length(34))
    if _banner_layout[0] != key:
        _banner_layout[:] = [key, _lay_banner(hud, b, room)]
    size, rows = _banner_layout[1]
    box = pygame.Rect((0, 0), size)
    box.midtop = room.midtop
    painter = hud.painter
    assert painter is not None
    painter.parts.paint(surface, "banner", [box], (painter.layer_builds, key, alpha),
                        lambda s: _draw_banner(hud, s, box, rows, alpha), over)


def _lay_banner(hud, b, room: pygame.Rect) -> tuple:
    """The banner's box size and its lines: (text, pixel size, colour, bold, y)."""
    colors = hud.layout.colors
    tr = hud.transform
    fonts = hud.fonts
    pad = round(tr.length(8))
    width = room.width - 2 * pad
    size, sub = max(14, tr.length(34)), max(10, tr.length(15))
    while True:
        lines = fonts.wrap(b.title, size, width, True)
        sub_lines = fonts.wrap(b.sub, sub, width) if b.sub else []
        lh = fonts.font(size, True).get_linesize()
        slh = fonts.font(sub).get_linesize()
        h = lh * len(lines) + slh * len(sub_lines) + 2 * pad
        if h <= room.height or size <= 14:
            break
        size = max(14, size * 0.9)
        sub = max(10, sub * 0.92)
    widest = max([fonts.font(size, True).size(ln)[0] for ln in lines]
                 + [fonts.font(sub).size(ln)[0] for ln in sub_lines])
    box = (min(room.width, widest + 2 * pad + round(tr.length(16))), min(h, room.height))
    rows = []
    y = pad
    for ln, px, color, bold, step in ([(ln, size, colors["selected"], True, lh) for ln in lines]
                                      + [(ln, sub, colors["text"], False, slh) for ln in sub_lines]):
        if y + step > box[1] - pad // 2:
            break  # (the log has the whole line)
        rows.append((ln, px, color, bold, y))
        y += step
    if not rows and lines and lh <= room.height:
        # a room too low for a line with its margins (a showdown's band at 1024x600 with six
        # players, 28 px): the title alone, centred, rather than an empty frame; the words
        # around the room stay uncovered, and the log has the rest
        rows.append((lines[0], size, colors["selected"], True, (box[1] - lh) // 2))
    return box, rows


def _draw_banner(hud: TableHud, surface, box: pygame.Rect, rows: list, alpha: int) -> None:
    colors = hud.layout.colors
    fonts = hud.fonts
    panel = pygame.Surface(box.size, pygame.SRCALPHA)
    rounded(panel, (*colors["panel"][:3], 225), panel.get_rect(), 10)
    rounded(panel, colors["selected"], panel.get_rect(), 10, 2)
    for ln, px, color, bold, y in rows:
        img = fonts.text(ln, px, color, bold)
        r = img.get_rect(midtop=(box.width // 2, y))
        panel.blit(img, r)
        if textfit.ENABLED:  # checked where it lands: on the table, over what is written there
            textfit.record(surface, img, r.move(box.topleft), ln, box)
    panel.set_alpha(alpha)
    surface.blit(panel, box)
