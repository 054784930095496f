"""Fixtures the table's tests share."""

import pytest

from tabletop.ui import textfit


@pytest.fixture
def drawn(monkeypatch):
    """Every text the table draws from now on, in order, caught at the text-fit audit's hook."""
    lines: list[str] = []
    monkeypatch.setattr(textfit, "ENABLED", True)
    monkeypatch.setattr(textfit, "record", lambda surface, img, rect, text, box: lines.append(text))
    return lines
