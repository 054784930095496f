"""The keys on the table: the shortcuts, and playing with the keys alone (a focus that moves
through what may act, and Enter to act).

Shortcuts: Ctrl+Z / Ctrl+Y (or Ctrl+Shift+Z) undo and redo, Ctrl+S saves, Ctrl+O loads, M
turns the sound on or off, Space or Enter presses the highlighted button, H lights the legal
moves, Esc puts a held piece back or opens the menu, F1 opens the rules.

- Tab (or an arrow key) moves the focus to the next piece that may be played now (a card to
  drag, a token to move, a territory to click) or button; Shift+Tab (or the other arrows) back.
- Enter on a piece that may be dragged picks it up: the focus then moves through the places it
  may go (the same legal places that light up for the mouse) and Enter drops it there, which
  plays the action exactly as a drop of the mouse would (a menu when it means several).
  Enter on a piece that is only clicked, or on a button, presses it.
- Esc puts a picked-up piece back (with nothing picked up, Esc opens the menu as before).

The focus is drawn as a ring with the keys beside it, and the card in focus is shown in the
preview. The room holds only the focus; what a piece may do comes from the affordances the
engine gave the table (`shown.aff`), and a drop goes through the input room's `drop`.
"""

from __future__ import annotations

import pygame

from ...words import T, tr
from ..physics import Physics
from ..theme import draw_text, line_height, rounded
from .shown import Acts, Shown, Stage

NEXT = (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN)
BACK = (pygame.K_LEFT, pygame.K_UP)
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)

HINT_PIECES = T("Tab: next piece · Enter: pick up or press · Esc: menu")
#: Space on a step with something still to do: what, and that the next Space presses the button
ASK_FIRST = T("Still to do: {undone}. Space again: {button}.")
STILL_TO_DO = T("Still to do: {undone} (Space asks first)")
SPACE_AGAIN = T("Space again: {button} · Still to do: {undone}")
HINT_TARGETS = T("Tab: next place · Enter: play here · Esc: put back")


class KeyFocus:
    """Which piece, place or button has the keyboard's focus, and what Enter does with it."""

    def __init__(self, stage: Stage, shown: Shown, physics: Physics, acts: Acts, buttons, tray, input) -> None:
        self.stage = stage
        self.shown = shown
        self.physics = physics
        self.acts = acts
        self.buttons = buttons
        self.tray = tray
        self.input = input
        self.focus: str | None = None     # a piece id, "button:N", or (holding) a place id
        self.holding: str | None = None   # the piece picked up with Enter
        #: the position (its refresh) on which Space said what it would skip: the next presses
        self.armed: int | None = None

    # ---- the shortcuts ---------------------------------------------------------------
    def shortcut(self, event) -> bool:
        """A key pressed over the table (not in a replay); False: not the table's."""
        acts = self.acts
        ctrl = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        if not ctrl and not self.input.dragging and self.key(event):  # Tab, the arrows, Enter on a focus
            return True
        if event.key == pygame.K_z and ctrl and event.mod & pygame.KMOD_SHIFT:
            acts.redo()
        elif event.key == pygame.K_z and ctrl:
            acts.undo()
        elif event.key == pygame.K_y and ctrl:
            acts.redo()
        elif event.key == pygame.K_s and ctrl:
            acts.save_game()
        elif event.key == pygame.K_m and not ctrl:
            from ..sound import sounds
            acts.notice(sounds().toggle())
        elif event.key == pygame.K_o and ctrl:
            acts.load_game()
        elif event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            primary = [w for w in self.buttons.widgets if w.primary and w.enabled]
            if primary:
                self.space(primary[0])
        elif event.key == pygame.K_h:
            self.input.toggle_hints()
        elif event.key == pygame.K_ESCAPE:
            if self.input.dragging:
                self.input.cancel_drag()
            else:
                acts.menu()
        elif event.key == pygame.K_F1:
            acts.open_rules()
        else:
            return False
        return True

    def space(self, button) -> None:
        """Space (or Enter) presses the highlighted button; where that skips something still to
        do (Food and Gold unspent, a card that could be played, actions left), it first says
        what, and the next Space on the same position presses it."""
        undone = self.shown.aff.left_undone
        if undone and self.armed != self.shown.refreshes:
            self.armed = self.shown.refreshes
            self.acts.notice(tr(ASK_FIRST, undone=undone, button=tr(button.label)))
            self.acts.invalidate()
            return
        self.armed = None
        button.on_click()

    def asking(self) -> bool:
        """Whether a Space asked first, and the next one skips (the position unchanged)."""
        return self.armed is not None and self.armed == self.shown.refreshes

    # ---- what may have the focus -----------------------------------------------------
    def pieces(self) -> list[str]:
        """The pieces that may act now, then the enabled buttons, in reading order."""
        shown = self.shown
        pids = [pid for pid in set(shown.aff.drags) | set(shown.aff.clicks) if pid in shown.pieces]
        pids.sort(key=lambda pid: self._reading(self._rect(pid)))
        buttons = [f"button:{i}" for i, w in enumerate(self.buttons.widgets) if w.enabled]
        return pids + buttons

    def places(self) -> list[str]:
        """Where the piece held may be dropped (the legal places of the mouse's drag)."""
        legal = [tid for tid in self.shown.aff.drags.get(self.holding or "", {}) if self._rect(tid) is not None]
        legal.sort(key=lambda tid: self._reading(self._rect(tid)))
        return legal

    @staticmethod
    def _reading(rect) -> tuple:
        return (round(rect.centery / 40), rect.centerx) if rect is not None else (0, 0)

    def _rect(self, item: str | None) -> pygame.Rect | None:
        """Where `item` is on screen."""
        if item is None:
            return None
        widgets = self.buttons.widgets
        if item.startswith("button:"):
            i = int(item.split(":")[1])
            return widgets[i].rect if i < len(widgets) else None
        shown, transform = self.shown, self.stage.transform
        if item in shown.pieces:
            p = shown.pieces[item]
            x, y = self.physics.position(item)
            w, h = p.size
            return pygame.Rect(transform.rect((x - w / 2, y - h / 2, w, h)))
        if item in shown.targets:
            return pygame.Rect(transform.rect(shown.targets[item].rect))
        return None

    # ---- keys ------------------------------------------------------------------------
    def key(self, event) -> bool:
        """Tab, the arrows, Enter and Esc (while something is held); False: not ours."""
        k = event.key
        back = k in BACK or (k == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
        if k in NEXT or back:
            self.move(-1 if back else 1)
            return True
        if k in ENTER and self.focus is not None:
            self.enter()
            return True
        if k == pygame.K_ESCAPE and self.holding is not None:
            self.put_back()
            return True
        return False

    def move(self, step: int) -> None:
        items = self.places() if self.holding else self.pieces()
        if not items:
            self.focus = None
            self.acts.notice(T("Nothing can be played now.") if not self.holding
                             else T("This piece has nowhere to go now."))
            return
        i = items.index(self.focus) + step if self.focus in items else (0 if step > 0 else -1)
        self.focus = items[i % len(items)]
        self.tray.focused(None if self.holding else self.focus)  # a crowded hand opens
        self._preview(self.holding or self.focus)

    def enter(self) -> None:
        item = self.focus
        if self.holding is not None:
            held, self.holding, self.focus = self.holding, None, None
            self.input.drop(held, item)
            return
        if item is None:
            return
        widgets = self.buttons.widgets
        if item.startswith("button:"):
            i = int(item.split(":")[1])
            self.focus = None
            if i < len(widgets) and widgets[i].enabled:
                widgets[i].on_click()
            return
        drags = self.shown.aff.drags
        if item in drags and drags[item]:
            self.holding, self.focus = item, None
            self.move(1)
            return
        self.focus = None
        self.input.click(item)

    def put_back(self) -> None:
        self.focus, self.holding = self.holding, None

    def forget(self) -> None:
        """The position changed: what had the focus may not act any more."""
        if self.holding is not None and not self.shown.aff.drags.get(self.holding):
            self.holding = None
        if self.focus not in (self.places() if self.holding else self.pieces()):
            self.focus = None

    def _preview(self, pid: str | None) -> None:
        if pid is not None and pid in self.shown.pieces:
            self.input.preview_now(pid)

    # ---- drawing ---------------------------------------------------------------------
    def hint(self) -> str:
        return HINT_TARGETS if self.holding else HINT_PIECES

    def skip_hint(self) -> str:
        """The hint bar while something is still to do before the highlighted button: what, and
        that Space asks first (then presses)."""
        undone = self.shown.aff.left_undone
        if not undone:
            return ""
        primary = next((w for w in self.buttons.widgets if w.primary and w.enabled), None)
        if primary is None:
            return ""
        if self.asking():
            return tr(SPACE_AGAIN, button=tr(primary.label), undone=undone)
        return tr(STILL_TO_DO, undone=undone)

    def draw(self, surface: pygame.Surface) -> pygame.Rect | None:
        """The focus ring (and the piece held, ringed too); returns what it covered."""
        rect = self._rect(self.focus)
        if rect is None:
            return None
        fonts = self.stage.fonts
        colors = self.stage.colors
        ring = rect.inflate(8, 8)
        pygame.draw.rect(surface, (20, 20, 20), ring.inflate(4, 4), 3, border_radius=8)
        pygame.draw.rect(surface, colors.get("selected", (255, 220, 90)), ring, 3, border_radius=8)
        covered = ring.inflate(6, 6)
        held = self._rect(self.holding)
        if held is not None:
            pygame.draw.rect(surface, colors.get("legal", (120, 220, 120)), held.inflate(8, 8), 3, border_radius=8)
            covered = covered.union(held.inflate(10, 10))
        fs = max(12, self.stage.transform.length(12))
        words = tr(self.hint())
        tag_h = line_height(fonts, fs) + 6
        tag_w = min(surface.get_width() - 8, fonts.font(fs).size(words)[0] + 16)
        tag = pygame.Rect(0, 0, tag_w, tag_h)
        tag.midtop = (ring.centerx, ring.bottom + 4)
        if tag.bottom > surface.get_height() - 4:
            tag.midbottom = (ring.centerx, ring.top - 4)
        tag.clamp_ip(surface.get_rect().inflate(-8, -8))
        rounded(surface, colors["panel"], tag, 5)
        draw_text(surface, fonts, words, tag.inflate(-8, 0), fs, colors["text"])
        return covered.union(tag)
