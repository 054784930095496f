"""The Austin Powers CCG's small pictures, drawn by code at any size: the Kiss lips, the
Gun, the assassination crosshair, the gender signs, the Ship, a bone, the two gestures.
"""

from __future__ import annotations

import math

import pygame

from ..theme import rounded, shade

LIPS = (214, 30, 70)
GUN = (52, 52, 60)


def lips(surf, center, size: float) -> None:
    """The Kiss icon: a pair of red lips."""
    cx, cy = center
    w, h = size, size * 0.55
    upper = [(cx - w / 2, cy), (cx - w * 0.28, cy - h * 0.5), (cx - w * 0.06, cy - h * 0.42), (cx, cy - h * 0.28),
             (cx + w * 0.06, cy - h * 0.42), (cx + w * 0.28, cy - h * 0.5), (cx + w / 2, cy)]
    lower = [(cx - w / 2, cy), (cx - w * 0.25, cy + h * 0.42), (cx, cy + h * 0.5), (cx + w * 0.25, cy + h * 0.42),
             (cx + w / 2, cy)]
    pygame.draw.polygon(surf, LIPS, upper)
    pygame.draw.polygon(surf, shade(LIPS, 0.85), lower)
    pygame.draw.line(surf, shade(LIPS, 0.5), (cx - w / 2, cy), (cx + w / 2, cy), max(1, round(size / 18)))


def gun(surf, center, size: float) -> None:
    """The Gun icon: a pistol seen from the side."""
    cx, cy = center
    s = size
    barrel = pygame.Rect(0, 0, round(s * 0.8), max(2, round(s * 0.2)))
    barrel.midleft = (round(cx - s * 0.4), round(cy - s * 0.14))
    pygame.draw.rect(surf, GUN, barrel, border_radius=max(1, barrel.height // 3))
    grip = [(cx - s * 0.38, cy - s * 0.06), (cx - s * 0.12, cy - s * 0.06), (cx - s * 0.2, cy + s * 0.36),
            (cx - s * 0.44, cy + s * 0.36)]
    pygame.draw.polygon(surf, GUN, grip)
    pygame.draw.circle(surf, GUN, (round(cx - s * 0.1), round(cy + s * 0.02)), max(1, round(s * 0.09)), max(1, round(s / 16)))
    pygame.draw.rect(surf, GUN, (round(cx + s * 0.3), round(cy - s * 0.26), max(1, round(s * 0.06)),
                                 max(1, round(s * 0.1))))


def crosshair(surf, center, size: float) -> None:
    """Assassination: a gun sight."""
    cx, cy = round(center[0]), round(center[1])
    r = max(2, round(size * 0.4))
    width = max(1, round(size / 10))
    pygame.draw.circle(surf, GUN, (cx, cy), r, width)
    pygame.draw.line(surf, GUN, (cx - r - 1, cy), (cx + r + 1, cy), width)
    pygame.draw.line(surf, GUN, (cx, cy - r - 1), (cx, cy + r + 1), width)


def gender_sign(surf, center, size: float, gender: str) -> None:
    """The female (circle and cross) or male (circle and arrow) sign."""
    cx, cy = center
    width = max(1, round(size / 9))
    r = size * 0.3
    color = (196, 48, 120) if gender == "female" else (40, 90, 190)
    if gender == "female":
        c = (round(cx), round(cy - size * 0.15))
        pygame.draw.circle(surf, color, c, max(2, round(r)), width)
        pygame.draw.line(surf, color, (cx, c[1] + r), (cx, cy + size * 0.48), width)
        pygame.draw.line(surf, color, (cx - r * 0.7, cy + size * 0.3), (cx + r * 0.7, cy + size * 0.3), width)
    else:
        c = (round(cx - size * 0.1), round(cy + size * 0.1))
        pygame.draw.circle(surf, color, c, max(2, round(r)), width)
        d = r / math.sqrt(2)
        tip = (cx + size * 0.4, cy - size * 0.4)
        pygame.draw.line(surf, color, (c[0] + d, c[1] - d), tip, width)
        pygame.draw.line(surf, color, tip, (tip[0] - size * 0.25, tip[1]), width)
        pygame.draw.line(surf, color, tip, (tip[0], tip[1] + size * 0.25), width)


def ship(surf, center, size: float) -> None:
    """The Ship icon: a little rocket."""
    cx, cy = center
    s = size
    body = [(cx, cy - s * 0.5), (cx + s * 0.18, cy - s * 0.15), (cx + s * 0.18, cy + s * 0.3),
            (cx - s * 0.18, cy + s * 0.3), (cx - s * 0.18, cy - s * 0.15)]
    pygame.draw.polygon(surf, (90, 96, 110), body)
    pygame.draw.polygon(surf, (200, 60, 40), [(cx - s * 0.18, cy + s * 0.05), (cx - s * 0.38, cy + s * 0.42),
                                              (cx - s * 0.18, cy + s * 0.3)])
    pygame.draw.polygon(surf, (200, 60, 40), [(cx + s * 0.18, cy + s * 0.05), (cx + s * 0.38, cy + s * 0.42),
                                              (cx + s * 0.18, cy + s * 0.3)])
    pygame.draw.circle(surf, (150, 210, 250), (round(cx), round(cy - s * 0.08)), max(1, round(s * 0.09)))
    pygame.draw.polygon(surf, (250, 180, 40), [(cx - s * 0.1, cy + s * 0.3), (cx, cy + s * 0.55),
                                               (cx + s * 0.1, cy + s * 0.3)])


def bone_icon(surf, center, size: float) -> None:
    cx, cy = center
    w = size
    color = (236, 226, 200)
    pygame.draw.rect(surf, color, (round(cx - w * 0.35), round(cy - w * 0.08), round(w * 0.7), max(2, round(w * 0.16))))
    for dx in (-0.38, 0.38):
        for dy in (-0.1, 0.1):
            pygame.draw.circle(surf, color, (round(cx + w * dx), round(cy + w * dy)), max(1, round(w * 0.12)))


def peace_sign(surf, center, size: float, color=(60, 40, 30)) -> None:
    """The Austin Powers gesture: a hand making the V of the peace sign."""
    cx, cy = center
    s = size
    skin = (242, 196, 150)
    width = max(2, round(s * 0.13))
    palm = pygame.Rect(0, 0, round(s * 0.42), round(s * 0.36))
    palm.midtop = (round(cx), round(cy + s * 0.05))
    for tip in ((cx - s * 0.26, cy - s * 0.45), (cx + s * 0.26, cy - s * 0.45)):
        base = (cx - s * 0.06 if tip[0] < cx else cx + s * 0.06, cy + s * 0.12)
        pygame.draw.line(surf, color, base, tip, width + 2)
        pygame.draw.line(surf, skin, base, tip, width)
        pygame.draw.circle(surf, skin, (round(tip[0]), round(tip[1])), width // 2)
    rounded(surf, color, palm.inflate(2, 2), max(2, palm.width // 3))
    rounded(surf, skin, palm, max(2, palm.width // 3))
    pygame.draw.line(surf, color, (palm.left + 2, palm.top + palm.height * 0.35),
                     (palm.right - 2, palm.top + palm.height * 0.35), max(1, width // 3))


def pinky_mouth(surf, center, size: float, color=(60, 40, 30)) -> None:
    """The Dr. Evil gesture: the little finger at the corner of the mouth."""
    cx, cy = center
    s = size
    skin = (236, 200, 170)
    face = (round(cx - s * 0.05), round(cy))
    pygame.draw.circle(surf, color, face, round(s * 0.42) + 1)
    pygame.draw.circle(surf, skin, face, round(s * 0.42))
    mouth = pygame.Rect(0, 0, round(s * 0.34), max(2, round(s * 0.1)))
    mouth.center = (face[0], round(cy + s * 0.16))
    pygame.draw.ellipse(surf, (150, 40, 50), mouth)
    for ex in (-0.14, 0.14):
        pygame.draw.circle(surf, color, (round(face[0] + s * ex), round(cy - s * 0.1)), max(1, round(s * 0.04)))
    width = max(2, round(s * 0.09))
    tip = (mouth.right + 1, mouth.centery - 1)
    base = (cx + s * 0.45, cy + s * 0.5)
    pygame.draw.line(surf, color, base, tip, width + 2)
    pygame.draw.line(surf, skin, base, tip, width)


def gesture_icon(surf, side: str, center, size: float) -> None:
    if side == "evil":
        pinky_mouth(surf, center, size)
    else:
        peace_sign(surf, center, size)
