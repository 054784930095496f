"""Lessons, headless: every shipped lesson is completed by performing its expected actions,
and a wrong action at every step is explained and not played."""

import json

import pytest

from tabletop.cli import main
from tabletop.engine.errors import DataError, TabletopError
from tabletop.engine.serial import state_hash
from tabletop.teach.actions import Pattern, read_action
from tabletop.teach.catalog import Progress, catalog, find_lesson, lesson_files, progress_path
from tabletop.teach.lesson import LessonRun, load_lesson
from tabletop.teach.lessoncheck import check_lesson

LESSONS = [e.path for e in catalog()]


def wrong_actions(run: LessonRun):
    """The wrong actions to try at this step: the lesson's foreseen mistakes, a legal action
    that is not the step's, and an action by the other seat (not their moment)."""
    out = []
    for m in run.step.mistakes:
        out.append((read_action(run.game, run.state, m.do), m))
    for a in run.game.legal_actions(run.state, run.learner):
        if not run.accepts(a):
            out.append((a, None))
            break
    other = 1 - run.learner
    for a in run.game.legal_actions(run.state):  # the learner's; an intruder tries the same verb
        out.append((type(a)(other, *[v for _, _, v in a.args()]), None))
        break
    return out


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
def test_every_lesson_is_completed_and_every_wrong_action_explained(path):
    lesson = load_lesson(path)
    run = LessonRun(lesson)
    assert lesson.steps
    while not run.done:
        if run.pending:  # a new exercise: nothing is played on the old table, Next exercise goes on
            legal = run.game.legal_actions(run.state, run.learner)
            if legal:
                v = run.attempt(legal[0])
                assert not v.accepted and "Next exercise" in v.message
            run.switch()
            assert not run.pending
        step = run.step
        if step.trial is not None:  # a deck or a setup: the table's actions are not the step's
            legal = run.game.legal_actions(run.state, run.learner)
            if legal:
                assert not run.attempt(legal[0]).accepted
            v = run.try_it()
            assert v.accepted and all(f"[{r}]" in v.message for r in step.cites) and v.message.endswith(v.note)
            continue
        tried = wrong_actions(run)
        assert tried, f"step {run.index + 1}: no wrong action to try"
        for action, mistake in tried:
            before = state_hash(run.state)
            v = run.attempt(action)
            assert not v.accepted, f"step {run.index + 1}: {run.game.format(action)} was accepted"
            assert state_hash(run.state) == before, "a wrong action was played"
            assert v.message
            if v.legal:
                assert v.message.startswith(step.explain_wrong or "That's legal, but this lesson wants you to ")
            else:
                assert f"[{v.rule}]" in v.message
                if mistake and mistake.rule:
                    assert v.rule == mistake.rule
            if mistake and mistake.explain:
                assert v.message.endswith(mistake.explain)
        expected = run.expected()
        assert expected, f"step {run.index + 1}: nothing legal fits do = {[p.text for p in step.do]}"
        index = run.index
        before = state_hash(run.state)
        v = run.attempt(expected[-1])   # the last candidate: not always the one the checker plays
        assert v.accepted, v.message
        said = f"[{step.rule}] {step.after}" if step.wrong else step.after
        tail = said + (f"\n{v.note}" if v.note else "")
        assert v.message.endswith(tail) and (step.wrong or v.message == tail), v.message
        assert all(r in v.note for r in step.rules())  # every rule the step exercises, named
        if step.wrong:  # a wrong action tried: refused as the step says, nothing played
            assert v.rule == step.rule and state_hash(run.state) == before
        assert run.index == index + 1
    assert run.step is None
    assert check_lesson(load_lesson(path)).ok


@pytest.mark.parametrize("game", ["afterworld", "austin-powers"])
def test_at_least_five_lessons_per_game_in_order(game):
    entries = catalog(game)
    assert len(entries) >= 5
    assert [e.order for e in entries] == sorted({e.order for e in entries})
    assert all(not e.problem for e in entries)


def test_every_step_says_one_short_imperative_sentence():
    for path in lesson_files():
        for step in load_lesson(path).steps:
            assert step.say[0].isupper() and step.say.rstrip().endswith((".", "!")), step.say
            assert len(step.say) <= 160


def test_a_text_written_over_several_lines_reads_as_one_paragraph():
    # aw-4's intro is a TOML multi-line string: the box showed its source's line breaks,
    # ragged half lines; a blank line is still a new paragraph, and Japanese joins unspaced
    lesson = load_lesson(next(p for p in lesson_files() if p.stem == "aw-05-battle"))
    assert "\n" not in lesson.intro
    assert "the enemy units and the enemy territory of that square" in lesson.intro
    from tabletop.teach.lessonfile import reflow
    assert reflow("One line\nand its end.\n\nA new one.") == "One line and its end.\nA new one."
    assert reflow("部隊は\n戦います。") == "部隊は戦います。"


def test_a_legal_but_other_action_is_explained_and_not_played():
    run = LessonRun(find_lesson("aw-1-food-and-gold"))
    delta = read_action(run.game, run.state, 'P1 expend "Valley of the Kings"')
    v = run.attempt(delta)
    assert not v.accepted and v.legal and v.rule is None
    assert v.message == ("That's legal, but this lesson wants you to click the Nile Delta on a1 to "
                         "expend it for Food.")
    assert run.state.sides[0].food == 0 and run.index == 0


def test_a_refused_action_gives_the_engine_reason_the_rule_and_the_teachers_words():
    run = LessonRun(find_lesson("aw-1-food-and-gold"))
    v = run.attempt(read_action(run.game, run.state, 'P1 expend "Mead Hall"'))
    assert (v.accepted, v.rule) == (False, "AW-6.1")
    assert v.message == ("Mead Hall is not one of your territories. [AW-6.1] Rows 3 and 4 are player 2's "
                         "empire: you only expend your own territories.")


def test_any_pattern_accepts_every_move_of_the_division_and_only_those():
    run = LessonRun(find_lesson("aw-3-movement"))
    squares = sorted(run.game.format(a).split()[-1] for a in run.expected())
    assert squares == ["a1", "b1", "c1", "d1"]
    v = run.attempt(read_action(run.game, run.state, "P1 move d2 F1"))
    assert not v.accepted and v.legal
    assert run.attempt(read_action(run.game, run.state, "P1 move d1 c1")).accepted


def test_a_named_card_matches_any_copy_of_it():
    p = Pattern.read('P1 deploy "Jackal Spearman" d1')
    from tabletop.games import get_game
    from tabletop.games.afterworld.position import build
    g = get_game("afterworld")
    s = build(g, {"P1": {"hand": ["Jackal Spearman", "Jackal Spearman"]}})
    deploys = [a for a in g.legal_actions(s) if a.verb == "deploy" and a.division == 1]
    assert len(deploys) == 2 and all(p.matches(g, s, a, 0) for a in deploys)
    assert not Pattern.read("any deploy * d2").matches(g, s, deploys[0], 0)
    assert Pattern.read("any deploy").matches(g, s, deploys[0], 0)


def test_undo_goes_back_a_whole_step_with_the_other_sides_moves():
    run = LessonRun(find_lesson("aw-2-building-a-division"))
    start = state_hash(run.state)
    assert not run.undo_step()
    run.finish_with()
    assert run.done
    while run.undo_step():
        pass
    assert run.index == 0 and state_hash(run.state) == start


def test_then_actions_play_the_other_side():
    run = LessonRun(find_lesson("ap-2-shag-showdown"))
    run.attempt(run.expected()[0])
    assert [run.game.pool.by_key[run.state.cards[b.card]].name for b in run.state.showdown.bones] == \
        ["Release the hamsters!"]
    assert run.game.to_act(run.state) == [0]


def test_highlights_name_table_pieces():
    run = LessonRun(find_lesson("aw-3-movement"))
    ids, other = run.highlight_ids()
    assert ids[:2] == ["division:0:1", "token:0:1"]          # "d1" is the division
    assert "square:4" in ids                                  # "square d1" is the square
    assert other == []
    run = LessonRun(find_lesson("aw-1-food-and-gold"))
    ids, other = run.highlight_ids()
    assert other == ["p1.pool"] and ids == [f"card:{run.state.world[1]}"]


BROKEN = '''
game = "afterworld"
title = "x"
order = 1
intro = "x"
[position]
[[step]]
say = "Do something with a sentence that goes on and on and on and on and on and on and on and on and on and on and on and on and on and on and on and on and on and on and on."
highlight = ["square z9", "division d7"]
do = ["P1 expnd a1", "any"]
then = ["P2 pas"]
check = { fod = { P1 = 1 } }
mistakes = [ { do = "P1 pass", rule = "AW-0.1", explain = 3 } ]
'''


def test_a_broken_lesson_lists_every_problem_located(tmp_path):
    p = tmp_path / "l.toml"
    p.write_text(BROKEN)
    with pytest.raises(DataError) as e:
        load_lesson(p)
    text = str(e.value)
    assert f"{p}:8: step[0].say: one short sentence, please: 168 characters (at most 160); put the rest in 'after'" in text
    lines = [int(x.split(":")[1]) for x in text.splitlines()]
    assert lines == sorted(lines)
    assert f"{p}:9: step[0].highlight[0]: 'square z9': no such square" in text
    assert f"{p}:9: step[0].highlight[1]: 'division d7': no such division" in text
    assert f"{p}:10: step[0].do[0]: 'P1 expnd a1': unknown action 'expnd' (did you mean 'expend'?)" in text
    assert f"{p}:10: step[0].do[1]: 'any': expected an action" in text
    assert f"{p}:11: step[0].then[0]: 'P2 pas': unknown action 'pas' (did you mean 'pass'?)" in text
    assert f"{p}:12: step[0].check.fod: unknown check (did you mean 'food'?)" in text
    assert f"{p}:13: step[0].mistakes[0].explain: must be a text in quotes" in text
    assert f"{p}:13: step[0].mistakes[0].rule: no rule 'AW-0.1' in Afterworld" in text


def test_find_a_lesson_by_name_beginning_or_title():
    assert find_lesson("aw-03").name == "aw-03-movement"
    assert find_lesson("aw-3-movement").name == "aw-03-movement"   # the name it had before
    assert find_lesson("A shag showdown").name == "ap-02-shag-showdown"
    with pytest.raises(TabletopError, match="could be"):
        find_lesson("aw")
    with pytest.raises(TabletopError, match=r"no lesson called 'aw-9-mvement' \(did you mean"):
        find_lesson("aw-9-mvement")


def test_progress_is_kept_between_runs_and_a_damaged_file_is_set_aside():
    p = Progress.load()
    assert p.completed == set() and not p.warning
    p.complete("aw-1-food-and-gold")
    assert "aw-1-food-and-gold" in Progress.load()
    data = json.loads(progress_path().read_text())
    assert data["completed"] == ["aw-1-food-and-gold"]
    progress_path().write_text("{ not json")
    p = Progress.load()
    assert p.completed == set()
    assert "damaged lesson progress" in p.warning and "lessons.json.bad" in p.warning
    assert progress_path().with_name("lessons.json.bad").read_text() == "{ not json"
    p.complete("aw-2-building-a-division")
    assert Progress.load().completed == {"aw-2-building-a-division"}


def test_lesson_command_lists_lessons_with_progress(capsys):
    Progress({"aw-2-building-a-division"}).save()   # done under the name it had before
    assert main(["lesson"]) == 0
    out = capsys.readouterr().out
    assert "Afterworld:" in out and "Austin Powers CCG:" in out
    assert "[x] aw-02-divisions" in out
    assert "[ ] aw-01-food-and-gold" in out
    assert "Afterworld: 3 of 55 rules learned, 1 of 11 lessons done" in out
    assert "next: aw-01-food-and-gold" in out
    assert "Open one with: tabletop lesson NAME" in out


def test_lesson_command_with_an_unknown_name_is_a_message_not_a_traceback(capsys):
    assert main(["lesson", "nonesuch"]) == 2
    assert "tabletop: no lesson called 'nonesuch'" in capsys.readouterr().err


def test_lesson_files_pass_the_scenario_runner(capsys):
    assert main(["scenario", "run", "--quiet", *map(str, LESSONS)]) == 0


def test_a_then_action_that_cannot_be_played_takes_the_step_back_with_a_message(tmp_path):
    p = tmp_path / "l.toml"
    p.write_text('''game = "afterworld"
title = "x"
order = 1
intro = "x"
[position]
step = "move"
[[position.P1.divisions]]
commander = "Sun Barque"
units = ["Jackal Spearman"]
[[step]]
say = "Move."
do = "any move d1"
then = ["P2 pass"]
''')
    run = LessonRun(load_lesson(p))
    start = state_hash(run.state)
    with pytest.raises(TabletopError, match=r"step 1: the other side's action 'P2 pass' cannot be played: "
                                            r"Player 2 may not act now"):
        run.attempt(run.expected()[0])
    assert run.index == 0 and state_hash(run.state) == start and not run.marks
    assert not check_lesson(load_lesson(p)).ok
