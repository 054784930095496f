"""Where a line of text may break: between words, and in Japanese between phrases.

English (and any text with spaces) breaks at spaces. Text in Japanese has no spaces between
words, so its phrase boundaries come from budoux (Google's small phrase-breaking model for
Japanese, pure Python); a line never starts with a closing mark (、。」）… and the small kana of
the kinsoku rules) nor ends with an opening one (「（). A run that still does not fit its line is
cut between characters, the last resort.

>>> pieces("Expend Nile Delta.")
['Expend ', 'Nile ', 'Delta.']
>>> pieces("ナイル・デルタを消耗した。")[-1].endswith("。")
True
"""

from __future__ import annotations

from functools import lru_cache

#: characters that may not begin a line (Japanese kinsoku shori, the common set)
NO_START = set("、。，．・：；？！゛゜ヽヾゝゞ々ー’”）〕］｝〉》」』】〙〗〟｠»ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ…‥)]},.!?:;%")
#: characters that may not end a line
NO_END = set("‘“（〔［｛〈《「『【〘〖〝｟«([{")


def is_cjk(ch: str) -> bool:
    """Whether `ch` is of the Japanese (and Chinese) scripts or their full-width marks."""
    o = ord(ch)
    return 0x3000 <= o <= 0x9FFF or 0xF900 <= o <= 0xFAFF or 0xFF00 <= o <= 0xFFEF


@lru_cache(maxsize=1)
def _parser():
    import budoux
    return budoux.load_default_japanese_parser()


@lru_cache(maxsize=4096)
def pieces(text: str) -> list[str]:
    """`text` cut into the pieces a line may break after (each keeps its trailing space)."""
    out: list[str] = []
    for word in _space_split(text):
        if any(is_cjk(c) for c in word):
            out.extend(_phrases(word))
        else:
            out.append(word)
    return _kinsoku(out)


def _space_split(text: str) -> list[str]:
    out, cur = [], ""
    for ch in text:
        cur += ch
        if ch == " ":
            out.append(cur)
            cur = ""
    if cur:
        out.append(cur)
    return out


def _phrases(word: str) -> list[str]:
    return [p for p in _parser().parse(word) if p]


def _kinsoku(parts: list[str]) -> list[str]:
    out: list[str] = []
    for p in parts:
        # a piece that starts with a closing mark stays on the line of the piece before it
        while out and p and p[0] in NO_START:
            out[-1] += p[0]
            p = p[1:]
        if not p:
            continue
        if out and out[-1] and out[-1][-1] in NO_END:
            out[-1] += p
            continue
        out.append(p)
    return out


def hyphenate(before: str, after: str) -> bool:
    """Whether a word cut between `before` and `after` takes a hyphen (letters on both sides)."""
    return bool(before) and before[-1].isalpha() and after[:1].isalpha() and not is_cjk(before[-1]) \
        and not is_cjk(after[0])


def split_chars(piece: str) -> list[str]:
    """A piece too long for any line, cut into characters that obey the same two rules."""
    out: list[str] = []
    for ch in piece:
        if out and (ch in NO_START or out[-1][-1] in NO_END):
            out[-1] += ch
        else:
            out.append(ch)
    return out


def _script(ch: str) -> str:
    o = ord(ch)
    if 0x30A0 <= o <= 0x30FF:
        return "katakana"
    if 0x3040 <= o <= 0x309F:
        return "hiragana"
    if 0x4E00 <= o <= 0x9FFF or o == 0x3005:
        return "kanji"
    return "other"


def name_pieces(text: str) -> list[str]:
    """The pieces of a card's name for a narrow name band: those of `pieces`, but a Japanese
    phrase may break once more where it turns from one script to another or after a middle
    dot (オリハルコン|鉱山, ナイル・|デルタ), as a name set on two lines in a small box is.

    >>> name_pieces("エレファンティネ島")
    ['エレファンティネ', '島']
    >>> name_pieces("Sun Barque")
    ['Sun ', 'Barque']
    """
    out: list[str] = []
    for piece in pieces(text):
        if not any(is_cjk(c) for c in piece):
            out.append(piece)
            continue
        cur = piece[0]
        for prev, ch in zip(piece, piece[1:]):
            soft = prev == "・" or (_script(prev) != _script(ch) and "other" not in (_script(prev), _script(ch)))
            if soft and ch not in NO_START and prev not in NO_END:
                out.append(cur)
                cur = ""
            cur += ch
        out.append(cur)
    return out
