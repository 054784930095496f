"""Pictures a card names with ``image = "..."`` (PNG or JPG), drawn into a face's art area.

An image is read once per file and scaled once per size (cover fit: it fills the area and
is cropped at the long side, never stretched); both are cached. A missing or broken picture
is reported once, as one line naming the file and the card file's picture entry, and the
card keeps the face drawn by code: `draw` then returns False and the artist draws as usual.
"""

from __future__ import annotations

import sys
from collections import OrderedDict

import pygame

_originals: dict[str, pygame.Surface | None] = {}
_scaled: OrderedDict = OrderedDict()
_MAX_SCALED = 400

#: every message about an image that could not be shown (the deck builder lists them)
messages: list[str] = []


def _load(path: str, card: str = "") -> pygame.Surface | None:
    if path in _originals:
        return _originals[path]
    img = None
    try:
        img = pygame.image.load(path)
        if pygame.display.get_surface() is not None:
            img = img.convert_alpha()
    except FileNotFoundError:
        _report(f"{path}: the picture of {card or 'a card'} is not there; the card keeps its drawn face")
    except (pygame.error, OSError, ValueError) as exc:
        _report(f"{path}: the picture of {card or 'a card'} cannot be read ({exc}); "
                "the card keeps its drawn face")
    _originals[path] = img
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
