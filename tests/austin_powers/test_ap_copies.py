"""The copies of a gesture as the source plays them (AP-7.3, AP-7.4, AP-7.6 [T]): everyone
copies (forced, the default, as the source suggests), in the order they answer, and the last
to copy is hit; when the last copies came together the user picks among them. Optional copies
remain an option, and the table remembers whose gesture went unanswered (`APState.ignored`)."""

from ap_script import G, card, legal, play_all, position, refused, texts, waiting


def four(options=None):
    return position(players=[
        dict(name="Ann", side="austin", hand=["Jet-Lag Time Warp", "Swinging Photo Shoot"],
             field=["Commander Paisley"]),
        dict(name="Bo", side="evil", score=["Baron von Monocle"], hand=["Minion Strike"]),
        dict(name="Cy", side="austin", score=["Agent Honeytrap"]),
        dict(name="Di", side="evil", score=["Lady Lacquer"]),
    ], options=options or {})


def test_everyone_may_copy_and_the_order_of_the_copies_is_the_order_they_come_AP_7_6():
    s = four()
    assert s.options.happening_copy == "forced"
    play_all(s, "P1 gesture")                                    # Ann makes the peace sign
    assert waiting(s) == [2, 3, 4]                               # anyone may copy first
    assert legal(s, 4) == ["P4 copy"]                            # copying is compulsory
    err = refused(s, "P2 no-copy")
    assert err.rule == "AP-7.6"
    play_all(s, "P4 copy")                                       # Di is quickest
    assert waiting(s) == [2, 3]
    play_all(s, "P2 copy", "P3 copy")                            # then Bo, and Cy is last
    assert waiting(s) == [1] and s.gesture.copiers == [3, 1, 2]
    assert legal(s, 1) == [f"P1 show #{c}" for c in s.hands[0]]  # one clear last: no target to pick
    events = play_all(s, 'P1 show "Jet-Lag Time Warp"')
    assert "Ann shows Jet-Lag Time Warp: it hits Cy, the last to copy." in texts(events)
    assert s.scores[2] == [] and s.scores[3] != []               # Cy lost his top score card; Di kept hers


def test_the_target_is_whoever_copies_last_whatever_the_seats_AP_7_4():
    for order, hit in (((2, 3, 4), 4), ((3, 4, 2), 2), ((4, 2, 3), 3)):
        s = four()
        play_all(s, "P1 gesture", *(f"P{p} copy" for p in order))
        play_all(s, 'P1 show "Jet-Lag Time Warp"')
        assert [len(s.scores[p]) for p in (1, 2, 3)] == [0 if p + 1 == hit else 1 for p in (1, 2, 3)]


def test_two_copies_that_came_together_let_the_user_pick_AP_7_4():
    s = four()
    play_all(s, "P1 gesture", "P3 copy", "P2 copy")
    play_all(s, "P4 copy together")               # Di's copy came with Bo's: too close to tell
    assert s.gesture.last() == [1, 3]
    jet, photo = card(s, "Jet-Lag Time Warp"), card(s, "Swinging Photo Shoot")
    assert legal(s, 1) == [f"P1 show #{jet} P2", f"P1 show #{jet} P4", f"P1 show #{photo} P2",
                           f"P1 show #{photo} P4"]
    err = refused(s, f"P1 show #{jet}")
    assert (err.rule, err.reason) == ("AP-7.4", "The last copies came together (Bo, Di): pick which of them "
                                                "the happening hits.")
    err = refused(s, f"P1 show #{jet} P3")                     # Cy copied first: not among the last
    assert err.rule == "AP-7.4"
    events = play_all(s, f"P1 show #{jet} P2")                  # Ann picks Bo
    assert "Ann shows Jet-Lag Time Warp: the last copies came together, and Ann picks Bo." in texts(events)
    assert s.scores[1] == [] and s.scores[3] != []


def test_a_copy_comes_together_only_with_one_before_it_AP_7_4():
    s = four()
    play_all(s, "P1 gesture")
    err = refused(s, "P3 copy together")
    assert (err.rule, err.reason) == ("AP-7.4", "Nobody has copied the gesture yet: the first copy cannot come "
                                                "together with another.")
    play_all(s, "P3 copy", "P4 copy together", "P2 copy")
    assert s.gesture.last() == [1]                             # Bo came after the pair: Bo is last
    jet = card(s, "Jet-Lag Time Warp")
    err = refused(s, f"P1 show #{jet} P4")
    assert (err.rule, err.reason) == ("AP-7.4", "Bo copied last: the happening hits Bo.")


def test_three_copies_chained_together_are_all_candidates():
    s = four()
    play_all(s, "P1 gesture", "P2 copy", "P3 copy together", "P4 copy together")
    assert s.gesture.last() == [1, 2, 3]
    assert {a.split()[-1] for a in legal(s, 1)} == {"P2", "P3", "P4"}


def test_the_log_says_a_copy_came_together():
    s = four()
    play_all(s, "P1 gesture", "P2 copy")
    events = play_all(s, "P3 copy together")
    assert texts(events) == ["Cy copies the gesture at the same moment as Bo."]
    assert G.format(G.parse(s, "P4 copy together")) == "P4 copy together"
    assert G.format(G.parse(s, "P4 copy")) == "P4 copy"


def test_the_rules_reference_states_the_default_and_the_docs_the_source_AP_7_6():
    from pathlib import Path
    from tabletop.games.austin_powers.rules import RULES
    r = RULES["AP-7.6"]
    assert r.tag == "T" and r.option == "happening_copy"
    # the players read what the table does; the option and the source's remark are in the docs
    assert "everyone must copy" in r.text and "the last to copy is the target" in r.text
    assert "happening_copy" not in r.text
    assert "the order in which they copy is the order in which they answer" in r.text and "picks" in r.text
    from tabletop.ai.reaction import TIE_SECONDS
    assert f"less than {TIE_SECONDS:g} seconds apart" in r.text       # the window the doors use
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


def test_copy_together_is_the_doors_word_accepted_never_listed():
    """The legal list names the answer a player chooses (``copy``); whether it came together
    with the copy before is the clock's word, which the door adds (AP-7.6)."""
    import dataclasses
    s = four()
    play_all(s, "P1 gesture", "P2 copy")
    assert legal(s, 3) == ["P3 copy"]                          # the choice: copy
    copy = G.parse(s, "P3 copy")
    assert G.refusal(s, dataclasses.replace(copy, together=True)) is None
    err = G.refusal(s, dataclasses.replace(copy, together=43))
    assert err is not None and err.rule == "AP-7.4"
