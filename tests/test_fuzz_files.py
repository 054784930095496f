"""Fuzzing every command that reads a file (issue 16): the shipped decks, layouts, scenarios,
lessons, and real saves, replays and autosaves, damaged by hypothesis (bytes cut, doubled,
inserted; numbers made huge, negative, nan; brackets nested; a byte-order mark), fed to the
command line. Every answer is exit 0 or 2, never a traceback, and nothing is written but what
the command is for (the frames of an export, the autosave of a resumed game, a damaged
autosave set aside).

CI tries a few dozen inputs per command; `pytest --slow` a few hundred. The number tried is
printed at the end (`-s`).
"""

import contextlib
import io
import json
import os
import re
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from reporting import report
from tabletop.cli import main
from tabletop.engine.history import Match
from tabletop.engine.rng import Rng
from tabletop.games import get_game

SLOW = os.environ.get("TABLETOP_SLOW") == "1"
EXAMPLES = int(os.environ.get("TABLETOP_FUZZ_EXAMPLES", 300 if SLOW else 12))
ROOT = Path(__file__).resolve().parents[1]
TRIED: Counter = Counter()
CODES: Counter = Counter()

DECKS = sorted((ROOT / "assets").glob("*/decks/*.toml"))
LAYOUTS = sorted((ROOT / "layouts").glob("*.toml"))
SCENARIOS = (sorted((ROOT / "assets" / "scenarios").glob("*/*.toml"))
             + sorted((ROOT / "assets" / "lessons").glob("*.toml")))

SNIPPETS = ["nan", "inf", "-1", "0", "1e300", "99999999999999999999", "[" * 500, "{" * 300, '"', "\\", "\x00",
            "\ufeff", "=", "[[", "]]", ",", "\n", "true", '"yesterday"', "[]", "{}", "null", "é", "\udcff"]


@st.composite
def damaged(draw, text: str) -> bytes:
    """`text` with a few mutations."""
    data = text
    for _ in range(draw(st.integers(1, 4))):
        op = draw(st.sampled_from(["cut", "dup", "insert", "number", "truncate", "bom", "swap"]))
        n = len(data)
        i = draw(st.integers(0, max(0, n - 1)))
        j = min(n, i + draw(st.integers(0, 200)))
        if op == "cut":
            data = data[:i] + data[j:]
        elif op == "dup":
            data = data[:j] + data[i:j] + data[j:]
        elif op == "insert":
            data = data[:i] + draw(st.sampled_from(SNIPPETS)) * draw(st.integers(1, 3)) + data[i:]
        elif op == "number":
            nums = list(re.finditer(r"-?\d+(\.\d+)?", data))
            if nums:
                m = nums[draw(st.integers(0, len(nums) - 1))]
                data = data[:m.start()] + draw(st.sampled_from(["nan", "-1", "1e999", "1e300", "0", "-0.5",
                                                                 "123456789012345678901234567890"])) + data[m.end():]
        elif op == "truncate":
            data = data[:i]
        elif op == "bom":
            data = "\ufeff" + data
        elif op == "swap":
            lines = data.split("\n")
            if len(lines) > 2:
                a, b = draw(st.integers(0, len(lines) - 1)), draw(st.integers(0, len(lines) - 1))
                lines[a], lines[b] = lines[b], lines[a]
                data = "\n".join(lines)
    return data.encode("utf-8", "surrogatepass")


def files_under(folder: Path) -> set[str]:
    return {str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_file()}


def command(argv: list[str], home: Path, allowed=lambda name: False) -> int:
    """Run one command line; exit 0 or 2, no traceback, nothing but `allowed` files written."""
    before = files_under(home)
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(argv)
        except SystemExit as exc:  # argparse
            code = exc.code
    text = out.getvalue() + err.getvalue()
    assert code in (0, 2), f"exit {code}: {text[-2000:]}"
    assert "Traceback" not in text, text[-2000:]
    if code == 2:
        assert text.strip(), "exit 2 without a message"
    new = files_under(home) - before
    assert all(allowed(n) for n in new), f"wrote {sorted(new)}"
    CODES[code] += 1
    return code


def one_settings():
    return settings(max_examples=EXAMPLES, deadline=None, derandomize=not SLOW,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture,
                                           HealthCheck.data_too_large])


@pytest.fixture
def home(tmp_path, monkeypatch):
    """The user folder, and no window: App.run returns at once."""
    h = tmp_path / "home"
    h.mkdir(exist_ok=True)
    monkeypatch.setenv("TABLETOP_HOME", str(h))
    import tabletop.ui.app as app_module
    monkeypatch.setattr(app_module.App, "run", lambda self: None)
    return h


def write(home: Path, name: str, data: bytes) -> Path:
    p = home / "in" / name
    p.parent.mkdir(exist_ok=True)
    p.write_bytes(data)
    return p


@one_settings()
@given(data=st.data())
def test_deck_check_never_breaks(home, data):
    src = data.draw(st.sampled_from(DECKS))
    p = write(home, "deck.toml", data.draw(damaged(src.read_text())))
    command(["deck", "check", str(p)], home)
    TRIED["deck check"] += 1


@one_settings()
@given(data=st.data())
def test_layout_check_never_breaks(home, data):
    src = data.draw(st.sampled_from(LAYOUTS))
    p = write(home, "layout.toml", data.draw(damaged(src.read_text())))
    command(["layout", "check", str(p)], home)
    TRIED["layout check"] += 1


@one_settings()
@given(data=st.data())
def test_scenario_run_never_breaks(home, data):
    src = data.draw(st.sampled_from(SCENARIOS))
    p = write(home, src.name, data.draw(damaged(src.read_text())))
    command(["scenario", "run", "--quiet", str(p)], home)
    TRIED["scenario run"] += 1


def real_save(game_name: str, n: int, seed: int = 3) -> str:
    from tabletop.persist.document import match_document
    game = get_game(game_name)
    m = Match(game, game.default_setup(seed, 2))
    rng = Rng(seed)
    while len(m.history) < n and not m.over:
        legal = m.legal_actions(m.to_act()[0])
        m.play(legal[rng.randbelow(len(legal))])
    return json.dumps(match_document(m), indent=1)


SAVES = {}


def saves():
    if not SAVES:
        SAVES["afterworld"] = real_save("afterworld", 30)
        SAVES["austin-powers"] = real_save("austin-powers", 30)
    return SAVES


@one_settings()
@given(data=st.data())
def test_replay_never_breaks(home, data):
    text = saves()[data.draw(st.sampled_from(sorted(saves())))]
    p = write(home, "game.json", data.draw(damaged(text)))
    out = home / "frames"
    command(["replay", str(p), "--export", str(out), "--every", "1000000", "--size", "320x200"], home,
            allowed=lambda n: n.startswith("frames/frame-") and n.endswith(".png"))
    TRIED["replay --export"] += 1


@one_settings()
@given(data=st.data())
def test_resume_never_breaks(home, data):
    """A damaged autosave (and journal): resumed, or named and set aside; never a crash."""
    text = saves()[data.draw(st.sampled_from(sorted(saves())))]
    save = home / "autosave.json"
    for p in home.glob("autosave*"):
        p.unlink()
    save.write_bytes(data.draw(damaged(text)))
    if data.draw(st.booleans()):
        head = {"format": "tabletop-journal", "version": 1, "base": 30, "base_hash": "x"}
        journal = json.dumps(head) + "\n" + '{"i": 30, "a": "P1 pass", "h": "0"}\n'
        save.with_suffix(".journal").write_bytes(data.draw(damaged(journal)))

    def allowed(name):
        return name.startswith("autosave") or (name.startswith(".") and name.endswith(".tmp"))
    command(["play", "--resume", "--size", "320x200"], home, allowed)
    from tabletop.ui.session import resumable
    resumable()  # the title screen's question, on whatever is left
    TRIED["play --resume"] += 1


@report
def _exercised() -> list[str]:
    if not TRIED:
        return []
    return [f"fuzzed inputs: {sum(TRIED.values())} ({', '.join(f'{k} {v}' for k, v in sorted(TRIED.items()))}); "
            f"exit 0: {CODES[0]}, exit 2: {CODES[2]}"]
