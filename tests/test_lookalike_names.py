"""Look-alike names (issue 48): a user's card whose name or key looks like another card's
through Unicode's confusable letters (UTS #39 skeletons: a Cyrillic а, a Greek Ο, a capital I
for an l) is left out naming both files, like a name that differs only in case or spaces."""

from __future__ import annotations

import pytest

from gamecache import reset_games
from tabletop.engine.decklist import card_names
from tabletop.engine.lookalike import looks, skeleton
from tabletop.games import get_game
from tabletop.resources import asset, config_dir
from usercards import UNIT as CARD


@pytest.fixture(autouse=True)
def fresh_games():
    reset_games()
    yield
    reset_games()


@pytest.mark.parametrize("key,name,attr", [
    ("jackal-spearman-2", "Jackal Spearm\\u0430n", "name"),      # Cyrillic а
    ("jackal-spearman-2", "J\\u0430ck\\u0430l Spe\\u0430rm\\u0430n", "name"),
    ("jackal-spearman-2", "JACKAL SPEARM\\u0410N", "name"),      # Cyrillic А, capitals
    ("jackal-spearman-2", "\\u0408ackal Spearman", "name"),      # Cyrillic Ј
    ("jackal-spearman-2", "JackaI Spearman", "name"),            # a capital i for the l
    ("j\\u0430ckal-spearman", "My Own Spearman", "key"),        # the key looks like a shipped key
])
def test_a_user_card_that_looks_like_a_shipped_one_is_left_out_naming_both(key, name, attr):
    folder = config_dir() / "cards" / "afterworld"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "mine.toml"
    path.write_text(CARD.format(key=key, name=name), encoding="utf-8")
    pool = get_game("afterworld").pool
    assert "jackal-spearman" in pool and [c.key for c in pool if "Jackal" in c.name] == ["jackal-spearman"]
    refused = [str(p) for p in pool.refused]
    line = 3 if attr == "name" else 2
    assert len(refused) == 1 and refused[0].startswith(f"{path}:{line}: card[0].{attr}: ")
    shipped = asset("afterworld", "cards", "egyptian.toml")
    assert f"looks like a shipped card at {shipped}:" in refused[0]


def test_a_name_that_only_shares_letters_is_not_a_look_alike():
    folder = config_dir() / "cards" / "afterworld"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "mine.toml").write_text(CARD.format(key="jackal-spearmen", name="Jackal Spearmen"), encoding="utf-8")
    pool = get_game("afterworld").pool
    assert "jackal-spearmen" in pool and not pool.refused


@pytest.mark.parametrize("game_name", ["afterworld", "austin-powers"])
def test_no_two_shipped_cards_look_alike(game_name):
    seen: dict[str, object] = {}
    compared = 0
    for card in get_game(game_name).pool:
        for name in (card.key, *card_names(card)):
            for look in looks(name):
                assert seen.setdefault(look, card) is card, f"{name!r} looks like {seen[look].name!r}"
                compared += 1
    assert compared > 200


def test_the_skeleton_is_unicodes():
    assert skeleton("\u0430") == "a" and skeleton("\u039f") == "O" and skeleton("0") == "O"
    assert skeleton("I") == skeleton("1") == "l" and skeleton("m") == "rn"
    assert skeleton("Jackal") == "Jackal"
