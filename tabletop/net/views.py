"""What one seat is sent: its own view, its legal actions, the log lines it may read.

Everything here is a function of the match and the seat alone, never of the time or of the
connection: two matches that differ only in cards a seat cannot see give that seat the same
bytes (tests/net/test_hidden.py checks it through the network).

- `seat_view`: ``game.view(state, seat)`` as plain data; for a spectator (`seat` None) the
  public view: a card shown only if every seat's view shows it.
- `legal_texts`: the seat's legal actions in notation, when the game waits for it or it may
  step in; else nothing.
- `log_lines`: an entry's words and the lines of its events, less the private lines of the
  other seats (a card going into a hidden place is named to its owner only); `log_seats`
  says whose action each entry was (public: the words name the player anyway).
"""

from __future__ import annotations

from typing import Any

from ..engine.game import Game, State
from ..engine.history import Entry, Match
from ..engine.serial import to_data


def seat_view(game: Game, state: State, seat: int | None) -> Any:
    return to_data(game.view(state, seat))


def legal_texts(game: Game, state: State, seat: int | None) -> list[str]:
    if seat is None or state.result is not None:
        return []
    if seat not in game.to_act(state) and seat not in game.interjectors(state):
        return []
    return [game.format(a) for a in game.legal_actions(state, seat)]


def log_lines(entry: Entry, seat: int | None) -> list[str]:
    """The lines of one history entry that `seat` may read (None: a spectator)."""
    lines = [entry.words]
    for ev in entry.events:
        if ev.text and ev.text != entry.words and (ev.private is None or ev.private == seat):
            lines.append(ev.text)
    return lines


def result_data(state: State) -> dict | None:
    r = state.result
    if r is None:
        return None
    return {"winners": list(r.winners), "reason": r.reason, "detail": r.detail}


def update(match: Match, seat: int | None, log_from: int, seats: list[dict]) -> dict:
    """The whole update for `seat`: the history entries from `log_from` on as log lines."""
    game, state = match.game, match.state
    history = match.history
    return {
        "type": "update",
        "version": match.version,
        "seat": seat,
        "view": seat_view(game, state, seat),
        "legal": legal_texts(game, state, seat),
        "to_act": list(game.to_act(state)) if state.result is None else [],
        "may_step_in": list(game.interjectors(state)) if state.result is None else [],
        "log_from": log_from,
        "log": [log_lines(e, seat) for e in history[log_from:]],
        "log_seats": [e.action.seat for e in history[log_from:]],
        "seats": seats,
        "result": result_data(state),
    }
