"""The mouse and the keys on the table: hover, press, drag, drop, click, shortcuts.

A press on a piece becomes a drag after a few pixels; a drop over a legal place plays the
action it means (a menu when it means several), a drop anywhere else is refused with the
engine's reason; a click plays the piece's click action, browses a pile or says why not.
"""

from __future__ import annotations

import math

import pygame

from ..adapter import Target
from ...words import T, msg
from .reads import InputReads

DRAG_START_PX = 5


def _inside(rect, x: float, y: float) -> bool:
    return rect[0] <= x < rect[0] + rect[2] and rect[1] <= y < rect[1] + rect[3]


class TableInput:
    """Where the pointer is, what it holds, and what a gesture means."""

    def __init__(self, table: InputReads) -> None:
        self.table = table
        self.press: tuple[str, tuple[int, int]] | None = None
        self.dragging: str | None = None
        self.hover_pid: str | None = None
        self.hover_time = 0.0
        self.mouse = (0, 0)
        self.show_hints = False

    # ---- events ----------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self._motion(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            self._down(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.mouse = event.pos
            self._up(event.pos)
            return True
        if event.type == pygame.MOUSEWHEEL:
            t = self.table
            rect = t.buttons.log_rect()
            if rect.collidepoint(self.mouse):
                from .hud import log_text_size
                t.news.log.wheel(event.y, t.news.log.most(t.fonts, rect, t.news.log_lines, log_text_size(t)))
            elif self.table.buttons.widget_at(self.mouse) is not None:
                self.table.buttons.scroll_choices(-event.y)  # a long list of choices scrolls
            return True
        if event.type == pygame.KEYDOWN:
            return self.key(event)
        return False

    def key(self, event) -> bool:
        t = self.table
        if t.readonly:
            return False
        ctrl = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        if not ctrl and not self.dragging and t.keys.key(event):  # Tab, the arrows, Enter on a focus
            return True
        if event.key == pygame.K_z and ctrl and event.mod & pygame.KMOD_SHIFT:
            t.redo()
        elif event.key == pygame.K_z and ctrl:
            t.undo()
        elif event.key == pygame.K_y and ctrl:
            t.redo()
        elif event.key == pygame.K_s and ctrl:
            t.save_game()
        elif event.key == pygame.K_m and not ctrl:
            from ..sound import sounds
            t.notice(sounds().toggle())
        elif event.key == pygame.K_o and ctrl:
            t.load_game()
        elif event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            primary = [w for w in t.buttons.widgets if w.primary and w.enabled]
            if primary:
                primary[0].on_click()
        elif event.key == pygame.K_h:
            self.show_hints = not self.show_hints
            t.notice(T("Showing your legal moves.") if self.show_hints else T("Legal moves hidden."))
        elif event.key == pygame.K_ESCAPE:
            if self.dragging:
                self.cancel_drag()
            else:
                from ..menu import PauseMenu
                t.stack.push(PauseMenu(t))
        elif event.key == pygame.K_F1:
            t.open_rules()
        else:
            return False
        return True

    def forget_hover(self) -> None:
        """No card preview left open (an overlay came over the table)."""
        self.hover_pid, self.hover_time = None, 0.0

    def preview_now(self, pid: str) -> None:
        """Show piece `pid`'s preview at once (the keys' focus is on it)."""
        self.hover_pid, self.hover_time = pid, self.table.layout.hover_delay

    # ---- what is under the pointer -----------------------------------------------------
    def to_table(self, pos) -> tuple[float, float]:
        return self.table.transform.to_table(*pos)

    def piece_at(self, pos) -> str | None:
        t = self.table
        hits = t.physics.hits(self.to_table(pos))
        hits = [h for h in hits if h in t.pieces]
        if not hits:
            return None
        return max(hits, key=lambda pid: (t.pieces[pid].z, pid == self.dragging))

    def target_at(self, pos, exclude: str | None = None) -> str | None:
        """The drop place under the pointer: a legal one first, then the topmost."""
        t = self.table
        x, y = self.to_table(pos)
        under = [tg for tg in t.targets.values() if _inside(tg.rect, x, y)]
        for pid in t.physics.hits((x, y)):
            if pid in t.pieces and pid != exclude:
                p = t.pieces[pid]
                under.append(Target(pid, p.rect, z=p.z + 1000))
        if not under:
            return None
        legal = t.aff.drags.get(exclude or "", {})
        good = [tg for tg in under if tg.tid in legal]
        pool = good or under
        return max(pool, key=lambda tg: tg.z).tid

    def screen_pos(self, pid_or_tid: str) -> tuple[int, int]:
        """Where on the screen a piece or drop place is (its centre), for posting events."""
        t = self.table
        if pid_or_tid in t.pieces:
            x, y = t.physics.position(pid_or_tid)
        else:
            rx, ry, rw, rh = t.targets[pid_or_tid].rect
            x, y = rx + rw / 2, ry + rh / 2
        px, py = t.transform.point(x, y)
        return (round(px), round(py))

    def visible_pos(self, pid: str) -> tuple[int, int]:
        """A screen point where a click lands on piece `pid` itself, not on a card over it."""
        t = self.table
        x, y = t.physics.position(pid)
        w, h = t.pieces[pid].size
        for fx, fy in ((0, 0), (-0.3, 0), (-0.4, -0.3), (-0.4, 0.3), (0.3, 0), (0, -0.4), (0, 0.4)):
            px, py = t.transform.point(x + fx * w, y + fy * h)
            pos = (round(px), round(py))
            if self.piece_at(pos) == pid:
                return pos
        return self.screen_pos(pid)

    # ---- gestures --------------------------------------------------------------------
    def _down(self, pos) -> None:
        t = self.table
        if t.readonly:
            return
        w = t.buttons.widget_at(pos)
        if w is not None:
            if w.enabled:
                w.on_click()
            elif w.why_not:
                t.refuse(w.why_not)
            return
        if t.computer.busy:
            return
        pid = self.piece_at(pos)
        if pid is not None:
            self.press = (pid, pos)

    def _motion(self, pos) -> None:
        t = self.table
        p = self.to_table(pos)
        t.physics.move_mouse(p)
        t.tray.pointed(p)
        if self.press and not self.dragging:
            pid, start = self.press
            if math.dist(start, pos) >= DRAG_START_PX and self._can_pick(pid):
                self.dragging = pid
                t.tray.close()  # (the places to drop it show)
                t.cue("pick")
                t.physics.grab(pid, self.to_table(start))
                t.physics.move_mouse(p)
        self.rehover(pos)

    def rehover(self, pos=None) -> None:
        """The piece under the pointer (at `pos`, or where it rests while the cards move under
        it: a tray opening) is the one hovered; its preview waits anew."""
        hovered = self.piece_at(self.mouse if pos is None else pos)
        if hovered != self.hover_pid:
            self.hover_pid = hovered
            self.hover_time = 0.0

    def _can_pick(self, pid: str) -> bool:
        t = self.table
        piece = t.pieces.get(pid)
        if piece is None:
            return False
        if pid in t.aff.drags:
            return True
        return piece.movable and piece.seat == t.seating.viewer

    def _up(self, pos) -> None:
        press, self.press = self.press, None
        if self.dragging:
            pid = self.dragging
            self.dragging = None
            self.hover_pid, self.hover_time = None, 0.0  # the card flies home: no preview of it
            self.table.physics.release()
            self.drop(pid, self.target_at(pos, exclude=pid))
            return
        if press is not None:
            pid, _ = press
            self.click(pid)

    def cancel_drag(self) -> None:
        self.dragging = None
        self.press = None
        self.table.physics.release()

    def drop(self, pid: str, tid: str | None) -> None:
        """A piece was let go over `tid`: play the action it means, or say why not."""
        t = self.table
        legal = t.aff.drags.get(pid, {})
        if tid is not None and tid in legal and t.acting is not None:
            options = t.ui.drop_options(t.state, t.acting, pid, tid, t.aff.drop_actions(pid, tid))
            only = options[0].action if len(options) == 1 and options[0].enabled else None
            if only is not None:
                t.perform(only)
            elif t.app is not None:
                from ..pick import PickScene
                piece = t.pieces.get(pid)
                title = msg("{what}:", what=piece.label) if piece is not None and piece.label else T("Choose:")
                t.app.push(PickScene(t, title, options, self.mouse))
            return
        piece = t.pieces.get(pid)
        if piece is None or t.acting is None:
            return
        if tid == pid:
            return  # dropped back where it was: nothing meant
        seat = t.acting if t.is_human(t.acting) else t.seating.viewer
        intent = t.ui.intent(t.state, seat, piece, tid)
        if intent == "":
            return  # put back among its own kind (a card dropped on its own hand): nothing meant
        if isinstance(intent, str):
            t.refuse(intent)
            return
        if intent is not None:
            err = t.game.refusal(t.state, intent)
            if err is None:
                t.perform(intent)
            else:
                t.refuse(str(err))
            return
        hint = t.ui.drop_hint(t.state, seat, piece)  # a rule quoted by id, or "" for no word
        if hint:
            t.refuse(hint)

    def click(self, pid: str) -> None:
        t = self.table
        if pid in t.aff.clicks:
            t.perform(t.aff.clicks[pid])
            return
        piece = t.pieces.get(pid)
        if piece is None:
            return
        pile = t.ui.browse(t.state, piece, t.seating.viewer)
        if pile is not None and t.app is not None:
            from ..browse import BrowseScene
            t.app.push(BrowseScene(t, *pile))
            return
        if t.acting is None or not t.is_human(t.acting):
            return
        intent = t.ui.click_intent(t.state, t.acting, piece)
        if isinstance(intent, str):
            t.refuse(intent)
        elif intent is not None:
            err = t.game.refusal(t.state, intent)
            if err is not None:
                t.refuse(str(err))
            else:
                t.perform(intent)
