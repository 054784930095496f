"""The package is complete: every Python package is listed, and the engine stays UI-free."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_every_package_is_listed_in_pyproject():
    text = (ROOT / "pyproject.toml").read_text()
    listed = set(re.findall(r'^\s*"(tabletop[\w.]*)",', text, re.M))
    found = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "tabletop").rglob("__init__.py")}
    assert found - listed == set(), "add these to [tool.setuptools] packages"


def test_engine_and_games_never_import_pygame_or_pymunk():
    bad = []
    for folder in ("engine", "games", "ai"):
        for path in (ROOT / "tabletop" / folder).rglob("*.py"):
            if re.search(r"^\s*(import|from)\s+(pygame|pymunk)", path.read_text(), re.M):
                bad.append(str(path.relative_to(ROOT)))
    assert bad == []
