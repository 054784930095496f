"""Check a lesson headless, step by step: every expected action accepted, every foreseen
mistake refused with its words, the checks after each step (`tabletop scenario run`)."""

from __future__ import annotations

from typing import Callable

from ..engine.errors import TabletopError
from ..engine.serial import state_hash
from .patterns import read_action
from .checks import run_checks
from .lesson import Lesson, LessonRun, Verdict
from .scenario import Report, StepReport, step_label


def check_lesson(lesson: Lesson, echo: Callable[[str], None] | None = None) -> Report:
    """Play the lesson through its steps and check everything a learner would meet.

    Per step: a new exercise is put on the table; the highlights name things of the
    position; each foreseen mistake is refused citing its rule (or is legal but not the
    step's) and leaves the state as it was; an expected action is legal and accepted; the
    `then` actions are legal; the checks hold, and so does what the step `shows` of each
    rule; and afterwards the game waits for the learner again (until the last step, or a
    new exercise). A deck or setup step's answer cites exactly the rules it names.
    The report lists the rules exercised and everything said to the learner.
    """
    report = Report(lesson.path, lesson.title)
    run = LessonRun(lesson)
    for n, step in enumerate(lesson.steps, 1):
        details: list[str] = []
        ok = True
        if run.pending:
            run.switch()
            details.append("a new exercise: the table is set to this step's position")
        if step.trial is not None:
            ok = _check_trial(run, step, report, details)
            if not report.add(StepReport(step_label(n, step.line, step.say), ok, details), echo, len(lesson.steps) - n):
                break
            continue
        _, other = run.highlight_ids()
        players = run.state.seats
        for ref in other:
            if not lesson.teacher.is_zone(ref, players) and lesson.teacher.game.pool.find(ref) is not None:
                ok = False
                details.append(f"highlight {ref!r}: no such card is visible in this position")
        for m in step.mistakes:
            before = state_hash(run.state)
            try:
                action = read_action(run.game, run.state, m.do)
            except TabletopError as exc:
                ok = False
                details.append(f"mistake {m.do!r}: cannot read it: {exc}")
                continue
            v = run.attempt(action)
            report.said.append(v.message)
            if v.accepted:
                ok = False
                details.append(f"mistake {m.do!r} is accepted: it is one of this step's actions")
                run.undo_step()
                continue
            if m.rule and v.rule != m.rule:
                ok = False
                details.append(f"mistake {m.do!r}: expected refused citing {m.rule}, got "
                               + (f"{v.rule}: {v.message}" if v.rule else "legal"))
            elif state_hash(run.state) != before:
                ok = False
                details.append(f"mistake {m.do!r} changed the position")
            else:
                details.append(f"mistake {m.do!r} explained: {v.message}")
                if m.rule and v.rule == m.rule:
                    report.exercised.setdefault(m.rule, "refused")
        choices = run.expected()
        if not choices:
            ok = False
            details.append("no legal action fits this step's do = " + ", ".join(p.text for p in step.do))
        else:
            words = run.game.describe(run.state, choices[0])
            held = {rid: not run_checks(run.game, run.state, c, lesson.teacher.checks)
                    for rid, c in step.shows.items()}
            before = state_hash(run.state)
            try:
                v = run.attempt(choices[0])
            except TabletopError as exc:
                v = Verdict(False, f"a 'then' action fails: {exc}")
            report.said.append(v.message)
            if not v.accepted:
                ok = False
                details.append(f"expected action {run.game.format(choices[0])} not accepted: {v.message}")
            elif step.wrong is not None and (v.rule != step.rule or state_hash(run.state) != before):
                ok = False
                details.append(f"try {step.wrong!r}: expected refused citing {step.rule}, got "
                               + (f"{v.rule}" if v.rule else "legal") + " (and nothing changed)")
            else:
                if step.wrong is not None:
                    report.exercised.setdefault(step.rule or "", "refused")
                    words = f"tried {step.wrong!r}, refused: {v.message}"
                details.append(f"played: {words}" + (f" Then: {', '.join(step.then)}" if step.then else ""))
                misses = run_checks(run.game, run.state, step.checks, lesson.teacher.checks)
                if misses:
                    ok = False
                    details.extend(misses)
                elif step.checks:
                    details.append("checked: " + ", ".join(step.checks))
                for rid, c in step.shows.items():
                    misses = run_checks(run.game, run.state, c, lesson.teacher.checks)
                    if misses:
                        ok = False
                        details.extend(f"shows {rid}: {x}" for x in misses)
                    else:
                        report.exercised.setdefault(rid, "shown")
                        details.append(f"shows {rid}: " + ", ".join(c) +
                                       (" (already so before the step)" if held[rid] else ""))
                if run.pending:
                    pass  # the next step starts a new exercise: whatever this one left
                elif not run.done and run.state.result is None:
                    waiting = run.game.to_act(run.state)
                    if run.learner not in waiting:
                        ok = False
                        details.append(f"after this step the game waits for "
                                       f"{', '.join(f'P{w + 1}' for w in waiting) or 'nobody'}, not the "
                                       f"learner (P{run.learner + 1}): add their actions to 'then'")
                elif not run.done:
                    ok = False
                    details.append("the game is over, but the lesson has more steps")
        if not report.add(StepReport(step_label(n, step.line, step.say), ok, details), echo, len(lesson.steps) - n):
            break
    return report


def _check_trial(run: LessonRun, step, report: Report, details: list[str]) -> bool:
    """A deck or setup step: the engine's answer cites exactly the rules the step names."""
    try:
        found = run.findings()
    except TabletopError as exc:
        details.append(f"the {step.trial} cannot be tried: {exc}")
        return False
    cited = {r for f in found for r in f.rules}
    if not found:
        details.append(f"the engine finds nothing wrong with this {step.trial}")
        return False
    if cited != set(step.cites):
        details.append(f"the engine's answer cites {', '.join(sorted(cited)) or 'no rule'}, "
                       f"the step names {', '.join(sorted(step.cites))}")
        return False
    v = run.try_it()
    report.said.append(v.message)
    for r in step.cites:
        report.exercised.setdefault(r, "cited")
    details.extend(f"the engine says: {f.text}" for f in found)
    return v.accepted
