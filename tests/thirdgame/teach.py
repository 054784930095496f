"""Duel for lessons and scenarios: positions from plain data and the check vocabulary.

    [position]
    turn_player = "P1"
    [position.P1]
    life = 3
    guards = 1
    hand = ["Strike", "Mend"]
    deck = ["Guard"]

Checks: ``life = { P1 = 3 }``, ``guards = { P2 = 0 }``, ``hand = { P1 = ["Mend"] }``.
"""

from tabletop.engine.errors import DataError
from tabletop.engine.game import initial_rng
from tabletop.engine.schema import Field, check_table
from tabletop.teach.checks import Check, per_seat, seat_index
from tabletop.teach.teachers import Teacher

from .engine import LIFE, DuelState

SEAT = {
    "life": Field(int, required=False, default=LIFE, lo=0, hi=LIFE),
    "guards": Field(int, required=False, default=0, lo=0, hi=10),
    "hand": Field(list, required=False, default=[], item=str),
    "deck": Field(list, required=False, default=[], item=str),
    "discard": Field(list, required=False, default=[], item=str),
}
TOP = {
    "turn_player": Field(str, required=False, default="P1", choices=("P1", "P2")),
    "turn": Field(int, required=False, default=1, lo=1),
    "P1": Field(dict, required=False, default={}),
    "P2": Field(dict, required=False, default={}),
}


class DuelTeacher(Teacher):

    def build(self, data, doc, at):
        problems = []
        top = check_table(doc, at, data, TOP, problems)
        s = DuelState(seed=0, rng=initial_rng(0), names=["Player 1", "Player 2"], cards={}, owner={},
                      next_id=1, result=None, decks=[[], []], hands=[[], []], discards=[[], []],
                      life=[LIFE, LIFE], guards=[0, 0])
        s.turn = top["turn"]
        s.turn_player = seat_index(top["turn_player"]) or 0
        for seat, name in enumerate(("P1", "P2")):
            at_seat = at + (name,)
            seat_data = check_table(doc, at_seat, top[name], SEAT, problems)
            s.life[seat], s.guards[seat] = seat_data["life"], seat_data["guards"]
            for pile in ("hand", "deck", "discard"):
                for i, ref in enumerate(seat_data[pile]):
                    card = self.game.pool.find(ref)
                    if card is None:
                        problems.append(doc.problem(at_seat + (pile, i),
                                                    f"no card called {ref!r}{self.game.pool.suggest(ref)}"))
                        continue
                    getattr(s, pile + "s")[seat].append(s.new_card(card.key, seat))
        if problems:
            raise DataError(problems)
        return s

    def game_checks(self):
        pool = self.game.pool

        def names(s, ids):
            return sorted(pool[s.cards[c]].name for c in ids)

        return [
            per_seat("life", "life left", lambda g, s, p: s.life[p]),
            per_seat("guards", "guards in front of the player", lambda g, s, p: s.guards[p]),
            Check("hand", "exactly these cards in hand",
                  Field(dict, required=False),
                  lambda g, s, v: [f"{k} hand: expected {sorted(v[k])}, got {names(s, s.hands[seat_index(k)])}"
                                   for k in v if names(s, s.hands[seat_index(k)]) != sorted(
                                       pool.find(x).name for x in v[k])]),
        ]

    def candidates(self, s, seat, pid):
        from .engine import Play
        kind, _, rest = pid.partition(":")
        if kind != "card" or not rest.isdigit() or int(rest) not in s.hands[seat]:
            return []
        return [Play(seat, int(rest), t) for t in range(2)]
