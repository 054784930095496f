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


def test_by_default_everyone_copies_in_seat_order_and_the_last_is_the_target_AP_7_6():
    s = four()
    assert s.options.happening_copy == "forced"
    play_all(s, "P1 gesture")
    assert waiting(s) == [2] and legal(s, 2) == ["P2 copy"]     # one at a time, after the user
    err = refused(s, "P2 no-copy")
    assert err.rule == "AP-7.6"
    err = refused(s, "P4 copy")                                  # no race: Di's turn comes last
    assert (err.rule, err.reason) == ("AP-4.1", "Di may not act now: waiting for Bo.")
    play_all(s, "P2 copy")
    assert waiting(s) == [3]
    play_all(s, "P3 copy", "P4 copy")
    assert waiting(s) == [1] and s.gesture.copiers == [1, 2, 3]
    play_all(s, 'P1 show "Jet-Lag Time Warp"')
    assert s.scores[3] == []                     # Di, the player before Ann, lost her top score card


def test_the_target_is_the_player_before_the_user_AP_7_6():
    s = four()
    play_all(s, "P1 end", "P1 keep-hand")                         # Bo's turn
    play_all(s, "P2 gesture")
    order = []
    while s.gesture is not None and waiting(s) != [2]:
        (p,) = waiting(s)
        order.append(p)
        play_all(s, f"P{p} copy")
    assert order == [3, 4, 1]                                     # Cy, Di, then Ann: before Bo


def test_the_rules_reference_states_the_default_and_the_docs_the_source_AP_7_6():
    from pathlib import Path
    from tabletop.games.austin_powers.rules import RULES
    r = RULES["AP-7.6"]
    assert r.tag == "T" and r.option == "happening_copy"
    # the players read what the table does; the option and the source's remark are in the docs
    assert "everyone must copy" in r.text and "the last to copy is the target" in r.text
    assert "happening_copy" not in r.text
    changes = (Path(__file__).resolve().parents[2] / "docs" / "spec-changes.md").read_text()
    assert "`happening_copy` = `forced`" in changes and "does not work" in changes


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
