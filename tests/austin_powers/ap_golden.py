"""Recorder of fixed-seed Austin Powers games, action by action, for the golden play test.

Each configuration plays seeded random games through `Match` (the table's path: the listed
actions are applied trusted) until it has played its number of actions. Before each action
it records what a player or a bot could observe of the position: who acts and who may step
in, the waiting words, every legal action (notation, in order) and its words (`describe`),
the refusals of the previous position's actions (rule and message: the untrusted check);
after it: the log words, the events (kind, text, cards, seat, private), whether it revealed
hidden cards, and the state hash; every 7th action also the hash of the acting seat's view.
One step is kept as a 16-hex digest of all that (plus the action's notation, to read).

Write the fixture from a given source tree (the main branch before a change, so the golden
is the old behaviour)::

    python tests/austin_powers/ap_golden.py --tree /work/main --write tests/austin_powers/golden_play.json
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

#: (label, players, first seed, options, actions to play over as many games as it takes)
CONFIGS = [
    ("2p default", 2, 1, {}, 500),
    ("2p agreement", 2, 2, {"end_by_agreement": True}, 300),
    ("3p prompt everyone", 3, 3, {"prompt_everyone": True, "happening_copy": "optional"}, 400),
    ("4p forced copies, quiet rounds", 4, 4, {"happening_copy": "forced", "stalemate_rounds": 3}, 400),
    ("6p default", 6, 5, {}, 500),
    ("6p everyone, agreement", 6, 6, {"prompt_everyone": True, "end_by_agreement": True,
                                      "happening_copy": "optional"}, 400),
]


def record(config) -> list[str]:
    """["<action notation> <step digest>", ...] of one configuration."""
    from tabletop.engine.history import Match
    from tabletop.engine.rng import Rng
    from tabletop.games import get_game
    game = get_game("austin-powers")
    label, players, seed, options, actions = config
    out: list[str] = []
    g = 0
    while len(out) < actions:
        m = Match(game, game.default_setup(seed * 100 + g, players, options=dict(options)))
        rng = Rng(seed * 100 + g)
        g += 1
        prev: list = []
        while not m.over and len(out) < actions:
            s = m.state
            legal = m.legal_actions()
            seen = [game.to_act(s), game.interjectors(s), game.waiting_text(s),
                    [[game.format(a), game.describe(s, a)] for a in legal],
                    [_refusal(game, s, a) for a in prev[:6]]]
            pick = legal[rng.randbelow(len(legal))]
            if pick.verb == "propose-end" and rng.randbelow(6):  # proposals now and then only
                pick = next((a for a in legal if a.verb != "propose-end"), pick)
            entry = m.play(pick)
            events = entry.events
            seen += [entry.words, [[e.kind, e.text, list(e.cards), e.seat, e.private] for e in events],
                     entry.reveals, game.hash(m.state)]
            if len(out) % 7 == 0 and not m.over:
                seat = game.to_act(m.state)[0]
                seen.append(game.hash(game.view(m.state, seat)))
            blob = json.dumps(seen, sort_keys=True, default=repr).encode()
            out.append(f"{game.format(pick)} {hashlib.sha256(blob).hexdigest()[:16]}")
            prev = legal
    return out


def _refusal(game, s, a):
    err = game.refusal(s, a)
    return None if err is None else [err.rule, str(err)]


def record_all() -> dict[str, list[str]]:
    return {c[0]: record(c) for c in CONFIGS}


def main(argv: list[str]) -> None:
    tree = argv[argv.index("--tree") + 1] if "--tree" in argv else str(Path(__file__).resolve().parents[2])
    sys.path.insert(0, tree)
    out = Path(argv[argv.index("--write") + 1])
    data = record_all()
    out.write_text(json.dumps(data, indent=0) + "\n")
    print(f"wrote {out}: {sum(len(v) for v in data.values())} actions from {tree}")


if __name__ == "__main__":
    main(sys.argv[1:])
