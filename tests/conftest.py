"""Shared test set-up: headless SDL, a private user folder, and the --slow option."""

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
sys.path.insert(1, str(Path(__file__).parent / "ui"))  # tests/words drive windows as tests/ui do (drive.py)

import pytest  # noqa: E402


def pytest_addoption(parser):
    parser.addoption("--slow", action="store_true", help="run the long property and monkey tests")


def pytest_configure(config):
    # long runs (property tests over thousands of games, the monkey test) read this
    if config.getoption("--slow", default=False):
        os.environ["TABLETOP_SLOW"] = "1"


def pytest_terminal_summary(terminalreporter):
    """What the property and fuzz runs exercised (tests/reporting.py)."""
    from reporting import lines
    shown = lines()
    if shown:
        terminalreporter.section("what the runs exercised")
        for line in shown:
            terminalreporter.write_line(line)


def pytest_collection_modifyitems(config, items):
    if config.getoption("--slow"):
        return
    skip = pytest.mark.skip(reason="long run: use --slow")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)


@pytest.fixture(autouse=True)
def _private_home(tmp_path, monkeypatch):
    """Keep every test's saves, progress and user layouts out of the real home folder."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    for var in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")  # English unless a test asks for another language
    yield
    from tabletop import words
    words.set_language("en")
    from tabletop.persist.locks import release_all
    release_all()  # the autosave slots this test's tables held (each test has its own folder)


@pytest.fixture(scope="module")
def extra_games():
    """The toy game and the third game (Duel, tests/thirdgame) registered beside the shipped two
    for the module's tests, and gone after them."""
    import thirdgame
    from toygame import ENTRY

    from tabletop.games import get_game, registry
    registry.register(ENTRY)
    registry.register(thirdgame.ENTRY)
    get_game.cache_clear()
    yield
    registry.unregister("toy")
    registry.unregister("duel")
    get_game.cache_clear()
