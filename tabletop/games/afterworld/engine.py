"""`AfterworldGame`: the Afterworld rules behind the core's Game interface (tabletop/engine/game.py).

This module only wires the hooks to the modules that do the work: flow.py (setup, steps,
applying actions), legal.py (the legal list), check.py (refusals with rule ids), text.py
(actions in words), decks.py (AW-1). The hidden-information view (AW-11) and the card
locations are here.
"""

from __future__ import annotations

from typing import Any

from tabletop.engine.errors import UsageError
from tabletop.engine.game import DeckList, Game, Setup
from tabletop.engine.rng import Rng, seed_state
from tabletop.words import msg

from . import check as _check
from . import drops, flow, legal, text
from .actions import complete, make_notation
from .decks import deck_problems
from .options import Options
from .state import AWState


class AfterworldGame(Game[AWState]):
    name = "afterworld"
    title = "Afterworld"
    state_class = AWState
    options_class = Options
    rule_game_over = "AW-10"
    rule_turn = "AW-5.1"
    rule_unseen = "AW-11.2"
    deck_piles = ("main", "commanders", "territories")

    def __init__(self, pool) -> None:
        self.pool = pool
        self.card_of = pool.by_key
        self.notation = make_notation()

    # ---- play ------------------------------------------------------------------------------
    def new_state(self, setup: Setup) -> AWState:
        return flow.new_state(self.card_of, setup)

    def to_act(self, s: AWState) -> list[int]:
        seat = legal.actor(s)
        return [] if seat is None else [seat]

    def legal_actions(self, s: AWState, seat: int | None = None):
        who = legal.actor(s)
        if who is None or (seat is not None and seat != who):
            return []
        return legal.generate(s, self.card_of, who)

    def check(self, s: AWState, action) -> None:
        _check.check(s, self.card_of, action)

    def apply(self, s: AWState, action, events) -> None:
        flow.apply(s, self.card_of, action, events)

    def describe(self, s: AWState, action) -> str:
        return text.describe(s, self.card_of, action)

    # ---- what a gesture means (drops.py) -------------------------------------------------------
    def drops_of(self, view: AWState, seat: int, action):
        return drops.drops_of(self.card_of, view, seat, action)

    def drop_meaning(self, view: AWState, seat: int, piece: str, place: str | None):
        return drops.meaning(self.card_of, view, seat, piece, place)

    def click_meaning(self, view: AWState, seat: int, piece: str):
        return drops.click_meaning(self.card_of, view, seat, piece)

    def parse(self, state, text_: str):
        return complete(super().parse(state, text_))

    # ---- what each seat sees (AW-11) -----------------------------------------------------------
    def hidden_piles(self, s: AWState, seat: int):
        """Every deck; the other player's hand unless hands are open (AW-11.1)."""
        for p, side in enumerate(s.sides):
            yield side.deck
            if p != seat and not s.options.open_hands:
                yield side.hand

    def unseen_place(self, s: AWState, seat: int, cid: int):
        """A card of a deck, or of the other hand unless hands are open (AW-11.1, AW-11.2)."""
        p = s.owner.get(cid)
        if p is None or not 0 <= p < len(s.sides):
            return None
        side = s.sides[p]
        if cid in side.deck:
            return msg("your deck") if p == seat else msg("{who}'s deck", who=s.names[p])
        if p != seat and not s.options.open_hands and cid in side.hand:
            return msg("{who}'s hand", who=s.names[p])
        return None

    def turns_taken(self, s: AWState) -> int:
        return s.turn

    def card_locations(self, s: AWState):
        for p, side in enumerate(s.sides):
            tag = f"P{p + 1}"
            for pile in ("deck", "hand", "discard", "removed", "reserve"):
                for c in getattr(side, pile):
                    yield c, f"{tag}.{pile}"
            for d in side.divisions:
                if d.commander:
                    yield d.commander, f"{tag}.d{d.number}"
                for u in d.units:
                    yield u, f"{tag}.d{d.number}"
        for holder, items in s.items.items():
            for it in items:
                yield it, f"item-of-#{holder}"
        from .world import NAMES
        for sq, t in enumerate(s.world):
            if t:
                yield t, f"world.{NAMES[sq]}"

    def reveals(self, before: AWState, action, after: AWState) -> bool:
        return self.reveals_since(self.reveal_mark(before), action, after)

    def reveal_mark(self, s: AWState):
        first, second = s.sides
        return s.rng, first.deck[:], second.deck[:]

    def reveals_since(self, mark, action, after: AWState) -> bool:
        """A draw or a shuffle: the generator moved or a deck changed."""
        rng, first, second = mark
        return rng != after.rng or first != after.sides[0].deck or second != after.sides[1].deck

    def name_resolver(self, s: AWState):
        card_of = self.card_of

        def resolve(partial, field: str, name: str):
            want = name.casefold()
            ids = sorted(c for c, k in s.cards.items() if k in card_of and
                         (card_of[k].name.casefold() == want or k == name))
            hand = s.sides[partial.seat].hand if 0 <= partial.seat < 2 else []
            same = bool(ids) and all(c in hand for c in ids)
            return ids, same
        return resolve

    # ---- decks ---------------------------------------------------------------------------------
    def deck_pile_of(self, card) -> str:
        return {"commander": "commanders", "territory": "territories"}.get(card.type, "main")

    def deck_problems(self, deck):
        return deck_problems(self.pool, deck)

    def default_setup(self, seed: int, players: int = 2, names: list[str] | None = None,
                      options: dict[str, Any] | None = None) -> Setup:
        if players != 2:
            raise UsageError(msg("Afterworld is a game for two players [AW-1.1]"))
        decks = self.starter_decklists()
        rng = Rng(seed_state(seed ^ 0x5EED))
        a = rng.randbelow(len(decks))
        b = rng.randbelow(len(decks) - 1)
        if b >= a:
            b += 1
        return Setup("afterworld", seed, [decks[a], decks[b]], list(names or ["Player 1", "Player 2"]),
                     dict(options or {}))

    def starter_decklists(self) -> list[DeckList]:
        if not hasattr(self, "_starters"):
            self._starters = [self.load_deck(p).deck for p in self.starter_decks()]
        return self._starters

    def starter(self, faction: str) -> DeckList:
        for d in self.starter_decklists():
            if d.side == faction:
                return d
        raise KeyError(faction)
