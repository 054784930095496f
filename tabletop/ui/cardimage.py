"""Pictures a card names with ``image = "..."`` (PNG or JPG), drawn into a face's art area.

An image is read once per file and scaled once per size (cover fit: it fills the area and
is cropped at the long side, never stretched); both are cached. A missing or broken picture
is reported once, as one line naming the file and the card file's picture entry, and the
card keeps the face drawn by code: `draw` then returns False and the artist draws as usual.

Before a picture is decoded its header is read: a file of more than `MAX_FILE_BYTES`, or
one declaring more than `MAX_PIXELS` (a 74-byte PNG may declare 30000 x 30000, which would
take gigabytes to decode), is refused with its size in the message. What is kept after the
decoding is the picture reduced to at most `KEEP_SIDE` pixels a side, never the original.
"""

from __future__ import annotations

import os
import struct
import sys
from collections import OrderedDict

import pygame

from ..engine.errors import DataError
from ..engine.jsonfile import regular_file

_originals: OrderedDict = OrderedDict()  # path -> the picture reduced to KEEP_SIDE, or None
_MAX_ORIGINALS = 64
_scaled: OrderedDict = OrderedDict()
_MAX_SCALED = 400

MAX_PIXELS = 16_000_000  # about 4000 x 4000: 64 MB while it is decoded, far more than a card shows
MAX_FILE_BYTES = 32 * 1024 * 1024
KEEP_SIDE = 1024  # a card's art area is a few hundred pixels wide, even in the large preview

#: every message about an image that could not be shown (the deck builder lists them)
messages: list[str] = []


def declared_size(path: str) -> tuple[int, int] | None:
    """The width and height a PNG or JPG file says it has, read from its header (nothing is
    decoded); None if it is neither. OSError if it cannot be read."""
    with open(path, "rb") as f:
        head = f.read(32)
        if head[:8] == b"\x89PNG\r\n\x1a\n" and head[12:16] == b"IHDR":
            w, h = struct.unpack(">II", head[16:24])
            return w, h
        if head[:2] != b"\xff\xd8":
            return None
        f.seek(2)
        for _ in range(10_000):  # segment by segment to the frame header (SOFn)
            marker = f.read(2)
            if len(marker) < 2 or marker[0] != 0xFF:
                return None
            kind = marker[1]
            if kind == 0xFF:  # fill byte
                f.seek(-1, os.SEEK_CUR)
                continue
            if kind in (0xD8, 0x01) or 0xD0 <= kind <= 0xD7:
                continue
            size = f.read(2)
            if len(size) < 2:
                return None
            length = struct.unpack(">H", size)[0]
            if 0xC0 <= kind <= 0xCF and kind not in (0xC4, 0xC8, 0xCC):
                frame = f.read(5)
                if len(frame) < 5:
                    return None
                h, w = struct.unpack(">HH", frame[1:5])
                return w, h
            f.seek(length - 2, os.SEEK_CUR)
    return None


def _refusal(path: str) -> str | None:
    """Why the picture at `path` is not decoded at all (not a regular file: a pipe would block
    the drawing for ever; too big a file, too many pixels, not a PNG or JPG), or None.
    OSError if it cannot be read."""
    size = os.stat(path).st_size  # (not there, a loop of links: OSError, said as such)
    try:
        regular_file(path, 2 ** 62)  # the file gate: a pipe or a device is no picture
    except DataError as err:
        return err.problems[0].message
    if size > MAX_FILE_BYTES:
        return f"the file is {size / 1024 / 1024:.0f} MB, more than the {MAX_FILE_BYTES // 1024 // 1024} MB a card picture may be"
    dims = declared_size(path)
    if dims is None:
        return "not a PNG or JPG picture"
    w, h = dims
    if w * h > MAX_PIXELS:
        return (f"it declares {w} x {h} pixels; a card picture may have at most {MAX_PIXELS // 1_000_000} million, "
                "about 4000 x 4000")
    return None


def _load(path: str, card: str = "") -> pygame.Surface | None:
    if path in _originals:
        _originals.move_to_end(path)
        return _originals[path]
    img = None
    who = f"the picture of {card or 'a card'}"
    try:
        why = _refusal(path)
        if why is not None:
            _report(f"{path}: {who} cannot be read ({why}); the card keeps its drawn face")
        else:
            img = _reduced(pygame.image.load(path))
    except FileNotFoundError:
        _report(f"{path}: {who} is not there; the card keeps its drawn face")
    except (pygame.error, OSError, ValueError, MemoryError) as exc:
        _report(f"{path}: {who} cannot be read ({exc}); the card keeps its drawn face")
    _originals[path] = img
    if len(_originals) > _MAX_ORIGINALS:
        _originals.popitem(last=False)
    return img


def _reduced(img: pygame.Surface) -> pygame.Surface:
    """The decoded picture at most KEEP_SIDE pixels a side (the original is let go)."""
    w, h = img.get_size()
    if max(w, h) > KEEP_SIDE:
        k = KEEP_SIDE / max(w, h)
        img = pygame.transform.smoothscale(img.convert_alpha() if pygame.display.get_surface() else img,
                                           (max(1, round(w * k)), max(1, round(h * k))))
    if pygame.display.get_surface() is not None:
        img = img.convert_alpha()
    return img


def _report(text: str) -> None:
    messages.append(text)
    print(f"tabletop: {text}", file=sys.stderr)


def scaled(path: str, size: tuple[int, int], card: str = "") -> pygame.Surface | None:
    """The picture at `path` filling `size` (cropped to fit), cached; None if it cannot be read."""
    key = (path, size)
    hit = _scaled.get(key)
    if hit is not None:
        _scaled.move_to_end(key)
        return hit
    img = _load(path, card)
    if img is None or size[0] < 1 or size[1] < 1:
        return None
    iw, ih = img.get_size()
    if iw < 1 or ih < 1:
        return None
    k = max(size[0] / iw, size[1] / ih)
    big = pygame.transform.smoothscale(img, (max(size[0], round(iw * k)), max(size[1], round(ih * k))))
    crop = pygame.Rect(0, 0, *size)
    crop.center = big.get_rect().center
    out = pygame.Surface(size, pygame.SRCALPHA)
    out.blit(big, (0, 0), crop)
    _scaled[key] = out
    if len(_scaled) > _MAX_SCALED:
        _scaled.popitem(last=False)
    return out


def draw(surf: pygame.Surface, path: str, rect: pygame.Rect, radius: int = 0, card: str = "") -> bool:
    """Draw the card's picture into `rect` of `surf`; False (and nothing drawn) without one."""
    if not path:
        return False
    rect = pygame.Rect(rect)
    img = scaled(path, rect.size, card)
    if img is None:
        return False
    if radius > 0:
        mask = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
        img = img.copy()
        img.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(img, rect)
    return True


def forget() -> None:
    """Drop every cached picture (after the user changed the files)."""
    _originals.clear()
    _scaled.clear()
