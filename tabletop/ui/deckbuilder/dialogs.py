"""The deck builder's small windows: a menu to pick from, and the paste box.

Both are scenes on the stack over the builder (Tuxemon's shape), drawn with the table's
theme. The paste box takes a text list typed or pasted into it where the platform's
clipboard is not available to pygame-ce; it also shows a list to copy by hand.
"""

from __future__ import annotations

from typing import Callable, Sequence

import pygame

from ...words import T, tr
from ..app import Scene
from ..theme import MIN_PX, Fonts, blit_text, blit_wrapped, rounded, shade
from ..widgets import ButtonWidget, press


def clipboard_put(text: str) -> bool:
    """Put `text` on the system clipboard; False where pygame-ce cannot reach one."""
    try:
        import pygame.scrap as scrap
        scrap.put_text(text)
        return scrap.get_text() == text
    except (pygame.error, AttributeError, NotImplementedError, ImportError):
        return False


def clipboard_get() -> str | None:
    """The clipboard's text; None where pygame-ce cannot reach a clipboard (or it is empty)."""
    try:
        import pygame.scrap as scrap
        text = scrap.get_text()
    except (pygame.error, AttributeError, NotImplementedError, ImportError):
        return None
    return text or None


def _scale(surface) -> float:
    w, h = surface.get_size()
    return min(w / 1280, h / 800)


class Menu(Scene):
    """A list of choices in a panel; a click picks one, Escape or a click outside closes."""

    opaque = False

    def __init__(self, title: str, options: Sequence[tuple[str, Callable[[], object]]], fonts: Fonts, colors: dict) -> None:
        super().__init__()
        self.title, self.options, self.fonts, self.colors = title, options, fonts, colors
        self.rows: list[pygame.Rect] = []
        self.box = pygame.Rect(0, 0, 0, 0)

    def _layout(self, surface) -> None:
        s = _scale(surface)
        w, h = surface.get_size()
        row = max(24, round(34 * s))
        box = pygame.Rect(0, 0, min(w - 40, round(560 * s)), min(h - 40, row * len(self.options) + round(70 * s)))
        box.center = (w // 2, h // 2)
        self.box = box
        self.rows = [pygame.Rect(box.left + 12, box.top + round(52 * s) + i * row, box.width - 24, row - 4)
                     for i in range(len(self.options))]

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for r, (_, fn) in zip(self.rows, self.options):
                if r.collidepoint(event.pos):
                    self.stack.pop(self)
                    fn()
                    return True
            if not self.box.collidepoint(event.pos):
                self.stack.pop(self)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.stack.pop(self)
            return True
        return event.type in (pygame.KEYDOWN, pygame.TEXTINPUT, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL)

    def draw(self, surface) -> None:
        self._layout(surface)
        s = _scale(surface)
        shadow = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shadow.fill((0, 0, 0, 120))
        surface.blit(shadow, (0, 0))
        rounded(surface, self.colors["panel"], self.box, 10)
        rounded(surface, self.colors["zone_border"], self.box, 10, 2)
        blit_text(surface, self.fonts, tr(self.title), (self.box.left + 16, self.box.top + 14), max(MIN_PX, 18 * s),
                  self.colors["selected"], bold=True)
        mouse = pygame.mouse.get_pos()
        for r, (label, _) in zip(self.rows, self.options):
            hover = r.collidepoint(mouse)
            rounded(surface, self.colors["button_hover" if hover else "button"], r, 6)
            blit_text(surface, self.fonts, tr(label), (r.left + 12, r.centery), max(MIN_PX, 15 * s),
                      self.colors["text"], anchor="midleft")


class PasteBox(Scene):
    """A box of text lines: type or paste a deck list and take it, or read one to copy."""

    opaque = False

    def __init__(self, title: str, fonts: Fonts, colors: dict, on_done: Callable[[str], None] | None = None,
                 text: str = "", note: str = "") -> None:
        super().__init__()
        self.title, self.fonts, self.colors, self.on_done = title, fonts, colors, on_done
        self.text, self.note = text, note
        self.buttons: list[ButtonWidget] = []

    @property
    def readonly(self) -> bool:
        return self.on_done is None

    def enter(self, app) -> None:
        super().enter(app)
        pygame.key.start_text_input()

    def _finish(self, take: bool) -> None:
        self.stack.pop(self)
        if take and self.on_done is not None:
            self.on_done(self.text)

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            press(self.buttons, event.pos)
            return True
        if event.type == pygame.KEYDOWN:
            ctrl = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
            if event.key == pygame.K_ESCAPE:
                self._finish(False)
            elif self.readonly:
                return True
            elif event.key == pygame.K_v and ctrl:
                self.text += clipboard_get() or ""
            elif event.key == pygame.K_RETURN and ctrl:
                self._finish(True)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.text += "\n"
            elif event.key == pygame.K_BACKSPACE:
                self.text = self.text[:-1]
            return True
        if event.type == pygame.TEXTINPUT and not self.readonly:
            self.text += event.text
            return True
        if event.type == pygame.DROPTEXT and not self.readonly:
            self.text += event.text
            return True
        return event.type in (pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL)

    def _box(self, size) -> tuple[pygame.Rect, float]:
        w, h = size
        s = min(w / 1280, h / 800)
        box = pygame.Rect(0, 0, min(w - 40, round(760 * s)), h - round(80 * s))
        box.center = (w // 2, h // 2)
        return box, s

    def lay_out(self, size) -> None:
        """The buttons under the text (what a click finds)."""
        box, s = self._box(size)
        text_size = max(MIN_PX, 14 * s)
        bh = round(36 * s)
        take = T("Use this list")
        labels = [(T("Close"), lambda: self._finish(False))] if self.readonly else \
            [(take, lambda: self._finish(True)), (T("Cancel"), lambda: self._finish(False))]
        self.buttons = []
        x = box.right - 16
        for label, fn in reversed(labels):
            bw = self.fonts.font(text_size).size(tr(label))[0] + round(36 * s)
            r = pygame.Rect(x - bw, box.bottom - bh - 12, bw, bh)
            x = r.left - 10
            self.buttons.append(ButtonWidget(label, r, fn, primary=(label == take)))

    def draw(self, surface) -> None:
        w, h = surface.get_size()
        box, s = self._box((w, h))
        shadow = pygame.Surface((w, h), pygame.SRCALPHA)
        shadow.fill((0, 0, 0, 130))
        surface.blit(shadow, (0, 0))
        rounded(surface, self.colors["panel"], box, 10)
        rounded(surface, self.colors["zone_border"], box, 10, 2)
        size = max(MIN_PX, 14 * s)
        blit_text(surface, self.fonts, tr(self.title), (box.left + 16, box.top + 12), max(MIN_PX, 18 * s),
                  self.colors["selected"], bold=True)
        note = tr(self.note) if self.note else (
            tr("Type or paste (Ctrl+V) lines such as '4 Jackal Spearman'; Ctrl+Enter takes the list.")
            if not self.readonly else "")
        used = blit_wrapped(surface, self.fonts, note, pygame.Rect(box.left + 16, box.top + round(40 * s),
                                                                    box.width - 32, round(44 * s)),
                            size, self.colors["muted"]) if note else 0
        area = pygame.Rect(box.left + 16, box.top + round(44 * s) + used, box.width - 32,
                           box.height - round(44 * s) - used - round(64 * s))
        rounded(surface, shade(self.colors["panel"], 0.7), area, 6)
        lines = self.text.split("\n")
        lh = self.fonts.font(size).get_linesize()
        fit = max(1, (area.height - 8) // lh)
        shown = lines[-fit:]
        y = area.top + 4
        for i, line in enumerate(shown):
            caret = "|" if (i == len(shown) - 1 and not self.readonly) else ""
            blit_text(surface, self.fonts, line + caret, (area.left + 8, y), size, self.colors["text"])
            y += lh
        mouse = pygame.mouse.get_pos()
        for b in self.buttons:
            b.draw(surface, self.fonts, self.colors, b.rect.collidepoint(mouse), size)
