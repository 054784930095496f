"""The layout editor's save dialog: asks for the layout's name and shows where it will be
written. Enter saves, Esc cancels.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from ..engine.errors import DataError
from ..resources import layouts_dir
from ..words import T, tr
from .layoutsave import destination
from .theme import blit_text, blit_wrapped, rounded, shade
from .widgets import ButtonWidget, press

if TYPE_CHECKING:
    from .editor import LayoutEditor


class FileProblems(str):
    """A DataError as the editor shows it: as a `str` its English text; `said()` gives it in the
    player's words, each problem's place (file, line, key) as it is and what is wrong translated."""

    problems: list

    def __new__(cls, err: DataError) -> "FileProblems":
        self = super().__new__(cls, str(err))
        self.problems = list(err.problems)
        return self

    def said(self) -> str:
        out = []
        for p in self.problems:
            text = str(p)
            where = text[:len(text) - len(str(p.message))]  # "file:line: key: ", a place, not words
            out.append(where + tr(p.message))
        return "\n".join(out)


def said(text: str) -> str:
    """What the editor says (a message, a sentence of parts, a file's problems) in the player's words."""
    return text.said() if isinstance(text, FileProblems) else tr(text)


class SaveDialog:
    """Ask for the layout's name; show where it will be written. Enter saves, Esc cancels."""

    def __init__(self, editor: "LayoutEditor", name: str) -> None:
        self.editor = editor
        self.text = name
        self.error: str = ""
        self.buttons: list[ButtonWidget] = []
        self.scale = 1.0
        self.box = pygame.Rect(0, 0, 0, 0)
        try:
            pygame.key.start_text_input()
        except pygame.error:
            pass

    def dest(self) -> Path | None:
        name = self.text.strip()
        return destination(self.editor.saved, name) if name else None

    def close(self) -> None:
        self.editor.dialog = None
        try:
            pygame.key.stop_text_input()
        except pygame.error:
            pass

    def handle(self, event) -> None:
        if event.type == pygame.TEXTINPUT:
            self.text += event.text
            self.error = ""
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.close()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.submit()
            elif event.key == pygame.K_BACKSPACE:
                self.text = self.text[:-1]
                self.error = ""
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if press(self.buttons, event.pos):
                return

    def submit(self) -> None:
        if self.editor.save(self.text):
            try:
                pygame.key.stop_text_input()
            except pygame.error:
                pass

    def lay_out(self, size) -> None:
        """The box and its buttons in a window of `size` (the editor calls it before drawing)."""
        w, h = size
        s = self.scale = max(0.6, min(w / 1280, h / 800))
        box = self.box = pygame.Rect(0, 0, round(620 * s), round(230 * s))
        box.center = (w // 2, h // 2)
        bw, bh = round(130 * s), round(36 * s)
        self.buttons = [ButtonWidget(T("Save [Enter]"),
                                     pygame.Rect(box.right - 2 * bw - 30 * s, box.bottom - bh - 14 * s, bw, bh),
                                     self.submit, primary=True),
                        ButtonWidget(T("Cancel [Esc]"),
                                     pygame.Rect(box.right - bw - 20 * s, box.bottom - bh - 14 * s, bw, bh),
                                     self.close)]

    def draw(self, surface, colors, fonts) -> None:
        s, box = self.scale, self.box
        rounded(surface, colors["panel"], box, 10)
        rounded(surface, colors["selected"], box, 10, 2)
        fs = 16 * s
        blit_text(surface, fonts, tr("Save layout as"), (box.left + 20 * s, box.top + 16 * s), fs * 1.2,
                  colors["text"], bold=True)
        field = pygame.Rect(box.left + 20 * s, box.top + 52 * s, box.width - 40 * s, 36 * s)
        rounded(surface, shade(colors["panel"], 0.6), field, 5)
        rounded(surface, colors["zone_border"], field, 5, 1)
        shown = blit_text(surface, fonts, self.text, (field.left + 8, field.centery), fs, colors["text"],
                          anchor="midleft")
        pygame.draw.line(surface, colors["selected"], (shown.right + 2, field.top + 6), (shown.right + 2, field.bottom - 6), 2)
        dest = self.dest()
        if dest is None:
            info = tr("Type a name.")
        elif dest.exists():
            info = tr("File: {file}  (replaces it)", file=str(dest))
        elif (layouts_dir() / dest.name).exists():
            info = tr("File: {file}  (used instead of the shipped layout of that name)", file=str(dest))
        else:
            info = tr("File: {file}", file=str(dest))
        r = pygame.Rect(box.left + 20 * s, field.bottom + 8 * s, box.width - 40 * s, 40 * s)
        blit_wrapped(surface, fonts, info, r, fs * 0.8, colors["muted"])
        if self.error:
            r = pygame.Rect(box.left + 20 * s, r.bottom, box.width - 40 * s, box.bottom - r.bottom - 50 * s)
            blit_wrapped(surface, fonts, said(self.error), r, fs * 0.8, colors["refused"])
        for b in self.buttons:
            b.draw(surface, fonts, colors, b.rect.collidepoint(pygame.mouse.get_pos()), fs * 0.9)
