"""The table's buttons: the adapter's buttons and choices, Undo, Redo and Menu in the buttons
zone, and in an answer race one row per human asked (their answers, "show my cards").
"""

from __future__ import annotations

from typing import Callable

import pygame

from ...words import T, msg
from ..adapter import GameUI
from ..widgets import ButtonWidget
from .column import text_size
from .shown import Acts, Shown, Stage


class TableButtons:
    """The widgets on screen now, placed from the layout and the affordances."""

    def __init__(self, stage: Stage, shown: Shown, door, ui: GameUI, at_mouse, acts: Acts,
                 undo_refusal: Callable[[], str], column=None) -> None:
        self.stage = stage
        self.shown = shown
        self.door = door
        self.ui = ui
        self.at_mouse = at_mouse
        self.acts = acts
        #: why Undo would be refused now ("" when it would not): ui/rooms/undo.py
        self.undo_refusal = undo_refusal
        #: the panels' column: the buttons stand under the status, however tall it is (column.py)
        self.column = column
        self.widgets: list[ButtonWidget] = []
        self.round_names: list[tuple[int, pygame.Rect]] = []

    def place(self) -> None:
        stage, now, acts, at_mouse = self.stage, self.shown, self.acts, self.at_mouse
        zone = stage.layout.zones.get("buttons")
        if zone is None or not acts.windowed() or now.readonly:
            self.widgets = []
            return
        names = now.names
        aff = now.aff
        r = pygame.Rect(stage.transform.rect(zone.rect))
        specs: list[tuple[str, Callable, bool, str, str, bool]] = []
        for b, action in aff.buttons:
            specs.append((b.label, (lambda a=action: acts.perform(a)), True, "", b.key, b.primary))
        for b, why in aff.disabled:
            specs.append((b.label, (lambda: None), False, why, b.key, False))
        choices = [(label, (lambda a=action: acts.perform(a)), True, "", "", False) for label, action in aff.choices]
        at = len(specs)  # the choices stand after the buttons, before Undo, Redo and Menu
        if at_mouse.round_affs and self.ui.round_area(now.view) is None:
            for seat, rows in self._round_specs().items():
                specs += [(msg("{who}: {label}", who=names[seat], label=label), fn, True, "", "", False) for label, fn, _ in rows]
        if at_mouse.serving is not None:
            specs.append((T("Back to everyone"), (lambda: acts.serve(None)), True, "", "", False))
        # AP-7.7: every other human may step in, whatever they hold (nothing shows who can)
        stepping = at_mouse.stepping
        for seat in at_mouse.steppers():
            if seat != stepping and seat != now.acting and seat != now.looking:
                specs.append((msg("{who}: step in", who=names[seat]), (lambda p=seat: acts.step_in(p)),
                              True, "", "", False))
        if stepping is not None:
            asked = self.door.to_act()
            back = names[asked[0]] if asked else ""
            specs.append((msg("Back to {who}", who=back) if back else T("Back to the game"), (lambda: acts.step_in(None)), True, "", "", False))
        why_no_undo = self.undo_refusal()
        specs.append((T("Undo"), lambda: acts.undo(), not why_no_undo, why_no_undo, "Ctrl+Z", False))
        specs.append((T("Redo"), lambda: acts.redo(), self.door.can_redo(), T("Nothing to redo."), "Ctrl+Y", False))
        specs.append((T("Menu"), lambda: acts.menu(), True, "", "Esc", False))
        gap = max(3, round(stage.transform.length(6)))
        shown = self._with_chooser(len(specs), choices, r, gap, zone.arrange == "row")
        specs = specs[:at] + shown + specs[at:]
        n = len(specs)
        if zone.arrange == "row":
            w = (r.width - gap * (n - 1)) // max(1, n)
            rects = [pygame.Rect(r.left + i * (w + gap), r.top, w, r.height) for i in range(n)]
        else:
            h = min(round(stage.transform.length(34)), (r.height - gap * (n - 1)) // max(1, n))
            # a label too long for one line takes two (or more): its button is as tall as they need
            fs = text_size(stage)
            rects, y = [], r.top
            for label, _, enabled, _, key, primary in specs:
                tall = ButtonWidget(label, pygame.Rect(r.left, y, r.width, h), lambda: None, enabled, key=key,
                                    primary=primary).height(stage.fonts, fs, h)
                rects.append(pygame.Rect(r.left, y, r.width, tall))
                y += tall + gap
            if self.column is not None and rects:
                area = self.column.buttons_area(r, rects[-1].bottom - r.top)
                rects = [rect.move(0, area.top - r.top) for rect in rects]
        self.widgets = [ButtonWidget(label, rect, fn, enabled, why, key, primary)
                        for (label, fn, enabled, why, key, primary), rect in zip(specs, rects)]
        tips = {b.label: b.tip for b, _ in aff.buttons if b.tip}
        for widget in self.widgets:
            widget.tip = tips.get(widget.label, "")
        self.widgets += self._round_widgets()

    #: the first choice shown when the choices do not all fit (the chooser scrolls)
    scroll = 0
    _choices_key: tuple = ()

    def _with_chooser(self, fixed: int, choices, r: pygame.Rect, gap: int, row: bool) -> list:
        """The choices among the buttons; when there are more than fit at a readable height
        (a card with many targets), a window of them with "more" arrows and the wheel to
        scroll: the panel never grows past its box, Undo, Redo and Menu keep their size."""
        key = tuple(c[0] for c in choices)
        if key != self._choices_key:
            self._choices_key, self.scroll = key, 0
        if row or not choices:
            return choices
        h_min = max(22, round(self.stage.transform.length(26)))
        fits = (r.height + gap) // (h_min + gap)
        room = fits - fixed
        if len(choices) <= room:
            return choices
        window = max(1, room - 2)
        self.scroll = max(0, min(self.scroll, len(choices) - window))
        above, below = self.scroll, len(choices) - self.scroll - window
        shown = choices[self.scroll:self.scroll + window]
        up = (msg("{n} more above", n=above) if above else T("More above"), (lambda: self.scroll_choices(-window)), above > 0,
              T("The first choices are shown."), "", False)
        down = (msg("{n} more below (wheel)", n=below) if below else T("More below"), (lambda: self.scroll_choices(window)),
                below > 0, T("The last choices are shown."), "", False)
        return [up] + shown + [down]

    def scroll_choices(self, by: int) -> None:
        self.scroll = max(0, self.scroll + by)
        self.place()

    def _round_specs(self) -> dict[int, list[tuple[str, Callable, bool]]]:
        """Per human asked: (label, what it does, whether Space presses it); Space only when
        a single human is asked (with several, a key would not say whose answer it is)."""
        acts = self.acts
        out = {}
        alone = len(self.at_mouse.round_affs) == 1
        for seat, aff in self.at_mouse.round_affs.items():
            specs: list[tuple[str, Callable, bool]] = [(b.label, (lambda a=action: acts.perform(a)), alone and b.primary)
                                                       for b, action in aff.buttons]
            # a seat that may decline is offered its cards whatever it holds (issue 16):
            # a button only for those with something to play would show who has nothing
            if aff.drags or aff.clicks or aff.choices or any(a.passes for _, a in aff.buttons):
                specs.append((self.ui.private_label(self.shown.view, seat), (lambda p=seat: acts.serve(p)), False))
            out[seat] = specs
        return out

    def _round_widgets(self) -> list[ButtonWidget]:
        """One row per human in a race: their answer buttons, and "show my cards" if needed."""
        self.round_names = []
        transform = self.stage.transform
        area = self.ui.round_area(self.shown.view) if self.at_mouse.round_affs else None
        if area is None:
            return []  # none, or listed in the buttons zone
        r = pygame.Rect(transform.rect(area))
        gap = max(3, round(transform.length(5)))
        n = len(self.at_mouse.round_affs)
        h = min(round(transform.length(34)), (r.height - gap * (n - 1)) // max(1, n))
        name_w = r.width // 5
        out = []
        for i, (seat, specs) in enumerate(self._round_specs().items()):
            row = pygame.Rect(r.left, r.top + i * (h + gap), r.width, h)
            self.round_names.append((seat, pygame.Rect(row.left, row.top, name_w, h)))
            w = (row.width - name_w - gap * len(specs)) // max(1, len(specs))
            for j, (label, fn, primary) in enumerate(specs):
                rect = pygame.Rect(row.left + name_w + gap + j * (w + gap), row.top, w, h)
                out.append(ButtonWidget(label, rect, fn, primary=primary))
        return out

    def widget_at(self, pos) -> ButtonWidget | None:
        for w in self.widgets:
            if w.rect.collidepoint(pos):
                return w
        return None

    def button(self, label: str) -> ButtonWidget | None:
        for w in self.widgets:
            if w.label == label:
                return w
        return None
