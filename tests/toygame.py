"""A tiny card game to exercise the engine core without either real game.

Each player has a deck of numbered cards. On your turn you may `play` a card from your hand
(its number adds to your points) or `pass`; either way the turn then passes and the next
player draws. First to 10 points wins. Hands and decks are hidden.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.engine import Action, Event, Game, IllegalActionError, Notation, Result, Setup, State, arg
from tabletop.engine.game import HIDDEN, initial_rng
from tabletop.engine.serial import clone
from tabletop.games.registry import GameEntry


@dataclass(frozen=True)
class Play(Action):
    verb = "play"
    card: int = arg("card")


@dataclass(frozen=True)
class Pass(Action):
    verb = "pass"


@dataclass(frozen=True)
class ToyCard:
    key: str
    name: str


@dataclass
class ToyState(State):
    turn_player: int = 0
    decks: list[list[int]] = field(default_factory=list)
    hands: list[list[int]] = field(default_factory=list)
    points: list[int] = field(default_factory=list)


class ToyGame(Game):
    name = "toy"
    title = "Toy"
    state_class = ToyState
    rule_game_over = "T-9"
    rule_turn = "T-1"

    def __init__(self):
        from tabletop.engine.cards import Pool
        self.notation = Notation([Play, Pass])
        self.pool = Pool([ToyCard(str(n), str(n)) for n in range(1, 6)])

    def new_state(self, setup: Setup) -> ToyState:
        n = len(setup.decks)
        s = ToyState(seed=setup.seed, rng=initial_rng(setup.seed), names=list(setup.names),
                     cards={}, owner={}, next_id=1, result=None,
                     decks=[[] for _ in range(n)], hands=[[] for _ in range(n)], points=[0] * n)
        for seat, deck in enumerate(setup.decks):
            s.decks[seat] = [s.new_card(k, seat) for k in deck.piles["main"]]
            s.shuffle_pile(s.decks[seat])
            for _ in range(2):
                s.hands[seat].append(s.decks[seat].pop(0))
        return s

    def to_act(self, s):
        return [] if s.result else [s.turn_player]

    def legal_actions(self, s, seat=None):
        if s.result or (seat is not None and seat != s.turn_player):
            return []
        p = s.turn_player
        return [Play(p, c) for c in s.hands[p]] + [Pass(p)]

    def check(self, s, a):
        if isinstance(a, Play) and a.card not in s.hands[a.seat]:
            raise IllegalActionError("T-2", "You can only play a card from your own hand.")

    def apply(self, s, a, events):
        p = a.seat
        if isinstance(a, Play):
            s.hands[p].remove(a.card)
            s.points[p] += int(s.cards[a.card])
            if events is not None:
                events.append(Event("play", f"{s.names[p]} plays a {s.cards[a.card]}", (a.card,), p))
            if s.points[p] >= 10:
                s.result = Result((p,), "points", f"{s.names[p]} reached 10 points.")
                return
        s.turn_player = (p + 1) % s.seats
        q = s.turn_player
        if s.decks[q]:
            s.hands[q].append(s.decks[q].pop(0))

    def view(self, s, seat):
        v = clone(s)
        v.rng = 0
        v.seed = 0
        for p in range(s.seats):
            for c in v.decks[p]:
                v.cards[c] = HIDDEN
            v.decks[p].sort()
            if p != seat:
                for c in v.hands[p]:
                    v.cards[c] = HIDDEN
        return v

    def card_locations(self, s):
        for p in range(s.seats):
            for c in s.decks[p]:
                yield c, f"{p}.deck"
            for c in s.hands[p]:
                yield c, f"{p}.hand"

    def reveals(self, before, action, after):
        return True  # every turn draws a card

    def name_resolver(self, s):
        def resolve(partial, fname, name):
            ids = [c for c in s.hands[partial.seat] if s.cards[c] == name]
            return ids, True
        return resolve


def toy_setup(seed=1):
    from tabletop.engine import DeckList
    deck = DeckList("d", {"main": [str(n) for n in (1, 2, 3, 4, 5, 1, 2, 3)]})
    return Setup("toy", seed, [deck, deck], ["Ann", "Bo"])


def load():
    return ToyGame()


#: the registry entry tests register (and unregister) to load saves of this game
ENTRY = GameEntry(name="toy", title="Toy", engine=load)
