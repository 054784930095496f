"""Every rule from AW-3 to AW-10 is exercised by a test here, and every rule an error cites exists."""

import re
from pathlib import Path

from aw_script import G

from tabletop.games.afterworld import rules

HERE = Path(__file__).parent
PACKAGE = Path(rules.__file__).parent
RULE_ID = re.compile(r"AW-\d+(?:\.\d+)?")


def test_every_rule_of_aw_3_to_aw_10_appears_in_a_test():
    text = "".join(p.read_text() for p in HERE.glob("test_aw_*.py") if p.name != Path(__file__).name)
    mentioned = set(RULE_ID.findall(text)) | {m.replace("_", ".").replace("aw.", "AW-").upper()
                                              for m in re.findall(r"aw_\d+_\d+", text)}
    wanted = [r.id for r in rules.RULE_LIST if 3 <= int(r.id[3:].split(".")[0]) <= 10]
    missing = [r for r in wanted if r not in mentioned]
    assert missing == []


def test_every_cited_rule_exists():
    cited = set()
    for path in PACKAGE.glob("*.py"):
        for m in re.finditer(r'(?:refuse|IllegalActionError)\(\s*"(AW-[\d.]+)"', path.read_text()):
            cited.add(m.group(1))
    cited |= {G.rule_game_over, G.rule_turn}
    assert cited and cited <= set(rules.RULES), cited - set(rules.RULES)
    # and the spec's ids are all here, with a title and a text in our words
    spec = Path(__file__).resolve().parents[3] / "shared" / "spec" / "afterworld.md"
    if spec.exists():
        ids = set(re.findall(r"AW-\d+\.\d+", spec.read_text()))
        assert ids <= set(rules.RULES)
    assert all(r.title and r.text.endswith(".") for r in rules.RULES.values())


def test_table_rules_that_change_play_have_options():
    from dataclasses import fields

    from tabletop.games.afterworld.options import RULE_OF_OPTION, Options
    assert set(RULE_OF_OPTION) == {f.name for f in fields(Options)}
    assert all(rules.RULES[r].table_rule for r in RULE_OF_OPTION.values())
