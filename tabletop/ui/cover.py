"""Hot-seat cover: hides the table until the next player at the mouse is ready."""

from __future__ import annotations

import pygame

from .app import Scene
from .theme import blit_text, rounded, shade
from ..words import T, tr


class CoverScene(Scene):
    """An opaque screen: 'Pass the mouse to X'. A click (or Space) shows X's table."""

    opaque = True

    def __init__(self, table, seat: int) -> None:
        super().__init__()
        self.table = table
        self.seat = seat

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = True  # only a click that starts on the cover lifts it
            return True
        if (event.type == pygame.MOUSEBUTTONUP and event.button == 1 and getattr(self, "pressed", False)) or \
                (event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN)):
            self.stack.pop(self)
            self.table.uncover(self.seat)
            return True
        # everything else stops here: nothing of the table may be touched or seen
        return event.type not in (pygame.QUIT, pygame.VIDEORESIZE)

    def draw(self, surface: pygame.Surface) -> None:
        colors = self.table.layout.colors
        fonts = self.table.fonts
        surface.fill(shade(colors["table"], 0.55))
        w, h = surface.get_size()
        s = min(w / 1280, h / 800)
        name = self.table.door.names[self.seat]
        seat_color = colors.get(f"p{self.seat + 1}", colors["text"])
        box = pygame.Rect(0, 0, round(640 * s), round(230 * s))
        box.center = (w // 2, h // 2)
        rounded(surface, colors["panel"], box, 14)
        rounded(surface, seat_color, box, 14, 3)
        blit_text(surface, fonts, tr("Pass the mouse to {who}", who=name), (w / 2, box.top + 60 * s), 34 * s,
                  seat_color, bold=True, anchor="center")
        why = " · ".join(self.table.ui.status(self.table.door.view(None), None)[:2])  # public: what is being asked
        if why:
            blit_text(surface, fonts, why, (w / 2, box.top + 100 * s), 17 * s, colors["selected"], anchor="center")
        blit_text(surface, fonts, T("Everyone else, look away: their hand will be shown."),
                  (w / 2, box.top + 135 * s), 18 * s, colors["text"], anchor="center")
        blit_text(surface, fonts, tr("{who}: click anywhere (or press Space) when you are ready.", who=name),
                  (w / 2, box.top + 180 * s), 18 * s, colors["muted"], anchor="center")
