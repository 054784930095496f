"""The deck builder driven by real mouse and key events, as a player builds a deck."""

from __future__ import annotations

import pygame
import pytest
from drive import app, click, key, post

from tabletop.persist.deckfiles import check_deck, export_text, user_decks
from tabletop.games import get_game
from tabletop.resources import asset, config_dir
from tabletop.ui.deckbuilder.dialogs import PasteBox
from tabletop.ui.deckbuilder.scene import DeckBuilder
from tabletop.ui.table import TableScene
from gamecache import reset_games


def builder(game="afterworld", path=None, size=(1280, 800)):
    a = app(size)
    b = a.push(DeckBuilder(game, path))
    a.step(1 / 60, [])
    return a, b


def type_text(a, text):
    for ch in text:
        post(a, pygame.event.Event(pygame.TEXTINPUT, text=ch))


def pool_row(b, name):
    for card, rect in b.frame().pool_rows:
        if card.name == name:
            return rect.center
    raise AssertionError(f"{name!r} is not shown; shown: {[c.name for c, _ in b.frame().pool_rows]}")


def deck_item(b, kind, name):
    """Where the row (or its + / − button) of a card is, scrolling the deck with the wheel to it."""
    key = b.game.pool.find(name).key
    a = b.app
    post(a, pygame.event.Event(pygame.MOUSEMOTION, pos=b.frame().deck.center, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(40):
        for it in b.frame().items:
            if it.kind == kind and it.key == key:
                return it.rect.center
        post(a, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
    raise AssertionError(f"no {kind} for {name!r} in the deck panel")


def button(b, action):
    return next(it.rect.center for it in b.frame().items if it.kind == "button" and it.key == action)


def rules(b):
    return [rule for rule, _ in b.problems]


def test_search_add_remove_and_the_verdict_as_you_build():
    a, b = builder()
    assert b.model.size() == 0
    type_text(a, "jackal spear")
    assert [c.name for c, _ in b.frame().pool_rows] == ["Jackal Spearman"]
    click(a, pool_row(b, "Jackal Spearman"))
    click(a, pool_row(b, "Jackal Spearman"))
    assert b.model.piles["main"] == {"jackal-spearman": 2}
    assert b.model.side == "egyptian"  # the first card chose the faction
    assert ("AW-1.2", "the main deck holds 2 cards; it must hold exactly 60") in b.problems
    for _ in range(len("jackal spear")):
        key(a, pygame.K_BACKSPACE)
    assert b.pool.query == ""
    click(a, deck_item(b, "minus", "Jackal Spearman"))
    assert b.model.piles["main"] == {"jackal-spearman": 1}
    # right-click on the pool row takes one away too
    type_text(a, "jackal")
    post(a, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pool_row(b, "Jackal Spearman"), button=3))
    assert b.model.piles["main"] == {}


def test_a_violation_appears_and_goes_away_and_undo_redo():
    a, b = builder(path=asset("afterworld", "decks", "egyptian.toml"))
    assert b.problems == []
    click(a, deck_item(b, "plus", "Jackal Spearman"))
    assert b.model.count("jackal-spearman") == 5
    assert sorted(rules(b)) == ["AW-1.2", "AW-1.6"]
    assert ("AW-1.6", "5 copies of Jackal Spearman, but its Deck Limit is 4") in b.problems
    assert ("AW-1.2", "the main deck holds 61 cards; it must hold exactly 60") in b.problems
    click(a, deck_item(b, "minus", "Jackal Spearman"))
    assert b.problems == [] and b.model.count("jackal-spearman") == 4
    key(a, pygame.K_z, pygame.KMOD_CTRL)
    assert b.model.count("jackal-spearman") == 5 and "AW-1.6" in rules(b)
    key(a, pygame.K_y, pygame.KMOD_CTRL)
    assert b.model.count("jackal-spearman") == 4 and b.problems == []


def test_search_reads_rules_text_and_filters_narrow_the_pool():
    a, b = builder("austin-powers")
    type_text(a, "draw")
    shown = [c for c, _ in b.frame().pool_rows] + [None] * b.frame().pool_more
    assert shown and all("draw" in (c.text + c.name).lower() for c in shown if c is not None)
    chips = [it for it in b.frame().items if it.kind == "chip"]
    click(a, chips[0].rect.center)  # Type: All types -> Agent
    assert b.pool.label(0) == "Agent"
    assert {c.kind for c in b.pool.cards()} == {"agent"} and all("draw" in c.text.lower() for c in b.pool.cards())
    click(a, chips[2].rect.center)  # Dot: Any dot -> Red dot
    assert {(c.kind, c.dot) for c in b.pool.cards()} <= {("agent", "red")}
    key(a, pygame.K_ESCAPE)  # clears the search
    assert b.pool.query == "" and len(b.pool.cards()) == sum(
        1 for c in b.game.pool if c.kind == "agent" and c.dot == "red")


def test_drag_a_card_in_and_a_row_out():
    a, b = builder("austin-powers")
    start = pool_row(b, "Agent Honeytrap")
    end = b.frame().deck.center
    post(a, pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)))
    post(a, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for i in range(1, 6):
        p = (start[0] + (end[0] - start[0]) * i // 5, start[1] + (end[1] - start[1]) * i // 5)
        post(a, pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0)))
    post(a, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    assert b.model.piles["main"] == {"agent-honeytrap": 1}
    row = deck_item(b, "deck", "Agent Honeytrap")
    out = b.frame().pool.center
    post(a, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=row, button=1))
    post(a, pygame.event.Event(pygame.MOUSEMOTION, pos=(row[0] - 40, row[1]), rel=(0, 0), buttons=(1, 0, 0)))
    post(a, pygame.event.Event(pygame.MOUSEMOTION, pos=out, rel=(0, 0), buttons=(1, 0, 0)))
    post(a, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=out, button=1))
    assert b.model.piles["main"] == {}


def test_save_and_reload_as_toml_and_as_text():
    a, b = builder(path=asset("austin_powers", "decks", "evil-volcano-lair.toml"), game="austin-powers")
    click(a, b.frame().items[0].rect.center)  # the name field
    assert b.focus == "name"
    for _ in range(len(b.name_edit)):
        key(a, pygame.K_BACKSPACE)
    type_text(a, "Lair of Mine")
    key(a, pygame.K_RETURN)
    assert b.model.name == "Lair of Mine"
    click(a, button(b, "save"))
    saved = config_dir() / "decks" / "austin_powers" / "lair-of-mine.toml"
    assert saved.is_file() and b.message == f"Saved to {saved}"
    text = saved.read_text()
    assert 'name = "Lair of Mine"' in text
    click(a, button(b, "save_text"))
    listed = saved.with_suffix(".txt")
    assert listed.read_text().startswith("# name: Lair of Mine\n# game: austin-powers\n# side: evil\n")
    for path in (saved, listed):
        game, deck, problems = check_deck(path)
        assert problems == [] and deck.deck.piles == b.model.decklist().piles
    a2, b2 = builder("austin-powers", path=saved)
    assert b2.model.snapshot() == b.model.snapshot() and not b2.model.dirty


def test_saving_over_a_toml_deck_keeps_its_comments(tmp_path):
    folder = config_dir() / "decks" / "afterworld"
    folder.mkdir(parents=True)
    own = folder / "mine.toml"
    own.write_text(asset("afterworld", "decks", "egyptian.toml").read_text().replace(
        "[main]\n", "[main]\n# the spearmen first\n"))
    a, b = builder(path=own)
    click(a, deck_item(b, "minus", "Scarab Swarm"))
    key(a, pygame.K_s, pygame.KMOD_CTRL)
    text = own.read_text()
    assert "# the spearmen first\njackal-spearman = 4\n" in text and "scarab-swarm = 3\n" in text
    assert check_deck(own)[1].deck.piles["main"].count("scarab-swarm") == 3


def test_unsaved_work_survives_a_crash():
    a, b = builder()
    type_text(a, "mummy")
    click(a, pool_row(b, "Mummy Guardian"))
    assert b.model.dirty
    # the program dies here: nothing saved, no goodbye; a new builder brings the deck back
    a2, b2 = builder()
    assert b2.model.piles["main"] == {"mummy-guardian": 1}
    assert "unsaved deck" in b2.message


def test_paste_box_where_there_is_no_clipboard_and_a_bad_list():
    a, b = builder("austin-powers")
    key(a, pygame.K_v, pygame.KMOD_CTRL)
    box = a.top
    assert isinstance(box, PasteBox)  # headless: no clipboard, so the paste box opens
    type_text(a, "2 agent honeytrap")
    key(a, pygame.K_RETURN)
    type_text(a, "1 Comander Paisley")
    key(a, pygame.K_RETURN, pygame.KMOD_CTRL)
    assert a.top is b and b.model.size() == 0 and b.message_bad
    assert "the pasted list:2: no card called 'Comander Paisley' (did you mean 'Commander Paisley'?)" in b.message
    key(a, pygame.K_v, pygame.KMOD_CTRL)
    type_text(a, "2 agent honeytrap\n1 Commander Paisley")
    click(a, a.top.buttons[-1].rect.center)  # "Use this list"
    assert b.model.piles["main"] == {"agent-honeytrap": 2, "commander-paisley": 1}


def test_new_from_a_starter_and_play_it_against_the_computer():
    a, b = builder()
    click(a, button(b, "play"))
    assert a.top is b and b.message_bad and "Fix the" in b.message
    click(a, button(b, "new"))
    menu = a.top
    label = next(i for i, (text, _) in enumerate(menu.options) if text.startswith("Starter: Sands of the Jackal"))
    a.step(1 / 60, [])
    click(a, menu.rows[label].center)
    assert a.top is b and b.model.name == "My Sands of the Jackal" and b.problems == []
    click(a, button(b, "play"))
    table = a.top
    assert isinstance(table, TableScene)
    assert table.match.setup.decks[0].name == "My Sands of the Jackal"
    assert table.match.setup.decks[1].side != "egyptian"
    assert [s.human for s in table.seats] == [True, False]
    table.on_exit()
    assert a.top is b


@pytest.mark.parametrize("game", ["afterworld", "austin-powers"])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)])
def test_no_text_under_10_px(game, size):
    """The builder's own words (the card faces are the artists') are never under 10 px (nor
    under the table's own smallest size)."""
    from tabletop.ui.theme import MIN_PX
    start = asset("afterworld", "decks", "egyptian.toml") if game == "afterworld" else \
        asset("austin_powers", "decks", "austin-ministry-mods.toml")
    a, b = builder(game, start, size)
    sizes = []
    real = b.fonts.text

    def spy(text, px, color, bold=False):
        sizes.append((px, text))
        return real(text, px, color, bold)
    b.fonts.text = spy
    post(a, pygame.event.Event(pygame.MOUSEMOTION, pos=b.frame().pool_rows[0][1].center, rel=(0, 0),
                               buttons=(0, 0, 0)))
    key(a, pygame.K_v, pygame.KMOD_CTRL)  # the paste box too
    a.step(1 / 60, [])
    assert len(sizes) > 50
    assert [(px, t) for px, t in sizes if px < max(10, MIN_PX)] == []


def test_user_decks_are_found_and_shown_on_the_title_screen(tmp_path):
    folder = config_dir() / "decks" / "afterworld"
    folder.mkdir(parents=True)
    text = export_text(asset("afterworld", "decks", "norse.toml")).replace("# name: ", "# name: My ")
    (folder / "mine.txt").write_text(text)
    reset_games()
    game = get_game("afterworld")
    assert [p.name for p in user_decks(game)] == ["mine.txt"]
    from tabletop.ui.title import TitleScene
    a = app()
    title = a.push(TitleScene("afterworld"))
    a.step(1 / 60, [])
    row = title.deck_rows[0]
    assert row.shown[-1].startswith("My ") and row.shown[-1].endswith("(yours)")
    row.index = len(row.values) - 1
    title.start()
    assert a.top.match.setup.decks[0].name.startswith("My ")
    reset_games()


def test_a_missing_card_picture_is_said_once_in_the_builder_and_the_card_still_shows():
    from tabletop.ui import cardimage
    folder = config_dir() / "cards" / "afterworld"
    folder.mkdir(parents=True)
    (folder / "mine.toml").write_text('[[card]]\nkey = "sun-warden"\nname = "Sun Warden of Karnak"\n'
                                      'type = "unit"\nfaction = "egyptian"\nlimit = 3\nattack = 2\nhealth = 3\n'
                                      'image = "gone.png"\n')
    reset_games()
    cardimage.forget()
    try:
        a, b = builder()
        type_text(a, "sun warden")
        post(a, pygame.event.Event(pygame.MOUSEMOTION, pos=pool_row(b, "Sun Warden of Karnak"), rel=(0, 0),
                                   buttons=(0, 0, 0)))
        a.step(1 / 60, [])
        assert b.preview_card().key == "sun-warden"
        assert b.message_bad and b.message == f"{(folder / 'gone.png').resolve()}: the picture of Sun Warden of " \
                                              "Karnak is not there; the card keeps its drawn face"
        said = len(cardimage.messages)
        for _ in range(3):
            a.step(1 / 60, [])
        assert len(cardimage.messages) == said
    finally:
        reset_games()


def test_a_draft_that_no_longer_reads_is_named_and_kept():
    a, b = builder()
    type_text(a, "mummy")
    click(a, pool_row(b, "Mummy Guardian"))
    draft = b.model.draft_path()
    draft.write_text(draft.read_text().replace("Mummy Guardian", "Mummy Gardian"))
    a2, b2 = builder()
    assert b2.model.size() == 0 and b2.message_bad
    assert f"{draft}:" in b2.message and "no card called 'Mummy Gardian' (did you mean 'Mummy Guardian'?)" in b2.message
    aside = draft.with_name("afterworld-unreadable.txt")
    assert f"it is kept as {aside}" in b2.message and "Mummy Gardian" in aside.read_text()
    type_text(a2, "mummy")
    click(a2, pool_row(b2, "Mummy Guardian"))  # a new draft; the unreadable one stays aside
    assert aside.is_file() and "1 Mummy Guardian" in draft.read_text()


def test_every_violation_can_be_read_with_the_wheel():
    a, b = builder(size=(1024, 600))
    for name in ("Nile Delta", "Sun Barque", "Jarl of the Fjords", "Mead Hall", "Khopesh", "Scarab Swarm"):
        type_text(a, name)
        for _ in range(6):
            click(a, pool_row(b, name))
        key(a, pygame.K_ESCAPE)  # clears the search
        assert a.top is b
    assert len(b.problems) >= 8
    post(a, pygame.event.Event(pygame.MOUSEMOTION, pos=b.frame().problems.center, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(len(b.problems) + 3):
        post(a, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
    assert b.scroll["problems"] == len(b.problems) - 1  # the last one at the top, no further
    post(a, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=len(b.problems)))
    assert b.scroll["problems"] == 0


def test_a_greyed_out_button_says_why_on_hover(monkeypatch):
    a, b = builder()
    play = next(it for it in b.frame().items if it.kind == "button" and it.key == "play")
    assert not b.button_enabled("play") and b.button_why_not("play").startswith("The deck is not legal yet: ")
    assert b.button_why_not("undo") == "Nothing to undo yet." and b.button_why_not("back") == ""
    import tabletop.ui.deckbuilder.draw as draw
    shown = []
    real = draw.draw_tooltip
    monkeypatch.setattr(draw, "draw_tooltip", lambda s, f, c, text, pos, size: shown.append(text) or real(s, f, c, text, pos, size))
    post(a, pygame.event.Event(pygame.MOUSEMOTION, pos=play.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    a.step(1 / 60, [])
    assert shown and shown[-1] == "Why not? " + b.button_why_not("play")
