"""The walls of the house (docs/architecture.md): which folder may import which.

Every import of every module is read (top-level and inside functions), relative imports
resolved, and checked against the rules:

- the rules (tabletop/engine, tabletop/games) import no pygame, no pymunk, nothing of the
  table (tabletop.ui), the bots, the teaching or the command line;
- the bots (tabletop/ai), the teaching (tabletop/teach) and the headless table
  (tabletop/play) import no pygame, no pymunk,
  nothing of the table and nothing of the command line;
- persistence (tabletop/persist) imports no pygame, no pymunk, nothing of the table, the
  bots, the teaching or the command line; its modules import one another one way only (no
  circle) and never a private (``_name``) of another module;
- the network play (tabletop/net) imports none of those either, nor the teaching, nor
  `pickle` (nothing a client sends is ever unpickled);
- outside a game's own modules and the registry, no module of tabletop names a game.
"""

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PKG = ROOT / "tabletop"

FORBIDDEN = {
    "engine": ("pygame", "pymunk", "tabletop.ui", "tabletop.ai", "tabletop.teach", "tabletop.cli", "tabletop.words",
               "tabletop.commands", "tabletop.games", "tabletop.play", "tabletop.persist",
               "tabletop.net"),
    "games": ("pygame", "pymunk", "tabletop.ui", "tabletop.ai", "tabletop.teach", "tabletop.cli",
              "tabletop.commands"),
    "ai": ("pygame", "pymunk", "tabletop.ui", "tabletop.cli", "tabletop.commands"),
    "teach": ("pygame", "pymunk", "tabletop.ui", "tabletop.cli", "tabletop.commands"),
    "play": ("pygame", "pymunk", "tabletop.ui", "tabletop.cli", "tabletop.commands"),
    "persist": ("pygame", "pymunk", "tabletop.ui", "tabletop.ai", "tabletop.teach", "tabletop.cli",
                "tabletop.commands"),
    "net": ("pygame", "pymunk", "tabletop.ui", "tabletop.cli", "tabletop.commands",
            "tabletop.teach", "pickle"),
    "ui": ("tabletop.cli", "tabletop.commands"),
}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports(path: Path, text: str | None = None, name: str | None = None) -> list[tuple[int, str]]:
    """(line, absolute module name) of every import in the file (or in `text`, read as the
    module `name`)."""
    tree = ast.parse(path.read_text(encoding="utf-8") if text is None else text)
    here = (name or module_name(path)).split(".")
    package = here if path.name == "__init__.py" else here[:-1]
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out += [(node.lineno, a.name) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - node.level + 1]
                mod = ".".join(base + ([node.module] if node.module else []))
            else:
                mod = node.module or ""
            out.append((node.lineno, mod))
            out += [(node.lineno, f"{mod}.{a.name}") for a in node.names]
    return out


def modules(folder: str):
    return sorted((PKG / folder).rglob("*.py"))


@pytest.mark.parametrize("folder", sorted(FORBIDDEN))
def test_each_folder_imports_only_what_it_may(folder):
    bad = []
    files = modules(folder)
    assert files
    for path in files:
        for line, mod in imports(path):
            for wall in FORBIDDEN[folder]:
                if mod == wall or mod.startswith(wall + "."):
                    bad.append(f"{path.relative_to(ROOT)}:{line}: imports {mod}")
    assert not bad, "\n".join(bad)


def test_the_checker_sees_a_forbidden_import():
    """The rule can fail: a rules module that reaches for the command line (the old shape of
    games/afterworld/engine.py) is caught, relative import and all."""
    text = "def f():\n    from ...cli import UsageError\n"
    found = [mod for _, mod in imports(Path("engine.py"), text, "tabletop.games.afterworld.engine")]
    assert "tabletop.cli" in found and "tabletop.cli.UsageError" in found


def persist_graph(texts: dict[str, str] | None = None) -> dict[str, set[str]]:
    """module -> the modules of tabletop.persist it imports (from the files, or from `texts`:
    module name -> source, for the test of the checker)."""
    if texts is None:
        texts = {module_name(p): p.read_text(encoding="utf-8") for p in modules("persist")}
    graph: dict[str, set[str]] = {}
    for name, text in texts.items():
        fake = Path("__init__.py" if name == "tabletop.persist" else name.rsplit(".", 1)[-1] + ".py")
        graph[name] = {m for _, m in imports(fake, text, name) if m in texts and m != name}
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Every import circle found by a depth-first walk (each as the path that closes it)."""
    found, state = [], {}

    def walk(node: str, path: list[str]) -> None:
        state[node] = "open"
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == "open":
                found.append(path[path.index(nxt):] + [nxt] if nxt in path else [node, nxt])
            elif nxt not in state:
                walk(nxt, path + [nxt])
        state[node] = "done"

    for node in sorted(graph):
        if node not in state:
            walk(node, [node])
    return found


def test_persistence_has_no_import_circle():
    graph = persist_graph()
    assert len(graph) >= 8 and sum(len(v) for v in graph.values()) >= 10  # the walk saw the package
    assert not circles(graph), circles(graph)


def test_the_circle_check_sees_a_circle():
    """The shape issue 23 removed: saves -> autosave -> journal -> saves."""
    texts = {"tabletop.persist.saves": "def f():\n    from .autosave import Autosaver\n",
             "tabletop.persist.autosave": "from .journal import read_journal\n",
             "tabletop.persist.journal": "from .saves import _start\n"}
    assert circles(persist_graph(texts)) == [["tabletop.persist.autosave", "tabletop.persist.journal",
                                              "tabletop.persist.saves", "tabletop.persist.autosave"]]


def test_no_private_name_of_persistence_is_imported():
    """Neither inside tabletop/persist nor from it anywhere (the table, the command line, tools)."""
    bad, seen = [], 0
    for path in sorted(PKG.rglob("*.py")) + sorted((ROOT / "tools").glob("*.py")):
        inside = "persist" in path.relative_to(ROOT).parts
        name = module_name(path) if path.is_relative_to(PKG) else "tools." + path.stem
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.ImportFrom):
                continue
            mod = [m for _, m in imports(path, ast.unparse(node), name)][0]
            if not (inside or mod.startswith("tabletop.persist")):
                continue
            seen += 1
            bad += [f"{path.relative_to(ROOT)}:{node.lineno}: imports {mod}.{a.name}"
                    for a in node.names if a.name.startswith("_") and not a.name.startswith("__")]
    assert seen >= 30  # the imports of the package and of its users were read
    assert not bad, "\n".join(bad)


def _game_folders() -> list[str]:
    """The folder of each registered game's own modules (games/<folder>, ui/<folder>...)."""
    from tabletop.games.registry import entries
    return sorted({e.engine.__module__.split(".")[2] if callable(e.engine) else e.engine.split(":")[0].split(".")[2]
                   for e in entries()})


def _game_words() -> re.Pattern:
    """Every registered game's name, title and folder, spelt with any separator."""
    from tabletop.games.registry import entries
    words = set(_game_folders())
    for e in entries():
        words |= {e.name, e.title.removesuffix(" CCG")}
    flexible = [r"[ _-]?".join(re.escape(part) for part in re.split(r"[ _-]", w)) for w in sorted(words)]
    return re.compile("|".join(flexible), re.I)


GAME_WORDS = _game_words()
_OWN = re.compile(r"(games|ui|ai|teach)/(" + "|".join(map(re.escape, _game_folders())) + r")(/|\.py$)")


def _own(path: Path) -> bool:
    rel = path.relative_to(PKG).as_posix()
    return bool(_OWN.match(rel)) or rel == "games/registry.py"


def _code_strings(path: Path):
    """(line, text) of every string and name in the code, leaving out docstrings and comments
    (a format example in a module's documentation is not a switch on a game)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = getattr(node, "body", [])
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                docs.add(id(body[0].value))
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
            yield node.lineno, node.value
        elif isinstance(node, ast.Name):
            yield node.lineno, node.id
        elif isinstance(node, ast.Attribute):
            yield node.lineno, node.attr
        elif isinstance(node, ast.ImportFrom) and node.module:
            yield node.lineno, node.module


def test_no_module_outside_a_games_own_names_a_game():
    bad = []
    for path in sorted(PKG.rglob("*.py")):
        if _own(path):
            continue
        for line, text in _code_strings(path):
            if GAME_WORDS.search(text):
                bad.append(f"{path.relative_to(ROOT)}:{line}: {text[:70]!r}")
    assert not bad, "\n".join(bad)
