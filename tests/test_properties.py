"""Property tests over many random games of both engines (issues 9 and 16).

For every game: every card is in exactly one zone at every step and none appears or
vanishes; a refused action leaves the state hash unchanged; undo then redo gives the same
hash; save then load, through real files, gives the same hash; replaying the action list
gives the same final state.

The refused actions are real ones: a legal action of the seat that must act, mutated (another
card of the player's, a card of someone else's, a wrong square or division, another word),
or an action that was legal a few moves ago (a second attack, a unit that is no longer
affordable, a bone without the vibes for it). Each refusal must name a rule, and
`test_refusals_meet_the_rules_themselves` checks which rules they met: the Food and Gold
cost (AW-6.2), the vibes a bone needs (AP-5.3), and many more, not only "not your turn".
CI runs a few dozen games; `pytest --slow` runs 2,000 per game.
"""

import dataclasses
import json
import os
import tempfile
from collections import Counter
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from reporting import report
from tabletop.engine.errors import IllegalActionError
from tabletop.engine.history import Match
from tabletop.engine.rng import Rng
from tabletop.games import get_game
from tabletop.persist.loading import load_match
from tabletop.persist.saves import save_match

SLOW = os.environ.get("TABLETOP_SLOW") == "1"
GAMES = int(os.environ.get("TABLETOP_PROPERTY_GAMES", 2000 if SLOW else 6))
CHECK_EVERY = 2 if SLOW else 7
FILE_EVERY = 40  # save and load through a file every this many steps
#: actions the random players choose only now and then: proposing to end the game by score
#: (AP-10.3, by agreement) would end most random games within a few turns, before the rules
#: that the property test is for have been met
RARE = {"propose-end": 40}
TOTALS: dict[str, Counter] = {}  # game -> what the runs exercised (printed by --slow)


def cards_everywhere(game, s):
    """Every card id of the state is in exactly one zone."""
    ids = [c for c, _ in game.card_locations(s)]
    dup = [c for c, n in Counter(ids).items() if n > 1]
    assert not dup, f"cards in two zones: {dup}"
    assert set(ids) == set(s.cards), f"missing: {set(s.cards) - set(ids)}, unknown: {set(ids) - set(s.cards)}"


def mutations(game, s, seat, legal, stale, rng, n=4):
    """Actions of `seat` (who must act) that are not in `legal`: legal ones with one argument
    changed, or actions that were legal earlier in the game."""
    out = []
    mine = [c for c, p in s.owner.items() if p == seat]
    hand = [c for c, where in game.card_locations(s) if "hand" in where and s.owner.get(c) == seat]
    others = [c for c, p in s.owner.items() if p != seat]
    for _ in range(n * 3):
        if len(out) >= n:
            break
        if stale and rng.randbelow(3) == 0:
            b = stale[rng.randbelow(len(stale))]
            b = dataclasses.replace(b, seat=seat)
        else:
            verbs = sorted({x.verb for x in legal})  # each kind of action as often: rare ones too
            verb = verbs[rng.randbelow(len(verbs))]
            of_verb = [x for x in legal if x.verb == verb]
            a = of_verb[rng.randbelow(len(of_verb))]
            fields = [f for f in dataclasses.fields(a) if f.name != "seat"]
            if not fields:
                continue
            f = fields[rng.randbelow(len(fields))]
            v = getattr(a, f.name)
            if isinstance(v, str):
                words = sorted({getattr(x, f.name) for x in legal if isinstance(getattr(x, f.name, None), str)}
                               | {"plain", "special"})
                new = words[rng.randbelow(len(words))]
            else:
                pick = rng.randbelow(6)
                if pick in (0, 5) and hand:
                    new = hand[rng.randbelow(len(hand))]          # another card in the player's hand
                elif pick in (0, 5) and mine:
                    new = mine[rng.randbelow(len(mine))]          # another card of the player's
                elif pick == 1 and others:
                    new = others[rng.randbelow(len(others))]      # somebody else's card
                elif pick == 2 and isinstance(v, int):
                    new = v + (1, -1, 7, -7)[rng.randbelow(4)]    # the square or division next to it
                elif pick == 3:
                    new = max(s.cards) + 1 + rng.randbelow(50)    # no such card
                else:
                    new = rng.randbelow(64)                        # any small number
            b = dataclasses.replace(a, **{f.name: new})
        if b not in legal:
            out.append(b)
    return out


def same_as_listed(game, s, action, legal) -> bool:
    """Whether `action` does exactly what one of the listed actions does (the same position after)."""
    after = game.clone(s)
    game.play(after, action)
    want = game.hash(after)
    for a in legal:
        if a.verb == action.verb:
            other = game.clone(s)
            game.play(other, a)
            if game.hash(other) == want:
                return True
    return False


def run(game_name: str, seed: int, players: int, check_every: int = CHECK_EVERY) -> Counter:
    game = get_game(game_name)
    setup = game.default_setup(seed, players)
    m = Match(game, setup)
    rng = Rng(seed * 7919 + players)
    owners_start = Counter(m.state.owner.values())
    seen: Counter = Counter()
    stale: list = []
    step = 0
    with tempfile.TemporaryDirectory() as tmp:
        file = Path(tmp) / "game.json"
        while not m.over and step < 3000:
            s = m.state
            seat = game.to_act(s)[0]
            legal = game.legal_actions(s, seat)
            assert legal, "a seat must act but has nothing legal"
            if step % check_every == 0:
                cards_everywhere(game, s)
                h = game.hash(s)
                for bad in mutations(game, s, seat, legal, stale, rng):
                    if game.refusal(s, bad) is None:
                        # accepted: only right if it is a listed action (any seat's: others may
                        # step in, AP-7.7) in another spelling
                        assert same_as_listed(game, s, bad, game.legal_actions(s)), \
                            f"{game.format(bad)} was accepted but not listed"
                        seen["another spelling"] += 1
                        continue
                    try:
                        game.play(s, bad)
                    except IllegalActionError as err:
                        assert err.rule.startswith(("AW-", "AP-")) and err.reason, err
                        seen["refused " + err.rule] += 1
                    else:
                        raise AssertionError(f"{game.format(bad)} was refused, then accepted")
                    assert game.hash(s) == h, f"refusing {game.format(bad)} changed the state"
                    seen["refusals"] += 1
            action = legal[rng.randbelow(len(legal))]
            if action.verb in RARE and rng.randbelow(RARE[action.verb]):
                others = [a for a in legal if a.verb not in RARE]
                action = others[rng.randbelow(len(others))] if others else action
            m.play(action)
            stale = (stale + [action])[-40:]
            if step % check_every == 0:
                after = game.hash(m.state)
                m.undo()
                assert game.hash(m.state) == h, "undo did not restore the position"
                m.redo()
                assert game.hash(m.state) == after, "redo did not give the same position"
                back = game.from_data(json.loads(json.dumps(game.to_data(m.state))))
                assert game.hash(back) == after, "to_data then from_data changed the position"
                seen["undo/redo"] += 1
            if step % FILE_EVERY == 0:
                save_match(m, file)
                back, _ = load_match(file, verify="later")
                assert game.hash(back.state) == game.hash(m.state), "save then load changed the position"
                seen["file round trips"] += 1
            step += 1
        cards_everywhere(game, m.state)
        # no card vanished: each player still owns at least their starting cards (boosters add)
        owners_end = Counter(m.state.owner.values())
        assert all(owners_end[p] >= n for p, n in owners_start.items())
        save_match(m, file)
        again, _ = load_match(file, verify="now")  # every action replayed from the file
        assert game.hash(again.state) == game.hash(m.state), "replaying the saved actions gave another game"
        assert again.actions() == m.actions()
    seen["games"] += 1
    seen["actions"] += step
    TOTALS.setdefault(game_name, Counter()).update(seen)
    return seen


@settings(max_examples=GAMES, deadline=None, derandomize=not SLOW,
          suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31 - 1))
def test_afterworld_invariants_over_random_games(seed):
    run("afterworld", seed, 2)


@settings(max_examples=GAMES, deadline=None, derandomize=not SLOW,
          suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31 - 1), players=st.integers(2, 6))
def test_austin_powers_invariants_over_random_games(seed, players):
    run("austin-powers", seed, players)


def rules_met(game_name, seeds, players=2) -> Counter:
    total: Counter = Counter()
    for seed in seeds:
        total.update(run(game_name, seed, players, check_every=1))
    return total


def test_refusals_meet_the_rules_themselves():
    """The mutated actions reach the rule checks, not only the turn check."""
    aw = rules_met("afterworld", range(1, 3))
    ap = rules_met("austin-powers", range(1, 3), players=3)
    for name, seen, turn, must in (("Afterworld", aw, "AW-5.1", {"AW-6.2"}),
                                   ("Austin Powers", ap, "AP-4.1", {"AP-5.3"})):
        rules = {k.split()[1] for k in seen if k.startswith("refused ")}
        assert seen["refusals"] > 50, name
        assert must <= rules, f"{name}: {must - rules} never met; met {sorted(rules)}"
        assert len(rules - {turn}) >= 6, f"{name}: only {sorted(rules)}"
        assert seen[f"refused {turn}"] < seen["refusals"] / 2, f"{name}: mostly the turn rule"
        assert seen["file round trips"] >= 3


@report
def _exercised() -> list[str]:
    """What the property runs of this session exercised."""
    out = []
    for game, c in sorted(TOTALS.items()):
        rules = sorted((k.split()[1], n) for k, n in c.items() if k.startswith("refused "))
        out.append(f"{game}: {c['games']} games, {c['actions']} actions, {c['refusals']} refusals, "
                   f"{c['undo/redo']} undo/redo, {c['file round trips']} file round trips, "
                   f"{c['another spelling']} accepted as a listed action in another spelling; "
                   f"rules: {', '.join(f'{r} x{n}' for r, n in rules)}")
    return out
