"""The log a player reads, unchanged by speed work: fixed-seed games against a golden record.

What the table and the log show for a game must not change when the engine or `Match` is
made faster. `tests/fixtures/log_golden.json` holds, for a few fixed-seed random games of both
games (Afterworld with default and with changed rules options, Austin Powers with 2 and 6
players), per action: the action's notation, a digest of the ordered legal list it was picked
from (the bots and the random players pick by position, so the order matters too), a digest
of the log entry (its words, every event's kind/text/cards/seat/private, whether it showed
hidden cards), and every 8th action the state hash (and always the last one). A difference
names the game, the action and what differs.

How the golden was generated (once, by main's code at f963e7b, before the Match/Afterworld speed
work of branch `matchaw`): this file was copied into a checkout of that commit and run as

    python tests/test_log_golden.py --write

which plays the GAMES below and writes the fixture. Regenerate it the same way only when a
rules change is meant to change the log (say so in the commit).
The Afterworld games were regenerated (by main's code) when issue 27's second and third rounds
of card changes changed their deals; the Austin Powers games were regenerated (by branch
`happenings`'s code) when issue 47 made the copies of a gesture come in the order of the
answers (AP-7.6) and gave Moon Base Syndicate a Lair Self-Destruct Drill, and the six-player
game again (branch `balance`) when the default setup came to deal each seat's place and starter
deck from the seed (AP-1.2 [T]).
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

import pytest

if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tabletop.ai.hooks import hooks_for
from tabletop.engine.history import Match
from tabletop.engine.rng import Rng
from tabletop.games import get_game

FIXTURE = Path(__file__).parent / "fixtures" / "log_golden.json"
#: (label, game, players, seed, rules options, most actions)
GAMES = [
    ("aw-default", "afterworld", 2, 11, {}, 400),
    ("aw-default-2", "afterworld", 2, 12, {}, 400),
    ("aw-variant", "afterworld", 2, 13,
     {"expend_any_time": True, "defender_strikes_back": True, "empty_divisions_move": True,
      "engagement_stops_movement": True, "square_capacity": 2, "interleave_moves": False}, 400),
    ("ap-2p", "austin-powers", 2, 21, {}, 300),
    ("ap-6p", "austin-powers", 6, 22, {}, 300),
]


def _digest(obj) -> str:
    return hashlib.sha256(json.dumps(obj, ensure_ascii=False).encode()).hexdigest()[:12]


def play_record(name: str, players: int, seed: int, options: dict, most: int,
                read_late: bool = False) -> list[list]:
    """Play one fixed-seed random game through Match; one row per action. The log of each
    action is read right after it (as the table does), or with `read_late` only once the game
    is over (as a loaded game or a bot's match leaves it: written from the checkpoints)."""
    game = get_game(name)
    setup = game.default_setup(seed, players)
    setup.options.update(options)
    m = Match(game, setup)
    rng = Rng(seed)
    never = hooks_for(game).bots_never
    rows = []
    while not m.over and len(m.history) < most:
        legal = m.legal_actions(m.to_act()[0])
        offered = [game.format(a) for a in legal]
        picks = [a for a in legal if a.verb not in never] or legal
        action = picks[rng.randbelow(len(picks))]
        m.play(action)
        n = len(m.history)
        row = [m.history[-1], _digest(offered), None]
        if n % 8 == 0 or m.over or n == most:
            row.append(game.hash(m.state))
        if not read_late:
            _read(row)
        rows.append(row)
    if read_late:
        assert not m.log_now, "the log was written before it was read"
        for row in reversed(rows):  # each read writes the stretch between two checkpoints it is in
            _read(row)
    return rows


def _read(row: list) -> None:
    e = row[0]
    log = [e.words, e.reveals, [[ev.kind, ev.text, list(ev.cards), ev.seat, ev.private] for ev in e.events]]
    row[0], row[2] = e.text, _digest(log)


def write() -> None:
    out = {label: {"game": name, "players": players, "seed": seed, "options": options,
                   "rows": play_record(name, players, seed, options, most)}
           for label, name, players, seed, options, most in GAMES}
    FIXTURE.parent.mkdir(exist_ok=True)
    lines = []  # one action per line, so that a diff of the fixture reads as a diff of the log
    for label, g in out.items():
        head = json.dumps({k: v for k, v in g.items() if k != "rows"})[:-1]
        rows = ",\n".join(json.dumps(r) for r in g["rows"])
        lines.append(f"{json.dumps(label)}: {head}, \"rows\": [\n{rows}]}}")
    FIXTURE.write_text("{\n" + ",\n".join(lines) + "\n}\n")
    print(f"wrote {FIXTURE}: " + ", ".join(f"{k} {len(v['rows'])} actions" for k, v in out.items()))


@pytest.mark.parametrize("read_late", [False, True], ids=["read-as-played", "read-after"])
@pytest.mark.parametrize("label", [g[0] for g in GAMES])
def test_the_log_of_a_fixed_game_is_the_golden_one(label, read_late):
    golden = json.loads(FIXTURE.read_text())[label]
    _, name, players, seed, options, most = next(g for g in GAMES if g[0] == label)
    assert golden["options"] == options
    rows = play_record(name, players, seed, options, most, read_late)
    want = golden["rows"]
    assert len(want) > 50
    for i, (got, exp) in enumerate(zip(rows, want)):
        where = f"{label}, action {i + 1}"
        assert got[0] == exp[0], f"{where}: played {got[0]!r}, golden {exp[0]!r}"
        assert got[1] == exp[1], f"{where} ({got[0]}): the legal list differs (content or order)"
        assert got[2] == exp[2], f"{where} ({got[0]}): the log entry (words/events/reveal) differs"
        assert got[3:] == exp[3:], f"{where} ({got[0]}): the state hash differs"
    assert len(rows) == len(want), f"{label}: {len(rows)} actions, golden {len(want)}"


if __name__ == "__main__" and "--write" in sys.argv:
    write()


def _log_of(m: Match) -> list:
    return [[e.words, e.reveals, [[ev.kind, ev.text, ev.cards] for ev in e.events]] for e in m.history]


@pytest.mark.parametrize("name,players,seed", [("afterworld", 2, 31), ("austin-powers", 3, 32)])
def test_a_log_written_late_across_undos_is_the_log_written_as_played(name, players, seed):
    """Entries read in stretches, undo across a checkpoint, play on, read the rest: the same
    words, reveal flags and events as a match that wrote its log as it played."""
    game = get_game(name)
    setup = game.default_setup(seed, players)
    late, now = Match(game, setup), Match(game, setup, log="now")
    rng = Rng(seed)
    never = hooks_for(game).bots_never

    def play(k: int) -> None:
        for _ in range(k):
            if late.over:
                return
            legal = [a for a in late.legal_actions(late.to_act()[0]) if a.verb not in never]
            a = legal[rng.randbelow(len(legal))]
            late.play(a)
            now.play(a)

    play(150)
    assert len(late.history) > 140
    assert late.history[70].words  # writes the stretch of entry 70 only
    written = [e._written("_words") is not None for e in late.history]
    assert written[70] and not written[10] and not written[-1]
    for _ in range(30):  # back across the checkpoint at 128: the stretches join
        late.undo()
        now.undo()
    play(60)
    assert not late.log_now
    assert _log_of(late) == _log_of(now)
    assert late.log_now  # the newest entry was read: from now on written as played
