"""The one door (tabletop/play/table.py): every action committed to a match goes through
`Table.commit`, and what it refuses changes nothing."""

from tabletop.engine.history import Match
from tabletop.games.registry import entry
from tabletop.play import COMPUTER, Seat, Table


def table(game="afterworld", players=2, seed=1):
    g = entry(game).load()
    m = Match(g, g.default_setup(seed=seed, players=players))
    return Table(m, [Seat(f"P{i + 1}") for i in range(players)])


def test_an_action_for_another_seat_is_refused_and_changes_nothing():
    t = table()
    actor = t.match.to_act()[0]
    action = t.match.legal_actions(actor)[0]
    before, version = t.match.game.hash(t.match.state), t.match.version
    other = 1 - actor
    out = t.commit(action, source="remote", seat=other)
    assert not out.ok and out.refusal is not None
    assert f"plays for P{other + 1} only" in str(out.refusal)
    assert t.match.game.hash(t.match.state) == before and t.match.version == version
    assert t.commit(action, source="remote", seat=actor).ok


def test_a_stale_action_is_not_played_and_says_so():
    t = table()
    first = t.match.legal_actions()[0]
    seen = t.match.version
    assert t.commit(first).ok
    out = t.commit(t.match.legal_actions()[0], version=seen)
    assert out.stale and not out.ok
    assert len(t.match.history) == 1


def test_an_illegal_action_carries_the_engines_rule_and_changes_nothing():
    t = table()
    actor = t.match.to_act()[0]
    out = t.commit(f"P{2 - actor} pass")  # not this seat's turn
    assert out.refusal is not None and "[" in str(out.refusal)
    assert t.match.history == []
    bad = t.commit("no such action at all")
    assert bad.refusal is not None and bad.action is None


def test_listeners_hear_every_change_once_and_are_never_reentered():
    t = table("austin-powers", 3)
    heard, depth = [], [0]

    def listener(note):
        depth[0] += 1
        assert depth[0] == 1, "a listener was re-entered"
        heard.append((note.kind, note.source, note.version))
        # a listener may commit (the table giving a forced answer while it redraws)
        if note.kind == "play" and len(heard) < 4 and not t.match.over:
            t.commit(t.match.legal_actions()[0], source="given")
        depth[0] -= 1

    t.listen(listener)
    t.commit(t.match.legal_actions()[0], source="here")
    assert [k for k, _, _ in heard] == ["play"] * 4
    assert [s for _, s, _ in heard] == ["here", "given", "given", "given"]
    assert [v for _, _, v in heard] == sorted({v for _, _, v in heard})
    t.undo()
    assert heard[-1][0] == "undo" and len(t.match.history) == 3
    t.redo()
    assert heard[-1][0] == "redo" and len(t.match.history) == 4
    assert t.counts == {"here": 1, "given": 3}
