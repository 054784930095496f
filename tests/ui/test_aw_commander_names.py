"""A commander in a division strip at 1280x800 shows a two-word name whole, on two lines,
where its movement grids keep a readable size ("Valkyrie Captain" with three grids); a
name that would need three lines keeps one line: the card's short name (the preview has it whole),
so its grids are not squeezed. The words are caught as the table draws them."""

from __future__ import annotations

from drive import table

from tabletop import words


def _name_on_strip(t, drawn, name: str) -> list[str]:
    card = t.match.game.pool.find(name)
    cw, ch = t.ui._strip_card_size("p1.division1")
    size = (round(t.transform.length(cw)), round(t.transform.length(ch)))
    drawn.clear()
    t.painter.faces.clear()
    t.face(("card", card.key, 0), size)
    return [line for line in drawn if not line.isdigit() and not line.startswith("U")]


def test_a_commander_with_a_two_word_name_shows_it_whole(drawn):
    words.set_language("en")
    a, t = table("afterworld", size=(1280, 800))
    assert _name_on_strip(t, drawn, "Valkyrie Captain") == ["Valkyrie", "Captain"]


def test_a_name_of_three_lines_keeps_one_and_the_grids_keep_their_room(drawn):
    words.set_language("en")
    a, t = table("afterworld", size=(1280, 800))
    lines = _name_on_strip(t, drawn, "Shogun of the Eastern Sea")
    assert lines == ["Shogun"]  # its short name, whole, on one line (the preview has the name)
