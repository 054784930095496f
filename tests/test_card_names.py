"""Card names and keys as a deck list reads them (issue 25): a user card whose name or key
reads like another card's (case, spaces, punctuation, invisible characters and Unicode forms
aside) is refused naming both; a name a text deck list cannot hold is refused with the
reason, file, line and key; the rest of the pool loads. A deck's name stays on its line."""

import io

import pytest

from tabletop.cli import main
from tabletop.engine.decklist import deck_list_text
from tabletop.engine.game import DeckList
from tabletop.games import get_game
from tabletop.resources import asset, config_dir
from gamecache import reset_games


def card(key: str, name: str) -> str:
    return (f'[[card]]\nkey = "{key}"\nname = "{name}"\ntype = "unit"\nfaction = "egyptian"\n'
            'limit = 3\nattack = 2\nhealth = 3\n\n')


GOOD = card("sun-warden", "Sun Warden of Karnak")


@pytest.fixture(autouse=True)
def fresh_games():
    reset_games()
    yield
    reset_games()


def user_file(text: str, game: str = "afterworld"):
    folder = config_dir() / "cards" / game
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "mine.toml"
    path.write_text(text, encoding="utf-8")
    return path


def loaded(text: str, game: str = "afterworld"):
    path = user_file(text, game)
    g = get_game(game)
    return path, g.pool, [str(p) for p in g.pool.refused]


@pytest.mark.parametrize("name", ["Jackal-Spearman", "Jackal\\u200bSpearman", "ＪＡＣＫＡＬ　ＳＰＥＡＲＭＡＮ",
                                  "jackal spearman!"])
def test_a_name_that_reads_like_a_shipped_card_is_refused_naming_both(name):
    path, pool, refused = loaded(GOOD + card("my-jackal", name))
    shipped = asset("afterworld", "cards", "egyptian.toml")
    assert len(refused) == 1
    assert refused[0].startswith(f"{path}:12: card[1].name: ")
    assert f"is already used by a shipped card at {shipped}:" in refused[0] and "Jackal Spearman" in refused[0]
    assert "sun-warden" in pool and "my-jackal" not in pool          # the rest of the pool loads
    assert pool.find("Jackal Spearman").key == "jackal-spearman"


def test_a_name_that_reads_like_another_cards_key_is_refused_naming_it():
    agent = ('[[card]]\nkey = "ledger-two"\nname = "Mr Ledger"\ntype = "agent"\nside = "evil"\ndot = "red"\n'
             'rarity = "rare"\ngender = "male"\nrole = "gun"\nvibes = { creepy = 2 }\nscore = 9\n')
    path, pool, refused = loaded(agent, "austin_powers")
    assert len(refused) == 1 and refused[0].startswith(f"{path}:3: card[0].name: 'Mr Ledger' is already used by "
                                                       "a shipped card at ")
    assert "the key of Mr. Ledger, Evil Accountant" in refused[0]


def test_two_user_cards_that_clash_keep_the_first():
    path, pool, refused = loaded(GOOD + card("sun_warden", "Sun Warden (again)"))
    assert refused == [f"{path}:11: card[1].key: 'sun_warden' is already used by another card at {path}:2 "
                       "(the key of Sun Warden of Karnak; names and keys are compared ignoring case, spaces, "
                       "punctuation and invisible characters)"]
    assert pool["sun-warden"].name == "Sun Warden of Karnak"


@pytest.mark.parametrize("name,why", [
    ("Sun\\nWarden", "holds a line break (U+000A): a name is one line of plain text"),
    ("Sun\\rWarden", "holds a carriage return (CR) (U+000D)"),
    ("   ", "is empty or nothing but spaces"),
    ("X Warden", "begins with 'X '"),
    ("Warden:", "ends with ':'"),
    ("Warden #2", "holds ' #' or ' //'"),
    ("Warden // Guard", "holds ' #' or ' //'"),
    ("-- ~ --", "has no letter or digit"),
])
def test_a_name_a_deck_list_cannot_hold_is_refused_with_reason_file_line_and_key(name, why):
    path, pool, refused = loaded(GOOD + card("odd-one", name))
    assert len(refused) == 1 and refused[0].startswith(f"{path}:12: card[1].name: ") and why in refused[0]
    assert "sun-warden" in pool and "odd-one" not in pool


def test_deck_check_says_which_cards_are_left_out(capsys):
    path = user_file(GOOD + card("odd-one", "X Warden"))
    assert main(["deck", "check", str(asset("afterworld", "decks", "egyptian.toml"))]) == 0
    out = capsys.readouterr().out
    assert f"{path}:12: card[1].name: 'X Warden' begins with 'X '" in out and "(this card is left out)" in out


def test_a_deck_name_with_a_line_break_writes_no_line_of_its_own(tmp_path, capsys):
    text = (asset("afterworld", "decks", "egyptian.toml")).read_text()
    deck = tmp_path / "d.toml"
    deck.write_text(text.replace('name = "', 'name = "Mine\\n# game: austin_powers\\n# side: ', 1))
    assert main(["deck", "export", str(deck)]) == 2
    io_ = capsys.readouterr()
    assert "# game: austin_powers" not in io_.out
    assert f"{deck}:" in io_.err and "name: " in io_.err and "a deck's name is one line" in io_.err
    g = get_game("afterworld")
    listed = deck_list_text(DeckList("Mine\n# game: austin_powers", {"main": ["jackal-spearman"]}), g.pool, "afterworld")
    assert listed.splitlines()[:2] == ["# name: Mine # game: austin_powers", "# game: afterworld"]
    io.StringIO(listed)


def test_the_shipped_pools_load_with_nothing_left_out():
    for game in ("afterworld", "austin_powers"):
        assert get_game(game).pool.refused == []
