"""Make the typeface the program ships: a subset of Noto Sans CJK JP Regular, as WOFF.

The table draws every word, in English and in Japanese, in one family, so a card's English name
beside Japanese rules text looks of a piece. The full fonts are 16 MB each; the subset keeps
Latin (ASCII, Latin-1, Latin Extended-A), punctuation, arrows and the symbols the table uses,
both kana in full, and exactly the kanji found in the program's words: the catalogs
(tabletop/words/*/), the card files, lessons and scenarios (assets/), the layouts and every
string literal of the code. A new Japanese string is drawn once this tool is run again:

    python tools/make_fonts.py                      # finds the fonts Debian's fonts-noto-cjk installs
    python tools/make_fonts.py --source DIR_OR_TTC  # or the .ttc/.otf files from github.com/notofonts/noto-cjk

It needs fontTools (pip install fonttools), which the program itself does not. It writes
assets/fonts/TabletopSans-Regular.woff and OFL.txt (the licence, with the copyright lines read
from the source font), and prints the size. One weight only: the table's bold is FreeType's
emboldening of it, which halves what is shipped (a second weight would add as much again).
WOFF (zlib) rather than WOFF2: every FreeType reads it, WOFF2 needs one built with brotli.
"""

from __future__ import annotations

import argparse
import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "assets" / "fonts"
STYLES = ("Regular",)
SYSTEM = Path("/usr/share/fonts/opentype/noto")
FAMILY = "Tabletop Sans"  # a subset is a Modified Version: it carries its own name (OFL 1.1)

RANGES = [
    (0x20, 0x7E), (0xA0, 0x17F),            # Latin
    (0x2010, 0x2027), (0x2030, 0x205E),     # punctuation
    (0x2190, 0x21FF),                       # arrows
    (0x2460, 0x2473),                       # circled numbers
    (0x25A0, 0x25FF), (0x2600, 0x2606), (0x2713, 0x2717),   # shapes, stars, ticks
    (0x3000, 0x303F), (0x3040, 0x309F), (0x30A0, 0x30FF),   # CJK punctuation, kana
    (0xFF01, 0xFF5E), (0xFF61, 0xFF9F),     # full-width forms
]


def characters() -> set[str]:
    """Every character the program may draw (see the module's docstring)."""
    chars = {chr(c) for lo, hi in RANGES for c in range(lo, hi + 1)}
    for folder, pattern in ((ROOT / "tabletop" / "words", "*.toml"), (ROOT / "assets", "*.toml"),
                            (ROOT / "layouts", "*.toml")):
        for path in folder.rglob(pattern):
            chars |= set(path.read_text(encoding="utf-8"))
    for path in (ROOT / "tabletop").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                chars |= set(node.value)
    return {c for c in chars if c.isprintable() and c != "\x7f"}


def source_font(source: Path | None, style: str):
    from fontTools.ttLib import TTCollection, TTFont

    place = source or SYSTEM
    candidates = [place] if place.is_file() else sorted(place.glob(f"*CJK*{style}*.tt[cf]")) + \
        sorted(place.glob(f"*CJKjp-{style}.otf")) + sorted(place.glob(f"NotoSansJP-{style}.otf"))
    for path in candidates:
        if path.suffix == ".ttc":
            for font in TTCollection(str(path)).fonts:
                if font["name"].getDebugName(1) == "Noto Sans CJK JP":
                    return font, path
        elif path.exists():
            return TTFont(str(path)), path
    sys.exit(f"make_fonts: no Noto Sans CJK JP {style} under {place} "
             "(apt install fonts-noto-cjk, or --source the font files)")


def rename(font, style: str) -> None:
    names = font["name"]
    for rec in list(names.names):
        if rec.nameID in (1, 4, 6, 16, 17):
            names.removeNames(nameID=rec.nameID)
    names.setName(FAMILY, 1, 3, 1, 0x409)
    names.setName(style, 2, 3, 1, 0x409)
    names.setName(f"{FAMILY} {style}", 4, 3, 1, 0x409)
    names.setName(f"TabletopSans-{style}", 6, 3, 1, 0x409)


def main(argv: list[str] | None = None) -> int:
    from fontTools import subset

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--source", type=Path, help="a folder or a .ttc/.otf file of Noto Sans CJK JP")
    ap.add_argument("--out", type=Path, default=OUT)
    args = ap.parse_args(argv)
    chars = characters()
    args.out.mkdir(parents=True, exist_ok=True)
    copyright_ = ""
    for style in STYLES:
        font, path = source_font(args.source, style)
        copyright_ = copyright_ or font["name"].getDebugName(0) or ""
        options = subset.Options()
        options.layout_features = ["kern", "palt", "liga", "locl", "vert", "ccmp"]
        options.name_IDs = ["*"]
        options.notdef_outline = True
        options.hinting = False
        options.desubroutinize = False
        sub = subset.Subsetter(options)
        sub.populate(unicodes=[ord(c) for c in chars])
        sub.subset(font)
        rename(font, style)
        target = args.out / f"TabletopSans-{style}.woff"
        font.flavor = "woff"
        font.save(str(target))
        print(f"{target.relative_to(ROOT) if target.is_relative_to(ROOT) else target}: "
              f"{target.stat().st_size / 1024:.0f} KB, {len(font.getBestCmap())} characters, from {path}")
    licence = Path(__file__).with_name("OFL-1.1.txt").read_text(encoding="utf-8")
    (args.out / "OFL.txt").write_text(
        f"Tabletop Sans is a subset of Noto Sans CJK JP (github.com/notofonts/noto-cjk), made by\n"
        f"tools/make_fonts.py. {copyright_}\n\n{licence}", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
