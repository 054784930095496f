"""The table drawn: the background (zones, labels, the adapter's static art, composed once),
the pieces at their physics positions with cached card faces, badges and drop highlights.
`draw()` changes no game state; it only fills caches.

When the window's surface still holds the frame this painter drew last over the same still
layer (nothing else drew there since: `App.scribbles`), a frame is drawn in part: the still
layer is put back only where the last frame drew over it, and the HUD's kept parts that nothing
touched stay as they are (tabletop/ui/rooms/hudparts.py). Either way the pixels are those of a
frame drawn whole (tests/ui/test_hud_parts.py compares them).
"""

from __future__ import annotations

import math

import pygame

from typing import Any, Callable

from ..adapter import GameUI, Piece
from .. import textfit
from ... import words
from ..physics import Physics
from ..theme import blit_text, draw_text, glow, line_height, rounded, shade
from .hits import target_at
from .hudparts import HudParts, SameObject, Stale
from .shown import Shown, Stage
from .tray import TRAY_Z


class TablePainter:
    """Draws the table; keeps the drawn background and card faces."""

    def __init__(self, stage: Stage, shown: Shown, physics: Physics, ui: GameUI, log, computer, tray, hud,
                 window: Callable[[], object]) -> None:
        self.stage = stage
        self.shown = shown
        self.physics = physics
        self.ui = ui
        self.log = log
        self.computer = computer
        self.tray = tray
        self.hud = hud
        #: the table's app (None: a headless table), whose `scribbles` say whether the window
        #: still holds the frame last drawn
        self.window = window
        self.faces: dict = {}
        self.face_builds = 0
        self.background: pygame.Surface | None = None
        #: the still layer: background, decorations, glows and the cards at rest
        self.layer: pygame.Surface | None = None
        self.layer_key: tuple = ()
        self.layer_builds = 0
        #: the HUD's parts kept drawn (status, log, buttons, hint bar)
        self.parts = HudParts()
        #: the frame last drawn and the one last shown in the window (`displayed`): (still layer, size,
        #: the rectangles drawn over the still layer and the kept parts)
        self.drew: tuple | None = None
        self.displayed: tuple | None = None
        #: where the frame last drawn was left: (surface, the app's `scribbles` after it)
        self.canvas: tuple | None = None
        #: where frames drawn since the window got one drew or put the still layer back
        #: (None: too many to say)
        self.unsent: list[pygame.Rect] | None = []
        self.partial_draws = 0  # frames drawn in part (tests and tools count them)
        self.stale_draws = 0    # frames begun in part and drawn whole after all (`Stale`)

    def forget(self) -> None:
        """The window or the layout changed: draw the background and the faces again."""
        self.background = None
        self.layer = None
        self.faces.clear()
        self.parts.forget()

    def turned(self) -> None:
        """The table turned to another player: the background again (the faces stay good)."""
        self.background = None
        self.layer = None
        self.parts.forget()

    def face(self, face: tuple, size: tuple[int, int], quarter: float = 0) -> pygame.Surface:
        """A face at `size` pixels, turned `quarter` quarter turns (an int), or that many
        degrees anticlockwise (a float: a card at rest on a slant); cached."""
        key = (face, size, quarter)
        surf = self.faces.get(key)
        if surf is None:
            if isinstance(quarter, float):
                surf = pygame.transform.rotozoom(self.face(face, size), quarter, 1.0)
            elif quarter:
                surf = pygame.transform.rotate(self.face(face, size), -90 * quarter)
            else:
                surf = self.ui.draw_face(face, size, self.stage.fonts)
                self.face_builds += 1
            self.faces[key] = surf
        return surf

    def _draw_background(self, size) -> pygame.Surface:
        stage, ui = self.stage, self.ui
        tr, fonts, layout = stage.transform, stage.fonts, stage.layout
        bg = pygame.Surface(size).convert()
        colors = layout.colors
        bg.fill(shade(colors["table"], 0.8))
        pygame.draw.rect(bg, colors["table"], tr.rect((0, 0, *layout.size)))
        small = tr.length(11)
        for z in sorted(layout.zones.values(), key=lambda z: z.z):
            if not z.visible or z.kind in ("preview", "buttons", "hint", "log", "status"):
                continue
            r = pygame.Rect(tr.rect(z.rect))
            rounded(bg, z.color or colors["zone"], r, max(2, round(tr.length(6))))
            rounded(bg, colors["zone_border"], r, max(2, round(tr.length(6))), 1)
            label = words.tr(ui.zone_label(z.name, z.label))
            if label:
                line = pygame.Rect(r.left + 4, r.top + 2, r.width - 6, line_height(fonts, small))
                draw_text(bg, fonts, label, line, small, colors["label"], align="left")
        ui.draw_static(bg, tr, fonts)
        return bg

    def draw(self, surface: pygame.Surface) -> None:
        """The still layer (composed again only when it changes), the moving cards, the HUD, and
        the card the player holds (above the panels it crosses)."""
        now = self.shown
        size = surface.get_size()
        if self.background is None or self.background.get_size() != size:
            self.background = self._draw_background(size)
            self.layer = None
        anim = self.computer.anim
        marks = self.log.marks if not anim else None
        shown = anim.piece if anim is not None else None
        physics = self.physics
        restless = physics.restless()
        dragging = now.pointer.dragging
        moving = frozenset(pid for pid in now.pieces if pid == dragging or pid == shown or pid in restless)
        glows = self._highlights()
        key = (size, now.refreshes, now.looking, self.ui.banner_up, moving, tuple(sorted(glows.items())),
               SameObject(marks), self.tray.key)
        if self.layer is None or self.layer_key != key:
            self.layer = self._draw_layer(size, moving, glows, marks, self.layer)
            self.layer_key = key
            self.layer_builds += 1
        app: Any = self.window()
        restored = None
        if (not textfit.ENABLED and app is not None and self.canvas == (surface, app.scribbles)
                and self.drew is not None and self.drew[:2] == (self.layer_builds, size)
                and self.parts.onscreen is not None):
            restored = [r.clip(surface.get_rect()) for r in self.drew[2]]
        self.canvas = None
        onscreen = self.parts.onscreen
        try:
            self._draw_over(surface, size, moving, marks, shown, restored)
        except Stale:
            self.stale_draws += 1
            self.parts.onscreen = onscreen  # (as the last frame left them)
            restored = None
            self._draw_over(surface, size, moving, marks, shown, None)
        if restored is not None:
            self.partial_draws += 1
        if self.unsent is not None:  # what changed since the window got a frame
            self.unsent += self.drew[2] + (restored or []) + self.parts.pasted  # type: ignore[index]
            if len(self.unsent) > 400:
                self.unsent = None
        if app is not None and surface is app.screen:
            self.canvas = (surface, app.scribbles + 1)  # (App.draw counts this draw)

    def _draw_over(self, surface, size, moving: frozenset, marks, shown, restored: list | None) -> None:
        """The still layer (whole, or put back over `restored`), then what lies over it."""
        now = self.shown
        assert self.layer is not None
        if restored is None:
            surface.blit(self.layer, (0, 0))
            textfit.blitted(self.layer, surface)
        else:
            for r in restored:
                surface.blit(self.layer, r, r)
        self.parts.begin(surface, self.layer, restored)
        dragged = now.pointer.dragging
        order = sorted((now.pieces[pid] for pid in moving), key=lambda p: (p.pid == dragged or p.pid == shown, p.z))
        over: list[pygame.Rect] = []  # what is drawn over the still layer: the HUD's parts under it are drawn afresh
        held = now.pieces.get(dragged) if dragged is not None and dragged in moving else None
        for p in order:
            if p is not held:
                self._draw_piece(surface, p, over)
        if marks:  # (those of the cards at rest are in the still layer)
            self._draw_marks(surface, marks, over, moving)
        self.hud.draw(surface, over, self)
        self.parts.finish(surface, over)
        if held is not None:  # the card in the player's hand stays above the panels it crosses
            self._draw_piece(surface, held, over)
        self.drew = (self.layer_builds, size, over)

    def presented(self) -> None:
        """The frame last drawn is in the window now."""
        self.displayed = self.drew
        self.unsent = []

    def changed(self) -> list[pygame.Rect] | None:
        """Where the frame last drawn differs from the one in the window (None: maybe
        anywhere). Both are the same still layer and the same kept parts everywhere but
        where a frame drew over it since (the moving cards, the marks, the parts drawn afresh
        or gone, the tooltip, the toasts) or put it back, and where the window's frame drew
        over it. (Frames drawn and not shown, a screenshot's, count too.)"""
        if self.drew is None or self.displayed is None or self.drew[:2] != self.displayed[:2] or self.unsent is None:
            return None
        bounds = pygame.Rect(0, 0, *self.drew[1])
        return [r.clip(bounds) for r in self.displayed[2] + self.unsent if r.colliderect(bounds)]

    def _draw_layer(self, size, moving: frozenset, glows: dict[str, float], marks,
                    old: pygame.Surface | None = None) -> pygame.Surface:
        """What does not move: the background, the zones' decorations, the glows of the drop
        places, the trails of the others' moves and every card at rest (a card in motion is
        drawn over it each frame)."""
        now = self.shown
        # the old layer's pixels are covered whole by the background (a new window-sized
        # surface cost 20-35 ms of page faults and conversion on a loaded machine)
        layer = old if old is not None and old.get_size() == size else pygame.Surface(size).convert()
        textfit.new_frame(layer)  # (its texts are recorded anew)
        if self.background is not None:
            layer.blit(self.background, (0, 0))
        self.ui.draw_dynamic(layer, self.stage.transform, self.stage.fonts, now.view, now.looking)
        self._draw_glows(layer, glows)
        if marks:
            self._draw_trails(layer, marks["trails"])
        tray, over = self.tray.rect, True  # (the tags over the cards, then an open hand tray over all)
        for p in sorted((p for p in now.pieces.values() if p.pid not in moving), key=lambda p: p.z):
            if over and p.z >= TRAY_Z:
                over = self._draw_over_cards(layer, tray)
            self._draw_piece(layer, p)
        if over:
            self._draw_over_cards(layer, tray)
        if marks:
            self._draw_marks(layer, marks, [], frozenset(now.pieces) - moving)
        return layer

    def _draw_over_cards(self, layer, tray) -> bool:
        """What lies over the cards at rest: the game's tags, and the panel of an open tray."""
        self.ui.draw_over(layer, self.stage.transform, self.stage.fonts, self.shown.view, self.shown.looking)
        if tray is not None:
            self._draw_tray(layer, tray)
        return False

    def _draw_tray(self, surface, rect) -> None:
        """The panel of an open hand tray (ui/rooms/tray.py), over the table under it."""
        tr, colors = self.stage.transform, self.stage.colors
        r = pygame.Rect(tr.rect(rect))
        radius = max(3, round(tr.length(8)))
        rounded(surface, shade(colors["panel"], 0.9), r, radius)
        rounded(surface, colors["selected"], r, radius, max(1, round(tr.length(2))))

    # ---- what the others just did ------------------------------------------------------
    def _draw_trails(self, surface, trails) -> None:
        """A dotted trail with an arrowhead from each square a token left to where it is."""
        tr = self.stage.transform
        width = max(2, round(tr.length(3)))
        for x0, y0, x1, y1, color in trails:
            a, b = tr.point(x0, y0), tr.point(x1, y1)
            length = math.dist(a, b)
            if length < 4:
                continue
            ux, uy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
            step = max(8.0, tr.length(12))
            d = 0.0
            while d < length - step:
                p0 = (a[0] + ux * d, a[1] + uy * d)
                p1 = (a[0] + ux * min(length, d + step * 0.6), a[1] + uy * min(length, d + step * 0.6))
                pygame.draw.line(surface, color, p0, p1, width)
                d += step
            head = max(6.0, tr.length(10))
            tip = (b[0] - ux * tr.length(14), b[1] - uy * tr.length(14))
            pts = [tip, (tip[0] - ux * head - uy * head * 0.6, tip[1] - uy * head + ux * head * 0.6),
                   (tip[0] - ux * head + uy * head * 0.6, tip[1] - uy * head - ux * head * 0.6)]
            pygame.draw.polygon(surface, color, pts)
            pygame.draw.circle(surface, color, (round(a[0]), round(a[1])), max(3, round(tr.length(5))), width)

    def _draw_marks(self, surface, marks, over: list, pids: frozenset) -> None:
        """A glow round each card another player played, expended or hit, and the damage it
        took (of the pieces `pids`)."""
        tr = self.stage.transform
        fonts = self.stage.fonts
        colors = self.stage.colors
        mark = colors.get("mark", (255, 150, 60))
        radius = max(3, round(tr.length(6)))
        for cid, kind in marks["glow"].items():
            pid = f"card:{cid}"
            if pid not in pids:
                continue
            r = self._piece_rect(pid)
            color = (235, 70, 60) if kind in self.ui.hit_kinds else mark
            img = glow(r.size, color, radius, 3)
            over.append(surface.blit(img, (r.left - 6, r.top - 6)))
        size = max(14, tr.length(18))
        for cid, text in marks["numbers"].items():
            pid = f"card:{cid}"
            if pid not in pids:
                continue
            r = self._piece_rect(pid)
            img = fonts.text(text, size, (255, 255, 255), bold=True)
            box = img.get_rect(topleft=(r.left + 2, r.top + 2)).inflate(8, 2)
            rounded(surface, (200, 40, 40), box, box.height // 2)
            over.append(box.inflate(4, 4))
            blit_text(surface, fonts, text, box.center, size, (255, 255, 255), bold=True, anchor="center", box=box)

    def _piece_rect(self, pid: str) -> pygame.Rect:
        p = self.shown.pieces[pid]
        x, y = self.physics.position(pid)
        w, h = p.size
        if abs(math.sin(self.physics.angle(pid))) > 0.7:
            w, h = h, w
        return pygame.Rect(self.stage.transform.rect((x - w / 2, y - h / 2, w, h)))

    def _draw_piece(self, surface, p: Piece, over: list | None = None) -> None:
        """Draw piece `p`; what it covers is added to `over` (a card in motion)."""
        tr = self.stage.transform
        physics = self.physics
        x, y = physics.position(p.pid)
        ang = physics.angle(p.pid)
        w, h = max(2, round(tr.length(p.size[0]))), max(2, round(tr.length(p.size[1])))
        quarter = round(ang / (math.pi / 2))
        if abs(ang - quarter * math.pi / 2) < 1e-6:
            img = self.face(p.face, (w, h), quarter % 4)
        elif abs(ang - physics.bodies[p.pid].target_angle) < 1e-9:
            img = self.face(p.face, (w, h), round(-math.degrees(ang), 1))  # at rest on a slant: cached
        else:
            img = pygame.transform.rotate(self.face(p.face, (w, h)), -math.degrees(ang))
        cx, cy = tr.point(x, y)
        rect = img.get_rect(center=(round(cx), round(cy)))
        if p.pid == self.shown.pointer.dragging:
            shadow = pygame.Surface(rect.size, pygame.SRCALPHA)
            shadow.fill((0, 0, 0, 70))
            drawn = surface.blit(shadow, rect.move(5, 7))
            if over is not None:
                over.append(drawn)
        drawn = surface.blit(img, rect)
        if over is not None:
            over.append(drawn)
        if p.badges:
            self._draw_badges(surface, p, rect, over)

    def _draw_badges(self, surface, p: Piece, rect: pygame.Rect, over: list | None = None) -> None:
        colors = self.stage.colors
        size = max(10, self.stage.transform.length(12))
        x = rect.right - 2
        for kind, value in p.badges:
            color = {"damage": (200, 40, 40), "count": (40, 40, 40), "next": colors["selected"]}.get(kind, (60, 60, 60))
            text = self.stage.fonts.text(str(value), size, (255, 255, 255), bold=True)
            r = max(text.get_width(), text.get_height()) // 2 + 3
            # a pile's count at the middle of its top card, clear of the name band (a discard
            # pile read "Ra" and a 6 over "id"); the others at the top right corner
            y = rect.centery if kind == "count" else rect.top + r + 2
            pygame.draw.circle(surface, color, (x - r, y), r)
            drawn = pygame.draw.circle(surface, (255, 255, 255), (x - r, y), r, 1)
            if over is not None:
                over.append(drawn.inflate(2, 2))
            at = text.get_rect(center=(x - r, y))
            surface.blit(text, at)
            if textfit.ENABLED:
                textfit.record(surface, text, at, str(value), None)
            x -= 2 * r + 2

    def _target_rect(self, tid: str) -> tuple | None:
        shown = self.shown
        if tid in shown.targets:
            return shown.targets[tid].rect
        if tid in shown.pieces:
            return shown.pieces[tid].rect
        return None

    def _highlights(self) -> dict[str, float]:
        """The drop places (and pieces) that glow now, and how strongly."""
        shown = self.shown
        ptr, aff = shown.pointer, shown.aff
        show: dict[str, float] = {}
        if ptr.dragging:
            under = target_at(self.stage, shown, self.physics, ptr.mouse, exclude=ptr.dragging)
            for tid in aff.drags.get(ptr.dragging, {}):
                show[tid] = 1.0 if tid == under else 0.6
        elif ptr.show_hints and not self.computer.anim:
            for pid in list(aff.drags) + list(aff.clicks):
                show[pid] = 0.6
            if ptr.hover_pid in aff.drags:
                for tid in aff.drags[ptr.hover_pid]:
                    show[tid] = 0.9
        return show

    def _draw_glows(self, surface, show: dict[str, float]) -> None:
        colors = self.stage.colors
        tr = self.stage.transform
        radius = max(3, round(tr.length(6)))
        for tid, strength in show.items():
            rect = self._target_rect(tid)
            if rect is None:
                continue
            r = pygame.Rect(tr.rect(rect))
            color = colors["legal"] if strength >= 0.9 else shade(colors["legal"], 0.8)
            thick = 4 if strength >= 0.9 else 3
            img = glow(r.size, color, radius, thick)
            surface.blit(img, (r.left - thick * 2, r.top - thick * 2))
