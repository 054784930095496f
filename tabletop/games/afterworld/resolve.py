"""What happens to the cards: effects, damage and destruction, auto-return, draws, winning.

The interpreter of the effect vocabulary (tabletop/games/afterworld/abilities.py) lives in
`resolve_effects`; `settle` applies AW-2.2, AW-2.3, AW-7.5 and AW-10 in the order of AW-9.5
after damage; `draw` ends the game by deck-out (AW-10.3). Every function appends `Event`s
describing what happened when given a list, and builds none when given None.
"""

from __future__ import annotations

from tabletop.engine.effects import Effect
from tabletop.engine.game import Event, Result
from tabletop.words import T, msg

from . import world
from .query import find_unit, health_of
from .state import AWState, Division


def _name(s: AWState, card_of, cid: int) -> str:
    return card_of[s.cards[cid]].name


# ---- the end of the game --------------------------------------------------------------------

def end_game(s: AWState, winners: tuple[int, ...], reason: str, detail: str, ev) -> None:
    s.result = Result(winners, reason, detail)
    s.battle = None
    if ev is not None:
        ev.append(Event("game-over", detail, (), winners[0] if len(winners) == 1 else None))


def tiebreak(s: AWState, card_of) -> tuple[list[tuple[str, int, int]], int | None]:
    """AW-10.3 counts for both seats and the winner they give (None: equal on all four)."""
    rows = []
    alive, lost_strength, attack, health = [], [], [], []
    for p in (0, 1):
        mine = [s.world[sq] for sq in world.SQUARES if world.square_owner(sq) == p]
        alive.append(sum(1 for t in mine if t not in s.destroyed))
        lost_strength.append(sum(card_of[s.cards[t]].strength for t in mine if t in s.destroyed))
        units = [u for d in s.sides[p].divisions for u in d.units]
        attack.append(sum(card_of[s.cards[u]].attack for u in units))
        health.append(sum(card_of[s.cards[u]].health for u in units))
    rows = [("territories not destroyed", alive[0], alive[1]),
            ("printed Strength of destroyed territories", lost_strength[0], lost_strength[1]),
            ("printed Attack of units in play", attack[0], attack[1]),
            ("printed Health of units in play", health[0], health[1])]
    for i, (_, a, b) in enumerate(rows):
        if a != b:
            better_first = (a > b) if i != 1 else (a < b)
            return rows, (0 if better_first else 1)
    return rows, None


#: the line of a deck-out won on each step of the tiebreak (AW-10.3), in the order of `tiebreak`
_TIEBREAK_WIN = (
    T("{who} must draw from an empty deck. {winner} wins on territories not destroyed ({a} to {b})."),
    T("{who} must draw from an empty deck. {winner} wins on printed Strength of destroyed territories "
      "({a} to {b})."),
    T("{who} must draw from an empty deck. {winner} wins on printed Attack of units in play ({a} to {b})."),
    T("{who} must draw from an empty deck. {winner} wins on printed Health of units in play ({a} to {b})."),
)


def deck_out(s: AWState, card_of, drawer: int, ev) -> None:
    """AW-10.3: `drawer` must draw from an empty deck; the game ends on the tiebreak."""
    rows, winner = tiebreak(s, card_of)
    who = s.names[drawer]
    if winner is None:
        if s.options.deck_out_tie == "drawer-loses":
            w = 1 - drawer
            end_game(s, (w,), "deck-out", msg("{who} must draw from an empty deck; both empires are equal "
                                              "on every count, so {who} loses and {winner} wins.",
                                              who=who, winner=s.names[w]), ev)
        else:
            end_game(s, (), "draw", msg("{who} must draw from an empty deck; both empires are equal "
                                        "on every count: the game is a draw.", who=who), ev)
        return
    step = next(i for i, (_, a, b) in enumerate(rows) if a != b)
    _, a, b = rows[step]
    end_game(s, (winner,), "deck-out",
             msg(_TIEBREAK_WIN[step], who=who, winner=s.names[winner], a=a, b=b), ev)


def draw(s: AWState, card_of, seat: int, n: int, ev) -> bool:
    """Draw `n` cards; False if the game ended by deck-out."""
    side = s.sides[seat]
    for _ in range(n):
        if not side.deck:
            deck_out(s, card_of, seat, ev)
            return False
        cid = side.deck.pop()
        side.hand.append(cid)
        if ev is not None:
            ev.append(Event("draw", msg("{who} draws a card.", who=s.names[seat]), (cid,), seat))
    return True


def check_victory(s: AWState, card_of, ev) -> None:
    """AW-10.1, AW-10.2 and AW-10.4, after anything that can destroy a territory."""
    if s.result is not None:
        return
    losers = []
    reasons = {}
    for p in (0, 1):
        fort = s.world[world.fortress_of(p)]
        if fort in s.destroyed:
            losers.append(p)
            reasons[p] = ("elimination", msg("{who}'s {card} is destroyed",
                                             who=s.names[p], card=_name(s, card_of, fort)))
        else:
            base = 1 if p == 0 else 9
            if all(s.world[sq] in s.destroyed for sq in range(base, base + 8)):
                losers.append(p)
                reasons[p] = ("slash-and-burn", msg("all eight territories of {who} are destroyed", who=s.names[p]))
    if not losers:
        return
    if len(losers) == 2:
        first, second = reasons[0][1], reasons[1][1]
        if s.options.simultaneous_loss == "turn-player-wins":
            w = s.turn_player
            end_game(s, (w,), reasons[1 - w][0], msg("Both players lose at once ({first}, and {second}); "
                                                     "{winner} wins as the turn player.",
                                                     first=first, second=second, winner=s.names[w]), ev)
        else:
            end_game(s, (), "draw", msg("Both players lose at once ({first}, and {second}): the game is a draw.",
                                        first=first, second=second), ev)
        return
    p = losers[0]
    reason = reasons[p][0]
    who, winner = s.names[p], s.names[1 - p]
    if reason == "elimination":
        detail = msg("{who}'s {card} is destroyed: {winner} wins.", who=_cap(who),  # (its name says Fortress)
                     card=_name(s, card_of, s.world[world.fortress_of(p)]), winner=winner)
    else:
        detail = msg("All eight territories of {who} are destroyed: {winner} wins.", who=who, winner=winner)
    end_game(s, (1 - p,), reason, detail, ev)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


# ---- cards leaving play ---------------------------------------------------------------------

#: why a division returns to its fortress (`return_to_fortress`): its line in the log
_RETURNS = {"": T("{who}'s division d{division} returns to its fortress."),
            "empty": T("{who}'s division d{division} returns to its fortress (it has no units left).")}


def return_to_fortress(s: AWState, div: Division, ev, why: str = "") -> None:
    fort = world.fortress_of(div.seat)
    if div.square == fort:
        return
    div.square = fort
    if ev is not None:
        ev.append(Event("division-returned",
                        msg(_RETURNS[why], who=s.names[div.seat], division=div.number),
                        (div.commander,), div.seat))


#: a unit leaving play for its owner's discard pile, hand or the removed cards: its line in the log
_LEAVES = {"discard": T("{card} ({who}) is destroyed."),
           "hand": T("{card} ({who}) returns to its owner's hand."),
           "removed": T("{card} ({who}) is removed from the game.")}


def leave_play(s: AWState, card_of, cid: int, where: str, ev, emptied: list | None = None) -> None:
    """Unit `cid` leaves its division for its owner's `where` (discard, hand, removed).

    Its items go to the discard pile (AW-2.4). If the division has no unit left, its token
    returns to the fortress (AW-7.5) at once, or is added to `emptied` to return later.
    """
    div = find_unit(s, cid)
    if div is None:
        raise ValueError(f"card #{cid} is not a unit in a division")
    div.units.remove(cid)
    owner = s.owner[cid]
    side = s.sides[owner]
    for it in s.items.pop(cid, ()):
        s.sides[s.owner[it]].discard.append(it)
    s.damage.pop(cid, None)
    s.attack_bonus.pop(cid, None)
    s.health_bonus.pop(cid, None)
    s.expended.discard(cid)
    getattr(side, where).append(cid)
    if ev is not None:
        ev.append(Event({"discard": "unit-destroyed", "hand": "unit-returned", "removed": "unit-removed"}[where],
                        msg(_LEAVES[where], card=_name(s, card_of, cid), who=s.names[owner]), (cid,), owner))
    if not div.units:
        if emptied is None:
            return_to_fortress(s, div, ev, "empty")
        else:
            emptied.append(div)


def settle(s: AWState, card_of, ev) -> None:
    """After damage: destroy units (AW-2.2) and territories (AW-2.3), return emptied
    divisions (AW-7.5), then look for a winner (AW-10), in the order of AW-9.5."""
    if not s.damage:
        return
    emptied: list[Division] = []
    hit_territory = False
    for cid, dmg in list(s.damage.items()):
        card = card_of[s.cards[cid]]
        if card.type == "unit":
            if dmg >= health_of(s, card_of, cid):
                leave_play(s, card_of, cid, "discard", ev, emptied)
        elif card.type == "territory" and cid not in s.destroyed and dmg >= card.strength:
            s.destroyed.add(cid)
            s.expended.discard(cid)
            hit_territory = True
            if ev is not None:
                sq = s.world.index(cid)
                ev.append(Event("territory-destroyed",
                                msg("{card} ({who}, {square}) is destroyed.", card=card.name,
                                    who=s.names[s.owner[cid]], square=world.NAMES[sq]),
                                (cid,), s.owner[cid]))
    for div in emptied:
        if not div.units:
            return_to_fortress(s, div, ev, "empty")
    if hit_territory:
        check_victory(s, card_of, ev)


# ---- the effect interpreter -------------------------------------------------------------------

def _in_play(s: AWState, card_of, cid) -> bool:
    if not isinstance(cid, int):
        return True
    t = card_of[s.cards[cid]].type
    if t == "unit":
        return find_unit(s, cid) is not None
    if t == "territory":
        return cid not in s.destroyed
    return True


def resolve_effects(s: AWState, card_of, seat: int, effects: tuple[Effect, ...], target, to, ev,
                    source: str) -> None:
    """Carry out `effects` of a card played by `seat` on `target` (card id, Division or None)."""
    side = s.sides[seat]
    for e in effects:
        if s.result is not None:
            return
        v = e.verb
        if v == "draw":
            draw(s, card_of, seat, e.get("amount", 1), ev)
            continue
        if v == "gain":
            f, g = e.get("food", 0), e.get("gold", 0)
            side.food += f
            side.gold += g
            if ev is not None:
                ev.append(Event("gain", msg("{who} gains {food} Food and {gold} Gold ({source}).",
                                            who=s.names[seat], food=f, gold=g, source=source), (), seat))
            continue
        if target is None or not _in_play(s, card_of, target):
            continue  # the target is gone: the rest of the effect does nothing
        if isinstance(target, Division):
            div = target
            who = s.names[div.seat]
            if v == "move":
                dest = world.fortress_of(div.seat) if e["to"] == "fortress" else to
                div.square = dest
                if ev is not None:
                    line = msg("{who}'s division d{division} is moved to {square} ({source}).", who=who,
                               division=div.number, square=world.NAMES[dest], source=source)
                    ev.append(Event("division-moved", line, (div.commander,), div.seat))
            elif v == "buff":
                for u in div.units:
                    _buff(s, u, e)
                if ev is not None:
                    line = msg("Each unit of {who}'s division d{division} gets stronger until end of turn "
                               "({source}).", who=who, division=div.number, source=source)
                    ev.append(Event("buff", line, tuple(div.units), div.seat))
            continue
        name = _name(s, card_of, target)
        if v == "damage":
            s.damage[target] = s.damage.get(target, 0) + e["amount"]
            if ev is not None:
                line = msg("{card} takes {n} damage ({source}).", card=name, n=e["amount"], source=source)
                ev.append(Event("damage", line, (target,), seat))
        elif v == "heal":
            left = s.damage.get(target, 0) - e["amount"]
            if left > 0:
                s.damage[target] = left
            else:
                s.damage.pop(target, None)
            if ev is not None:
                ev.append(Event("heal", msg("{card} is healed ({source}).", card=name, source=source),
                                (target,), seat))
        elif v == "buff":
            _buff(s, target, e)
            if ev is not None:
                line = msg("{card} gets stronger until end of turn ({source}).", card=name, source=source)
                ev.append(Event("buff", line, (target,), seat))
        elif v == "ready":
            s.expended.discard(target)
            if ev is not None:
                ev.append(Event("ready", msg("{card} is readied ({source}).", card=name, source=source),
                                (target,), seat))
        elif v == "expend":
            s.expended.add(target)
            if ev is not None:
                ev.append(Event("expend", msg("{card} is expended ({source}).", card=name, source=source),
                                (target,), seat))
        elif v == "return":
            leave_play(s, card_of, target, "hand", ev)
        elif v == "remove":
            leave_play(s, card_of, target, "removed", ev)
        elif v == "destroy":
            leave_play(s, card_of, target, "discard", ev)
        else:  # pragma: no cover - tests assert that every verb has a branch
            raise AssertionError(f"effect {v!r} has no rule")
    settle(s, card_of, ev)


HANDLED_VERBS = frozenset({"draw", "gain", "move", "buff", "damage", "heal", "ready", "expend",
                           "return", "remove", "destroy"})


def _buff(s: AWState, cid: int, e: Effect) -> None:
    a, h = e.get("attack", 0), e.get("health", 0)
    if a:
        s.attack_bonus[cid] = s.attack_bonus.get(cid, 0) + a
    if h:
        s.health_bonus[cid] = s.health_bonus.get(cid, 0) + h
