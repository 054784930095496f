"""The territories on Afterworld's world read whole at 1280x800: a name too long for one line
at the smallest legible size ("Thermal Vents", "Tea Gardens of Uji") takes two lines of the
room between the name band and the badges, rather than ending in an ellipsis; a name that
fits neither way shows the card's short name (its file's `short_name`), or no name at all. The words are
caught as the table draws them (the text-fit audit's hook), on the faces the table draws.
A fortress ("Fortress of Asgard") gives up its FORTRESS word for the second line: its name
says Fortress, and its square is labelled."""

from __future__ import annotations

import pytest
from drive import table

from tabletop import words
from tabletop.games import get_game
from tabletop.ui.cardkit import short_name


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_territory_on_the_world_shows_its_whole_name(drawn, lang):
    words.set_language(lang)
    a, t = table("afterworld", size=(1280, 800))
    on_world = [p for p in t.shown.pieces.values() if p.kind == "card" and p.zone == "world"]
    assert len(on_world) == 18
    size = (round(t.transform.length(on_world[0].size[0])), round(t.transform.length(on_world[0].size[1])))
    names, shorts = {}, {}
    for card in t.match.game.pool.by_key.values():
        if card.type != "territory":
            continue
        drawn.clear()
        t.painter.faces.clear()
        t.face(("card", card.key, 0), size)
        lines = [line for line in drawn if not line.isdigit()]
        name = words.field(card, "name")
        if card.fortress and len(lines) > 1 and lines[-1] == words.tr("FORTRESS") \
                and (" " if lang == "en" else "").join(lines) != name:
            lines.pop()  # the FORTRESS word under a name that fits one line
        names[name] = lines
        shorts[name] = short_name(card)
    assert len(names) >= 36, sorted(names)
    assert words.field(t.match.game.pool.find("Fortress of Asgard"), "name") in names
    joiner = " " if lang == "en" else ""
    # a name is shown whole, or the card's short name whole, or (where neither fits) not at all:
    # never a part of it
    cut = {name: lines for name, lines in names.items()
           if lines and joiner.join(lines) not in (name, shorts[name])}
    assert not cut, (size, cut)
    whole = [name for name, lines in names.items() if joiner.join(lines) == name]
    assert len(whole) >= (30 if lang == "en" else 24), (size, sorted(set(names) - set(whole)))
    assert sum(len(lines) == 2 for lines in names.values()) >= 6


def test_the_two_renamed_territories_are_still_found_by_their_old_names():
    """Turquoise Mines and Thebes were "Sinai Turquoise Mines" and "Thebes of the Hundred
    Gates", too long for the world: a deck list written with the old names still loads."""
    pool = get_game("afterworld").pool
    assert pool.find("Sinai Turquoise Mines").name == "Turquoise Mines"
    assert pool.find("Thebes of the Hundred Gates").name == "Thebes"
