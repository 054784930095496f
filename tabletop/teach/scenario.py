"""Scenario files: a prepared position, actions, and what each action should lead to.

A teacher writes a rules question or a puzzle as a file and `tabletop scenario run FILE`
answers it step by step, headless (tests run every shipped scenario the same way):

    game = "afterworld"
    title = "Out of the fortress, any forward arrow reaches any back-row square"

    [position]                      # the game's position data (games/<game>/position.py)
    step = "move"
    [[position.P1.divisions]]
    commander = "Sun Barque"
    units = ["Jackal Spearman"]

    [[step]]
    do = "P1 move d1 d1"            # an action in notation, card names in quotes
    check = { division_at = { d1 = "d1" }, moves = { d1 = 1 } }

    [[step]]
    do = "P1 move d1 d3"
    expect = "refused"              # default "legal"
    rule = "AW-8.2"                 # the rule the refusal must cite
    reason = "not one square away"  # optional: a piece of the refusal's sentence

A step without `do` only checks the position. `note` is printed with the step. The check
vocabulary is each game's (tabletop/teach/afterworld.py, austin_powers.py). Every mistake in
a file is reported at once as ``file:line: key: what is wrong``.

A lesson file (tabletop/teach/lesson.py) is checked by the same runner: `run_file` knows it
by its `intro`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from ..engine.errors import DataError, IllegalActionError, InvalidNotationError, Problem, TabletopError
from ..engine.game import Game, Setup, State
from ..engine.history import Match
from ..engine.schema import Field, check_table
from ..engine.serial import state_hash
from ..engine.tomlfile import TomlDoc, load_toml
from .patterns import read_action, static_problem
from .checks import read_checks, run_checks
from .teachers import Teacher, teacher
from ..words import tr

TOP = {
    "game": Field(str, help="the game, by the name `tabletop play` takes"),
    "title": Field(str, required=False, default=""),
    "about": Field(str, required=False, default="", help="the question or puzzle, in words"),
    "position": Field(dict, help="the prepared position: a [position] table"),
    "step": Field(list, required=False, default=[], help="[[step]] tables"),
}
STEP = {
    "do": Field(str, required=False, default=None, help="an action in notation"),
    "expect": Field(str, required=False, default="legal", choices=("legal", "refused")),
    "rule": Field(str, required=False, default=None, help="the rule id a refusal cites"),
    "reason": Field(str, required=False, default=None, help="a piece of the refusal's sentence"),
    "check": Field(dict, required=False, default={}),
    "note": Field(str, required=False, default=""),
}


@dataclass
class Step:
    line: int | None
    do: str | None
    expect: str = "legal"
    rule: str | None = None
    reason: str | None = None
    checks: dict[str, Any] = field(default_factory=dict)
    note: str = ""


@dataclass
class Scenario:
    path: str
    game: str
    title: str
    about: str
    steps: list[Step]
    teacher: Teacher
    doc: TomlDoc

    def start(self) -> State:
        return start(self)


def start(prepared) -> State:
    """A fresh state of the prepared position of a scenario or a lesson."""
    return prepared.teacher.position(prepared.doc.data["position"], prepared.doc, ("position",))


def read_game(doc: TomlDoc) -> Teacher:
    """The teacher of the file's `game`; DataError located at the key if missing or unknown."""
    from ..games import UnknownGameError
    name = doc.data.get("game")
    if not isinstance(name, str):
        from ..games.registry import names
        choices = " or ".join(f'"{n}"' for n in names())
        raise DataError(doc.problem(("game",), f"missing: say which game this is for (game = {choices})"))
    try:
        return teacher(name)
    except UnknownGameError as exc:
        raise DataError(doc.problem(("game",), str(exc))) from None


def known_rule(game: Game, rid: str) -> bool:
    from .rulebook import rules_of
    return any(r.id == rid for r in rules_of(game.name))


def load_scenario(path: str | Path) -> Scenario:
    """Read and check a scenario file; DataError lists every problem at once."""
    doc = load_toml(path)
    t = read_game(doc)
    problems: list[Problem] = []
    top = check_table(doc, (), doc.data, TOP, problems)
    steps = []
    for i, raw in enumerate(top.get("step", [])):
        at = ("step", i)
        st = check_table(doc, at, raw, STEP, problems)
        if not isinstance(raw, dict):
            continue
        if st.get("do") is not None:
            msg = static_problem(t.game, st["do"])
            if msg:
                problems.append(doc.problem(at + ("do",), msg))
        if st.get("rule") and not known_rule(t.game, st["rule"]):
            problems.append(doc.problem(at + ("rule",), f"no rule {st['rule']!r} in {t.game.title}"))
        if st.get("expect") == "refused" and st.get("do") is None:
            problems.append(doc.problem(at + ("expect",), "a refusal needs an action: add do = \"...\""))
        if st.get("expect") == "legal" and (st.get("rule") or st.get("reason")) and "expect" not in raw:
            problems.append(doc.problem(at + ("rule",), 'a rule is cited by a refusal: add expect = "refused"'))
        checks = read_checks(doc, at + ("check",), raw.get("check", {}), t.checks, t.game, problems)
        steps.append(Step(doc.line(at), st.get("do"), st.get("expect", "legal"), st.get("rule"),
                          st.get("reason"), checks, st.get("note", "")))
    state = None
    if "position" in top:
        try:
            state = t.position(doc.data["position"], doc, ("position",))
        except DataError as err:
            problems.extend(err.problems)
    if problems:
        raise DataError(sorted(problems, key=lambda p: p.line or 0))
    del state
    return Scenario(str(path), t.game.name, top.get("title") or Path(path).stem, top.get("about", ""),
                    steps, t, doc)


# ---- running ------------------------------------------------------------------------------------

@dataclass
class StepReport:
    """How one step went: `ok`, and the lines to print under it."""

    label: str
    ok: bool
    details: list[str] = field(default_factory=list)


@dataclass
class Report:
    path: str
    title: str
    steps: list[StepReport] = field(default_factory=list)
    broken: list[str] = field(default_factory=list)  # the file could not be read or run
    skipped: int = 0  # steps not run after a failure
    #: the rules a lesson's run exercised, and how: "refused" (the engine refused a mistake
    #: citing it), "shown" (a step's `shows` held once it was done), "cited" (the engine's
    #: answer to a deck or setup step cited it)
    exercised: dict[str, str] = field(default_factory=dict)
    #: everything the run said to the learner (the verdicts), in the language it ran in
    said: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.broken and all(s.ok for s in self.steps)

    def add(self, r: StepReport, echo: Callable[[str], None] | None, left: int) -> bool:
        """Note the step `r` (and echo it); after a failed one, the `left` steps after it are
        not run. Whether the run goes on."""
        self.steps.append(r)
        if echo:
            echo_step(r, echo)
        if not r.ok:
            self.skipped = left
        return r.ok


def step_label(n: int, line: int | None, do: str | None) -> str:
    where = f" (line {line})" if line else ""
    return f"step {n}{where}: {do if do else 'check the position'}"


def run_step(game: Game, t: Teacher, match: Match, step: Step) -> tuple[bool, list[str]]:
    """Play one scenario step on `match` (through its door, `Match.play`); (ok, details)."""
    details: list[str] = []
    if step.do is not None:
        try:
            action = read_action(game, match.state, step.do)
        except InvalidNotationError as exc:
            return False, [f"cannot read the action: {exc}"]
        err: IllegalActionError | None = None
        if step.expect == "legal":
            try:
                entry = match.play(action)
            except IllegalActionError as refused:
                return False, [f"expected legal, but it is refused: {refused.reason} [{refused.rule}]"]
            details.append(f"played: {tr(entry.words)}")  # the game's words in the language asked (--lang)
        else:
            try:
                match.play(action)
            except IllegalActionError as refused:
                err = refused
            if err is None:
                return False, ["expected refused, but it is legal"]
            bad = []
            if step.rule and err.rule != step.rule:
                bad.append(f"expected refused citing {step.rule}, got {err.rule}: {err.reason}")
            if step.reason and step.reason.casefold() not in err.reason.casefold():
                bad.append(f"expected a reason containing {step.reason!r}, got {err.reason!r}")
            if bad:
                return False, bad
            details.append(f"refused [{err.rule}]: {tr(err.reason)}")
    misses = run_checks(game, match.state, step.checks, t.checks)
    if misses:
        return False, details + misses
    if step.checks:
        details.append("checked: " + ", ".join(step.checks))
    return True, details


def run_scenario(sc: Scenario, echo: Callable[[str], None] | None = None) -> Report:
    """Run every step in order; stop at the first failure (the rest cannot be trusted)."""
    report = Report(sc.path, sc.title)
    game = sc.teacher.game
    state = sc.start()
    match = Match(game, Setup(game.name, state.seed, [], list(state.names)), state=state, undo="all")
    for n, step in enumerate(sc.steps, 1):
        before = state_hash(match.state)
        ok, details = run_step(game, sc.teacher, match, step)
        if ok and step.do is not None and step.expect == "refused" and state_hash(match.state) != before:
            ok, details = False, details + ["the refused action changed the state"]
        r = StepReport(step_label(n, step.line, step.do), ok, ([step.note] if step.note else []) + details)
        if not report.add(r, echo, len(sc.steps) - n):
            break
    return report


def echo_step(r: StepReport, echo: Callable[[str], None]) -> None:
    echo(f"  {r.label} ... {'ok' if r.ok else 'FAILED'}")
    for d in r.details:
        echo(f"      {d}")


def run_file(path: str | Path, echo: Callable[[str], None] | None = None) -> Report:
    """Check a scenario or a lesson file (a lesson has an `intro`); a file that cannot be
    read is a report whose `broken` lines say why, never an exception."""
    try:
        doc = load_toml(path)
        if "position" not in doc.data and "step" not in doc.data:
            raise DataError(Problem(str(path), None, None, "not a scenario or lesson: it has no "
                                                           "[position] and no [[step]]"))
        if "intro" in doc.data:
            from .lessonfile import load_lesson
            from .lessoncheck import check_lesson
            lesson = load_lesson(path)
            head, run = f"{lesson.path}: lesson: {lesson.title}", lambda: check_lesson(lesson, echo)
        else:
            sc = load_scenario(path)
            head, run = f"{sc.path}: {sc.title}", lambda: run_scenario(sc, echo)
    except TabletopError as err:
        lines = [str(p) for p in err.problems] if isinstance(err, DataError) else [f"{path}: {err}"]
        if echo:
            for line in lines:
                echo(line)
        return Report(str(path), Path(path).stem, broken=lines)
    if echo:
        echo(head)
    try:
        return run()
    except Exception as exc:  # noqa: BLE001 - a bug of ours: one line naming the file, not a traceback
        line = f"{path}: the checker failed on this file ({type(exc).__name__}: {exc}); please report it"
        if echo:
            echo(line)
        return Report(str(path), Path(path).stem, broken=[line])
