"""Questions about an Afterworld state that the checks, the legal list and the rules share.

Everything here only reads the state. `card_of` is the card pool by key (``pool.by_key``: ``card_of[key]`` is the card): the
engine passes it in, so looking up a card's printed values is two dict lookups.
"""

from __future__ import annotations

from . import world
from .state import AWState, Division

ORDINAL = ("first", "second", "third", "fourth")


def other(seat: int) -> int:
    return 1 - seat


def attack_of(s: AWState, card_of, cid: int) -> int:
    """Current Attack of a unit or commander: printed + items + until-end-of-turn bonuses."""
    a = getattr(card_of[s.cards[cid]], "attack", 0)
    for it in s.items.get(cid, ()):
        a += card_of[s.cards[it]].attack
    a += s.attack_bonus.get(cid, 0)
    return a if a > 0 else 0


def health_of(s: AWState, card_of, cid: int) -> int:
    h = card_of[s.cards[cid]].health
    for it in s.items.get(cid, ()):
        h += card_of[s.cards[it]].health
    return h + s.health_bonus.get(cid, 0)


def unit_limit(s: AWState, card_of, div: Division) -> int:
    n = card_of[s.cards[div.commander]].unit_limit
    for it in s.items.get(div.commander, ()):
        n += card_of[s.cards[it]].unit_limit
    return n


def icons(s: AWState, card_of, div: Division) -> tuple[int, ...]:
    return card_of[s.cards[div.commander]].icons


def find_unit(s: AWState, cid: int) -> Division | None:
    """The division holding unit `cid`, or None if it is not a unit in play."""
    for side in s.sides:
        for d in side.divisions:
            if cid in d.units:
                return d
    return None


def units_on(s: AWState, seat: int, sq: int) -> list[int]:
    out: list[int] = []
    for d in s.sides[seat].divisions:
        if d.square == sq:
            out.extend(d.units)
    return out


def strikers_on(s: AWState, card_of, seat: int, sq: int) -> list[int]:
    """The force of `seat` on `sq` (AW-9.1): units, and commanders that have Attack."""
    out: list[int] = []
    for d in s.sides[seat].divisions:
        if d.square == sq:
            if d.units and attack_of(s, card_of, d.commander) > 0:
                out.append(d.commander)
            out.extend(d.units)
    return out


def enemy_territory_on(s: AWState, seat: int, sq: int) -> int | None:
    """The enemy territory (or fortress) on `sq` that can be attacked, if any (AW-2.3)."""
    if world.square_owner(sq) == seat:
        return None
    t = s.world[sq]
    return None if t in s.destroyed else t


def has_enemy_units(s: AWState, seat: int, sq: int) -> bool:
    for d in s.sides[1 - seat].divisions:
        if d.square == sq and d.units:
            return True
    return False


def battle_targets(s: AWState, seat: int, sq: int) -> list[int]:
    """What a unit of `seat` fighting on `sq` may target (AW-9.3)."""
    out = units_on(s, 1 - seat, sq)
    t = enemy_territory_on(s, seat, sq)
    if t is not None:
        out.append(t)
    return out


def can_fight(s: AWState, seat: int, sq: int) -> bool:
    """AW-9.2: units of `seat` on `sq` and something to attack there."""
    if sq in s.fought:
        return False
    mine = False
    for d in s.sides[seat].divisions:
        if d.square == sq and d.units:
            mine = True
            break
    if not mine:
        return False
    return has_enemy_units(s, seat, sq) or enemy_territory_on(s, seat, sq) is not None


def can_pay(s: AWState, seat: int, food: int, gold: int) -> bool:
    side = s.sides[seat]
    if s.options.food_gold_substitute:
        return side.food + side.gold >= food + gold
    return side.food >= food and side.gold >= gold


def divisions_count(s: AWState, sq: int) -> int:
    n = 0
    for side in s.sides:
        for d in side.divisions:
            if d.square == sq:
                n += 1
    return n


def room_on(s: AWState, sq: int) -> bool:
    """AW-3.7 option: whether one more division may enter `sq`."""
    cap = s.options.square_capacity
    if not cap or sq in (world.F1, world.F2):
        return True
    return divisions_count(s, sq) < cap


def reach(s: AWState, card_of, seat: int, div: Division) -> set[int]:
    """The squares division `div` of `seat` can reach in its next move step (AW-8): one
    move per remaining movement icon, in order, stopping where the table's engagement
    rule (AW-8.4) stops it. In its own Move step now: from the icon it uses next."""
    if not div.commander or (not div.units and not s.options.empty_divisions_move):
        return set()
    icons_ = card_of[s.cards[div.commander]].icons
    start = div.moves if (s.step == "move" and s.turn_player == seat) else 0
    frontier = {div.square}
    reached: set[int] = set()
    for icon in icons_[start:]:
        nxt: set[int] = set()
        for sq in frontier:
            if s.options.engagement_stops_movement and sq != div.square and has_enemy_units(s, seat, sq):
                continue
            nxt.update(world.destinations(seat, sq, icon))
        reached |= nxt
        frontier = nxt
    return reached


def division_attack(s: AWState, card_of, div: Division) -> int:
    """The Attack a division brings to a battle: its units' and its commander's."""
    total = sum(attack_of(s, card_of, u) for u in div.units)
    return total + (attack_of(s, card_of, div.commander) if div.commander else 0)


def threats(s: AWState, card_of, seat: int) -> list[tuple[int, int, int, int]]:
    """Enemy divisions that can reach one of `seat`'s standing territories in their next
    move step: (division number, square, its Attack, the territory's Strength left), the
    fortress first."""
    enemy = other(seat)
    out = []
    for d in s.sides[enemy].divisions:
        squares = reach(s, card_of, enemy, d)
        if not squares:
            continue
        attack = division_attack(s, card_of, d)
        for sq in squares:
            t = s.world[sq]
            if not t or t in s.destroyed or s.owner.get(t) != seat:
                continue
            left = card_of[s.cards[t]].strength - s.damage.get(t, 0)
            out.append((d.number, sq, attack, left))
    fortress = world.fortress_of(seat)
    out.sort(key=lambda x: (x[1] != fortress, -x[2]))
    return out
