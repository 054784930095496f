"""The bad-input corpus of issue 48: every typo or file left around that was a traceback or a
hang, fed to the real command line in a process of its own (a hang is bounded by a timeout).

Each case says what the player gets: the exit status (2: the command cannot go on; 0: it goes
on without what was wrong, such as a user's card left out or a sound setting that is not read),
the words that name the file or the option, and never a traceback. The count of cases that
answered so is printed at the end (``-s`` or the summary).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from reporting import report

ROOT = Path(__file__).resolve().parents[1]
LONG = "a" * 300  # a file name longer than any system takes
HUGE = "1" * 5000  # a whole number past Python's 4,300 digits
DRIVER = ("import sys, tabletop.ui.app as a; a.App.run = lambda self: None; "  # no window loop: the command returns
          "from tabletop.cli import main; sys.exit(main(sys.argv[1:]))")
ANSWERED: list[str] = []


def _files(tmp: Path) -> dict[str, str]:
    """The damaged files of the corpus, made from shipped ones."""
    home = tmp / "home"
    (home / "config" / "cards" / "afterworld").mkdir(parents=True)
    deck = (ROOT / "assets/afterworld/decks/egyptian.toml").read_text(encoding="utf-8")
    layout = (ROOT / "layouts/afterworld.toml").read_text(encoding="utf-8")
    scenario = next((ROOT / "assets/scenarios/afterworld").glob("*.toml")).read_text(encoding="utf-8")
    lesson = next((ROOT / "assets/lessons").glob("*.toml")).read_text(encoding="utf-8")
    out = {"home": str(home), "tmp": str(tmp)}
    for name, text in {"deck": deck, "layout": layout, "scenario": scenario, "lesson": lesson}.items():
        p = tmp / f"huge-{name}.toml"
        p.write_text(f"huge = {HUGE}\n" + text, encoding="utf-8")
        out[f"huge-{name}"] = str(p)
    hexdeck = tmp / "hex-deck.toml"
    hexdeck.write_text(deck.replace("jackal-spearman = ", "jackal-spearman = 0x" + "f" * 600 + " # ", 1), encoding="utf-8")
    out["hex-deck"] = str(hexdeck)
    listed = tmp / "game-list.toml"
    listed.write_text(layout.replace('game = "afterworld"', "game = []", 1), encoding="utf-8")
    out["game-list"] = str(listed)
    fifo = tmp / "fifo.pem"
    os.mkfifo(fifo)
    out["fifo"] = str(fifo)
    save = tmp / "game.json"
    code = ("from tabletop.games import get_game; from tabletop.engine.history import Match; "
            "from tabletop.persist.saves import save_match; g = get_game('afterworld'); "
            f"save_match(Match(g, g.default_setup(1, 2)), {str(save)!r})")
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True, timeout=120, env=_env(home))
    out["save"] = str(save)
    return out


def _env(home) -> dict[str, str]:
    return dict(os.environ, TABLETOP_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))


#: (case, argv with {placeholders}, exit status, words the answer must hold, setup of the user folder)
CASES = [
    # every number on the command line read one way
    ("--seat with a superscript", "play afterworld --seat ²=random", 2, ["--seat '²=random'"], None),
    ("--deck with a superscript", "play afterworld --deck ²={huge-deck}", 2, ["--deck '²="], None),
    ("host --seat with a superscript", "host afterworld --headless --seat ²=normal", 2, ["--seat '²=normal'"], None),
    ("host window --seat with a superscript", "host afterworld --seat ²=here", 2, ["--seat '²=here'"], None),
    ("join a superscript port", "join 127.0.0.1:² --headless --watch", 2, ["127.0.0.1:²", "port"], None),
    ("join window a superscript port", "join 127.0.0.1:²", 2, ["127.0.0.1:²", "port"], None),
    ("join a port of 20 digits", "join 127.0.0.1:99999999999999999999 --headless --watch", 2, ["port"], None),
    ("join wss a port of 20 digits", "join wss://127.0.0.1:99999999999999999999 --headless --watch", 2, ["port"], None),
    ("host a port of 20 digits", "host afterworld --headless --port 99999999999999999999", 2, ["--port"], None),
    ("simulate a budget of 31 digits", "simulate afterworld --games 1 --quiet --bots search --budget "
     "10000000000000000000000000000000", 2, ["budget", "100,000"], None),
    ("simulate a budget of 1e31 seconds", "simulate afterworld --games 1 --quiet --bots search --budget 1e31s", 2,
     ["budget"], None),
    ("simulate --games in other digits", "simulate afterworld --games ١٢ --quiet", 2, ["--games"], None),
    ("simulate --seed a superscript", "simulate afterworld --games 1 --quiet --seed ²", 2, ["--seed"], None),
    ("simulate --seed of 5000 digits", "simulate afterworld --games 1 --quiet --seed " + HUGE, 2, ["--seed"], None),
    ("play --players a superscript", "play afterworld --players ²", 2, ["--players"], None),
    ("play --size a superscript", "play afterworld --size ²x800", 2, ["--size"], None),
    ("join --patience nan", "join 127.0.0.1:7777 --headless --watch --patience nan", 2, ["--patience"], None),
    ("host --takeover inf", "host afterworld --headless --takeover inf", 2, ["--takeover"], None),
    ("replay --every a superscript", "replay {save} --every ²", 2, ["--every"], None),
    ("layout preview --seed a superscript", "layout preview afterworld -o {tmp}/p.png --seed ²", 2, ["--seed"], None),
    # a whole number of more than 4,300 digits in a TOML file
    ("deck check, 5000 digits", "deck check {huge-deck}", 2, ["{huge-deck}:1:", "thousands of digits"], None),
    ("deck check, 2400 bits in hex", "deck check {hex-deck}", 2, ["{hex-deck}:", "too big a number"], None),
    ("deck export, 5000 digits", "deck export {huge-deck}", 2, ["{huge-deck}:1:"], None),
    ("play --deck, 5000 digits", "play afterworld --deck 1={huge-deck}", 2, ["{huge-deck}:1:"], None),
    ("simulate --matchups --deck, 5000 digits", "simulate afterworld --matchups --games 1 --quiet --deck {huge-deck}",
     2, ["{huge-deck}:1:"], None),
    ("layout check, 5000 digits", "layout check {huge-layout}", 2, ["{huge-layout}:1:"], None),
    ("layout preview, 5000 digits", "layout preview {huge-layout} -o {tmp}/p.png", 2, ["{huge-layout}:1:"], None),
    ("play --layout, 5000 digits", "play afterworld --layout {huge-layout}", 2, ["{huge-layout}:1:"], None),
    ("scenario run, 5000 digits", "scenario run {huge-scenario}", 2, ["{huge-scenario}:1:"], None),
    ("scenario run a lesson, 5000 digits", "scenario run {huge-lesson}", 2, ["{huge-lesson}:1:"], None),
    ("lesson FILE, 5000 digits", "lesson {huge-lesson}", 2, ["{huge-lesson}:1:"], None),
    ("a user card of 5000 digits: left out", "deck check " + str(ROOT / "assets/afterworld/decks/egyptian.toml"), 0,
     ["mine.toml:", "(this card is left out)", "legal Afterworld deck"], ("card", f"attack = {HUGE}")),
    ("the sound setting of 5000 digits", "play afterworld --seed 1", 0, ["sound.toml:1:", "the sound is on"],
     ("sound", f"muted = {HUGE}\n")),
    # a layout's game that is a list
    ("layout check, game = []", "layout check {game-list}", 2, ["{game-list}:", "layout.game"], None),
    ("layout preview, game = []", "layout preview {game-list} -o {tmp}/p.png", 2, ["{game-list}:", "layout.game"], None),
    ("play --layout, game = []", "play afterworld --layout {game-list}", 2, ["{game-list}:", "layout.game"], None),
    # a file name of 300 characters
    ("scenario run, a name of 300", f"scenario run {LONG}.toml", 2, [LONG, "at most 255"], None),
    ("lesson, a name of 300", f"lesson {LONG}.toml", 2, [LONG, "at most 255"], None),
    ("deck check, a name of 300", f"deck check {LONG}.toml", 2, [LONG], None),
    ("deck export, a name of 300", f"deck export {LONG}.txt", 2, [LONG], None),
    ("layout check, a name of 300", f"layout check {LONG}.toml", 2, [LONG], None),
    ("play --layout, a name of 300", f"play afterworld --layout {LONG}", 2, [LONG], None),
    ("play --deck, a name of 300", f"play afterworld --deck 1={LONG}.toml", 2, [LONG], None),
    ("replay, a name of 300", f"replay {LONG}.json", 2, [LONG], None),
    ("simulate --save, a name of 300", f"simulate afterworld --games 1 --quiet --save {{tmp}}/{LONG}", 2, [LONG], None),
    ("layout preview -o, a name of 300", f"layout preview afterworld -o {{tmp}}/{LONG}.png", 2, [LONG], None),
    ("replay --export, a name of 300", f"replay {{save}} --export {{tmp}}/{LONG}", 2, [LONG], None),
    ("host --cert, a name of 300", f"host afterworld --headless --cert {LONG}.pem", 2, [LONG], None),
    ("join --cafile, a name of 300", f"join wss://127.0.0.1:9 --headless --watch --cafile {LONG}.pem", 2, [LONG], None),
    # the sound setting read through the gate (the table starts, the sound is on, the file named)
    ("the sound setting with a byte 0xff", "play afterworld --seed 1", 0, ["sound.toml:1:", "not UTF-8"],
     ("sound", b"muted = \xff\n")),
    ("the sound setting nested deep", "play afterworld --seed 1", 0, ["sound.toml:", "nested"],
     ("sound", "muted = " + "[" * 300 + "]" * 300 + "\n")),
    ("the sound setting a pipe", "play afterworld --seed 1", 0, ["sound.toml: not a regular file"], ("sound", "fifo")),
    ("the sound setting a loop of links", "play afterworld --seed 1", 0, ["sound.toml: cannot read it"], ("sound", "loop")),
    ("the sound setting not true or false", "play afterworld --seed 1", 0, ["sound.toml:1: muted: must be true or false"],
     ("sound", 'muted = "yes"\n')),
    # a card picture left around
    ("a card picture that is a loop of links", "deck check " + str(ROOT / "assets/afterworld/decks/egyptian.toml"),
     0, ["mine.toml:", "loop of symbolic links", "(this card is left out)"], ("picture", "loop")),
    ("a card picture that is a loop, play", "play afterworld --seed 1", 0, [], ("picture", "loop")),
    # certificates: a pipe is named, never waited on
    ("host --cert a pipe", "host afterworld --headless --port 0 --cert {fifo}", 2, ["{fifo}: not a regular file"], None),
    ("host --key a pipe", "host afterworld --headless --port 0 --cert {save} --key {fifo}", 2,
     ["{fifo}: not a regular file"], None),
    ("join --cafile a pipe", "join wss://127.0.0.1:9 --headless --watch --cafile {fifo}", 2,
     ["{fifo}: not a regular file"], None),
    ("join window --cafile a pipe", "join wss://127.0.0.1:9 --cafile {fifo}", 2, ["{fifo}: not a regular file"], None),
    # empty names: not the current folder
    ("scenario run ''", ["scenario", "run", ""], 2, ["an empty name"], None),
    ("scenario run ' '", ["scenario", "run", " "], 2, ["an empty name"], None),
    ("deck check ''", ["deck", "check", ""], 2, ["an empty name"], None),
    ("layout check ''", ["layout", "check", ""], 2, ["an empty name"], None),
    ("replay ''", ["replay", ""], 2, ["an empty name"], None),
]


@pytest.fixture(scope="module")
def files(tmp_path_factory):
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs here")
    return _files(tmp_path_factory.mktemp("bad"))


def _prepare(home: Path, tmp: Path, setup) -> None:
    config = home / "config"
    for p in [config / "sound.toml", *(config / "cards" / "afterworld").glob("*")]:
        if p.is_symlink() or p.exists():
            p.unlink()
    if setup is None:
        return
    kind, what = setup
    if kind == "sound":
        target = config / "sound.toml"
        if what == "fifo":
            os.mkfifo(target)
        elif what == "loop":
            target.symlink_to(target)
        else:
            target.write_bytes(what if isinstance(what, bytes) else what.encode("utf-8"))
    elif kind in ("card", "picture"):
        folder = config / "cards" / "afterworld"
        extra = 'image = "warden.png"' if kind == "picture" else what
        body = '[[card]]\nkey = "sun-warden"\nname = "Sun Warden of Karnak"\ntype = "unit"\nfaction = "egyptian"\n' \
               "limit = 3\nhealth = 3\n" + ("attack = 2\n" if kind == "picture" else "") + extra + "\n"
        (folder / "mine.toml").write_text(body, encoding="utf-8")
        if kind == "picture":
            (folder / "warden.png").symlink_to(folder / "warden.png")


@pytest.mark.parametrize("case,argv,code,says,setup", CASES, ids=[c[0] for c in CASES])
def test_a_bad_input_is_answered_naming_it(files, case, argv, code, says, setup):
    home, tmp = Path(files["home"]), Path(files["tmp"])
    _prepare(home, tmp, setup)
    args = argv if isinstance(argv, list) else [a.format(**files) for a in argv.split(" ")]
    try:
        out = subprocess.run([sys.executable, "-c", DRIVER, *args], cwd=tmp, capture_output=True, text=True,
                             timeout=90, env=_env(home))
    except subprocess.TimeoutExpired:
        pytest.fail(f"{case}: no answer in 90 s (a hang)")
    text = out.stdout + out.stderr
    assert "Traceback" not in text, text[-3000:]
    assert out.returncode == code, f"{case}: exit {out.returncode}: {text[-2000:]}"
    for word in says:
        assert word.format(**files) in text, f"{case}: {word.format(**files)!r} not in {text[-2000:]!r}"
    if code == 2:
        assert text.strip(), "exit 2 without a message"
    ANSWERED.append(case)


def test_a_picture_that_is_a_pipe_does_not_block_the_drawing(files):
    """A card's picture that is a FIFO: drawn as the card's own face at once, the file named."""
    tmp = Path(files["tmp"])
    pic = tmp / "pipe.png"
    if not pic.exists():
        os.mkfifo(pic)
    code = ("import pygame; pygame.display.init(); from tabletop.ui import cardimage; "
            f"print(cardimage.scaled({str(pic)!r}, (50, 70), 'Sun Warden'))")
    try:
        out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60,
                             env=_env(files["home"]))
    except subprocess.TimeoutExpired:
        pytest.fail("the drawing waited on a pipe")
    assert out.returncode == 0 and out.stdout.strip().endswith("None"), out.stderr
    assert f"{pic}: the picture of Sun Warden cannot be read (not a regular file" in out.stderr
    ANSWERED.append("a card picture that is a pipe, drawn")


@report
def _answered() -> list[str]:
    if not ANSWERED:
        return []
    return [f"bad inputs answered without a traceback or a hang: {len(ANSWERED)} of {len(CASES) + 1}"]
