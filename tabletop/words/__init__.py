"""Words as data: the language a player reads, and every sentence in it.

English is written in the code, where it is used; every other language is a catalog of
TOML files in ``tabletop/words/<lang>/``, keyed by the English template:

    "{who} expends {card}." = "{who}が{card}を消耗した。"

- `tr(text, **params)`: `text` in the current language. A `Msg` is rendered from its own
  template; a plain string is looked up as it is, and failing that (a sentence that came
  from a save, the log or another computer already written out in English) matched
  against the catalog's templates, so that its parts are found again.
- `msg(template, **params)`: a sentence made of parts that is rendered later, in whatever
  language the reader chose. It *is* its English text (a `str`), so code that reads it,
  logs it or sends it as English still works.
- `T(text)`: marks a literal as a word to translate where it is drawn (the extraction test
  finds it), and returns it unchanged.
- `names`: what a card, faction or other proper name is called in each language (the card
  loaders register the names the card files carry, as ``name_ja``).

The message type itself (`Msg`) is the engine's (tabletop/engine/message.py): the engine does
not import this package, and this package knows no pygame and no files but its catalogs.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from functools import lru_cache
from typing import Any, Iterable, Mapping

from ..engine.message import Msg, english, fill, placeholders, set_renderer
from .catalog import Catalog, load_catalog

#: the languages the program can show, in the order the title screen offers them
LANGUAGES = ("en", "ja")
LANGUAGE_NAMES = {"en": "English", "ja": "日本語"}

_state = {"lang": "en"}
_names: dict[str, dict[str, str]] = {}   # lang -> English name -> name in that language
_catalogs: dict[str, Catalog] = {}
_folders: list[Path] = []  # the games' own words folders (`add_folder`)


def language() -> str:
    """The language every `tr` renders in now ("en" or "ja")."""
    return _state["lang"]


def set_language(lang: str) -> None:
    """Switch every word the program draws from now on to `lang` (one of `LANGUAGES`)."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}: choose one of {', '.join(LANGUAGES)}")
    if lang != _state["lang"]:
        _state["lang"] = lang
        _render.cache_clear()


def from_locale(env: Mapping[str, str] | None = None) -> str:
    """The language the system asks for (LC_ALL, LC_MESSAGES, LANG), or English."""
    env = os.environ if env is None else env
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = env.get(var, "")
        if value:
            code = value.split(":")[0].split(".")[0].split("_")[0].lower()
            return code if code in LANGUAGES else "en"
    return "en"


def catalog(lang: str | None = None) -> Catalog:
    lang = lang or language()
    cat = _catalogs.get(lang)
    if cat is None:
        cat = _catalogs[lang] = load_catalog(lang, more=tuple(_folders))
    return cat


def remove_folder(folder: str | Path) -> None:
    """Read a game's words folder no more (the game was unregistered)."""
    path = Path(folder).resolve()
    if path in _folders:
        _folders.remove(path)
        _catalogs.clear()
        _render.cache_clear()


def add_folder(folder: str | Path) -> None:
    """Read the words of a game from `folder` too (``<folder>/<lang>/*.toml``, as
    ``tabletop/words/<lang>/``): a game brings its own words (`GameEntry.words`)."""
    path = Path(folder).resolve()
    if path not in _folders:
        _folders.append(path)
        _catalogs.clear()
        _render.cache_clear()


# --- names -------------------------------------------------------------------------------

def add_names(lang: str, mapping: Mapping[str, str]) -> None:
    """Register proper names (English -> `lang`); the card loaders call this."""
    if mapping:
        _names.setdefault(lang, {}).update({k: v for k, v in mapping.items() if v})
        _render.cache_clear()


def name(english: str, lang: str | None = None) -> str:
    """A proper name (a card's, a faction's) in `lang`, or as it is when it has no translation."""
    lang = lang or language()
    if lang == "en":
        return english
    return _names.get(lang, {}).get(english, english)


def english_name(text: str) -> str | None:
    """The English name a name in any language stands for, or None (deck lists use this)."""
    key = text.strip().casefold()
    for table in _names.values():
        for en, other in table.items():
            if other.casefold() == key:
                return en
    return None


# --- sentences ---------------------------------------------------------------------------

def _render_msg(m: Msg, lang: str) -> str:
    """A sentence of parts in `lang` (the reader's language when empty): its template looked
    up in that language's catalog (the English template where it has none)."""
    lang = lang or language()
    if lang == "en":
        return str(m)
    return _fill(catalog(lang).get(m.template) or m.template, m.params, lang)


set_renderer(_render_msg)


def msg(template: str, **params: Any) -> Msg:
    """A sentence of parts, rendered when it is read (see the module's docstring)."""
    return Msg(template, **params)


def T(text: str) -> str:
    """Marks `text` as a word to translate where it is drawn; returns it unchanged."""
    return text


def tr(text: Any, **params: Any) -> str:
    """`text` in the current language (see the module's docstring)."""
    lang = language()
    if isinstance(text, Msg) and not params:
        return text.render(lang)
    if not isinstance(text, str):
        return str(text)
    if params:
        if lang == "en":
            return _fill(text, params, lang)
        return _fill(catalog(lang).get(text) or text, params, lang)
    if lang == "en" or not text:
        return text
    return _render(text, lang)


#: a sentence that ends by citing its rule ("... [AW-5.2]"): the rule id stays as it is
_CITED = re.compile(r"^(.*\S) (\[[A-Z]{2,}-[0-9]+(?:\.[0-9]+)*\])$", re.S)
#: a line indented for the log (its moments under an action)
_INDENT = re.compile(r"^(\s+)(\S.*)$", re.S)


@lru_cache(maxsize=8192)
def _render(text: str, lang: str) -> str:
    cited = _CITED.match(text)
    if cited:
        return f"{_render(cited.group(1), lang)} {cited.group(2)}"
    indent = _INDENT.match(text)
    if indent:
        return indent.group(1) + _render(indent.group(2), lang)
    cat = catalog(lang)
    got = cat.get(text)
    if got is not None:
        return got
    named = _names.get(lang, {}).get(text)
    if named is not None:
        return named
    found = cat.match(text)
    if found is not None:
        template, params = found
        return _fill(cat.get(template) or template, params, lang)
    if ", " in text:  # a list written out ("Egyptian, Japanese, Norse"): each of its items
        items = text.split(", ")
        shown = [_render(i, lang) for i in items]
        if all(s != i for s, i in zip(shown, items)):
            return ("、" if lang == "ja" else ", ").join(shown)
    return text


def _part(value: Any, lang: str) -> str:
    if isinstance(value, Msg):
        return value.render(lang)
    if isinstance(value, str):
        if lang == "en":
            return value
        return _render(value, lang)
    if isinstance(value, (list, tuple)):  # a list of names: "Ann, Bob, Cy", 「Ann、Bob、Cy」
        return ("、" if lang == "ja" else ", ").join(_part(v, lang) for v in value)
    return str(value)


def _fill(template: str, params: Mapping[str, Any], lang: str) -> str:
    if lang == "en":
        return fill(template, params, english)
    return fill(template, params, lambda v: _part(v, lang))


def translated(texts: Iterable[str], lang: str) -> list[str]:
    """The texts that have no entry in `lang`'s catalog (the tests use this)."""
    cat = catalog(lang)
    return [t for t in texts if cat.get(t) is None]


def field(obj: Any, attr: str, lang: str | None = None) -> str:
    """A translated field of a data object: ``obj.<attr>_<lang>`` when it is set (a card's
    ``name_ja``, a lesson step's ``say_ja``), else ``obj.<attr>`` (its own, English, text)."""
    lang = lang or language()
    if lang != "en":
        got = getattr(obj, f"{attr}_{lang}", "") if not isinstance(obj, Mapping) else obj.get(f"{attr}_{lang}", "")
        if got:
            return got
    return getattr(obj, attr, "") if not isinstance(obj, Mapping) else obj.get(attr, "")


def rule_words(rule_id: str, title: str, text: str, lang: str | None = None) -> tuple[str, str]:
    """A rule's title and text in `lang` (the English ones where the catalog has none)."""
    lang = lang or language()
    if lang == "en":
        return title, text
    got = catalog(lang).rule(rule_id)
    return got.get("title") or title, got.get("text") or text
