"""Every user file through one gate (issue 25): a NUL character or half a surrogate pair in a
string is refused with its line, a seed its saves cannot hold is refused on the command line,
and the autosave's journal stays below a size limit however long the game."""

import json

import pytest
from toygame import toy_setup

from tabletop import games
from tabletop.cli import main
from tabletop.engine.errors import DataError
from tabletop.engine.history import Match
from tabletop.persist.journal import journal_path, load_autosave
from tabletop.persist.loading import load_match
from tabletop.persist.places import autosave_path
from tabletop.persist.saves import save_match


@pytest.fixture
def toy():
    from toygame import ENTRY
    games.register(ENTRY)
    games.get_game.cache_clear()
    yield games.get_game("toy")
    games.registry.unregister("toy")


@pytest.mark.parametrize("escape,says", [
    ("\\u0000", "holds a NUL character (\\u0000)"),
    ("\\udc80", "holds half of a surrogate pair (\\udc80) on its own"),
    ("\\ud83d", "holds half of a surrogate pair (\\ud83d) on its own"),
])
def test_a_save_with_a_nul_or_a_lone_surrogate_in_a_name_is_refused_with_its_line(tmp_path, escape, says):
    g = games.get_game("afterworld")
    path = save_match(Match(g, g.default_setup(1, 2, names=["Ann", "Bo"])), tmp_path / "s.json")
    text = path.read_text()
    assert text.count('"Bo"') >= 1
    path.write_text(text.replace('"Bo"', f'"B{escape}o"'))
    with pytest.raises(DataError) as err:
        load_match(path)
    problem = err.value.problems[0]
    assert says in problem.message and problem.path == str(path)
    line = next(n for n, t in enumerate(path.read_text().splitlines(), 1) if escape in t)
    assert problem.line == line
    str(err.value).encode("utf-8")  # the message itself can be printed


def test_a_surrogate_pair_and_an_escaped_backslash_are_fine(tmp_path):
    g = games.get_game("afterworld")
    path = save_match(Match(g, g.default_setup(1, 2, names=["Ann", "B\U0001F600o \\u0000"])), tmp_path / "s.json")
    path.write_text(path.read_text().replace("\U0001F600", "\\ud83d\\ude00"))  # the same, as JSON escapes
    assert "\\ud83d\\ude00" in path.read_text()
    match, _ = load_match(path)
    assert match.state.names[1] == "B\U0001F600o \\u0000"


def test_a_deck_file_with_a_nul_escape_is_refused_with_file_line_and_key(tmp_path, capsys):
    deck = tmp_path / "d.toml"
    deck.write_text('name = "Mine\\u0000"\ngame = "afterworld"\n\n[main]\njackal-spearman = 3\n')
    assert main(["deck", "check", str(deck)]) == 2
    out = capsys.readouterr().out
    assert f"{deck}:1: name: holds a NUL character" in out and "Traceback" not in out


@pytest.mark.parametrize("seed", ["1" * 31, str(2 ** 64), "-1"])
def test_a_seed_saves_cannot_hold_is_refused_before_anything_is_played(tmp_path, capsys, seed):
    folder = tmp_path / "replays"
    assert main(["simulate", "afterworld", "--games", "1", "--quiet", "--seed", seed, "--save", str(folder)]) == 2
    err = capsys.readouterr().err
    assert "--seed" in err and "a seed is a whole number from 0 to 18446744073709551615" in err
    assert len(err.strip().splitlines()) == 1 and not list(folder.glob("*.json"))


def test_the_largest_seed_is_saved_and_read_back(tmp_path):
    g = games.get_game("afterworld")
    path = save_match(Match(g, g.default_setup(2 ** 64 - 1, 2)), tmp_path / "s.json")
    assert load_match(path)[0].setup.seed == 2 ** 64 - 1


def test_the_journal_stays_below_its_limit_and_the_game_resumes_whole(toy, monkeypatch):
    import tabletop.persist.autosave as autosave_module
    monkeypatch.setattr(autosave_module, "JOURNAL_MAX_BYTES", 4000)
    monkeypatch.setattr(autosave_module, "COMPACT_EVERY", 10 ** 6)
    m = Match(toy, toy_setup(3), undo="all")
    saver = autosave_module.Autosaver()
    saver.begin(m)
    sizes = []
    for i in range(400):
        m.play(next(a for a in m.legal_actions() if toy.format(a).endswith("pass")))
        saver.submit(m)
        if i % 7 == 0:
            assert saver.flush()
            sizes.append(journal_path(autosave_path()).stat().st_size)
    assert saver.flush() and not saver.error
    assert max(sizes) <= 4000 and len(set(sizes)) > 10    # it grew, and was folded into the save
    back, info = load_autosave(autosave_path())
    assert info.actions == m.actions() and len(info.actions) == 400
    assert json.loads(journal_path(autosave_path()).read_text().splitlines()[0])["base"] > 300
