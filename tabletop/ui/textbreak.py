"""Where a line of text may break: between words, and in Japanese between phrases.

English (and any text with spaces) breaks at spaces. Text in Japanese has no spaces between
words, so its phrase boundaries come from budoux (Google's small phrase-breaking model for
Japanese, pure Python); a line never starts with a closing mark (、。」）… and the small kana of
the kinsoku rules) nor ends with an opening one (「（). A run that still does not fit its line is
cut between characters, the last resort.

budoux's phrases are then mended where a Japanese reader would not break: never inside a
word of katakana (ハニートラッ／プ), inside one of the game's terms (捨て／札置き場), before a
particle that belongs to the word before it (…／の上に), nor before a lone character
(コンピューターの／番).

>>> pieces("Expend Nile Delta.")
['Expend ', 'Nile ', 'Delta.']
>>> pieces("Squadron Leader Biggles-Boom")
['Squadron ', 'Leader ', 'Biggles-', 'Boom']
>>> pieces("ナイル・デルタを消耗した。")[-1].endswith("。")
True
>>> pieces("捨て札置き場に置く。")
['捨て札置き場に', '置く。']
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
    """`text` cut after each space, and after a hyphen between two letters (Biggles-|Boom)."""
    out, cur = [], ""
    for i, ch in enumerate(text):
        cur += ch
        if ch == " " or (ch == "-" and 0 < i < len(text) - 1 and text[i - 1].isalpha() and text[i + 1].isalpha()
                         and not is_cjk(text[i - 1])):
            out.append(cur)
            cur = ""
    if cur:
        out.append(cur)
    return out


#: the game's terms a line never breaks inside (budoux reads 捨て札置き場 as two phrases)
TERMS = ("落ち着", "骨抜き", "捨て札置き場", "スコア置き場", "捨て札", "山札", "手札", "場札", "招集ステップ", "移動ステップ",
         "戦闘ステップ", "ビリオンダラー", "領地マス", "投入上限", "ハニートラップ")
#: particles that close the word before them: a line never starts with one (…の上に)
PARTICLES = set("のをにがへ")
#: marks after which a new phrase may begin with anything (a lone character too)
OPENERS = set("、。，．！？」』）】〕 ")


#: words that close the phrase before them (に|おいて is one phrase: において)
CLOSERS = ("おいて", "ついて", "よって", "とって", "対して", "関して")
#: marks a phrase may break after even where budoux does not (ゲーム開始時：|カードを)
AFTER = set("：、")


def _phrases(word: str) -> list[str]:
    parts: list[str] = []
    for p in _parser().parse(word):
        while p:  # budoux keeps 時：カードを together: a break after the colon reads better
            cut = next((i + 1 for i, ch in enumerate(p[:-1]) if ch in AFTER and p[i + 1] not in NO_START), 0)
            if not cut:
                parts.append(p)
                break
            parts.append(p[:cut])
            p = p[cut:]
    return _mend(word, parts)


def _katakana(ch: str) -> bool:
    return 0x30A0 <= ord(ch) <= 0x30FF and ch != "・"


def _mend(word: str, parts: list[str], lone: bool = False) -> list[str]:
    """budoux's phrases of `word`, joined again where a break would fall inside a word: in a run
    of katakana, inside one of the `TERMS`, before a particle, or before a lone character
    (`lone`: a lone character may stand on its line, as the last kanji of a name: 島)."""
    inside: set[int] = set()  # offsets in `word` where no break may be
    for term in TERMS:
        at = word.find(term)
        while at >= 0:
            inside.update(range(at + 1, at + len(term)))
            at = word.find(term, at + 1)
    out: list[str] = []
    at = 0
    for part in parts:
        if out:
            prev = out[-1]
            join = (at in inside
                    or (_katakana(prev[-1]) and _katakana(part[0]))
                    or (part[0] in PARTICLES and prev[-1] not in OPENERS)
                    or (part.startswith(CLOSERS) and prev[-1] not in OPENERS)
                    or (not lone and len(part) == 1 and is_cjk(part) and part not in NO_END
                        and prev[-1] not in OPENERS))
            if join:
                out[-1] += part
                at += len(part)
                continue
        out.append(part)
        at += len(part)
    return out


def _kinsoku(parts: list[str]) -> list[str]:
    out: list[str] = []
    for p in parts:
        if out and not p.strip():  # spaces stay at the end of the line before them
            out[-1] += p
            continue
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


def ends_in_ellipsis(line: str) -> bool:
    """Whether `line` ends in an ellipsis: a line that does reads as words cut off, so the
    wrapping carries the words before it to the next line where it can."""
    return line.rstrip(" ").endswith(("…", "‥", "..."))


def hyphenate(before: str, after: str) -> bool:
    """Whether a word cut between `before` and `after` takes a hyphen (letters on both sides)."""
    return bool(before) and before[-1].isalpha() and after[:1].isalpha() and not is_cjk(before[-1]) \
        and not is_cjk(after[0])


def split_chars(piece: str) -> list[str]:
    """A piece too long for any line, cut into characters that obey the same two rules; in
    Japanese, the last resort, a particle stays with the character before it, a run of
    katakana stays whole and the last character does not stand alone."""
    out: list[str] = []
    for ch in piece:
        if out and (ch in NO_START or out[-1][-1] in NO_END or
                    (is_cjk(ch) and (ch in PARTICLES or (_katakana(ch) and _katakana(out[-1][-1]))))):
            out[-1] += ch
        else:
            out.append(ch)
    if len(out) > 1 and len(out[-1]) == 1 and is_cjk(out[-1]):
        out[-2:] = [out[-2] + out[-1]]
    return out


def split_soft(piece: str) -> list[str]:
    """A Japanese phrase too long for any line, cut where a reader still reads words whole:
    after a middle dot and where kanji turn to kana or back (never inside a run of katakana,
    nor before a particle); a piece that is still one word stays whole."""
    return _mend(piece, _soft(piece))


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
        out += _mend(piece, _soft(piece), lone=True)
    return out


def _soft(piece: str) -> list[str]:
    """`piece` cut after a middle dot and where one script turns to another (not inside a word
    of kanji and its kana ending, 置き, nor before a particle)."""
    out: list[str] = []
    cur = piece[0]
    for prev, ch in zip(piece, piece[1:]):
        a, b = _script(prev), _script(ch)
        soft = prev == "・" or (a != b and ("other" not in (a, b) or (a == "other" and b == "hiragana" and prev != "+"))
                               and ch not in PARTICLES and not (a == "kanji" and b == "hiragana"))
        if soft and ch not in NO_START and prev not in NO_END:
            out.append(cur)
            cur = ""
        cur += ch
    out.append(cur)
    return out
