"""`tabletop layout check`: one broken layout per kind of mistake, each reported as
file:line: key: what is wrong, all at once, exit code 2."""

from pathlib import Path

import pytest

from tabletop.cli import main
from tabletop.engine.errors import DataError
from tabletop.resources import layouts_dir
from tabletop.ui.layout import check_layout, load_layout

BASE = (layouts_dir() / "afterworld.toml").read_text()


def write(tmp_path: Path, text: str, name: str = "mine.toml") -> Path:
    p = tmp_path / name
    p.write_text(text)
    return p


def messages(path) -> list[str]:
    _, problems = check_layout(path)
    return [str(p) for p in problems]


def line_of(text: str, needle: str) -> int:
    return next(i for i, l in enumerate(text.splitlines(), 1) if needle in l)


def test_every_shipped_layout_is_clean():
    for path in sorted(layouts_dir().glob("*.toml")):
        assert messages(path) == [], path


def test_unknown_key_gets_did_you_mean(tmp_path):
    text = BASE.replace('label = "P2 hand"', 'lable = "P2 hand"')
    p = write(tmp_path, text)
    assert messages(p) == [f"{p}:{line_of(text, 'lable')}: zones.\"p2.hand\".lable: unknown key (did you mean 'label'?)"]


def test_unknown_zone_gets_did_you_mean(tmp_path):
    text = BASE.replace('[zones."p2.removed"]', '[zones."p2.remove"]')
    p = write(tmp_path, text)
    msgs = messages(p)
    assert f"{p}:{line_of(text, 'p2.remove')}: zones.\"p2.remove\": no zone called 'p2.remove' in a 2-player afterworld table (did you mean 'p2.removed'?)" in msgs
    assert any("zones.\"p2.removed\": missing zone: player 2's removed pile" in m for m in msgs)


def test_missing_zone(tmp_path):
    text = BASE.replace('[zones.log]\nrect = [1058, 440, 212, 234]\n', '')
    p = write(tmp_path, text)
    assert messages(p) == [f"{p}:{line_of(text, '[zones.world]')}: zones.log: missing zone: the log of every action in words "
                           "(add [zones.\"log\"] with rect = [x, y, w, h])"]


def test_wrong_type(tmp_path):
    text = BASE.replace("hover_delay = 0.25", 'hover_delay = "fast"')
    p = write(tmp_path, text)
    assert messages(p) == [f"{p}:{line_of(text, 'hover_delay')}: cards.hover_delay: must be a number, not the text 'fast'"]


def test_overlapping_zones(tmp_path):
    text = BASE.replace("rect = [905, 10, 145, 58]", "rect = [850, 10, 145, 58]")
    p = write(tmp_path, text)
    assert messages(p) == [f"{p}:{line_of(text, '[850, 10')}: zones.\"p2.pool\".rect: overlaps zone 'p2.hand' "
                           "by 50 x 58 units; these zones must not overlap"]


def test_zone_outside_the_table(tmp_path):
    text = BASE.replace("rect = [10, 776, 1260, 22]", "rect = [10, 790, 1260, 22]")
    p = write(tmp_path, text)
    assert messages(p) == [f"{p}:{line_of(text, '[10, 790')}: zones.hint.rect: lies outside the table (1280 x 800): "
                           "it spans x 10..1270, y 790..812"]


def test_zone_too_narrow_for_a_card(tmp_path):
    text = BASE.replace("rect = [1202, 10, 68, 58]", "rect = [1202, 10, 40, 58]")
    p = write(tmp_path, text)
    assert messages(p) == [f"{p}:{line_of(text, '[1202, 10, 40')}: zones.\"p2.removed\".rect: too narrow to hold a card: "
                           "it is 40 units wide, a card here is 64 (cards.size x card_scale)"]
    text = text.replace("rect = [1202, 10, 40, 58]", "rect = [1202, 10, 40, 58]\ncard_scale = 0.6")
    assert messages(write(tmp_path, text)) == []  # smaller cards fit


def test_bad_colour(tmp_path):
    text = BASE.replace('table = "#1d3a2f"', 'table = "#1d3a2"')
    p = write(tmp_path, text)
    assert messages(p) == [f"{p}:{line_of(text, '#1d3a2')}: colors.table: '#1d3a2' is not a colour: "
                           "write \"#rrggbb\" such as \"#1d3a2f\""]


def test_broken_toml(tmp_path):
    p = write(tmp_path, BASE.replace('name = "Afterworld"', 'name = "Afterworld'))
    msgs = messages(p)
    assert len(msgs) == 1 and msgs[0].startswith(f"{p}:") and "not valid TOML" in msgs[0]


def test_every_problem_at_once(tmp_path):
    text = (BASE.replace('table = "#1d3a2f"', 'table = "green"')
                .replace("hover_delay = 0.25", "hover_delay = -1")
                .replace("[zones.status]", "[zones.stats]"))
    assert len(messages(write(tmp_path, text))) == 4  # colour, delay, unknown zone, missing zone


def test_extends_overrides_a_few_keys(tmp_path):
    p = write(tmp_path, '[layout]\nname = "Mine"\nextends = "afterworld"\n\n[colors]\ntable = "#402020"\n'
                        '[zones.log]\nrect = [1058, 440, 212, 200]\n')
    layout = load_layout(p)
    assert layout.name == "Mine" and layout.game == "afterworld"
    assert layout.colors["table"] == (0x40, 0x20, 0x20, 255)
    assert layout.zones["log"].rect == (1058, 440, 212, 200)
    assert layout.zones["world"].rect == (10, 10, 480, 760)
    assert len(layout.sources) == 2


def test_extends_problems_point_at_the_right_file(tmp_path):
    p = write(tmp_path, '[layout]\nname = "Mine"\nextends = "afterworld"\n[zones."p1.hand"]\nrect = [500, 600, 400, 90]\n')
    msgs = messages(p)
    assert any(m.startswith(f"{p}:5: zones.\"p1.hand\".rect: overlaps zone 'p1.division3'") for m in msgs), msgs


def test_extends_cycle_and_unknown_parent(tmp_path):
    a = write(tmp_path, '[layout]\nname = "A"\nextends = "b.toml"\n', "a.toml")
    write(tmp_path, '[layout]\nname = "B"\nextends = "a.toml"\n', "b.toml")
    assert any("a layout cannot extend itself" in m for m in messages(a))
    c = write(tmp_path, '[layout]\nname = "C"\nextends = "afterwrld"\n', "c.toml")
    assert any("layout.extends: no layout called 'afterwrld' (did you mean 'afterworld'?)" in m for m in messages(c))


def test_cli_layout_check_exit_codes(tmp_path, capsys):
    good = layouts_dir() / "afterworld.toml"
    assert main(["layout", "check", str(good)]) == 0
    bad = write(tmp_path, BASE.replace('table = "#1d3a2f"', 'table = "#zz"'))
    assert main(["layout", "check", str(good), str(bad)]) == 2
    out = capsys.readouterr().out
    assert f"{bad}:" in out and "colors.table" in out and "Traceback" not in out


def test_load_layout_refuses_wrong_game(tmp_path):
    with pytest.raises(DataError, match="this layout is for afterworld, not austin-powers"):
        load_layout(layouts_dir() / "afterworld.toml", game="austin-powers")
