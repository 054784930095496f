"""A frame drawn in part (tabletop/ui/rooms/paint.py: the window's surface still holds the last
frame, the still layer is put back only where that frame drew over it and the HUD parts nothing
touched are left alone) must be the very frame drawn whole, and the window must be sent all of
what changed: a preview that opens and goes, a banner, a card dragged under the panels and the
preview, a button hovered and left."""

from __future__ import annotations

import pygame

from drive import post, table
from test_hud_parts import Checker
from test_present import Window

from tabletop.play import COMPUTER, Seat


def test_frames_drawn_in_part_are_the_frames_drawn_whole_and_reach_the_window(monkeypatch):
    seats = [Seat("Ann"), Seat("Bo", COMPUTER, "random"), Seat("Cy", COMPUTER, "random")]
    a, t = table("austin-powers", seats=seats, players=3, seed=4)
    t.computer.delay = 0.2
    win = Window(monkeypatch)
    c = Checker(a, t)
    a.show_whole()
    p = t.painter
    steps = 0

    def step(what: str, *events) -> None:
        nonlocal steps
        post(a, *events)
        win.check(what)
        steps += 1
        if steps % 4 == 0:  # (a fresh draw makes the next frame whole: not after every frame)
            c.check(what)

    def move(pos, what: str, buttons=(0, 0, 0)) -> None:
        step(what, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons))

    for round_ in range(2):
        for i in range(1500):  # the others move: cards fly, the banner and the marks show
            step(f"round {round_} frame {i}")
            if t.shown.acting == 0 and not t.computer.busy and t.computer.anim is None and t.physics.all_at_rest():
                break
        assert t.shown.acting == 0
        partial, alone = p.partial_draws, p.parts.left_alone
        for k in range(6):
            step(f"still {k}")  # nothing changes: nothing drawn but the frame's own bits, nothing sent
        assert p.partial_draws > partial and p.parts.left_alone > alone
        for pid in [q for q, pc in t.shown.pieces.items() if pc.preview][:4]:
            move(t.visible_pos(pid), f"over {pid}")
            t.shown.pointer.hover_time = 10
            for k in range(3):
                step(f"preview {pid} {k}")
        move((3, a.screen.get_height() // 2), "the preview goes")
        for widget in list(t.buttons.widgets)[:3]:
            move(widget.rect.center, f"hover {widget.label!r}")
        if t.shown.aff.drags:
            pid = next(iter(t.shown.aff.drags))
            start = t.visible_pos(pid)
            move(start, "before the drag")
            step("press", pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
            spots = [pygame.Rect(t.transform.rect(z.rect)).center for z in t.layout.zones.values()
                     if z.kind in ("status", "log", "buttons", "hint", "preview")]
            for spot in spots:
                for k in range(4):
                    move(spot, f"drag to {spot} {k}", (1, 0, 0))
            step("drop", pygame.event.Event(pygame.MOUSEBUTTONUP, pos=spots[-1], button=1))
            for k in range(30):
                step(f"flying back {k}")
        legal = t.game.legal_actions(t.match.state, 0)
        t.perform(legal[round_ % len(legal)])
        step(f"after Ann's action {round_}")
    assert not win.bad, f"{len(win.bad)} of {win.frames} frames not as drawn in the window: {win.bad[:5]}"
    assert not c.bad, f"{len(c.bad)} of {c.frames} frames differ from a frame drawn whole: {c.bad[:5]}"
    assert c.frames > 20
    assert p.partial_draws > steps // 2, (p.partial_draws, steps)


def test_a_card_moving_under_a_part_left_alone_makes_the_frame_whole():
    """The part's old pixels lie under the card: they cannot be put back, the frame is drawn
    whole (`Stale`), and it is the frame drawn whole. The card is held at points down the
    status panel (as tall as its words: where its flight home crosses a part left alone
    depends on them) until one of its flights makes a frame stale."""
    stale_seen = False
    for y in range(20, 300, 20):
        a, t = table("austin-powers", seats=[Seat("Ann"), Seat("Bo", COMPUTER, "random")])
        t.computer.delay = 0.01
        for _ in range(3000):
            a.step(1 / 60, [])
            if t.shown.acting == 0 and not t.computer.busy and t.physics.all_at_rest():
                break
        c = Checker(a, t)
        pid = next(iter(t.shown.aff.drags))
        start = t.visible_pos(pid)
        status = t.column.status_rect()
        post(a, pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)))
        post(a, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
        for _ in range(3):
            post(a)
        assert "status" in (t.painter.parts.onscreen or {})  # pasted, not touched
        stale = t.painter.stale_draws
        for _ in range(30):  # the held card goes under... over the panel: the panel is drawn again
            post(a, pygame.event.Event(pygame.MOUSEMOTION, pos=(status.centerx, status.top + y), rel=(0, 0),
                                       buttons=(1, 0, 0)))
        t.input.cancel_drag()  # let go: it flies home under the panels
        for k in range(20):
            post(a)
            c.check(f"flying home {k}")
        assert not c.bad, c.bad[:5]
        if t.painter.stale_draws > stale:
            stale_seen = True
            break
    assert stale_seen


def test_a_preview_left_alone_then_gone_is_taken_from_the_window(monkeypatch):
    a, t = table("austin-powers", seats=[Seat("Ann"), Seat("Bo", COMPUTER, "random")])
    t.computer.delay = 0.01
    for _ in range(3000):
        a.step(1 / 60, [])
        if t.shown.acting == 0 and not t.computer.busy and t.physics.all_at_rest() and t.log.banner is None:
            break
    win = Window(monkeypatch)
    a.show_whole()
    pid = next(q for q, pc in t.shown.pieces.items() if pc.preview)
    post(a, pygame.event.Event(pygame.MOUSEMOTION, pos=t.visible_pos(pid), rel=(0, 0), buttons=(0, 0, 0)))
    t.shown.pointer.hover_time = 10
    alone = t.painter.parts.left_alone
    for k in range(4):
        post(a)
        win.check(f"preview {k}")
    assert "preview" in (t.painter.parts.onscreen or {}) and t.painter.parts.left_alone > alone
    area = win.area
    post(a)
    assert win.area == area, "a frame where nothing changed sends nothing"
    post(a, pygame.event.Event(pygame.MOUSEMOTION, pos=(3, 3), rel=(0, 0), buttons=(0, 0, 0)))
    assert t.input.hover_pid is None or t.shown.pointer.hover_time < t.layout.hover_delay
    win.check("the preview went")
    assert not win.bad, win.bad
    post(a)
    win.check("after")
    assert not win.bad, win.bad
