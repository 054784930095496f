"""Every rule of both games is taught: the lessons together name and exercise every rule id of
each game's rulebook (the spec's ids, and the few this program adds), in English and in
Japanese.

Exercised means the lesson's run reaches it, as `tabletop scenario run` plays it: the engine
refuses a wrong action citing the rule, a step's `shows` checks of the rule hold once the step
is done, or the engine's answer to a deck or setup step cites it. Named means the learner
reads the rule's id in what the lesson says on its way (a refusal ends with ``[AW-6.1]``; a step
done lists the rules it showed), in each language. A mention in a file that the run never
reaches counts for nothing.
"""

from __future__ import annotations

import re
from collections import defaultdict

import pytest

from tabletop import words
from tabletop.teach.catalog import catalog, is_done, shares
from tabletop.teach.lessoncheck import check_lesson
from tabletop.teach.lessonfile import load_lesson
from tabletop.teach.rulebook import rules_of
from tabletop.persist.progress import Progress

GAMES = ("afterworld", "austin-powers")
RULE_ID = re.compile(r"\b(A[WP]-\d+\.\d+)\b")


def taught(lang: str) -> tuple[dict[str, dict[str, str]], dict[str, set[str]], dict[str, list[str]]]:
    """Per game: rule -> how the lessons exercised it; rule ids named in what the runs said;
    lessons whose run failed."""
    exercised: dict[str, dict[str, str]] = defaultdict(dict)
    named: dict[str, set[str]] = defaultdict(set)
    failed: dict[str, list[str]] = defaultdict(list)
    words.set_language(lang)
    try:
        for e in catalog():
            lesson = load_lesson(e.path)
            report = check_lesson(lesson)
            if not report.ok:
                failed[lesson.game].append(lesson.name)
            for rid, how in report.exercised.items():
                exercised[lesson.game].setdefault(rid, f"{how} in {lesson.name}")
            for text in report.said:
                named[lesson.game].update(RULE_ID.findall(text))
    finally:
        words.set_language("en")
    return exercised, named, failed


@pytest.fixture(scope="module")
def english():
    return taught("en")


@pytest.fixture(scope="module")
def japanese():
    return taught("ja")


def every_rule(game: str) -> list[str]:
    return [r.id for r in rules_of(game) if not r.section]


@pytest.mark.parametrize("game", GAMES)
def test_every_rule_of_the_game_is_exercised_by_a_lesson(game, english):
    exercised, _, failed = english
    assert not failed[game], f"lessons that do not pass the runner: {failed[game]}"
    rules = every_rule(game)
    missing = [r for r in rules if r not in exercised[game]]
    assert len(rules) >= 40
    assert not missing, f"{game}: {len(rules) - len(missing)} of {len(rules)} rules exercised; not: {missing}"


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game", GAMES)
def test_every_rule_is_named_in_what_the_learner_reads(game, lang, english, japanese):
    exercised, named, _ = english if lang == "en" else japanese
    missing = [r for r in every_rule(game) if r not in named[game]]
    assert not missing, f"{game} ({lang}): rules exercised but never named to the learner: {missing}"
    # and a rule named is one the run exercised, not a word in passing
    assert set(exercised[game]) <= named[game]


def test_the_rules_a_lesson_file_names_are_the_ones_its_run_exercises(english):
    """The lesson list's share of rules learned reads the files, not runs: the two agree."""
    exercised, _, _ = english
    for e in catalog():
        report = check_lesson(load_lesson(e.path))
        assert set(e.rules) == set(report.exercised), e.name


def test_the_share_of_rules_learned_counts_the_completed_lessons():
    entries = catalog("afterworld")
    first = entries[0]
    progress = Progress({first.name})
    share = next(s for s in shares(progress) if s.game == "afterworld")
    assert share.learned == len(set(first.rules)) > 0 and share.done == 1
    assert share.rules == len(every_rule("afterworld"))
    everything = Progress({e.name for e in catalog()})
    assert all(s.learned == s.rules and s.percent == 100 for s in shares(everything))
    assert is_done(first, Progress({*first.was})) if first.was else True
