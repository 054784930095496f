"""At 1024 x 600 (the compact Afterworld table) a small card shows its name whole or, where
that cannot fit, its short name (a card file's `short_name`, `short_name_ja`), and only where
neither fits no name (issue 46: at 1024 x 600 every territory, commander and hand name was cut;
then left out, the world's name bands empty). The words are caught as the table draws them."""

from __future__ import annotations

import pytest
from drive import table

from tabletop import words
from tabletop.ui.cardkit import short_name
from tabletop.ui.layout import default_layout_name


def _named(t, drawn, zone: str, types: set[str]) -> tuple[dict[str, str], int]:
    """Each card of `types` drawn at the size the table gives a card of `zone`: what its name
    band shows ("" for nothing), and how many cards there were."""
    piece = next(p for p in t.shown.pieces.values() if p.kind == "card" and p.zone.endswith(zone))
    size = (round(t.transform.length(piece.size[0])), round(t.transform.length(piece.size[1])))
    shown = {}
    for card in t.match.game.pool.by_key.values():
        if card.type not in types:
            continue
        drawn.clear()
        t.painter.faces.clear()
        t.face(("card", card.key, 0), size)
        name, short = words.field(card, "name"), short_name(card)
        joiner = " " if words.language() == "en" else ""
        said = [line for line in drawn if not line.isdigit()]
        shown[name] = next((n for n in (name, short) if n and any(n in (line, joiner.join(said[i:i + 2]))
                                                               for i, line in enumerate(said))), "")
    return shown, len(shown)


@pytest.mark.parametrize("lang,territories,units", [("en", 36, 44), ("ja", 36, 49)])
def test_small_cards_at_1024x600_show_a_name_or_their_short_name(drawn, lang, territories, units):
    """Of the 44 territories, 36 show a name on the world (were 17 in English, 25 in Japanese);
    of the 60 units and commanders, 44 and 49 in a division strip (were 27 and 39). The others'
    names and short names are too long for the band (Elephantine Isle, the fortresses, whose
    squares say their names)."""
    words.set_language(lang)
    try:
        a, t = table("afterworld", size=(1024, 600), layout=default_layout_name("afterworld", 2, (1024, 600)))
        world, _ = _named(t, drawn, "world", {"territory"})
        strip, _ = _named(t, drawn, "division1", {"unit", "commander"})
        assert sum(bool(v) for v in world.values()) >= territories, sorted(k for k, v in world.items() if not v)
        assert sum(bool(v) for v in strip.values()) >= units, sorted(k for k, v in strip.items() if not v)
    finally:
        words.set_language("en")
