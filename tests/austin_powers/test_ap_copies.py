"""Forced copies are the default (AP-7.6 [T], as the source suggests); optional copies remain
an option, and the table remembers whose gesture went unanswered (`APState.ignored`)."""

from ap_script import G, legal, play_all, position, refused, waiting


def four(options=None):
    return position(players=[
        dict(name="Ann", side="austin", hand=["Jet-Lag Time Warp", "Swinging Photo Shoot"],
             field=["Commander Paisley"]),
        dict(name="Bo", side="evil", score=["Baron von Monocle"], hand=["Minion Strike"]),
        dict(name="Cy", side="austin", score=["Agent Honeytrap"]),
        dict(name="Di", side="evil", score=["Lady Lacquer"]),
    ], options=options or {})


def test_by_default_everyone_copies_and_only_the_order_counts_AP_7_6():
    s = four()
    assert s.options.happening_copy == "forced"
    play_all(s, "P1 gesture")
    assert [legal(s, p) for p in (2, 3, 4)] == [["P2 copy"], ["P3 copy"], ["P4 copy"]]
    err = refused(s, "P2 no-copy")
    assert err.rule == "AP-7.6"
    play_all(s, "P3 copy", "P2 copy", "P4 copy")
    assert waiting(s) == [1] and s.gesture.copiers == [2, 1, 3]   # Di, copying last, is the target


def test_the_rules_reference_states_the_default_and_the_source_AP_7_6():
    from tabletop.games.austin_powers.rules import RULES
    r = RULES["AP-7.6"]
    assert r.tag == "T" and r.option == "happening_copy"
    assert "happening_copy = forced, the default" in r.text and "does not work" in r.text


def test_optional_copies_remember_a_gesture_nobody_copied_until_somebody_copies():
    s = four({"happening_copy": "optional"})
    play_all(s, "P1 gesture", "P2 no-copy", "P3 no-copy", "P4 no-copy")
    assert s.ignored == [0] and s.gestures_failed == [0]
    play_all(s, "P2 gesture", "P1 no-copy", "P3 no-copy", "P4 no-copy")
    assert s.ignored == [0, 1]
    play_all(s, "P1 end", "P1 keep-hand")                         # the turn ends: ignored stays
    assert s.gestures_failed == [] and s.ignored == [0, 1] and s.turn_player == 1
    play_all(s, "P1 gesture", "P3 no-copy", "P4 copy", "P2 no-copy")
    assert s.ignored == []                                        # somebody went along
    assert G.view(s, 2).ignored == []                             # public: every view has it
