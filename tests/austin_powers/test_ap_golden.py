"""Fixed-seed Austin Powers games play exactly as they did: a guard for speed work.

`golden_play.json` was generated once, from the main branch's code at f963e7b (before the
engine was sped up), with::

    python tests/austin_powers/ap_golden.py --tree <a checkout of main> --write tests/austin_powers/golden_play.json

It holds, for 2,500 actions of seeded random games (2, 3, 4 and 6 players, with the options
prompt_everyone, end_by_agreement, forced copies and quiet rounds), one digest per action of
everything observable around it (see ap_golden.py): who acts, the waiting words, every legal
action in order with its words, the refusals of the previous position's actions, the log
words, the events, the reveal flag, the state hash and, now and then, the hash of a seat's
view. Any change of behaviour, even the order of a legal list or one word, fails here at the
first action where it shows. A deliberate change of the rules regenerates the fixture from
the new main (the command above) and says so in its commit. It was regenerated so when issue 47
made the copies of a gesture come in the order of the answers (AP-7.6, branch `happenings`), and
when the default setup of three or more players came to deal each seat's place and starter
deck from the seed (AP-1.2 [T], branch `balance`: the 3, 4 and 6-player "everyone" games).
"""

import json
from pathlib import Path

import pytest

from ap_golden import CONFIGS, record

GOLDEN = json.loads((Path(__file__).parent / "golden_play.json").read_text())


@pytest.mark.parametrize("config", CONFIGS, ids=[c[0] for c in CONFIGS])
def test_fixed_seed_games_play_as_recorded(config):
    want = GOLDEN[config[0]]
    got = record(config)
    assert len(got) == len(want) == config[4]
    for i, (g, w) in enumerate(zip(got, want)):
        assert g == w, f"{config[0]}: action {i} differs (got {g!r}, recorded {w!r})"
