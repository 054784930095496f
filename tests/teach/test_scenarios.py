"""Scenario files: the shipped ones pass, and a teacher's mistakes are reported clearly."""

import re
from pathlib import Path

import pytest

from tabletop.cli import main
from tabletop.resources import asset
from tabletop.teach.scenario import load_scenario, run_file

SHIPPED = sorted(asset("scenarios").rglob("*.toml"))


def write(tmp_path, text: str, name: str = "s.toml") -> Path:
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    return p


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_shipped_scenario_passes(path):
    report = run_file(path)
    assert not report.broken, report.broken
    bad = [(s.label, s.details) for s in report.steps if not s.ok]
    assert report.ok, bad
    assert report.steps, "a scenario without steps checks nothing"


@pytest.mark.parametrize("game", ["afterworld", "austin-powers"])
def test_at_least_ten_scenarios_per_game_each_on_its_own_rules(game):
    files = sorted(asset("scenarios", game).glob("*.toml"))
    assert len(files) >= 10
    rules = set()
    for f in files:
        sc = load_scenario(f)
        assert sc.game == game
        rules |= {s.rule for s in sc.steps if s.rule}
    assert len(rules) >= 8, rules  # the refusals cite many different rules


FORTRESS = '''
game = "afterworld"
title = "fortress"
[position]
step = "move"
[[position.P1.divisions]]
commander = "Sun Barque"
units = ["Jackal Spearman"]
'''


def test_a_passing_scenario_prints_each_step_and_exits_0(tmp_path, capsys):
    p = write(tmp_path, FORTRESS + '''
[[step]]
do = "P1 move d1 b1"
check = { division_at = { d1 = "b1" } }
[[step]]
do = "P1 move d1 b3"
expect = "refused"
rule = "AW-8.2"
reason = "not one square away"
''')
    assert main(["scenario", "run", str(p)]) == 0
    out = capsys.readouterr().out
    assert f"{p}: fortress" in out
    assert "step 1 (line 10): P1 move d1 b1 ... ok" in out
    assert "played: Player 1 moves division d1 (Sun Barque) from F1 to b1." in out
    assert "step 2 (line 13): P1 move d1 b3 ... ok" in out
    assert "refused [AW-8.2]: b3 is not one square away from b1" in out
    assert out.rstrip().endswith("1 file: 1 passed")


def test_a_failing_step_shows_expected_and_actual_and_exits_2(tmp_path, capsys):
    p = write(tmp_path, FORTRESS + '''
[[step]]
do = "P1 move d1 b1"
check = { division_at = { d1 = "c1" }, moves = { d1 = 2 } }
[[step]]
do = "P1 pass"
''')
    assert main(["scenario", "run", str(p)]) == 2
    out = capsys.readouterr().out
    assert "step 1 (line 10): P1 move d1 b1 ... FAILED" in out
    assert "P1:d1 division_at: expected c1, got b1" in out
    assert "P1:d1 moves: expected 2, got 1" in out
    assert "FAILED at step 1 (line 10); 1 later step not run" in out
    assert "1 file: 0 passed, 1 failed" in out


def test_expected_refusal_that_is_legal_or_cites_another_rule_fails(tmp_path):
    p = write(tmp_path, FORTRESS + '''
[[step]]
do = "P1 move d1 c1"
expect = "refused"
''')
    r = run_file(p)
    assert not r.ok and r.steps[0].details == ["expected refused, but it is legal"]
    p = write(tmp_path, FORTRESS + '''
[[step]]
do = "P1 move d1 c3"
expect = "refused"
rule = "AW-7.6"
''')
    r = run_file(p)
    assert r.steps[0].details[0].startswith("expected refused citing AW-7.6, got AW-8.2: c3 is not one square away")


def test_an_expected_legal_action_that_is_refused_fails_with_the_rule(tmp_path):
    p = write(tmp_path, FORTRESS + '''
[[step]]
do = "P1 move d1 b2"
''')
    r = run_file(p)
    assert r.steps[0].details[0].startswith("expected legal, but it is refused: b2 is not one square away from F1")
    assert r.steps[0].details[0].endswith("[AW-8.2]")


def test_a_broken_file_lists_every_problem_with_line_and_key(tmp_path, capsys):
    p = write(tmp_path, '''game = "afterworld"
[position]
step = "moove"
[position.P1]
hand = ["Jackal Spearmen"]
[[step]]
do = "P1 mvoe d1 b1"
[[step]]
do = "P1 pass"
expect = "refused"
rule = "AW-99.1"
check = { divison_at = { d1 = "b2" }, food = { P3 = 1 }, reachable = { d1 = ["z9"] } }
''')
    assert main(["scenario", "run", str(p)]) == 2
    out = capsys.readouterr().out
    assert "Traceback" not in out
    lines = out.splitlines()
    assert f"{p}:7: step[0].do: 'P1 mvoe d1 b1': unknown action 'mvoe' (did you mean 'move'?)" in lines[0] or \
        any("step[0].do: 'P1 mvoe d1 b1': unknown action 'mvoe' (did you mean 'move'?)" in x for x in lines)
    text = "\n".join(lines)
    assert f"{p}:11: step[1].rule: no rule 'AW-99.1' in Afterworld" in text
    assert f"{p}:12: step[1].check.divison_at: unknown check (did you mean 'division_at'?)" in text
    assert f"{p}:12: step[1].check.food: there is no seat P3" not in text  # seat count is the game's, at run time
    assert f"{p}:12: step[1].check.reachable: d1: 'z9' is not a square (a1..d4, F1, F2)" in text
    assert f"{p}:3: position.step: 'moove' is not one of 'muster', 'move', 'battle' (did you mean 'move'?)" in text
    assert f"{p}:5: position.P1.hand[0]: no card called 'Jackal Spearmen' (did you mean 'Jackal Spearman'?)" in text
    assert "1 file: 0 passed, 1 broken" in text


def test_missing_game_and_unknown_game_are_named(tmp_path, capsys):
    p = write(tmp_path, "[position]\n")
    assert main(["scenario", "run", str(p)]) == 2
    assert "game: missing: say which game this is for" in capsys.readouterr().out
    p = write(tmp_path, 'game = "chess"\n[position]\n')
    assert main(["scenario", "run", str(p)]) == 2
    assert f"{p}:1: game: unknown game 'chess'" in capsys.readouterr().out


def test_not_toml_and_not_a_scenario(tmp_path, capsys):
    p = write(tmp_path, 'game = "afterworld"\n[position\n')
    assert main(["scenario", "run", str(p)]) == 2
    assert f"{p}:2: not valid TOML" in capsys.readouterr().out
    p = write(tmp_path, 'name = "deck"\n')
    assert main(["scenario", "run", str(p)]) == 2
    assert "not a scenario or lesson" in capsys.readouterr().out


def test_a_card_named_but_not_at_hand_is_refused_about_that_card(tmp_path):
    p = write(tmp_path, FORTRESS.replace('step = "move"', 'step = "muster"') + '''
[[step]]
do = 'P1 deploy "Scarab Swarm" d1'
''')
    r = run_file(p)
    assert not r.ok
    # Scarab Swarm lies in P1's deck, face down: the refusal says where, by its id (AW-11.2)
    [detail] = r.steps[0].details
    assert re.fullmatch(r"expected legal, but it is refused: #\d+ is not in your hand\. \[AW-7\.2\]", detail), detail


def test_a_folder_runs_every_file_in_it(capsys):
    assert main(["scenario", "run", "--quiet", str(asset("scenarios"))]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert out[-1] == f"{len(SHIPPED)} files: {len(SHIPPED)} passed"
