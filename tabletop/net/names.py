"""Players' names at a hosted table: what a name may hold, and when two names are the same.

A name is read by every other player beside the moves it makes, so it must show what it is:

- no character a reader cannot see or that changes how the text around it runs: format
  characters (zero-width space and joiners, the soft hyphen, every direction mark and
  embedding, U+2066-2069 isolates), line and paragraph separators, private-use and
  unassigned code points, and the letters that draw nothing (the Hangul fillers, the blank
  Braille pattern); controls and lone surrogates are refused for every string already
  (protocol.py);
- letters of one writing system, or of the mixes people write names in (Latin with Han,
  Hiragana and Katakana; Latin with Han and Hangul; Latin with Han and Bopomofo): a Latin
  name with one Cyrillic or Greek letter in it ("Аnn") is refused, a whole Cyrillic name is
  not (UTS #39's "highly restrictive" level);
- at most `MAX_MARKS` combining marks on one letter.

Two names are the same when their `name_key`s are: compatibility-normalised (NFKC: fullwidth
letters, ligatures), case-folded, spaces left out. A second player whose name is the same as
one at the table gets it with a number (`distinct_name`): "Ann" and "ann" never sit together.

>>> name_problem("Ann") is None, name_problem("山田 太郎") is None, name_problem("Иван") is None
(True, True, True)
>>> name_problem("Ann\\u200b")
'must not hold invisible or direction characters (U+200B)'
>>> name_problem("\\u0410nn")
'must not mix writing systems (Cyrillic and Latin)'
>>> distinct_name("ANN", ["Ann", "Bob"])
'ANN 2'
"""

from __future__ import annotations

import unicodedata

#: general categories of characters a name may not hold
_INVISIBLE_CATEGORIES = {"Cf", "Cc", "Cs", "Co", "Cn", "Zl", "Zp"}
#: letters and symbols that draw nothing (not in those categories)
_BLANK = {0x115F, 0x1160, 0x3164, 0xFFA0, 0x2800, 0x180E, 0x034F, 0x17B4, 0x17B5}
#: spaces other than the plain one and the ideographic one are refused too (a name is read)
_ODD_SPACES = {0x00A0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009,
               0x200A, 0x202F, 0x205F}
#: combining marks allowed on one letter (Vietnamese needs two; "Zalgo" text uses dozens)
MAX_MARKS = 3
#: the mixes of writing systems a name may have (each its own, as people write)
_MIXES = ({"LATIN", "HAN", "HIRAGANA", "KATAKANA"}, {"LATIN", "HAN", "HANGUL"}, {"LATIN", "HAN", "BOPOMOFO"})
#: the first word of a character's Unicode name -> its writing system (where they differ)
_SCRIPT_WORDS = {"CJK": "HAN", "KANGXI": "HAN", "IDEOGRAPHIC": "HAN", "HALFWIDTH": "", "FULLWIDTH": ""}


def _script(c: str) -> str:
    """The writing system of a letter ("" for digits, punctuation, symbols, marks)."""
    if not unicodedata.category(c).startswith("L"):
        return ""
    if "\uff00" <= c <= "\uffef":  # fullwidth and halfwidth forms: the script of what they stand for
        c = unicodedata.normalize("NFKC", c)[:1] or c
    word = unicodedata.name(c, "").split(" ")[0]
    word = _SCRIPT_WORDS.get(word, word)
    if word == "KATAKANA-HIRAGANA":  # the prolonged sound mark
        return ""
    return word


def name_problem(name: str) -> str | None:
    """Why `name` may not be a player's name at a table (None: it may)."""
    marks = 0
    scripts: set[str] = set()
    for c in name:
        o = ord(c)
        cat = unicodedata.category(c)
        if cat in _INVISIBLE_CATEGORIES or o in _BLANK or o in _ODD_SPACES:
            return f"must not hold invisible or direction characters (U+{o:04X})"
        if cat.startswith("M"):
            marks += 1
            if marks > MAX_MARKS:
                return f"must not stack more than {MAX_MARKS} marks on one letter"
            continue
        marks = 0
        script = _script(c)
        if script:
            scripts.add(script)
    if len(scripts) > 1 and not any(scripts <= mix for mix in _MIXES):
        shown = " and ".join(s.capitalize() for s in sorted(scripts))
        return f"must not mix writing systems ({shown})"
    return None


def clean_name(name: str) -> str:
    """A name as the table shows it: composed (NFC), spaces at its ends left out and runs of
    spaces made one."""
    return " ".join(unicodedata.normalize("NFC", name).split(" ")).strip() or name.strip()


def name_key(name: str) -> str:
    """What two names are compared by: NFKC, case-folded, without spaces."""
    return "".join(unicodedata.normalize("NFKC", name).casefold().split())


def distinct_name(name: str, taken: list[str], limit: int = 40) -> str:
    """`name`, or `name` with the first number that makes it unlike every name of `taken`."""
    keys = {name_key(t) for t in taken}
    if name_key(name) not in keys:
        return name
    n = 2
    while True:
        suffix = f" {n}"
        candidate = name[:limit - len(suffix)].rstrip() + suffix
        if name_key(candidate) not in keys:
            return candidate
        n += 1
