"""The numbers in play are on the card: a unit under an effect or with an item shows its current
Attack and Health where the printed ones are (ringed), the preview names the printed ones too,
and an item lies beside its holder, never over its numbers."""

import pygame
from drive import table

from tabletop.games import get_game
from tabletop.games.afterworld.position import build

G = get_game("afterworld")


def _division(units):
    return build(G, {"step": "muster", "P1": {"faction": "norse", "divisions": [
        {"commander": "Jarl of the Fjords", "square": "a1", "units": units}]}})


def _piece(t, name):
    return next(p for p in t.shown.pieces.values() if p.label == name and p.zone == "p1.division1")


def test_a_unit_under_an_effect_shows_its_attack_in_play_on_the_card_and_in_the_preview():
    a, t = table("afterworld", _division([{"card": "Wolf of Fenrir's Brood", "attack_bonus": 3}, "Berserker"]))
    wolf, plain = _piece(t, "Wolf of Fenrir's Brood"), _piece(t, "Berserker")
    printed = G.pool["wolf-of-fenrirs-brood"]
    assert wolf.face[3][:2] == (printed.attack + 3, printed.health)
    assert wolf.preview == wolf.face  # the preview draws the same numbers
    assert len(plain.face) == 3  # unchanged numbers: the printed card
    assert not any(b[0] == "count" for b in wolf.badges)  # no separate "6/2" badge any more
    # the face drawn differs from the printed card's, and the large one names the printed number
    art = t.ui.artist
    changed = art.draw(wolf.face, (212, 292), t.fonts)
    same = art.draw(wolf.face[:3], (212, 292), t.fonts)
    assert pygame.image.tobytes(changed, "RGB") != pygame.image.tobytes(same, "RGB")
    from tabletop.ui.afterworld.artist import _stat_label
    assert _stat_label("Attack", 3, 6) == "Attack (printed 3)" and _stat_label("Attack", 3, 3) == "Attack"


def test_an_item_lies_beside_its_holder_not_over_its_numbers():
    a, t = table("afterworld", _division([{"card": "Berserker", "items": ["Linden Shield"]}]))
    holder, item = _piece(t, "Berserker"), _piece(t, "Linden Shield")

    def rect(p):
        r = pygame.Rect(0, 0, *p.size)
        r.center = (round(p.center[0]), round(p.center[1]))
        return r
    assert holder.face[3][1] > G.pool["berserker"].health  # the shield's Health is in play
    assert not rect(holder).colliderect(rect(item))
