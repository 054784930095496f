"""No file replaced unasked (issue 48): `layout preview -o` refuses to replace a file that is
there without --force, writes only the PNG its name says into a folder that exists (a typo
makes no folder), and says where it wrote."""

from __future__ import annotations

import pytest

from tabletop.cli import main


@pytest.fixture(autouse=True)
def headless(monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")


def test_layout_preview_never_replaces_a_file_without_force(tmp_path, capsys):
    mine = tmp_path / "notes.png"
    mine.write_text("my notes, not a picture")
    assert main(["layout", "preview", "afterworld", "-o", str(mine)]) == 2
    err = capsys.readouterr().err
    assert f"-o {mine}: a file of that name is there already: add --force to replace it" in err
    assert mine.read_text() == "my notes, not a picture"
    assert main(["layout", "preview", "afterworld", "-o", str(mine), "--force"]) == 0
    assert mine.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert f"wrote {mine}: Afterworld" in capsys.readouterr().out
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.png"]  # no temporary file left


@pytest.mark.parametrize("name,says", [
    ("table.txt", "the file written is PNG: name a file ending in .png"),
    ("table", "the file written is PNG: name a file ending in .png"),
    ("no-such-folder/table.png", "there is no folder"),
])
def test_layout_preview_writes_only_a_png_into_a_folder_that_exists(tmp_path, capsys, name, says):
    target = tmp_path / name
    assert main(["layout", "preview", "afterworld", "-o", str(target)]) == 2
    assert says in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []  # nothing written, no folder made


def test_layout_preview_says_where_it_wrote(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(["layout", "preview", "afterworld", "-o", "t.PNG"]) == 0
    assert capsys.readouterr().out.startswith(f"wrote {tmp_path / 't.PNG'}: ")
    assert (tmp_path / "t.PNG").read_bytes()[:4] == b"\x89PNG"
