"""The painter composes what does not move once (background, decorations, glows, cards at
rest) and draws only the moving cards and the HUD over it each frame: what it shows must be
what a full redraw shows, and the layer is composed again only when something changed."""

from __future__ import annotations

import pygame

from drive import post, table

from tabletop.play import COMPUTER, Seat


def _same_as_a_full_redraw(a, t) -> bool:
    a.draw()
    cached = a.screen.copy()
    t.painter.layer = None  # compose everything again
    a.draw()
    return pygame.image.tobytes(cached, "RGB") == pygame.image.tobytes(a.screen, "RGB")


def test_the_still_layer_shows_what_a_full_redraw_shows_and_is_kept_while_nothing_changes():
    a, t = table("austin-powers", seats=[Seat("Ann"), Seat("Bo", COMPUTER, "random")])
    calm = 0
    for _ in range(2000):  # until the computer player has answered and nothing moves
        version = t.shown.refreshes
        a.step(1 / 60, [])
        calm = calm + 1 if t.shown.refreshes == version and t.shown.acting == 0 and not t.computer.busy else 0
        if calm > 60:
            break
    t.settle()
    a.step(1 / 60, [])
    builds = t.painter.layer_builds
    for x in range(100, 400, 30):  # the pointer wanders over the table: no card moves
        post(a, pygame.event.Event(pygame.MOUSEMOTION, pos=(x, 20), rel=(0, 0), buttons=(0, 0, 0)))
    assert t.painter.layer_builds == builds
    assert _same_as_a_full_redraw(a, t)
    pid = next(iter(t.shown.aff.drags))
    start = t.screen_pos(pid)
    post(a, pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
         pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for i in range(1, 8):  # a drag: the dragged card is drawn over the layer, its drop places glow
        post(a, pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0] + 12 * i, start[1] - 20 * i), rel=(0, 0),
                                   buttons=(1, 0, 0)))
        assert _same_as_a_full_redraw(a, t)
    assert t.input.dragging == pid
    version = t.shown.refreshes
    before = t.painter.layer_builds
    t.perform(t.game.legal_actions(t.match.state, t.shown.acting)[0])
    assert t.shown.refreshes > version
    a.step(1 / 60, [])
    assert t.painter.layer_builds > before and _same_as_a_full_redraw(a, t)


def test_marks_made_anew_are_drawn_even_where_the_old_ones_lay_in_memory():
    """The layer knows its marks by the object itself, not by its id: marks made after the
    old ones were freed often get their id, and the table must still show the new ones."""
    a, t = table("austin-powers", seats=[Seat("Ann"), Seat("Bo", COMPUTER, "random")])
    hand = t.match.state.hands[0][:2]
    t.log.marks = {"glow": {hand[0]: "play"}, "trails": [], "numbers": {}}
    a.draw()
    first = pygame.image.tobytes(a.screen, "RGB")
    builds = t.painter.layer_builds
    old = id(t.log.marks)
    glow, trails, numbers = {hand[1]: "play"}, [], {}
    t.log.marks = None  # the old marks are freed (unless the painter holds them)...
    made = [{"glow": glow, "trails": trails, "numbers": numbers}]  # ...and their memory reused
    while id(made[-1]) != old and len(made) < 100:
        made.append({"glow": glow, "trails": trails, "numbers": numbers})
    t.log.marks = made[-1]
    a.draw()
    assert t.painter.layer_builds > builds
    assert pygame.image.tobytes(a.screen, "RGB") != first
    assert _same_as_a_full_redraw(a, t)
