"""The layout editor: move and resize the zones of a layout on the real table, then save
the result as the user's own layout file.

It opens over a running table (pause menu: "Edit table layout") or over a sample
mid-game table (`tabletop layout edit NAME|FILE`). Every zone is shown as a frame with its
name; the table under it is redrawn with the edited layout as the zones move, and the game
waits (nothing is played while the editor is open).

- Mouse: drag a zone to move it; drag a corner or edge handle of the selected zone to
  resize it. Where zones lie over each other (the preview panel lies over the log), the
  smallest is picked first; click again on the same spot for the next one.
- Keys: arrows move the selected zone (Shift+arrows resize it), Tab picks the next zone,
  G turns the grid snap on and off, Ctrl+Z / Ctrl+Y undo and redo, Ctrl+S saves, B moves
  the tool bar to the other edge (it also steps out of the way of the selected zone), Esc
  closes (twice when there are unsaved changes).
- Feedback: the same rules as `tabletop layout check` (`layout.geometry_problems`): zones
  outside the table and zones that overlap where they must not are drawn red and listed;
  a layout with such problems cannot be saved.
- Saving (tabletop/ui/layoutsave.py) asks for a name and writes to the user's layouts
  folder, patching the values that changed into the file's own text (comments kept); a
  shipped layout becomes a short file that extends it. The table then uses the saved file
  (and live reload follows it).

Moves and resizes are clamped to the table and snap to a grid of `GRID` units (when on).
"""

from __future__ import annotations

import dataclasses
import math
from typing import Callable

import pygame

from ..engine.errors import DataError
from ..words import T, msg
from .app import Scene
from .layout import Layout, Misplaced, geometry_problems
from .layoutsave import default_name, plan_save, write_checked
from .editordraw import EditorPainter
from .editorsave import FileProblems, SaveDialog
from .widgets import ButtonWidget, press
from .zoneart import HANDLE_PX, handles

GRID = 10
MIN_SIDE = 10  # the smallest width or height of a zone, in table units
CLICK_PX = 4   # a press that moves less than this is a click, not a drag

Rect = tuple[float, float, float, float]


class LayoutEditor(Scene):
    opaque = False

    def __init__(self, table, on_close: Callable[[], None] | None = None) -> None:
        super().__init__()
        self.table = table
        self.on_close = on_close
        self.saved: Layout = table.layout  # the layout as its file says: changes are counted from it
        self.rects: dict[str, Rect] = {n: tuple(z.rect) for n, z in table.layout.zones.items()}
        self.history: list[dict[str, Rect]] = []
        self.future: list[dict[str, Rect]] = []
        self.selected: str | None = None
        self.snap = True
        self.grid = GRID
        self.drag: dict | None = None
        self.bar_top = False
        self.dialog: SaveDialog | None = None
        self.message: str = T("Drag a zone to move it, its handles to resize it. Ctrl+S saves, Esc closes.")
        self.message_bad = False
        self.confirm_close = False
        self.problems: list[Misplaced] = []
        self.pending = False
        self.mouse = (0, 0)
        self.buttons: list[ButtonWidget] = []
        self.painter = EditorPainter(self)
        self._check()

    def enter(self, app) -> None:
        super().enter(app)
        self.table.input.forget_hover()  # no card preview left open under the frames
        self.table.shown.toasts = []
        self.table.reload.hold(True)

    def leave(self) -> None:
        self.table.reload.hold(False)

    # ---- the edited layout -------------------------------------------------------------
    @property
    def size(self) -> tuple[float, float]:
        return self.saved.size

    @property
    def tr(self):
        return self.table.transform

    def layout(self) -> Layout:
        """The layout as edited: the saved one with the zones where they are now."""
        zones = {n: dataclasses.replace(z, rect=self.rects[n]) for n, z in self.saved.zones.items()}
        return dataclasses.replace(self.saved, zones=zones)

    @property
    def dirty(self) -> bool:
        return any(tuple(z.rect) != self.rects[n] for n, z in self.saved.zones.items())

    @property
    def bad(self) -> set[str]:
        return {p.zone for p in self.problems} | {p.other for p in self.problems if p.other}

    def _check(self) -> None:
        self.problems = geometry_problems(self.layout().zones, self.size, self.saved.card_size)

    def _changed(self) -> None:
        self._check()
        self.pending = True
        self.confirm_close = False

    def _remember(self, before: dict[str, Rect]) -> None:
        if before != self.rects:
            self.history.append(before)
            self.future.clear()

    def undo(self) -> None:
        if not self.history:
            self._say(T("Nothing to undo."), True)
            return
        self.future.append(dict(self.rects))
        self.rects = self.history.pop()
        self._changed()
        self._say(T("Undone."))

    def redo(self) -> None:
        if not self.future:
            self._say(T("Nothing to redo."), True)
            return
        self.history.append(dict(self.rects))
        self.rects = self.future.pop()
        self._changed()
        self._say(T("Redone."))

    def _say(self, text: str, bad: bool = False) -> None:
        self.message, self.message_bad = text, bad

    # ---- geometry ----------------------------------------------------------------------
    def _snap(self, v: float) -> float:
        return round(v / self.grid) * self.grid if self.snap else round(v)

    def moved(self, r: Rect, dx: float, dy: float) -> Rect:
        W, H = self.size
        x = min(max(0.0, self._snap(r[0] + dx)), max(0.0, W - r[2]))
        y = min(max(0.0, self._snap(r[1] + dy)), max(0.0, H - r[3]))
        return (x, y, r[2], r[3])

    def resized_rect(self, r: Rect, mode: str, dx: float, dy: float) -> Rect:
        W, H = self.size
        left, top, right, bottom = r[0], r[1], r[0] + r[2], r[1] + r[3]
        if "w" in mode:
            left = min(max(0.0, self._snap(left + dx)), right - MIN_SIDE)
        if "e" in mode:
            right = max(min(W, self._snap(right + dx)), left + MIN_SIDE)
        if "n" in mode:
            top = min(max(0.0, self._snap(top + dy)), bottom - MIN_SIDE)
        if "s" in mode:
            bottom = max(min(H, self._snap(bottom + dy)), top + MIN_SIDE)
        return (left, top, right - left, bottom - top)

    def zone_px(self, name: str) -> pygame.Rect:
        return pygame.Rect(self.tr.rect(self.rects[name]))

    def zones_at(self, pos) -> list[str]:
        """The zones under a point, smallest first."""
        under = [n for n in self.rects if self.zone_px(n).collidepoint(pos)]
        return sorted(under, key=lambda n: (self.rects[n][2] * self.rects[n][3], n))

    def handle_at(self, pos) -> str | None:
        if self.selected is None:
            return None
        for name, (hx, hy) in handles(self.zone_px(self.selected)).items():
            if abs(pos[0] - hx) <= HANDLE_PX + 2 and abs(pos[1] - hy) <= HANDLE_PX + 2:
                return name
        return None

    # ---- input -------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if self.dialog is not None:
            self.dialog.handle(event)
            return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self._motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            self._down(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.mouse = event.pos
            self._up(event.pos)
        elif event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.type not in (pygame.MOUSEWHEEL, pygame.TEXTINPUT, pygame.KEYUP, pygame.MOUSEBUTTONDOWN,
                                pygame.MOUSEBUTTONUP):
            return False
        return True

    def _down(self, pos) -> None:
        if press(self.buttons, pos):
            return
        if self.app is not None and self.bar_rect(self.app.screen.get_size()).collidepoint(pos):
            return  # the bar is a panel: what lies under it is reached with Tab, or B moves the bar
        grip = self.handle_at(pos)
        if grip is not None and self.selected is not None:
            self.drag = {"zone": self.selected, "mode": grip, "start": pos, "rect": self.rects[self.selected],
                         "before": dict(self.rects), "moved": False, "was_selected": True}
            return
        under = self.zones_at(pos)
        if not under:
            self.selected = None
            return
        was = self.selected in under
        zone = self.selected if was and self.selected is not None else under[0]
        self.selected = zone
        self.drag = {"zone": zone, "mode": "move", "start": pos, "rect": self.rects[zone],
                     "before": dict(self.rects), "moved": False, "was_selected": was, "under": under}

    def _motion(self, pos) -> None:
        d = self.drag
        if d is None:
            return
        if not d["moved"] and math.dist(pos, d["start"]) < CLICK_PX:
            return
        d["moved"] = True
        s = self.tr.scale
        dx, dy = (pos[0] - d["start"][0]) / s, (pos[1] - d["start"][1]) / s
        r = d["rect"]
        new = self.moved(r, dx, dy) if d["mode"] == "move" else self.resized_rect(r, d["mode"], dx, dy)
        if new != self.rects[d["zone"]]:
            self.rects[d["zone"]] = new
            self._changed()

    def _up(self, pos) -> None:
        d, self.drag = self.drag, None
        if d is None:
            return
        if d["moved"]:
            self._remember(d["before"])
            x, y, w, h = self.rects[d["zone"]]
            self._say(f"{d['zone']}: [{x:g}, {y:g}, {w:g}, {h:g}]")
        elif d["was_selected"] and d["mode"] == "move" and len(d.get("under", [])) > 1:
            under = d["under"]  # a click on the selected zone: the next zone under the pointer
            self.selected = under[(under.index(d["zone"]) + 1) % len(under)]

    def _key(self, event) -> None:
        k = event.key
        ctrl = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        shift = event.mod & pygame.KMOD_SHIFT
        if k == pygame.K_ESCAPE:
            self.escape()
        elif ctrl and k == pygame.K_z and shift:
            self.redo()
        elif ctrl and k == pygame.K_z:
            self.undo()
        elif ctrl and k == pygame.K_y:
            self.redo()
        elif ctrl and k == pygame.K_s:
            self.open_save()
        elif k == pygame.K_g:
            self.toggle_snap()
        elif k == pygame.K_b:
            self.bar_top = not self.bar_top
        elif k == pygame.K_TAB:
            names = sorted(self.rects)
            i = names.index(self.selected) if self.selected in names else -1
            self.selected = names[(i + (-1 if shift else 1)) % len(names)]
        elif k in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN) and self.selected:
            step = self.grid if self.snap else 1
            dx = {pygame.K_LEFT: -step, pygame.K_RIGHT: step}.get(k, 0)
            dy = {pygame.K_UP: -step, pygame.K_DOWN: step}.get(k, 0)
            before = dict(self.rects)
            r = self.rects[self.selected]
            self.rects[self.selected] = (self.resized_rect(r, ("e" if dx else "") + ("s" if dy else ""), dx, dy)
                                         if shift else self.moved(r, dx, dy))
            self._remember(before)
            self._changed()

    def toggle_snap(self) -> None:
        self.snap = not self.snap
        self._say(msg("Snap to a grid of {n} units: on.", n=self.grid) if self.snap else T("Snap to grid: off."))

    def escape(self) -> None:
        if self.drag is not None:
            self.rects[self.drag["zone"]] = self.drag["rect"]
            self.drag = None
            self._changed()
            return
        if self.dirty and not self.confirm_close:
            self.confirm_close = True
            self._say(T("Unsaved changes: press Esc again to close without saving them, or Ctrl+S to save."), True)
            return
        self.close()

    def close(self) -> None:
        """Leave the editor; the table goes back to the saved layout."""
        if self.table.layout is not self.saved:
            self.table.set_layout(self.saved)
        if self.app is not None:
            self.app.pop(self)
        if self.on_close:
            self.on_close()

    # ---- saving ------------------------------------------------------------------------
    def open_save(self) -> None:
        if self.problems:
            first = self.problems[0]
            self._say(msg("Cannot save yet: {zone}: {problem}. Move the red zones first (Ctrl+Z undoes).",
                          zone=first.zone, problem=first.message), True)
            return
        self.dialog = SaveDialog(self, default_name(self.saved))
        if self.app is not None:
            self.dialog.lay_out(self.app.screen.get_size())

    def save(self, name: str) -> bool:
        """Save under `name`; the table then uses the saved file. False (and a message) if not."""
        name = name.strip()
        if not name:
            if self.dialog is not None:
                self.dialog.error = T("Give the layout a name.")
            return False
        try:
            plan = plan_save(self.saved, self.rects, name)
            layout = write_checked(plan)
        except (DataError, OSError) as err:
            said = FileProblems(err) if isinstance(err, DataError) else \
                msg("cannot write the file: {why}", why=str(err.strerror or err))
            if self.dialog is not None:
                self.dialog.error = said
            self._say(said, True)
            return False
        self.saved = layout
        self.rects = {n: z.rect for n, z in layout.zones.items()}
        self.table.set_layout(layout)
        self.pending = False
        self.dialog = None
        self._check()
        self._say(msg("Saved as {file}.", file=str(plan.dest)))
        return True

    # ---- time and drawing -----------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.pending:  # at most one table redraw per frame, however many events came
            self.pending = False
            self.table.set_layout(self.layout())

    def resized(self, size) -> None:
        self.painter.forget()

    def problem_line(self, p: Misplaced) -> str:
        return p.line()

    def lay_out(self, size) -> None:
        if self.dialog is not None:
            self.dialog.lay_out(size)

    def draw(self, surface: pygame.Surface) -> None:
        self.painter.draw(surface)

    def bar_rect(self, surface_size) -> pygame.Rect:
        w, h = surface_size
        bh = max(46, round(min(w / 1280, h / 800) * 60))
        top, bottom = pygame.Rect(0, 0, w, bh), pygame.Rect(0, h - bh, w, bh)
        here, there = (top, bottom) if self.bar_top else (bottom, top)
        if self.selected is not None:  # out of the way of the zone being edited
            r = self.zone_px(self.selected)
            if r.colliderect(here) and not r.colliderect(there):
                return there
        return here
