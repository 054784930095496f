"""Expectations on a state, in a small vocabulary that reads like the game: the `check` tables
of scenario and lesson steps.

    check = { division_at = { d1 = "b2" }, food = { P1 = 2 }, winner = "P1" }

Each key is a `Check`: the shape of the value it takes (a schema `Field`, checked when the
file is read, with did-you-mean for unknown keys) and a function that compares the value with
a state and returns what differs, in words ("P1 food: expected 2, got 0"). Each game's
teacher (tabletop/teach/teachers.py) lists its own checks; the ones every game shares are
built here.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Any, Callable

from ..engine.errors import Problem
from ..engine.game import Game, State
from ..engine.schema import Field, describe_value, did_you_mean
from ..engine.tomlfile import Key, TomlDoc

# (game, state, value) -> mismatches in words (empty when the state is as expected)
Compare = Callable[[Game, State, Any], list[str]]
# (game, value) -> what is wrong with the value whatever the position, or None
Validate = Callable[[Game, Any], "str | None"]


class CheckError(Exception):
    """A check that cannot be decided on this state (a card name that fits several cards)."""


@dataclass
class Check:
    name: str
    help: str
    field: Field
    compare: Compare
    validate: Validate | None = None


def seat_index(text: str) -> int | None:
    t = text.strip()
    if len(t) >= 2 and t[0] in "Pp" and t[1:].isdigit() and int(t[1:]) >= 1:
        return int(t[1:]) - 1
    return None


def _seat_key_problem(value: dict, seats: int | None = None) -> str | None:
    for k in value:
        s = seat_index(k)
        if s is None:
            return f"{k!r} is not a seat: write P1, P2, ..."
        if seats is not None and s >= seats:
            return f"there is no seat {k}"
    return None


def per_seat(name: str, help: str, actual: Callable[[Game, Any, int], Any], item=int,
             validate_item: Callable[[Game, Any], str | None] | None = None, multiset: bool = False) -> Check:
    """A check whose value is ``{ P1 = x, P2 = y }``; `actual(game, state, seat)` gives x."""

    def validate(game, value):
        bad = _seat_key_problem(value)
        if bad:
            return bad
        for k, v in value.items():
            if multiset:
                if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
                    return f"{k}: must be a list of card names, not {describe_value(v)}"
                for x in v:
                    if validate_item:
                        msg = validate_item(game, x)
                        if msg:
                            return f"{k}: {msg}"
            elif not isinstance(v, item) or isinstance(v, bool) and item is not bool:
                return f"{k}: must be {_type_text(item)}, not {describe_value(v)}"
            elif validate_item:
                msg = validate_item(game, v)
                if msg:
                    return f"{k}: {msg}"
        return None

    def compare(game, state, value):
        out = []
        for k, want in value.items():
            seat = seat_index(k)
            if seat is None or seat >= state.seats:
                out.append(f"there is no seat {k} in this game")
                continue
            got = actual(game, state, seat)
            if multiset:
                if sorted(x.casefold() for x in got) != sorted(card_name(game, x).casefold() for x in want):
                    out.append(f"{k} {name}: expected {names_text(game, want)}, got {names_text(game, got)}")
            elif got != want:
                out.append(f"{k} {name}: expected {want}, got {got}")
        return out

    return Check(name, help, Field(dict, required=False), compare, validate)


def scalar(name: str, help: str, actual: Callable[[Game, Any], Any], typ=str,
           choices: tuple | None = None) -> Check:
    def compare(game, state, value):
        got = actual(game, state)
        if isinstance(got, str) and isinstance(value, str):
            same = got.casefold() == value.casefold()
        else:
            same = got == value
        return [] if same else [f"{name}: expected {value}, got {got}"]

    return Check(name, help, Field(typ, required=False, choices=choices), compare)


def _type_text(typ) -> str:
    return {int: "a whole number", str: "a text in quotes", bool: "true or false"}.get(typ, str(typ))


def card_name(game: Game, ref: str) -> str:
    card = game.pool.find(ref)
    return card.name if card is not None else ref


def names_text(game: Game, names: list[str]) -> str:
    if not names:
        return "nothing"
    return ", ".join(sorted(card_name(game, n) for n in names))


def known_card(game: Game, ref: str) -> str | None:
    if game.pool.find(ref) is None:
        return f"no card called {ref!r}{game.pool.suggest(ref)}"
    return None


# ---- checks every game has ----------------------------------------------------------------

def _seat_text(state: State, seat: int | None) -> str:
    return "nobody" if seat is None else f"P{seat + 1}"


def _winner(game: Game, state: State) -> str:
    r = state.result
    if r is None:
        return "none"
    if not r.winners:
        return "draw"
    return ",".join(f"P{w + 1}" for w in r.winners)


def _result_says(game: Game, state: State, value: str) -> list[str]:
    from ..words import Msg
    r = state.result
    if r is None:
        return [f"result_says: the game is not over (expected a result saying {value!r})"]
    said = r.detail.render("en") if isinstance(r.detail, Msg) else str(r.detail)
    return [] if value.casefold() in said.casefold() else [f"result_says: {said!r} does not say {value!r}"]


def _to_act(game: Game, state: State) -> str:
    if state.result is not None:
        return "nobody"
    seats = game.to_act(state)
    return _seat_text(state, seats[0] if seats else None)


def _legality_compare(legal: bool, game: Game, state: State, value: list[str]) -> list[str]:
    """The actions of `value` that are not `legal` (or not illegal) here, or cannot be read."""
    from .patterns import read_action
    out = []
    for text in value:
        try:
            action = read_action(game, state, text)
        except Exception as exc:  # noqa: BLE001 - a notation error is a mismatch to report
            out.append(f"{text!r} cannot be read here: {exc}")
            continue
        err = game.refusal(state, action)
        if legal and err is not None:
            out.append(f"{text!r} should be legal, but is refused: {err}")
        elif not legal and err is None:
            out.append(f"{text!r} should not be legal now, but it is")
    return out


def _legal_validate(game: Game, value: list) -> str | None:
    from .patterns import static_problem
    for text in value:
        if not isinstance(text, str):
            return f"must list actions in quotes, not {describe_value(text)}"
        msg = static_problem(game, text)
        if msg:
            return msg
    return None


def _zones_validate(game: Game, value: dict) -> str | None:
    bad = _seat_key_problem(value)
    if bad:
        return bad
    for k, v in value.items():
        if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
            return f"{k}: must be a list of places such as \"P2.hand\", not {describe_value(v)}"
    return None


def _sight(hidden: bool) -> Compare:
    """A check that every card in the named places is hidden from (or open to) a seat in
    what that seat is shown (`Game.view`): ``{ P1 = ["P2.hand", "P1.deck"] }``."""

    def compare(game: Game, state: State, value: dict) -> list[str]:
        from ..engine.game import HIDDEN
        out = []
        where: dict[str, list[int]] = {}
        for cid, zone in game.card_locations(state):
            where.setdefault(zone, []).append(cid)
        for k, zones in value.items():
            seat = seat_index(k)
            if seat is None or seat >= state.seats:
                out.append(f"there is no seat {k} in this game")
                continue
            view = game.view(state, seat)
            for z in zones:
                ids = where.get(z, [])
                if not ids:
                    out.append(f"{z}: no cards there, so nothing to see or hide "
                               f"(the places are {', '.join(sorted(where))})")
                    continue
                seen = [c for c in ids if view.cards.get(c, HIDDEN) != HIDDEN]
                if hidden and seen:
                    out.append(f"{k} sees {len(seen)} of the {len(ids)} cards in {z}")
                elif not hidden and len(seen) < len(ids):
                    out.append(f"{k} sees only {len(seen)} of the {len(ids)} cards in {z}")
        return out

    return compare


def common_checks() -> list[Check]:
    return [
        scalar("winner", 'who has won: "P1", "P2", "draw", or "none" while the game goes on',
               _winner),
        scalar("win_reason", 'how the game ended, such as "elimination" (or "none")',
               lambda g, s: s.result.reason if s.result else "none"),
        Check("result_says", 'a piece of the game-over sentence, such as "printed Attack"',
              Field(str, required=False), _result_says),
        scalar("to_act", 'the seat the game waits for: "P1", "P2"... or "nobody"', _to_act),
        scalar("turn", "the turn number", lambda g, s: s.turn, int),
        scalar("turn_player", 'whose turn it is: "P1", "P2"...', lambda g, s: f"P{s.turn_player + 1}"),
        Check("legal", "actions that must be legal now, in notation",
              Field(list, required=False, item=str), partial(_legality_compare, True), _legal_validate),
        Check("not_legal", "actions that must not be legal now, in notation (the table offers none of them)",
              Field(list, required=False, item=str), partial(_legality_compare, False), _legal_validate),
        Check("hidden_from", 'places whose cards a seat is not shown: { P1 = ["P2.hand", "P1.deck"] }',
              Field(dict, required=False), _sight(True), _zones_validate),
        Check("open_to", 'places whose cards a seat is shown: { P1 = ["P2.discard", "world.a3"] }',
              Field(dict, required=False), _sight(False), _zones_validate),
    ]


# ---- reading a check table --------------------------------------------------------------------

def read_checks(doc: TomlDoc, path: Key, table: Any, vocabulary: dict[str, Check], game: Game,
                problems: list[Problem]) -> dict[str, Any]:
    """The checks of one `check = {...}` table, every problem located in `doc`."""
    out: dict[str, Any] = {}
    if not isinstance(table, dict):
        problems.append(doc.problem(path, f"must be a table such as {{ winner = \"P1\" }}, not "
                                          f"{describe_value(table)}"))
        return out
    for key, value in table.items():
        check = vocabulary.get(key)
        if check is None:
            problems.append(doc.problem(path + (key,), "unknown check" + did_you_mean(key, vocabulary) +
                                        "; the checks are " + ", ".join(sorted(vocabulary))))
            continue
        msg = check.field.problems(value)
        if msg is None and check.validate is not None:
            msg = check.validate(game, value)
        if msg:
            problems.append(doc.problem(path + (key,), msg))
        else:
            out[key] = value
    return out


def run_checks(game: Game, state: State, checks: dict[str, Any],
               vocabulary: dict[str, Check]) -> list[str]:
    """Every way `state` differs from `checks`, in words."""
    out: list[str] = []
    for key, value in checks.items():
        try:
            out.extend(vocabulary[key].compare(game, state, value))
        except CheckError as exc:
            out.append(f"{key}: {exc}")
    return out
