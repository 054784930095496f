"""The card preview follows the pointer exactly, in the window (what was sent to it), with the
program's own resting loop: shown whenever the pointer rests on a card, again and again; gone
the moment it leaves, when the card is dropped, or when a menu covers the table."""

from __future__ import annotations

import time

import pygame
from drive import table
from test_present import Window


def _motion(pos, buttons=(0, 0, 0)) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons))


def _rest(a, seconds: float) -> None:
    """The main loop as the program runs it (`App.rest`), for `seconds`."""
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        a.rest()


class Shown:
    """What the window shows in the preview zone, against the zone with no preview."""

    def __init__(self, a, t, win: Window) -> None:
        self.a, self.win = a, win
        self.zone = pygame.Rect(t.transform.rect(t.layout.zones["preview"].rect))
        a.invalidate()
        _rest(a, 0.3)
        self.empty = self.now()

    def now(self) -> bytes:
        return pygame.image.tobytes(self.win.shown.subsurface(self.zone), "RGB")

    def preview(self) -> bool:
        return self.now() != self.empty


def _setup(monkeypatch):
    a, t = table("afterworld")
    win = Window(monkeypatch)
    a.show_whole()
    pygame.event.clear()
    shown = Shown(a, t, win)
    cards = [p for p, pc in t.shown.pieces.items() if pc.preview is not None and pc.seat == 0 and p.startswith("card:")]
    return a, t, win, shown, cards


def test_the_preview_comes_back_every_time_the_pointer_rests_on_the_same_card(monkeypatch):
    a, t, win, shown, cards = _setup(monkeypatch)
    card = t.visible_pos(cards[0])
    empty_table = (5, a.screen.get_height() // 2)
    seen = []
    for _ in range(3):
        _motion(card)
        _rest(a, 0.6)
        seen.append(shown.preview())
        _motion(empty_table)
        _rest(a, 0.3)
        seen.append(shown.preview())
    assert seen == [True, False] * 3
    assert win.bad == []  # the window always showed the frame drawn


def test_a_dropped_card_leaves_no_preview_behind(monkeypatch):
    a, t, win, shown, cards = _setup(monkeypatch)
    start = t.visible_pos(cards[0])
    far = (t.screen_pos(cards[0])[0], 40)  # the opponent's side: refused, the card flies home
    _motion(start)
    _rest(a, 0.6)
    assert shown.preview()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for i in range(1, 9):
        _motion((start[0] + (far[0] - start[0]) * i // 8, start[1] + (far[1] - start[1]) * i // 8), (1, 0, 0))
    _rest(a, 0.2)
    assert t.input.dragging is not None and not shown.preview()  # no preview while dragging
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=far, button=1))
    _rest(a, 1.0)
    assert t.input.dragging is None and not shown.preview()


def test_a_menu_over_the_table_hides_the_preview(monkeypatch):
    a, t, win, shown, cards = _setup(monkeypatch)
    _motion(t.visible_pos(cards[0]))
    _rest(a, 0.6)
    assert shown.preview()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    _rest(a, 0.4)
    assert a.top is not t and t.covered()
    zone_now = pygame.image.tobytes(a.screen.subsurface(shown.zone), "RGB")
    t_only = a.top
    a.pop(t_only)
    a.invalidate()
    _rest(a, 0.4)
    assert shown.preview()  # the menu gone, the pointer still on the card: it shows again
    assert zone_now != shown.now()


def test_the_preview_never_covers_the_prompt_or_the_buttons():
    """In every shipped layout (the one the window picks, and the standard one drawn smaller) the
    card preview of every card on the table stands clear of the status (as tall as its words)
    and the buttons: in the preview's room, or beside the panels' column where the whole card
    is taller than the room (the compact Afterworld table: 202 x 130 px under the buttons)."""
    from tabletop.ui.cardpreview import card_preview
    from tabletop.ui.layout import default_layout_name
    from tabletop.ui.rooms.hud import preview_box, preview_room
    checked = moved = 0
    for game, players in [("afterworld", 2), ("austin-powers", 2), ("austin-powers", 6)]:
        for size in [(1280, 800), (1024, 600)]:
            for layout in (None, default_layout_name(game, players, size)):
                a, t = table(game, players=players, size=size, layout=layout)
                aspect = t.layout.card_size[0] / t.layout.card_size[1]
                room = preview_room(t.hud, aspect)
                panels = [t.column.status_rect()] + [w.rect for w in t.buttons.widgets]
                assert room.collidelist(panels) < 0, (game, players, size)
                for p in t.shown.pieces.values():
                    if not p.preview or p.preview[0] != "card":
                        continue
                    img = card_preview(t.ui, p.preview, t.fonts, size, room)
                    box = preview_box(t.hud, img, room, size)
                    assert box.collidelist(panels) < 0, (game, players, size, t.layout.name, p.label, box)
                    assert pygame.Rect(0, 0, *size).contains(box) and img.get_width() >= 120, (p.label, img.get_size())
                    checked += 1
                    moved += box.right <= room.left
    print(f"previews placed: {checked}, {moved} of them beside the panels' column")
    assert checked > 100 and moved > 0

