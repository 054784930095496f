"""The window is sent only what changed (App.present, tabletop/ui/rooms/paint.py `changed`):
after every frame, what the window shows must be exactly the frame drawn. The window is
stood in for by a copy that gets what `pygame.display.flip` and `update` send it."""

from __future__ import annotations

import pygame
import pytest

from drive import post, table

from tabletop.play import COMPUTER, Seat


class Window:
    """What the window shows: the whole screen after a flip, the rectangles after an update."""

    def __init__(self, monkeypatch) -> None:
        self.shown: pygame.Surface | None = None
        self.partial = self.whole = 0
        self.area = 0  # pixels sent by partial updates
        self.frames = 0
        self.bad: list[str] = []
        real_update = pygame.display.update

        def flip():
            self.shown = pygame.display.get_surface().copy()
            self.whole += 1

        def update(rects=None):
            screen = pygame.display.get_surface()
            if rects is None or self.shown is None or self.shown.get_size() != screen.get_size():
                return flip()
            for r in rects:
                r = pygame.Rect(r)
                self.shown.blit(screen, r, area=r)
                self.area += r.width * r.height
            self.partial += 1
            real_update(rects)

        monkeypatch.setattr(pygame.display, "flip", flip)
        monkeypatch.setattr(pygame.display, "update", update)

    def check(self, what: str) -> None:
        screen = pygame.display.get_surface()
        self.frames += 1
        if self.shown is None or pygame.image.tobytes(self.shown, "RGB") != pygame.image.tobytes(screen, "RGB"):
            self.bad.append(what)


def _step(a, w: Window, what: str, *events) -> None:
    post(a, *events)
    w.check(what)


def _move(a, w, pos, what, buttons=(0, 0, 0)) -> None:
    _step(a, w, what, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons))


@pytest.mark.parametrize("game,players", [("austin-powers", 3), ("afterworld", 2)])
def test_the_window_shows_every_frame_drawn_though_only_changes_are_sent(monkeypatch, game, players):
    seats = [Seat("Ann")] + [Seat(f"C{i}", COMPUTER, "random") for i in range(1, players)]
    a, t = table(game, seats=seats, players=players, seed=5)
    t.computer.delay = 0.2
    win = Window(monkeypatch)
    a.show_whole()
    size = a.screen.get_size()
    for round_ in range(3):
        for i in range(1500):  # the others move: their cards fly, banners and marks show and fade
            _step(a, win, f"round {round_} frame {i}")
            if t.shown.acting == 0 and not t.computer.busy and t.computer.anim is None and t.physics.all_at_rest():
                break
        if t.shown.acting != 0:
            break
        for widget in list(t.buttons.widgets):
            _move(a, win, widget.rect.center, f"hover {widget.label!r}")
        for pid in [p for p, pc in t.shown.pieces.items() if pc.preview][:3]:
            _move(a, win, t.visible_pos(pid), f"over {pid}")
            t.shown.pointer.hover_time = 10
            _step(a, win, f"preview {pid}")
        log = t.log.log_rect()
        _move(a, win, log.center, "over the log")
        _step(a, win, "log scrolled", pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3))
        _step(a, win, "log back", pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-9))
        if t.shown.aff.drags:  # a card dragged under every panel, then dropped where nothing takes it
            pid = next(iter(t.shown.aff.drags))
            start = t.visible_pos(pid)
            _move(a, win, start, "before the drag")
            _step(a, win, "press", pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
            spots = [pygame.Rect(t.transform.rect(z.rect)).center for z in t.layout.zones.values()
                     if z.kind in ("status", "log", "buttons", "hint")] + [(size[0] // 2, 3)]
            for spot in spots:
                for k in range(5):
                    _move(a, win, spot, f"drag to {spot} {k}", (1, 0, 0))
            _step(a, win, "drop", pygame.event.Event(pygame.MOUSEBUTTONUP, pos=spots[-1], button=1))
            for k in range(40):
                _step(a, win, f"flying back {k}")
        legal = t.game.legal_actions(t.match.state, 0)
        t.perform(legal[-1])
        _step(a, win, "after Ann's action")
    a.resize((1024, 600))
    _step(a, win, "resized")
    _move(a, win, (500, 300), "after the resize")
    a.resize(size)
    _step(a, win, "resized back")
    assert not win.bad, f"{len(win.bad)} of {win.frames} frames not as drawn in the window: {win.bad[:5]}"
    assert win.frames > 100
    # most frames were sent in part, and the parts are smaller than the window
    assert win.partial > win.frames // 2, (win.partial, win.whole)
    assert win.area < win.partial * size[0] * size[1] * 0.5


def test_a_banner_fading_and_a_refusal_toast_reach_the_window(monkeypatch):
    from test_ap_table import cid, duel

    a, t = table("austin-powers", duel(), [Seat("Ann"), Seat("Bo", COMPUTER, "random")])
    t.computer.delay = 5.0  # Bo waits: the banner fades alone
    win = Window(monkeypatch)
    a.show_whole()
    honey, baron = cid(t.match.state, "Agent Honeytrap"), cid(t.match.state, "Baron von Monocle")
    start, end = t.visible_pos(f"card:{honey}"), t.screen_pos(f"card:{baron}")
    _move(a, win, start, "before")
    _step(a, win, "press", pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for k in range(8):
        p = (start[0] + (end[0] - start[0]) * (k + 1) // 8, start[1] + (end[1] - start[1]) * (k + 1) // 8)
        _move(a, win, p, f"drag {k}", (1, 0, 0))
    _step(a, win, "drop", pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    assert t.log.banner is not None and t.log.banner.title == "Showdown!"
    fades = 0
    for k in range(400):  # the banner stays, fades and goes
        _step(a, win, f"banner {k} (t {t.log.banner.t if t.log.banner else None})")
        fades += t.log.banner is not None and t.log.fading()
        if t.log.banner is None:
            break
    assert t.log.banner is None and fades > 5
    # a drop that means nothing: the piece flies home (and the table may say why)
    hand = [pid for pid, pc in t.shown.pieces.items() if pc.zone and "hand" in pc.zone][:1]
    if hand:
        s = t.visible_pos(hand[0])
        _move(a, win, s, "over a card in hand")
        _step(a, win, "press", pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=s, button=1))
        _move(a, win, (8, 8), "to the corner", (1, 0, 0))
        _step(a, win, "drop", pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(8, 8), button=1))
    t.show_refusal("Refused: a toast that stays, fades and goes.")
    a.invalidate()
    toasts = 0
    for k in range(400):
        _step(a, win, f"toast {k}")
        toasts += bool(t.shown.toasts)
        if not t.shown.toasts:
            break
    assert toasts > 60
    assert not win.bad, f"{len(win.bad)} of {win.frames} frames not as drawn in the window: {win.bad[:5]}"
    assert win.partial > win.frames // 2
