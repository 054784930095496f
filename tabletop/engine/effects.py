"""A declarative vocabulary for card abilities: effects are data, games interpret them.

A card's ability is written in its TOML as a list of effect tables, for instance

    effects = [ { do = "damage", amount = 2, target = "enemy-unit" },
                { do = "draw", amount = 1 } ]

Each game declares its verbs in a `Vocabulary` (which keys each verb takes, with their
types and allowed values). `Vocabulary.parse` checks a card's effects against it and turns
them into frozen `Effect`s, reporting every mistake with file, line and key. The game's
interpreter then handles each verb; a test asserts that every verb has a handler, so no
card carries text the engine ignores.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .errors import Problem
from .schema import Field, check_table, did_you_mean
from .tomlfile import TomlDoc


@dataclass(frozen=True)
class Effect:
    """One step of an ability: a verb and its parameters (sorted, hashable)."""

    verb: str
    params: tuple[tuple[str, Any], ...] = ()

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.params:
            if k == key:
                return v
        return default

    def __getitem__(self, key: str) -> Any:
        for k, v in self.params:
            if k == key:
                return v
        raise KeyError(key)


@dataclass(frozen=True)
class Verb:
    """A verb of the vocabulary: its parameters and the words that explain it."""

    name: str
    fields: dict[str, Field]
    help: str


class Vocabulary:
    """The effect verbs one game understands."""

    def __init__(self, verbs: list[Verb]) -> None:
        self.verbs = {v.name: v for v in verbs}

    def parse(self, doc: TomlDoc, path: tuple, value: Any, problems: list[Problem]) -> tuple[Effect, ...]:
        if not isinstance(value, list):
            problems.append(doc.problem(path, "must be a list of effect tables [ { do = ... } ]"))
            return ()
        out = []
        for i, table in enumerate(value):
            where = path + (i,)
            if not isinstance(table, dict) or "do" not in table:
                problems.append(doc.problem(where, "each effect is a table with a 'do' key"))
                continue
            verb = self.verbs.get(table["do"])
            if verb is None:
                problems.append(doc.problem(
                    where + ("do",),
                    f"unknown effect {table['do']!r}{did_you_mean(table['do'], self.verbs)}; "
                    f"the effects are {', '.join(sorted(self.verbs))}"))
                continue
            fields = dict(verb.fields)
            fields["do"] = Field(str)
            before = len(problems)
            checked = check_table(doc, where, table, fields, problems)
            if len(problems) == before:
                checked.pop("do")
                out.append(Effect(verb.name, tuple(sorted(checked.items()))))
        return tuple(out)
