"""The HUD's status panel, log, buttons and hint bar are kept drawn between frames
(tabletop/ui/rooms/hudparts.py): every frame must show exactly what drawing them afresh shows,
through the others' moves, the pointer over buttons and cards, drags under the panels, the
log scrolled, the hints toggled and the window resized; and the kept parts must really be used."""

from __future__ import annotations

import pygame

from drive import post, table

from tabletop.play import COMPUTER, Seat


def _move(a, pos, buttons=(0, 0, 0)):
    post(a, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons))


class Checker:
    """Compares the frame drawn with the kept parts to the frame drawn with none kept."""

    def __init__(self, a, t) -> None:
        self.a, self.t = a, t
        self.frames = 0
        self.bad: list[str] = []

    def check(self, what: str) -> None:
        a, t = self.a, self.t
        a.draw()
        cached = pygame.image.tobytes(a.screen, "RGB")
        t.painter.parts.forget()  # the same still layer, every part drawn afresh
        a.draw()
        fresh = pygame.image.tobytes(a.screen, "RGB")
        self.frames += 1
        if cached != fresh:
            self.bad.append(what)
        a.draw()  # keep the parts again for the next step


def _calm(a, t, frames: int = 3000, c: "Checker | None" = None) -> None:
    """Until the human is to act and nothing moves; `c`: check every 5th frame on the way (a
    computer player thinks, its move is shown)."""
    for i in range(frames):
        a.step(1 / 60, [])
        if c is not None and i % 5 == 0:
            c.check(f"frame {i} while {t.shown.acting} acts (busy {t.computer.busy})")
        if t.shown.acting == 0 and not t.computer.busy and t.computer.anim is None and t.physics.all_at_rest():
            return


def _walk(c: Checker, size) -> None:
    a, t = c.a, c.t
    w, h = size
    for i, widget in enumerate(list(t.buttons.widgets)):  # every button hovered (its look changes)
        _move(a, widget.rect.center)
        c.check(f"{size} hover button {i} {widget.label!r}")
    _move(a, (w - 5, h - 5))
    c.check(f"{size} pointer in a corner")
    for pid in [p for p, pc in t.shown.pieces.items() if pc.preview][:4]:
        _move(a, t.visible_pos(pid))
        t.shown.pointer.hover_time = 10
        a.step(1 / 60, [])
        c.check(f"{size} hover {pid}")
    log = t.log.log_rect()
    if log.width:
        _move(a, log.center)
        post(a, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2))
        c.check(f"{size} log scrolled")
        post(a, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-5))
        c.check(f"{size} log scrolled back")
    post(a, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h"))
    c.check(f"{size} hints shown")
    post(a, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h"))
    if not t.shown.aff.drags:
        return
    pid = next(iter(t.shown.aff.drags))
    start = t.visible_pos(pid)
    _move(a, start)
    post(a, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    panels = [pygame.Rect(t.transform.rect(z.rect)).center for z in t.layout.zones.values()
              if z.kind in ("status", "log", "buttons", "hint")]
    for k, p in enumerate(panels + [(w // 2, h // 2)]):  # the card passes under every panel
        for _ in range(6):
            _move(a, p, (1, 0, 0))
            c.check(f"{size} drag {k} under {p}")
    post(a, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(w // 2, h // 2), button=1))
    for f in range(20):  # it flies home (or to where it was played)
        a.step(1 / 60, [])
        if f % 4 == 0:
            c.check(f"{size} flying {f}")


def test_kept_hud_parts_show_what_drawing_them_afresh_shows():
    seats = [Seat("Ann"), Seat("Bo", COMPUTER, "random"), Seat("Cy", COMPUTER, "random")]
    a, t = table("austin-powers", seats=seats, players=3, seed=4)
    t.computer.delay = 0.2
    c = Checker(a, t)
    for round_ in range(3):  # the others move (status, log and marks change), then Ann acts
        _calm(a, t, c=c)
        if t.shown.acting != 0:
            break
        _walk(c, (1280, 800))
        legal = t.game.legal_actions(t.match.state, 0)
        t.perform(legal[round_ % len(legal)])
        c.check(f"after Ann's action {round_}")
    a.resize((1024, 600))
    t.settle()
    a.step(1 / 60, [])
    c.check("resized to 1024x600")
    _walk(c, (1024, 600))
    a.resize((1280, 800))
    t.settle()
    a.step(1 / 60, [])
    c.check("resized back")
    assert not c.bad, f"{len(c.bad)} of {c.frames} frames differ from a fresh draw: {c.bad[:5]}"
    assert c.frames > 60
    # the kept parts were used, not drawn afresh every frame
    assert t.painter.parts.reused > c.frames, (t.painter.parts.reused, t.painter.parts.drawn)


def test_the_held_card_stays_above_a_panel_and_a_card_let_go_passes_under_it():
    """While the player holds a card over the status panel the card is drawn over the panel
    (it does not vanish under it) and the panel is still pasted from before; let go, the card
    flies home under the panel, which is then drawn over it. Either frame equals the frame
    drawn with no part kept."""
    a, t = table("austin-powers", seats=[Seat("Ann"), Seat("Bo", COMPUTER, "random")])
    t.computer.delay = 0.01
    _calm(a, t)
    pid = next(iter(t.shown.aff.drags))
    start = t.visible_pos(pid)
    z = t.layout.zones["status"]
    status = pygame.Rect(t.transform.rect(z.rect))
    target = status.center
    _move(a, start)
    post(a, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    a.draw()
    for _ in range(40):  # the card follows the pointer
        _move(a, target, (1, 0, 0))
    a.draw()
    reused = t.painter.parts.reused
    a.draw()
    assert t.painter.parts.reused > reused  # the panel under the held card is pasted, not drawn anew
    x, y = t.transform.point(*t.physics.position(pid))
    spot = (round(x), round(y))
    assert status.collidepoint(spot), "the held card is over the status panel"
    held = a.screen.get_at(spot)
    piece, tr = t.shown.pieces[pid], t.transform
    size = (max(2, round(tr.length(piece.size[0]))), max(2, round(tr.length(piece.size[1]))))
    face = t.painter.face(piece.face, size, 0)
    rect = face.get_rect(center=spot)
    assert abs(t.physics.angle(pid)) < 1e-6
    assert held == face.get_at((spot[0] - rect.x, spot[1] - rect.y)), "the held card is drawn over the panel"
    before = a.screen.subsurface(status).copy()
    t.painter.parts.forget()
    a.draw()
    assert pygame.image.tobytes(before, "RGB") == pygame.image.tobytes(a.screen.subsurface(status), "RGB")
    # let go where nothing takes it: the card goes home, under the panel
    t.input.cancel_drag()
    a.draw()
    assert t.painter.parts.kept.get("status") is None  # a card moving under it: drawn over the card
    assert a.screen.get_at(spot) != held, "the card let go is drawn under the panel"
    for _ in range(600):  # home, and the panel is as it is with no card near it
        a.step(1 / 60)
    a.draw()
    assert a.screen.get_at(spot) != held
    before = a.screen.subsurface(status).copy()
    t.painter.parts.forget()
    a.draw()
    assert pygame.image.tobytes(before, "RGB") == pygame.image.tobytes(a.screen.subsurface(status), "RGB")
