"""Afterworld for lessons and scenarios: its positions, its check vocabulary, its highlights.

Checks (besides the common ones in checks.py), as a scenario writes them:

    step = "move"                               the step of the turn (muster, move, battle)
    food = { P1 = 2 }        gold = { P2 = 0 }  pools
    hand_count = { P1 = 4 }  deck_count, discard_count
    hand = { P1 = ["Jackal Spearman"] }         exactly these cards (any order); also discard, removed
    division_at = { d1 = "b2", "P2:d1" = "F2" } where division tokens stand (d1 = the acting
                                                player's own... in a file: P1's)
    units = { d1 = ["Jackal Spearman"] }        exactly these units in the division
    moves = { d1 = 1 }                          moves made this turn
    in_row = { d1 = 2 }                         the row the division stands on (F1: 0, F2: 5)
    commander = { "P2:d1" = "Jarl of the Fjords" }  who leads the division
    reachable = { d1 = ["a1", "b1"] }           exactly the squares the division may move to now
    damage = { c3 = 2, "Jackal Spearman" = 1 }  damage on a territory (by square) or a card
    destroyed = ["c3"]    intact = ["d3"]       territories (by square or name) face down / not
    expended = ["a1"]     ready = ["F1"]        territories or cards sideways / upright
    attached = { "Jackal Spearman" = ["Khopesh"] }  exactly these items on a commander or unit
    battle = "c3"                               the square of the battle in progress, or "none"
    card_at = { F1 = "Fortress of Heliopolis" } the territory on a square

A card written in a key may carry its owner, ``"P2:Jackal Spearman"``, when both players
have one.
"""

from __future__ import annotations

from typing import Any

from ..engine.errors import DataError
from ..engine.schema import Field, describe_value
from ..engine.tomlfile import Key, TomlDoc
from ..games.afterworld import world
from ..games.afterworld.actions import Move
from ..games.afterworld.position import build
from .checks import Check, CheckError, known_card, per_seat, scalar, seat_index
from .teachers import Teacher, relocate, sub_doc


def _square(text: str) -> int | None:
    try:
        return world.parse_square(text)
    except ValueError:
        return None


def _known_division(text: str) -> tuple[int, int]:
    """(seat, number) of a division reference the check's validation already accepted."""
    ref = _division_ref(text)
    if ref is None:
        raise ValueError(f"not a division: {text!r}")
    return ref


def _division_ref(text: str, default_seat: int = 0) -> tuple[int, int] | None:
    t = text.strip()
    seat = default_seat
    if ":" in t:
        head, _, t = t.partition(":")
        named = seat_index(head)
        if named is None or named > 1:
            return None
        seat = named
    if len(t) == 2 and t[0] in "dD" and t[1] in "123":
        return seat, int(t[1])
    return None


def _card_ref(text: str) -> tuple[int | None, str]:
    head, sep, rest = text.partition(":")
    if sep and seat_index(head) is not None and rest:
        return seat_index(head), rest
    return None, text


class AfterworldTeacher(Teacher):

    # ---- positions ------------------------------------------------------------------------
    def build(self, data: dict, doc: TomlDoc, at: Key):
        try:
            return build(self.game, data, sub_doc(doc, at) if at else doc)
        except DataError as err:
            raise relocate(err, at) if at else err from None

    # ---- highlights -----------------------------------------------------------------------
    def highlight_ids(self, state, ref: str, learner: int) -> list[str] | None:
        """``d1``-``d3`` (or ``P2:d1``, ``division d1``) are divisions: panel and token;
        ``b2``, ``F1`` are squares, and ``square d1`` the square that shares a division's name."""
        text = ref.strip()
        low = text.lower()
        if low.startswith("square "):
            sq = _square(text[7:])
            return [f"square:{sq}"] if sq is not None else None
        if low.startswith("division "):
            text = text[9:]
        div = _division_ref(text, learner)
        if div is not None:
            seat, n = div
            return [f"division:{seat}:{n}", f"token:{seat}:{n}"]
        sq = _square(text)
        if sq is not None:
            return [f"square:{sq}"]
        return super().highlight_ids(state, ref, learner)

    def other_highlight_problem(self, ref: str) -> str | None:
        low = ref.strip().lower()
        if low.startswith("square ") and _square(ref.strip()[7:]) is None:
            return f"{ref!r}: no such square (a1..d4, F1, F2)"
        if low.startswith("division ") and _division_ref(ref.strip()[9:]) is None:
            return f"{ref!r}: no such division (d1, d2, d3, or P2:d1)"
        return None  # a square, a division, a card with its owner, or a button label

    # ---- why not? ---------------------------------------------------------------------------
    def candidates(self, s, seat: int, pid: str) -> list:
        from ..games.afterworld.actions import Attach, Deploy, Expend, Move, PlayEvent
        kind, _, rest = pid.partition(":")
        if kind == "token":
            p, n = (int(v) for v in rest.split(":"))
            if p != seat:
                return []
            d = s.sides[p].divisions[n - 1]
            return [Move(seat, n, sq) for sq in world.NEIGHBOURS[d.square]]
        if kind != "card" or not rest.isdigit():
            return []
        cid = int(rest)
        side = s.sides[seat]
        card = self.game.pool.by_key.get(s.cards.get(cid, ""))
        if card is None:
            return []
        if cid in s.world and s.owner[cid] == seat:
            return [Expend(seat, cid)]
        if cid not in side.hand:
            return []
        if card.type == "unit":
            return [Deploy(seat, cid, n) for n in (1, 2, 3)]
        if card.type in ("equipment", "relic"):
            holders = [h for d in side.divisions for h in [d.commander] + d.units if h]
            return [Attach(seat, cid, h) for h in holders]
        if card.type == "event":
            return [PlayEvent(seat, cid, None)]
        return []

    # ---- the card a check names -----------------------------------------------------------
    def _one_card(self, state, ref: str, where: str = "in play") -> int:
        sq = _square(ref)
        if sq is not None:
            return state.world[sq]
        name = _card_ref(ref)[1]
        ids = self.cards_named(state, ref)
        if where == "in play":
            hand = {c for side in state.sides for c in side.hand + side.discard + side.removed}
            ids = [c for c in ids if c not in hand]
        if not ids:
            raise CheckError(f"no card called {ref!r} {where}")
        if len(ids) > 1:
            raise CheckError(f"{len(ids)} cards called {ref!r} {where}; write \"P1:{name}\" or \"P2:{name}\"")
        return ids[0]

    def _territory(self, state, ref: str) -> int:
        cid = self._one_card(state, ref)
        if cid not in state.world:
            raise CheckError(f"{ref!r} is not a territory on the world")
        return cid

    def _name(self, state, cid: int) -> str:
        return self.game.pool[state.cards[cid]].name

    # ---- checks ---------------------------------------------------------------------------
    def game_checks(self) -> list[Check]:
        G = self.game

        def side(s, seat):
            return s.sides[seat]

        def names(s, ids):
            return [G.pool[s.cards[c]].name for c in ids]

        def division(s, ref):
            seat, n = _known_division(ref)
            return s.sides[seat].divisions[n - 1]

        checks = [
            scalar("step", 'the step of the turn: "muster", "move", "battle" (or "over")',
                   lambda g, s: "over" if s.result else s.step, str),
            per_seat("food", "Food in the pool", lambda g, s, p: side(s, p).food),
            per_seat("gold", "Gold in the pool", lambda g, s, p: side(s, p).gold),
            per_seat("hand_count", "cards in hand", lambda g, s, p: len(side(s, p).hand)),
            per_seat("deck_count", "cards in the deck", lambda g, s, p: len(side(s, p).deck)),
            per_seat("discard_count", "cards in the discard pile", lambda g, s, p: len(side(s, p).discard)),
            per_seat("hand", "exactly these cards in hand", lambda g, s, p: names(s, side(s, p).hand),
                     validate_item=known_card, multiset=True),
            per_seat("discard", "exactly these cards in the discard pile",
                     lambda g, s, p: names(s, side(s, p).discard), validate_item=known_card, multiset=True),
            per_seat("removed", "exactly these cards in the removed pile",
                     lambda g, s, p: names(s, side(s, p).removed), validate_item=known_card, multiset=True),
            self._by_division("division_at", "the square each division token stands on",
                              lambda s, d: world.NAMES[d.square], str, _square_problem,
                              lambda a, b: a.casefold() == b.casefold()),
            self._by_division("units", "exactly these units in the division",
                              lambda s, d: names(s, d.units), list, self._names_problem,
                              lambda a, b: sorted(x.casefold() for x in a) ==
                              sorted(self._cname(x).casefold() for x in b)),
            self._by_division("moves", "moves the division made this turn", lambda s, d: d.moves, int,
                              None, lambda a, b: a == b),
            self._by_division("in_row", "the row of the division's square (1-4; 0 and 5: the fortresses)",
                              lambda s, d: world.row_of(d.square), int, None, lambda a, b: a == b),
            self._by_division("commander", "the commander leading the division",
                              lambda s, d: names(s, [d.commander])[0] if d.commander else "nobody", str,
                              lambda v: known_card(self.game, v),
                              lambda a, b: a.casefold() == self._cname(b).casefold()),
            self._by_division("reachable", "exactly the squares the division may move to now",
                              self._reachable, list, _squares_problem,
                              lambda a, b: sorted(x.casefold() for x in a) == sorted(x.casefold() for x in b)),
            Check("damage", "damage on a territory (by square) or a card in play",
                  Field(dict, required=False), self._damage, self._damage_validate),
            self._card_set("destroyed", "territories that are destroyed (face down)",
                           lambda s, c: c in s.destroyed, "destroyed", "not destroyed", territory=True),
            self._card_set("intact", "territories that are not destroyed",
                           lambda s, c: c not in s.destroyed, "not destroyed", "destroyed", territory=True),
            self._card_set("expended", "territories or cards that are expended (sideways)",
                           lambda s, c: c in s.expended, "expended", "ready"),
            self._card_set("ready", "territories or cards that are ready (upright)",
                           lambda s, c: c not in s.expended, "ready", "expended"),
            Check("attached", "exactly these items on a commander or unit",
                  Field(dict, required=False), self._attached, self._attached_validate),
            Check("card_at", 'the territory on a square: { F1 = "Fortress of Heliopolis" }',
                  Field(dict, required=False), self._card_at, self._card_at_validate),
            scalar("battle", 'the square of the battle in progress, or "none"',
                   lambda g, s: world.NAMES[s.battle.square] if s.battle else "none"),
        ]
        return checks

    def _cname(self, ref: str) -> str:
        c = self.game.pool.find(ref)
        return c.name if c else ref

    def _names_problem(self, value) -> str | None:
        for x in value:
            if not isinstance(x, str):
                return f"must list card names, not {describe_value(x)}"
            msg = known_card(self.game, x)
            if msg:
                return msg
        return None

    def _reachable(self, s, d) -> list[str]:
        return sorted({world.NAMES[a.square] for a in self.game.legal_actions(s, d.seat)
                       if isinstance(a, Move) and a.division == d.number})

    def _by_division(self, name, help, actual, typ, item_problem, same) -> Check:
        def validate(game, value):
            for k, v in value.items():
                if _division_ref(k) is None:
                    return f"{k!r} is not a division: write d1, d2, d3 (player 1's) or P2:d1"
                if typ is int and (not isinstance(v, int) or isinstance(v, bool)):
                    return f"{k}: must be a whole number, not {describe_value(v)}"
                if typ is str and not isinstance(v, str):
                    return f"{k}: must be a square in quotes such as \"b2\", not {describe_value(v)}"
                if typ is list and not isinstance(v, list):
                    return f"{k}: must be a list [ ... ], not {describe_value(v)}"
                if item_problem is not None:
                    msg = item_problem(v)
                    if msg:
                        return f"{k}: {msg}"
            return None

        def compare(game, s, value):
            out = []
            for k, want in value.items():
                seat, n = _known_division(k)
                d = s.sides[seat].divisions[n - 1]
                got = actual(s, d)
                if not same(got, want):
                    label = k if ":" in k else f"P1:{k}"
                    show = (lambda v: ", ".join(v) if v else "nothing") if typ is list else str
                    out.append(f"{label} {name}: expected {show(want)}, got {show(got)}")
            return out

        return Check(name, help, Field(dict, required=False), compare, validate)

    def _card_set(self, name, help, holds, yes, no, territory=False) -> Check:
        def validate(game, value):
            for ref in value:
                if not isinstance(ref, str):
                    return f"must list squares or card names, not {describe_value(ref)}"
                if _square(ref) is None and known_card(game, _card_ref(ref)[1]):
                    return f"{ref!r} is neither a square (a1..d4, F1, F2) nor a card"
            return None

        def compare(game, s, value):
            out = []
            for ref in value:
                cid = self._territory(s, ref) if territory else self._one_card(s, ref)
                if not holds(s, cid):
                    out.append(f"{ref} ({self._name(s, cid)}): expected {yes}, but it is {no}")
            return out

        return Check(name, help, Field(list, required=False, item=str), compare, validate)

    def _damage_validate(self, game, value) -> str | None:
        for k, v in value.items():
            if _square(k) is None and known_card(game, _card_ref(k)[1]):
                return f"{k!r} is neither a square (a1..d4, F1, F2) nor a card"
            if not isinstance(v, int) or isinstance(v, bool) or v < 0:
                return f"{k}: must be a whole number of damage, not {describe_value(v)}"
        return None

    def _damage(self, game, s, value) -> list[str]:
        out = []
        for k, want in value.items():
            cid = self._one_card(s, k)
            got = s.damage.get(cid, 0)
            if got != want:
                out.append(f"damage on {k} ({self._name(s, cid)}): expected {want}, got {got}")
        return out

    def _card_at_validate(self, game, value) -> str | None:
        for k, v in value.items():
            if _square(k) is None:
                return f"{k!r} is not a square (a1..d4, F1, F2)"
            if not isinstance(v, str) or known_card(game, v):
                return known_card(game, v) if isinstance(v, str) else f"{k}: must be a card name"
        return None

    def _card_at(self, game, s, value) -> list[str]:
        out = []
        for k, want in value.items():
            cid = s.world[_square(k)]
            got = self._name(s, cid) if cid else "nothing"
            if got.casefold() != self._cname(want).casefold():
                out.append(f"on {k}: expected {self._cname(want)}, got {got}")
        return out

    def _attached_validate(self, game, value) -> str | None:
        for k, v in value.items():
            if known_card(game, _card_ref(k)[1]):
                return known_card(game, _card_ref(k)[1])
            if not isinstance(v, list):
                return f"{k}: must be a list of item names"
            msg = self._names_problem(v)
            if msg:
                return f"{k}: {msg}"
        return None

    def _attached(self, game, s, value) -> list[str]:
        out = []
        for k, want in value.items():
            cid = self._one_card(s, k)
            got = [self._name(s, i) for i in s.items.get(cid, [])]
            if sorted(x.casefold() for x in got) != sorted(self._cname(x).casefold() for x in want):
                out.append(f"items on {k}: expected {', '.join(want) or 'none'}, got {', '.join(got) or 'none'}")
        return out


def _square_problem(v: Any) -> str | None:
    return None if _square(v) is not None else f"{v!r} is not a square (a1..d4, F1, F2)"


def _squares_problem(v: Any) -> str | None:
    for x in v:
        if not isinstance(x, str) or _square(x) is None:
            return f"{x!r} is not a square (a1..d4, F1, F2)"
    return None
