"""An Austin Powers card's score never vanishes from its badge: a number too wide for the
badge's circle at the smallest legible size (Penny's 11, a Commander's 10 on a 59x82 hand card
at 1024x600) gets a pill round it, as cardkit.badge gives a fortress's 22, rather than an empty
yellow circle.

Every card of the pool is drawn at every size cards really have on Austin Powers tables
(hands, fields, discard and score piles, the showdown; 2 and 6 players; 1280x800 and 1024x600),
its texts caught as the table draws them (the text-fit audit's hook); with the audit itself on,
no text on those faces leaves its box or covers another; no vibe chip lies under a badge."""

from __future__ import annotations

import pygame
import pytest
from drive import table

from tabletop import words
from tabletop.games import get_game
from tabletop.games.austin_powers.position import build_position
from tabletop.play import Seat
from tabletop.ui import textfit
from tabletop.ui.austin_powers import artist

G = get_game("austin-powers")
SCREENS = ((1280, 800), (1024, 600))


def _position(players: int, on_field: int):
    """Each player with `on_field` agents on the field, a bone in hand, an agent in the discard
    and score piles; P1 shagging P2's first agent with a bone played (the showdown's cards)."""
    agents = [c.key for c in G.pool.by_key.values() if c.kind == "agent"]
    bones = [c.key for c in G.pool.by_key.values() if c.kind == "bone"]
    seats = []
    for i in range(players):
        side = ("austin", "evil")[i % 2]
        mine = [k for k in agents if G.by_key[k].side == side] * 3
        start = (i // 2) * on_field
        seats.append(dict(name=f"P{i + 1}", side=side, field=mine[start:start + on_field],
                          hand=[k for k in bones if G.by_key[k].side == side][:3],
                          discard=[mine[-2]], score=[mine[-1]]))
    showdown = dict(kind="shag", actor=seats[0]["field"][0], target=seats[1]["field"][0],
                    bones=[seats[1]["hand"][0]])
    seats[1]["hand"] = seats[1]["hand"][1:]
    return build_position(G, {"players": seats, "showdown": showdown}, source="score badges"), seats


@pytest.fixture(scope="module")
def sizes() -> dict[tuple[int, int], set[str]]:
    """The pixel sizes of the cards on real tables, with the zones that have them."""
    found: dict[tuple[int, int], set[str]] = {}
    for players in (2, 6):
        for on_field in (4, 8):
            state, seats = _position(players, on_field)
            for screen in SCREENS:
                a, t = table("austin-powers", state=state, seats=[Seat(p["name"]) for p in seats],
                             players=players, size=screen)
                for p in t.shown.pieces.values():
                    if p.kind == "card" and p.face[0] == "card":
                        size = (round(t.transform.length(p.size[0])), round(t.transform.length(p.size[1])))
                        found.setdefault(size, set()).add(f"{players}p {screen[0]}x{screen[1]} {p.zone}")
    zones = {z.split(" ")[-1].split(".")[-1] for where in found.values() for z in where}
    assert {"hand", "field", "discard", "score", "showdown"} <= zones, zones
    return found


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_score_shows_its_number_at_every_size_on_the_table(drawn, sizes, lang):
    words.set_language(lang)
    a, t = table("austin-powers", players=6, size=(1024, 600))
    scored = [c for c in G.pool.by_key.values() if c.kind != "swinger"]  # a swinger has no score
    assert any(c.score >= 10 for c in scored)
    lost: dict[tuple[int, int], list[str]] = {}
    for size in sorted(sizes):
        for card in scored:
            drawn.clear()
            t.painter.faces.clear()
            t.face(("card", card.key), size)
            if str(card.score) not in drawn:
                lost.setdefault(size, []).append(f"{card.name} {card.score}")
    checked = len(scored) * len(sizes)
    missing = sum(len(v) for v in lost.values())
    print(f"{lang}: {len(scored)} cards x {len(sizes)} sizes = {checked} faces, {missing} without their score")
    assert not lost, {size: (sorted(sizes[size]), names) for size, names in lost.items()}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_no_text_on_a_card_on_the_table_leaves_its_box_or_covers_another(sizes, lang):
    words.set_language(lang)
    a, t = table("austin-powers", players=6, size=(1024, 600))
    textfit.enable()
    try:
        for size in sorted(sizes):
            for card in G.pool.by_key.values():
                t.painter.faces.clear()
                t.face(("card", card.key), size)
        assert not textfit.findings, [str(f) for f in textfit.findings]
    finally:
        textfit.enable(False)


def test_no_vibe_chip_lies_under_a_score_badge(sizes, monkeypatch):
    """The pill round two digits reaches further left than the circle: the chips beside it (an
    agent's vibes, a bone's requirements) end short of it rather than under it."""
    a, t = table("austin-powers", players=6, size=(1024, 600))
    chips: list[pygame.Rect] = []
    badges: list[pygame.Rect] = []
    pips, badge, rounded = artist.vibe_pips, artist.score_badge, artist.rounded

    def spy_pips(surf, *args, **kw):
        monkeypatch.setattr(artist, "rounded", lambda s, color, rect, *r: (chips.append(pygame.Rect(rect)),
                                                                           rounded(s, color, rect, *r)))
        pips(surf, *args, **kw)
        monkeypatch.setattr(artist, "rounded", rounded)

    def spy_badge(surf, fonts, score, side, center, radius, label=True):
        width = artist.score_width(fonts, score, radius)
        badges.append(pygame.Rect(round(center[0]) + radius - width, round(center[1]) - radius, width, 2 * radius))
        badge(surf, fonts, score, side, center, radius, label)

    monkeypatch.setattr(artist, "vibe_pips", spy_pips)
    monkeypatch.setattr(artist, "score_badge", spy_badge)
    under = []
    for size in sorted(sizes):
        for card in G.pool.by_key.values():
            if card.kind in ("agent", "bone"):
                chips.clear()
                badges.clear()
                t.painter.faces.clear()
                t.face(("card", card.key), size)
                assert len(badges) == 1
                if any(chip.colliderect(badges[0]) for chip in chips):
                    under.append((size, card.name))
    assert not under, under
