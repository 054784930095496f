"""How colours look to someone with a colour-vision deficiency, and how far apart two look.

The simulation is Machado, Oliveira and Fernandes (2009) at full severity, in linear RGB; the
distance is CIE76 ΔE in CIELAB (about 2.3 is the smallest difference anyone notices; below
about 10 two colours are easily taken for each other at a glance).
"""

from __future__ import annotations

MATRICES = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)),
}


def _lin(c: float) -> float:
    c /= 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _srgb(c: float) -> float:
    c = min(1.0, max(0.0, c))
    return 255 * (12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055)


def simulate(rgb, kind: str) -> tuple:
    lin = [_lin(x) for x in rgb[:3]]
    m = MATRICES[kind]
    return tuple(_srgb(sum(m[i][j] * lin[j] for j in range(3))) for i in range(3))


def _lab(rgb) -> tuple:
    r, g, b = (_lin(x) for x in rgb[:3])
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116
    return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))


def delta_e(a, b) -> float:
    return sum((p - q) ** 2 for p, q in zip(_lab(a), _lab(b))) ** 0.5


def contrast(a, b) -> float:
    """WCAG contrast ratio of two colours (4.5 is the floor for small text)."""
    def lum(c):
        r, g, b = (_lin(x) for x in c[:3])
        return 0.2126 * r + 0.7152 * g + 0.0722 * b
    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)
