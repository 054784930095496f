"""What the thinking bots know about Afterworld: hidden cards, a heuristic, a position judge.

**Hidden cards** (AW-11): every deck and the opponent's hand. Both players' factions are
public (their commanders and territories lie on the table), so a seat's hidden cards are
dealt from the starter deck of its faction, less the cards of that seat already seen (hand,
divisions, items, discard and removed piles). With a custom deck the guess is rougher, never
wrong in kind: cards of that faction.

**The heuristic** (`action_scores`, the greedy bot), action by action; 0 is "as good as
passing":

- mulligan an opening hand with fewer than two units; otherwise keep;
- expend a territory when the hand holds something to pay for;
- deploy every unit (units cost nothing), the strongest first, into the division that already
  has the most units, so that one strong division marches rather than three weak ones;
- attach an item to the holder it helps most (attack items to a commander, who can never be
  destroyed, or to a strong unit; unit-limit relics to a full division);
- move each division towards the enemy fortress, more eagerly the stronger it is; avoid
  squares where the enemy is stronger; enter enemy squares with a territory to burn; turn
  back to meet an enemy army close to one's own fortress;
- always start a battle where one can (the defender does not strike back in it);
- aim each unit at what it can finish: a unit whose remaining health it covers, a territory
  or the fortress the aims together can destroy; never waste a strike on a target already
  doomed;
- play an event when its target is worth it: damage that kills, the fortress finished off,
  an enemy army sent home from the gates, cards drawn; buffs only for a division in a fight.

**The judge** (`evaluate`): for each player, territories kept (losses weigh more as
slash-and-burn nears), units in play (Attack and Health), cards in hand, and the striking
power of each division weighted by how close it stands to the enemy fortress, plus damage
already dealt to the fortress this turn. The difference becomes a chance of winning.
"""

from __future__ import annotations

from tabletop.engine.game import HIDDEN
from tabletop.games.afterworld import world
from tabletop.games.afterworld.actions import (Assign, Attach, Attack, Deploy, Expend, Fight, Keep,
                                               Move, Mulligan, Pass, PlayEvent,
                                               parse_division_ref)
from tabletop.games.afterworld.cards import MAIN_TYPES
from tabletop.games.afterworld.query import attack_of, health_of, unit_limit

from ..hooks import GameHooks, relative_values, result_values
from .board import FORTRESS, REACH_WEIGHT, Aims, Board, to_go

#: "P2:d1" -> (1, 1): the division references of event targets, parsed once
_DIVISION_REFS: dict[str, tuple[int, int]] = {}


class AfterworldHooks(GameHooks):
    #: weight of a force able to strike the enemy fortress next turn with its whole Strength
    threat_weight = 12.0
    playout_turns = 1
    playout_actions = 160
    #: a playout is judged at the first quiet position after this many actions (the
    #: judge reads it well enough; more playouts in the same time weigh more)
    playout_cutoff = 6
    play_verbs = frozenset({"deploy", "attach", "play"})
    temperature = 1.2
    #: three times the default: hard against normal 68.0% [61.2-74.1] over 200 games, where
    #: 300 won 61.0% [54.1-67.5] over 200 (docs/balance.md); a decision's median 0.3 s
    hard_playouts = 900

    # ---- hidden information ----------------------------------------------------------------
    def expected_cards(self, game, view, owner: int) -> list[str]:
        faction = None
        for cid, key in view.cards.items():
            if view.owner[cid] == owner and key != HIDDEN:
                faction = game.card_of[key].faction
                break
        if faction is None:
            return []
        try:
            return list(game.starter(faction).piles["main"])
        except KeyError:  # a faction without a starter deck: every card of it, to its limit
            return [c.key for c in game.pool if c.faction == faction and c.type in MAIN_TYPES
                    for _ in range(c.limit)]

    # ---- the judge ---------------------------------------------------------------------------
    def quiet(self, game, s) -> bool:
        """Not in the battle step: the judge does not read aims not struck yet, nor which
        battles will be fought, so a playout that reaches the battles fights them all (to
        the end of the turn); mustering and moving it judges well enough."""
        return s.step != "battle" and s.battle is None

    def evaluate(self, game, s) -> list[float]:
        if s.result is not None:
            return result_values(s)
        card_of = game.card_of
        b = Board(s, card_of)
        scores = [self.side_score(s, card_of, b, p) for p in (0, 1)]
        return relative_values(scores, 14.0)

    def side_score(self, s, card_of, b: Board, p: int) -> float:
        side = s.sides[p]
        q = 1 - p
        base = 1 if p == 0 else 9
        lost = sum(1 for sq in range(base, base + 8) if s.world[sq] in s.destroyed)
        score = -(3.0 * lost + 0.35 * lost * lost)
        material = 0.0
        offense = 0.0
        striking = 0  # attack that can stand on the enemy fortress by the next battle
        dmg = s.damage
        for d in side.divisions:
            cmd_atk = b.atk.get(d.commander, 0) if d.units else attack_of(s, card_of, d.commander)
            material += 0.6 * cmd_atk
            if not d.units:
                continue
            for u in d.units:
                material += 1.0 + 0.8 * b.atk[u] + 0.5 * (b.left[u] + dmg.get(u, 0))
            f = b.div_force[(p, d.number)]
            go = to_go(p, d.square)
            offense += f * REACH_WEIGHT[go]
            if go <= len(card_of[s.cards[d.commander]].icons):
                striking += f
        score += material + offense + 1.5 * len(side.hand)
        # the fortress falls to damage dealt within one turn: a force that can strike it with
        # its whole Strength at once is worth far more than the sum of its parts
        ratio = min(1.5, striking / card_of[s.cards[s.world[FORTRESS[q]]]].strength)
        score += self.threat_weight * ratio * ratio
        # damage already dealt to the enemy this turn (it lasts until the End step)
        fort = s.world[FORTRESS[q]]
        fdmg = s.damage.get(fort, 0)
        if fdmg:
            score += 14.0 * fdmg / card_of[s.cards[fort]].strength
        qbase = 1 if q == 0 else 9
        for sq in range(qbase, qbase + 8):
            t = s.world[sq]
            if t not in s.destroyed:
                dmg = s.damage.get(t, 0)
                if dmg:
                    score += 2.0 * dmg / card_of[s.cards[t]].strength
        if len(side.deck) < 3:  # a deck-out is near: the tiebreak counts territories first
            score -= 2.0 * (3 - len(side.deck))
        return score

    # ---- the heuristic -------------------------------------------------------------------------
    def action_scores(self, game, s, seat: int, actions) -> list[float]:
        card_of = game.card_of
        b = None
        fight = None  # the battle's aims, computed once per call (Aims)
        expend = None
        out = []
        for a in actions:
            t = type(a)
            if t is Pass or t is Keep:
                out.append(0.0)
            elif t is Deploy:
                out.append(self._deploy(s, card_of, a))
            elif t is Expend:  # the same for every territory: scored once per call
                if expend is None:
                    expend = self._expend(s, card_of, seat)
                out.append(expend)
            elif t is Attach:
                out.append(self._attach(s, card_of, a))
            elif t is Fight:
                out.append(9.0)
            elif t is Mulligan:
                units = sum(1 for c in s.sides[seat].hand if card_of[s.cards[c]].type == "unit")
                out.append(4.0 if units < 2 else -4.0)
            elif t is Assign:
                out.append(1.0)
            else:
                if b is None:
                    b = Board(s, card_of)
                if t is Move:
                    out.append(self._move(s, card_of, b, a))
                elif t is Attack:
                    if fight is None:
                        fight = Aims(s, card_of)
                    out.append(self._attack(s, card_of, fight, a))
                elif t is PlayEvent:
                    out.append(self._event(s, card_of, b, a))
                else:
                    out.append(0.0)
        return out

    @staticmethod
    def _expend(s, card_of, seat: int) -> float:
        side = s.sides[seat]
        for c in side.hand:
            card = card_of[s.cards[c]]
            if card.type in ("event", "equipment", "relic") and (card.food_cost > side.food
                                                                  or card.gold_cost > side.gold):
                return 3.0
        return 0.2

    @staticmethod
    def _deploy(s, card_of, a) -> float:
        card = card_of[s.cards[a.unit]]
        d = s.sides[a.seat].divisions[a.division - 1]
        score = 6.0 + card.attack + 0.6 * card.health
        score += 0.8 * len(d.units) - 0.2 * to_go(a.seat, d.square)
        if card.on_deploy:
            score += 1.0
        return score

    @staticmethod
    def _attach(s, card_of, a) -> float:
        card = card_of[s.cards[a.item]]
        seat = a.seat
        holder = a.holder
        value = 1.0 * card.attack + 0.6 * card.health
        for e in card.on_attach:
            if e.verb == "draw":
                value += 2.0 * e.get("amount", 1)
        is_cmd = card_of[s.cards[holder]].type == "commander"
        div = next(d for d in s.sides[seat].divisions if d.commander == holder or holder in d.units)
        if card.unit_limit:
            full = len(div.units) >= unit_limit(s, card_of, div)
            value += card.unit_limit * (2.5 if full else 0.8)
        if is_cmd:
            value += 0.8 if (card.attack or card.health) else 0.0
            if not div.units and card.attack:
                value -= 0.5
        else:
            value += 0.2 * attack_of(s, card_of, holder)
        return 3.0 + value - 0.3 * (card.food_cost + card.gold_cost)

    def _move(self, s, card_of, b: Board, a) -> float:
        seat = a.seat
        q = 1 - seat
        d = s.sides[seat].divisions[a.division - 1]
        f = b.div_force[(seat, d.number)]
        frm, to = d.square, a.square
        if f == 0:
            return -1.0
        progress = to_go(seat, frm) - to_go(seat, to)
        weight = 1.0 + f / 6.0  # a bigger army's march counts for more
        score = 1.2 * progress * weight
        # too weak to take the enemy fortress this turn (its damage heals at the End step)
        fort_holds = f + b.force[seat][FORTRESS[q]] < b.fort_left[q]
        enemy = b.force[q][to]
        mine = b.tough[seat][to] + sum(max(0, b.left[u]) for u in d.units)
        if enemy:
            # the enemy strikes in its part of the battle; can we take it?
            if enemy >= mine:
                score -= 2.0 + 0.4 * (enemy - mine)
            else:
                score += 0.5
            if b.tough[q][to] and f >= b.tough[q][to]:
                score += 1.0
        if to == FORTRESS[q] and fort_holds:
            # waiting on it is worth less than burning territories on the way
            score -= 0.6 * progress * weight
        if world.square_owner(to) == q:
            left = b.territory_left(to)
            if left is not None:
                if to == FORTRESS[q]:
                    score += 1.5 + (3.0 if f >= b.fort_left[q] else 0.0)
                else:
                    # slash and burn (AW-10.2) comes nearer with every territory lost: the
                    # last ones are worth the most, above all while the fortress stands firm
                    remaining = 8 - b.burnt(q)
                    keen = 6.0 if fort_holds else 2.0
                    score += 1.5 + keen / remaining + (1.0 if f >= left else 0.0)
                    if progress < 0 and to_go(seat, frm) <= 2:
                        score -= 0.6 * progress * weight  # a step back to burn costs half
        # an enemy army near our fortress: meet it
        own_fort = FORTRESS[seat]
        threat_sq = b.threats(seat)
        if threat_sq:
            if to in threat_sq:
                score += 2.0
            elif to == own_fort and b.force[q][own_fort]:
                score += 2.0
        return score

    @staticmethod
    def _attack(s, card_of, fight: Aims, a) -> float:
        atk = fight.attack(a.striker)
        if atk <= 0:
            return 0.0
        t = a.target
        card = card_of[s.cards[t]]
        pending = fight.pending.get(t, 0)
        if card.type == "unit":
            left = health_of(s, card_of, t) - s.damage.get(t, 0) - pending
            worth = 2.0 + attack_of(s, card_of, t) + 0.5 * health_of(s, card_of, t)
            if left <= 0:
                return -3.0
            if atk >= left:
                return 6.0 + worth - 0.3 * (atk - left)
            return 1.0 + worth * atk / (left + atk)
        left = card.strength - s.damage.get(t, 0) - pending
        if left <= 0:
            return -3.0
        fortress = t == s.world[FORTRESS[1 - a.seat]]
        if atk >= left:
            return 30.0 if fortress else 9.0 + card.strength * 0.3
        if fight.free >= left:  # together the unaimed strikers finish it
            return 12.0 if fortress else 5.0
        return 4.0 if fortress else 2.0

    def _event(self, s, card_of, b: Board, a) -> float:
        card = card_of[s.cards[a.card]]
        seat = a.seat
        q = 1 - seat
        target = a.target
        score = -0.3 * (card.food_cost + card.gold_cost)
        div = None
        if isinstance(target, str):
            ref = _DIVISION_REFS.get(target)
            if ref is None:
                ref = _DIVISION_REFS[target] = parse_division_ref(target)
            div = s.sides[ref[0]].divisions[ref[1] - 1]
        unit = None  # (worth, health left) of a unit target, read once
        for e in card.effects:
            v = e.verb
            if v == "draw":
                score += 2.5 * e.get("amount", 1)
            elif v == "gain":
                score += 0.5 * (e.get("food", 0) + e.get("gold", 0))
            elif div is not None:
                f = b.div_force[(div.seat, div.number)]
                if v == "move":
                    if e["to"] == "fortress":  # send an enemy army home
                        score += 0.5 + f * (6 - to_go(div.seat, div.square)) / 3.0
                    else:
                        step = to_go(div.seat, div.square) - to_go(div.seat, a.to)
                        score += 1.5 * step * (1 + f / 6.0) - 1.0
                elif v == "buff":
                    engaged = b.force[1 - div.seat][div.square] or (
                        world.square_owner(div.square) != div.seat and b.territory_left(div.square))
                    n = len(div.units)
                    gain = e.get("attack", 0) * n + 0.5 * e.get("health", 0) * n
                    if div.seat == seat:
                        score += gain if engaged else -1.0
                    else:  # weakening an enemy division (negative attack)
                        score += -gain if engaged else -1.0
            elif isinstance(target, int):
                tc = card_of[s.cards[target]]
                if tc.type == "unit":
                    mine = s.owner[target] == seat
                    if unit is None:
                        h = health_of(s, card_of, target)
                        unit = (2.0 + attack_of(s, card_of, target) + 0.5 * h, h - s.damage.get(target, 0))
                    worth, left = unit
                    if v == "damage":
                        score += (4.0 + worth if e["amount"] >= left else 0.5) * (-1 if mine else 1)
                    elif v in ("destroy", "remove"):
                        score += (3.0 + worth) * (-1 if mine else 1)
                    elif v == "return":
                        score += -3.0 if mine else 1.0 + 0.6 * worth
                    elif v == "heal":
                        dmg = s.damage.get(target, 0)
                        score += min(dmg, e["amount"]) * (1.0 if mine else -1.0) - (0 if dmg else 1.0)
                    elif v == "buff":
                        d = next((d for d in s.sides[s.owner[target]].divisions if target in d.units), None)
                        engaged = d is not None and (b.force[1 - d.seat][d.square] or (
                            world.square_owner(d.square) != d.seat and b.territory_left(d.square)))
                        gain = e.get("attack", 0) + 0.5 * e.get("health", 0)
                        score += (gain if engaged else -1.0) * (1 if mine else -1)
                else:  # a territory
                    mine = s.owner[target] == seat
                    if v == "damage":
                        left = tc.strength - s.damage.get(target, 0)
                        fortress = target == s.world[FORTRESS[q]]
                        if e["amount"] >= left:
                            score += 30.0 if fortress else 8.0
                        else:
                            score += 3.0 * e["amount"] / left + (2.0 if fortress else 0.0)
                    elif v == "ready":
                        score += (1.5 if target in s.expended else -2.0) if mine else -1.0
                    elif v == "expend":
                        score += (0.5 if target not in s.expended else -1.0) if not mine else -1.0
                    elif v == "heal":
                        score += (min(s.damage.get(target, 0), e["amount"]) - 0.5) * (1 if mine else -1)
        return score
