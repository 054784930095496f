"""A layout that passes the checker never crashes the table, a replay naming it, or live reload (issue 16)."""

import re
import shutil
from pathlib import Path

import pytest
from drive import app, settle, table

from tabletop.cli import main
from tabletop.ui.layout import check_layout
from tabletop.ui.reload import LayoutWatcher

SHIPPED = Path(__file__).resolve().parents[2] / "layouts" / "afterworld.toml"


def broken(tmp_path, change) -> Path:
    p = tmp_path / "mine.toml"
    p.write_text(change(SHIPPED.read_text()))
    return p


def first_rect(value):
    return lambda text: re.sub(r"rect = \[[^\]]*\]", f"rect = {value}", text, count=1)


def font(name):
    return lambda text: text.replace('file = ""', f'file = "{name}"', 1)


@pytest.mark.parametrize("change,why", [
    (first_rect("[nan, 0, 10, 10]"), "zones.world.rect[0]: must be a finite number, not nan"),
    (first_rect("[1e300, 0, 10, 10]"), "zones.world.rect: must lie within 100,000 table units"),
    (first_rect("[0, 0, inf, 10]"), "zones.world.rect[2]: must be a finite number, not inf"),
    (font("notafont.ttf"), "fonts.file: '{dir}/notafont.ttf' is not a font that can be read: "
                           "name a .ttf or .otf font file"),
])
def test_what_play_would_choke_on_is_refused_by_the_checker(tmp_path, capsys, change, why):
    (tmp_path / "notafont.ttf").write_text("this is not a font\n")
    path = broken(tmp_path, change)
    layout, problems = check_layout(path)
    assert layout is None and [p.message for p in problems] and why.format(dir=tmp_path) in str(problems[0])
    assert main(["layout", "check", str(path)]) == 2
    out = capsys.readouterr().out
    assert out.startswith(f"{path}:") and "Traceback" not in out


def test_live_reload_of_such_a_layout_keeps_the_table(tmp_path):
    path = tmp_path / "mine.toml"
    shutil.copy(SHIPPED, path)
    layout, problems = check_layout(path)
    assert not problems
    a, t = table("afterworld", layout=str(path))
    w = LayoutWatcher(layout)
    path.write_text(first_rect("[nan, 0, 10, 10]")(SHIPPED.read_text()) + "\n# changed\n")
    found = w.check()
    assert found.layout is None and "must be a finite number" in str(found.problems[0])
    settle(a, t)   # the table goes on with its good layout
