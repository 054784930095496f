"""What the Afterworld bots read off a position once per decision: rows to the enemy fortress,
the strength of each side's divisions by square (`Board`), threats to a fortress, how near
slash-and-burn is; the aims of a battle (`Aims`). Used by the heuristic and the judge in this
package's `__init__`."""

from __future__ import annotations

from tabletop.games.afterworld import world
from tabletop.games.afterworld.query import attack_of

ROW = tuple(world.row_of(sq) for sq in world.SQUARES)
FORTRESS = (world.F1, world.F2)
# weight of a division's striking power by how many moves it stands from the enemy fortress
REACH_WEIGHT = (1.6, 1.0, 0.7, 0.45, 0.3, 0.15)


def to_go(seat: int, sq: int) -> int:
    """Rows between `sq` and the enemy fortress, for a division of `seat` (0 = on it)."""
    return 5 - ROW[sq] if seat == 0 else ROW[sq]


class Board:
    """Facts about one position that several action scores share, computed once."""

    __slots__ = ("s", "card_of", "force", "tough", "fort_left", "div_force", "atk", "left", "_threats")

    def __init__(self, s, card_of) -> None:
        self.s = s
        self.card_of = card_of
        self._threats: list[list[int] | None] = [None, None]

    def __getattr__(self, name: str):
        """The unit scan runs on the first use of what it computes (many scores need none)."""
        if name in ("force", "tough", "div_force", "atk", "left", "fort_left"):
            self._scan()
            return object.__getattribute__(self, name)
        raise AttributeError(name)

    def _scan(self) -> None:
        s = self.s
        card_of = self.card_of
        self.force = ([0] * 18, [0] * 18)  # attack of each seat's strikers per square
        self.tough = ([0] * 18, [0] * 18)  # health left of each seat's units per square
        self.div_force: dict = {}
        self.atk: dict[int, int] = {}   # unit or commander -> current Attack
        self.left: dict[int, int] = {}  # unit -> Health left this turn
        atk, left = self.atk, self.left
        dmg = s.damage
        cards = s.cards
        items = s.items
        ab = s.attack_bonus
        hb = s.health_bonus
        for p in (0, 1):
            for d in s.sides[p].divisions:
                if not d.units:
                    self.div_force[(p, d.number)] = 0
                    continue
                f = attack_of(s, card_of, d.commander)
                atk[d.commander] = f
                t = 0
                for u in d.units:
                    card = card_of[cards[u]]
                    a = card.attack
                    h = card.health
                    its = items.get(u)
                    if its:
                        for it in its:
                            ic = card_of[cards[it]]
                            a += ic.attack
                            h += ic.health
                    a += ab.get(u, 0)
                    if a < 0:
                        a = 0
                    h += hb.get(u, 0) - dmg.get(u, 0)
                    atk[u] = a
                    left[u] = h
                    f += a
                    t += h if h > 0 else 0
                self.div_force[(p, d.number)] = f
                self.force[p][d.square] += f
                self.tough[p][d.square] += t
        self.fort_left = []
        for p in (0, 1):
            fort = s.world[FORTRESS[p]]
            self.fort_left.append(card_of[cards[fort]].strength - dmg.get(fort, 0))

    def threats(self, seat: int) -> list[int]:
        """Squares of `seat`'s empire where enemy strikers stand within two rows of its fortress."""
        t = self._threats[seat]
        if t is None:
            q = 1 - seat
            fq = self.force[q]
            t = [sq for sq in world.EMPIRE[seat] if fq[sq] and to_go(q, sq) <= 2]
            self._threats[seat] = t
        return t

    def burnt(self, seat: int) -> int:
        """How many of `seat`'s eight territories are destroyed."""
        s = self.s
        return sum(1 for sq in world.EMPIRE[seat] if sq not in FORTRESS and s.world[sq] in s.destroyed)

    def territory_left(self, sq: int) -> int | None:
        """Damage still needed to destroy the territory on `sq` (None if destroyed)."""
        s = self.s
        t = s.world[sq]
        if t in s.destroyed:
            return None
        return self.card_of[s.cards[t]].strength - s.damage.get(t, 0)


class Aims:
    """The battle's aims as the attack scores read them, once per call: Attack of each
    striker, Attack already aimed at each target (both sides' aims), and the Attack of the
    strikers of the stage not aimed yet."""

    __slots__ = ("s", "card_of", "atk", "pending", "free")

    def __init__(self, s, card_of) -> None:
        self.s = s
        self.card_of = card_of
        self.atk: dict[int, int] = {}
        attack = self.attack
        bt = s.battle
        pending: dict[int, int] = {}
        for aims in (bt.aims, bt.counter_aims):
            for st, t in aims.items():
                pending[t] = pending.get(t, 0) + attack(st)
        self.pending = pending
        aims = bt.aims if bt.stage == "aim" else bt.counter_aims
        strikers = bt.strikers if bt.stage == "aim" else bt.defenders
        self.free = sum(attack(st) for st in strikers if st not in aims)

    def attack(self, cid: int) -> int:
        a = self.atk.get(cid)
        if a is None:
            a = self.atk[cid] = attack_of(self.s, self.card_of, cid)
        return a
