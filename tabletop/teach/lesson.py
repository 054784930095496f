"""`LessonRun`, the machine of a lesson: it waits for each step's action, explains a wrong one,
and moves on (the lesson file itself, and what it may hold: tabletop/teach/lessonfile.py).

A wrong action is never played. If the engine refuses it, the learner reads the engine's
reason and rule; a legal action that is not the step's gets "That's legal, but this lesson
wants you to <say>", and a foreseen mistake adds the teacher's own words. Everything is said
in the learner's language (the file's ``_ja`` texts, `words.tr` for the machine's own).

A step done names the rules it showed (its `shows`), each by id and title, under its
`after`. A step with a position of its own is a new exercise: the table stays as the step
before left it (a won game, say) until the learner asks for the next exercise (`switch`). A
step that checks a deck or sets up a table is done by trying it (`try_it`): the learner
reads what the engine answers, each problem with its rule.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, NamedTuple

from .. import words
from ..engine.actions import Action
from ..engine.errors import TabletopError
from ..engine.game import Game, Setup, State
from ..engine.history import Match
from ..play import COMPUTER, Seat, Table
from .actions import read_action
from .trials import Finding, check_deck, try_setup
# the lesson file, read (load_lesson stays importable from here, where the lessons' users find it)
from .lessonfile import Lesson, LessonStep, Mistake, load_lesson  # noqa: F401


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


def rules_line(game: str, rules: list[str]) -> str:
    """The rules a step showed, by id and title in the reader's language: "Rules shown:
    AW-2.2 Units are destroyed · AW-7.5 Auto-return"."""
    if not rules:
        return ""
    from .rulebook import rules_of
    titles = {e.id: e.shown()[0] for e in rules_of(game)}
    parts = [f"{r} {titles.get(r, '')}".strip() for r in rules]
    return words.tr("Rule shown: {rules}" if len(parts) == 1 else "Rules shown: {rules}",
                    rules=" · ".join(parts))


def with_rules(text: str, line: str) -> str:
    """A step's words with the line of the rules it showed, as a paragraph of its own."""
    return f"{text}\n{line}" if text and line else text or line


class Mark(NamedTuple):
    """Where a finished step started: the match on the table, its length, and the exercise."""

    match: Match
    length: int
    exercise: int


@dataclass
class Verdict:
    """What became of an action the learner tried."""

    accepted: bool
    message: str            # for the learner: the step's `after`, or why the action is wrong
    rule: str | None = None  # the rule a refusal cites
    legal: bool = False      # the action was legal (accepted, or legal but not this step's)
    note: str = ""           # the line of the rules the step showed (the end of `message`)


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
        self.marks: list[Mark] = []  # where each finished step started
        self.last = ""               # the last verdict's message or `after` text
        #: the step whose position is on the table (0: the lesson's own)
        self.exercise = 0

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

    @property
    def pending(self) -> bool:
        """The step starts a new exercise that is not on the table yet (`switch`)."""
        step = self.step
        return step is not None and step.position is not None and self.exercise != self.index

    def switch(self) -> None:
        """Put the current step's new exercise on the table."""
        step = self.step
        if step is None or step.position is None or self.exercise == self.index:
            return
        t = self.lesson.teacher
        state = t.position(step.position, self.lesson.doc, ("step", self.index, "position"))
        setup = Setup(self.game.name, state.seed, [], list(state.names))
        self.table.replace(Match(self.game, setup, state=state, undo="all"), source="lesson")
        self.exercise = self.index

    def expected(self) -> list[Action]:
        """The actions that complete the current step: every accepted pattern's legal ones, or
        the wrong one it asks to try."""
        step = self.step
        if step is None:
            return []
        if step.wrong is not None:
            try:
                return [read_action(self.game, self.state, step.wrong)]
            except TabletopError:
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
        if self.pending:
            return Verdict(False, words.tr("Press Next exercise to go on: the next step starts on a new table."))
        if step.trial is not None:
            return Verdict(False, words.tr("This step is done with the button in the lesson panel."))
        err = self.game.refusal(self.state, action)
        if step.wrong is not None and err is not None and self.tries(action):
            v = self._done(step, Mark(self.match, len(self.match.history), self.exercise),
                           then_say(refusal_text(err), words.field(step, "after")), err.rule)
            self.last = v.message
            return v
        mistake = self._mistake(action)
        extra = words.field(mistake, "explain") if mistake else ""
        if err is not None:
            v = Verdict(False, then_say(refusal_text(err), extra), err.rule)
        elif not self.accepts(action):
            why = (words.field(step, "explain_wrong")
                   or words.tr("That's legal, but this lesson wants you to {what}", what=step.wants()))
            v = Verdict(False, then_say(why, extra), None, legal=True)
        else:
            mark = Mark(self.match, len(self.match.history), self.exercise)
            self._play(action)
            for text in step.then:
                try:
                    self._play(read_action(self.game, self.state, text))
                except TabletopError as exc:  # a lesson file's mistake: take the step back, say so
                    while len(self.match.history) > mark.length:
                        self.table.undo(source="lesson")
                    raise TabletopError(f"{self.lesson.path}: step {self.index + 1}: the other side's "
                                        f"action {text!r} cannot be played: {exc}") from None
            v = self._done(step, mark, words.field(step, "after"))
        self.last = v.message
        return v

    def _done(self, step: LessonStep, mark: Mark, said: str, rule: str | None = None) -> Verdict:
        self.marks.append(mark)
        self.index += 1
        line = rules_line(self.game.name, step.rules())
        return Verdict(True, with_rules(said, line), rule, legal=rule is None, note=line)

    def tries(self, action: Action) -> bool:
        """`action` is the wrong one the current step asks the learner to try: that very one,
        or one of its kind (its verb) that the engine refuses citing the same rule (a face-down
        card of the other hand is as good as the one the file names)."""
        step = self.step
        if step is None or step.wrong is None:
            return False
        try:
            wanted = read_action(self.game, self.state, step.wrong)
        except TabletopError:
            return False
        if wanted == action:
            return True
        err = self.game.refusal(self.state, action)
        return action.verb == wanted.verb and action.seat == wanted.seat and err is not None and err.rule == step.rule

    def heard_refusal(self, message: str) -> Verdict | None:
        """A refusal the table found by itself (a drop onto a place that means the action):
        the step that asks for that very try is done (None: it is not such a step)."""
        step = self.step
        if step is None or step.wrong is None or self.pending:
            return None
        try:
            err = self.game.refusal(self.state, read_action(self.game, self.state, step.wrong))
        except TabletopError:
            return None
        if err is None or not (f"{err.reason} [{err.rule}]" in message or refusal_text(err) in message):
            return None
        v = self._done(step, Mark(self.match, len(self.match.history), self.exercise),
                       then_say(refusal_text(err), words.field(step, "after")), err.rule)
        self.last = v.message
        return v

    def findings(self) -> list[Finding]:
        """What the engine answers the current step's deck or setup (in the reader's language)."""
        step = self.step
        if step is None or step.trial is None:
            return []
        if step.deck is not None:
            return check_deck(self.game, step.deck, self.lesson.path)
        return try_setup(self.game, step.setup or {})

    def try_it(self) -> Verdict:
        """Do the current step's trial: check its deck or set up its table; the learner reads
        every problem the engine finds, each with its rule, then the step's `after`."""
        step = self.step
        if step is None or step.trial is None:
            return Verdict(False, words.tr("This step is done on the table, not with a button."))
        found = "\n".join(f"• {f.text}" for f in self.findings())
        v = self._done(step, Mark(self.match, len(self.match.history), self.exercise),
                       with_rules(found, words.field(step, "after")))
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
        if self.table.match is not mark.match:  # back over a new exercise: the table before it
            self.table.replace(mark.match, source="lesson")
        while len(self.match.history) > mark.length:
            self.table.undo(source="lesson")
        self.exercise = mark.exercise
        self.index -= 1
        self.last = ""
        return True

    def finish_with(self, pick: Callable[[list[Action]], Action] | None = None) -> None:
        """Complete the lesson by playing each step's expected action (tests, demos)."""
        while not self.done:
            self.switch()
            if self.step is not None and self.step.trial is not None:
                self.try_it()
                continue
            choices = self.expected()
            if not choices:
                raise TabletopError(f"{self.lesson.name}: step {self.index + 1} has no legal expected action")
            step = self.step
            v = self.attempt((pick or (lambda c: c[0]))(choices) if step is None or step.wrong is None else choices[0])
            assert v.accepted, v.message

