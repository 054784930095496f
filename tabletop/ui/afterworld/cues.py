"""What the Afterworld table marks beyond the cards: the other player's moves since your
last decision (trails, damage numbers) and the enemy divisions that can reach one of your
territories in their next move step (the engine's `query.threats`), and what those marks
mean in words where the pointer rests on them. Drawing only.
"""

from __future__ import annotations

import pygame

from ...games.afterworld import world
from ...words import msg
from ...words import tr as tr_words
from ..theme import draw_text, rounded


def move_marks(ui, out: dict, before, after, viewer) -> dict:
    """The others' moves: a trail from each square a division left to where it stands,
    the damage each card took, and the cards played, expended or hit glowing."""
    for p, side in enumerate(after.sides):
        if p == viewer:
            continue
        color = tuple(ui.layout.colors[f"p{p + 1}"][:3])
        was = {d.number: d.square for d in before.sides[p].divisions}
        for d in side.divisions:
            start = was.get(d.number)
            if start is not None and start != d.square and start >= 0 and d.square >= 0:
                x0, y0 = ui.token_center(p, d.number, start)
                x1, y1 = ui.token_center(p, d.number, d.square)
                out["trails"].append((x0, y0, x1, y1, color))
    for cid, n in after.damage.items():
        took = n - before.damage.get(cid, 0)
        if took > 0:
            out["numbers"][cid] = f"-{took}"
    return out


def draw_threats(ui, surface, tr, fonts, s, viewer: int | None) -> None:
    """Each enemy division that can reach one of your territories in its next move step
    (the engine's `query.threats`): a red ring round its token, and on the territory's
    square its Attack against the Strength left, red when it is enough to destroy it."""
    if s.result is not None or viewer is None:
        return
    from ...games.afterworld.query import threats
    found = threats(s, ui.card_of, viewer)
    if not found:
        return
    enemy = 1 - viewer
    fs = max(12, tr.length(12))
    rings = {n for n, *_ in found}
    for d in s.sides[enemy].divisions:
        if d.number in rings:
            cx, cy = tr.point(*ui.token_center(enemy, d.number, d.square))
            r = round(tr.length(ui.token_size() / 2 + 4))
            pygame.draw.circle(surface, (230, 50, 40), (round(cx), round(cy)), r, max(2, round(tr.length(3))))
    per_square: dict[int, list] = {}
    for n, sq, attack, left in found:
        per_square.setdefault(sq, []).append((n, attack, left))
    for sq, items in per_square.items():
        r = pygame.Rect(tr.rect(ui.square_rect(sq)))
        pygame.draw.rect(surface, (230, 50, 40), r, max(2, round(tr.length(2))), border_radius=4)
        n, attack, left = max(items, key=lambda x: x[1])
        text = (tr_words("d{n}: {attack} vs {left} (+{more})", n=n, attack=attack, left=left, more=len(items) - 1)
                if len(items) > 1 else tr_words("d{n}: {attack} vs {left}", n=n, attack=attack, left=left))
        lh = fonts.font(fs, True).get_linesize() + 4
        # the room right of the square's name; a tag too long for it drops its division (the
        # ring round the token says which)
        room = r.width - fonts.font(max(8, tr.length(10))).size(world.NAMES[sq])[0] - 14
        if fonts.font(fs, True).size(text)[0] + 10 > room:
            text = tr_words("{attack} vs {left}", attack=attack, left=left)
        tag_w = min(room, fonts.font(fs, True).size(text)[0] + 10)
        tag = pygame.Rect(r.right - tag_w - 3, r.top + 3, tag_w, lh)
        rounded(surface, (150, 24, 20) if attack >= left else (110, 50, 40), tag, lh // 2)
        draw_text(surface, fonts, text, tag.inflate(-6, 0), fs, (255, 255, 255), bold=True)


def _inside(rect, point) -> bool:
    x, y, w, h = rect
    return x <= point[0] < x + w and y <= point[1] < y + h


def tip_words(ui, s, viewer: int | None, point) -> str:
    """The legend of what lies at table point `point` ("" for none): a square with a red
    threat tag says which enemy division can attack it next turn, with what Attack against
    the Strength left, and whether that is enough to destroy it (the tag's darker red); a
    Food and Gold pool says what it holds and when it empties."""
    if s.result is not None:
        return ""
    if viewer is not None and s.battle is None:
        from ...games.afterworld.query import threats
        here = [f for f in threats(s, ui.card_of, viewer) if _inside(ui.square_rect(f[1]), point)]
        if here:
            sq = here[0][1]
            territory = ui.card_of[s.cards[s.world[sq]]].name
            lines = [msg("Red square: an enemy division can attack {territory} here next turn.", territory=territory)]
            for n, _, attack, left in here:
                who = s.names[1 - viewer]
                lines.append(msg("d{n}, {who}'s division {n}: Attack {attack} against the {left} Strength left, "
                                 "enough to destroy it.", n=n, who=who, attack=attack, left=left) if attack >= left
                             else msg("d{n}, {who}'s division {n}: Attack {attack} against the {left} Strength "
                                      "left, not enough to destroy it.", n=n, who=who, attack=attack, left=left))
            return "\n".join(tr_words(line) for line in lines)
    for p, side in enumerate(s.sides):
        z = ui.layout.zones.get(ui.seat_zone(p, "pool"))
        if z is not None and _inside(z.rect, point):
            return msg("{who}'s pool: {food} Food and {gold} Gold to pay for cards this turn; what is not spent "
                       "vanishes at the end of the turn.", who=s.names[p], food=side.food, gold=side.gold)
    return ""
