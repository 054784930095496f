"""Lessons: a prepared position and steps that say what to do, and `LessonRun`, the machine that
waits for each step's action, explains a wrong one, and moves on.

A lesson file (assets/lessons/*.toml):

    game = "afterworld"
    title = "Territories, Food and Gold"
    order = 1                         # place in the game's list of lessons
    intro = "Your empire is ..."      # shown before the first step
    done = "You can now ..."          # shown when the lesson is complete (optional)
    seat = "P1"                       # the learner's seat (default P1)

    [position]                        # the game's position data, as in a scenario
    ...

    [[step]]
    say = "Expend the Nile Delta for its Food."     # one short sentence, an imperative
    highlight = ["Nile Delta", "p1.pool"]           # cards, squares, divisions, zones, buttons
    do = 'P1 expend "Nile Delta"'                   # or a list of accepted actions; patterns
                                                    # such as "any expend" accept a whole kind
    after = "Sideways means expended."              # shown once the step is done (optional)
    then = ["P2 pass"]                # actions played for the other side afterwards (optional)
    check = { food = { P1 = 2 } }     # what must be true after the step (checked by the runner)
    explain_wrong = "..."             # replaces "That's legal, but ..." (optional)
    mistakes = [ { do = "P1 expend \"Nile Delta\"", rule = "AW-6.1", explain = "..." } ]

Every text a learner reads may have its Japanese twin beside it, the same key with ``_ja``
(``title_ja``, ``intro_ja``, ``done_ja``, ``say_ja``, ``after_ja``, ``explain_wrong_ja``, and
``explain_ja`` in a mistake); the table shows it while the language is Japanese
(`words.field`) and the English where a twin is missing. Keys such as ``highlight`` and
``do`` name cards in English: they are keys, not words.

A wrong action is never played. If the engine refuses it, the learner reads the engine's
reason and rule; a legal action that is not the step's gets "That's legal, but this lesson
wants you to <say>". A `mistakes` entry adds the teacher's own words to one foreseen
mistake, and is checked by `tabletop scenario run` like every `do`, `then` and `check`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from ..engine.actions import Action
from ..engine.errors import DataError, InvalidNotationError, Problem, TabletopError
from ..engine.game import Game, Setup, State
from ..engine.history import Match
from ..engine.schema import Field, check_table
from ..engine.tomlfile import TomlDoc, load_toml
from ..play import COMPUTER, Seat, Table
from .. import words
from .actions import Pattern, read_action, static_problem
from .checks import read_checks, seat_index
from .scenario import known_rule, read_game, start
from .teachers import Teacher

TOP = {
    "game": Field(str, help="the game, by the name `tabletop play` takes"),
    "title": Field(str, help="the lesson's title"),
    "order": Field(int, lo=0, help="its place in the game's list of lessons"),
    "intro": Field(str, help="what the lesson is about, shown before the first step"),
    "done": Field(str, required=False, default=""),
    "seat": Field(str, required=False, default="P1"),
    "position": Field(dict, help="the prepared position: a [position] table"),
    "step": Field(list, lo=1, help="[[step]] tables"),
}
STEP = {
    "say": Field(str, help="what to do, in one short sentence"),
    "highlight": Field(list, required=False, default=[], item=str),
    "do": Field((str, list), help="the action (or a list of accepted actions)"),
    "after": Field(str, required=False, default=""),
    "then": Field(list, required=False, default=[], item=str),
    "check": Field(dict, required=False, default={}),
    "explain_wrong": Field(str, required=False, default=""),
    "mistakes": Field(list, required=False, default=[]),
}
MISTAKE = {
    "do": Field(str, help="a wrong action a learner may try"),
    "rule": Field(str, required=False, default=None, help="the rule the engine cites refusing it"),
    "explain": Field(str, required=False, default="", help="the teacher's words about this mistake"),
}
SAY_LIMIT = 160  # characters: a step says one short sentence (in any language)
TWIN = "ja"      # the language whose texts a lesson file may carry beside the English ones


def _twins(fields: dict[str, Field], *names: str) -> dict[str, Field]:
    """`fields` with an optional ``<name>_ja`` text beside each of `names` (the Japanese)."""
    out = dict(fields)
    for n in names:
        out[f"{n}_{TWIN}"] = Field(str, required=False, default="", help=f"the Japanese of '{n}'")
    return out


TEXTS = ("title", "intro", "done")
STEP_TEXTS = ("say", "after", "explain_wrong")
MISTAKE_TEXTS = ("explain",)
TOP = _twins(TOP, *TEXTS)
STEP = _twins(STEP, *STEP_TEXTS)
MISTAKE = _twins(MISTAKE, *MISTAKE_TEXTS)


@dataclass
class Mistake:
    do: str
    rule: str | None
    explain: str
    line: int | None
    explain_ja: str = ""


@dataclass
class LessonStep:
    say: str
    highlight: list[str]
    do: list[Pattern]
    after: str = ""
    then: list[str] = field(default_factory=list)
    checks: dict[str, Any] = field(default_factory=dict)
    explain_wrong: str = ""
    mistakes: list[Mistake] = field(default_factory=list)
    line: int | None = None
    say_ja: str = ""
    after_ja: str = ""
    explain_wrong_ja: str = ""

    def wants(self) -> str:
        """The step's sentence as the end of "this lesson wants you to ..." (in the reader's
        language: the Japanese one as it is written)."""
        said = words.field(self, "say")
        if said != self.say:
            return said.strip()
        s = self.say.strip()
        return s[:1].lower() + s[1:] if s[:2] != s[:2].upper() else s


@dataclass
class Lesson:
    name: str       # the file's stem: what `tabletop lesson NAME` takes
    path: str
    game: str
    title: str
    order: int
    intro: str
    done: str
    seat: int
    steps: list[LessonStep]
    teacher: Teacher
    doc: TomlDoc
    title_ja: str = ""
    intro_ja: str = ""
    done_ja: str = ""

    def start(self) -> State:
        return start(self)


def load_lesson(path: str | Path) -> Lesson:
    """Read and check a lesson file; DataError lists every problem at once."""
    doc = load_toml(path)
    t = read_game(doc)
    problems: list[Problem] = []
    top = check_table(doc, (), doc.data, TOP, problems)
    seat = 0
    if "seat" in top:
        s = seat_index(top["seat"])
        if s is None:
            problems.append(doc.problem(("seat",), f"{top['seat']!r} is not a seat: write P1, P2, ..."))
        else:
            seat = s
    players = t.players(doc.data.get("position", {})) if isinstance(doc.data.get("position"), dict) else 2
    steps = []
    for i, raw in enumerate(top.get("step", [])):
        at = ("step", i)
        st = check_table(doc, at, raw, STEP, problems)
        if not isinstance(raw, dict):
            continue
        for key in ("say", f"say_{TWIN}"):
            if len(st.get(key, "")) > SAY_LIMIT:
                problems.append(doc.problem(at + (key,), f"one short sentence, please: {len(st[key])} characters "
                                                         f"(at most {SAY_LIMIT}); put the rest in 'after'"))
        patterns = []
        dos = st.get("do", [])
        for j, text in enumerate([dos] if isinstance(dos, str) else dos):
            where = at + ("do",) if isinstance(dos, str) else at + ("do", j)
            if not isinstance(text, str):
                problems.append(doc.problem(where, "must be an action in quotes"))
                continue
            try:
                p = Pattern.read(text)
            except InvalidNotationError as exc:
                problems.append(doc.problem(where, str(exc)))
                continue
            msg = p.problem(t.game)
            if msg:
                problems.append(doc.problem(where, msg))
            patterns.append(p)
        if "do" in st and not patterns and not any(p.key == _key(at + ("do",)) for p in problems):
            problems.append(doc.problem(at + ("do",), "name at least one action"))
        for j, text in enumerate(st.get("then", [])):
            msg = static_problem(t.game, text)
            if msg:
                problems.append(doc.problem(at + ("then", j), msg))
        for j, ref in enumerate(st.get("highlight", [])):
            msg = t.highlight_problem(ref, players)
            if msg:
                problems.append(doc.problem(at + ("highlight", j), msg))
        mistakes = []
        for j, m in enumerate(st.get("mistakes", [])):
            mat = at + ("mistakes", j)
            mv = check_table(doc, mat, m, MISTAKE, problems)
            if "do" not in mv:
                continue
            msg = static_problem(t.game, mv["do"])
            if msg:
                problems.append(doc.problem(mat + ("do",), msg))
            if mv.get("rule") and not known_rule(t.game, mv["rule"]):
                problems.append(doc.problem(mat + ("rule",), f"no rule {mv['rule']!r} in {t.game.title}"))
            mistakes.append(Mistake(mv["do"], mv.get("rule"), mv.get("explain", ""), doc.line(mat),
                                    mv.get("explain_ja", "")))
        checks = read_checks(doc, at + ("check",), raw.get("check", {}), t.checks, t.game, problems)
        steps.append(LessonStep(st.get("say", ""), list(st.get("highlight", [])), patterns, st.get("after", ""),
                                list(st.get("then", [])), checks, st.get("explain_wrong", ""), mistakes,
                                doc.line(at), st.get("say_ja", ""), st.get("after_ja", ""),
                                st.get("explain_wrong_ja", "")))
    if "position" in top:
        try:
            t.build(doc.data["position"], doc, ("position",))
        except DataError as err:
            problems.extend(err.problems)
    if problems:
        raise DataError(sorted(problems, key=lambda p: p.line or 0))
    return Lesson(Path(path).stem, str(path), t.game.name, top["title"], top["order"], top["intro"],
                  top.get("done", ""), seat, steps, t, doc, top.get("title_ja", ""), top.get("intro_ja", ""),
                  top.get("done_ja", ""))


def _key(path) -> str:
    from ..engine.tomlfile import format_key
    return format_key(path)


# ---- the lesson machine ---------------------------------------------------------------------------

def refusal_text(err) -> str:
    """A refusal as the learner reads it: the engine's reason in their language, and its rule."""
    return f"{words.tr(err.reason)} [{err.rule}]"


def then_say(first: str, more: str) -> str:
    """Two things said one after the other (a space between them, none after a Japanese 。)."""
    if not more:
        return first
    if not first:
        return more
    return first + ("" if first.endswith(("。", "！", "？", "」")) else " ") + more


@dataclass
class Verdict:
    """What became of an action the learner tried."""

    accepted: bool
    message: str            # for the learner: the step's `after`, or why the action is wrong
    rule: str | None = None  # the rule a refusal cites
    legal: bool = False      # the action was legal (accepted, or legal but not this step's)


class LessonRun:
    """One run through a lesson: the match on the table, the current step, and the verdicts.

    The table (or a test) calls `attempt(action)` for every action the learner tries; an
    accepted action is played with the step's `then` actions after it, and the run moves to
    the next step. `undo_step()` takes back the last step.
    """

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.game: Game = lesson.teacher.game
        state = lesson.start()
        setup = Setup(self.game.name, state.seed, [], list(state.names))
        match = Match(self.game, setup, state=state, undo="all")
        #: the lesson's match and seats (the learner here, the others computer players); the
        #: table that shows the lesson draws from this one and hears of every step played
        self.table = Table(match, [Seat(name) if i == lesson.seat else Seat(name, COMPUTER, "random")
                                   for i, name in enumerate(state.names)])
        self.index = 0
        self.marks: list[int] = []   # history length at the start of each finished step
        self.last = ""               # the last verdict's message or `after` text

    @property
    def match(self) -> Match:
        return self.table.match

    @property
    def state(self) -> State:
        return self.match.state

    def _play(self, action: Action) -> None:
        outcome = self.table.commit(action, source="lesson")
        if outcome.refusal is not None:
            raise outcome.refusal

    @property
    def done(self) -> bool:
        return self.index >= len(self.lesson.steps)

    @property
    def step(self) -> LessonStep | None:
        return None if self.done else self.lesson.steps[self.index]

    @property
    def learner(self) -> int:
        return self.lesson.seat

    def expected(self) -> list[Action]:
        """The legal actions that complete the current step (every accepted pattern's)."""
        step = self.step
        if step is None:
            return []
        out: list[Action] = []
        for p in step.do:
            for a in p.candidates(self.game, self.state, self.learner):
                if a not in out:
                    out.append(a)
        return out

    def accepts(self, action: Action) -> bool:
        step = self.step
        return step is not None and any(p.matches(self.game, self.state, action, self.learner) for p in step.do)

    def highlight_ids(self) -> tuple[list[str], list[str]]:
        """(table ids of the step's game things, the other names for the table to find)."""
        step = self.step
        ids: list[str] = []
        other: list[str] = []
        for ref in step.highlight if step else []:
            found = self.lesson.teacher.highlight_ids(self.state, ref, self.learner)
            if found is None:
                other.append(ref)
            else:
                ids.extend(i for i in found if i not in ids)
        return ids, other

    def attempt(self, action: Action) -> Verdict:
        """The learner tries `action`: play it if it is this step's, else say why not."""
        step = self.step
        if step is None:
            return Verdict(False, words.tr("The lesson is complete."))
        err = self.game.refusal(self.state, action)
        mistake = self._mistake(action)
        extra = words.field(mistake, "explain") if mistake else ""
        if err is not None:
            v = Verdict(False, then_say(refusal_text(err), extra), err.rule)
        elif not self.accepts(action):
            why = (words.field(step, "explain_wrong")
                   or words.tr("That's legal, but this lesson wants you to {what}", what=step.wants()))
            v = Verdict(False, then_say(why, extra), None, legal=True)
        else:
            mark = len(self.match.history)
            self._play(action)
            for text in step.then:
                try:
                    self._play(read_action(self.game, self.state, text))
                except TabletopError as exc:  # a lesson file's mistake: take the step back, say so
                    while len(self.match.history) > mark:
                        self.table.undo(source="lesson")
                    raise TabletopError(f"{self.lesson.path}: step {self.index + 1}: the other side's "
                                        f"action {text!r} cannot be played: {exc}") from None
            self.marks.append(mark)
            self.index += 1
            v = Verdict(True, words.field(step, "after"), legal=True)
        self.last = v.message
        return v

    def explain_refusal(self, message: str) -> str:
        """A refusal the table found by itself (a drop, a greyed-out choice), with the teacher's
        words added when it is one of the step's foreseen mistakes."""
        step = self.step
        for m in step.mistakes if step else []:
            explain = words.field(m, "explain")
            if not explain:
                continue
            try:
                err = self.game.refusal(self.state, read_action(self.game, self.state, m.do))
            except TabletopError:
                continue
            if err is None or explain in message:
                continue
            if f"{err.reason} [{err.rule}]" in message or refusal_text(err) in message:
                return then_say(message, explain)
        return message

    def _mistake(self, action: Action) -> Mistake | None:
        step = self.step
        for m in step.mistakes if step else []:
            try:
                if read_action(self.game, self.state, m.do) == action:
                    return m
            except TabletopError:
                continue
        return None

    def undo_step(self) -> bool:
        """Go back to the start of the previous step; False if at the first."""
        if not self.marks:
            return False
        mark = self.marks.pop()
        while len(self.match.history) > mark:
            self.table.undo(source="lesson")
        self.index -= 1
        self.last = ""
        return True

    def finish_with(self, pick: Callable[[list[Action]], Action] | None = None) -> None:
        """Complete the lesson by playing each step's expected action (tests, demos)."""
        while not self.done:
            choices = self.expected()
            if not choices:
                raise TabletopError(f"{self.lesson.name}: step {self.index + 1} has no legal expected action")
            v = self.attempt((pick or (lambda c: c[0]))(choices))
            assert v.accepted, v.message


# ---- checking a lesson file like a scenario --------------------------------------------------
