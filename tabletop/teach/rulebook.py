"""Every game's rules as one searchable book: what the F1 reference shows and searches.

The text comes from each game's own rules module (the `rules` of its registry entry): the
same ids, titles and paragraphs the engine cites when it refuses an action, so the
reference and the refusals can never disagree. Sections (``AW-8 Movement``, the module's
``SECTIONS``) head their rules.

>>> [e.id for e in search("fortress back row", rules_of("afterworld"))][:2]
['AW-3.4', 'AW-3.5']
>>> find("aw-8.2").title
'One icon per move'
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ..games import registry


@dataclass(frozen=True)
class RuleEntry:
    game: str
    id: str
    title: str
    text: str
    section: bool = False     # a section heading (AW-8) rather than one rule (AW-8.2)
    table_rule: bool = False  # [T]: decided by this program where the source is silent

    @property
    def game_title(self) -> str:
        return registry.title_of(self.game)

    @property
    def words(self) -> str:
        return f"{self.id} {self.title} {self.text}".casefold()


def id_key(rid: str) -> tuple:
    head, _, nums = rid.partition("-")
    return (head, tuple(int(n) for n in re.findall(r"\d+", nums)))


@lru_cache(maxsize=None)
def rules_of(game: str) -> tuple[RuleEntry, ...]:
    """Every section and rule of `game`, in book order; () if the game has no rules module."""
    try:
        mod = registry.entry(game).rules_module()
    except (ImportError, registry.UnknownGameError):
        return ()
    if mod is None:
        return ()
    entries: dict[str, RuleEntry] = {}
    for r in getattr(mod, "SECTIONS", []):
        entries[r.id] = RuleEntry(game, r.id, r.title, r.text, True, _table(r))
    for rid, r in getattr(mod, "RULES", {}).items():
        if rid in entries:
            continue
        entries[rid] = RuleEntry(game, rid, r.title, r.text, "." not in rid, _table(r))
    return tuple(sorted(entries.values(), key=lambda e: (id_key(e.id)[0], id_key(e.id)[1])))


def _table(rule) -> bool:
    if hasattr(rule, "table_rule"):
        return bool(rule.table_rule)
    return "T" in str(getattr(rule, "tag", ""))


def all_rules() -> list[RuleEntry]:
    out: list[RuleEntry] = []
    for e in registry.entries():
        out.extend(rules_of(e.name))
    return out


def find(rule_id: str) -> RuleEntry | None:
    """The entry of a rule id such as ``AW-8.2`` (any case), or None."""
    want = rule_id.strip().upper()
    for e in all_rules():
        if e.id == want:
            return e
    return None


def hint_text(game: str, rule_id: str) -> str:
    """A rule as a one-paragraph hint: ``"Title: text [ID]"`` (KeyError if `game` has no
    such rule: a hint must quote a rule that exists)."""
    for e in rules_of(game):
        if e.id == rule_id:
            return f"{e.title}: {e.text} [{e.id}]" if e.text else f"{e.title} [{e.id}]"
    raise KeyError(f"{game} has no rule {rule_id}")


def _stems(word: str) -> list[str]:
    out = [word]
    for end in ("ies", "es", "s", "ing", "ed"):
        if word.endswith(end) and len(word) - len(end) >= 3:
            out.append(word[: -len(end)] + ("y" if end == "ies" else ""))
    return out


def search(query: str, entries=None) -> list[RuleEntry]:
    """Entries holding every word of `query` (a rule id works too), best first.

    A word matches in the id, the title or the text; a plural or -ing form also matches its
    stem ("fortresses" finds "fortress"). Ranking: the id itself; then the whole query in a
    title; then the most words in the title; then the whole query in the text; then book
    order.
    """
    entries = list(all_rules() if entries is None else entries)
    q = " ".join(query.strip().casefold().split())
    if not q:
        return entries
    words = [w for w in re.split(r"[\s,;]+", q) if w]
    scored = []
    for i, e in enumerate(entries):
        text = e.words
        if not all(any(s in text for s in _stems(w)) for w in words):
            continue
        title = f"{e.id} {e.title}".casefold()
        in_title = sum(1 for w in words if any(s in title for s in _stems(w)))
        exact = e.id.casefold() == q or e.id.casefold().endswith("-" + q)
        key = (not exact, q not in title, -in_title, q not in text, i)
        scored.append((key, i, e))
    scored.sort(key=lambda t: t[0])
    return [e for _, _, e in scored]
