"""The deck builder asks before it overwrites a deck it did not open (issue 25), and a deck
file of the same name that is not TOML or not UTF-8 is replaced or kept, never a crash."""

import pygame
import pytest
from drive import app, click, key

from tabletop.games import get_game
from tabletop.persist.deckfiles import check_deck, user_deck_path
from tabletop.resources import asset, config_dir
from tabletop.ui.deckbuilder.dialogs import Menu
from tabletop.ui.deckbuilder.scene import DeckBuilder


@pytest.fixture(autouse=True)
def fresh_games():
    import tabletop.games.afterworld as aw
    get_game.cache_clear()
    aw.load.cache_clear()
    yield
    get_game.cache_clear()
    aw.load.cache_clear()


def builder_from_starter():
    a = app((1280, 800))
    b = a.push(DeckBuilder("afterworld"))
    a.step(1 / 60, [])
    b._open(asset("afterworld", "decks", "egyptian.toml"), copy=True)   # "My <starter>": a new deck
    a.step(1 / 60, [])
    return a, b


def menu_pick(a, label_start):
    menu = a.top
    assert isinstance(menu, Menu)
    a.step(1 / 60, [])  # drawn: its rows are placed
    i = next(i for i, (label, _) in enumerate(menu.options) if label.startswith(label_start))
    click(a, menu.rows[i].center)


MINE = b'name = "My Sands"\ngame = "afterworld"\n[main]\njackal-spearman = 1\n'


@pytest.mark.parametrize("old", [MINE, b"\xff\xfe not utf-8 \x00", b"name = [unclosed\n"])
def test_saving_over_a_deck_it_did_not_open_asks_and_cancel_keeps_it(old):
    a, b = builder_from_starter()
    folder = config_dir() / "decks" / "afterworld"
    folder.mkdir(parents=True, exist_ok=True)
    target = user_deck_path(b.game, b.model.name, False)
    target.write_bytes(old)
    key(a, pygame.K_s, pygame.KMOD_CTRL)
    assert isinstance(a.top, Menu) and a.top.title == f"{target.name} is already in your decks"
    assert [label for label, _ in a.top.options] == [f"Replace {target.name}",
                                                     f"Keep both: save as {target.stem}-2.toml", "Cancel"]
    menu_pick(a, "Cancel")
    assert target.read_bytes() == old and b.message == "Not saved: the other deck is as it was."
    assert b.model.dirty


@pytest.mark.parametrize("old", [MINE, b"\xff\xfe not utf-8 \x00", b"name = [unclosed\n"])
def test_replace_writes_the_deck_and_keep_both_writes_a_new_file(old):
    a, b = builder_from_starter()
    target = user_deck_path(b.game, b.model.name, False)
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(old)
    key(a, pygame.K_s, pygame.KMOD_CTRL)
    menu_pick(a, "Keep both")
    other = target.with_name(f"{target.stem}-2.toml")
    assert target.read_bytes() == old and b.message.startswith(f"Saved to {other}")
    assert check_deck(other)[1].deck.piles == b.model.decklist().piles
    b.model.path = None                                   # a fresh deck again: asked once more
    key(a, pygame.K_s, pygame.KMOD_CTRL)
    menu_pick(a, "Replace")
    assert b.message.startswith(f"Saved to {target}")
    assert check_deck(target)[1].deck.piles == b.model.decklist().piles


def test_saving_the_deck_it_opened_does_not_ask():
    folder = config_dir() / "decks" / "afterworld"
    folder.mkdir(parents=True)
    own = folder / "mine.toml"
    own.write_text(asset("afterworld", "decks", "egyptian.toml").read_text())
    a = app((1280, 800))
    b = a.push(DeckBuilder("afterworld", own))
    a.step(1 / 60, [])
    key(a, pygame.K_s, pygame.KMOD_CTRL)
    assert not isinstance(a.top, Menu) and b.message.startswith(f"Saved to {own}")
