"""Every legal action of the Austin Powers CCG is reachable with the mouse (the table's promise).

Over random games of 2 to 6 players, at every decision, for every seat the engine asks: each
legal action is done by some gesture the table offers (a drag onto a drop place that exists,
a click on a piece that is drawn, a button, a choice), and a drop shared by several actions
lists each of them in its menu. Nothing the engine allows is unreachable.
"""

import pytest
from drive import app

from tabletop.engine.rng import Rng
from tabletop.games import get_game
from tabletop.ui.games import make_ui
from tabletop.ui.layout import load_layout

G = get_game("austin-powers")
VERBS: set[str] = set()
#: what random games of every size reach (so the check above really covers them)
EVERY_SIZE = {"agent", "shag", "assassinate", "swinger", "ship", "end", "bone", "no-bone", "gesture", "copy",
              "no-copy", "discard-hand", "keep-hand", "propose-end", "accept-end", "refuse-end"}


def check_reachable(ui, s, seat):
    """Every legal action of `seat` has a gesture on the table drawn from its own view."""
    ui.bottom = seat
    view = G.view(s, seat)
    legal = G.legal_actions(s, seat)
    aff = ui.affordances(view, seat, legal)
    pieces = {p.pid: p for p in ui.pieces(view, seat)}
    places = {t.tid for t in ui.targets(view, seat)} | set(pieces)
    offered = aff.actions()
    missing = [G.format(a) for a in legal if a not in offered]
    assert not missing, f"unreachable: {missing}"
    VERBS.update(a.verb for a in legal)
    assert all(G.is_legal(s, a) for a in offered), "an affordance offers an illegal action"
    for pid, drops in aff.drags.items():
        assert pid in pieces, f"dragging {pid}, which is not on the table"
        assert pieces[pid].seat == seat and pieces[pid].kind == "card"
        for tid in drops:
            assert tid in places, f"dropping on {tid}, which is not on the table"
            acts = aff.drop_actions(pid, tid)
            if len(acts) > 1:
                opts = ui.drop_options(view, seat, pid, tid, acts)
                assert set(acts) <= {o.action for o in opts if o.enabled}, (pid, tid)
    for pid in aff.clicks:
        assert pid in pieces, f"clicking {pid}, which is not on the table"
    return len(legal)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_legal_action_has_a_gesture(players):
    app()  # fonts and a display for the adapter
    ui = make_ui(G, load_layout(f"austin-powers-{players}"))
    checked = 0
    VERBS.clear()
    for seed in range(2):
        copies = {"happening_copy": "optional"} if seed == 0 else {}  # AP-7.6: both ways (no-copy)
        s = G.new_state(G.default_setup(seed * 31 + players, players, options={"end_by_agreement": True,
                                                                               **copies}))
        rng = Rng(seed + 100 * players)
        steps = 0
        while s.result is None and steps < 260:
            for seat in G.to_act(s) + G.interjectors(s):  # those who may step in too (AP-7.7)
                checked += check_reachable(ui, s, seat)
            actors = G.to_act(s)
            legal = G.legal_actions(s, actors[rng.randbelow(len(actors))])
            legal = [a for a in legal if a.verb != "accept-end"] or legal  # keep the game going
            G.play(s, legal[rng.randbelow(len(legal))])
            steps += 1
    assert checked > 300
    assert EVERY_SIZE | ({"help"} if players > 2 else set()) <= VERBS, sorted(VERBS)
