"""A crowded hand opens as a tray under the pointer (tabletop/ui/rooms/tray.py): sixteen
Afterworld cards at 1024x600, each whole and large enough to read, none over another, none
over the status, the buttons or the preview; gone when the pointer leaves; a card dragged
out of it is played."""

from __future__ import annotations

import pygame
from drive import drag, key, post, settle, table

from tabletop.games import get_game
from tabletop.games.afterworld import position

GAME = get_game("afterworld")
EGYPTIAN = [c.name for c in GAME.pool if c.faction == "egyptian" and c.type in ("unit", "equipment", "event", "relic")]


def _table(n: int, size=(1024, 600)):
    st = position.build(GAME, {"names": ["Ann", "Bo"], "P1": {"hand": EGYPTIAN[:n],
                                                               "divisions": [{"commander": "Sun Barque"}]},
                               "P2": {"hand": EGYPTIAN[:n]}})
    a, t = table("afterworld", st, size=size)
    settle(a, t, 5)
    return a, t


def _rest(a, t, point, seconds=0.6):
    px, py = t.transform.point(*point)
    post(a, pygame.event.Event(pygame.MOUSEMOTION, pos=(round(px), round(py)), rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(round(seconds / 0.05)):
        a.step(0.05, [])
    t.settle()
    a.step(0.05, [])


def _hand(t, zone="p1.hand"):
    return [p for p in t.shown.pieces.values() if p.zone == zone]


def _screen_rects(t, pieces):
    out = []
    for p in pieces:
        x, y = t.physics.position(p.pid)
        w, h = p.size
        out.append(pygame.Rect(t.transform.rect((x - w / 2, y - h / 2, w, h))))
    return out


def _corner(t, zone="p1.hand"):
    x, y, w, h = t.layout.zones[zone].rect
    return (x + 4, y + h - 4)


def test_sixteen_cards_rise_into_a_tray_whole_and_apart_and_sink_back_when_the_pointer_leaves():
    a, t = _table(16)
    before = _screen_rects(t, _hand(t))
    assert min(r.width for r in before) < 50  # crowded in the zone: the names show 2-3 letters
    _rest(a, t, _corner(t))
    assert t.tray.zone == "p1.hand"
    assert t.input.hover_pid == t.input.piece_at(t.input.mouse)  # the preview follows the pointer, not the card that left it
    rects = _screen_rects(t, _hand(t))
    assert len(rects) == 16
    assert min(r.width for r in rects) >= 80, [r.width for r in rects]
    window = pygame.Rect(0, 0, 1024, 600)
    assert all(window.contains(r) for r in rects)
    assert not any(r.colliderect(o) for i, r in enumerate(rects) for o in rects[i + 1:]), "two cards overlap"
    panels = [pygame.Rect(t.transform.rect(z.rect)) for z in t.layout.zones.values()
              if z.kind in ("status", "buttons", "preview", "log")]
    assert not any(r.colliderect(p) for r in rects for p in panels), "a card of the tray covers a panel"
    # the pointer leaves for the world: the cards go back into their zone
    _rest(a, t, (100, 100))
    assert t.tray.zone is None
    zone = pygame.Rect(t.transform.rect(t.layout.zones["p1.hand"].rect))
    assert all(zone.contains(r) for r in _screen_rects(t, _hand(t)))


def test_a_card_dragged_out_of_the_tray_is_played_and_the_tray_closes():
    a, t = _table(16)
    _rest(a, t, _corner(t))
    assert t.tray.zone == "p1.hand"
    cards = {GAME.pool[t.match.state.cards[p.card]].name: p.pid for p in _hand(t)}
    spear = cards["Jackal Spearman"]
    drag(a, t, spear, "division:0:1")
    assert t.tray.zone is None
    division = t.match.state.sides[0].divisions[0]
    assert [GAME.pool[t.match.state.cards[c]].name for c in division.units] == ["Jackal Spearman"]
    assert len(t.match.state.sides[0].hand) == 15


def test_a_hand_whose_cards_show_whole_opens_no_tray():
    st = position.build(GAME, {"names": ["Ann", "Bo"], "P1": {"hand": ["Khopesh", "Khopesh"]}})
    a, t = table("afterworld", st)
    settle(a, t, 5)
    _rest(a, t, _corner(t))
    assert t.tray.zone is None and t.tray.opened == 0


def test_the_others_hidden_hand_opens_no_tray():
    a, t = _table(16)
    _rest(a, t, _corner(t, "p2.hand"))
    assert t.tray.zone is None and t.tray.opened == 0


def test_the_keys_open_the_tray_on_a_card_of_the_hand_and_close_it_to_show_the_places():
    a, t = _table(16)
    for _ in range(40):  # Tab through the pieces until a card of the hand has the focus
        key(a, pygame.K_TAB)
        if t.keys.focus in {p.pid for p in _hand(t)}:
            break
    assert t.keys.focus in {p.pid for p in _hand(t)}
    assert t.tray.zone == "p1.hand"
    key(a, pygame.K_RETURN)  # picked up: the tray goes, the places to put it show
    assert t.keys.holding is not None and t.tray.zone is None


def test_a_hand_whose_names_are_cut_opens_too_austin_powers_for_six():
    """Six Austin Powers cards side by side, but "Carn…", "Gadg…": the tray shows them larger."""
    from tabletop.play import COMPUTER, Seat
    seats = [Seat("You")] + [Seat(f"C{i}", COMPUTER, "random") for i in range(2, 7)]
    a, t = table("austin-powers", players=6, seats=seats)
    settle(a, t, 5)
    before = min(r.width for r in _screen_rects(t, _hand(t)))
    _rest(a, t, _corner(t))
    assert t.tray.zone == "p1.hand"
    rects = _screen_rects(t, _hand(t))
    assert min(r.width for r in rects) >= 1.2 * before
    assert not any(r.colliderect(o) for i, r in enumerate(rects) for o in rects[i + 1:])
