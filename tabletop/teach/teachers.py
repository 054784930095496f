"""What teaching needs to know about each game, behind one small interface.

A `Teacher` builds the prepared position of a lesson or scenario with the game's own
position builder, lists the game's check vocabulary, and says which table pieces a lesson
highlight means. The ids it returns are the table adapter's ids (tabletop/ui/adapter.py:
``card:<id>``, ``square:<n>``, ``division:<seat>:<n>``...), plain strings, so this stays
headless; names that are no game thing (a layout zone such as ``p1.hand``, a button label)
are left to the table to find.
"""

from __future__ import annotations

from typing import Any

from ..engine.errors import DataError, Problem
from ..engine.game import Game, State
from ..engine.tomlfile import Key, TomlDoc, format_key
from .actions import ids_called
from .checks import Check, common_checks

class Teacher:
    """The per-game half of lessons and scenarios. Subclasses fill in the marked hooks."""


    def __init__(self, game: Game) -> None:
        self.game = game
        self.checks: dict[str, Check] = {c.name: c for c in common_checks() + self.game_checks()}

    # ---- hooks ----------------------------------------------------------------------------
    def game_checks(self) -> list[Check]:
        return []

    def build(self, data: dict, doc: TomlDoc, at: Key) -> State:
        """The state of the position table found at `at` in `doc`; DataError if broken."""
        raise NotImplementedError

    def players(self, data: dict) -> int:
        """How many seats a position table has (before building it)."""
        return 2

    # ---- shared ---------------------------------------------------------------------------
    def position(self, data: dict, doc: TomlDoc, at: Key) -> State:
        """The state of a lesson's or scenario's `[position]`: a prepared one (`build`), or a
        new game the game deals itself (``new_game = true``, tabletop/teach/trials.py)."""
        from .trials import is_new_game, new_game
        if is_new_game(data):
            return new_game(self.game, data, doc, at)
        return self.build(data, doc, at)

    def seats_of(self, data: dict) -> int:
        """How many seats a position table has, a new game's too."""
        from .trials import is_new_game
        if is_new_game(data):
            n = data.get("players", 2)
            return n if isinstance(n, int) and not isinstance(n, bool) and n >= 1 else 2
        return self.players(data)

    def highlight_ids(self, state: State, ref: str, learner: int) -> list[str] | None:
        """Table ids a highlight names (cards by name here); None if it is no game thing."""
        ids = self.cards_named(state, ref)
        return [f"card:{c}" for c in ids] if ids else None

    def cards_named(self, state: State, ref: str) -> list[int]:
        """The visible cards a name means: ``"Jackal Spearman"``, or with its owner
        ``"P2:Jackal Spearman"``."""
        from .checks import seat_index
        head, sep, rest = ref.partition(":")
        seat = seat_index(head) if sep and rest else None
        ids = ids_called(self.game, state, rest if seat is not None else ref)
        return [c for c in ids if seat is None or state.owner[c] == seat]

    def highlight_problem(self, ref: str, players: int) -> str | None:
        """What is wrong with a highlight whatever the position (None if it may be fine)."""
        if self.game.pool.find(ref) is not None or self.is_zone(ref, players):
            return None
        return self.other_highlight_problem(ref)

    def other_highlight_problem(self, ref: str) -> str | None:
        return None

    def candidates(self, state: State, seat: int, pid: str) -> list:
        """The actions a player most likely means with the piece `pid` (legal or not)."""
        return []

    def why_not(self, state: State, seat: int, pid: str) -> str | None:
        """Why the piece `pid` can do nothing now, in the engine's words with the rule; None if
        it can (or if it is not something a player acts with).

        The piece's likely actions are asked of the engine; when all are refused, the reason
        most of them share is the answer (the first one on a tie)."""
        from collections import Counter
        actions = self.candidates(state, seat, pid)
        if not actions:
            return None
        reasons: Counter = Counter()
        for a in actions:
            err = self.game.refusal(state, a)
            if err is None:
                return None
            reasons[f"{err.reason} [{err.rule}]"] += 1
        return reasons.most_common(1)[0][0]

    def zones(self, players: int) -> list[str]:
        from ..games.registry import entry  # the zones are pure data, no pygame
        return [z.name for z in entry(self.game.name).zone_specs(players)]

    def is_zone(self, ref: str, players: int) -> bool:
        return ref in self.zones(players)


def teacher(game_name: str) -> Teacher:
    """The teacher of a game (its name or an alias), the class its registry entry names."""
    from ..games import entry, get_game
    e = entry(game_name)
    return e.teacher_class()(get_game(e.name))


def sub_doc(doc: TomlDoc, at: Key) -> TomlDoc:
    """A view of the table at `at` as a document of its own (lines kept), for builders that
    read a whole document."""
    n = len(at)
    lines = {k[n:]: v for k, v in doc.lines.items() if tuple(k[:n]) == tuple(at) and len(k) > n}
    return TomlDoc(doc.path, _get(doc.data, at), lines, doc.text)


def _get(data: Any, at: Key) -> Any:
    for k in at:
        data = data[k]
    return data


def relocate(err: DataError, at: Key) -> DataError:
    """The same problems with their keys prefixed by `at` (``P1.hand[0]`` -> ``position.P1.hand[0]``)."""
    prefix = format_key(at)
    out = []
    for p in err.problems:
        key = f"{prefix}.{p.key}" if p.key else prefix
        out.append(Problem(p.path, p.line, key, p.message))
    return DataError(out)
