"""Pictures with limits (issue 25): a picture's declared size is read from its header before
it is decoded (a tiny file declaring 30000 x 30000 is refused naming the file, in no time),
only a reduced copy is kept after scaling, and a card's ``image =`` must lie inside its card
file's folder (no absolute path, no '..', no link leading out), refused with file, line and key."""

import os
import struct
import time
import zlib

import pygame
import pytest

from tabletop.games import get_game
from tabletop.resources import config_dir
from tabletop.ui import cardimage
from gamecache import reset_games


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xffffffff)


def huge_png(path, w, h):
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
                     + chunk(b"IDAT", zlib.compress(b"\x00" * 64, 9)) + chunk(b"IEND", b""))
    return path


@pytest.fixture(autouse=True)
def display():
    pygame.display.init()
    cardimage.forget()
    yield
    cardimage.forget()


@pytest.mark.parametrize("w,h", [(30000, 30000), (20000, 20000), (4001, 4000)])
def test_a_picture_declaring_too_many_pixels_is_refused_before_it_is_decoded(tmp_path, w, h):
    path = huge_png(tmp_path / "huge.png", w, h)
    assert path.stat().st_size < 100
    t0 = time.perf_counter()
    assert cardimage.scaled(str(path), (210, 294), "Big Card") is None
    assert time.perf_counter() - t0 < 0.5          # decoding 30000 x 30000 takes seconds and 2.6 GB
    assert cardimage.messages[-1] == (f"{path}: the picture of Big Card cannot be read (it declares {w} x {h} "
                                      "pixels; a card picture may have at most 16 million, about 4000 x 4000); "
                                      "the card keeps its drawn face")


def test_the_header_gives_the_size_of_png_and_jpg_pictures(tmp_path):
    pic = pygame.Surface((123, 45))
    for name in ("a.png", "a.jpg"):
        pygame.image.save(pic, str(tmp_path / name))
        assert cardimage.declared_size(str(tmp_path / name)) == (123, 45)
    (tmp_path / "n.png").write_bytes(b"GIF89a....")
    assert cardimage.declared_size(str(tmp_path / "n.png")) is None


def test_a_large_picture_is_shown_and_only_a_reduced_copy_is_kept(tmp_path):
    pic = pygame.Surface((3000, 2000))
    pic.fill((255, 0, 255))
    pygame.image.save(pic, str(tmp_path / "big.png"))
    out = cardimage.scaled(str(tmp_path / "big.png"), (210, 294), "Big")
    assert out is not None and out.get_size() == (210, 294)
    assert all(abs(a - b) <= 6 for a, b in zip(out.get_at((105, 147))[:3], (255, 0, 255)))
    kept = cardimage._originals[str(tmp_path / "big.png")]
    assert max(kept.get_size()) <= cardimage.KEEP_SIDE and kept.get_size() == (1024, 683)


def card_with_image(image: str) -> str:
    return ('[[card]]\nkey = "sun-warden"\nname = "Sun Warden of Karnak"\ntype = "unit"\nfaction = "egyptian"\n'
            f'limit = 3\nattack = 2\nhealth = 3\nimage = "{image}"\n')


@pytest.mark.parametrize("image,says", [
    ("/etc/x.png", "is an absolute path"),
    ("../outside.png", "goes up with '..'"),
    ("pics/../../outside.png", "goes up with '..'"),
    ("link.png", "is a link that leads out of the folder"),
])
def test_a_picture_outside_the_card_folder_is_refused_with_file_line_and_key(tmp_path, image, says):
    folder = config_dir() / "cards" / "afterworld"
    folder.mkdir(parents=True)
    outside = tmp_path / "outside.png"
    pygame.image.save(pygame.Surface((4, 4)), str(outside))
    os.symlink(outside, folder / "link.png")
    path = folder / "mine.toml"
    path.write_text(card_with_image(image))
    reset_games()
    try:
        pool = get_game("afterworld").pool
    finally:
        reset_games()
    assert "sun-warden" not in pool and len(pool) > 100
    assert [str(p) for p in pool.refused] == [
        f"{path}:9: card[0].image: {image!r} {says}: a picture must be a file inside the card file's folder "
        f"({folder.resolve()})"]


def test_a_picture_in_a_subfolder_of_the_card_folder_is_fine(tmp_path):
    folder = config_dir() / "cards" / "afterworld"
    (folder / "pics").mkdir(parents=True)
    pygame.image.save(pygame.Surface((4, 4)), str(folder / "pics" / "w.png"))
    (folder / "mine.toml").write_text(card_with_image("pics/w.png"))
    reset_games()
    try:
        pool = get_game("afterworld").pool
    finally:
        reset_games()
    assert pool["sun-warden"].image == str((folder / "pics" / "w.png").resolve()) and pool.refused == []
