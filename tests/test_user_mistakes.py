"""A user's mistake costs only itself (issue 48): a broken card of the user's own is left out,
named with file, line, key and reason, and everything else plays; a save that cannot be loaded
because of the user's cards as they are now is not declared damaged: it is kept where it is,
with the reason, and resumes once the cards are fixed."""

from __future__ import annotations

import contextlib
import io

import pytest

from gamecache import reset_games
from tabletop.cli import main
from tabletop.engine.history import Match
from tabletop.games import get_game
from tabletop.persist.places import autosave_path
from tabletop.persist.saves import save_match
from tabletop.resources import asset, config_dir
from usercards import WARDEN


@pytest.fixture(autouse=True)
def fresh_games(monkeypatch):
    reset_games()
    import tabletop.ui.app as app_module
    monkeypatch.setattr(app_module.App, "run", lambda self: None)  # no window: the command returns
    yield
    reset_games()


def card_file(text: str):
    folder = config_dir() / "cards" / "afterworld"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "mine.toml"
    path.write_text(text, encoding="utf-8")
    reset_games()
    return path


def run(*argv) -> tuple[int, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(argv))
    return code, out.getvalue() + err.getvalue()


@pytest.mark.parametrize("value,says", [
    ("99", "must be at most 20"), ("-1", "must be at least 0"), ("2.5", "must be a whole number"),
    ("inf", "must be a finite number"), ("nan", "must be a finite number"), ("1e308", "must be a whole number"),
    ('"3"', "must be a whole number"), ("true", "must be a whole number"),
])
def test_a_broken_user_card_is_left_out_and_a_shipped_deck_still_checks_and_plays(value, says):
    path = card_file(WARDEN.replace("attack = 2", f"attack = {value}"))
    game = get_game("afterworld")  # the rest of the pool loads
    assert "sun-warden" not in game.pool and "jackal-spearman" in game.pool
    refused = [str(p) for p in game.pool.refused]
    assert len(refused) == 1 and refused[0].startswith(f"{path}:7: card[0].attack: {says}")
    code, text = run("deck", "check", str(asset("afterworld", "decks", "egyptian.toml")))
    assert code == 0 and f"{path}:7: card[0].attack: {says}" in text and "(this card is left out)" in text
    assert "legal Afterworld deck" in text and "Traceback" not in text
    assert run("play", "afterworld", "--seed", "3")[0] == 0


def test_a_user_card_file_that_is_no_toml_or_holds_a_nul_is_left_out_whole():
    path = card_file(WARDEN.replace('name = "Sun Warden of Karnak"', 'name = "Sun\\u0000Warden"'))
    game = get_game("afterworld")
    assert "sun-warden" not in game.pool
    assert [f"{p.path}:{p.line}: {p.key}" for p in game.pool.refused] == [f"{path}:3: card[0].name"]
    assert run("deck", "check", str(asset("afterworld", "decks", "egyptian.toml")))[0] == 0


def _autosave_with_the_warden() -> Match:
    game = get_game("afterworld")
    setup = game.default_setup(5, 2)
    setup.decks[0].piles["main"][:3] = ["sun-warden"] * 3
    m = Match(game, setup, undo="fair")
    for _ in range(12):
        m.play(m.legal_actions(m.to_act()[0])[0])
    save_match(m, autosave_path())
    return m


def test_a_card_typo_keeps_the_autosave_and_the_game_resumes_once_the_card_is_fixed():
    card_file(WARDEN)
    _autosave_with_the_warden()
    path = card_file(WARDEN.replace("attack = 2", "attack = 99"))
    code, text = run("play", "--resume")
    assert code == 2 and "Traceback" not in text
    assert f"{path}:7: card[0].attack: must be at most 20" in text  # what to fix, where
    assert "The autosave is kept as it is: it resumes once the cards are fixed." in text
    folder = autosave_path().parent
    assert autosave_path().is_file() and not list(folder.glob("autosave-damaged-*"))
    from tabletop.ui.session import resumable
    assert resumable() == autosave_path()  # still offered
    card_file(WARDEN)
    assert run("play", "--resume") == (0, "")
    assert not list(folder.glob("autosave-damaged-*"))


def test_a_save_the_cards_changed_under_is_kept_when_loaded_from_the_load_dialog_path():
    from tabletop.persist.loading import NeedsCards, load_match
    card_file(WARDEN)
    _autosave_with_the_warden()
    card_file(WARDEN.replace('key = "sun-warden"', 'key = "sun-warden-2"'))  # renamed since
    with pytest.raises(NeedsCards) as err:
        load_match(autosave_path())
    assert "unknown card 'sun-warden'" in str(err.value) and "loads once the card is back" in str(err.value)
