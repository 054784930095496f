"""Every game's rules as one searchable book: what the F1 reference shows and searches.

The text comes from each game's own rules module (the `rules` of its registry entry): the
same ids, titles and paragraphs the engine cites when it refuses an action, so the
reference and the refusals can never disagree. Sections (``AW-8 Movement``, the module's
``SECTIONS``) head their rules.

The English is the rules module's; a rule's words in the reader's language come from the
catalogs (``[rule."AW-8.2"]`` in tabletop/words/ja/rules.toml) through `RuleEntry.shown`.
A search finds a rule by its id and its English words in every language, and by its
translated words too while that language is chosen.

>>> [e.id for e in search("fortress back row", rules_of("afterworld"))][:2]
['AW-3.4', 'AW-3.5']
>>> find("aw-8.2").title
'One icon per move'
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from .. import words as lang
from ..games import registry


@dataclass(frozen=True)
class RuleEntry:
    game: str
    id: str
    title: str
    text: str
    section: bool = False     # a section heading (AW-8) rather than one rule (AW-8.2)
    table_rule: bool = False  # [T]: decided by this program where the source is silent

    def shown(self) -> tuple[str, str]:
        """(title, text) in the reader's language (the English ones where it has none)."""
        return lang.rule_words(self.id, self.title, self.text)

    @property
    def heading(self) -> str:
        """The id and the title, in English and, while another language is chosen, in it too."""
        title, _ = self.shown()
        return f"{self.id} {self.title}" + (f" {title}" if title != self.title else "")

    @property
    def words(self) -> str:
        title, text = self.shown()
        extra = f" {title} {text}" if (title, text) != (self.title, self.text) else ""
        return f"{self.id} {self.title} {self.text}{extra}".casefold()


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
    """A rule as a one-paragraph hint: ``"Title: text [ID]"``, in the reader's language
    (KeyError if `game` has no such rule: a hint must quote a rule that exists)."""
    for e in rules_of(game):
        if e.id == rule_id:
            title, text = e.shown()
            if text:
                return lang.tr("{title}: {body} [{rule}]", title=title, body=text, rule=e.id)
            return f"{title} [{e.id}]"  # a title and an id: no sentence to reorder
    raise KeyError(f"{game} has no rule {rule_id}")


def _stems(word: str) -> list[str]:
    out = [word]
    for end in ("ies", "es", "s", "ing", "ed"):
        if word.endswith(end) and len(word) - len(end) >= 3:
            out.append(word[: -len(end)] + ("y" if end == "ies" else ""))
    return out


def search(query: str, entries=None) -> list[RuleEntry]:
    """Entries holding every word of `query` (a rule id works too), best first.

    A word matches in the id, the title or the text (English, and the reader's language);
    a plural or -ing form also matches its stem ("fortresses" finds "fortress"). Japanese,
    written without spaces, matches as it is typed: "城塞" finds every rule that says 城塞.
    Ranking: the id itself; then the whole query in a
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
        title = e.heading.casefold()
        in_title = sum(1 for w in words if any(s in title for s in _stems(w)))
        exact = e.id.casefold() == q or e.id.casefold().endswith("-" + q)
        key = (not exact, q not in title, -in_title, q not in text, i)
        scored.append((key, i, e))
    scored.sort(key=lambda t: t[0])
    return [e for _, _, e in scored]
