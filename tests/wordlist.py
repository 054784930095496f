"""Every translatable string of the program, found where it is written.

- in the code: the first argument of every call to `tr`, `msg` or `T` that is a literal;
- in the data: the rules of both games (the catalogs' ``[rule."…"]`` tables must cover
  every rule id), the lesson files' texts, the card files' names and flavour.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CALLS = {"tr", "msg", "T", "Msg", "tr_words", "say"}  # with the names some modules import tr by


def code_strings(root: Path = ROOT / "tabletop") -> dict[str, str]:
    """English template -> "file:line" of its first use."""
    found: dict[str, str] = {}
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            fn = node.func
            name = fn.id if isinstance(fn, ast.Name) else fn.attr if isinstance(fn, ast.Attribute) else ""
            if name not in CALLS:
                continue
            arg = node.args[0]
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str) and arg.value.strip():
                found.setdefault(arg.value, f"{path.relative_to(ROOT)}:{node.lineno}")
    return found
