"""One language's catalog: the TOML files of ``tabletop/words/<lang>/`` (and of ``<lang>/`` in
each game's own words folder, `GameEntry.words`), read into one table.

A file holds entries keyed by the English template, and may hold a ``[rule."AW-1.1"]``
table per rule (its ``title`` and ``text``) for the rules reference:

    "Undo" = "元に戻す"
    "{who} expends {card}." = "{who}が{card}を消耗した。"

    [rule."AW-1.1"]
    title = "二人用"
    text = "アフターワールドは二人で遊ぶゲームです。"

Every file is read through the program's TOML gate, so a mistake in one is reported with
its file, line and key. The same English key in two files is a mistake too.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from tabletop.engine.errors import DataError, Problem
from tabletop.engine.tomlfile import load_toml

FOLDER = Path(__file__).resolve().parent
_FIELD = re.compile(r"\{(\w+)\}")


@dataclass
class Catalog:
    lang: str
    entries: dict[str, str] = field(default_factory=dict)
    rules: dict[str, dict[str, str]] = field(default_factory=dict)
    where: dict[str, str] = field(default_factory=dict)   # key -> "file:line"
    _patterns: list | None = None

    def get(self, text: str) -> str | None:
        return self.entries.get(text)

    def rule(self, rule_id: str) -> dict[str, str]:
        return self.rules.get(rule_id, {})

    def match(self, text: str) -> tuple[str, dict[str, str]] | None:
        """The template (with its parts) that `text` is an English rendering of, or None."""
        if self._patterns is None:
            self._patterns = _compile(self.entries)
        for literal, pattern, template in self._patterns:
            if literal and literal not in text:
                continue
            m = pattern.fullmatch(text)
            if m:
                return template, m.groupdict()
        return None


#: the names of parts that stand for numbers
NUMBERS = {"n", "count", "amount", "gold", "food", "points", "score", "size", "limit", "number", "turn",
           "total", "attack", "health", "strength", "units", "icon", "copies", "per", "round"}


def _numeric(part: str) -> bool:
    return part in NUMBERS or part.startswith(("n_", "have_")) or part.endswith(("_n", "_count"))


def _compile(entries: dict[str, str]) -> list:
    out = []
    for template in entries:
        if "{" not in template:
            continue
        parts = _FIELD.split(template)
        fixed = "".join(parts[0::2])
        if len(fixed.strip()) < 4:
            continue  # "{who}: {label}" would match any sentence with a colon: exact use only
        regex, seen = "", set()
        for i, part in enumerate(parts):
            if i % 2 == 0:
                regex += re.escape(part)
            elif part in seen:
                regex += f"(?P={part})"
            else:
                seen.add(part)
                # a part named for a number ("{n} Gold", "Seat {n}") matches a number only: "P2 Food /
                # Gold" is not "{gold} Gold"
                value = r"[+-]?\d+" if _numeric(part) else r".+?"
                regex += f"(?P<{part}>{value})"
        literal = max(parts[0::2], key=len)
        try:
            out.append((literal, re.compile(regex, re.S), template))
        except re.error:
            continue
    # the most specific templates first: more fixed text means fewer ways to match wrongly
    out.sort(key=lambda t: -len("".join(_FIELD.split(t[2])[0::2])))
    return out


def load_catalog(lang: str, folder: Path | None = None, more: tuple[Path, ...] = ()) -> Catalog:
    """The catalog of `lang`: the files of `folder`/<lang>/ (the program's), then those of each
    of `more` (the games' own words folders)."""
    cat = Catalog(lang)
    if lang == "en":
        return cat
    problems: list[Problem] = []
    files = [p for base in ((folder or FOLDER), *more) if (base / lang).is_dir()
             for p in sorted((base / lang).glob("*.toml"))]
    for path in files:
        doc = load_toml(path)
        for key, value in doc.data.items():
            line = doc.line((key,))
            if key == "rule" and isinstance(value, dict):
                for rid, table in value.items():
                    if not isinstance(table, dict) or not all(isinstance(v, str) for v in table.values()):
                        problems.append(Problem(str(path), doc.line(("rule", rid)), f"rule.{rid}",
                                                "a rule's translation is a table of title and text"))
                        continue
                    cat.rules[rid] = dict(table)
                continue
            if not isinstance(value, str):
                problems.append(Problem(str(path), line, key, "a translation is a string"))
                continue
            if key in cat.entries:
                problems.append(Problem(str(path), line, key,
                                        f"already translated in {cat.where[key]}"))
                continue
            if set(_FIELD.findall(key)) != set(_FIELD.findall(value)):
                problems.append(Problem(str(path), line, key,
                                        "the translation's {parts} differ from the English ones"))
            cat.entries[key] = value
            cat.where[key] = f"{path.name}:{line}"
    if problems:
        raise DataError(problems)
    return cat
