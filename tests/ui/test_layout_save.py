"""Saving a layout changes the values of the keys that moved and keeps everything else the
author wrote: comments, blank lines, order, what a file extends."""

import pytest

from tabletop.engine.errors import DataError
from tabletop.engine.tomlfile import load_toml, parse_toml
from tabletop.resources import layouts_dir
from tabletop.ui.layout import check_layout, load_layout, user_layouts_dir
from tabletop.ui.layoutsave import PatchError, patch_text, plan_save, slug, write_checked

BASE = (layouts_dir() / "afterworld.toml").read_text()


def diff_lines(a: str, b: str) -> list[tuple[str, str]]:
    la, lb = a.splitlines(), b.splitlines()
    assert len(la) == len(lb)
    return [(x, y) for x, y in zip(la, lb) if x != y]


def test_a_value_is_changed_in_place_and_the_rest_of_the_file_is_kept():
    doc = parse_toml(BASE, "aw.toml")
    out = patch_text(doc, {("zones", "preview", "rect"): [1000, 100, 270, 570], ("cards", "size"): [60, 84]})
    assert diff_lines(BASE, out) == [
        ("size = [64, 88]          # an upright card, in table units",
         "size = [60, 84]          # an upright card, in table units"),
        ("rect = [1058, 76, 212, 598]   # drawn over status, buttons and log while a card is hovered",
         "rect = [1000, 100, 270, 570]   # drawn over status, buttons and log while a card is hovered"),
    ]


def test_a_missing_key_goes_under_its_table_and_a_missing_table_at_the_end():
    text = ('[layout]\nname = "Mine"\nextends = "afterworld"\n\n# my hand, labelled\n[zones."p1.hand"]\n'
            'label = "Mine"   # short\n\n[colors]\ntable = "#402020"\n')
    out = patch_text(parse_toml(text, "m.toml"), {("zones", "p1.hand", "rect"): [500, 690, 400, 80],
                                                 ("zones", "log", "rect"): [1058, 440, 212, 200.5]})
    # (tomlkit puts the new zone table beside its sibling zone tables)
    assert out == ('[layout]\nname = "Mine"\nextends = "afterworld"\n\n# my hand, labelled\n[zones."p1.hand"]\n'
                   'label = "Mine"   # short\nrect = [500, 690, 400, 80]\n\n[zones.log]\n'
                   'rect = [1058, 440, 212, 200.5]\n\n[colors]\ntable = "#402020"\n')


def test_inline_tables_and_dotted_keys_are_patched_in_their_own_shape():
    text = '[zones]\nlog = { rect = [1, 2, 3, 4] }  # log\nhint = {}\n"p1.hand".label = "x"\n'
    out = patch_text(parse_toml(text, "m.toml"), {("zones", "log", "rect"): [5, 6, 7, 8],
                                                 ("zones", "log", "z"): 2,
                                                 ("zones", "hint", "rect"): [0, 0, 9, 9],
                                                 ("zones", "hint", "z"): 1,
                                                 ("zones", "p1.hand", "rect"): [1, 1, 1, 1]})
    assert out == ('[zones]\nlog = {rect = [5, 6, 7, 8], z = 2}  # log\nhint = {rect = [0, 0, 9, 9], z = 1}\n'
                   '"p1.hand".label = "x"\n"p1.hand".rect = [1, 1, 1, 1]\n')


def test_a_shape_that_cannot_be_patched_is_refused_not_written_wrong():
    with pytest.raises(PatchError):
        patch_text(parse_toml('zones = { log = 3 }\n', "m.toml"), {("zones", "log", "rect"): [1, 2, 3, 4]})


def test_saving_a_shipped_layout_writes_a_short_file_that_extends_it():
    layout = load_layout("afterworld")
    rects = {n: z.rect for n, z in layout.zones.items()}
    rects["p1.hand"] = (500, 690, 400, 80)
    plan = plan_save(layout, rects, "Afterworld (mine)")
    assert plan.dest == user_layouts_dir() / "afterworld-mine.toml" and not plan.replaces
    assert plan.text.splitlines()[-6:] == ['[layout]', 'name = "Afterworld (mine)"', 'extends = "afterworld"',
                                           '', '[zones."p1.hand"]', 'rect = [500, 690, 400, 80]']
    saved = write_checked(plan)
    assert {n: z.rect for n, z in saved.zones.items()} == rects
    assert check_layout(plan.dest)[1] == []


def test_saving_the_users_own_file_keeps_its_comments_and_place(tmp_path):
    user_layouts_dir().mkdir(parents=True)
    mine = user_layouts_dir() / "mine.toml"
    mine.write_text(BASE.replace('name = "Afterworld"', 'name = "Mine"'))
    layout = load_layout(mine)
    rects = {n: z.rect for n, z in layout.zones.items()}
    rects["log"] = (1058, 450, 212, 220)
    plan = plan_save(layout, rects, "Mine")
    assert plan.dest == mine and plan.replaces
    assert diff_lines(mine.read_text(), plan.text) == [("rect = [1058, 440, 212, 234]", "rect = [1058, 450, 212, 220]")]
    # saved under another name: a copy with its name changed, comments and all
    plan = plan_save(layout, rects, "Mine too")
    assert plan.dest.name == "mine-too.toml"
    assert ('name = "Mine"', 'name = "Mine too"') in diff_lines(mine.read_text(), plan.text)
    assert "# Format reference: docs/layouts.md" in plan.text


def test_a_copy_elsewhere_still_finds_the_file_it_extends(tmp_path):
    (tmp_path / "base.toml").write_text(BASE)
    src = tmp_path / "mine.toml"
    src.write_text('[layout]\nname = "Mine"\nextends = "base.toml"   # next to me\n')
    layout = load_layout(src)
    plan = plan_save(layout, {n: z.rect for n, z in layout.zones.items()}, "Moved")
    saved = write_checked(plan)
    assert saved.zones == layout.zones
    assert load_toml(plan.dest).data["layout"]["extends"] == str((tmp_path / "base.toml").resolve())


def test_a_name_that_would_extend_itself_is_refused():
    layout = load_layout("afterworld")
    with pytest.raises(DataError, match="choose another name"):
        plan_save(layout, {n: z.rect for n, z in layout.zones.items()}, "Afterworld")


def test_a_save_that_would_not_pass_the_check_leaves_no_file():
    layout = load_layout("afterworld")
    rects = {n: z.rect for n, z in layout.zones.items()}
    rects["p1.hand"] = (400, 690, 400, 80)  # over the world
    plan = plan_save(layout, rects, "Broken")
    with pytest.raises(DataError, match="overlaps zone 'world'"):
        write_checked(plan)
    assert not plan.dest.exists()


def test_slug():
    assert slug("My Afterworld!") == "my-afterworld" and slug("???") == "my-layout"
