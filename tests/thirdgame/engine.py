"""The rules of Duel: state, actions, the pipeline's hooks. No pygame, no CLI."""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.engine import Action, DeckList, Event, Game, Notation, Result, Setup, State, arg
from tabletop.engine.cards import Pool
from tabletop.engine.errors import UsageError
from tabletop.engine.game import HIDDEN, initial_rng

from tabletop.words import msg

from .rules import refuse

LIFE = 5


@dataclass(frozen=True)
class Play(Action):
    verb = "play"
    card: int = arg("card")
    target: int = arg("seat")


@dataclass(frozen=True)
class Pass(Action):
    verb = "pass"


@dataclass(frozen=True)
class DuelCard:
    key: str
    name: str
    on: str  # "opponent" or "self"


CARDS = [DuelCard("strike", "Strike", "opponent"), DuelCard("guard", "Guard", "self"),
         DuelCard("mend", "Mend", "self")]
DECK = ["strike"] * 4 + ["guard"] * 3 + ["mend"] * 3


@dataclass
class DuelState(State):
    turn: int = 1
    turn_player: int = 0
    passes: int = 0
    decks: list[list[int]] = field(default_factory=list)
    hands: list[list[int]] = field(default_factory=list)
    discards: list[list[int]] = field(default_factory=list)
    life: list[int] = field(default_factory=list)
    guards: list[int] = field(default_factory=list)


class DuelGame(Game):
    name = "duel"
    title = "Duel"
    state_class = DuelState
    rule_game_over = "D-6"
    rule_turn = "D-2"

    def __init__(self) -> None:
        self.notation = Notation([Play, Pass])
        self.pool = Pool(CARDS)

    def new_state(self, setup: Setup) -> DuelState:
        s = DuelState(seed=setup.seed, rng=initial_rng(setup.seed), names=list(setup.names), cards={},
                      owner={}, next_id=1, result=None, decks=[[], []], hands=[[], []],
                      discards=[[], []], life=[LIFE, LIFE], guards=[0, 0])
        for seat, deck in enumerate(setup.decks):
            s.decks[seat] = [s.new_card(k, seat) for k in deck.piles["main"]]
            s.shuffle_pile(s.decks[seat])
            for _ in range(3):
                s.hands[seat].append(s.decks[seat].pop(0))
        s.turn_player = setup.first if setup.first is not None else 0
        return s

    def default_setup(self, seed, players=2, names=None, options=None) -> Setup:
        if players != 2:
            raise UsageError("Duel is for two players [D-1]")
        deck = DeckList("Duel deck", {"main": list(DECK)})
        return Setup("duel", seed, [deck, deck], list(names or ["Player 1", "Player 2"]), dict(options or {}))

    def deck_problems(self, deck):
        return []

    def to_act(self, s):
        return [] if s.result else [s.turn_player]

    def legal_actions(self, s, seat=None):
        p = s.turn_player
        if s.result or (seat is not None and seat != p):
            return []
        out: list[Action] = []
        for c in s.hands[p]:
            out.append(Play(p, c, 1 - p if self.pool[s.cards[c]].on == "opponent" else p))
        return out + [Pass(p)]

    def check(self, s, a):
        if isinstance(a, Play):
            if a.card not in s.hands[a.seat]:
                raise refuse("D-2", msg("You can only play a card from your own hand."))
            if not 0 <= a.target < s.seats:
                raise refuse("D-1", msg("There is no seat P{n} in a duel.", n=a.target + 1))
            card = self.pool[s.cards[a.card]]
            if card.on == "opponent" and a.target == a.seat:
                raise refuse("D-3", msg("A Strike is played on your opponent, not on yourself."))
            if card.on == "self" and a.target != a.seat:
                raise refuse("D-4", msg("A {card} is played on yourself, not on your opponent.", card=card.name))

    def apply(self, s, a, events):
        p = a.seat
        if isinstance(a, Play):
            s.passes = 0
            s.hands[p].remove(a.card)
            s.discards[p].append(a.card)
            key = s.cards[a.card]
            q = a.target
            if key == "strike":
                blocked = min(2, s.guards[q])
                s.guards[q] -= blocked
                s.life[q] = max(0, s.life[q] - (2 - blocked))
            elif key == "guard":
                s.guards[p] += 1
            else:
                s.life[p] = min(LIFE, s.life[p] + 1)
            if events is not None:
                events.append(Event("play", msg("{who} plays a {card}.", who=s.names[p], card=self.pool[key].name),
                                    (a.card,), p))
            if s.life[q] == 0:
                s.result = Result((p,), "life", msg("{who} has no life left.", who=s.names[q]))
                return
        else:
            s.passes += 1
        out_of_cards = not any(s.hands[i] or s.decks[i] for i in range(2))
        if s.passes >= 2 or out_of_cards:
            if s.life[0] == s.life[1]:
                s.result = Result((), "draw", msg("Equal life at the end: a draw."))
            else:
                w = 0 if s.life[0] > s.life[1] else 1
                s.result = Result((w,), "life", msg("{who} has more life left.", who=s.names[w]))
            return
        s.turn_player = 1 - p
        s.turn += 1
        q = s.turn_player
        if s.decks[q]:
            s.hands[q].append(s.decks[q].pop(0))

    def hidden_piles(self, s, seat):
        """The core's `view` hides these: both decks and the opponent's hand."""
        return [s.decks[0], s.decks[1], s.hands[1 - seat]]

    def card_locations(self, s):
        for p in range(2):
            for pile in ("deck", "hand", "discard"):
                for c in getattr(s, pile + "s")[p]:
                    yield c, f"{p}.{pile}"

    def reveals(self, before, action, after):
        return True  # every turn draws a card

    def name_resolver(self, s):
        def resolve(partial, fname, name):
            want = name.casefold()
            ids = sorted(c for c, k in s.cards.items()
                         if k != HIDDEN and (k == name or self.pool[k].name.casefold() == want))
            hand = s.hands[partial.seat] if 0 <= partial.seat < 2 else []
            return ids, bool(ids) and all(c in hand for c in ids)
        return resolve
