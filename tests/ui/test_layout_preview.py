"""`tabletop layout preview FILE -o out.png`: the table drawn headless with a sample
mid-game position; a broken layout gives the check's messages and exit code 2."""

import pygame

from tabletop.cli import main
from tabletop.resources import layouts_dir
from tabletop.ui.layout import load_layout
from tabletop.ui.preview import SAMPLE_ACTIONS, sample_match

BASE = (layouts_dir() / "afterworld.toml").read_text()


def test_the_sample_is_a_game_in_progress_with_player_1_to_act():
    m = sample_match("afterworld", 2)
    assert not m.over and m.to_act()[0] == 0 and len(m.history) >= SAMPLE_ACTIONS
    assert m.state.turn >= 3 and any(d.units for side in m.state.sides for d in side.divisions)
    assert sample_match("afterworld", 2).game.hash(sample_match("afterworld", 2).state) == m.game.hash(m.state)
    ap = sample_match("austin-powers", 4)
    assert not ap.over and ap.to_act()[0] == 0 and len(ap.history) >= SAMPLE_ACTIONS


def _changed_share(img, rect, color) -> float:
    """How much of `rect` is not the plain colour `color` (i.e. has something drawn on it)."""
    r = pygame.Rect(rect)
    total = other = 0
    for x in range(r.left + 3, r.right - 3, 3):
        for y in range(r.top + 3, r.bottom - 3, 3):
            total += 1
            other += tuple(img.get_at((x, y)))[:3] != tuple(color[:3])
    return other / total


def test_preview_writes_the_table_at_the_layouts_size(tmp_path, capsys):
    out = tmp_path / "aw.png"
    assert main(["layout", "preview", "afterworld-compact", "-o", str(out)]) == 0
    assert capsys.readouterr().out.strip() == f"wrote {out}: Afterworld, compact (1024 x 600), 1024x600"
    img = pygame.image.load(str(out))
    assert img.get_size() == (1024, 600)
    layout = load_layout("afterworld-compact")
    for zone in ("p1.hand", "p1.division1", "p2.division1", "p1.deck"):  # cards lie in them
        assert _changed_share(img, layout.zones[zone].rect, layout.colors["zone"]) > 0.1, zone


def test_preview_at_another_size_with_zone_frames(tmp_path):
    plain, framed = tmp_path / "plain.png", tmp_path / "framed.png"
    assert main(["layout", "preview", "afterworld", "-o", str(plain), "--size", "800x500"]) == 0
    assert main(["layout", "preview", "afterworld", "-o", str(framed), "--size", "800x500", "--zones"]) == 0
    a, b = pygame.image.load(str(plain)), pygame.image.load(str(framed))
    assert a.get_size() == b.get_size() == (800, 500)
    assert pygame.image.tobytes(a, "RGB") != pygame.image.tobytes(b, "RGB")


def test_a_broken_layout_gives_the_check_messages_and_exit_2(tmp_path, capsys):
    bad = tmp_path / "bad.toml"
    bad.write_text(BASE.replace("rect = [905, 10, 145, 58]", "rect = [850, 10, 145, 58]")
                   .replace('table = "#1d3a2f"', 'table = "#zz"'))
    out = tmp_path / "bad.png"
    assert main(["layout", "preview", str(bad), "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert f"{bad}:" in err and "colors.table: '#zz' is not a colour" in err
    assert "zones.\"p2.pool\".rect: overlaps zone 'p2.hand'" in err and "Traceback" not in err
    assert not out.exists()


def test_unknown_layout_and_bad_size_are_one_clear_line(tmp_path, capsys):
    assert main(["layout", "preview", "afterwrld", "-o", str(tmp_path / "x.png")]) == 2
    assert "no layout called 'afterwrld' (did you mean 'afterworld'?)" in capsys.readouterr().err
    assert main(["layout", "preview", "afterworld", "-o", str(tmp_path / "x.png"), "--size", "big"]) == 2
    assert "--size 'big': write WIDTHxHEIGHT" in capsys.readouterr().err


def test_every_shipped_layout_previews(tmp_path):
    for path in sorted(layouts_dir().glob("*.toml")):
        out = tmp_path / f"{path.stem}.png"
        assert main(["layout", "preview", str(path), "-o", str(out), "--size", "640x400"]) == 0
        assert pygame.image.load(str(out)).get_size() == (640, 400)


def test_facing_turns_the_cards_of_a_zone_toward_its_seat(tmp_path):
    import math

    from tabletop.ui.preview import sample_table

    p = tmp_path / "face.toml"
    p.write_text('[layout]\nname = "Face to face"\nextends = "afterworld"\n[zones."p2.hand"]\nfacing = 180\n')
    faced = sample_table(load_layout(p))
    plain = sample_table(load_layout("afterworld"))
    before = {q.pid: q for q in plain.ui.pieces(plain.door.view(0), 0)}
    pieces = faced.ui.pieces(faced.door.view(0), 0)
    assert any(q.zone == "p2.hand" for q in pieces)
    for piece in pieces:
        turned = math.pi if piece.zone == "p2.hand" else 0.0
        assert math.isclose(piece.angle, before[piece.pid].angle + turned), (piece.pid, piece.zone)
