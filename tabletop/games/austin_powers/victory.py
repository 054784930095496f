"""Winning at 100 points (AP-10), checked every time a score pile changes.

Several players can reach 100 at the same moment (a winner and a helper after the same
showdown): the highest score wins; if equal, the turn player, otherwise the first of them in
seat order after the turn player (AP-10.2).

A game in which nobody can or will score any more (agents on the fields that no opposing agent
may legally challenge, decks cycling bones) would never end (AP-10.3, our table rule). Where
no human sits (simulations: the options `UNATTENDED_OPTIONS`), after `stalemate_rounds` whole
rounds without any change of score the game ends. At a table with a human
(`end_by_agreement`), any player may propose to end the game by score (``propose-end``, once
per turn, whenever the turn player may act); it ends if every other player accepts. Either
way the highest score wins, ties broken as in AP-10.2.
"""

from __future__ import annotations

from ...engine.game import Event, Result
from ...words import T, msg
from .state import WINNING_SCORE, APState, score


def check(g, s: APState, events: list[Event] | None) -> None:
    if s.result is not None:
        return
    by_key = g.by_key
    points = [score(by_key, s, p) for p in range(len(s.names))]
    if points != s.points_seen:
        s.points_seen = points
        s.scored_turn = s.turn
    reached = [p for p, n in enumerate(points) if n >= WINNING_SCORE]
    if not reached:
        return
    winner = first(s, reached, points)
    side = s.sides[winner]
    if len(reached) > 1:
        others = [f"{s.names[p]} {points[p]}" for p in reached if p != winner]
        detail = msg(_WINS_WITH_OTHERS[side], who=s.names[winner], n=points[winner], others=others)
    else:
        detail = msg(_WINS[side], who=s.names[winner], n=points[winner])
    s.result = Result((winner,), "points", detail)
    if events is not None:
        events.append(Event("winner", detail, (), winner))


#: [side]: the winner at 100 points, alone or with others who reached it at the same moment
_WINS = {"austin": T("{who} wins with {n} mojo."), "evil": T("{who} wins with {n} billion dollars.")}
_WINS_WITH_OTHERS = {
    "austin": T("{who} wins with {n} mojo. ({others} reached 100 at the same moment.)"),
    "evil": T("{who} wins with {n} billion dollars. ({others} reached 100 at the same moment.)")}
#: [why the game ended by score (AP-10.3)][side]: the highest score wins
_HIGHEST_WINS = {
    "agreed": {"austin": T("The players agree to end the game by score. {who} wins with {n} mojo."),
               "evil": T("The players agree to end the game by score. {who} wins with {n} billion dollars.")},
    "stalemate-1": {"austin": T("Nobody has scored for {rounds} round: the game ends. {who} wins with {n} mojo."),
                    "evil": T("Nobody has scored for {rounds} round: the game ends. {who} wins with {n} billion "
                              "dollars.")},
    "stalemate": {"austin": T("Nobody has scored for {rounds} rounds: the game ends. {who} wins with {n} mojo."),
                  "evil": T("Nobody has scored for {rounds} rounds: the game ends. {who} wins with {n} billion "
                            "dollars.")},
}


def first(s: APState, seats: list[int], points: list[int]) -> int:
    """The highest score among `seats`; if equal, the turn player, then seat order after them."""
    n = s.seats
    order = {(s.turn_player + i) % n: i for i in range(n)}
    return min(seats, key=lambda p: (-points[p], order[p]))


def proposal_refusal(s: APState, seat: int):
    from .rules import refuse
    if not s.options.end_by_agreement:
        return refuse("AP-10.3", msg("This game ends only at 100 points or after {rounds} rounds without a score: "
                                     "this table was set up without ending by agreement.", rounds=s.options.stalemate_rounds))
    if seat in s.proposed:
        return refuse("AP-10.3", msg("You have already proposed to end the game this turn."))
    return None


def propose(s: APState, seat: int, events: list[Event] | None) -> None:
    from .state import Proposal, others
    s.proposed.append(seat)
    s.proposal = Proposal(seat, others(s, seat))
    if events is not None:
        events.append(Event("propose-end", msg("{who} proposes to end the game by score: the highest score would "
                                               "win.", who=s.names[seat]), (), seat))


def answer(s: APState, seat: int, accept: bool, events: list[Event] | None) -> None:
    pr = s.in_proposal()
    pr.waiting.remove(seat)
    if events is not None:
        line = (msg("{who} accepts.", who=s.names[seat]) if accept
                else msg("{who} refuses: the game goes on.", who=s.names[seat]))
        events.append(Event("accept-end" if accept else "refuse-end", line, (), seat))
    if not accept:
        s.proposal = None


def agreed(g, s: APState, events: list[Event] | None) -> None:
    """Everyone accepted the proposal: the highest score wins (AP-10.3, ties as AP-10.2)."""
    s.proposal = None
    _highest_wins(g, s, "agreed", "agreed", 0, events)


def check_stalemate(g, s: APState, events: list[Event] | None) -> None:
    """AP-10.3, at the start of every turn: end a game in which the score has stood still."""
    rounds = s.options.stalemate_rounds
    if s.result is not None or not rounds or s.turn - s.scored_turn < rounds * s.seats:
        return
    _highest_wins(g, s, "stalemate", "stalemate" if rounds != 1 else "stalemate-1", rounds, events)


def _highest_wins(g, s: APState, reason: str, why: str, rounds: int, events: list[Event] | None) -> None:
    """End the game by score (AP-10.3): the highest score wins, ties as AP-10.2. `why`: a key of
    `_HIGHEST_WINS`; `rounds`: the rounds without a score (a stalemate)."""
    points = [score(g.by_key, s, p) for p in range(s.seats)]
    winner = first(s, list(range(s.seats)), points)
    detail = msg(_HIGHEST_WINS[why][s.sides[winner]], who=s.names[winner], n=points[winner], rounds=rounds)
    s.result = Result((winner,), reason, detail)
    if events is not None:
        events.append(Event("winner", detail, (), winner))
