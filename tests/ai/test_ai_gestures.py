"""Computer players and happenings (AP-7.6): with optional copies, no new gesture after one
nobody copied until somebody has copied one; whole games use happenings with forced copies."""

from tabletop.ai.base import make_bot
from tabletop.ai.driver import play_bots
from tabletop.games import get_game
from tabletop.games.austin_powers.position import build_position

AP = get_game("austin-powers")


def two(options, ignored=()):
    s = build_position(AP, {"players": [
        dict(side="austin", hand=["Jet-Lag Time Warp", "Smashing, darling!"]),
        dict(side="evil", score=["Baron von Monocle"], hand=["Zip it, minion."]),
    ], "options": options}, source="test position")
    s.ignored = list(ignored)
    return s


def pick(s, seat=0):
    bot = make_bot("normal", 1)
    return AP.format(bot.choose(AP, AP.view(s, seat), AP.legal_actions(s, seat)))


def test_a_computer_player_gestures_unless_its_last_gesture_went_unanswered():
    assert pick(two({"happening_copy": "optional"})) == "P1 gesture"
    assert pick(two({"happening_copy": "optional"}, ignored=[0])) == "P1 end"
    assert pick(two({"happening_copy": "optional"}, ignored=[1])) == "P1 gesture"  # only its own counts


def _games(players, options, n=6):
    out = []
    for seed in range(1, n + 1):
        bots = [make_bot("normal", seed * 10 + i) for i in range(players)]
        out.append(play_bots(AP, AP.default_setup(seed, players, options=options), bots,
                             keep_actions=False).verbs)
    return out


def test_forced_copies_make_every_gesture_a_happening_and_optional_ones_stop_asking():
    forced = _games(4, {})
    assert sum(v.get("show", 0) for v in forced) > 0
    assert all(v.get("gesture", 0) == v.get("show", 0) for v in forced)          # each one used
    assert all(v.get("copy", 0) == 3 * v.get("gesture", 0) for v in forced)       # by all three others
    optional = _games(4, {"happening_copy": "optional"})
    assert all(v.get("show", 0) == 0 for v in optional)        # computer players never copy of their will
    assert all(v.get("gesture", 0) <= 4 for v in optional)     # each at most once: nobody went along
