"""The registry of games: each entry agrees with the game it loads, and names what exists."""

import pytest

from tabletop.engine.errors import UsageError
from tabletop.games import get_game, registry
from tabletop.ui.layout import check_layout, find_layout


@pytest.mark.parametrize("entry", registry.entries(), ids=lambda e: e.name)
def test_each_entry_agrees_with_its_game(entry):
    game = get_game(entry.name)
    assert game.name == entry.name and game.title == entry.title
    for n in entry.players:
        setup = game.default_setup(1, n)
        assert len(setup.decks) == n
    too_many = max(entry.players) + 1
    assert entry.players_problem(too_many).endswith(f"[{entry.players_rule}]")
    with pytest.raises((UsageError, ValueError)):
        game.default_setup(1, too_many)
    for n in entry.players:  # every default layout exists and is a clean layout of this game
        layout, problems = check_layout(find_layout(entry.default_layout(n)))
        assert not problems and layout.game == entry.name and layout.players == n
    assert {z.name for z in entry.zone_specs(entry.players[0])} >= {"status", "log", "buttons"}
    assert entry.rules_module().RULES and entry.table_class()
    if entry.teacher:  # optional (docs/architecture.md, "adding a game"): named, it loads
        assert entry.teacher_class()
    if entry.decks:  # optional: named, the folder exists and holds decks
        assert entry.deck_folder().is_dir() and game.starter_decks()


def test_names_and_aliases_resolve_and_unknown_names_get_a_suggestion():
    assert registry.canonical("AW") == "afterworld"
    assert registry.canonical("Austin_Powers") == "austin-powers"
    with pytest.raises(registry.UnknownGameError, match="did you mean 'afterworld'"):
        registry.canonical("afterwrld")
