"""A save of an older format still opens: an Austin Powers game saved before forced copies and
the first turn's single action (save format 1) is replayed with the rules it was played by,
every action checked again; a new save names every rules option, so no later default can
change a game on disk."""

import json
import shutil
from pathlib import Path

from tabletop.engine.history import Match
from tabletop.games import get_game
from tabletop.persist.journal import load_autosave
from tabletop.persist.loading import load_match
from tabletop.persist.saves import save_match

OLD = Path(__file__).parent / "fixtures" / "legacy-ap-3p-format1.json"  # written by the program at 7ec05cb


def test_a_format_one_save_is_replayed_with_the_rules_of_its_time():
    doc = json.loads(OLD.read_text())
    assert doc["version"] == 1 and doc["setup"]["options"] == {}
    assert any(a.endswith("no-copy") for a in doc["actions"])  # refused under today's forced copies
    m, info = load_match(OLD)
    assert len(m.history) == len(doc["actions"]) == 120
    assert m.setup.options["happening_copy"] == "optional" and m.setup.options["first_turn_actions"] == 2
    assert [e.text for e in m.history] == doc["actions"]


def test_a_format_one_autosave_resumes(tmp_path):
    save = tmp_path / "autosave.json"
    shutil.copy(OLD, save)
    m, info = load_autosave(save)
    assert len(m.history) == 120 and m.setup.options["happening_copy"] == "optional"


def test_a_new_save_names_every_rules_option(tmp_path):
    game = get_game("austin-powers")
    m = Match(game, game.default_setup(3, 2))
    path = tmp_path / "new.json"
    save_match(m, path)
    doc = json.loads(path.read_text())
    assert doc["version"] == 2
    assert {"happening_copy", "first_turn_actions"} <= set(doc["setup"]["options"])
    again, _ = load_match(path)
    assert again.setup.options["happening_copy"] == "forced" and again.game.hash(again.state) == game.hash(m.state)
