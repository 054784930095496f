"""The mouse on the table: hover, press, drag, drop, click, the wheel.

A press on a piece becomes a drag after a few pixels; a drop over a legal place plays the
action it means (a menu when it means several), a drop anywhere else is refused with the
engine's reason; a click plays the piece's click action, browses a pile or says why not.
The room writes the `Pointer` (the painter, the HUD and the tray read it) and reads what the
table shows; what a drop means is the engine's answer from the seat's view, through the
door (`why_not`) and the adapter (`intent`).
"""

from __future__ import annotations

import math

import pygame

from ...words import T, msg
from ..adapter import GameUI
from ..physics import Physics
from .hits import piece_at, target_at
from .shown import Acts, Shown, Stage

DRAG_START_PX = 5


class TableInput:
    """What the pointer does on the table."""

    def __init__(self, stage: Stage, shown: Shown, physics: Physics, ui: GameUI, door, acts: Acts,
                 buttons, tray, log, computer, at_mouse) -> None:
        self.stage = stage
        self.shown = shown
        self.pointer = shown.pointer
        self.physics = physics
        self.ui = ui
        self.door = door
        self.acts = acts
        self.buttons = buttons
        self.tray = tray
        self.log = log
        self.computer = computer
        self.at_mouse = at_mouse

    # ---- the pointer's state, as other rooms and tests read it --------------------------
    @property
    def dragging(self) -> str | None:
        return self.pointer.dragging

    @property
    def hover_pid(self) -> str | None:
        return self.pointer.hover_pid

    @property
    def mouse(self) -> tuple[int, int]:
        return self.pointer.mouse

    # ---- events ----------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        ptr = self.pointer
        if event.type == pygame.MOUSEMOTION:
            ptr.mouse = event.pos
            ptr.rest = 0.0
            self._motion(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            ptr.mouse = event.pos
            self._down(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            ptr.mouse = event.pos
            self._up(event.pos)
            return True
        if event.type == pygame.MOUSEWHEEL:
            if self.log.log_rect().collidepoint(ptr.mouse):
                self.log.wheel(event.y)
            elif self.buttons.widget_at(ptr.mouse) is not None:
                self.buttons.scroll_choices(-event.y)  # a long list of choices scrolls
            return True
        return False

    def toggle_hints(self) -> None:
        """H: light the legal moves (or not)."""
        ptr = self.pointer
        ptr.show_hints = not ptr.show_hints
        self.acts.notice(T("Showing your legal moves.") if ptr.show_hints else T("Legal moves hidden."))

    def forget_hover(self) -> None:
        """No card preview left open (an overlay came over the table)."""
        self.pointer.hover_pid, self.pointer.hover_time = None, 0.0

    def preview_now(self, pid: str) -> None:
        """Show piece `pid`'s preview at once (the keys' focus is on it)."""
        self.pointer.hover_pid, self.pointer.hover_time = pid, self.stage.layout.hover_delay

    # ---- what is under the pointer -----------------------------------------------------
    def piece_at(self, pos) -> str | None:
        return piece_at(self.stage, self.shown, self.physics, pos)

    def target_at(self, pos, exclude: str | None = None) -> str | None:
        return target_at(self.stage, self.shown, self.physics, pos, exclude)

    # ---- gestures --------------------------------------------------------------------
    def _down(self, pos) -> None:
        if self.log.click(pos):  # (a replay's log too)
            return
        if self.shown.readonly:
            return
        w = self.buttons.widget_at(pos)
        if w is not None:
            if w.enabled:
                w.on_click()
            elif w.why_not:
                self.acts.refuse(w.why_not)
            return
        if self.computer.busy:
            return
        pid = self.piece_at(pos)
        if pid is not None:
            self.pointer.press = (pid, pos)
            if self._can_pick(pid):  # held where it was pressed: nothing moves it from under the pointer
                self.physics.grab(pid, self.stage.transform.to_table(*pos))

    def _motion(self, pos) -> None:
        ptr = self.pointer
        p = self.stage.transform.to_table(*pos)
        self.physics.move_mouse(p)
        if ptr.press is None:  # (a card pressed or held keeps the hand where it is: nothing moves under it)
            self.tray.pointed(p)
        if ptr.press and not ptr.dragging:
            pid, start = ptr.press
            if math.dist(start, pos) >= DRAG_START_PX and self._can_pick(pid):
                ptr.dragging = pid
                if self.physics.grabbed != pid:
                    self.physics.grab(pid, self.stage.transform.to_table(*start))
                self.tray.close()  # (the places to drop it show)
                self.acts.cue("pick")
                self.physics.move_mouse(p)
        self.rehover(pos)

    def rehover(self, pos=None) -> None:
        """The piece under the pointer (at `pos`, or where it rests while the cards move under
        it: a tray opening) is the one hovered; its preview waits anew."""
        ptr = self.pointer
        hovered = self.piece_at(ptr.mouse if pos is None else pos)
        if hovered != ptr.hover_pid:
            ptr.hover_pid = hovered
            ptr.hover_time = 0.0

    def _can_pick(self, pid: str) -> bool:
        piece = self.shown.pieces.get(pid)
        if piece is None:
            return False
        if pid in self.shown.aff.drags:
            return True
        return piece.movable and piece.seat == self.shown.viewer

    def _up(self, pos) -> None:
        ptr = self.pointer
        press, ptr.press = ptr.press, None
        self.tray.pointed(self.stage.transform.to_table(*pos))  # (it heard nothing while pressed)
        if ptr.dragging:
            pid = ptr.dragging
            ptr.dragging = None
            ptr.hover_pid, ptr.hover_time = None, 0.0  # the card flies home: no preview of it
            self.physics.release()
            self.drop(pid, self.target_at(pos, exclude=pid))
            return
        if press is not None:
            pid, _ = press
            self.physics.release()  # (held since the press: it goes back where it stood)
            self.click(pid)

    def cancel_drag(self) -> None:
        self.pointer.dragging = None
        self.pointer.press = None
        self.physics.release()

    def drop(self, pid: str, tid: str | None) -> None:
        """A piece was let go over `tid`: play the action it means, or say why not."""
        shown, acts = self.shown, self.acts
        acting = shown.acting
        legal = shown.aff.drags.get(pid, {})
        if tid is not None and tid in legal and acting is not None:
            options = self.ui.drop_options(self.door.view(acting), acting, pid, tid, shown.aff.drop_actions(pid, tid))
            only = options[0].action if len(options) == 1 and options[0].enabled else None
            if only is not None:
                acts.perform(only)
            elif acts.windowed():
                piece = shown.pieces.get(pid)
                title = msg("{what}:", what=piece.label) if piece is not None and piece.label else T("Choose:")
                acts.pick(title, options, self.pointer.mouse)
            return
        piece = shown.pieces.get(pid)
        if piece is None or acting is None:
            return
        if tid == pid:
            return  # dropped back where it was: nothing meant
        seat = acting if acts.is_human(acting) else shown.viewer
        view = self.door.view(seat)
        intent = self.ui.intent(view, seat, piece, tid)
        if intent == "":
            return  # put back among its own kind (a card dropped on its own hand): nothing meant
        if isinstance(intent, str):
            acts.refuse(intent)
            return
        if intent is not None:
            err = self.door.why_not(intent)
            if err is None:
                acts.perform(intent)
            else:
                acts.refuse(str(err))
            return
        hint = self.ui.drop_hint(view, seat, piece)  # a rule quoted by id, or "" for no word
        if hint:
            acts.refuse(hint)

    def click(self, pid: str) -> None:
        shown, acts = self.shown, self.acts
        if pid in shown.aff.clicks:
            acts.perform(shown.aff.clicks[pid])
            return
        piece = shown.pieces.get(pid)
        if piece is None:
            return
        pile = self.ui.browse(shown.view, piece, shown.viewer)
        if pile is not None and acts.windowed():
            acts.browse(*pile)
            return
        acting = shown.acting
        if acting is None or not acts.is_human(acting):
            return
        intent = self.ui.click_intent(self.door.view(acting), acting, piece)
        if isinstance(intent, str):
            acts.refuse(intent)
        elif intent is not None:
            err = self.door.why_not(intent)
            if err is not None:
                acts.refuse(str(err))
            else:
                acts.perform(intent)
