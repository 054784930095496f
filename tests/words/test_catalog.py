"""The Japanese catalog holds every string the code marks as a word, with the same parts."""

from __future__ import annotations

from tabletop import words

from wordlist import code_strings


def test_every_marked_string_has_a_japanese_entry():
    cat = words.catalog("ja")
    missing = [f"{where}: {text!r}" for text, where in code_strings().items() if cat.get(text) is None]
    assert not missing, f"{len(missing)} strings have no Japanese entry:\n" + "\n".join(missing[:60])


def test_parts_of_each_entry_are_the_english_ones():
    cat = words.catalog("ja")
    wrong = [k for k, v in cat.entries.items() if words.placeholders(k) != words.placeholders(v)]
    assert not wrong


def test_a_sentence_written_out_in_english_is_found_again():
    cat = words.catalog("ja")
    templates = [k for k in cat.entries if "{" in k]
    assert templates, "the catalog has no sentence of parts"
    t = templates[0]
    params = {p: f"X{i}" for i, p in enumerate(sorted(words.placeholders(t)))}
    english = words.msg(t, **params)
    words.set_language("ja")
    try:
        assert words.tr(str(english)) == words.tr(english)
        assert words.tr(english) != str(english)
    finally:
        words.set_language("en")
