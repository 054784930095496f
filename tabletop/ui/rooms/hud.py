"""What is drawn over the table: the status panel, the log, the buttons and race rows, the
"why not?" tooltips, the hint bar, the banner of the line just played, the card preview and
the toasts. Drawing only: nothing here changes state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..theme import blit_text, blit_wrapped, rounded
from ..widgets import draw_tooltip

if TYPE_CHECKING:
    from ..table import TableScene

HINT_TEXT = ("Drag to play · Click to expend/choose · Space: pass / next · Ctrl+Z: undo · Ctrl+Y: redo · "
             "H: show legal moves · F1: rules · Ctrl+S: save · Esc: menu")


def draw_hud(t: "TableScene", surface) -> None:
    colors = t.layout.colors
    tr = t.transform
    fs = max(10, tr.length(13))
    # status
    z = t.layout.zones.get("status")
    if z is not None:
        r = pygame.Rect(tr.rect(z.rect))
        rounded(surface, colors["panel"], r, 6)
        lines = t.ui.status(t.state, t.looking)
        if t.computer.busy:
            lines = lines + [f"{t.state.names[t.acting]} is thinking..."] if t.acting is not None else lines
        y = r.top + 6
        for i, line in enumerate(lines):
            used = blit_wrapped(surface, t.fonts, line, pygame.Rect(r.left + 8, y, r.width - 16, r.bottom - y),
                                fs * (1.15 if i == 0 else 1.0), colors["text"] if i == 0 else colors["muted"], bold=i == 0)
            y += used + 2
    # log
    z = t.layout.zones.get("log")
    if z is not None:
        t.news.log.draw(surface, t.fonts, t.buttons.log_rect(), t.news.log_lines, fs * 0.95, colors)
    # buttons
    mouse = t.input.mouse
    hovered = t.buttons.widget_at(mouse)
    for w in t.widgets:
        w.draw(surface, t.fonts, colors, w is hovered, fs)
    for seat, rect in t.buttons.round_names:
        color = colors.get(f"p{seat + 1}", colors["text"])
        rounded(surface, colors["panel"], rect, 5)
        name = t.state.names[seat]
        size = fs
        while size > 8 and t.fonts.font(size, True).size(name)[0] > rect.width - 10:
            size -= 0.5
        blit_text(surface, t.fonts, name, (rect.left + 6, rect.centery), size, color, bold=True,
                  anchor="midleft")
    if hovered is not None and not hovered.enabled and hovered.why_not:
        _tooltip(t, surface, "Why not? " + hovered.why_not, mouse)
    elif hovered is None and t.input.show_hints:
        from ..whynot import why_not_piece  # a piece that cannot act: the engine says why
        why = why_not_piece(t)
        if why:
            _tooltip(t, surface, "Why not? " + why, mouse)
    # hint bar
    z = t.layout.zones.get("hint")
    if z is not None and z.visible:
        r = pygame.Rect(tr.rect(z.rect))
        rounded(surface, colors["panel"], r, 4)
        blit_wrapped(surface, t.fonts, t.ui.hint or HINT_TEXT, r.inflate(-10, -4), fs * 0.85, colors["muted"])
    draw_banner(t, surface)
    # preview
    draw_preview(t, surface)
    # toasts
    for toast in t.toasts:
        board = t.layout.zones.get("world") or t.layout.zones.get("showdown")
        if board is not None:
            br = pygame.Rect(tr.rect(board.rect))
            center = (br.centerx, br.centery)
            width = min(br.width - 20, round(tr.length(520)))
        else:
            center = surface.get_rect().center
            width = 520
        toast.draw(surface, t.fonts, center, max(200, width), fs * 1.05, colors)


def draw_preview(t: "TableScene", surface) -> None:
    z = t.layout.zones.get("preview")
    pid = t.hover_pid
    if z is None or pid is None or t.dragging or pid not in t.pieces:
        return
    p = t.pieces[pid]
    if p.preview is None or t.hover_time < t.layout.hover_delay:
        return
    r = pygame.Rect(t.transform.rect(z.rect))
    aspect = t.layout.card_size[0] / t.layout.card_size[1]
    if p.preview and p.preview[0] == "territory":
        aspect = 1 / aspect
    w = min(r.width, round(r.height * aspect))
    h = round(w / aspect)
    img = t.face(p.preview, (w, h))
    box = img.get_rect(center=r.center)
    shadow = pygame.Surface(box.inflate(12, 12).size, pygame.SRCALPHA)
    shadow.fill((0, 0, 0, 110))
    surface.blit(shadow, box.inflate(12, 12).move(4, 6))
    surface.blit(img, box)


def _tooltip(t: "TableScene", surface, text: str, pos) -> None:
    draw_tooltip(surface, t.fonts, t.layout.colors, text, pos, max(10, t.transform.length(12)))


def board_rect(t: "TableScene") -> pygame.Rect | None:
    board = t.layout.zones.get("world") or t.layout.zones.get("showdown")
    return pygame.Rect(t.transform.rect(board.rect)) if board is not None else None


def draw_banner(t: "TableScene", surface) -> None:
    """The line just played, large, for a moment (a bone's words in a showdown...)."""
    b = t.news.banner
    br = board_rect(t)
    if b is None or br is None:
        return
    colors = t.layout.colors
    tr = t.transform
    fonts = t.fonts
    left = b.ttl - b.t
    alpha = 255 if left > 0.5 else max(0, int(255 * left / 0.5))
    size = max(14, tr.length(34))
    width = br.width - round(tr.length(40))
    lines = fonts.wrap(b.title, size, width, True)
    lh = fonts.font(size, True).get_linesize()
    sub = max(10, tr.length(15))
    sub_lines = fonts.wrap(b.sub, sub, width) if b.sub else []
    slh = fonts.font(sub).get_linesize()
    h = lh * len(lines) + slh * len(sub_lines) + round(tr.length(16))
    widest = max([fonts.font(size, True).size(ln)[0] for ln in lines]
                 + [fonts.font(sub).size(ln)[0] for ln in sub_lines])
    box = pygame.Rect(0, 0, min(width + round(tr.length(24)), widest + round(tr.length(40))), h)
    box.midtop = (br.centerx, br.top + round(tr.length(6)))
    panel = pygame.Surface(box.size, pygame.SRCALPHA)
    rounded(panel, (*colors["panel"][:3], 225), panel.get_rect(), 10)
    rounded(panel, colors["selected"], panel.get_rect(), 10, 2)
    y = round(tr.length(8))
    for ln in lines:
        img = fonts.text(ln, size, colors["selected"], bold=True)
        panel.blit(img, img.get_rect(midtop=(box.width // 2, y)))
        y += lh
    for ln in sub_lines:
        img = fonts.text(ln, sub, colors["text"])
        panel.blit(img, img.get_rect(midtop=(box.width // 2, y)))
        y += slh
    panel.set_alpha(alpha)
    surface.blit(panel, box)
