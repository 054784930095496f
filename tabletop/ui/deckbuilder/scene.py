"""The deck builder scene: mouse and keys in, changes to the deck model out.

Click a card of the pool (or drag it onto the deck) to add a copy; right-click it, press the
"−" of its deck row, or drag the row out of the deck to take one away. Typing goes to the
search box (Enter adds the first card found); Ctrl+Z / Ctrl+Y undo and redo, Ctrl+S saves,
Ctrl+C / Ctrl+V copy and paste the deck as a text list. A deck file dropped on the window is
opened. Every change is kept in a draft file at once, so a crash loses nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import pygame

from ...engine.errors import DataError
from ...games import get_game
from ... import words
from ...words import T, msg
from .. import cardimage
from ..app import Scene
from ..layout import DEFAULT_COLORS, parse_color
from ..theme import Fonts
from .commands import BuilderActions
from .draw import draw_builder
from .geometry import Frame, deck_lines, frame
from .info import deck_info
from .model import DeckModel
from .poolview import PoolView

COLORS = {k: parse_color(v) for k, v in DEFAULT_COLORS.items()}


@dataclass
class Drag:
    source: str  # "pool" or "deck"
    key: str
    pile: str
    start: tuple[int, int]
    moving: bool = False


class DeckBuilder(BuilderActions, Scene):
    def __init__(self, game: str, path: str | Path | None = None, on_close: Callable[[], object] | None = None) -> None:
        super().__init__()
        self.game = get_game(game)
        self.info = deck_info(self.game)
        self.model = DeckModel(self.game)
        self.pool = PoolView(self.game, self.info)
        self.fonts = Fonts()
        self.card_fonts = Fonts()  # card faces follow the artists' own sizes (tabletop/ui/cardkit.py)
        self.colors = COLORS
        self.on_close = on_close
        self.focus = "search"
        self.name_edit = ""
        self.scroll = {"pool": 0, "deck": 0, "problems": 0}
        self.mouse = (0, 0)
        self.hover_key: str | None = None
        self.drag: Drag | None = None
        self.message, self.message_bad = "", False
        self.problems: list[tuple[str, str]] = []
        self._faces: dict = {}
        self._pictures_said = len(cardimage.messages)
        self._frame: tuple | None = None
        if path is not None:
            try:
                self.model.open(Path(path))
                self.say(msg("Opened {file}", file=str(path)))
            except DataError as err:
                self.say(str(err), bad=True)
        else:
            try:
                if self.model.restore_draft():
                    self.say(T("Your unsaved deck from last time is back (a draft kept through a crash or a close)."))
            except DataError as err:
                kept = self.model.set_draft_aside()
                self.say(msg("Your unsaved deck from last time cannot be read; it is kept as {file}:\n{problems}",
                             file=str(kept), problems=str(err)), bad=True)
        left_out = getattr(self.game.pool, "refused", [])
        if left_out:  # the user's cards the game could not take: said, the rest is there
            cards = "\n".join(str(p) for p in left_out[:6])
            self.say(msg("{n} of your cards are left out:\n{cards}\n{before}", n=len(left_out), cards=cards,
                         before=self.message) if self.message else
                     msg("{n} of your cards are left out:\n{cards}", n=len(left_out), cards=cards), bad=True)
        self.refresh()

    # ---- helpers --------------------------------------------------------------------
    def say(self, text: str, bad: bool = False) -> None:
        self.message, self.message_bad = text, bad

    def refresh(self) -> None:
        self.problems = self.model.problems()
        self.scroll["problems"] = min(self.scroll.get("problems", 0), max(0, len(self.problems) - 1))
        self._frame = None

    def frame(self) -> Frame:
        size = self.app.screen.get_size() if self.app else (1280, 800)
        key = (size, self.model.snapshot(), self.pool.query, tuple(self.pool.choice), self.pool.sort,
               tuple(self.scroll.values()), words.language())
        if self._frame is None or self._frame[0] != key:
            self._frame = (key, frame(self, size, self.fonts))
        return self._frame[1]

    def pile_order(self) -> list[str]:
        return [p for p in self.game.deck_piles if p != "main"] + ["main"]

    def face(self, card, size):
        key = (card.key, size)
        img = self._faces.get(key)
        if img is None:
            if len(self._faces) > 60:
                self._faces.clear()
            img = self._faces[key] = self.info.face(card, size, self.card_fonts)
        return img

    def preview_card(self):
        key = self.drag.key if self.drag is not None else self.hover_key
        if key is None:
            first = next((k for p in self.pile_order() for k in self.model.piles.get(p, {})), None)
            key = first
        return self.game.pool[key] if key is not None and key in self.game.pool else None

    def button_enabled(self, action: str) -> bool:
        if action == "undo":
            return bool(self.model.undo_stack)
        if action == "redo":
            return bool(self.model.redo_stack)
        if action == "play":
            return not self.problems
        return True

    def button_why_not(self, action: str) -> str:
        """Why a greyed-out button does nothing now, in the player's words (shown on hover)."""
        if self.button_enabled(action):
            return ""
        if action == "undo":
            return T("Nothing to undo yet.")
        if action == "redo":
            return T("Nothing to redo.")
        if action == "play":
            first = self.problems[0][1] if self.problems else ""
            if len(self.problems) > 1:
                return msg("The deck is not legal yet: {problem} (and {n} more, listed under Problems)",
                           problem=first, n=len(self.problems) - 1)
            return msg("The deck is not legal yet: {problem}", problem=first)
        return ""

    # ---- actions --------------------------------------------------------------------
    def add(self, key: str, pile: str | None = None) -> None:
        self.model.add(key, pile)
        self.refresh()
        self.reveal(key, pile or self.model.pile_of(key))

    def reveal(self, key: str, pile: str) -> None:
        """Scroll the deck panel so that the row of `key` shows."""
        lines = deck_lines(self)
        if ("card", pile, key) not in lines:
            return
        i, fit = lines.index(("card", pile, key)), self.frame().deck_fit
        if i < self.scroll["deck"]:
            self.scroll["deck"] = max(0, i - 1)
        elif i >= self.scroll["deck"] + fit:
            self.scroll["deck"] = i - fit + 1

    def remove(self, key: str, pile: str | None = None) -> None:
        self.model.remove(key, pile)
        self.refresh()

    # ---- events ---------------------------------------------------------------------
    def enter(self, app) -> None:
        super().enter(app)
        pygame.key.start_text_input()

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            it = self.frame().at(event.pos)
            if it is not None and it.kind in ("pool", "deck", "plus", "minus"):
                self.hover_key = it.key
            if self.drag is not None and not self.drag.moving:
                dx, dy = event.pos[0] - self.drag.start[0], event.pos[1] - self.drag.start[1]
                self.drag.moving = dx * dx + dy * dy > 36
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.mouse = event.pos
            return self._press(event)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._release(event.pos)
            return True
        if event.type == pygame.MOUSEWHEEL:
            f = self.frame()
            which = next((k for k, r in (("pool", f.pool), ("deck", f.deck), ("problems", f.problems))
                          if r.collidepoint(self.mouse)), None)
            if which == "problems":
                self.scroll[which] = max(0, min(len(self.problems) - 1, self.scroll[which] - event.y))
            elif which:
                self.scroll[which] = max(0, self.scroll[which] - event.y * 3)
            return True
        if event.type == pygame.TEXTINPUT:
            self._type(event.text)
            return True
        if event.type == pygame.KEYDOWN:
            self._key(event)
            return True
        if event.type == pygame.DROPFILE:
            self._open(event.file)
            return True
        return False

    def _press(self, event) -> bool:
        it = self.frame().at(event.pos)
        if self.focus == "name" and (it is None or it.key != "name"):
            self._commit_name()
        if it is None:
            return True
        if event.button == 3:
            if it.kind in ("pool", "deck", "plus", "minus"):
                self.remove(it.key, it.pile or None)
            elif it.kind == "chip":
                self._chip(it.index, -1)
            elif it.kind == "side":
                self.cycle_side(-1)
            return True
        if event.button != 1:
            return True
        self.message = "" if not self.message_bad else self.message
        if it.kind == "button":
            if self.button_enabled(it.key):
                self.act(it.key)
            elif it.key == "play":
                self.say(msg("Fix the {n} problems first: a game needs a legal deck.", n=len(self.problems)), bad=True)
        elif it.kind == "field":
            self.focus = it.key
            if it.key == "name":
                self.name_edit = self.model.name
        elif it.kind == "chip":
            self._chip(it.index, 1)
        elif it.kind == "side":
            self.cycle_side(1)
        elif it.kind == "plus":
            self.add(it.key, it.pile)
        elif it.kind == "minus":
            self.remove(it.key, it.pile)
        elif it.kind in ("pool", "deck"):
            self.drag = Drag(it.kind, it.key, it.pile, event.pos)
        return True

    def _release(self, pos) -> None:
        drag, self.drag = self.drag, None
        if drag is None:
            return
        f = self.frame()
        if drag.source == "pool" and (not drag.moving or f.deck.collidepoint(pos) or f.problems.collidepoint(pos)):
            self.add(drag.key)
        elif drag.source == "deck" and drag.moving and not f.deck.collidepoint(pos):
            self.remove(drag.key, drag.pile)

    def _chip(self, index: int, step: int) -> None:
        if index < 0:
            self.pool.cycle_sort(step)
        else:
            self.pool.cycle(index, step)
        self.scroll["pool"] = 0

    def _type(self, text: str) -> None:
        if self.focus == "name":
            self.name_edit += text
        else:
            self.pool.query += text
            self.scroll["pool"] = 0

    def _commit_name(self) -> None:
        self.focus = "search"
        if self.name_edit.strip() and self.name_edit.strip() != self.model.name:
            self.model.rename(self.name_edit)
            self.refresh()

    def _key(self, event) -> None:
        ctrl = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        shift = event.mod & pygame.KMOD_SHIFT
        k = event.key
        if ctrl:
            actions = {pygame.K_z: "redo" if shift else "undo", pygame.K_y: "redo", pygame.K_s: "save",
                       pygame.K_c: "copy", pygame.K_v: "paste"}
            if k in actions:
                self.act(actions[k])
            elif k == pygame.K_f:
                self.focus = "search"
            return
        if self.focus == "name":
            if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB):
                self._commit_name()
            elif k == pygame.K_ESCAPE:
                self.focus = "search"
            elif k == pygame.K_BACKSPACE:
                self.name_edit = self.name_edit[:-1]
            return
        if k == pygame.K_BACKSPACE:
            self.pool.query = self.pool.query[:-1]
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            cards = self.pool.cards()
            if self.pool.query and cards:
                self.add(cards[0].key)
                self.say(msg("Added {card}.", card=cards[0].name))
        elif k == pygame.K_ESCAPE:
            if self.pool.query:
                self.pool.query = ""
            else:
                self.do_back()

    def update(self, dt: float) -> None:
        if len(cardimage.messages) > self._pictures_said:  # a card's picture could not be shown
            self._pictures_said = len(cardimage.messages)
            self.say(cardimage.messages[-1], bad=True)
            if self.app is not None:
                self.app.invalidate()  # the resting main loop draws the message at once

    # ---- drawing --------------------------------------------------------------------
    def draw(self, surface) -> None:
        draw_builder(self, surface, self.frame())

    def resized(self, size) -> None:
        self._frame = None
